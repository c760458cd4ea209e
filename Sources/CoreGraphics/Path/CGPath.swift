/// An immutable graphics path: subpaths of lines and Bézier curves.
public class CGPath: Equatable, @unchecked Sendable {
    // @unchecked: `elements` is a `var` only for CGMutablePath to append to; other paths never change after init.

    /// The elements, in the order they were added.
    var elements: [PathElement]

    init(elements: [PathElement]) { self.elements = elements }

    /// A closed rectangle, transformed by `transform`.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.buildRect(rect, transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// A closed ellipse inscribed in `rect`, transformed by `transform`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.buildEllipse(in: rect, transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// A closed rounded rectangle, transformed by `transform`.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.buildRoundedRect(rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(elements: elements) }

    /// An immutable copy with every point transformed by `transform`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(elements: transformed(transform?.pointee))
    }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }

    /// A mutable copy with every point transformed by `transform`.
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        CGMutablePath(elements: transformed(transform?.pointee))
    }

    func transformed(_ t: CGAffineTransform?) -> [PathElement] {
        guard let t, !t.isIdentity else { return elements }
        return elements.map { $0.applying(t) }
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The end point of the last element; the start of the subpath after a close; `.zero` when empty.
    public var currentPoint: CGPoint { Self.currentPoint(of: elements) ?? .zero }

    /// Read back from the end, so that building a path of many subpaths (a stroke's pieces) costs in proportion
    /// to the path, not to its square.
    static func currentPoint(of elements: [PathElement]) -> CGPoint? {
        guard let last = elements.last else { return nil }
        switch last {
        case .move(let p), .line(let p), .quad(_, let p), .cubic(_, _, let p): return p
        case .close:
            // The closed subpath's start: the last move before it.
            for case .move(let p) in elements.reversed() { return p }
            return nil
        }
    }

    /// The smallest rectangle containing every point of the path, control points included;
    /// `.null` when the path is empty.
    public var boundingBox: CGRect { CGRect.boundingBox(of: elements.lazy.flatMap(\.points)) }

    /// The smallest rectangle containing the path's curves themselves (not their control points);
    /// `.null` when the path is empty.
    public var boundingBoxOfPath: CGRect {
        var points: [CGPoint] = []
        forEachSegment { segment in
            switch segment {
            case .move(let p): points.append(p)
            case .line(_, let p): points.append(p)
            case .quad(let p0, let c, let p1):
                points.append(p1)
                for t in PathSegment.quadExtrema(p0, c, p1) { points.append(PathSegment.quadPoint(p0, c, p1, t)) }
            case .cubic(let p0, let c1, let c2, let p1):
                points.append(p1)
                for t in PathSegment.cubicExtrema(p0, c1, c2, p1) {
                    points.append(PathSegment.cubicPoint(p0, c1, c2, p1, t))
                }
            }
        }
        return CGRect.boundingBox(of: points)
    }

    /// Whether the path is exactly one axis-aligned rectangle; if so and `rect` is given, stores it there.
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        var corners: [CGPoint] = []
        for (i, element) in elements.enumerated() {
            switch element {
            case .move(let p) where i == 0: corners.append(p)
            case .line(let p): corners.append(p)
            case .close where i == elements.count - 1: break
            default: return false
            }
        }
        if corners.count == 5, corners[4] == corners[0] { corners.removeLast() }
        guard corners.count == 4 else { return false }
        // Each side is horizontal or vertical, alternating.
        let horizontalFirst = corners[0].y == corners[1].y
        for i in 0..<4 {
            let (a, b) = (corners[i], corners[(i + 1) % 4])
            let horizontal = (i % 2 == 0) == horizontalFirst
            guard horizontal ? (a.y == b.y && a.x != b.x) : (a.x == b.x && a.y != b.y) else { return false }
        }
        rect?.pointee = CGRect.boundingBox(of: corners)
        return true
    }

    /// Whether `point`, transformed by `transform` into the path's space, is inside the path under `rule`.
    /// Open subpaths count as closed.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                         transform: CGAffineTransform = .identity) -> Bool {
        let p = point.applying(transform)
        guard p.isFinite else { return false }
        var winding = 0
        for (a, b) in PathFlattener.edges(of: elements) {
            // Half-open on y so a vertex shared by two edges counts once.
            if a.y <= p.y, b.y > p.y, cross(a, b, p) > 0 { winding += 1 }
            else if b.y <= p.y, a.y > p.y, cross(a, b, p) < 0 { winding -= 1 }
        }
        return rule == .winding ? winding != 0 : winding % 2 != 0
    }

    private func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }

    /// Calls `block` with each element in order.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        let points = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        defer { points.deallocate() }
        for element in elements {
            let type: CGPathElementType
            switch element {
            case .move: type = .moveToPoint
            case .line: type = .addLineToPoint
            case .quad: type = .addQuadCurveToPoint
            case .cubic: type = .addCurveToPoint
            case .close: type = .closeSubpath
            }
            for (i, p) in element.points.enumerated() { points[i] = p }
            var e = CGPathElement(type: type, points: points)
            withUnsafePointer(to: &e) { block($0) }
        }
    }

    /// Calls `function` with `info` and each element in order.
    public func apply(info: UnsafeMutableRawPointer?,
                      function: (UnsafeMutableRawPointer?, UnsafePointer<CGPathElement>) -> Void) {
        applyWithBlock { function(info, $0) }
    }

    /// Calls `body` with each drawing segment, with the start point of lines and curves resolved
    /// (a close becomes a line back to the subpath's start when it is not there already).
    func forEachSegment(_ body: (PathSegment) -> Void) {
        PathSegment.forEach(in: elements, body)
    }

    /// Two paths are equal when they have the same elements.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elements == rhs.elements }
}

/// A path element with its start point resolved.
enum PathSegment {
    case move(CGPoint)
    case line(CGPoint, CGPoint)
    case quad(CGPoint, CGPoint, CGPoint)
    case cubic(CGPoint, CGPoint, CGPoint, CGPoint)

    static func forEach(in elements: [PathElement], _ body: (PathSegment) -> Void) {
        var start = CGPoint.zero, current = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p): start = p; current = p; body(.move(p))
            case .line(let p): body(.line(current, p)); current = p
            case .quad(let c, let p): body(.quad(current, c, p)); current = p
            case .cubic(let c1, let c2, let p): body(.cubic(current, c1, c2, p)); current = p
            case .close:
                if current != start { body(.line(current, start)) }
                current = start
            }
        }
    }

    static func quadPoint(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        return CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p1.x,
                       y: u * u * p0.y + 2 * u * t * c.y + t * t * p1.y)
    }

    static func cubicPoint(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
        return CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p1.x, y: a * p0.y + b * c1.y + c * c2.y + d * p1.y)
    }

    /// Parameters in (0, 1) where a quadratic's x or y has a turning point.
    static func quadExtrema(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint) -> [CGFloat] {
        [(p0.x, c.x, p1.x), (p0.y, c.y, p1.y)].compactMap { a, b, c in
            let denominator = a - 2 * b + c
            guard denominator != 0 else { return nil }
            let t = (a - b) / denominator
            return t > 0 && t < 1 ? t : nil
        }
    }

    /// Parameters in (0, 1) where a cubic's x or y has a turning point.
    static func cubicExtrema(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint) -> [CGFloat] {
        var roots: [CGFloat] = []
        for (a, b, c, d) in [(p0.x, c1.x, c2.x, p1.x), (p0.y, c1.y, c2.y, p1.y)] {
            // The derivative's coefficients, divided by 3: qa t² + qb t + qc.
            let qa = -a + 3 * b - 3 * c + d, qb = 2 * (a - 2 * b + c), qc = b - a
            if abs(qa) < 1e-12 {
                if qb != 0 { roots.append(-qc / qb) }
            } else {
                let disc = qb * qb - 4 * qa * qc
                if disc >= 0 {
                    let s = disc.squareRoot()
                    roots.append((-qb + s) / (2 * qa))
                    roots.append((-qb - s) / (2 * qa))
                }
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }
}

/// Turns curves into line segments, for hit-testing and length measurement.
enum PathFlattener {
    /// Segments per curve: enough that a chord strays well under a hundredth of a unit on UI-sized curves.
    static func steps(_ points: CGPoint...) -> Int {
        var length: CGFloat = 0
        for i in 1..<points.count { length += hypot(points[i].x - points[i - 1].x, points[i].y - points[i - 1].y) }
        return Int(clamping: length.squareRoot() * 4, within: 4...256)
    }

    /// Every closed edge of the path's flattened outline; open subpaths are closed implicitly.
    static func edges(of elements: [PathElement]) -> [(CGPoint, CGPoint)] {
        var edges: [(CGPoint, CGPoint)] = []
        var start: CGPoint?
        var last = CGPoint.zero
        func closeSubpath() {
            if let s = start, s != last { edges.append((last, s)) }
        }
        PathSegment.forEach(in: elements) { segment in
            switch segment {
            case .move(let p):
                closeSubpath()
                start = p; last = p
            default:
                for point in polyline(segment).dropFirst() { edges.append((last, point)); last = point }
            }
        }
        closeSubpath()
        return edges
    }

    /// The segment as a polyline, its start included.
    static func polyline(_ segment: PathSegment) -> [CGPoint] {
        switch segment {
        case .move(let p): return [p]
        case .line(let a, let b): return [a, b]
        case .quad(let p0, let c, let p1):
            let n = steps(p0, c, p1)
            return (0...n).map { PathSegment.quadPoint(p0, c, p1, CGFloat($0) / CGFloat(n)) }
        case .cubic(let p0, let c1, let c2, let p1):
            let n = steps(p0, c1, c2, p1)
            return (0...n).map { PathSegment.cubicPoint(p0, c1, c2, p1, CGFloat($0) / CGFloat(n)) }
        }
    }
}
