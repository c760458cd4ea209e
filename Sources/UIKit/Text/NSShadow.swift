import Foundation

/// A shadow under drawn text (the `.shadow` attribute).
open class NSShadow: NSObject, NSCopying {
    /// How far the shadow is moved, in points; positive height moves it down. UIKit's default is (0, -3).
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// How much the shadow is blurred, in points.
    open var shadowBlurRadius: CGFloat = 0
    /// The shadow's colour, a `UIColor`; `nil` is black at one-third alpha.
    open var shadowColor: Any?

    /// A shadow with UIKit's defaults.
    public override init() { super.init() }

    /// A copy of the shadow.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSShadow()
        copy.shadowOffset = shadowOffset
        copy.shadowBlurRadius = shadowBlurRadius
        copy.shadowColor = shadowColor
        return copy
    }

    /// The colour to paint the shadow with.
    var resolvedColor: CGColor {
        (shadowColor as? UIColor)?.cgColor ?? (shadowColor.flatMap { $0 as? CGColor }) ?? CGColor(gray: 0, alpha: 1.0 / 3)
    }
}
