import Foundation

/// How bar button items look in one state: their titles' attributes and where the title sits.
@preconcurrency @MainActor
open class UIBarButtonItemStateAppearance: NSObject {
    /// The title's attributes (font, colour); the bar's defaults fill what is missing.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the title moves from where the bar puts it.
    open var titlePositionAdjustment = UIOffset.zero
    /// An image drawn behind the item; stored, as Vellum draws items without one.
    open var backgroundImage: UIImage?
    /// How far the background image moves; stored with it.
    open var backgroundImagePositionAdjustment = UIOffset.zero

    func copied() -> UIBarButtonItemStateAppearance {
        let copy = UIBarButtonItemStateAppearance()
        copy.titleTextAttributes = titleTextAttributes
        copy.titlePositionAdjustment = titlePositionAdjustment
        copy.backgroundImage = backgroundImage
        copy.backgroundImagePositionAdjustment = backgroundImagePositionAdjustment
        return copy
    }
}
