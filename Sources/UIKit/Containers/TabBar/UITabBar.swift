import Foundation

/// A bar of tabs at the bottom of the screen: each item's image above its title, the selected one in the
/// tint colour, the others gray, badges as red capsules at the images' top right. A tap selects an item.
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// The height of the bar's content, above the safe area's bottom inset.
    static let contentHeight: CGFloat = 49

    /// The items shown, left to right.
    open var items: [UITabBarItem]? {
        get { itemStorage.isEmpty ? nil : itemStorage }
        set { setItems(newValue, animated: false) }
    }

    /// The item shown selected, if any; an item not among `items` selects nothing.
    open var selectedItem: UITabBarItem? {
        get { selectedStorage }
        set {
            let item = newValue.flatMap { item in itemStorage.first { $0 === item } }
            guard item !== selectedStorage else { return }
            selectedStorage = item
            setNeedsDisplay()
        }
    }

    /// Told when a tap selects an item. A bar a tab bar controller manages keeps the controller as its
    /// delegate, as on iOS.
    open weak var delegate: UITabBarDelegate? {
        get { delegateStorage }
        set {
            guard controller == nil else {
                return uikitLog.error("Changing the delegate of a tab bar managed by a tab bar controller is not allowed.")
            }
            delegateStorage = newValue
        }
    }

    /// The colour of unselected items; system gray when nil.
    open var unselectedItemTintColor: UIColor? {
        didSet {
            noteAppearanceSet(.unselectedItemTintColor)
            setNeedsDisplay()
        }
    }

    /// The bar's background colour; the light bar material's when nil.
    open var barTintColor: UIColor? {
        didSet {
            noteAppearanceSet(.barTintColor)
            setNeedsDisplay()
        }
    }

    /// The bar's look; the bar keeps a copy, so assign again after a change.
    open var standardAppearance: UITabBarAppearance {
        get { standardAppearanceStorage }
        set {
            standardAppearanceStorage = newValue.copy() as! UITabBarAppearance
            setNeedsDisplay()
        }
    }

    /// The bar's look when the content beneath scrolls to its edge; stored, as Vellum does not track the
    /// content's scrolling for bars yet.
    open var scrollEdgeAppearance: UITabBarAppearance? {
        get { scrollEdgeAppearanceStorage }
        set { scrollEdgeAppearanceStorage = newValue?.copy() as? UITabBarAppearance }
    }

    private var standardAppearanceStorage = UITabBarAppearance()
    private var scrollEdgeAppearanceStorage: UITabBarAppearance?
    private var itemStorage: [UITabBarItem] = []
    private weak var selectedStorage: UITabBarItem?
    private weak var delegateStorage: UITabBarDelegate?
    /// The controller that manages the bar and picks its items, if any.
    weak var controller: UITabBarController?
    /// The item under the finger that went down, selected if it lifts on the same item.
    private var pressedIndex: Int?

    /// A bar with no items.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentMode = .redraw
    }

    /// A bar decoded from an archive; Vellum decodes none.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Shows `items`; changes to an item redraw the bar. Vellum does not animate the change.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        for item in itemStorage { item.onChange = nil }
        itemStorage = items ?? []
        for item in itemStorage { item.onChange = { [weak self] in self?.setNeedsDisplay() } }
        if let selected = selectedStorage, !itemStorage.contains(where: { $0 === selected }) { selectedStorage = nil }
        setNeedsDisplay()
    }

    /// The bar's height for a width: 49 points plus the bottom safe-area inset of the view it sits in.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.contentHeight + (superview?.safeAreaInsets.bottom ?? 0))
    }

    /// Draws the bar's background, its top hairline and its items.
    open override func draw(_ rect: CGRect) {
        drawBar()
    }

    /// Notes the item the finger lands on.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        pressedIndex = touches.first.flatMap { itemIndex(at: $0.location(in: self)) }
    }

    /// Selects the pressed item when the finger lifts on it.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        defer { pressedIndex = nil }
        guard let index = pressedIndex, touches.first.flatMap({ itemIndex(at: $0.location(in: self)) }) == index,
              itemStorage[index].isEnabled else { return }
        userSelected(index)
    }

    /// Forgets the pressed item.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        pressedIndex = nil
    }

    /// Redraws the items in the new tint colour.
    open override func tintColorDidChange() {
        setNeedsDisplay()
    }

    func userSelected(_ index: Int) {
        if let controller {
            controller.userSelectedTab(at: index)
        } else {
            selectedItem = itemStorage[index]
            delegateStorage?.tabBar(self, didSelect: itemStorage[index])
        }
    }

    /// The items shown, for drawing.
    var shownItems: [UITabBarItem] { itemStorage }

    /// The index of the item whose slot holds `point`, if any.
    func itemIndex(at point: CGPoint) -> Int? {
        guard !itemStorage.isEmpty, bounds.contains(point), point.y < Self.contentHeight else { return nil }
        let slot = bounds.width / CGFloat(itemStorage.count)
        return min(itemStorage.count - 1, max(0, Int(point.x / slot)))
    }

    // MARK: Accessibility

    private var itemElements: [TabBarItemAccessibilityElement] = []

    /// The elements set, else one button per item, in order (the bar draws its items itself, so it lists
    /// them); the same element stands for an item as long as it is shown.
    open override var accessibilityElements: [Any]? {
        get {
            if let elements = super.accessibilityElements { return elements }
            itemElements = itemStorage.map { item in
                itemElements.first { $0.item === item } ?? TabBarItemAccessibilityElement(item: item, in: self)
            }
            return itemElements
        }
        set { super.accessibilityElements = newValue }
    }
    /// The traits set, else `.tabBar`.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityStoredValue(.traits) as? UIAccessibilityTraits ?? .tabBar }
        set { super.accessibilityTraits = newValue }
    }
}
