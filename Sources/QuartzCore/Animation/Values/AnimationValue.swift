/// A value an animation carries a layer property through, sorted by how values of its kind combine.
///
/// Numbers, points, sizes, rectangles, colours and paths combine coordinate by coordinate; transforms
/// combine as transforms (interpolated part by part, added by concatenation); anything else is opaque and
/// can only be switched between.
///
/// `@unchecked` because `opaque` holds whatever the app stored (an image, a string…), which Core Animation
/// treats as immutable once it is handed over, as every other kind here is.
enum AnimationValue: @unchecked Sendable {
    /// A number of any numeric type.
    case number(Double)
    /// A point.
    case point(CGPoint)
    /// A size.
    case size(CGSize)
    /// A rectangle, as origin and size (not standardized: a negative width animates as such).
    case rect(CGRect)
    /// A 3D transform.
    case transform(CATransform3D)
    /// A colour as straight red, green, blue and alpha, with the RGB space to give it back in (`nil` is
    /// sRGB). The components are not clamped here: a difference of two colours, which `byValue` and
    /// additive animations form, is negative as often as not.
    case color(SIMD4<Double>, space: CGColorSpace?)
    /// A path, which interpolates point by point with another of the same element kinds.
    case path(CGPath)
    /// Anything else, or nothing (a property's `nil` colour or path): it cannot be interpolated, only switched.
    case opaque(Any?)

    /// The value `any` holds, classified; `nil` when there is none (`nil` or `NSNull`). A `Bool` is a number,
    /// 1 or 0, as Core Animation reads flags; an `NSValue` gives the geometry it boxes.
    init?(_ any: Any?) {
        guard let any = NSValue.unboxed(any), !(any is NSNull) else { return nil }
        switch any {
        case let p as CGPoint: self = .point(p)
        case let s as CGSize: self = .size(s)
        case let r as CGRect: self = .rect(r)
        case let t as CATransform3D: self = .transform(t)
        case let c as CGColor:
            let (r, g, b, a) = c.rgba
            self = .color(SIMD4(Double(r), Double(g), Double(b), Double(a)),
                          space: c.colorSpace?.model == .rgb ? c.colorSpace : nil)
        // A mutable path could change under a running animation, so the animation keeps a copy.
        case let p as CGPath: self = .path(p.copy() ?? p)
        case let flag as Bool: self = .number(flag ? 1 : 0)
        default: self = numericValue(any).map { .number($0) } ?? .opaque(any)
        }
    }

    /// The value as the Swift type a layer property takes: `Double` for numbers (the layer's setters accept
    /// any numeric), `CGColor` for colours (clamped to the space's range), `CGPath` for paths.
    var anyValue: Any {
        switch self {
        case .number(let n): return n
        case .point(let p): return p
        case .size(let s): return s
        case .rect(let r): return r
        case .transform(let t): return t
        case .path(let p): return p
        case .opaque(let any): return any as Any
        case .color(let c, let space):
            // Extended-range spaces keep colour components outside 0...1; alpha never leaves it.
            let extended = space?.isWideGamutRGB == true
            let rgb = [c.x, c.y, c.z].map { extended ? $0 : min(max($0, 0), 1) }
            let components = (rgb + [min(max(c.w, 0), 1)]).map { CGFloat($0) }
            if let space, let color = components.withUnsafeBufferPointer({
                CGColor(colorSpace: space, components: $0.baseAddress!)
            }) {
                return color
            }
            return CGColor(red: components[0], green: components[1], blue: components[2], alpha: components[3])
        }
    }
}

// MARK: - Combining values

extension AnimationValue {
    /// The value `t` of the way from `a` to `b`, or `nil` when they are of different kinds and neither is
    /// opaque.
    ///
    /// Coordinates mix linearly; transforms through `CATransform3D.interpolate`, part by part. `t` outside
    /// 0...1 extrapolates, for overshooting timing functions and springs. An opaque value (on either side:
    /// it cannot be mixed with anything), and paths whose element kinds differ (which Core Animation leaves
    /// undefined), switch from `a` to `b` halfway, as a transform without a decomposition does.
    static func interpolate(_ a: AnimationValue, _ b: AnimationValue, _ t: Double) -> AnimationValue? {
        switch (a, b) {
        case (.transform(let s), .transform(let u)):
            return .transform(CATransform3D.interpolate(from: s, to: u, fraction: CGFloat(t)))
        case (.opaque, _), (_, .opaque):
            return t < 0.5 ? a : b
        case (.path, .path) where !a.matches(b):
            return t < 0.5 ? a : b
        default:
            // This form, rather than x + (y − x)·t, gives back each end exactly.
            return combine(a, b) { x, y in x * (1 - t) + y * t }
        }
    }

    /// `b` added to `a`, as `byValue` and additive animations add; `nil` for different kinds, opaque
    /// values and paths of different element kinds.
    ///
    /// Transforms concatenate with `b` first: `CATransform3DConcat(b, a)`, so that an added transform acts
    /// in the space `a` has already set up, the way a layer's own transform sits inside its parent's.
    static func add(_ a: AnimationValue, _ b: AnimationValue) -> AnimationValue? {
        if case .transform(let s) = a, case .transform(let u) = b { return .transform(CATransform3DConcat(u, s)) }
        return combine(a, b, +)
    }

    /// The value that `add(b, _:)` takes to `a`: `a − b`; `nil` where `add` is, and for a transform `b`
    /// that has no inverse.
    static func subtract(_ a: AnimationValue, _ b: AnimationValue) -> AnimationValue? {
        if case .transform(let s) = a, case .transform(let u) = b {
            return u.inverted.map { .transform(CATransform3DConcat(s, $0)) }
        }
        return combine(a, b, -)
    }

    /// `a` added to itself `factor` times, for cumulative repeats; `nil` for opaque values.
    ///
    /// Coordinates are multiplied. A transform is concatenated with itself, so only a whole `factor` has a
    /// meaning (a negative one repeats the inverse); any other factor, or a negative one for a transform
    /// without an inverse, gives `nil`.
    static func scale(_ a: AnimationValue, by factor: Double) -> AnimationValue? {
        if case .transform(let t) = a { return power(t, factor).map { .transform($0) } }
        // A value combined with itself has its own kind and shape, whichever kind that is.
        return combine(a, a) { x, _ in x * factor }
    }

    /// How far apart `a` and `b` are, for paced animations; `nil` for different kinds and opaque values.
    ///
    /// Coordinates measure by Euclidean distance (a rectangle in four dimensions, a colour in RGBA, a path
    /// over all its points). Transforms measure in the parts they interpolate: the Euclidean distance over
    /// the differences of translation, scale, skew and perspective, and of the rotation angle in radians
    /// between them. That is the length of the path interpolation takes, so equal distances take equal
    /// times. A transform without a decomposition measures over its sixteen matrix entries instead.
    static func distance(_ a: AnimationValue, _ b: AnimationValue) -> Double? {
        if case .transform(let s) = a, case .transform(let u) = b { return transformDistance(s, u) }
        guard a.matches(b), let x = a.coordinates, let y = b.coordinates else { return nil }
        return euclidean(x, y)
    }

    /// The Euclidean distance between two lists of coordinates of the same length.
    static func euclidean(_ x: [Double], _ y: [Double]) -> Double {
        zip(x, y).reduce(0) { sum, pair in sum + (pair.1 - pair.0) * (pair.1 - pair.0) }.squareRoot()
    }

    /// `operation` applied coordinate by coordinate to two values of the same kind and shape; a colour
    /// keeps its space when both have it, else goes back in sRGB.
    private static func combine(_ a: AnimationValue, _ b: AnimationValue,
                                _ operation: (Double, Double) -> Double) -> AnimationValue? {
        guard a.matches(b), let x = a.coordinates, let y = b.coordinates else { return nil }
        let result = a.with(coordinates: zip(x, y).map(operation))
        if case .color(let c, let space) = result, case .color(_, let other) = b, space != other {
            return .color(c, space: nil)
        }
        return result
    }

    private static func power(_ t: CATransform3D, _ factor: Double) -> CATransform3D? {
        guard factor == factor.rounded(), factor.magnitude <= Double(Int32.max) else { return nil }
        guard var base = factor < 0 ? t.inverted : t else { return nil }
        var result = CATransform3DIdentity
        var exponent = Int(clamping: factor.magnitude)
        // By squaring, so that the thousandth repeat costs ten products rather than a thousand.
        while exponent > 0 {
            if exponent & 1 == 1 { result = CATransform3DConcat(result, base) }
            base = CATransform3DConcat(base, base)
            exponent >>= 1
        }
        return result
    }

    private static func transformDistance(_ s: CATransform3D, _ u: CATransform3D) -> Double {
        guard let a = DecomposedTransform(decomposing: s), let b = DecomposedTransform(decomposing: u) else {
            return euclidean(s.entries, u.entries)
        }
        // q and −q are one rotation; the rotation between them turns through twice the angle between the
        // nearer pair of unit quaternions, which atan2 of the chords gives precisely even when small.
        let q = a.quaternion, r = (a.quaternion * b.quaternion).sum() < 0 ? -b.quaternion : b.quaternion
        let chord = ((q - r) * (q - r)).sum().squareRoot(), span = ((q + r) * (q + r)).sum().squareRoot()
        let angle = 4 * atan2(chord, span)
        let parts = [a.translation - b.translation, a.scale - b.scale, a.skew - b.skew]
        let squares = parts.reduce(0) { $0 + ($1 * $1).sum() }
            + ((a.perspective - b.perspective) * (a.perspective - b.perspective)).sum()
        return (squares + angle * angle).squareRoot()
    }
}

// MARK: - Coordinates

extension AnimationValue {
    /// The numbers the value is made of, for the kinds that combine number by number: one for a number,
    /// two for a point or size, four for a rectangle (x, y, width, height) or colour (RGBA), and every
    /// point's x and y in turn for a path. `nil` for transforms and opaque values.
    var coordinates: [Double]? {
        switch self {
        case .number(let n): return [n]
        case .point(let p): return [p.x, p.y]
        case .size(let s): return [s.width, s.height]
        case .rect(let r): return [r.origin.x, r.origin.y, r.size.width, r.size.height]
        case .color(let c, _): return [c.x, c.y, c.z, c.w]
        case .path(let p): return p.animationElements.points.flatMap { [$0.x, $0.y] }
        case .transform, .opaque: return nil
        }
    }

    /// A value of this one's kind and shape (a colour's space, a path's element kinds) made of
    /// `coordinates`, which has as many as `self.coordinates`.
    func with(coordinates c: [Double]) -> AnimationValue {
        switch self {
        case .number: return .number(c[0])
        case .point: return .point(CGPoint(x: c[0], y: c[1]))
        case .size: return .size(CGSize(width: c[0], height: c[1]))
        case .rect: return .rect(CGRect(x: c[0], y: c[1], width: c[2], height: c[3]))
        case .color(_, let space): return .color(SIMD4(c[0], c[1], c[2], c[3]), space: space)
        case .path(let p):
            let points = stride(from: 0, to: c.count, by: 2).map { CGPoint(x: c[$0], y: c[$0 + 1]) }
            return .path(CGPath.animationPath(kinds: p.animationElements.kinds, points: points))
        case .transform, .opaque: return self
        }
    }

    /// Whether `other` is of the same kind and, for paths, has the same element kinds, so that the two
    /// values' coordinates pair up.
    func matches(_ other: AnimationValue) -> Bool {
        switch (self, other) {
        case (.number, .number), (.point, .point), (.size, .size), (.rect, .rect), (.color, .color),
             (.transform, .transform), (.opaque, .opaque):
            return true
        case (.path(let p), .path(let q)):
            return p.animationElements.kinds == q.animationElements.kinds
        default:
            return false
        }
    }
}

private extension CATransform3D {
    var entries: [Double] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44].map { Double($0) }
    }
}

private extension CGPath {
    /// The element kinds in order, and all their points (control points included) in order.
    var animationElements: (kinds: [CGPathElementType], points: [CGPoint]) {
        var kinds: [CGPathElementType] = []
        var points: [CGPoint] = []
        applyWithBlock { element in
            let e = element.pointee
            kinds.append(e.type)
            let count: Int
            switch e.type {
            case .moveToPoint, .addLineToPoint: count = 1
            case .addQuadCurveToPoint: count = 2
            case .addCurveToPoint: count = 3
            case .closeSubpath: count = 0
            }
            points.append(contentsOf: UnsafeBufferPointer(start: e.points, count: count))
        }
        return (kinds, points)
    }

    /// The path of elements of `kinds` through `points`, taken in the order `animationElements` gives them.
    static func animationPath(kinds: [CGPathElementType], points: [CGPoint]) -> CGPath {
        let path = CGMutablePath()
        var next = points.makeIterator()
        for kind in kinds {
            switch kind {
            case .moveToPoint: path.move(to: next.next()!)
            case .addLineToPoint: path.addLine(to: next.next()!)
            case .addQuadCurveToPoint:
                let control = next.next()!
                path.addQuadCurve(to: next.next()!, control: control)
            case .addCurveToPoint:
                let (control1, control2) = (next.next()!, next.next()!)
                path.addCurve(to: next.next()!, control1: control1, control2: control2)
            case .closeSubpath: path.closeSubpath()
            }
        }
        return path.copy() ?? path
    }
}

/// `a − b` for two property values of one kind that add and survive as a property value (numbers, points,
/// sizes, rectangles, invertible transforms: a colour's negative components would be clamped), as an
/// additive animation takes them; `nil` otherwise. UIKit retargets a running view animation additively with it.
package func animationValueDifference(_ a: Any?, _ b: Any?) -> Any? {
    guard let x = AnimationValue(a), let y = AnimationValue(b), let difference = AnimationValue.subtract(x, y) else { return nil }
    switch difference {
    case .number, .point, .size, .rect, .transform: return difference.anyValue
    case .color, .path, .opaque: return nil
    }
}
