import Foundation

/// A button in a navigation bar or toolbar: a title, an image, a system item or a custom view, sending an
/// action — a Swift method of its target, held weakly, or a `UIAction` — when tapped.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    /// How the item is drawn.
    public enum Style: Int, Sendable {
        /// A plain button.
        case plain
        /// A bordered button; drawn as plain since iOS 7.
        case bordered
        /// A button for a task's conclusion, in a heavier font.
        case done
    }

    /// The system's standard items, shown with their system titles.
    public enum SystemItem: Int, Sendable {
        /// "Done".
        case done
        /// "Cancel".
        case cancel
        /// "Edit".
        case edit
        /// "Save".
        case save
        /// "+".
        case add
        /// Flexible space between items.
        case flexibleSpace
        /// Fixed space of `width`.
        case fixedSpace
        /// "Compose".
        case compose
        /// "Reply".
        case reply
        /// "Share".
        case action
        /// "Organize".
        case organize
        /// "Bookmarks".
        case bookmarks
        /// "Search".
        case search
        /// "Refresh".
        case refresh
        /// "Stop".
        case stop
        /// "Camera".
        case camera
        /// "Trash".
        case trash
        /// "Play".
        case play
        /// "Pause".
        case pause
        /// "Rewind".
        case rewind
        /// "Fast Forward".
        case fastForward
        /// "Undo".
        case undo
        /// "Redo".
        case redo
        /// "Close".
        case close

        /// The title Vellum shows for the item: the word iOS uses, as Vellum has no system symbols.
        var title: String {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .add: "+"
            case .flexibleSpace, .fixedSpace: ""
            case .compose: "Compose"
            case .reply: "Reply"
            case .action: "Share"
            case .organize: "Organize"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .refresh: "Refresh"
            case .stop: "Stop"
            case .camera: "Camera"
            case .trash: "Trash"
            case .play: "Play"
            case .pause: "Pause"
            case .rewind: "Rewind"
            case .fastForward: "Fast Forward"
            case .undo: "Undo"
            case .redo: "Redo"
            case .close: "Close"
            }
        }
    }

    /// How the item is drawn; `.plain` by default.
    open var style = Style.plain {
        didSet { if style != oldValue { itemDidChange() } }
    }
    /// The item's width; 0 lets the bar size it to its content.
    open var width: CGFloat = 0 {
        didSet { if width != oldValue { itemDidChange() } }
    }
    /// A view shown in place of the button; it handles its own touches.
    open var customView: UIView? {
        didSet { if customView !== oldValue { itemDidChange() } }
    }
    /// The action sent when tapped, before the target's; it also gives the title and image when set.
    open var primaryAction: UIAction? {
        didSet {
            if let primaryAction {
                if !primaryAction.title.isEmpty { title = primaryAction.title }
                if let image = primaryAction.image { self.image = image }
            }
            itemDidChange()
        }
    }
    /// The object the action is sent to; nil sends it up the responder chain.
    open weak var target: AnyObject?
    /// The action sent to `target` when tapped.
    open var action: Selector?

    /// The menu the item shows: on a tap when the item has no action, else on a long press.
    open var menu: UIMenu? {
        didSet { if menu !== oldValue { itemDidChange() } }
    }
    /// The button a bar made for the item, while a bar shows it: what a popover from the item points at.
    weak var shownButton: UIButton?
    /// The system item the item was made as, if any: spaces are laid out rather than shown.
    private(set) var systemItem: SystemItem?

    /// An item with no title, image or action.
    public override init() {
        super.init()
    }

    /// An item decoded from an archive; Vellum decodes none.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// An item titled `title` sending `action` to `target` (nil: up the responder chain).
    public init(title: String?, style: Style, target: Any?, action: Selector?) {
        super.init()
        self.title = title
        self.style = style
        setTarget(target, action: action)
    }

    /// An item titled `title` calling `action`, an unbound method of `target`'s class taking the item.
    public convenience init<T: AnyObject, Sender>(title: String?, style: Style, target: T?,
                                                 action: @escaping @MainActor (T) -> (Sender) -> Void) {
        self.init(title: title, style: style, target: target,
                  action: Selector(unnamedActionName(of: T.self, arguments: ":"), action))
    }

    /// An item titled `title` calling `action`, an unbound method of `target`'s class taking nothing.
    public convenience init<T: AnyObject>(title: String?, style: Style, target: T?,
                                          action: @escaping @MainActor (T) -> () -> Void) {
        self.init(title: title, style: style, target: target,
                  action: Selector(unnamedActionName(of: T.self, arguments: ""), action))
    }

    /// An item showing `image` sending `action` to `target` (nil: up the responder chain).
    public init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        super.init()
        self.image = image
        self.style = style
        setTarget(target, action: action)
    }

    /// An item showing `image` calling `action`, an unbound method of `target`'s class taking the item.
    public convenience init<T: AnyObject, Sender>(image: UIImage?, style: Style, target: T?,
                                                 action: @escaping @MainActor (T) -> (Sender) -> Void) {
        self.init(image: image, style: style, target: target,
                  action: Selector(unnamedActionName(of: T.self, arguments: ":"), action))
    }

    /// One of the system's items, sending `action` to `target` (nil: up the responder chain).
    public init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        super.init()
        self.systemItem = systemItem
        title = systemItem.title
        if systemItem == .done { style = .done }
        setTarget(target, action: action)
    }

    /// One of the system's items, calling `action`, an unbound method of `target`'s class taking the item.
    public convenience init<T: AnyObject, Sender>(barButtonSystemItem systemItem: SystemItem, target: T?,
                                                 action: @escaping @MainActor (T) -> (Sender) -> Void) {
        self.init(barButtonSystemItem: systemItem, target: target,
                  action: Selector(unnamedActionName(of: T.self, arguments: ":"), action))
    }

    /// One of the system's items, calling `action`, an unbound method of `target`'s class taking nothing.
    public convenience init<T: AnyObject>(barButtonSystemItem systemItem: SystemItem, target: T?,
                                          action: @escaping @MainActor (T) -> () -> Void) {
        self.init(barButtonSystemItem: systemItem, target: target,
                  action: Selector(unnamedActionName(of: T.self, arguments: ""), action))
    }

    /// An item with a title, an image, a primary action and a menu, any of them optional (iOS 14).
    public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        super.init()
        self.title = title ?? primaryAction.flatMap { $0.title.isEmpty ? nil : $0.title }
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// One of the system's items performing `primaryAction`, with `menu` (iOS 14).
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// An item showing `customView`.
    public init(customView: UIView) {
        super.init()
        self.customView = customView
    }

    /// Space that grows to share what a toolbar's other items leave of its width.
    public static func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
    }

    /// Space `width` points wide between a toolbar's items.
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }

    private func setTarget(_ target: Any?, action: Selector?) {
        if let target {
            guard type(of: target) is AnyClass else {
                return uikitLog.error("UIBarButtonItem: target \(target) is not an object; the item sends its action up the responder chain.")
            }
            self.target = target as AnyObject
        }
        self.action = action
    }

    /// Sends the item's actions, as a tap does: the primary action, then the action to the target.
    func sendActions() {
        guard isEnabled else { return }
        primaryAction?.perform(withSender: self)
        if let action {
            _ = UIApplication.shared.sendAction(action, to: target, from: self, for: nil)
        }
    }
}
