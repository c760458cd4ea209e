/// The name of one of Core Animation's predefined timing functions.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// The name as a string, such as `"easeIn"`.
    public let rawValue: String

    /// The name with the given string.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Even pacing: the Bézier curve with control points (0, 0) and (1, 1).
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Pacing that starts slowly and speeds up: control points (0.42, 0) and (1, 1).
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Pacing that starts quickly and slows down: control points (0, 0) and (0.58, 1).
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Pacing that starts slowly, speeds up, then slows down: control points (0.42, 0) and (0.58, 1).
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The pacing of most system animations: control points (0.25, 0.1) and (0.25, 1).
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// A timing curve: a cubic Bézier from (0, 0) to (1, 1) that maps an animation's normalized input time
/// (the x axis) to its progress (the y axis).
public final class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    // Only immutable values below; @unchecked because NSObject itself is not Sendable on Linux.
    private let c1x: Float
    private let c1y: Float
    private let c2x: Float
    private let c2y: Float
    private let xCurve: BezierComponent
    private let yCurve: BezierComponent

    /// The timing function with control points (0, 0), (`c1x`, `c1y`), (`c2x`, `c2y`), (1, 1).
    ///
    /// The x values are clamped to [0, 1] so that every input time has exactly one output; the y values may
    /// leave [0, 1] to overshoot. A non-finite coordinate is replaced by the linear curve's.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        self.c1x = c1x.isFinite ? min(max(c1x, 0), 1) : 0
        self.c1y = c1y.isFinite ? c1y : 0
        self.c2x = c2x.isFinite ? min(max(c2x, 0), 1) : 1
        self.c2y = c2y.isFinite ? c2y : 1
        xCurve = BezierComponent(Double(self.c1x), Double(self.c2x))
        yCurve = BezierComponent(Double(self.c1y), Double(self.c2y))
        super.init()
    }

    /// One of the predefined timing functions; an unknown name gives the linear function, which is how
    /// Core Animation paces an animation without a timing function.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    /// Writes the x and y of control point `index` (0 through 3, the first and last being the fixed end
    /// points) to `ptr[0]` and `ptr[1]`; any other index leaves `ptr` untouched.
    public func getControlPoint(at index: Int, values ptr: UnsafeMutablePointer<Float>) {
        let point: (Float, Float)
        switch index {
        case 0: point = (0, 0)
        case 1: point = (c1x, c1y)
        case 2: point = (c2x, c2y)
        case 3: point = (1, 1)
        default: return
        }
        (ptr[0], ptr[1]) = point
    }

    /// Whether `object` is a timing function with the same control points.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CAMediaTimingFunction else { return false }
        return (c1x, c1y, c2x, c2y) == (other.c1x, other.c1y, other.c2x, other.c2y)
    }

    /// A hash of the control points, consistent with `isEqual(_:)`.
    public override var hash: Int {
        var hasher = Hasher()
        for value in [c1x, c1y, c2x, c2y] { hasher.combine(value) }
        return hasher.finalize()
    }

    /// The control points, for debugging.
    public override var description: String {
        "CAMediaTimingFunction(controlPoints: \(c1x), \(c1y), \(c2x), \(c2y))"
    }
}

extension CAMediaTimingFunction {
    /// The progress at input time `x`, clamped to [0, 1], with the curve's x found to within `epsilon`.
    func evaluate(_ x: Double, epsilon: Double = 1e-7) -> Double {
        // Written so that NaN lands on the start.
        guard x > 0 else { return 0 }
        guard x < 1 else { return 1 }
        // Control points on the diagonal make x(t) = y(t), so the curve is the identity, without solving error.
        if c1x == c1y && c2x == c2y { return x }
        return yCurve.value(at: parameter(forX: x, epsilon: epsilon))
    }

    /// The Bézier parameter t in [0, 1] where the curve's x is `x`.
    ///
    /// With control x-values in [0, 1], x(t) never decreases, so a bracket around the root can be kept:
    /// Newton–Raphson converges in a few steps, and bisection takes over wherever a Newton step would leave
    /// the bracket (near a flat spot, where the slope vanishes).
    private func parameter(forX x: Double, epsilon: Double) -> Double {
        var (low, high) = (0.0, 1.0)
        var t = x
        // Enough bisections to exhaust a Double's precision on [0, 1], should Newton fail every time.
        for _ in 0..<100 {
            let error = xCurve.value(at: t) - x
            if abs(error) <= epsilon { break }
            if error < 0 { low = t } else { high = t }
            let newton = t - error / xCurve.slope(at: t)
            t = newton > low && newton < high ? newton : (low + high) / 2
        }
        return t
    }
}

/// One coordinate of a cubic Bézier from 0 to 1 with inner control values `p1` and `p2`, in power form.
private struct BezierComponent {
    private let a: Double
    private let b: Double
    private let c: Double

    init(_ p1: Double, _ p2: Double) {
        c = 3 * p1
        b = 3 * (p2 - p1) - c
        a = 1 - c - b
    }

    /// 3(1−t)²t·p1 + 3(1−t)t²·p2 + t³.
    func value(at t: Double) -> Double { ((a * t + b) * t + c) * t }

    /// The derivative with respect to t.
    func slope(at t: Double) -> Double { (3 * a * t + 2 * b) * t + c }
}
