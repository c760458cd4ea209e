/// Whether a layer moving along a keyframe animation's path turns to follow it.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name, as Core Animation spells it.
    public let rawValue: String

    /// The mode with the given name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The layer turns so that its x axis points along the path's direction of travel.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// The layer turns so that its x axis points against the direction of travel: half a turn from
    /// `rotateAuto`.
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// A point-valued keyframe animation's path, as positions and directions of travel over the duration.
///
/// As Apple documents, the keyframes are the path's start and the end of every line and curve; a move
/// starts a new subpath without being a keyframe, so the layer jumps to it and the jump takes no time. The
/// layer follows curves exactly, at an even speed within each line or curve. Between keyframes the time
/// comes from `keyTimes` and `timingFunctions` (used under the same rules as for `values`: as many key
/// times as keyframes), or, paced, in proportion to each piece's length so the speed is even throughout.
struct PathKeyframes: Sendable {
    private let pieces: [PathPiece]
    /// For each piece, the length covered up to each of its samples, which sit at even parameters.
    private let lengths: [[Double]]
    /// Where a path without lines or curves stays.
    private let start: CGPoint
    private let timing: KeyframeTiming
    private let pacedTiming: KeyframeTiming
    private let steps: DiscreteSteps

    /// The keyframes of `path`. One without lines or curves holds its current point (`.zero` when empty).
    init(_ path: CGPath, keyTimes: [Double]? = nil, timingFunctions: [CAMediaTimingFunction]? = nil) {
        pieces = path.pieces
        lengths = pieces.map { piece in
            var covered = 0.0
            let samples = piece.samples
            return [0] + zip(samples, samples.dropFirst()).map { a, b in
                covered += Double(hypot(b.x - a.x, b.y - a.y))
                return covered
            }
        }
        start = path.currentPoint
        let count = pieces.count + 1
        timing = KeyframeTiming(count: count, keyTimes: keyTimes, functions: timingFunctions)
        pacedTiming = KeyframeTiming(count: count, lengths: lengths.map { $0[$0.count - 1] })
        steps = DiscreteSteps(count: count, keyTimes: keyTimes)
    }

    /// The position at `fraction` of the duration and the direction of travel there, as an angle in
    /// radians from the x axis towards the y axis (the z rotation that `rotateAuto` applies). `paced`
    /// spaces the keyframes by length, ignoring key times and timing functions, as the paced modes do.
    func point(at fraction: Double, paced: Bool) -> (point: CGPoint, angle: Double) {
        guard !pieces.isEmpty else { return (start, 0) }
        let (index, progress) = (paced ? pacedTiming : timing).locate(fraction)
        return travel(piece: index, lengthFraction: min(max(progress, 0), 1))
    }

    /// The keyframe holding at `fraction` when the animation is discrete, and the direction the path
    /// arrives there in (for the first, the direction it leaves in).
    func discretePoint(at fraction: Double) -> (point: CGPoint, angle: Double) {
        guard !pieces.isEmpty else { return (start, 0) }
        let keyframe = steps.index(at: fraction)
        return keyframe == 0 ? travel(piece: 0, lengthFraction: 0) : travel(piece: keyframe - 1, lengthFraction: 1)
    }

    /// The point `lengthFraction` of the way along piece `index` by length, and the direction there.
    private func travel(piece index: Int, lengthFraction: Double) -> (point: CGPoint, angle: Double) {
        let piece = pieces[index], table = lengths[index]
        let target = lengthFraction * table[table.count - 1]
        // The first sample at or past the target, by bisection; the piece runs straight enough between
        // samples that length and parameter grow in proportion there.
        var (low, high) = (0, table.count - 1)
        while low < high {
            let middle = (low + high) / 2
            if table[middle] < target { low = middle + 1 } else { high = middle }
        }
        let span = low > 0 ? table[low] - table[low - 1] : 0
        let sample = span > 0 ? Double(low - 1) + (target - table[low - 1]) / span : Double(low)
        let t = CGFloat(sample / Double(table.count - 1))
        return (piece.point(at: t), angle(of: piece, at: t))
    }

    private func angle(of piece: PathPiece, at t: CGFloat) -> Double {
        var direction = piece.derivative(at: t)
        if direction.dx == 0 && direction.dy == 0 {
            // A control point on its end stops the curve for an instant; nearby points still show its heading.
            let (a, b) = (piece.point(at: max(t - 1e-3, 0)), piece.point(at: min(t + 1e-3, 1)))
            direction = CGVector(dx: b.x - a.x, dy: b.y - a.y)
        }
        return Double(atan2(direction.dy, direction.dx))
    }
}
