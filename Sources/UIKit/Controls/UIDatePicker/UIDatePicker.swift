import Foundation

/// A control for picking a date, a time, both, a year and month, or a countdown duration, in one of three
/// styles: wheels (built on `UIPickerView`), an inline month calendar, or a compact pill that opens the
/// calendar in a popover. It sends `.valueChanged` when the user changes the value, never for changes made
/// in code.
///
/// The wheels follow the locale's order (month/day/year in the US, day/month/year in Britain; hour, minute
/// and AM/PM or a 24-hour clock). A value the user turns past `minimumDate` or `maximumDate` springs back to
/// the bound, as on iOS; a day beyond the month's end (31 February) springs back to its last day.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
    /// The longest countdown, 23:59, in seconds.
    static let longestCountDown: TimeInterval = 86_399

    /// What the picker picks; `.dateAndTime` by default.
    open var datePickerMode: Mode = .dateAndTime {
        didSet { if datePickerMode != oldValue { rebuild() } }
    }

    /// The style the app asks for; `.automatic` by default.
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic {
        didSet { if preferredDatePickerStyle != oldValue { rebuild() } }
    }

    /// The style shown: the preferred one where the mode allows it (countdowns and year-and-month show only
    /// wheels), and for `.automatic`, compact for dates and times.
    open var datePickerStyle: UIDatePickerStyle {
        switch datePickerMode {
        case .countDownTimer, .yearAndMonth: return .wheels
        default: return preferredDatePickerStyle == .automatic ? .compact : preferredDatePickerStyle
        }
    }

    /// The value shown; now by default. Setting it from code moves the picker without an animation and
    /// sends no event; a value outside the minimum and maximum is kept here but shown at the bound.
    open var date: Date {
        get { storedDate }
        set { setDate(newValue, animated: false) }
    }
    private var storedDate = Date()

    /// The earliest date the user may pick; nil for none. Ignored, with `maximumDate`, when later than it,
    /// and in countdown mode.
    open var minimumDate: Date? {
        didSet { valueDidChange(animated: false) }
    }

    /// The latest date the user may pick; nil for none (see `minimumDate`).
    open var maximumDate: Date? {
        didSet { valueDidChange(animated: false) }
    }

    /// The step of the minute wheel, 1 to 30 and dividing 60; other values are ignored, as UIKit does.
    open var minuteInterval = 1 {
        didSet {
            guard (1...30).contains(minuteInterval), 60 % minuteInterval == 0 else {
                uikitLog.error("UIDatePicker: ignored minute interval \(minuteInterval): it must lie between 1 and 30 and divide 60; it stays \(oldValue).")
                minuteInterval = oldValue
                return
            }
            if minuteInterval != oldValue { rebuild() }
        }
    }

    /// Whether a date is rounded to the nearest `minuteInterval` when set; true by default.
    open var roundsToMinuteInterval = true

    /// The countdown in seconds, for `.countDownTimer`: 0 to 86,399 (23:59), larger values clamped; values
    /// that are not finite are refused.
    open var countDownDuration: TimeInterval {
        get { storedCountDown }
        set {
            guard newValue.isFinite else {
                return uikitLog.error("UIDatePicker: refused count-down duration \(newValue): it is not finite; it stays \(storedCountDown).")
            }
            storedCountDown = min(max(newValue, 0), Self.longestCountDown)
            valueDidChange(animated: false)
        }
    }
    private var storedCountDown: TimeInterval = 0

    /// The locale the picker formats with; nil for the current one.
    open var locale: Locale? {
        didSet { rebuild() }
    }

    /// The calendar the picker counts days and months in; the locale's by default.
    open var calendar: Calendar! {
        get { storedCalendar ?? (locale ?? .current).calendar }
        set {
            storedCalendar = newValue
            rebuild()
        }
    }
    private var storedCalendar: Calendar?

    /// The time zone the picker shows dates in; nil for the system's.
    open var timeZone: TimeZone? {
        didSet { rebuild() }
    }

    /// The wheels, in the wheels style.
    private(set) var wheels: DatePickerWheels?
    /// The month calendar, in the inline style.
    private(set) var calendarView: DatePickerCalendarView?
    /// The pill, in the compact style.
    private(set) var compactView: DatePickerCompactView?

    /// A date and time picker in the automatic style.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        rebuild()
    }

    /// A date picker decoded from an archive: from an Interface Builder document, its mode, style and dates.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        rebuild()
        if let coder = coder as? InterfaceBuilderCoder { decodeDatePicker(from: coder) }
    }

    /// Shows `date` (see `date`), turning the wheels when `animated`.
    open func setDate(_ date: Date, animated: Bool) {
        storedDate = rounded(date)
        valueDidChange(animated: animated)
    }

    /// The wheels' size (320 × 216), the calendar's, or the pill's.
    open override var intrinsicContentSize: CGSize {
        wheels?.intrinsicSize ?? calendarView?.intrinsicContentSize ?? compactView?.intrinsicContentSize ?? .zero
    }

    /// The subview of the style fills the picker.
    open override func layoutSubviews() {
        super.layoutSubviews()
        for view in subviews { view.frame = bounds }
    }

    // MARK: Values

    /// The calendar in use, in the picker's time zone and locale.
    var workingCalendar: Calendar {
        var calendar = self.calendar ?? Calendar(identifier: .gregorian)
        if let timeZone { calendar.timeZone = timeZone }
        if let locale { calendar.locale = locale }
        return calendar
    }

    /// The dates the user may pick: none when the bounds cross or in countdown mode.
    var allowedRange: (lower: Date?, upper: Date?) {
        if datePickerMode == .countDownTimer { return (nil, nil) }
        if let minimumDate, let maximumDate, minimumDate > maximumDate { return (nil, nil) }
        return (minimumDate, maximumDate)
    }

    /// `date` within the allowed range.
    func clamped(_ date: Date) -> Date {
        let (lower, upper) = allowedRange
        if let lower, date < lower { return lower }
        if let upper, date > upper { return upper }
        return date
    }

    /// `date` on the nearest minute of the interval, when rounding is on and the interval is over a minute.
    private func rounded(_ date: Date) -> Date {
        guard roundsToMinuteInterval, minuteInterval > 1 else { return date }
        let step = TimeInterval(minuteInterval * 60)
        let zoneOffset = TimeInterval(workingCalendar.timeZone.secondsFromGMT(for: date))
        let local = date.timeIntervalSinceReferenceDate + zoneOffset
        return Date(timeIntervalSinceReferenceDate: (local / step).rounded() * step - zoneOffset)
    }

    /// The value the picker shows: the date within the range.
    var shownDate: Date { clamped(storedDate) }

    /// The value changed from code: the style's view shows it.
    private func valueDidChange(animated: Bool) {
        wheels?.show(animated: animated)
        calendarView?.update()
        compactView?.update()
    }

    /// The user picked `date` (from the wheels, the calendar or the popover): it is kept within the range,
    /// the view springs back if it was not, and `.valueChanged` goes out when the value changed.
    func userPicked(_ date: Date) {
        let picked = clamped(date)
        let changed = picked != storedDate
        storedDate = picked
        valueDidChange(animated: true)
        if changed { sendActions(for: .valueChanged) }
    }

    /// The user turned the countdown wheels to `duration`: as on iOS, it is at least one minute.
    func userPicked(countDown duration: TimeInterval) {
        let picked = min(max(duration, 60), Self.longestCountDown)
        let changed = picked != storedCountDown
        storedCountDown = picked
        valueDidChange(animated: true)
        if changed { sendActions(for: .valueChanged) }
    }

    /// Makes the view of the style shown, for the current mode, locale and calendar.
    private func rebuild() {
        for view in subviews { view.removeFromSuperview() }
        wheels = nil
        calendarView = nil
        compactView = nil
        let content: UIView
        switch datePickerStyle {
        case .wheels, .automatic:
            let wheels = DatePickerWheels(datePicker: self)
            self.wheels = wheels
            content = wheels.picker
        case .inline:
            let calendarView = DatePickerCalendarView(datePicker: self)
            self.calendarView = calendarView
            content = calendarView
        case .compact:
            let compactView = DatePickerCompactView(datePicker: self)
            self.compactView = compactView
            content = compactView
        }
        content.frame = bounds
        addSubview(content)
        valueDidChange(animated: false)
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }
}
