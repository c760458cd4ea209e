import Foundation

/// An alert or an action sheet: a title, a message, text fields (alerts only) and buttons (`UIAlertAction`s),
/// presented over a dimmed backdrop. Present it with `present(_:animated:completion:)`; choosing a button
/// dismisses it, then runs the action's handler. An action sheet in a regular-width window is a popover and
/// needs its `popoverPresentationController`'s `sourceView` or `barButtonItem`.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// How the alert is shown.
    public enum Style: Int, Sendable {
        /// Rising from the bottom of the screen, with the cancel button in its own platter.
        case actionSheet = 0
        /// In the middle of the screen, 270 points wide.
        case alert = 1
    }

    /// The alert's style, fixed when it is made.
    open private(set) var preferredStyle: Style
    /// The bold line at the top.
    open override var title: String? {
        get { super.title }
        set {
            super.title = newValue
            alertView?.contentDidChange()
        }
    }
    /// The text under the title.
    open var message: String? { didSet { alertView?.contentDidChange() } }
    /// The actions, in the order they were added.
    open private(set) var actions: [UIAlertAction] = []
    /// The action drawn in bold and run by Return; it must be one of `actions`.
    open var preferredAction: UIAlertAction? {
        get { preferredActionStorage }
        set {
            if let newValue, !actions.contains(where: { $0 === newValue }) {
                return uikitLog.error("The preferredAction of a UIAlertController must be one of its actions; \(newValue) is not.")
            }
            preferredActionStorage = newValue
            alertView?.contentDidChange()
        }
    }

    /// The text fields, in the order they were added; nil when there are none.
    open var textFields: [UITextField]? { textFieldStorage.isEmpty ? nil : textFieldStorage }

    /// Adds a text field under the message, after `configurationHandler` has set it up. Only an alert has
    /// them: an action sheet refuses, as UIKit does. The first field takes the keyboard when the alert appears,
    /// and Return in any of them chooses the preferred action.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            return uikitLog.error("Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
        }
        if presentingViewController != nil {
            return uikitLog.warning("UIAlertController: a text field was added after the alert was presented; ignored.")
        }
        let field = UITextField(frame: .zero)
        field.font = .systemFont(ofSize: 13)
        field.borderStyle = .none
        field.addAction(UIAction { [unowned self] _ in
            if let action = returnAction { choose(action) }
        }, for: .primaryActionTriggered)
        configurationHandler?(field)
        textFieldStorage.append(field)
        alertView?.contentDidChange()
    }

    /// An action sheet presents as a popover in a regular-width key window, as on iPad; otherwise the
    /// alert presents itself over the whole screen. The style cannot be changed.
    open override var modalPresentationStyle: UIModalPresentationStyle {
        get {
            guard preferredStyle == .actionSheet,
                  UIApplication.shared.keyWindow?.traitCollection.horizontalSizeClass == .regular else { return .custom }
            return .popover
        }
        set {}
    }

    /// An alert titled `title` with `message`, in `preferredStyle`.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.preferredStyle = preferredStyle
        self.title = title
        self.message = message
    }

    /// An empty alert.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        preferredStyle = .alert
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        transitioningDelegate = transitioning
    }

    /// Alerts are not archived.
    public required init?(coder: NSCoder) { nil }

    /// Adds `action`. A second cancel action is refused, as UIKit refuses it; actions added once the alert is
    /// shown are ignored, as on iOS.
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            return uikitLog.error("UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
        }
        if presentingViewController != nil {
            return uikitLog.warning("UIAlertController: \(action.title ?? "an action") was added after the alert was presented; ignored.")
        }
        actions.append(action)
        alertView?.contentDidChange()
    }

    /// The alert draws its own view: the platter (two for an action sheet) with the header and the buttons.
    open override func loadView() {
        let platter = AlertView(controller: self)
        view = platter
        preferredContentSize = platter.contentSize(forWidth: AlertView.popoverWidth)
    }

    /// Takes Return and Escape once shown.
    open override var canBecomeFirstResponder: Bool { true }

    /// Gives the keyboard to the first text field, else becomes first responder, so that Return and Escape
    /// reach it.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        _ = textFieldStorage.first?.becomeFirstResponder() ?? becomeFirstResponder()
    }

    /// Return chooses the preferred action, Escape the cancel action; other keys go on up the chain.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        var left = Set<UIPress>()
        for press in presses {
            switch press.key?.keyCode {
            case .keyboardReturnOrEnter?:
                if let action = returnAction { choose(action) }
            case .keyboardEscape?:
                if let action = cancelAction { choose(action) }
            default:
                left.insert(press)
            }
        }
        if !left.isEmpty { super.pressesBegan(left, with: event) }
    }

    // MARK: Choosing

    private var preferredActionStorage: UIAlertAction?
    private var textFieldStorage: [UITextField] = []
    /// Kept here: the controller's `transitioningDelegate` is weak.
    private let transitioning = AlertTransitioning()
    /// Set once an action is chosen, so that a second touch or key does nothing while the alert goes.
    private var chosen = false

    var alertView: AlertView? { viewIfLoaded as? AlertView }

    /// The action Return chooses: the preferred one, else the only one.
    private var returnAction: UIAlertAction? { preferredAction ?? (actions.count == 1 ? actions.first : nil) }

    /// The alert's cancel action, if any.
    var cancelAction: UIAlertAction? { actions.first { $0.style == .cancel } }

    /// Dismisses the alert, then runs `action`'s handler, as UIKit does.
    func choose(_ action: UIAlertAction) {
        guard action.isEnabled, !chosen, presentingViewController != nil, !isBeingPresented else { return }
        chosen = true
        view.endEditing(true)
        let presenter = presentingViewController
        presenter?.dismiss(animated: true) {
            self.chosen = false
            action.handler?(action)
        }
    }
}
