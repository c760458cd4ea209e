extension Int {
    /// `value` rounded by `rule` and kept within `limits` (NaN gives the lower limit): the conversion from
    /// floating point for pixel sizes, counts and indices computed from geometry, which must not trap on a
    /// huge finite value as `Int(_:)` does. Inlinable, so that it is specialized for `CGFloat` where it is used.
    @inlinable package init<Value: BinaryFloatingPoint>(clamping value: Value, rounding rule: FloatingPointRoundingRule = .towardZero,
                                            within limits: ClosedRange<Int> = Int.min...Int.max) {
        let rounded = value.rounded(rule)
        if rounded.isNaN || rounded <= Value(limits.lowerBound) {
            self = limits.lowerBound
        } else if rounded >= Value(limits.upperBound) {
            self = limits.upperBound
        } else {
            self = Int(rounded)
        }
    }
}
