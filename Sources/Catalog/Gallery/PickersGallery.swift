import Foundation
import UIKit

/// A picker of a size and a unit, as an app's settings screen shows one.
@MainActor
private final class SizePickerSource: UIPickerViewDataSource, UIPickerViewDelegate {
    static let shared = SizePickerSource()
    let sizes = (1...100).map { "\($0)" }
    let units = ["pt", "px", "mm", "cm", "in"]

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        component == 0 ? sizes.count : units.count
    }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        component == 0 ? sizes[row] : units[row]
    }
}

/// The gallery's pickers: a two-wheel picker, and date pickers in each style and mode, all on a fixed date
/// so that the gallery looks the same on every run.
@MainActor func pickersGalleryRows() -> [(title: String, view: UIView)] {
    let shownDate = Date(timeIntervalSince1970: 1_773_570_600) // 15 March 2026, 10:30 UTC
    func datePicker(_ mode: UIDatePicker.Mode, _ style: UIDatePickerStyle, configure: (UIDatePicker) -> Void = { _ in }) -> UIDatePicker {
        let picker = UIDatePicker()
        picker.timeZone = TimeZone(identifier: "UTC")
        picker.locale = Locale(identifier: "en_US")
        picker.datePickerMode = mode
        picker.preferredDatePickerStyle = style
        picker.date = shownDate
        configure(picker)
        return picker
    }
    let sizes = UIPickerView()
    sizes.dataSource = SizePickerSource.shared
    sizes.delegate = SizePickerSource.shared
    sizes.selectRow(16, inComponent: 0, animated: false)
    return [
        ("UIPickerView: two wheels", sizes),
        ("UIDatePicker .date, wheels", datePicker(.date, .wheels)),
        ("UIDatePicker .time, wheels, 5-minute interval", datePicker(.time, .wheels) { $0.minuteInterval = 5 }),
        ("UIDatePicker .dateAndTime, wheels", datePicker(.dateAndTime, .wheels)),
        ("UIDatePicker .countDownTimer", datePicker(.countDownTimer, .wheels) { $0.countDownDuration = 5400 }),
        ("UIDatePicker .date, inline, up to 25 March", datePicker(.date, .inline) {
            $0.maximumDate = shownDate.addingTimeInterval(10 * 86_400)
        }),
        ("UIDatePicker .dateAndTime, compact", datePicker(.dateAndTime, .compact)),
    ]
}
