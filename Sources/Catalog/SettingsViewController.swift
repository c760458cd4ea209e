import UIKit

/// The catalog's settings, shown in a sheet: the appearance its windows take, light, dark or the system's.
final class SettingsViewController: UITableViewController {
    private let styles: [(title: String, style: UIUserInterfaceStyle)] = [
        ("System", .unspecified), ("Light", .light), ("Dark", .dark),
    ]

    init() {
        super.init(style: .insetGrouped)
        title = "Settings"
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "style")
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { [weak self] _ in
            self?.dismiss(animated: true)
        })
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { styles.count }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Appearance" }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "style", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = styles[indexPath.row].title
        cell.contentConfiguration = content
        cell.accessoryType = styles[indexPath.row].style == appWindow?.overrideUserInterfaceStyle ? .checkmark : .none
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        appWindow?.overrideUserInterfaceStyle = styles[indexPath.row].style
        tableView.deselectRow(at: indexPath, animated: true)
        tableView.reloadData()
    }

    /// The window the sheet is presented over: the app's.
    private var appWindow: UIWindow? { presentingViewController?.view.window ?? view.window }
}
