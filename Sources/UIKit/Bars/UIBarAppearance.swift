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
    /// The blur behind the bar: the chrome material by default, nil for opaque and transparent bars.
    /// Vellum draws the material as an opaque colour.
    open var backgroundEffect: UIBlurEffect?
    /// An image drawn over the background; stored, as Vellum draws none.
    open var backgroundImage: UIImage?
    /// An image in place of the hairline; stored, as Vellum draws the hairline's colour.
    open var shadowImage: UIImage?
    /// Whether the bar material shows behind `backgroundColor` (the default background).
    var showsMaterial = true

    /// A copy with the same content over a transparent background: what a bar shows at the scroll edge
    /// when no scroll-edge appearance is set.
    func withTransparentBackground() -> Self {
        let copy = self.copy() as! Self
        copy.configureWithTransparentBackground()
        return copy
    }

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
        backgroundEffect = barAppearance.backgroundEffect
        backgroundImage = barAppearance.backgroundImage
        shadowImage = barAppearance.shadowImage
        super.init()
    }

    /// The bar material over what is behind, with a hairline.
    open func configureWithDefaultBackground() {
        backgroundColor = nil
        shadowColor = UIColor(white: 0, alpha: 0.3)
        showsMaterial = true
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
    }

    /// An opaque background in the system background colour, with a hairline.
    open func configureWithOpaqueBackground() {
        backgroundColor = .white
        shadowColor = UIColor(white: 0, alpha: 0.3)
        showsMaterial = false
        backgroundEffect = nil
    }

    /// No background and no hairline.
    open func configureWithTransparentBackground() {
        backgroundColor = nil
        shadowColor = nil
        showsMaterial = false
        backgroundEffect = nil
    }

    /// A copy of the appearance.
    open func copy(with zone: NSZone? = nil) -> Any {
        UIBarAppearance(barAppearance: self)
    }

    /// Fills `bounds` as a bar with this appearance looks: the material (`material`, the bar's tint or
    /// style colour) when the appearance shows it, the background colour over it, and the hairline along
    /// the edge that faces the content, one device pixel thick.
    func drawBackground(in bounds: CGRect, material: UIColor, hairlineAtTop: Bool, scale: CGFloat) {
        if showsMaterial {
            material.setFill()
            UIRectFill(bounds)
        }
        if let backgroundColor {
            backgroundColor.setFill()
            UIBezierPath(rect: bounds).fill()
        }
        if let shadowColor {
            let thickness = 1 / max(1, scale)
            shadowColor.setFill()
            UIBezierPath(rect: CGRect(x: bounds.minX, y: hairlineAtTop ? bounds.minY : bounds.maxY - thickness,
                                      width: bounds.width, height: thickness)).fill()
        }
    }
}
