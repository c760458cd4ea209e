import Foundation

/// One item of a tab bar as assistive technologies see it: the bar draws its items itself, so it lists one of
/// these per item. It reads the item's label (else its title), a button that is selected when the item is,
/// with the badge as its value, and activating it selects the item as a tap does.
@MainActor
final class TabBarItemAccessibilityElement: UIAccessibilityElement {
    /// The item read.
    let item: UITabBarItem

    init(item: UITabBarItem, in bar: UITabBar) {
        self.item = item
        super.init(accessibilityContainer: bar)
    }

    private var bar: UITabBar? { accessibilityContainer as? UITabBar }
    private var index: Int? { bar?.shownItems.firstIndex { $0 === item } }

    override var isAccessibilityElement: Bool {
        get { item.isAccessibilityElement }
        set { item.isAccessibilityElement = newValue }
    }
    override var accessibilityLabel: String? {
        get { item.accessibilityLabel ?? item.title }
        set { item.accessibilityLabel = newValue }
    }
    override var accessibilityValue: String? {
        get { item.accessibilityValue ?? item.badgeValue }
        set { item.accessibilityValue = newValue }
    }
    override var accessibilityHint: String? {
        get { item.accessibilityHint }
        set { item.accessibilityHint = newValue }
    }
    override var accessibilityIdentifier: String? {
        get { item.accessibilityIdentifier }
        set { item.accessibilityIdentifier = newValue }
    }
    override var accessibilityTraits: UIAccessibilityTraits {
        get {
            var traits = item.accessibilityTraits.union(.button)
            if bar?.selectedItem === item { traits.insert(.selected) }
            if !item.isEnabled { traits.insert(.notEnabled) }
            return traits
        }
        set { item.accessibilityTraits = newValue }
    }
    override var accessibilityFrame: CGRect {
        get {
            guard let bar, let index else { return .zero }
            return UIAccessibility.convertToScreenCoordinates(bar.slot(at: index), in: bar)
        }
        set { super.accessibilityFrame = newValue }
    }

    /// Selects the item, as a tap on it does; false when it is disabled or no longer in the bar.
    override func accessibilityActivate() -> Bool {
        guard item.isEnabled, let bar, let index else { return false }
        bar.userSelected(index)
        return true
    }
}
