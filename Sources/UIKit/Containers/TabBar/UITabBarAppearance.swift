import Foundation

/// How a tab bar looks: its background, and its items' colours in each state. Vellum lays items out
/// stacked (image above title) only, so `stackedLayoutAppearance` is the one drawn.
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
    /// The items' look in the stacked layout, a phone's portrait bar.
    open var stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked)
    /// The items' look in the inline layout (image beside title); stored, not drawn.
    open var inlineLayoutAppearance = UITabBarItemAppearance(style: .inline)
    /// The items' look in the compact inline layout; stored, not drawn.
    open var compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline)

    /// The default background and item colours.
    public override init() {
        super.init()
    }

    /// A copy of `barAppearance`'s background, with default item colours.
    public override init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let tabs = barAppearance as? UITabBarAppearance {
            stackedLayoutAppearance = tabs.stackedLayoutAppearance.copy() as! UITabBarItemAppearance
            inlineLayoutAppearance = tabs.inlineLayoutAppearance.copy() as! UITabBarItemAppearance
            compactInlineLayoutAppearance = tabs.compactInlineLayoutAppearance.copy() as! UITabBarItemAppearance
        }
    }

    /// A copy of the appearance.
    open override func copy(with zone: NSZone? = nil) -> Any {
        UITabBarAppearance(barAppearance: self)
    }
}
