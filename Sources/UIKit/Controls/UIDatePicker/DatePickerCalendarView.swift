import Foundation

/// The inline style of a date picker: a month header with paging arrows, the weekdays, a grid of the
/// month's days with the selected one on a circle of the tint colour, and, when the mode has a time, a
/// time row below. Tapping a day picks it (keeping the time); days outside the picker's range are dimmed
/// and cannot be picked.
@MainActor
final class DatePickerCalendarView: UIView {
    static let headerHeight: CGFloat = 44
    static let weekdayHeight: CGFloat = 20
    static let cellHeight: CGFloat = 44
    static let timeRowHeight: CGFloat = 44
    static let width: CGFloat = 320

    private unowned let datePicker: UIDatePicker
    /// The first day of the month shown.
    private(set) var month = Date()
    let monthLabel = UILabel()
    let previousButton = UIButton(type: .system)
    let nextButton = UIButton(type: .system)
    private var weekdayLabels: [UILabel] = []
    /// The 42 day cells, six weeks from the week holding the month's first day.
    private(set) var dayLabels: [UILabel] = []
    let timeLabel = UILabel()
    let timeValueLabel = UILabel()
    private let selectionCircle = UIView()
    /// The cell of the selected day, when it is in the month shown.
    private var selectedCell: Int?

    init(datePicker: UIDatePicker) {
        self.datePicker = datePicker
        super.init(frame: CGRect(origin: .zero, size: CGSize(width: Self.width, height: 0)))
        monthLabel.font = .boldSystemFont(ofSize: 17)
        previousButton.setTitle("‹", for: .normal)
        nextButton.setTitle("›", for: .normal)
        previousButton.addAction(UIAction { [unowned self] _ in showMonth(by: -1) }, for: .touchUpInside)
        nextButton.addAction(UIAction { [unowned self] _ in showMonth(by: 1) }, for: .touchUpInside)
        selectionCircle.isUserInteractionEnabled = false
        for view in [monthLabel, previousButton, nextButton, selectionCircle] { addSubview(view) }
        for _ in 0..<7 {
            let label = UILabel()
            label.font = .boldSystemFont(ofSize: 13)
            label.textColor = .secondaryLabel
            label.textAlignment = .center
            weekdayLabels.append(label)
            addSubview(label)
        }
        for _ in 0..<42 {
            let label = UILabel()
            label.font = .systemFont(ofSize: 20)
            label.textAlignment = .center
            dayLabels.append(label)
            addSubview(label)
        }
        if hasTimeRow {
            timeLabel.text = "Time"
            timeLabel.font = .systemFont(ofSize: 17)
            timeValueLabel.font = .systemFont(ofSize: 17)
            timeValueLabel.textAlignment = .center
            timeValueLabel.backgroundColor = .tertiarySystemFill
            timeValueLabel.layer.cornerRadius = 6
            timeValueLabel.clipsToBounds = true
            addSubview(timeLabel)
            addSubview(timeValueLabel)
        }
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: DatePickerCalendarView.handleTap))
        month = firstOfMonth(datePicker.shownDate)
    }

    required init?(coder: NSCoder) {
        nil
    }

    private var hasTimeRow: Bool { datePicker.datePickerMode == .dateAndTime || datePicker.datePickerMode == .time }
    private var hasGrid: Bool { datePicker.datePickerMode != .time }

    /// 320 wide; the header, weekdays and six weeks of 44 points, plus the time row.
    override var intrinsicContentSize: CGSize {
        let grid = hasGrid ? Self.headerHeight + Self.weekdayHeight + 6 * Self.cellHeight : 0
        return CGSize(width: Self.width, height: grid + (hasTimeRow ? Self.timeRowHeight : 0))
    }

    private func firstOfMonth(_ date: Date) -> Date {
        let calendar = datePicker.workingCalendar
        return calendar.dateInterval(of: .month, for: date)?.start ?? date
    }

    /// The day of each cell: the week holding the month's first day, and the five after it.
    func day(ofCell index: Int) -> Date? {
        let calendar = datePicker.workingCalendar
        let lead = (calendar.component(.weekday, from: month) - calendar.firstWeekday + 7) % 7
        return calendar.date(byAdding: .day, value: index - lead, to: month)
    }

    /// Whether `day` may be picked: some of it lies within the picker's range.
    private func isAllowed(_ day: Date) -> Bool {
        let calendar = datePicker.workingCalendar
        let (lower, upper) = datePicker.allowedRange
        let end = calendar.date(byAdding: .day, value: 1, to: day) ?? day
        return (lower.map { end > $0 } ?? true) && (upper.map { day <= $0 } ?? true)
    }

    /// Pages the month shown by `months`; the value does not change.
    func showMonth(by months: Int) {
        month = datePicker.workingCalendar.date(byAdding: .month, value: months, to: month) ?? month
        update(followingValue: false)
    }

    /// Shows the picker's value: the month holding it once the value changes, the labels, the selection.
    func update(followingValue: Bool = true) {
        if followingValue { month = firstOfMonth(datePicker.shownDate) }
        let calendar = datePicker.workingCalendar
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.locale = calendar.locale
        formatter.setLocalizedDateFormatFromTemplate("yMMMM")
        monthLabel.text = formatter.string(from: month)
        let symbols = calendar.shortWeekdaySymbols
        for (index, label) in weekdayLabels.enumerated() {
            label.text = symbols[(calendar.firstWeekday - 1 + index) % 7].uppercased()
        }
        let selected = calendar.startOfDay(for: datePicker.shownDate)
        let shownMonth = calendar.component(.month, from: month)
        selectedCell = nil
        for (index, label) in dayLabels.enumerated() {
            guard let day = day(ofCell: index), calendar.component(.month, from: day) == shownMonth else {
                label.text = nil
                continue
            }
            label.text = "\(calendar.component(.day, from: day))"
            if calendar.startOfDay(for: day) == selected {
                label.textColor = .white
                label.font = .boldSystemFont(ofSize: 20)
                selectedCell = index
            } else {
                label.textColor = isAllowed(day) ? .label : .tertiaryLabel
                label.font = .systemFont(ofSize: 20)
            }
        }
        selectionCircle.isHidden = selectedCell == nil
        selectionCircle.backgroundColor = tintColor
        formatter.setLocalizedDateFormatFromTemplate("jmm")
        timeValueLabel.text = formatter.string(from: datePicker.shownDate)
        setNeedsLayout()
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        selectionCircle.backgroundColor = tintColor
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width, cell = width / 7
        var y: CGFloat = 0
        if hasGrid {
            monthLabel.frame = CGRect(x: 16, y: 0, width: width - 120, height: Self.headerHeight)
            previousButton.frame = CGRect(x: width - 96, y: 0, width: 44, height: Self.headerHeight)
            nextButton.frame = CGRect(x: width - 48, y: 0, width: 44, height: Self.headerHeight)
            y = Self.headerHeight
            for (index, label) in weekdayLabels.enumerated() {
                label.frame = CGRect(x: CGFloat(index) * cell, y: y, width: cell, height: Self.weekdayHeight)
            }
            y += Self.weekdayHeight
            for (index, label) in dayLabels.enumerated() {
                label.frame = CGRect(x: CGFloat(index % 7) * cell, y: y + CGFloat(index / 7) * Self.cellHeight,
                                     width: cell, height: Self.cellHeight)
            }
            let diameter = min(cell, Self.cellHeight) - 4
            let selected = dayLabels[selectedCell ?? 0].frame
            selectionCircle.frame = CGRect(x: selected.midX - diameter / 2, y: selected.midY - diameter / 2,
                                           width: diameter, height: diameter)
            selectionCircle.layer.cornerRadius = diameter / 2
            y += 6 * Self.cellHeight
        }
        if hasTimeRow {
            timeLabel.frame = CGRect(x: 16, y: y, width: 100, height: Self.timeRowHeight)
            timeValueLabel.frame = CGRect(x: width - 16 - 96, y: y + 5, width: 96, height: Self.timeRowHeight - 10)
        }
    }

    /// A tap on a day of the month picks it, at the picker's time of day.
    private func handleTap(_ tap: UITapGestureRecognizer) {
        guard tap.state == .ended, hasGrid else { return }
        let point = tap.location(in: self)
        guard let index = dayLabels.firstIndex(where: { $0.frame.contains(point) && $0.text != nil }),
              let day = day(ofCell: index), isAllowed(day) else { return }
        let calendar = datePicker.workingCalendar
        let time = calendar.dateComponents([.hour, .minute, .second], from: datePicker.shownDate)
        var parts = calendar.dateComponents([.era, .year, .month, .day], from: day)
        (parts.hour, parts.minute, parts.second) = (time.hour, time.minute, time.second)
        if let picked = calendar.date(from: parts) { datePicker.userPicked(picked) }
    }
}
