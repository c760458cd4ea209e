import Foundation

extension NSValue {
    /// How a boxed `CATransform3D` is encoded: Foundation on Linux boxes no structure by name, so as an array
    /// of its sixteen entries.
    package static let caTransform3DType = "[16d]"
    /// How a boxed `CGAffineTransform` is encoded: its six entries.
    package static let cgAffineTransformType = "[6d]"
    /// The encodings Foundation gives boxed points, sizes and rectangles.
    package static let cgPointType = String(cString: NSValue(point: .zero).objCType)
    package static let cgSizeType = String(cString: NSValue(size: .zero).objCType)
    package static let cgRectType = String(cString: NSValue(rect: .zero).objCType)

    /// A value holding `t`, as Core Animation's key-value and animation APIs take a transform.
    public convenience init(caTransform3D t: CATransform3D) {
        var t = t
        self.init(bytes: &t, objCType: NSValue.caTransform3DType)
    }

    /// The transform held; the identity when the value holds something else.
    public var caTransform3DValue: CATransform3D {
        var t = CATransform3DIdentity
        if holds(NSValue.caTransform3DType) { getValue(&t) }
        return t
    }

    /// A value holding `transform`.
    package convenience init(affineTransform transform: CGAffineTransform) {
        var transform = transform
        self.init(bytes: &transform, objCType: NSValue.cgAffineTransformType)
    }

    /// The affine transform held; the identity when the value holds something else.
    package var affineTransformValue: CGAffineTransform {
        var transform = CGAffineTransform.identity
        if holds(NSValue.cgAffineTransformType) { getValue(&transform) }
        return transform
    }

    /// Whether the value was made with the type encoding `type`, so reading it as that type is safe.
    package func holds(_ type: String) -> Bool {
        !(self is NSNumber) && String(cString: objCType) == type
    }

    /// `value` with a boxed point, size, rectangle or transform taken out of its box, as Core Animation reads
    /// what apps hand it; anything else as it is.
    static func unboxed(_ value: Any?) -> Any? {
        guard let box = value as? NSValue, !(box is NSNumber) else { return value }
        switch String(cString: box.objCType) {
        case cgPointType: return box.pointValue
        case cgSizeType: return box.sizeValue
        case cgRectType: return box.rectValue
        case caTransform3DType: return box.caTransform3DValue
        case cgAffineTransformType: return box.affineTransformValue
        default: return value
        }
    }
}
