import Foundation

/// The wheels style of a date picker: a `UIPickerView` whose components come from the mode and the
/// locale's date and time patterns, and whose rows map to calendar values.
@MainActor
final class DatePickerWheels: UIPickerViewDataSource, UIPickerViewDelegate {
    /// One wheel's kind.
    enum Column: Equatable {
        case month, day, year, hour, minute, dayPeriod, countDownHours, countDownMinutes
        /// Days counted from `DatePickerWheels.firstDay`, titled with the weekday (`.dateAndTime`).
        case weekdayAndDay
    }

    /// The rows of the year wheel: years 1 to 9999.
    static let years = 1...9999
    /// The rows of the day wheel of `.dateAndTime`: this many days, centred on the day shown when it was made.
    static let dayCount = 20_001

    private unowned let datePicker: UIDatePicker
    let picker = UIPickerView()
    private(set) var columns: [Column] = []
    /// Whether hours go from 0 to 23 rather than 12, 1 … 11 with AM and PM.
    private var uses24Hours = false
    /// The first day of the `.weekdayAndDay` wheel, at its start.
    private var firstDay = Date()
    private let dayFormatter = DateFormatter()

    init(datePicker: UIDatePicker) {
        self.datePicker = datePicker
        let calendar = datePicker.workingCalendar
        let locale = calendar.locale ?? .current
        let timePattern = DateFormatter.dateFormat(fromTemplate: "jm", options: 0, locale: locale) ?? "h:mm a"
        uses24Hours = !timePattern.contains("a")
        let time: [Column] = uses24Hours ? [.hour, .minute] : [.hour, .minute, .dayPeriod]
        switch datePicker.datePickerMode {
        case .time:
            columns = time
        case .date:
            columns = Self.order([.month, .day, .year], template: "yMMMMd", locale: locale)
        case .yearAndMonth:
            columns = Self.order([.month, .year], template: "yMMMM", locale: locale)
        case .dateAndTime:
            columns = [.weekdayAndDay] + time
            let today = calendar.startOfDay(for: datePicker.shownDate)
            firstDay = calendar.date(byAdding: .day, value: -Self.dayCount / 2, to: today) ?? today
        case .countDownTimer:
            columns = [.countDownHours, .countDownMinutes]
        }
        dayFormatter.calendar = calendar
        dayFormatter.timeZone = calendar.timeZone
        dayFormatter.locale = locale
        dayFormatter.dateFormat = DateFormatter.dateFormat(fromTemplate: "MMMEd", options: 0, locale: locale) ?? "EEE MMM d"
        picker.dataSource = self
        picker.delegate = self
    }

    /// `columns` in the order their letters appear in the locale's pattern for `template`.
    private static func order(_ columns: [Column], template: String, locale: Locale) -> [Column] {
        let pattern = Array(DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale) ?? template)
        func position(_ column: Column) -> Int {
            let letter: Character = column == .month ? "M" : column == .day ? "d" : "y"
            return pattern.firstIndex(where: { $0 == letter || (letter == "M" && $0 == "L") }) ?? pattern.count
        }
        return columns.sorted { position($0) < position($1) }
    }

    /// The wheels' size, iOS's picker size.
    var intrinsicSize: CGSize { UIPickerView.defaultSize }

    // MARK: Data

    func numberOfComponents(in pickerView: UIPickerView) -> Int { columns.count }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        switch columns[component] {
        case .month: return datePicker.workingCalendar.monthSymbols.count
        case .day: return 31
        case .year: return Self.years.count
        case .weekdayAndDay: return Self.dayCount
        case .hour: return uses24Hours ? 24 : 12
        case .minute, .countDownMinutes: return 60 / datePicker.minuteInterval
        case .dayPeriod: return 2
        case .countDownHours: return 24
        }
    }

    /// The day wheel of `.dateAndTime` is wider than the time wheels, as on iOS.
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        let spare = pickerView.bounds.width - 2 * UIPickerView.componentMargin
            - UIPickerView.componentSpacing * CGFloat(columns.count - 1)
        guard columns.first == .weekdayAndDay else { return pickerView.evenComponentWidth }
        let day = (spare * 0.44).rounded(.down)
        return component == 0 ? day : ((spare - day) / CGFloat(columns.count - 1)).rounded(.down)
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        let calendar = datePicker.workingCalendar
        switch columns[component] {
        case .month: return calendar.monthSymbols[row]
        case .day: return "\(row + 1)"
        case .year: return "\(Self.years.lowerBound + row)"
        case .weekdayAndDay:
            return calendar.date(byAdding: .day, value: row, to: firstDay).map(dayFormatter.string(from:))
        case .hour: return uses24Hours ? String(format: "%02d", row) : "\(row == 0 ? 12 : row)"
        case .minute: return String(format: "%02d", row * datePicker.minuteInterval)
        case .dayPeriod: return row == 0 ? calendar.amSymbol : calendar.pmSymbol
        case .countDownHours: return row == 1 ? "1 hour" : "\(row) hours"
        case .countDownMinutes: return "\(row * datePicker.minuteInterval) min"
        }
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        if datePicker.datePickerMode == .countDownTimer {
            let hours = pickerView.selectedRow(inComponent: 0), minutes = pickerView.selectedRow(inComponent: 1)
            return datePicker.userPicked(countDown: TimeInterval(hours * 3600 + minutes * datePicker.minuteInterval * 60))
        }
        datePicker.userPicked(selectedDate())
    }

    // MARK: Rows and dates

    /// Turns every wheel to the picker's value.
    func show(animated: Bool) {
        for (component, row) in rows().enumerated() where picker.selectedRow(inComponent: component) != row {
            picker.selectRow(row, inComponent: component, animated: animated)
        }
    }

    /// The row of each wheel for the picker's value.
    private func rows() -> [Int] {
        let interval = datePicker.minuteInterval
        if datePicker.datePickerMode == .countDownTimer {
            let minutes = Int(datePicker.countDownDuration) / 60
            return [minutes / 60, (minutes % 60) / interval]
        }
        let calendar = datePicker.workingCalendar
        let date = datePicker.shownDate
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        return columns.map { column in
            switch column {
            case .month: return (parts.month ?? 1) - 1
            case .day: return (parts.day ?? 1) - 1
            case .year: return min(max((parts.year ?? 1) - Self.years.lowerBound, 0), Self.years.count - 1)
            case .weekdayAndDay:
                let days = calendar.dateComponents([.day], from: firstDay, to: calendar.startOfDay(for: date)).day ?? 0
                return min(max(days, 0), Self.dayCount - 1)
            case .hour: return uses24Hours ? (parts.hour ?? 0) : (parts.hour ?? 0) % 12
            case .minute: return (parts.minute ?? 0) / interval
            case .dayPeriod: return (parts.hour ?? 0) < 12 ? 0 : 1
            case .countDownHours, .countDownMinutes: return 0
            }
        }
    }

    /// The date the wheels select: what they do not show (the day of `.yearAndMonth`, the date of `.time`)
    /// comes from the picker's value, and a day past the month's end becomes its last day.
    private func selectedDate() -> Date {
        let calendar = datePicker.workingCalendar
        let base = datePicker.shownDate
        var parts = calendar.dateComponents([.era, .year, .month, .day, .hour, .minute], from: base)
        var day: Int?
        for (component, column) in columns.enumerated() {
            let row = picker.selectedRow(inComponent: component)
            switch column {
            case .month: parts.month = row + 1
            case .day: day = row + 1
            case .year: parts.year = Self.years.lowerBound + row
            case .weekdayAndDay:
                if let picked = calendar.date(byAdding: .day, value: row, to: firstDay) {
                    let dayParts = calendar.dateComponents([.era, .year, .month, .day], from: picked)
                    (parts.era, parts.year, parts.month, day) = (dayParts.era, dayParts.year, dayParts.month, dayParts.day)
                }
            case .hour: parts.hour = uses24Hours ? row : row + ((parts.hour ?? 0) >= 12 ? 12 : 0)
            case .minute: parts.minute = row * datePicker.minuteInterval
            case .dayPeriod: parts.hour = (parts.hour ?? 0) % 12 + row * 12
            case .countDownHours, .countDownMinutes: break
            }
        }
        parts.day = 1
        guard let month = calendar.date(from: parts) else { return base }
        let length = calendar.range(of: .day, in: .month, for: month)?.count ?? 31
        parts.day = min(day ?? calendar.component(.day, from: base), length)
        return calendar.date(from: parts) ?? base
    }
}
