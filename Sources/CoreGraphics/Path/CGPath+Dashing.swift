// Cutting a path into dashes: `CGPath.copy(dashingWithPhase:lengths:transform:)`.

extension CGPath {
    /// Returns the parts of this path that a dashed stroke with the given pattern paints, as open subpaths.
    ///
    /// `lengths` alternates painted and unpainted lengths; an odd count is gone through twice, so the roles
    /// alternate on the second pass (PostScript's rule). `phase` is how far into the pattern each subpath starts
    /// (modulo the pattern's total length; a negative phase counts back from the end). Every subpath restarts the
    /// pattern. A dash that runs over a corner keeps the corner; a closed subpath's dashes are open, the last not
    /// joined to the first. Lines stay lines; curves are cut exactly, by de Casteljau subdivision at the
    /// parameters where the arc length (measured on a fine flattening) reaches the dash ends. A painted length of 0
    /// gives a zero-length subpath, which strokes as a dot with round caps.
    ///
    /// When `lengths` is empty, holds a negative or non-finite value, or adds up to 0, there is no dash pattern
    /// (Apple: an empty array means solid lines) and the result is the path itself. A non-finite `phase` counts as 0.
    /// At most 100,000 intervals of the pattern are gone through: the rest of a path that long is left out.
    /// `transform` is applied to the new path's points after dashing, as Apple documents for
    /// `CGPathCreateCopyByDashingPath`.
    public func copy(dashingWithPhase phase: CGFloat, lengths: [CGFloat],
                     transform: CGAffineTransform = .identity) -> CGPath {
        guard !lengths.isEmpty, lengths.allSatisfy({ $0.isFinite && $0 >= 0 }) else {
            return CGPath(elements: transformed(transform))
        }
        let pattern = lengths.count % 2 == 0 ? lengths : lengths + lengths
        let total = pattern.reduce(0, +)
        guard total > 0, total.isFinite else { return CGPath(elements: transformed(transform)) }
        var offset = phase.isFinite ? phase.truncatingRemainder(dividingBy: total) : 0
        if offset < 0 { offset += total }

        var dasher = PathDasher(pattern: pattern, offset: offset,
                                tolerance: PathFlattener.tolerance(1e-3, under: transform))
        var subpath: [PathSegment] = []
        PathSegment.forEach(in: elements) { segment in
            if case .move = segment {
                dasher.dash(subpath)
                subpath = []
            } else {
                subpath.append(segment)
            }
        }
        dasher.dash(subpath)
        return CGPath(elements: dasher.output.map { $0.applying(transform) })
    }
}

/// Walks subpaths along a dash pattern, collecting the painted parts.
struct PathDasher {
    let pattern: [CGFloat]
    let tolerance: CGFloat
    /// Where every subpath starts in the pattern: the interval, and how much of it is left.
    let startIndex: Int
    let startRemaining: CGFloat
    private(set) var output: [PathElement] = []

    private var index = 0
    private var remaining: CGFloat = 0
    /// The pattern's intervals gone through so far, over all subpaths.
    private var intervals = 0

    /// The most intervals of the pattern a path is cut into: a huge path (1e300 long) with a short pattern would
    /// need more dashes than memory holds, and past 2⁵³ times a length, adding one no longer moves on. The path
    /// beyond is left out.
    static let maximumIntervals = 100_000
    /// Whether a dash is under way in `output`.
    private var open = false

    init(pattern: [CGFloat], offset: CGFloat, tolerance: CGFloat) {
        self.pattern = pattern
        self.tolerance = tolerance
        // Skip the intervals that end at or before `offset`. A zero-length dash exactly at `offset` stays: the
        // path starts on it.
        var i = 0, r = offset
        while pattern[i] == 0 ? r > 0 : r >= pattern[i] {
            r -= pattern[i]
            i = (i + 1) % pattern.count
        }
        startIndex = i
        startRemaining = pattern[i] - r
    }

    private var painting: Bool { index % 2 == 0 }

    mutating func dash(_ segments: [PathSegment]) {
        guard !segments.isEmpty, intervals < Self.maximumIntervals else { return }
        index = startIndex
        remaining = startRemaining
        open = false
        let measured = segments.map { MeasuredSegment($0, tolerance: tolerance) }
        let drawn = measured.filter { $0.length > 0 }
        if drawn.isEmpty {
            // A subpath of zero length: one zero-length dash if the pattern starts painted.
            if painting { output += [.move(measured[0].start), .line(measured[0].start)] }
            return
        }
        for segment in drawn where intervals < Self.maximumIntervals { walk(segment) }
        open = false
    }

    private mutating func walk(_ segment: MeasuredSegment) {
        var position: CGFloat = 0
        while segment.length - position > remaining {
            guard intervals < Self.maximumIntervals else { return }
            intervals += 1
            let end = position + remaining
            if painting {
                emit(segment, from: position, to: end)
                open = false
            }
            position = end
            index = (index + 1) % pattern.count
            remaining = pattern[index]
        }
        if painting { emit(segment, from: position, to: segment.length) }
        remaining -= segment.length - position
    }

    /// Adds the part of `segment` between two arc lengths to the current dash, starting a dash if none is open.
    private mutating func emit(_ segment: MeasuredSegment, from s0: CGFloat, to s1: CGFloat) {
        if !open {
            open = true
            output.append(.move(segment.point(at: s0)))
            if s1 <= s0 { output.append(.line(segment.point(at: s0))); return }
        } else if s1 <= s0 {
            return
        }
        output.append(segment.piece(from: s0, to: s1))
    }
}

/// A line or curve with its arc length, able to cut out the part between two arc lengths.
struct MeasuredSegment {
    let segment: PathSegment
    let length: CGFloat
    /// For curves: cumulative arc length at parameters k / (count − 1), from a flattening.
    private let table: [CGFloat]

    init(_ segment: PathSegment, tolerance: CGFloat) {
        self.segment = segment
        switch segment {
        case .move:
            table = []
            length = 0
        case .line(let a, let b):
            table = []
            length = hypot(b.x - a.x, b.y - a.y)
        case .quad(let p0, let c, let p1):
            let n = max(16, PathFlattener.segmentCount(p0, c, p1, tolerance: tolerance))
            table = Self.lengths((0...n).map { PathSegment.quadPoint(p0, c, p1, CGFloat($0) / CGFloat(n)) })
            length = table.last!
        case .cubic(let p0, let c1, let c2, let p1):
            let n = max(16, PathFlattener.segmentCount(p0, c1, c2, p1, tolerance: tolerance))
            table = Self.lengths((0...n).map { PathSegment.cubicPoint(p0, c1, c2, p1, CGFloat($0) / CGFloat(n)) })
            length = table.last!
        }
    }

    private static func lengths(_ points: [CGPoint]) -> [CGFloat] {
        var result: [CGFloat] = [0]
        for i in 1..<points.count {
            result.append(result[i - 1] + hypot(points[i].x - points[i - 1].x, points[i].y - points[i - 1].y))
        }
        return result
    }

    var start: CGPoint {
        switch segment {
        case .move(let p), .line(let p, _), .quad(let p, _, _), .cubic(let p, _, _, _): return p
        }
    }

    /// The curve parameter where the arc length reaches `s`, interpolated in the flattening's table.
    private func parameter(at s: CGFloat) -> CGFloat {
        if s <= 0 { return 0 }
        if s >= length { return 1 }
        var low = 0, high = table.count - 1  // table[low] <= s < table[high]
        while high - low > 1 {
            let mid = (low + high) / 2
            if table[mid] <= s { low = mid } else { high = mid }
        }
        let span = table[high] - table[low]
        let fraction = span > 0 ? (s - table[low]) / span : 0
        return (CGFloat(low) + fraction) / CGFloat(table.count - 1)
    }

    func point(at s: CGFloat) -> CGPoint {
        switch segment {
        case .move(let p): return p
        case .line(let a, let b):
            if s >= length { return b }
            return CGPoint(x: a.x + (b.x - a.x) * s / length, y: a.y + (b.y - a.y) * s / length)
        // The point where de Casteljau cuts, so a dash starting here meets the previous piece's end exactly.
        case .quad(let p0, let c, let p1):
            return s >= length ? p1 : Self.splitQuad(p0, c, p1, parameter(at: s)).0.2
        case .cubic(let p0, let c1, let c2, let p1):
            return s >= length ? p1 : Self.splitCubic(p0, c1, c2, p1, parameter(at: s)).0.3
        }
    }

    /// The element drawing the part between arc lengths `s0` and `s1` (its start is the point at `s0`).
    func piece(from s0: CGFloat, to s1: CGFloat) -> PathElement {
        switch segment {
        case .move(let p): return .line(p)
        case .line: return .line(point(at: s1))
        case .quad(let p0, let c, let p1):
            let (_, q1, q2) = Self.subQuad(p0, c, p1, parameter(at: s0), parameter(at: s1))
            return .quad(q1, q2)
        case .cubic(let p0, let c1, let c2, let p1):
            let (_, q1, q2, q3) = Self.subCubic(p0, c1, c2, p1, parameter(at: s0), parameter(at: s1))
            return .cubic(q1, q2, q3)
        }
    }

    private static func lerp(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
        CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }

    /// De Casteljau: the quadratic's part over [0, t] and over [t, 1].
    static func splitQuad(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint, _ t: CGFloat)
        -> ((CGPoint, CGPoint, CGPoint), (CGPoint, CGPoint, CGPoint)) {
        let a = lerp(p0, c, t), b = lerp(c, p1, t), m = lerp(a, b, t)
        return ((p0, a, m), (m, b, p1))
    }

    /// De Casteljau: the cubic's part over [0, t] and over [t, 1].
    static func splitCubic(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint, _ t: CGFloat)
        -> ((CGPoint, CGPoint, CGPoint, CGPoint), (CGPoint, CGPoint, CGPoint, CGPoint)) {
        let a = lerp(p0, c1, t), b = lerp(c1, c2, t), c = lerp(c2, p1, t)
        let d = lerp(a, b, t), e = lerp(b, c, t), m = lerp(d, e, t)
        return ((p0, a, d, m), (m, e, c, p1))
    }

    /// The quadratic's part over [t0, t1]: cut at t1, then cut the first part at t0 / t1.
    static func subQuad(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint, _ t0: CGFloat, _ t1: CGFloat)
        -> (CGPoint, CGPoint, CGPoint) {
        let head = t1 >= 1 ? (p0, c, p1) : splitQuad(p0, c, p1, t1).0
        guard t0 > 0, t1 > 0 else { return head }
        return splitQuad(head.0, head.1, head.2, t0 / t1).1
    }

    /// The cubic's part over [t0, t1]: cut at t1, then cut the first part at t0 / t1.
    static func subCubic(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint, _ t0: CGFloat, _ t1: CGFloat)
        -> (CGPoint, CGPoint, CGPoint, CGPoint) {
        let head = t1 >= 1 ? (p0, c1, c2, p1) : splitCubic(p0, c1, c2, p1, t1).0
        guard t0 > 0, t1 > 0 else { return head }
        return splitCubic(head.0, head.1, head.2, head.3, t0 / t1).1
    }
}
