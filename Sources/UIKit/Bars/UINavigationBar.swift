import Foundation

/// The bar at the top of a navigation controller: the top item's title (or title view) centred, a back
/// button titled after the item below it, and the top item's bar button items at either edge.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// The height of the bar's content, below the safe area's top.
    static let contentHeight: CGFloat = 44
    /// The widest a back button's title may be, as a fraction of the bar's width, before it reads "Back".
    static let longestBackTitle: CGFloat = 1.0 / 3
    private static let edgeMargin: CGFloat = 8
    private static let itemSpacing: CGFloat = 8

    /// The items the bar shows, bottom first; the last is on top.
    open private(set) var items: [UINavigationItem]?
    /// The colour of the bar's background; nil for the default.
    open var barTintColor: UIColor? {
        didSet { backgroundColor = barTintColor ?? Self.defaultBackground }
    }
    /// Whether the bar is translucent; stored, as Vellum draws the bar opaque.
    open var isTranslucent = true
    /// Whether the bar shows large titles; stored, as Vellum draws none.
    open var prefersLargeTitles = false

    weak var navigationController: UINavigationController?
    private let titleLabel = UILabel()
    /// The button that pops to the item below the top, while one shows.
    private(set) var backButton: UIButton?
    /// The buttons (or custom views) of the top item's leading and trailing items, from the edges inwards.
    private(set) var leadingViews: [UIView] = []
    private(set) var trailingViews: [UIView] = []
    private var titleView: UIView?

    private static let defaultBackground = UIColor(white: 0.97, alpha: 1)

    /// A bar with no items.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = Self.defaultBackground
        titleLabel.font = UIFont.boldSystemFont(ofSize: 17)
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
    }

    /// A bar decoded from an archive; Vellum decodes none.
    public required init?(coder: NSCoder) {
        nil
    }

    /// The item on top.
    open var topItem: UINavigationItem? { items?.last }
    /// The item below the top one, which the back button returns to.
    open var backItem: UINavigationItem? {
        guard let items, items.count > 1 else { return nil }
        return items[items.count - 2]
    }

    /// Replaces the items. A bar a navigation controller owns takes its items from the stack: setting them
    /// is refused there, as on iOS.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        guard navigationController == nil else {
            return uikitLog.error("Cannot call setItems:animated: directly on a UINavigationBar managed by a controller.")
        }
        show(items)
    }

    /// Shows the navigation controller's stack.
    func stackDidChange() {
        show(navigationController?.stack.map(\.navigationItem))
    }

    private func show(_ newItems: [UINavigationItem]?) {
        for item in items ?? [] { item.onChange = nil }
        items = newItems
        for item in newItems ?? [] { item.onChange = { [weak self] in self?.rebuild() } }
        rebuild()
    }

    /// Remakes the title, back button and item buttons for the top item.
    private func rebuild() {
        backButton?.removeFromSuperview()
        backButton = nil
        for view in leadingViews + trailingViews { view.removeFromSuperview() }
        titleView?.removeFromSuperview()
        titleView = nil
        guard let top = topItem else {
            titleLabel.text = nil
            leadingViews = []
            trailingViews = []
            return
        }
        titleLabel.text = top.shownTitle
        if let view = top.titleView {
            titleView = view
            addSubview(view)
        }
        titleLabel.isHidden = titleView != nil
        let leftItems = top.leftBarButtonItems ?? []
        if let back = backItem, !top.hidesBackButton, leftItems.isEmpty || top.leftItemsSupplementBackButton {
            let button = UIButton(type: .system)
            button.setTitle("‹ " + backTitle(for: back), for: .normal)
            button.addAction(UIAction { [weak self] _ in self?.navigationController?.backButtonTapped() }, for: .touchUpInside)
            addSubview(button)
            backButton = button
        }
        leadingViews = leftItems.map(view(for:))
        trailingViews = (top.rightBarButtonItems ?? []).map(view(for:))
        for view in leadingViews + trailingViews { addSubview(view) }
        setNeedsLayout()
    }

    /// The back button's title: the item's back button's, else its `backButtonTitle`, else its title;
    /// "Back" when that is empty or wider than a third of the bar.
    func backTitle(for item: UINavigationItem) -> String {
        let title = item.backBarButtonItem?.title ?? item.backButtonTitle ?? item.shownTitle ?? ""
        let width = (title as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)]).width
        let available = (bounds.width > 0 ? bounds.width : UIScreen.main.bounds.width) * Self.longestBackTitle
        return title.isEmpty || width > available ? "Back" : title
    }

    /// A button sending `item`'s actions, or its custom view.
    private func view(for item: UIBarButtonItem) -> UIView {
        item.onChange = { [weak self] in self?.rebuild() }
        if let custom = item.customView { return custom }
        let button = UIButton(type: .system)
        if let image = item.image {
            button.setImage(image, for: .normal)
        } else {
            button.setTitle(item.title, for: .normal)
        }
        if item.style == .done { button.titleLabel?.font = UIFont.boldSystemFont(ofSize: 17) }
        button.isEnabled = item.isEnabled
        button.addAction(UIAction { [weak item] _ in item?.sendActions() }, for: .touchUpInside)
        return button
    }

    /// Lays the content out in the bottom 44 points: the back button and leading items from the leading
    /// edge, the trailing items from the trailing edge, the title centred in the bar as far as they allow.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let row = CGRect(x: safeAreaInsets.left, y: bounds.height - Self.contentHeight,
                         width: bounds.width - safeAreaInsets.left - safeAreaInsets.right, height: Self.contentHeight)
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        func place(_ views: [UIView], fromLeading: Bool) -> CGFloat {
            var offset = Self.edgeMargin
            for view in views {
                let size = view.sizeThatFits(row.size)
                let width = min(ceil(size.width), row.width / 2)
                let x = fromLeading != rightToLeft ? row.minX + offset : row.maxX - offset - width
                let height = min(ceil(size.height), row.height)
                view.frame = CGRect(x: x, y: row.midY - height / 2, width: width, height: height)
                offset += width + Self.itemSpacing
            }
            return offset
        }
        let leading = place((backButton.map { [$0] } ?? []) + leadingViews, fromLeading: true)
        let trailing = place(trailingViews, fromLeading: false)
        let side = max(leading, trailing)
        let title: UIView = titleView ?? titleLabel
        let fitting = title.sizeThatFits(row.size)
        let width = max(0, min(titleView == nil ? row.width - 2 * side : fitting.width, row.width - 2 * side))
        let height = titleView == nil ? row.height : min(fitting.height > 0 ? fitting.height : row.height, row.height)
        title.frame = CGRect(x: row.midX - width / 2, y: row.midY - height / 2, width: width, height: height)
    }
}
