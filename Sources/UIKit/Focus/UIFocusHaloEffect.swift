import Foundation

/// A halo: a ring in the tint colour drawn around a shape of the focused item (or inside it), above the
/// item's content.
@preconcurrency @MainActor
open class UIFocusHaloEffect: UIFocusEffect {
    /// Where the ring lies against the shape.
    public enum Position: Int, Sendable {
        /// Outside, unless the container would clip it there.
        case automatic = 0
        /// Around the shape.
        case outside = 1
        /// Inside the shape.
        case inside = 2
    }

    /// The shape the ring follows, in the item's coordinates.
    enum Shape {
        /// The item's bounds, with its layer's corner radius.
        case itemBounds
        /// A rectangle with round corners of a radius.
        case roundedRect(CGRect, CGFloat)
        /// Any path: the ring is stroked along it.
        case path(CGPath)
    }

    let shape: Shape

    /// The view the halo is placed into; nil for the item's superview.
    open weak var containerView: UIView?
    /// The view the halo is placed above; nil for the item.
    open weak var referenceView: UIView?
    /// Where the ring lies against the shape.
    open var position = Position.automatic

    /// The system's halo, around the item's bounds.
    public required override init() {
        shape = .itemBounds
        super.init()
    }

    private init(shape: Shape) {
        self.shape = shape
        super.init()
    }

    /// A halo around `rect`, in the item's coordinates.
    public convenience init(rect: CGRect) { self.init(shape: .roundedRect(rect, 0)) }

    /// A halo around `rect` with corners of `cornerRadius` (clamped to half the shorter side); `curve` is
    /// kept, and drawn circular.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat, curve: CALayerCornerCurve) {
        let radius = max(0, min(cornerRadius.isFinite ? cornerRadius : 0, min(rect.width, rect.height) / 2))
        self.init(shape: .roundedRect(rect, radius))
    }

    /// A halo along `bezierPath`, in the item's coordinates.
    public convenience init(path bezierPath: UIBezierPath) { self.init(shape: .path(bezierPath.cgPath.copy() ?? bezierPath.cgPath)) }
}
