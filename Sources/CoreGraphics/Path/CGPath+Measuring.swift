/// One drawn piece of a path, a line or a Bézier curve with its start resolved, for frameworks above
/// CoreGraphics that travel along a path (Core Animation's keyframe animations follow one).
package struct PathPiece: Sendable {
    private let segment: PathSegment

    fileprivate init(_ segment: PathSegment) { self.segment = segment }

    /// The point at Bézier parameter `t`, which runs from 0 at the start to 1 at the end.
    package func point(at t: CGFloat) -> CGPoint {
        switch segment {
        case .move(let p): return p
        case .line(let a, let b): return CGPoint(x: a.x * (1 - t) + b.x * t, y: a.y * (1 - t) + b.y * t)
        case .quad(let p0, let c, let p1): return PathSegment.quadPoint(p0, c, p1, t)
        case .cubic(let p0, let c1, let c2, let p1): return PathSegment.cubicPoint(p0, c1, c2, p1, t)
        }
    }

    /// The derivative of `point(at:)` at `t`: the direction of travel, as a vector. It vanishes where a
    /// control point sits on the end it belongs to.
    package func derivative(at t: CGFloat) -> CGVector {
        let u = 1 - t
        switch segment {
        case .move: return CGVector(dx: 0, dy: 0)
        case .line(let a, let b): return CGVector(dx: b.x - a.x, dy: b.y - a.y)
        case .quad(let p0, let c, let p1):
            return CGVector(dx: 2 * (u * (c.x - p0.x) + t * (p1.x - c.x)),
                            dy: 2 * (u * (c.y - p0.y) + t * (p1.y - c.y)))
        case .cubic(let p0, let c1, let c2, let p1):
            let (a, b, c) = (3 * u * u, 6 * u * t, 3 * t * t)
            return CGVector(dx: a * (c1.x - p0.x) + b * (c2.x - c1.x) + c * (p1.x - c2.x),
                            dy: a * (c1.y - p0.y) + b * (c2.y - c1.y) + c * (p1.y - c2.y))
        }
    }

    /// Points at evenly spaced parameters from 0 to 1, both included, as finely spaced as drawing flattens
    /// the piece, so that the polyline through them measures its length.
    package var samples: [CGPoint] { PathFlattener.polyline(segment) }
}

extension CGPath {
    /// The drawn pieces in order. A move is not one, as it draws nothing; a close is a line back to its
    /// subpath's start unless the subpath is there already.
    package var pieces: [PathPiece] {
        var pieces: [PathPiece] = []
        forEachSegment { segment in
            if case .move = segment { return }
            pieces.append(PathPiece(segment))
        }
        return pieces
    }
}
