import Foundation

/// The kinds of timing curve a property animator can follow.
public enum UITimingCurveType: Int, Sendable {
    /// One of UIKit's named curves.
    case builtin
    /// A cubic Bézier curve.
    case cubic
    /// A spring.
    case spring
    /// A cubic curve combined with a spring.
    case composed
}

/// What a property animator's timing is described by: a cubic curve, a spring, or both.
@preconcurrency @MainActor
public protocol UITimingCurveProvider: AnyObject {
    /// Which kind of curve this is.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic curve, if there is one.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring, if there is one.
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// A cubic Bézier timing curve from (0, 0) to (1, 1) through two control points.
@preconcurrency @MainActor
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    /// The named curve, `.easeInOut` for custom control points.
    public let animationCurve: UIView.AnimationCurve
    /// The first control point.
    public let controlPoint1: CGPoint
    /// The second control point.
    public let controlPoint2: CGPoint

    /// The ease-in-out curve.
    public override convenience init() { self.init(animationCurve: .easeInOut) }

    /// One of UIKit's named curves.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        let points: [(CGFloat, CGFloat, CGFloat, CGFloat)] = [(0.42, 0, 0.58, 1), (0.42, 0, 1, 1), (0, 0, 0.58, 1), (0, 0, 1, 1)]
        let p = points[curve.rawValue]
        controlPoint1 = CGPoint(x: p.0, y: p.1)
        controlPoint2 = CGPoint(x: p.2, y: p.3)
        super.init()
    }

    /// A curve through `point1` and `point2` (x clamped to 0…1, as a timing curve needs).
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        func clamped(_ p: CGPoint) -> CGPoint {
            CGPoint(x: p.x.isFinite ? min(max(p.x, 0), 1) : 0, y: p.y.isFinite ? p.y : 0)
        }
        controlPoint1 = clamped(point1)
        controlPoint2 = clamped(point2)
        super.init()
    }

    /// `.cubic`.
    public var timingCurveType: UITimingCurveType { .cubic }
    /// Itself.
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    /// None.
    public var springTimingParameters: UISpringTimingParameters? { nil }

    /// Core Animation's function for the curve.
    var timingFunction: CAMediaTimingFunction {
        CAMediaTimingFunction(controlPoints: Float(controlPoint1.x), Float(controlPoint1.y),
                              Float(controlPoint2.x), Float(controlPoint2.y))
    }
}

/// A spring timing curve: by damping ratio, or by mass, stiffness and damping.
@preconcurrency @MainActor
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    /// How much the spring is damped: 1 comes to rest without overshooting, less oscillates.
    public let dampingRatio: CGFloat
    /// The initial velocity, in whole distances a second.
    public let initialVelocity: CGVector

    /// A critically damped spring.
    public override convenience init() { self.init(dampingRatio: 1) }

    /// A spring with `ratio` damping, starting at rest.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    /// A spring with `ratio` damping and `velocity`.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = ratio.isFinite ? min(max(ratio, 0.01), 1) : 1
        initialVelocity = CGVector(dx: velocity.dx.isFinite ? velocity.dx : 0, dy: velocity.dy.isFinite ? velocity.dy : 0)
        super.init()
    }

    /// A spring of `mass`, `stiffness` and `damping`, taken as its damping ratio.
    public convenience init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        let critical = 2 * (max(stiffness, 0) * max(mass, 0)).squareRoot()
        self.init(dampingRatio: critical > 0 ? damping / critical : 1, initialVelocity: velocity)
    }

    /// `.spring`.
    public var timingCurveType: UITimingCurveType { .spring }
    /// None.
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// Itself.
    public var springTimingParameters: UISpringTimingParameters? { self }
}
