import Foundation

/// UIKit's boxes of geometry, for APIs that take `Any` (`CALayer.setValue(_:forKey:)`, animations' values).
/// Each accessor gives zero (the identity for a transform) when the value holds something else.
extension NSValue {
    /// A value holding a point.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// The point held.
    public var cgPointValue: CGPoint { holds(NSValue.cgPointType) ? pointValue : .zero }

    /// A value holding a size.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// The size held.
    public var cgSizeValue: CGSize { holds(NSValue.cgSizeType) ? sizeValue : .zero }

    /// A value holding a rectangle.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// The rectangle held.
    public var cgRectValue: CGRect { holds(NSValue.cgRectType) ? rectValue : .zero }

    /// A value holding an affine transform.
    public convenience init(cgAffineTransform transform: CGAffineTransform) { self.init(affineTransform: transform) }
    /// The affine transform held.
    public var cgAffineTransformValue: CGAffineTransform { affineTransformValue }

    /// A value holding edge insets.
    public convenience init(uiEdgeInsets insets: UIEdgeInsets) {
        self.init(edgeInsets: NSEdgeInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right))
    }
    /// The edge insets held.
    public var uiEdgeInsetsValue: UIEdgeInsets {
        guard holds(NSValue.uiEdgeInsetsType) else { return .zero }
        let insets = edgeInsetsValue
        return UIEdgeInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }

    /// A value holding an offset.
    public convenience init(uiOffset offset: UIOffset) {
        var offset = offset
        self.init(bytes: &offset, objCType: NSValue.uiOffsetType)
    }
    /// The offset held.
    public var uiOffsetValue: UIOffset {
        var offset = UIOffset.zero
        if holds(NSValue.uiOffsetType) { getValue(&offset) }
        return offset
    }

    private static let uiEdgeInsetsType = String(cString: NSValue(edgeInsets: NSEdgeInsets()).objCType)
    /// Its two numbers: Foundation on Linux boxes no structure by name.
    private static let uiOffsetType = "[2d]"
}
