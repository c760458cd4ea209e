import Foundation

/// What a custom action runs: returns whether it succeeded.
public typealias UIAccessibilityCustomActionHandler = @MainActor (UIAccessibilityCustomAction) -> Bool

/// An action an element offers besides activation ("Delete", "Flag"), chosen from the actions rotor.
/// It runs a closure, or sends a selector to a target held weakly, as on iOS.
@preconcurrency @MainActor
open class UIAccessibilityCustomAction: NSObject {
    /// The localized name read to the user.
    open var name: String
    /// The name with speech attributes; setting it sets `name` to its string.
    open var attributedName: NSAttributedString {
        get { attributedNameStorage ?? NSAttributedString(string: name) }
        set {
            attributedNameStorage = newValue
            name = newValue.string
        }
    }
    /// An image shown for the action where the system shows actions as images (Switch Control).
    open var image: UIImage?
    /// The object the selector is sent to; held weakly.
    open weak var target: AnyObject?
    /// The method sent to `target`, with the action as its argument.
    open var selector: Selector?
    /// The closure run instead of a selector.
    open var actionHandler: UIAccessibilityCustomActionHandler?
    /// The category the action is listed under; nil lists it with the others.
    open var category: String?

    private var attributedNameStorage: NSAttributedString?

    /// An action named `name` that sends `selector` to `target`.
    public init(name: String, target: Any?, selector: Selector) {
        self.name = name
        self.target = target as AnyObject?
        self.selector = selector
        super.init()
    }

    /// An action with a spoken-attributes name that sends `selector` to `target`.
    public convenience init(attributedName: NSAttributedString, target: Any?, selector: Selector) {
        self.init(name: attributedName.string, target: target, selector: selector)
        attributedNameStorage = attributedName
    }

    /// An action named `name`, shown with `image`, that sends `selector` to `target`.
    public convenience init(name: String, image: UIImage?, target: Any?, selector: Selector) {
        self.init(name: name, target: target, selector: selector)
        self.image = image
    }

    /// An action named `name` that runs `actionHandler`.
    public init(name: String, actionHandler: @escaping UIAccessibilityCustomActionHandler) {
        self.name = name
        self.actionHandler = actionHandler
        super.init()
    }

    /// An action with a spoken-attributes name that runs `actionHandler`.
    public convenience init(attributedName: NSAttributedString, actionHandler: @escaping UIAccessibilityCustomActionHandler) {
        self.init(name: attributedName.string, actionHandler: actionHandler)
        attributedNameStorage = attributedName
    }

    /// An action named `name`, shown with `image`, that runs `actionHandler`.
    public convenience init(name: String, image: UIImage?, actionHandler: @escaping UIAccessibilityCustomActionHandler) {
        self.init(name: name, actionHandler: actionHandler)
        self.image = image
    }

    /// Runs the action as an assistive technology does: the handler if there is one, else the selector sent
    /// to the target. False when it did not succeed, when the target is gone, or when it cannot perform the
    /// selector (logged once, in UIKit's words).
    package func perform() -> Bool {
        if let actionHandler { return actionHandler(self) }
        guard let selector, let target else { return false }
        guard UnsendableSelectors.canPerform(selector, on: target) else {
            UnsendableSelectors.report(selector, target: target)
            return false
        }
        return performAction(selector, on: target, sender: self, event: nil)
    }
}
