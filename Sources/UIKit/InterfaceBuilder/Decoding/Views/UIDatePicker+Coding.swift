import Foundation

extension UIDatePicker {
    /// Mode, style, minute interval, and the `<date key="date">`, `minimumDate` and `maximumDate` values.
    func decodeDatePicker(from coder: InterfaceBuilderCoder) {
        if let mode = coder.enumeration("datePickerMode", ["time", "date", "dateAndTime", "countDownTimer", "yearAndMonth"], as: Mode.self) {
            datePickerMode = mode
        }
        if let style = coder.enumeration("style", ["automatic", "wheels", "compact", "inline"], as: UIDatePickerStyle.self) {
            preferredDatePickerStyle = style
        }
        if coder.containsValue(forKey: "minuteInterval") {
            let interval = coder.decodeInteger(forKey: "minuteInterval")
            if interval >= 1, interval <= 30, 60 % interval == 0 { minuteInterval = interval }
        }
        if let date = coder.decodeObject(forKey: "minimumDate") as? Date { minimumDate = date }
        if let date = coder.decodeObject(forKey: "maximumDate") as? Date { maximumDate = date }
        if let date = coder.decodeObject(forKey: "date") as? Date { self.date = date }
        if let duration = coder.double("countDownDuration") { countDownDuration = duration }
    }
}
