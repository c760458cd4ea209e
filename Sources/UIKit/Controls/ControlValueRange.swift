import Foundation

/// A control's value kept within its minimum and maximum, as `UISlider` and `UIStepper` keep theirs: a new end
/// past the other pushes it along, the value follows the ends, and a value that is not a finite number is
/// refused and logged in the control's name.
@MainActor
struct ControlValueRange<Value: BinaryFloatingPoint> {
    /// The control's type, for the log.
    let control: String
    private(set) var value: Value
    private(set) var minimum: Value
    private(set) var maximum: Value

    init(_ control: String, value: Value, in range: ClosedRange<Value>) {
        self.control = control
        (minimum, maximum) = (range.lowerBound, range.upperBound)
        self.value = min(range.upperBound, max(range.lowerBound, value))
    }

    /// Sets the value, clamped to the range; false when it is refused or nothing changed.
    mutating func setValue(_ newValue: Value) -> Bool {
        guard ControlLook.isFinite(newValue, control, "value") else { return false }
        let clamped = min(maximum, max(minimum, newValue))
        guard clamped != value else { return false }
        value = clamped
        return true
    }

    /// Sets the minimum, raising the maximum to it if it was lower; false when refused.
    mutating func setMinimum(_ newValue: Value) -> Bool {
        guard ControlLook.isFinite(newValue, control, "minimumValue") else { return false }
        minimum = newValue
        maximum = max(maximum, newValue)
        value = min(maximum, max(minimum, value))
        return true
    }

    /// Sets the maximum, lowering the minimum to it if it was higher; false when refused.
    mutating func setMaximum(_ newValue: Value) -> Bool {
        guard ControlLook.isFinite(newValue, control, "maximumValue") else { return false }
        maximum = newValue
        minimum = min(minimum, newValue)
        value = min(maximum, max(minimum, value))
        return true
    }
}
