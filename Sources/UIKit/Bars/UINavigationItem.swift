import Foundation

/// What a navigation bar shows for one controller: its title or title view, its bar button items and how
/// the back button to it reads.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// How a large title shows in the bar.
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the previous item does.
        case automatic
        /// Always large.
        case always
        /// Never large.
        case never
    }

    /// The title shown in the middle of the bar; the controller's `title` when nil.
    open var title: String? {
        didSet { if title != oldValue { itemDidChange() } }
    }
    /// A view shown in place of the title.
    open var titleView: UIView? {
        didSet { if titleView !== oldValue { itemDidChange() } }
    }
    /// The title of the back button that returns to this item's controller; the title when nil.
    open var backButtonTitle: String? {
        didSet { if backButtonTitle != oldValue { itemDidChange() } }
    }
    /// The item shown as the back button that returns to this item's controller, in place of the default one.
    open var backBarButtonItem: UIBarButtonItem? {
        didSet { if backBarButtonItem !== oldValue { itemDidChange() } }
    }
    /// Whether the bar hides the back button while this item is on top; false by default.
    open var hidesBackButton = false {
        didSet { if hidesBackButton != oldValue { itemDidChange() } }
    }
    /// Whether the left items show beside the back button rather than replacing it; false by default.
    open var leftItemsSupplementBackButton = false {
        didSet { if leftItemsSupplementBackButton != oldValue { itemDidChange() } }
    }
    /// The items at the leading edge, from the edge inwards.
    open var leftBarButtonItems: [UIBarButtonItem]? {
        didSet { itemDidChange() }
    }
    /// The items at the trailing edge, from the edge inwards.
    open var rightBarButtonItems: [UIBarButtonItem]? {
        didSet { itemDidChange() }
    }
    /// Whether the bar shows the title large, when the bar prefers large titles; `.automatic` by default.
    open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic {
        didSet { if largeTitleDisplayMode != oldValue { itemDidChange() } }
    }
    /// A line of text the bar shows above the title, 30 points taller while it does.
    open var prompt: String? {
        didSet { if prompt != oldValue { itemDidChange() } }
    }
    /// The search controller whose search bar the bar shows; stored, as Vellum has no search field yet.
    open var searchController: UISearchController?
    /// Whether the search bar hides as the content scrolls; true by default, stored with it.
    open var hidesSearchBarWhenScrolling = true
    /// How the bar looks at its standard height while this item is on top; nil uses the bar's. A copy of
    /// what is assigned.
    open var standardAppearance: UINavigationBarAppearance? {
        get { standardStorage }
        set { standardStorage = newValue?.copy() as? UINavigationBarAppearance; itemDidChange() }
    }
    /// How a compact-height bar looks while this item is on top; nil uses the bar's.
    open var compactAppearance: UINavigationBarAppearance? {
        get { compactStorage }
        set { compactStorage = newValue?.copy() as? UINavigationBarAppearance; itemDidChange() }
    }
    /// How the bar looks at the scroll edge while this item is on top; nil uses the bar's.
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { scrollEdgeStorage }
        set { scrollEdgeStorage = newValue?.copy() as? UINavigationBarAppearance; itemDidChange() }
    }
    /// How a compact-height bar looks at the scroll edge while this item is on top; nil uses the bar's.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { compactScrollEdgeStorage }
        set { compactScrollEdgeStorage = newValue?.copy() as? UINavigationBarAppearance; itemDidChange() }
    }
    private var standardStorage: UINavigationBarAppearance?
    private var compactStorage: UINavigationBarAppearance?
    private var scrollEdgeStorage: UINavigationBarAppearance?
    private var compactScrollEdgeStorage: UINavigationBarAppearance?

    /// The controller whose `title` stands in for a nil `title`.
    weak var owner: UIViewController?

    /// An item without a title.
    public override init() {
        super.init()
    }

    /// An item titled `title`.
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// An item decoded from an archive; Vellum decodes none.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The first of the leading items.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first of the trailing items.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Sets the leading items, animating the change when `animated`.
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// Sets the trailing items, animating the change when `animated`.
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    /// Sets the first leading item, animating the change when `animated`.
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Sets the first trailing item, animating the change when `animated`.
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// Shows or hides the back button, animating the change when `animated`.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }

    /// The title the bar shows: the item's, else its controller's.
    var shownTitle: String? { title ?? owner?.title }

    /// Tells the bar showing the item to show it again.
    func itemDidChange() {
        onChange?()
    }

    /// What the bar showing the item does when the item changes.
    var onChange: (@MainActor () -> Void)?
}
