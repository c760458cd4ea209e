import Foundation

/// What the value controls (switch, slider, stepper, progress view) share: their thumbs' look and the check
/// that refuses a value that is not a number.
@MainActor
enum ControlLook {
    /// Gives `view` the look of iOS's white thumb: a disc of `color` lifted by a soft shadow (iOS 13–18).
    static func styleThumb(_ view: UIView, diameter: CGFloat, color: UIColor) {
        view.backgroundColor = color
        view.layer.cornerRadius = diameter / 2
        view.layer.shadowColor = UIColor.black.cgColor
        view.layer.shadowOpacity = 0.2
        view.layer.shadowOffset = CGSize(width: 0, height: 2)
        view.layer.shadowRadius = 3
    }

    /// Whether `value` is finite; when it is not, logs that `type` ignored it for `property`, so that what is
    /// on screen stays as it was.
    static func isFinite<Value: BinaryFloatingPoint>(_ value: Value, _ type: String, _ property: String) -> Bool {
        guard value.isFinite else {
            uikitLog.error("\(type): \(property) \(value) is not a finite number; ignored.")
            return false
        }
        return true
    }
}
