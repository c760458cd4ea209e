import Foundation

/// How a bar's background looks: its colour and the hairline along its edge. A bar copies the appearance
/// it is given, so change one and assign it again to see the change.
@preconcurrency @MainActor
open class UIBarAppearance: NSObject, @preconcurrency NSCopying {
    /// The background colour, over the bar material when the appearance has it; nil shows the material
    /// alone.
    open var backgroundColor: UIColor?
    /// The colour of the hairline along the bar's edge; nil for none.
    open var shadowColor: UIColor?
    /// Whether the bar material shows behind `backgroundColor` (the default background).
    var showsMaterial = true

    /// The default background: the light bar material and a hairline.
    public override init() {
        super.init()
        configureWithDefaultBackground()
    }

    /// A copy of `barAppearance`'s background.
    public init(barAppearance: UIBarAppearance) {
        backgroundColor = barAppearance.backgroundColor
        shadowColor = barAppearance.shadowColor
        showsMaterial = barAppearance.showsMaterial
        super.init()
    }

    /// The bar material over what is behind, with a hairline.
    open func configureWithDefaultBackground() {
        backgroundColor = nil
        shadowColor = UIColor(white: 0, alpha: 0.3)
        showsMaterial = true
    }

    /// An opaque background in the system background colour, with a hairline.
    open func configureWithOpaqueBackground() {
        backgroundColor = .white
        shadowColor = UIColor(white: 0, alpha: 0.3)
        showsMaterial = false
    }

    /// No background and no hairline.
    open func configureWithTransparentBackground() {
        backgroundColor = nil
        shadowColor = nil
        showsMaterial = false
    }

    /// A copy of the appearance.
    open func copy(with zone: NSZone? = nil) -> Any {
        UIBarAppearance(barAppearance: self)
    }
}
