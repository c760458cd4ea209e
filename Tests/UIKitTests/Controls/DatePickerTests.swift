import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A date picker in `mode` and `style`, in US English, Gregorian, on UTC, showing 15 March 2026 10:37 UTC,
/// counting its `.valueChanged` events.
@MainActor
private func makeDatePicker(_ mode: UIDatePicker.Mode, _ style: UIDatePickerStyle = .wheels,
                            locale: String = "en_US") -> (UIDatePicker, Counter) {
    let picker = UIDatePicker()
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    picker.calendar = calendar
    picker.timeZone = calendar.timeZone
    picker.locale = Locale(identifier: locale)
    picker.datePickerMode = mode
    picker.preferredDatePickerStyle = style
    picker.date = utc(2026, 3, 15, 10, 37)
    let counter = Counter()
    picker.addAction(UIAction { _ in counter.count += 1 }, for: .valueChanged)
    return (picker, counter)
}

@MainActor private final class Counter {
    var count = 0
}

private func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
}

/// UIDatePicker: modes, styles, the locale's wheels, the range, minute interval, countdown and bad input.
@MainActor @Suite struct DatePickerTests {
    private func titles(_ picker: UIDatePicker) -> [String?] {
        let wheels = picker.wheels!.picker
        return (0..<wheels.numberOfComponents).map { component in
            (wheels.view(forRow: wheels.selectedRow(inComponent: component), forComponent: component) as? UILabel)?.text
        }
    }

    @Test func theWheelsFollowTheModeAndTheLocale() throws {
        withScreenWindow(size: CGSize(width: 320, height: 216)) { window, _ in
            let (us, _) = makeDatePicker(.date)
            window.addSubview(us)
            us.frame = window.bounds
            FramePass.runOnce()
            #expect(us.datePickerStyle == .wheels && us.intrinsicContentSize == CGSize(width: 320, height: 216))
            #expect(us.wheels?.columns == [.month, .day, .year] && titles(us) == ["March", "15", "2026"])
            let (british, _) = makeDatePicker(.date, locale: "en_GB")
            #expect(british.wheels?.columns == [.day, .month, .year])
            let (time, _) = makeDatePicker(.time)
            window.addSubview(time)
            time.frame = window.bounds
            FramePass.runOnce()
            #expect(time.wheels?.columns == [.hour, .minute, .dayPeriod] && titles(time) == ["10", "37", "AM"])
            #expect(makeDatePicker(.time, locale: "en_GB").0.wheels?.columns == [.hour, .minute])
            #expect(makeDatePicker(.dateAndTime).0.wheels?.columns == [.weekdayAndDay, .hour, .minute, .dayPeriod])
            #expect(makeDatePicker(.yearAndMonth).0.wheels?.columns == [.month, .year])
            // Automatic is compact for dates and times; countdowns and year-and-month show only wheels.
            #expect(makeDatePicker(.date, .automatic).0.datePickerStyle == .compact)
            #expect(makeDatePicker(.countDownTimer, .inline).0.datePickerStyle == .wheels)
            #expect(makeDatePicker(.yearAndMonth, .compact).0.datePickerStyle == .wheels)
        }
    }

    @Test func aDayTurnedBeforeTheMinimumSpringsBack() throws {
        try withScrollWindow { window, generator, clock in
            let (picker, counter) = makeDatePicker(.date)
            picker.frame = CGRect(x: 0, y: 0, width: 320, height: 216)
            picker.minimumDate = utc(2026, 3, 14, 12)
            window.addSubview(picker)
            FramePass.runOnce()
            // The day wheel is the middle one: (320 − 16 − 8) / 3 = 98.7 wide, from x = 110.7. A tap on the row
            // above the centre turns it to the 14th, which (at 10:37) is before the minimum: the value becomes
            // the minimum and the wheel stays on the 14th.
            let wheels = picker.wheels!.picker
            try generator.fingerTap(at: CGPoint(x: 160, y: 108 - 25))
            clock.renderFrames(30)
            #expect(picker.date == utc(2026, 3, 14, 12) && counter.count == 1)
            #expect(wheels.selectedRow(inComponent: 1) == 13)
            // Once more: the 13th is out of range entirely; the wheel springs back to the 14th, the value stays.
            try generator.fingerTap(at: CGPoint(x: 160, y: 108 - 25))
            clock.renderFrames(60)
            #expect(picker.date == utc(2026, 3, 14, 12) && counter.count == 1)
            #expect(wheels.selectedRow(inComponent: 1) == 13 && wheels.wheels[1].contentOffset.y == 13 * 32 - 92)
        }
    }

    @Test func theThirtyFirstOfAShortMonthBecomesItsLastDay() throws {
        try withScrollWindow { window, generator, clock in
            let (picker, counter) = makeDatePicker(.date)
            picker.date = utc(2026, 3, 31, 9)
            picker.frame = CGRect(x: 0, y: 0, width: 320, height: 216)
            window.addSubview(picker)
            FramePass.runOnce()
            // The month wheel (from x = 8) turned up a row, to February: the 31st becomes the 28th.
            try generator.fingerTap(at: CGPoint(x: 50, y: 108 - 25))
            clock.renderFrames(60)
            #expect(picker.date == utc(2026, 2, 28, 9) && counter.count == 1)
            #expect(picker.wheels!.picker.selectedRow(inComponent: 1) == 27)
        }
    }

    @Test func crossedBoundsAreIgnoredAndCodeMayShowAnyDate() {
        let (picker, counter) = makeDatePicker(.date)
        picker.minimumDate = utc(2030, 1, 1)
        picker.maximumDate = utc(2020, 1, 1)
        #expect(picker.shownDate == utc(2026, 3, 15, 10, 37))
        picker.minimumDate = utc(2020, 1, 1)
        picker.maximumDate = utc(2025, 1, 1)
        // Set from code, the value is kept and shown at the bound; no event.
        #expect(picker.date == utc(2026, 3, 15, 10, 37) && picker.shownDate == utc(2025, 1, 1))
        #expect(picker.wheels!.picker.selectedRow(inComponent: 2) == 2024 && counter.count == 0)
    }

    @Test func theMinuteIntervalStepsTheMinutesAndRoundsTheDate() {
        let (picker, _) = makeDatePicker(.time)
        picker.minuteInterval = 15
        #expect(picker.wheels!.picker.numberOfRows(inComponent: 1) == 4)
        #expect(picker.wheels!.pickerView(picker.wheels!.picker, titleForRow: 3, forComponent: 1) == "45")
        picker.date = utc(2026, 3, 15, 10, 37)
        // 37 minutes is nearer 30 than 45.
        #expect(picker.date == utc(2026, 3, 15, 10, 30) && picker.wheels!.picker.selectedRow(inComponent: 1) == 2)
        picker.roundsToMinuteInterval = false
        picker.date = utc(2026, 3, 15, 10, 38)
        #expect(picker.date == utc(2026, 3, 15, 10, 38) && picker.wheels!.picker.selectedRow(inComponent: 1) == 2)
        let log = UIKitLogObservers.capture {
            picker.minuteInterval = 7
            picker.minuteInterval = 0
            picker.minuteInterval = 60
        }
        #expect(picker.minuteInterval == 15 && log.filter { $0.contains("ignored minute interval") }.count == 3)
    }

    @Test func theCountdownShowsHoursAndMinutesAndRefusesBadDurations() {
        let (picker, _) = makeDatePicker(.countDownTimer)
        picker.countDownDuration = 5400
        let wheels = picker.wheels!.picker
        #expect(wheels.selectedRow(inComponent: 0) == 1 && wheels.selectedRow(inComponent: 1) == 30)
        #expect(picker.wheels!.pickerView(wheels, titleForRow: 1, forComponent: 0) == "1 hour")
        let log = UIKitLogObservers.capture {
            picker.countDownDuration = .nan
            picker.countDownDuration = .infinity
        }
        #expect(picker.countDownDuration == 5400 && log.filter { $0.contains("not finite") }.count == 2)
        picker.countDownDuration = 100_000
        #expect(picker.countDownDuration == 86_399 && wheels.selectedRow(inComponent: 0) == 23)
        picker.countDownDuration = -5
        #expect(picker.countDownDuration == 0)
        // Bounds do not apply to a countdown.
        picker.minimumDate = utc(2030, 1, 1)
        #expect(picker.allowedRange.lower == nil)
    }

    @Test func theInlineCalendarShowsTheMonthAndPicksTappedDays() throws {
        try withScrollWindow { window, generator, clock in
            let (picker, counter) = makeDatePicker(.dateAndTime, .inline)
            picker.maximumDate = utc(2026, 3, 25)
            picker.frame = CGRect(origin: .zero, size: picker.intrinsicContentSize)
            window.addSubview(picker)
            FramePass.runOnce()
            // 44 header + 20 weekdays + 6 weeks of 44 + the 44-point time row.
            #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 372))
            let grid = try #require(picker.calendarView)
            #expect(grid.monthLabel.text == "March 2026" && grid.timeValueLabel.text?.hasPrefix("10:37") == true)
            // 1 March 2026 is a Sunday, the first column in the US: the 15th is cell 14, under the circle.
            #expect(grid.dayLabels[0].text == "1" && grid.dayLabels[14].text == "15" && grid.dayLabels[14].textColor == .white)
            // Cells are 320/7 wide, 44 high from y = 64: the 20th is in column 5 of the third week.
            try generator.fingerTap(at: CGPoint(x: 5.5 * 320 / 7, y: 64 + 2.5 * 44))
            FramePass.runOnce()
            #expect(picker.date == utc(2026, 3, 20, 10, 37) && counter.count == 1)
            #expect(grid.dayLabels[19].textColor == .white && grid.dayLabels[14].textColor == .label)
            // The 27th is after the maximum: dimmed, and a tap on it does nothing.
            #expect(grid.dayLabels[26].textColor == .tertiaryLabel)
            try generator.fingerTap(at: CGPoint(x: 5.5 * 320 / 7, y: 64 + 3.5 * 44))
            #expect(picker.date == utc(2026, 3, 20, 10, 37) && counter.count == 1)
            // The arrows page the month without changing the value.
            try generator.fingerTap(on: grid.nextButton)
            FramePass.runOnce()
            #expect(grid.monthLabel.text == "April 2026" && picker.date == utc(2026, 3, 20, 10, 37))
            _ = clock
        }
    }

    @Test func theCompactPillOpensTheCalendarInAPopover() throws {
        try withPresentingWindow { window, root, _ in
            let (picker, counter) = makeDatePicker(.date, .compact)
            root.view.addSubview(picker)
            picker.frame = CGRect(origin: CGPoint(x: 20, y: 100), size: picker.intrinsicContentSize)
            FramePass.runOnce()
            let pill = try #require(picker.compactView)
            #expect(pill.dateLabel.text == "Mar 15, 2026" && pill.timeLabel.isHidden)
            #expect(picker.intrinsicContentSize.height == 34)
            let generator = EventGenerator(window: window, timing: .virtual)
            try generator.fingerTap(on: pill.dateLabel)
            FramePass.drain()
            let popover = try #require(root.presentedViewController)
            #expect(popover.modalPresentationStyle == .popover)
            let inline = try #require(popover.view as? UIDatePicker)
            #expect(inline.datePickerStyle == .inline && inline.date == picker.date)
            inline.userPicked(utc(2026, 3, 2, 10, 37))
            #expect(picker.date == utc(2026, 3, 2, 10, 37) && pill.dateLabel.text == "Mar 2, 2026" && counter.count == 1)
        }
    }
}
