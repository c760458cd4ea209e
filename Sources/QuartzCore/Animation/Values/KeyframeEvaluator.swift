/// How a keyframe animation computes the values between its keyframes.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name, as Core Animation spells it.
    public let rawValue: String

    /// The mode with the given name; an unknown name calculates as `linear`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Straight-line interpolation between neighbouring keyframes, each segment timed by `keyTimes` and
    /// paced by its entry in `timingFunctions`.
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// No interpolation: each keyframe's value holds from its key time until the next one's.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Linear interpolation at an even pace: `keyTimes` and `timingFunctions` are ignored, and each segment
    /// takes time in proportion to the distance it covers.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth spline through the keyframes: Catmull–Rom, reshaped in the Kochanek–Bartels way by
    /// `tensionValues`, `continuityValues` and `biasValues`.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// The cubic spline travelled at an even pace: `keyTimes` and `timingFunctions` are ignored.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// The value of a keyframe animation at any fraction of its duration, by Core Animation's rules.
///
/// Where Apple's rules leave a case open:
/// - `keyTimes` are used only when they suit the mode (as many as the values; for `discrete`, one more or as
///   many) and are finite, within 0...1 and never decreasing; otherwise they are ignored and the keyframes
///   spaced evenly. Before the first key time the first value holds, and after the last the last.
/// - Without usable key times, `discrete` gives each value an equal share of the duration.
/// - A segment between values that do not interpolate (different kinds) switches halfway.
/// - `paced` spaces evenly when any two neighbouring values have no distance (opaque values, mixed kinds)
///   or all distances are zero.
/// - The cubic modes need values that combine coordinate by coordinate (numbers, points, sizes,
///   rectangles, colours, paths of one shape); otherwise `cubic` falls back to `linear` and `cubicPaced`
///   to `paced`. The spline's ends are shaped as if a keyframe lay beyond each end mirroring its
///   neighbour, so two keyframes make a straight line.
struct KeyframeEvaluator: Sendable {
    private let values: [AnimationValue]
    private let schedule: Schedule

    private enum Schedule {
        /// Value `i` holds from its step onward.
        case steps(DiscreteSteps)
        /// Keyframes reached at the timing's times, joined by the spline when there is one, else by lines.
        case timed(KeyframeTiming, CubicSpline?)
        /// The spline travelled at an even pace.
        case even(CubicSpline, ArcLengthTable)
    }

    /// An evaluator for `values` with the animation's timing properties; missing tension, continuity or
    /// bias entries are 0.
    init(values: [AnimationValue], keyTimes: [Double]?, timingFunctions: [CAMediaTimingFunction]?,
         calculationMode: CAAnimationCalculationMode, tensionValues: [Double]?, continuityValues: [Double]?,
         biasValues: [Double]?) {
        self.values = values
        let count = values.count
        let shape = (tension: tensionValues, continuity: continuityValues, bias: biasValues)
        switch calculationMode {
        case .discrete:
            schedule = .steps(DiscreteSteps(count: count, keyTimes: keyTimes))
        case .paced, .cubicPaced:
            if calculationMode == .cubicPaced,
               let spline = CubicSpline(values: values, times: nil, shape: shape),
               let table = ArcLengthTable(spline) {
                schedule = .even(spline, table)
            } else {
                schedule = .timed(KeyframeTiming(count: count, lengths: Self.distances(values)), nil)
            }
        case .cubic:
            let timing = KeyframeTiming(count: count, keyTimes: keyTimes, functions: timingFunctions)
            schedule = .timed(timing, CubicSpline(values: values, times: timing.times, shape: shape))
        default:
            schedule = .timed(KeyframeTiming(count: count, keyTimes: keyTimes, functions: timingFunctions), nil)
        }
    }

    /// The value at `fraction` of the duration; `nil` only when there are no values.
    func value(at fraction: Double) -> AnimationValue? {
        guard values.count > 1 else { return values.first }
        switch schedule {
        case .steps(let steps):
            return values[steps.index(at: fraction)]
        case .timed(let timing, let spline):
            let (segment, progress) = timing.locate(fraction)
            if let spline { return spline.value(segment: segment, progress: progress) }
            let (a, b) = (values[segment], values[segment + 1])
            return AnimationValue.interpolate(a, b, progress) ?? (progress < 0.5 ? a : b)
        case .even(let spline, let table):
            let (segment, progress) = table.locate(fraction)
            return spline.value(segment: segment, progress: progress)
        }
    }

    /// The distance between each pair of neighbours, or `nil` when one of them has none.
    private static func distances(_ values: [AnimationValue]) -> [Double]? {
        var lengths: [Double] = []
        for (a, b) in zip(values, values.dropFirst()) {
            guard let d = AnimationValue.distance(a, b) else { return nil }
            lengths.append(d)
        }
        return lengths
    }
}

/// The key times as given, when they are `count` finite fractions in 0...1 that never decrease.
private func usableKeyTimes(_ keyTimes: [Double]?, count: Int) -> [Double]? {
    guard let keyTimes, keyTimes.count == count,
          keyTimes.allSatisfy({ $0 >= 0 && $0 <= 1 }),
          zip(keyTimes, keyTimes.dropFirst()).allSatisfy({ $0 <= $1 }) else { return nil }
    return keyTimes
}

/// When each value of a discrete animation takes over.
struct DiscreteSteps: Sendable {
    /// The fraction at which each value starts to hold.
    private let starts: [Double]

    /// Steps for `count` values from `keyTimes` (Apple's `count + 1` of them, the last closing the final
    /// step, or `count`), else an equal share each.
    init(count: Int, keyTimes: [Double]?) {
        if let times = usableKeyTimes(keyTimes, count: count + 1) ?? usableKeyTimes(keyTimes, count: count) {
            starts = Array(times.prefix(count))
        } else {
            starts = (0..<count).map { Double($0) / Double(count) }
        }
    }

    /// The value holding at `fraction`: the last to have started, or the first before any has.
    func index(at fraction: Double) -> Int {
        starts.lastIndex { $0 <= fraction } ?? 0
    }
}

/// When each keyframe of an interpolating animation is reached, and the pacing between neighbours.
struct KeyframeTiming: Sendable {
    /// The fraction of the duration at which each keyframe is reached: at least two, never decreasing.
    let times: [Double]
    /// The pacing of each segment, by index; segments past the end of the list are linear.
    private let functions: [CAMediaTimingFunction]

    /// `count` keyframes (at least two) at `keyTimes` when those are usable, else evenly spaced; paced
    /// within segments by `functions`.
    init(count: Int, keyTimes: [Double]?, functions: [CAMediaTimingFunction]?) {
        times = usableKeyTimes(keyTimes, count: count) ?? Self.even(count)
        self.functions = functions ?? []
    }

    /// `count` keyframes spaced by the `lengths` of the segments between them, so that every segment is
    /// covered at the same speed; evenly when the lengths are unknown, not finite or all zero.
    init(count: Int, lengths: [Double]?) {
        let total = lengths?.reduce(0, +) ?? 0
        if let lengths, total > 0, total.isFinite {
            var covered = 0.0
            times = [0] + lengths.map { covered += $0; return min(covered / total, 1) }
        } else {
            times = Self.even(count)
        }
        functions = []
    }

    private static func even(_ count: Int) -> [Double] {
        (0..<count).map { Double($0) / Double(count - 1) }
    }

    /// The segment `fraction` falls in and the progress through it after the segment's timing function.
    ///
    /// Before the first key time the progress is 0, after the last 1; only fractions beyond the whole
    /// duration (from an overshooting timing function) carry on along the end segments.
    func locate(_ fraction: Double) -> (segment: Int, progress: Double) {
        // The last segment that has started; at a repeated key time the later one, as the jump is made.
        var segment = 0
        while segment < times.count - 2 && times[segment + 1] <= fraction { segment += 1 }
        let (start, end) = (times[segment], times[segment + 1])
        guard end > start else { return (segment, fraction < start ? 0 : 1) }
        let u = (fraction - start) / (end - start)
        if u < 0 { return (segment, fraction < 0 && start == 0 ? u : 0) }
        if u > 1 { return (segment, fraction > 1 && end == 1 ? u : 1) }
        return (segment, segment < functions.count ? functions[segment].evaluate(u) : u)
    }
}

/// A Kochanek–Bartels spline through keyframes that combine coordinate by coordinate: a cubic Hermite
/// curve per segment, its end tangents set by each keyframe's tension, continuity and bias.
struct CubicSpline: Sendable {
    private let keyframes: [AnimationValue]
    private let points: [[Double]]
    /// The tangent leaving each keyframe, for the segment after it.
    private let outgoing: [[Double]]
    /// The tangent arriving at each keyframe, for the segment before it.
    private let incoming: [[Double]]

    /// The spline through `values`, or `nil` unless they all share one kind and shape with coordinates.
    ///
    /// With `times`, the keyframes' key times, the tangents are scaled so that the speed in time is the same
    /// on both sides of a keyframe even where its segments differ in duration (Kochanek and Bartels'
    /// adjustment); without them, every segment counts as equally long.
    init?(values: [AnimationValue], times: [Double]?,
          shape: (tension: [Double]?, continuity: [Double]?, bias: [Double]?)) {
        guard let first = values.first, values.count > 1, values.allSatisfy({ first.matches($0) }) else { return nil }
        let points = values.compactMap(\.coordinates)
        guard points.count == values.count else { return nil }
        let n = points.count
        func parameter(_ list: [Double]?, _ i: Int) -> Double { list.flatMap { i < $0.count ? $0[i] : nil } ?? 0 }
        func difference(_ a: [Double], _ b: [Double]) -> [Double] { zip(a, b).map { $1 - $0 } }
        var outgoing: [[Double]] = [], incoming: [[Double]] = []
        for i in 0..<n {
            // Beyond each end lies a mirror image of the neighbour, so the end tangent follows the chord.
            let before = i > 0 ? difference(points[i - 1], points[i]) : difference(points[i], points[i + 1])
            let after = i < n - 1 ? difference(points[i], points[i + 1]) : before
            let t = parameter(shape.tension, i), b = parameter(shape.bias, i)
            // Apple documents positive continuity as sharper corners, which is negative continuity in
            // Kochanek and Bartels' paper (where −1 gives straight segments meeting at a corner).
            let c = -parameter(shape.continuity, i)
            var scaleOut = 1.0, scaleIn = 1.0
            if let times, i > 0, i < n - 1 {
                let (last, next) = (times[i] - times[i - 1], times[i + 1] - times[i])
                if last + next > 0 { (scaleIn, scaleOut) = (2 * last / (last + next), 2 * next / (last + next)) }
            }
            let outWeights = ((1 - t) * (1 + c) * (1 + b) / 2, (1 - t) * (1 - c) * (1 - b) / 2)
            let inWeights = ((1 - t) * (1 - c) * (1 + b) / 2, (1 - t) * (1 + c) * (1 - b) / 2)
            outgoing.append(zip(before, after).map { scaleOut * (outWeights.0 * $0 + outWeights.1 * $1) })
            incoming.append(zip(before, after).map { scaleIn * (inWeights.0 * $0 + inWeights.1 * $1) })
        }
        (keyframes, self.points, self.outgoing, self.incoming) = (values, points, outgoing, incoming)
    }

    /// The number of segments.
    var segments: Int { points.count - 1 }

    /// The coordinates `progress` of the way along `segment`; outside 0...1 the segment's cubic carries on.
    func coordinates(segment i: Int, progress u: Double) -> [Double] {
        let u2 = u * u, u3 = u2 * u
        let (h00, h10) = (2 * u3 - 3 * u2 + 1, u3 - 2 * u2 + u)
        let (h01, h11) = (-2 * u3 + 3 * u2, u3 - u2)
        return (0..<points[i].count).map { k in
            h00 * points[i][k] + h10 * outgoing[i][k] + h01 * points[i + 1][k] + h11 * incoming[i + 1][k]
        }
    }

    /// The value `progress` of the way along `segment`, of the kind and shape of the keyframe it leaves.
    func value(segment: Int, progress: Double) -> AnimationValue {
        keyframes[segment].with(coordinates: coordinates(segment: segment, progress: progress))
    }
}

/// A spline's length measured along it, to travel it at an even pace.
struct ArcLengthTable: Sendable {
    /// Samples per segment: enough that chords hug a keyframe spline to well under a thousandth of its length.
    private static let resolution = 64
    /// The distance covered up to each sample, at parameters `i / resolution` over the whole spline.
    private let lengths: [Double]
    private let segments: Int

    /// The table for `spline`, or `nil` when it has no length to travel.
    init?(_ spline: CubicSpline) {
        let n = Self.resolution
        var lengths = [0.0]
        var previous = spline.coordinates(segment: 0, progress: 0)
        for segment in 0..<spline.segments {
            for step in 1...n {
                let point = spline.coordinates(segment: segment, progress: Double(step) / Double(n))
                lengths.append(lengths[lengths.count - 1] + AnimationValue.euclidean(previous, point))
                previous = point
            }
        }
        guard let total = lengths.last, total > 0, total.isFinite else { return nil }
        self.lengths = lengths
        segments = spline.segments
    }

    /// The segment and progress through it at which `fraction` of the whole length has been covered;
    /// fractions outside 0...1 stay at the ends.
    func locate(_ fraction: Double) -> (segment: Int, progress: Double) {
        let target = min(max(fraction, 0), 1) * lengths[lengths.count - 1]
        // The first sample at or past the target, by bisection; the one before it is short of it.
        var (low, high) = (0, lengths.count - 1)
        while low < high {
            let middle = (low + high) / 2
            if lengths[middle] < target { low = middle + 1 } else { high = middle }
        }
        let span = low > 0 ? lengths[low] - lengths[low - 1] : 0
        let sample = span > 0 ? Double(low - 1) + (target - lengths[low - 1]) / span : Double(low)
        let parameter = sample / Double(Self.resolution)
        let segment = Int(clamping: parameter, within: 0...segments - 1)
        return (segment, parameter - Double(segment))
    }
}
