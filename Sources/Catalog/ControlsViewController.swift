import UIKit

/// The controls gallery: UIKit's standard controls in grouped cards, as a settings screen shows them, with a
/// switch in the navigation bar that flips the window between light and dark.
final class ControlsViewController: UIViewController {
    /// A gallery row: a control and what it shows.
    typealias Row = (title: String, view: UIView)

    private let groups: [(title: String, rows: [Row])]
    private let scrollView = UIScrollView()

    init(groups: [(title: String, rows: [Row])]) {
        self.groups = groups
        super.init(nibName: nil, bundle: nil)
        title = "Controls"
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let stack = UIStackView(arrangedSubviews: groups.flatMap { [header($0.title), card($0.rows)] })
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(stack)
        view.addSubview(scrollView)
        let content = scrollView.contentLayoutGuide, frame = scrollView.frameLayoutGuide
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            stack.topAnchor.constraint(equalTo: content.topAnchor, constant: 8),
            stack.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -24),
            stack.leadingAnchor.constraint(equalTo: frame.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: frame.trailingAnchor, constant: -20),
        ])
        navigationItem.rightBarButtonItem = appearanceItem()
    }

    /// Flips the window this gallery is in between light and dark.
    func setDark(_ dark: Bool) {
        view.window?.overrideUserInterfaceStyle = dark ? .dark : .light
        navigationItem.rightBarButtonItem = appearanceItem()
    }

    private var isDark: Bool { view.window?.traitCollection.userInterfaceStyle == .dark }

    private func appearanceItem() -> UIBarButtonItem {
        let dark = isDark
        return UIBarButtonItem(title: dark ? "Light" : "Dark", primaryAction: UIAction { [weak self] _ in
            self?.setDark(!dark)
        })
    }

    /// A group's title above its card, in the grouped tables' header style.
    private func header(_ title: String) -> UIView {
        let label = UILabel()
        label.text = title.uppercased()
        label.font = .systemFont(ofSize: 13)
        label.textColor = .secondaryLabel
        let box = UIView()
        label.translatesAutoresizingMaskIntoConstraints = false
        box.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: box.topAnchor, constant: 16),
            label.bottomAnchor.constraint(equalTo: box.bottomAnchor),
            label.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: box.trailingAnchor),
        ])
        return box
    }

    /// A rounded card of rows: narrow controls on the right of their title, wide ones below it, full width
    /// unless they have a width of their own.
    private func card(_ rows: [Row]) -> UIView {
        let stack = UIStackView(arrangedSubviews: rows.map(row))
        stack.axis = .vertical
        stack.spacing = 14
        stack.translatesAutoresizingMaskIntoConstraints = false
        let card = UIView()
        card.backgroundColor = .secondarySystemGroupedBackground
        card.layer.cornerRadius = 10
        card.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
            stack.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -12),
            stack.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
        ])
        return card
    }

    private func row(_ row: Row) -> UIView {
        let title = UILabel()
        title.text = row.title
        title.font = .systemFont(ofSize: 17)
        title.textColor = .label
        let width = row.view.intrinsicContentSize.width
        let isWide = width == UIView.noIntrinsicMetric || width > 160
        let stack = UIStackView(arrangedSubviews: [title, row.view])
        stack.axis = isWide ? .vertical : .horizontal
        stack.spacing = isWide ? 8 : 12
        stack.alignment = isWide ? .leading : .center
        title.setContentHuggingPriority(.defaultLow, for: .horizontal)
        row.view.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        if isWide {
            // Full width, unless the gallery gave the view a width of its own.
            let fill = row.view.widthAnchor.constraint(equalTo: stack.widthAnchor)
            fill.priority = .defaultLow
            fill.isActive = true
        }
        return stack
    }
}
