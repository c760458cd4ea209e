/// The kind of a path element.
public enum CGPathElementType: Int32, Sendable {
    /// Starts a subpath at `points[0]`.
    case moveToPoint = 0
    /// A line to `points[0]`.
    case addLineToPoint = 1
    /// A quadratic curve with control `points[0]` to `points[1]`.
    case addQuadCurveToPoint = 2
    /// A cubic curve with controls `points[0]`, `points[1]` to `points[2]`.
    case addCurveToPoint = 3
    /// Closes the subpath.
    case closeSubpath = 4
}

/// One element of a path, as handed to `CGPath.applyWithBlock(_:)`.
public struct CGPathElement {
    /// The element's kind.
    public var type: CGPathElementType
    /// The element's points: one, two or three depending on `type`, none for a close.
    public var points: UnsafeMutablePointer<CGPoint>

    /// An element of the given kind over `points`.
    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

/// The rule that decides which points a path encloses.
public enum CGPathFillRule: Int, Sendable {
    /// A point is inside when the path winds around it a non-zero number of times.
    case winding = 0
    /// A point is inside when a ray from it crosses the path an odd number of times.
    case evenOdd = 1
}

/// How the ends of stroked lines are drawn.
public enum CGLineCap: Int32, Sendable {
    /// Squared off at the endpoint.
    case butt = 0
    /// A half circle past the endpoint.
    case round = 1
    /// Squared off half the line width past the endpoint.
    case square = 2
}

/// How the corners of stroked paths are drawn.
public enum CGLineJoin: Int32, Sendable {
    /// A sharp corner, bevelled past the miter limit.
    case miter = 0
    /// A rounded corner.
    case round = 1
    /// A squared-off corner.
    case bevel = 2
}

/// One element in Vellum's own storage.
enum PathElement: Equatable, Sendable {
    case move(CGPoint)
    case line(CGPoint)
    case quad(CGPoint, CGPoint)
    case cubic(CGPoint, CGPoint, CGPoint)
    case close

    /// The element with every point transformed by `t`.
    func applying(_ t: CGAffineTransform) -> PathElement {
        switch self {
        case .move(let p): return .move(p.applying(t))
        case .line(let p): return .line(p.applying(t))
        case .quad(let c, let p): return .quad(c.applying(t), p.applying(t))
        case .cubic(let c1, let c2, let p): return .cubic(c1.applying(t), c2.applying(t), p.applying(t))
        case .close: return .close
        }
    }

    /// The element's points, control points included.
    var points: [CGPoint] {
        switch self {
        case .move(let p), .line(let p): return [p]
        case .quad(let c, let p): return [c, p]
        case .cubic(let c1, let c2, let p): return [c1, c2, p]
        case .close: return []
        }
    }
}
