import Foundation

/// A button of a `UIAlertController`: its title, its style, and what it runs once the alert has gone.
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    /// How an action's button looks and where it goes.
    public enum Style: Int, Sendable {
        /// A plain button.
        case `default` = 0
        /// The button that leaves without changing anything: bold, last in a stack, left in a pair, and in its
        /// own platter in an action sheet. An alert has one at most.
        case cancel = 1
        /// A button that destroys data, in red.
        case destructive = 2
    }

    /// The button's title.
    public let title: String?
    /// The button's style.
    public let style: Style
    /// Whether the button can be chosen; a disabled one is drawn in gray and ignores touches and keys.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { onChange?() } }
    }

    let handler: (@MainActor (UIAlertAction) -> Void)?
    /// Tells the alert showing the action to redraw its button.
    var onChange: (() -> Void)?

    /// An action titled `title` in `style`, running `handler` after the alert is dismissed.
    public init(title: String?, style: Style, handler: (@MainActor (UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }
}
