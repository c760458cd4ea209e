import Foundation

/// How a navigation bar looks: its background and hairline, its titles' attributes, its buttons and its
/// back indicator. A bar copies the appearance it is given.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// The inline title's attributes (font, colour); 17-point semibold label colour where they say nothing.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The large title's attributes; 34-point bold label colour where they say nothing.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the inline title moves from the centre of the bar.
    open var titlePositionAdjustment = UIOffset.zero
    /// The look of plain buttons.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// The look of Done buttons.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
    /// The look of the back button.
    open var backButtonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// The image the back button shows before its title; nil for the system chevron.
    open private(set) var backIndicatorImage: UIImage?
    /// The mask the back button's title slides under; stored with the indicator.
    open private(set) var backIndicatorTransitionMaskImage: UIImage?

    /// The default background, titles and buttons.
    public override init() {
        super.init()
    }

    /// A copy of `barAppearance`'s background, with the titles and buttons of a navigation bar's appearance.
    public override init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let bar = barAppearance as? UINavigationBarAppearance else { return }
        titleTextAttributes = bar.titleTextAttributes
        largeTitleTextAttributes = bar.largeTitleTextAttributes
        titlePositionAdjustment = bar.titlePositionAdjustment
        buttonAppearance = bar.buttonAppearance.copy() as! UIBarButtonItemAppearance
        doneButtonAppearance = bar.doneButtonAppearance.copy() as! UIBarButtonItemAppearance
        backButtonAppearance = bar.backButtonAppearance.copy() as! UIBarButtonItemAppearance
        backIndicatorImage = bar.backIndicatorImage
        backIndicatorTransitionMaskImage = bar.backIndicatorTransitionMaskImage
    }

    /// Sets the back indicator and its transition mask. As on iOS, setting only one of them (the other nil)
    /// is refused: both go back to the system's.
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage backIndicatorTransitionMaskImage: UIImage?) {
        guard (backIndicatorImage == nil) == (backIndicatorTransitionMaskImage == nil) else {
            uikitLog.error("UINavigationBarAppearance: backIndicatorImage and backIndicatorTransitionMaskImage must both be set or both be nil; both are reset.")
            self.backIndicatorImage = nil
            self.backIndicatorTransitionMaskImage = nil
            return
        }
        self.backIndicatorImage = backIndicatorImage
        self.backIndicatorTransitionMaskImage = backIndicatorTransitionMaskImage
    }

    /// A copy of the appearance.
    open override func copy(with zone: NSZone? = nil) -> Any {
        UINavigationBarAppearance(barAppearance: self)
    }
}
