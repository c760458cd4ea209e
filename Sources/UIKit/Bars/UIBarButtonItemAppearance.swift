import Foundation

/// How bar button items of one style look, state by state. A bar's appearance holds one for plain
/// buttons, one for Done buttons and, in a navigation bar, one for the back button.
@preconcurrency @MainActor
open class UIBarButtonItemAppearance: NSObject, @preconcurrency NSCopying {
    /// Enabled items at rest.
    open private(set) var normal = UIBarButtonItemStateAppearance()
    /// Items while touched.
    open private(set) var highlighted = UIBarButtonItemStateAppearance()
    /// Disabled items.
    open private(set) var disabled = UIBarButtonItemStateAppearance()
    /// The focused item.
    open private(set) var focused = UIBarButtonItemStateAppearance()

    /// The default look of plain buttons.
    public convenience override init() {
        self.init(style: .plain)
    }

    /// The default look of buttons in `style`.
    public init(style: UIBarButtonItem.Style) {
        super.init()
        configureWithDefault(for: style)
    }

    /// Resets every state to the default look of `style`: 17-point regular titles, Done in bold.
    open func configureWithDefault(for style: UIBarButtonItem.Style) {
        normal = UIBarButtonItemStateAppearance()
        highlighted = UIBarButtonItemStateAppearance()
        disabled = UIBarButtonItemStateAppearance()
        focused = UIBarButtonItemStateAppearance()
        if style == .done { normal.titleTextAttributes[.font] = UIFont.boldSystemFont(ofSize: 17) }
    }

    /// The attributes a title takes in `state`: the state's own, then the normal state's where it says
    /// nothing, as iOS synthesizes the other states from the normal one.
    func titleTextAttributes(enabled: Bool) -> [NSAttributedString.Key: Any] {
        enabled ? normal.titleTextAttributes : normal.titleTextAttributes.merging(disabled.titleTextAttributes) { $1 }
    }

    /// A copy of the appearance, its states copied too.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIBarButtonItemAppearance(style: .plain)
        copy.normal = normal.copied()
        copy.highlighted = highlighted.copied()
        copy.disabled = disabled.copied()
        copy.focused = focused.copied()
        return copy
    }
}
