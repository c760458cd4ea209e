import Foundation

/// A bar of buttons along the bottom of the screen: its items laid out from the leading edge, flexible
/// spaces sharing what the others leave, as on iOS. A navigation controller shows the top controller's
/// `toolbarItems` in one.
@preconcurrency @MainActor
open class UIToolbar: UIView {
    /// The height of the bar's content, above the bottom safe area.
    static let contentHeight: CGFloat = 44
    /// The margin at either end of the row of items.
    static let edgeMargin: CGFloat = 16
    /// The gap between neighbouring items, spaces aside.
    static let itemSpacing: CGFloat = 8

    /// The items shown, leading first.
    open var items: [UIBarButtonItem]? {
        get { itemStorage }
        set { setItems(newValue, animated: false) }
    }
    /// The light or dark bar, when no appearance says otherwise; `.default` by default.
    open var barStyle = UIBarStyle.default {
        didSet { setNeedsDisplay() }
    }
    /// Whether the bar is translucent; stored, as Vellum draws bars opaque.
    open var isTranslucent = true
    /// The colour of the bar's material; nil for the style's.
    open var barTintColor: UIColor? {
        didSet {
            noteAppearanceSet(.barTintColor)
            setNeedsDisplay()
        }
    }
    /// How the bar looks; a copy of what is assigned.
    open var standardAppearance: UIToolbarAppearance {
        get { standardStorage }
        set { standardStorage = newValue.copy() as! UIToolbarAppearance; appearanceDidChange() }
    }
    /// How the bar looks in a compact height (a phone held sideways); nil uses `standardAppearance`.
    open var compactAppearance: UIToolbarAppearance? {
        get { compactStorage }
        set { compactStorage = newValue?.copy() as? UIToolbarAppearance; appearanceDidChange() }
    }
    /// How the bar looks while the content's bottom edge meets it; nil uses `standardAppearance`.
    open var scrollEdgeAppearance: UIToolbarAppearance? {
        get { scrollEdgeStorage }
        set { scrollEdgeStorage = newValue?.copy() as? UIToolbarAppearance; appearanceDidChange() }
    }

    private var itemStorage: [UIBarButtonItem]?
    private var standardStorage = UIToolbarAppearance()
    private var compactStorage: UIToolbarAppearance?
    private var scrollEdgeStorage: UIToolbarAppearance?
    /// Whether a navigation controller manages the bar.
    var isManaged = false
    /// Whether the content's bottom edge meets the bar, which then shows `scrollEdgeAppearance`.
    var isAtScrollEdge = false {
        didSet { if isAtScrollEdge != oldValue { appearanceDidChange() } }
    }
    /// The views of the items that show something, with their items, leading first.
    private(set) var itemViews: [(item: UIBarButtonItem, view: UIView)] = []

    /// A bar with no items.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentMode = .redraw
    }

    /// A bar decoded from an archive; Vellum decodes none.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentMode = .redraw
    }

    /// Shows `items`; changes to an item show at once. Vellum does not animate the change.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        for item in itemStorage ?? [] { item.onChange = nil }
        itemStorage = items
        rebuild()
    }

    /// The appearance the bar shows now: in a compact height the compact one; at the scroll edge (a bar a
    /// navigation controller manages) the scroll-edge one, else the standard one over a transparent
    /// background, as on iOS 15.
    var shownAppearance: UIToolbarAppearance {
        let standard = (isCompactHeight ? compactStorage : nil) ?? standardStorage
        guard isAtScrollEdge, isManaged else { return standard }
        return scrollEdgeStorage ?? standard.withTransparentBackground()
    }

    private func appearanceDidChange() {
        setNeedsDisplay()
        rebuild()
    }

    /// Remakes the items' views.
    private func rebuild() {
        for (item, view) in itemViews where view.superview === self {
            item.onChange = nil
            view.removeFromSuperview()
        }
        let appearance = shownAppearance
        itemViews = (itemStorage ?? []).compactMap { item in
            if item.systemItem == .flexibleSpace || item.systemItem == .fixedSpace {
                item.onChange = { [weak self] in self?.setNeedsLayout() }
                return nil
            }
            let buttons = item.style == .done ? appearance.doneButtonAppearance : appearance.buttonAppearance
            return (item, item.makeView(appearance: buttons, onChange: { [weak self] in self?.rebuild() }))
        }
        for (_, view) in itemViews { addSubview(view) }
        setNeedsLayout()
    }

    /// The bar's height: 44 points plus the bottom safe-area inset of the view it sits in.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.contentHeight + (superview?.safeAreaInsets.bottom ?? 0))
    }

    /// Draws the bar's background and its top hairline.
    open override func draw(_ rect: CGRect) {
        let material = barTintColor ?? (barStyle == .default ? UINavigationBar.lightMaterial : UINavigationBar.darkMaterial)
        shownAppearance.drawBackground(in: bounds, material: material, hairlineAtTop: true, scale: contentScaleFactor)
    }

    /// Lays the items out in the top 44 points, within the safe area: from the leading edge, 16 points in,
    /// 8 points apart; fixed spaces take their width, and flexible spaces share what is left equally.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let row = CGRect(x: safeAreaInsets.left + Self.edgeMargin, y: 0,
                         width: max(0, bounds.width - safeAreaInsets.left - safeAreaInsets.right - 2 * Self.edgeMargin),
                         height: Self.contentHeight)
        let items = itemStorage ?? []
        let views = Dictionary(itemViews.map { (ObjectIdentifier($0.item), $0.view) }, uniquingKeysWith: { first, _ in first })
        var widths: [CGFloat?] = []
        for item in items {
            if item.systemItem == .flexibleSpace {
                widths.append(nil)
            } else if item.systemItem == .fixedSpace {
                widths.append(max(0, item.width))
            } else if let view = views[ObjectIdentifier(item)] {
                widths.append(item.width > 0 ? item.width : ceil(view.sizeThatFits(row.size).width))
            } else {
                widths.append(0)
            }
        }
        let gaps = CGFloat(max(0, items.count - 1)) * Self.itemSpacing
        let flexible = widths.filter { $0 == nil }.count
        let share = flexible == 0 ? 0 : max(0, row.width - gaps - widths.reduce(0) { $0 + ($1 ?? 0) }) / CGFloat(flexible)
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        var offset: CGFloat = 0
        for (item, width) in zip(items, widths) {
            let width = width ?? share
            if let view = views[ObjectIdentifier(item)] {
                let height = min(ceil(view.sizeThatFits(row.size).height), row.height)
                let x = rightToLeft ? row.maxX - offset - width : row.minX + offset
                view.frame = CGRect(x: x, y: row.midY - height / 2, width: width, height: height)
            }
            offset += width + Self.itemSpacing
        }
    }
}
