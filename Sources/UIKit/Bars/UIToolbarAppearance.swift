import Foundation

/// How a toolbar looks: its background and hairline, and its plain and Done buttons.
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {
    /// The look of plain buttons.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// The look of Done buttons.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)

    /// The default background and buttons.
    public override init() {
        super.init()
    }

    /// A copy of `barAppearance`'s background, with default buttons unless it is a toolbar's.
    public override init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let toolbar = barAppearance as? UIToolbarAppearance {
            buttonAppearance = toolbar.buttonAppearance.copy() as! UIBarButtonItemAppearance
            doneButtonAppearance = toolbar.doneButtonAppearance.copy() as! UIBarButtonItemAppearance
        }
    }

    /// A copy of the appearance.
    open override func copy(with zone: NSZone? = nil) -> Any {
        UIToolbarAppearance(barAppearance: self)
    }
}
