import UIKit

/// The controls gallery's rows for alerts and menus: alerts and an action sheet drawn as they are presented,
/// buttons that present them, buttons with menus, a pop-up button and a view with a context menu.
@MainActor
func alertsGalleryRows() -> [(title: String, view: UIView)] {
    let pair = UIAlertController(title: "Delete Photo?", message: "This photo will be deleted from all your devices.",
                                 preferredStyle: .alert)
    pair.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    pair.addAction(UIAlertAction(title: "Delete", style: .destructive))

    let stack = UIAlertController(title: "Save Changes?", message: nil, preferredStyle: .alert)
    stack.addAction(UIAlertAction(title: "Save", style: .default))
    stack.addAction(UIAlertAction(title: "Don't Save", style: .destructive))
    stack.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    stack.preferredAction = stack.actions[0]

    let disabled = UIAlertController(title: "Sign In", message: "Enter your account to continue.", preferredStyle: .alert)
    let signIn = UIAlertAction(title: "Sign In", style: .default)
    signIn.isEnabled = false
    disabled.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    disabled.addAction(signIn)

    let sheet = UIAlertController(title: nil, message: "Share this photo with", preferredStyle: .actionSheet)
    sheet.addAction(UIAlertAction(title: "Messages", style: .default))
    sheet.addAction(UIAlertAction(title: "Mail", style: .default))
    sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))

    let present = UIButton(type: .system)
    present.setTitle("Show Alert", for: .normal)
    present.addAction(UIAction { action in
        guard let button = action.sender as? UIView, let root = button.window?.rootViewController else { return }
        let alert = UIAlertController(title: "Alert", message: "Choose a button, or press Return or Escape.",
                                      preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        alert.preferredAction = alert.actions[1]
        (root.presentedViewController ?? root).present(alert, animated: true)
    }, for: .primaryActionTriggered)

    let sort = UIButton(type: .system)
    sort.setTitle("Sort", for: .normal)
    sort.showsMenuAsPrimaryAction = true
    sort.menu = UIMenu(title: "Sort By", children: [
        UIMenu(options: [.displayInline, .singleSelection], children: [
            UIAction(title: "Name", state: .on) { _ in }, UIAction(title: "Date") { _ in }, UIAction(title: "Size") { _ in },
        ]),
        UIMenu(title: "Group By", children: [UIAction(title: "Kind") { _ in }, UIAction(title: "None") { _ in }]),
        UIAction(title: "Delete All", attributes: .destructive) { _ in },
        UIAction(title: "Archive", attributes: .disabled) { _ in },
    ])

    let popUp = UIButton(type: .system)
    popUp.showsMenuAsPrimaryAction = true
    popUp.changesSelectionAsPrimaryAction = true
    popUp.menu = UIMenu(children: ["Small", "Medium", "Large"].map { UIAction(title: $0) { _ in } })

    let recent = UIButton(type: .system)
    recent.setTitle("Open Recent", for: .normal)
    recent.showsMenuAsPrimaryAction = true
    recent.menu = UIMenu(children: [UIDeferredMenuElement { completion in
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
            completion(["Budget.numbers", "Trip.pages"].map { UIAction(title: $0) { _ in } })
        }
    }])

    return [
        ("Alert, two actions side by side", AlertPreview(pair)),
        ("Alert, three actions stacked, preferred action", AlertPreview(stack)),
        ("Alert, a disabled action", AlertPreview(disabled)),
        ("Action sheet", AlertPreview(sheet)),
        ("Button presenting an alert", present),
        ("Button menu: inline group, submenu, destructive, disabled", sort),
        ("Pop-up button", popUp),
        ("Deferred menu element", recent),
        ("Context menu: long press or right click", ContextMenuTile()),
    ]
}

/// An alert drawn where it stands, as when presented: the controller's own view at its size.
@MainActor
private final class AlertPreview: UIView {
    private let alert: UIAlertController

    init(_ alert: UIAlertController) {
        self.alert = alert
        super.init(frame: .zero)
        let content: UIView = alert.view
        content.frame = CGRect(origin: .zero, size: alert.preferredContentSize)
        addSubview(content)
    }

    required init?(coder: NSCoder) { nil }

    override var intrinsicContentSize: CGSize { alert.preferredContentSize }
}

/// A tile with a context menu, as a photo in a grid has.
@MainActor
private final class ContextMenuTile: UIView, UIContextMenuInteractionDelegate {
    init() {
        super.init(frame: .zero)
        backgroundColor = .systemTeal
        layer.cornerRadius = 12
        addInteraction(UIContextMenuInteraction(delegate: self))
    }

    required init?(coder: NSCoder) { nil }

    override var intrinsicContentSize: CGSize { CGSize(width: 120, height: 90) }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(children: [
                UIAction(title: "Copy") { _ in }, UIAction(title: "Share") { _ in },
                UIMenu(options: .displayInline, children: [UIAction(title: "Delete", attributes: .destructive) { _ in }]),
            ])
        }
    }
}
