import Foundation

/// How a tab bar's items look in one state; nil colours leave the bar's own.
@preconcurrency @MainActor
open class UITabBarItemStateAppearance: NSObject {
    /// The title's attributes (font, colour).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The colour of template images.
    open var iconColor: UIColor?
    /// The badge's background colour.
    open var badgeBackgroundColor: UIColor?

    func copied() -> UITabBarItemStateAppearance {
        let copy = UITabBarItemStateAppearance()
        copy.titleTextAttributes = titleTextAttributes
        copy.iconColor = iconColor
        copy.badgeBackgroundColor = badgeBackgroundColor
        return copy
    }
}
