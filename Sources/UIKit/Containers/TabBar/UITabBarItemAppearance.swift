import Foundation

/// How a tab bar's items look in one layout, state by state.
@preconcurrency @MainActor
open class UITabBarItemAppearance: NSObject, @preconcurrency NSCopying {
    /// The layouts a tab bar arranges its items in.
    public enum Style: Int, Sendable {
        case stacked, inline, compactInline
    }

    /// Items not selected.
    open var normal = UITabBarItemStateAppearance()
    /// The selected item.
    open var selected = UITabBarItemStateAppearance()
    /// Disabled items.
    open var disabled = UITabBarItemStateAppearance()
    /// The focused item.
    open var focused = UITabBarItemStateAppearance()

    private let style: Style

    /// The default look of items in `style`.
    public init(style: Style = .stacked) {
        self.style = style
        super.init()
    }

    /// A copy of the appearance, its states copied too.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UITabBarItemAppearance(style: style)
        copy.normal = normal.copied()
        copy.selected = selected.copied()
        copy.disabled = disabled.copied()
        copy.focused = focused.copied()
        return copy
    }
}
