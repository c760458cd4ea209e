import Foundation

/// How a date picker shows itself.
public enum UIDatePickerStyle: Int, Sendable {
    /// The best style for the mode: compact for dates and times, wheels for countdowns and year-and-month.
    case automatic = 0
    /// Spinning wheels.
    case wheels = 1
    /// A pill-shaped label of the value that opens an inline calendar in a popover.
    case compact = 2
    /// A month calendar with a time row, shown in place.
    case inline = 3
}
