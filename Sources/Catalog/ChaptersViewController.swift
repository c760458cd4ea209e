import UIKit

/// The guide's chapters in an inset-grouped table, each row a figure or listing; choosing one shows it in the
/// split view's secondary column, or pushes it when the split view is collapsed.
final class ChaptersViewController: UITableViewController {
    private let chapters = CatalogChapter.guide

    init() {
        super.init(style: .insetGrouped)
        title = "Guide"
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "entry")
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Settings", primaryAction: UIAction { [weak self] _ in
            self?.showSettings()
        })
    }

    override func numberOfSections(in tableView: UITableView) -> Int { chapters.count }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        chapters[section].entries.count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        chapters[section].title
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "entry", for: indexPath)
        let entry = chapters[indexPath.section].entries[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = entry.title
        content.secondaryText = entry.detail
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let entry = chapters[indexPath.section].entries[indexPath.row]
        showDetailViewController(FigureViewController(entry), sender: self)
    }

    /// The settings in a sheet that rests at half height and can be pulled up.
    func showSettings(completion: (() -> Void)? = nil) {
        let settings = UINavigationController(rootViewController: SettingsViewController())
        settings.modalPresentationStyle = .pageSheet
        if let sheet = settings.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
        }
        present(settings, animated: true, completion: completion)
    }
}
