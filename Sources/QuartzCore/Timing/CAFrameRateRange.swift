import Foundation

/// The range of frame rates a display link or animation prefers.
public struct CAFrameRateRange: Hashable, Sendable {
    /// The lowest acceptable rate.
    public var minimum: Float
    /// The highest acceptable rate.
    public var maximum: Float
    /// The preferred rate, if any.
    public var preferred: Float?

    /// A range with an optional preferred rate.
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// The display's native rate.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)

    /// Whether the two ranges are the same.
    public func isEqual(to range: CAFrameRateRange) -> Bool { self == range }

    /// The range with rates that are not finite or not positive read as 0 (no bound, or no preference),
    /// the minimum no higher than the maximum and the preferred rate within them.
    var sanitized: CAFrameRateRange {
        func rate(_ value: Float) -> Float { value.isFinite && value > 0 ? value : 0 }
        let maximum = rate(self.maximum)
        let minimum = maximum > 0 ? min(rate(self.minimum), maximum) : rate(self.minimum)
        var preferred = preferred.map(rate)
        if let wanted = preferred, wanted > 0 {
            let raised = max(wanted, minimum)
            preferred = maximum > 0 ? min(raised, maximum) : raised
        }
        return CAFrameRateRange(minimum: minimum, maximum: maximum, preferred: preferred)
    }
}
