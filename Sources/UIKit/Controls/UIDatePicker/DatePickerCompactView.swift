import Foundation

/// The compact style of a date picker: the value in pill-shaped labels (the date, the time, or both side
/// by side). Tapping the date presents an inline calendar picker in a popover from the nearest view
/// controller; what is picked there becomes the picker's value.
@MainActor
final class DatePickerCompactView: UIView, UIPopoverPresentationControllerDelegate {
    static let pillHeight: CGFloat = 34
    static let padding: CGFloat = 11
    static let spacing: CGFloat = 6

    private unowned let datePicker: UIDatePicker
    let dateLabel = UILabel()
    let timeLabel = UILabel()

    init(datePicker: UIDatePicker) {
        self.datePicker = datePicker
        super.init(frame: .zero)
        for label in [dateLabel, timeLabel] {
            label.font = .systemFont(ofSize: 17)
            label.textAlignment = .center
            label.backgroundColor = .tertiarySystemFill
            label.layer.cornerRadius = 6
            label.clipsToBounds = true
            addSubview(label)
        }
        dateLabel.isHidden = datePicker.datePickerMode == .time
        timeLabel.isHidden = datePicker.datePickerMode == .date
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: DatePickerCompactView.handleTap))
    }

    required init?(coder: NSCoder) {
        nil
    }

    private var pills: [UILabel] { [dateLabel, timeLabel].filter { !$0.isHidden } }

    private func pillWidth(_ label: UILabel) -> CGFloat {
        (label.intrinsicContentSize.width + 2 * Self.padding).rounded(.up)
    }

    /// The pills side by side, each its text's width plus padding, 34 high.
    override var intrinsicContentSize: CGSize {
        let widths = pills.map(pillWidth)
        return CGSize(width: widths.reduce(0, +) + Self.spacing * CGFloat(max(widths.count - 1, 0)), height: Self.pillHeight)
    }

    /// Shows the picker's value in the locale's medium date and short time.
    func update() {
        let calendar = datePicker.workingCalendar
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.locale = calendar.locale
        formatter.dateStyle = .medium
        dateLabel.text = formatter.string(from: datePicker.shownDate)
        formatter.dateStyle = .none
        formatter.setLocalizedDateFormatFromTemplate("jmm")
        timeLabel.text = formatter.string(from: datePicker.shownDate)
        invalidateIntrinsicContentSize()
        datePicker.invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The pills from the trailing edge, as iOS lines them up in a row of a form.
    override func layoutSubviews() {
        super.layoutSubviews()
        var x = bounds.width
        for label in pills.reversed() {
            let width = pillWidth(label)
            x -= width
            label.frame = CGRect(x: x, y: ((bounds.height - Self.pillHeight) / 2).rounded(.down), width: width, height: Self.pillHeight)
            x -= Self.spacing
        }
    }

    /// The calendar stays a popover in compact widths too, as iOS shows it on a phone.
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .none }

    /// A tap on the date pill opens the calendar.
    private func handleTap(_ tap: UITapGestureRecognizer) {
        guard tap.state == .ended, !dateLabel.isHidden, dateLabel.frame.contains(tap.location(in: self)) else { return }
        presentCalendar()
    }

    /// Presents an inline date picker in a popover pointing at the date pill, from the nearest view controller.
    func presentCalendar() {
        var responder: UIResponder? = datePicker
        while let current = responder, !(current is UIViewController) { responder = current.next }
        guard let presenter = (responder as? UIViewController) ?? window?.rootViewController else {
            return uikitLog.error("UIDatePicker: cannot show the calendar: the picker is in no view controller's view.")
        }
        let popover = UIViewController()
        let inline = UIDatePicker()
        inline.datePickerMode = .date
        inline.preferredDatePickerStyle = .inline
        inline.calendar = datePicker.calendar
        inline.locale = datePicker.locale
        inline.timeZone = datePicker.timeZone
        inline.minimumDate = datePicker.minimumDate
        inline.maximumDate = datePicker.maximumDate
        inline.date = datePicker.shownDate
        inline.addAction(UIAction { [weak datePicker] action in
            guard let datePicker, let sender = action.sender as? UIDatePicker else { return }
            datePicker.userPicked(sender.date)
        }, for: .valueChanged)
        popover.view = inline
        popover.preferredContentSize = inline.intrinsicContentSize
        popover.modalPresentationStyle = .popover
        popover.popoverPresentationController?.sourceView = dateLabel
        popover.popoverPresentationController?.delegate = self
        presenter.present(popover, animated: true)
    }
}
