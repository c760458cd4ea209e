import Foundation

/// An action a row reveals when swiped: a titled button that runs its handler.
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
    /// How the action looks and behaves.
    public enum Style: Int, Sendable {
        /// A gray button.
        case normal
        /// A red button; its row is expected to go.
        case destructive
    }

    /// What runs when the action is chosen: the action, the view showing it, and a completion to call with
    /// whether the action was performed.
    public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// The action's style.
    public let style: Style
    /// What runs when the action is chosen.
    public let handler: Handler
    /// The button's title.
    open var title: String?
    /// The button's colour; gray for `.normal`, red for `.destructive` unless set.
    open var backgroundColor: UIColor! {
        get { backgroundColorStorage ?? (style == .destructive ? .systemRed : .systemGray) }
        set { backgroundColorStorage = newValue }
    }
    /// The button's image, above the title.
    open var image: UIImage?

    private var backgroundColorStorage: UIColor?

    /// An action of `style` titled `title` running `handler`.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }
}
