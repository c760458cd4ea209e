import Foundation

/// The bar at the top of a navigation controller: the top item's title (or title view) centred, a back
/// button titled after the item below it, and the top item's bar button items at either edge.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// The height of the row of buttons and the inline title, below the safe area's top and the prompt.
    static let contentHeight: CGFloat = 44
    /// The height a prompt adds above the row.
    static let promptHeight: CGFloat = 30
    /// The height the large title adds below the row, fully expanded.
    static let largeTitleHeight: CGFloat = 52
    /// The widest a back button's title may be, as a fraction of the bar's width, before it reads "Back".
    static let longestBackTitle: CGFloat = 1.0 / 3
    private static let edgeMargin: CGFloat = 8
    private static let itemSpacing: CGFloat = 8
    /// The large title's inset from the leading edge, as the bar's layout margin.
    static let largeTitleMargin: CGFloat = 16

    /// The items the bar shows, bottom first; the last is on top.
    open private(set) var items: [UINavigationItem]?
    /// The colour of the bar's material; nil for the style's.
    open var barTintColor: UIColor? {
        didSet {
            noteAppearanceSet(.barTintColor)
            setNeedsDisplay()
        }
    }
    /// The light or dark bar, when no appearance says otherwise; `.default` by default.
    open var barStyle = UIBarStyle.default {
        didSet { setNeedsDisplay() }
    }
    /// Whether the bar is translucent; stored, as Vellum draws the bar opaque.
    open var isTranslucent = true
    /// Whether the bar shows its items' titles large, under the row of buttons, when their
    /// `largeTitleDisplayMode` allows; false by default.
    open var prefersLargeTitles = false {
        didSet { if prefersLargeTitles != oldValue { contentDidChange() } }
    }
    /// The inline title's attributes, under those of the appearance in use.
    open var titleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet {
            noteAppearanceSet(.titleTextAttributes)
            rebuild()
        }
    }
    /// The large title's attributes, under those of the appearance in use.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet { rebuild() }
    }
    /// How the bar looks at its standard height; a copy of what is assigned.
    open var standardAppearance: UINavigationBarAppearance {
        get { standardStorage }
        set { standardStorage = newValue.copy() as! UINavigationBarAppearance; rebuild() }
    }
    /// How the bar looks in a compact height (a phone held sideways); nil uses `standardAppearance`.
    open var compactAppearance: UINavigationBarAppearance? {
        get { compactStorage }
        set { compactStorage = newValue?.copy() as? UINavigationBarAppearance; rebuild() }
    }
    /// How the bar looks while the top of the content meets it; nil uses `standardAppearance` over a
    /// transparent background. Only a bar a navigation controller manages uses it.
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { scrollEdgeStorage }
        set { scrollEdgeStorage = newValue?.copy() as? UINavigationBarAppearance; rebuild() }
    }
    /// How a compact-height bar looks while the top of the content meets it; nil uses
    /// `scrollEdgeAppearance`.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { compactScrollEdgeStorage }
        set { compactScrollEdgeStorage = newValue?.copy() as? UINavigationBarAppearance; rebuild() }
    }

    weak var navigationController: UINavigationController?
    var standardStorage = UINavigationBarAppearance()
    var compactStorage: UINavigationBarAppearance?
    var scrollEdgeStorage: UINavigationBarAppearance?
    var compactScrollEdgeStorage: UINavigationBarAppearance?
    /// Whether the top of the content meets the bar, which then shows the scroll-edge appearance.
    var isAtScrollEdge = true {
        didSet { if isAtScrollEdge != oldValue { rebuild() } }
    }
    /// How tall the large title's area is now: 52 points expanded, less as the content scrolls up under it,
    /// more while it is pulled down.
    var largeTitleExtent: CGFloat = largeTitleHeight {
        didSet { if largeTitleExtent != oldValue { setNeedsLayout() } }
    }
    let titleLabel = UILabel()
    private let promptLabel = UILabel()
    /// The large title, in an area below the row that clips it as it collapses.
    let largeTitleLabel = UILabel()
    private let largeTitleArea = UIView()
    /// The button that pops to the item below the top, while one shows.
    private(set) var backButton: UIButton?
    /// The buttons (or custom views) of the top item's leading and trailing items, from the edges inwards.
    private(set) var leadingViews: [UIView] = []
    private(set) var trailingViews: [UIView] = []
    private var titleView: UIView?

    /// The light bar material, drawn opaque.
    static let lightMaterial = UIColor(white: 0.97, alpha: 1)
    /// The dark bar material, drawn opaque.
    static let darkMaterial = UIColor(white: 0.11, alpha: 1)

    /// A bar with no items.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentMode = .redraw
        titleLabel.textAlignment = .center
        promptLabel.textAlignment = .center
        promptLabel.font = UIFont.systemFont(ofSize: 13)
        largeTitleArea.clipsToBounds = true
        largeTitleArea.addSubview(largeTitleLabel)
        addSubview(titleLabel)
        addSubview(promptLabel)
        addSubview(largeTitleArea)
        rebuild()
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
        for item in newItems ?? [] { item.onChange = { [weak self] in self?.contentDidChange() } }
        contentDidChange()
    }

    /// Remakes the title, back button and item buttons for the top item, in the appearance in use.
    func rebuild() {
        backButton?.removeFromSuperview()
        backButton = nil
        for view in leadingViews + trailingViews { view.removeFromSuperview() }
        titleView?.removeFromSuperview()
        titleView = nil
        leadingViews = []
        trailingViews = []
        let appearance = shownAppearance
        titleLabel.attributedText = titled(topItem?.shownTitle, appearance.titleTextAttributes, titleTextAttributes,
                                           defaultFont: UIFont.systemFont(ofSize: 17, weight: .semibold))
        largeTitleLabel.attributedText = titled(topItem?.shownTitle, appearance.largeTitleTextAttributes,
                                                largeTitleTextAttributes, defaultFont: UIFont.boldSystemFont(ofSize: 34))
        promptLabel.text = topItem?.prompt
        setNeedsDisplay()
        setNeedsLayout()
        guard let top = topItem else { return }
        if let view = top.titleView {
            titleView = view
            addSubview(view)
        }
        let leftItems = top.leftBarButtonItems ?? []
        if let back = backItem, !top.hidesBackButton, leftItems.isEmpty || top.leftItemsSupplementBackButton {
            let button = UIButton(type: .system)
            let title = backTitle(for: back)
            if let indicator = appearance.backIndicatorImage {
                button.setImage(indicator, for: .normal)
                button.setTitle(title, for: .normal)
            } else {
                button.setTitle("‹ " + title, for: .normal)
            }
            let attributes = appearance.backButtonAppearance.titleTextAttributes(enabled: true)
            if let font = attributes[.font] as? UIFont { button.titleLabel?.font = font }
            if let color = attributes[.foregroundColor] as? UIColor { button.setTitleColor(color, for: .normal) }
            // Read as the title without the drawn chevron, as iOS reads its back button.
            button.accessibilityLabel = back.backBarButtonItem?.accessibilityLabel ?? title
            button.addAction(UIAction { [weak self] _ in self?.navigationController?.backButtonTapped() }, for: .touchUpInside)
            addSubview(button)
            backButton = button
        }
        leadingViews = leftItems.map { view(for: $0, in: appearance) }
        trailingViews = (top.rightBarButtonItems ?? []).map { view(for: $0, in: appearance) }
        for view in leadingViews + trailingViews { addSubview(view) }
    }

    /// `title` with the attributes of the appearance, over the bar's own, over the default font and the
    /// label colour.
    private func titled(_ title: String?, _ appearance: [NSAttributedString.Key: Any],
                        _ bar: [NSAttributedString.Key: Any]?, defaultFont: UIFont) -> NSAttributedString? {
        guard let title else { return nil }
        var attributes: [NSAttributedString.Key: Any] = [.font: defaultFont, .foregroundColor: barStyle == .default ? UIColor.label : UIColor.white]
        attributes.merge(bar ?? [:]) { $1 }
        attributes.merge(appearance) { $1 }
        return NSAttributedString(string: title, attributes: attributes)
    }

    /// The back button's title: the item's back button's, else its `backButtonTitle`, else its title;
    /// "Back" when that is empty or wider than a third of the bar.
    func backTitle(for item: UINavigationItem) -> String {
        let title = item.backBarButtonItem?.title ?? item.backButtonTitle ?? item.shownTitle ?? ""
        let width = (title as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)]).width
        let available = (bounds.width > 0 ? bounds.width : UIScreen.main.bounds.width) * Self.longestBackTitle
        return title.isEmpty || width > available ? "Back" : title
    }

    private func view(for item: UIBarButtonItem, in appearance: UINavigationBarAppearance) -> UIView {
        let buttons = item.style == .done ? appearance.doneButtonAppearance : appearance.buttonAppearance
        return item.makeView(appearance: buttons, onChange: { [weak self] in self?.rebuild() })
    }

    /// Draws the background and the hairline along the bottom edge, as the appearance in use says.
    open override func draw(_ rect: CGRect) {
        let material = barTintColor ?? (barStyle == .default ? Self.lightMaterial : Self.darkMaterial)
        shownAppearance.drawBackground(in: bounds, material: material, hairlineAtTop: false, scale: contentScaleFactor)
    }

    /// Lays the content out from the bottom up: the large title's area, when it shows, the 44-point row —
    /// the back button and leading items from the leading edge, the trailing items from the trailing edge,
    /// the title centred in the bar as far as they allow — and the prompt above the row.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let large = showsLargeTitle ? max(0, largeTitleExtent) : 0
        let row = CGRect(x: safeAreaInsets.left, y: bounds.height - large - Self.contentHeight,
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
        titleLabel.isHidden = titleView != nil || large > 0
        promptLabel.isHidden = topItem?.prompt == nil
        promptLabel.frame = CGRect(x: row.minX, y: row.minY - Self.promptHeight, width: row.width, height: Self.promptHeight)
        largeTitleArea.isHidden = large == 0
        largeTitleArea.frame = CGRect(x: 0, y: row.maxY, width: bounds.width, height: large)
        // The title keeps its place above the area's bottom edge: collapsing slides it up under the row,
        // pulling down lowers it.
        let margin = Self.largeTitleMargin
        largeTitleLabel.frame = CGRect(x: safeAreaInsets.left + margin, y: large - 49,
                                       width: max(0, row.width - 2 * margin), height: 41)
    }
}
