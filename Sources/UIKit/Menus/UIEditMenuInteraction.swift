import Foundation

/// Shows an edit menu for its view — cut, copy, paste and the other standard edit actions the responder chain
/// can perform, plus what the delegate adds — when the app asks (`presentEditMenu(with:)`). iOS draws a
/// horizontal bar; Vellum shows the same elements in its menu platter, beside the target rectangle.
@preconcurrency @MainActor
open class UIEditMenuInteraction: NSObject, UIInteraction {
    /// Gives the menu and the rectangle to keep clear.
    open private(set) weak var delegate: UIEditMenuInteractionDelegate?
    /// The view the interaction is added to.
    public private(set) weak var view: UIView?
    /// Where the suggested actions are sent instead of the first responder: the text a text interaction selects
    /// in, which need not be first responder when it is read-only.
    weak var actionTarget: UIResponder?
    private var presenter: MenuPresenter?
    private var configuration: UIEditMenuConfiguration?

    /// The standard actions an edit menu suggests, in iOS's order, with their titles.
    static let standardActions: [(selector: String, title: String)] = [
        ("cut:", "Cut"), ("copy:", "Copy"), ("paste:", "Paste"), ("delete:", "Delete"),
        ("select:", "Select"), ("selectAll:", "Select All"),
    ]

    /// An interaction asking `delegate` for its menus.
    public init(delegate: UIEditMenuInteractionDelegate?) {
        self.delegate = delegate
        super.init()
    }

    /// Closes the menu when the interaction leaves its view.
    public func willMove(to view: UIView?) {
        dismissMenu()
    }

    /// Remembers the view.
    public func didMove(to view: UIView?) {
        self.view = view
    }

    /// Shows the menu for `configuration`: the delegate's, or the standard actions the first responder (or the
    /// view) can perform. Nothing is shown when the menu would be empty.
    open func presentEditMenu(with configuration: UIEditMenuConfiguration) {
        guard let view, let window = view.window else { return }
        let suggested = suggestedActions(for: view)
        let menu = delegate?.editMenuInteraction(self, menuFor: configuration, suggestedActions: suggested)
            ?? UIMenu(children: suggested)
        let target = delegate?.editMenuInteraction(self, targetRectFor: configuration)
            ?? CGRect(origin: configuration.sourcePoint, size: .zero)
        presenter?.dismiss(animated: false)
        self.configuration = configuration
        presenter = MenuPresenter.present(menu, from: view.convert(target, to: window), in: window, sender: self) { presenter in
            presenter.passesOutsideTouchesThrough = true
            presenter.onDismiss = { [weak self] in
                self?.presenter = nil
                self?.configuration = nil
            }
        }
    }

    /// Closes the menu, if shown.
    open func dismissMenu() {
        presenter?.dismiss(animated: false)
        presenter = nil
        configuration = nil
    }

    /// The menu's source point in `view`'s coordinates; zero when no menu is shown.
    open func location(in view: UIView?) -> CGPoint {
        guard let own = self.view, let configuration else { return .zero }
        return own.convert(configuration.sourcePoint, to: view)
    }

    /// Whether a menu is shown now.
    var isPresenting: Bool { presenter != nil }

    /// The standard actions that the responder chain from the first responder (or `view`) performs, each
    /// sending its action there when chosen.
    private func suggestedActions(for view: UIView) -> [UIMenuElement] {
        let start: UIResponder = actionTarget ?? view.window?.firstResponderStorage ?? view
        return Self.standardActions.compactMap { selector, title in
            let action = Selector(selector)
            guard let target = start.target(forAction: action, withSender: self) as? UIResponder else { return nil }
            return UIAction(title: title, identifier: UIAction.Identifier("com.apple.menu.standard-edit." + selector)) { [weak target] _ in
                guard let target else { return }
                _ = performAction(action, on: target, sender: nil, event: nil)
            }
        }
    }
}
