import Foundation

extension UIDatePicker {
    /// What a date picker picks.
    public enum Mode: Int, Sendable {
        /// Hours and minutes (with AM/PM where the locale uses a 12-hour clock).
        case time = 0
        /// Day, month and year.
        case date = 1
        /// A day, hours and minutes.
        case dateAndTime = 2
        /// A duration in hours and minutes, up to 23:59 (`countDownDuration`).
        case countDownTimer = 3
        /// Month and year.
        case yearAndMonth = 4
    }
}
