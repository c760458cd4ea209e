import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A picker's data source and delegate: `rows` rows per component, titled "component-row", logging the
/// views it was asked for (with the view offered for reuse) and the selections it heard of.
@MainActor
final class PickerRecorder: UIPickerViewDataSource, UIPickerViewDelegate {
    var rows: [Int]
    var componentCount: Int?
    var makesViews = false
    var asked: [(row: Int, reusing: UIView?)] = []
    var selections: [String] = []

    init(rows: [Int]) {
        self.rows = rows
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { componentCount ?? rows.count }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { rows[component] }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        "\(component)-\(row)"
    }
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
        asked.append((row, view))
        guard makesViews else { return pickerView.titleLabel(forRow: row, inComponent: component, reusing: view) }
        let label = view as? UILabel ?? UILabel()
        label.text = "\(component)-\(row)"
        return label
    }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        selections.append("\(component):\(row)")
    }
}

/// A 320 × 216 picker at the window's top left, with a recorder as data source and delegate, laid out.
@MainActor
func makePicker(in window: UIView, rows: [Int]) -> (UIPickerView, PickerRecorder) {
    let picker = UIPickerView()
    let recorder = PickerRecorder(rows: rows)
    picker.dataSource = recorder
    picker.delegate = recorder
    keepAlive(recorder, on: picker)
    window.addSubview(picker)
    FramePass.runOnce()
    return (picker, recorder)
}

/// UIPickerView: data, reuse, selection by code, drag, flick and tap, its look, and bad input.
@MainActor @Suite struct PickerViewTests {
    @Test func itAsksTheDataSourceAndDelegateAndShowsTheRowsInSight() throws {
        withScreenWindow(size: CGSize(width: 400, height: 300)) { window, _ in
            let (picker, _) = makePicker(in: window, rows: [5, 100])
            #expect(picker.frame.size == CGSize(width: 320, height: 216) && picker.intrinsicContentSize == picker.frame.size)
            #expect(picker.numberOfComponents == 2)
            #expect(picker.numberOfRows(inComponent: 0) == 5 && picker.numberOfRows(inComponent: 1) == 100)
            // (320 − 2 · 8 margins − 4 between) / 2 = 150 points a component.
            #expect(picker.rowSize(forComponent: 1) == CGSize(width: 150, height: 32))
            #expect(picker.wheels.map(\.frame) == [CGRect(x: 8, y: 0, width: 150, height: 216),
                                                   CGRect(x: 162, y: 0, width: 150, height: 216)])
            #expect(picker.selectedRow(inComponent: 0) == 0 && picker.selectedRow(inComponent: 1) == 0)
            #expect((picker.view(forRow: 0, forComponent: 1) as? UILabel)?.text == "1-0")
            // Row 0 centred at 108: a quarter turn reaches 108 · π/2 = 169.6 points further, to row 5 (centre
            // 176) but not row 6 (208).
            #expect(picker.view(forRow: 5, forComponent: 1) != nil && picker.view(forRow: 6, forComponent: 1) == nil)
            // Rows fade as they turn: row 1 is 32 points from the centre, 32/108 radians.
            #expect(picker.view(forRow: 0, forComponent: 1)?.alpha == 1)
            #expect(abs(picker.view(forRow: 1, forComponent: 1)!.alpha - cos(32.0 / 108)) < 1e-6)
        }
    }

    @Test func rowsThatScrollOutAreOfferedForReuse() throws {
        withScreenWindow(size: CGSize(width: 400, height: 300)) { window, _ in
            let (picker, recorder) = makePicker(in: window, rows: [100])
            recorder.makesViews = true
            picker.reloadAllComponents()
            FramePass.runOnce()
            #expect(recorder.asked.suffix(6).map(\.row) == Array(0...5))
            let first = Set(recorder.asked.suffix(6).compactMap { $0.reusing.map(ObjectIdentifier.init) })
            let shown = (0...5).map { ObjectIdentifier(picker.view(forRow: $0, forComponent: 0)!) }
            recorder.asked = []
            picker.selectRow(50, inComponent: 0, animated: false)
            FramePass.runOnce()
            // Rows 45...55 come into sight: the six views that left are offered back, the rest are new.
            #expect(recorder.asked.map(\.row).sorted() == Array(45...55))
            let offered = recorder.asked.compactMap { $0.reusing.map(ObjectIdentifier.init) }
            #expect(offered.count == 6 && Set(offered) == Set(shown) && first.isDisjoint(with: offered) == first.isEmpty)
            #expect(picker.view(forRow: 0, forComponent: 0) == nil)
            #expect((picker.view(forRow: 50, forComponent: 0) as? UILabel)?.text == "0-50")
        }
    }

    @Test func selectingFromCodeScrollsWithoutTellingTheDelegate() throws {
        withScreenWindow(size: CGSize(width: 400, height: 300)) { window, _ in
            let (picker, recorder) = makePicker(in: window, rows: [10])
            picker.selectRow(3, inComponent: 0, animated: false)
            // Row 3 centred: 3 · 32 less the 92-point inset ((216 − 32) / 2).
            #expect(picker.selectedRow(inComponent: 0) == 3 && picker.wheels[0].contentOffset.y == 4)
            let log = UIKitLogObservers.capture {
                picker.selectRow(10, inComponent: 0, animated: false)
                picker.selectRow(-1, inComponent: 0, animated: true)
                picker.selectRow(0, inComponent: 1, animated: false)
            }
            #expect(log.filter { $0.contains("beyond bounds") }.count == 3)
            #expect(picker.selectedRow(inComponent: 0) == 3 && picker.selectedRow(inComponent: 1) == -1)
            #expect(recorder.selections.isEmpty)
        }
    }

    @Test func aFlickSettlesExactlyOnARowAndSelectsItOnce() throws {
        try withScrollWindow { window, generator, clock in
            let (picker, recorder) = makePicker(in: window, rows: [100])
            try generator.fingerDown(at: CGPoint(x: 160, y: 210))
            try generator.fingerMove(to: CGPoint(x: 160, y: 10), duration: 0.2)
            try generator.fingerUp()
            // Released at −92 + 190 = 98 at 1 point a millisecond: it would rest 499 points on, at 597; the
            // nearest row is (597 + 92) / 32 = 21.5 → 22, centred at 22 · 32 − 92 = 612.
            let wheel = picker.wheels[0]
            #expect(wheel.contentOffset.y == 98 && recorder.selections.isEmpty)
            clock.renderFrames(60)
            #expect(wheel.isDecelerating && recorder.selections.isEmpty)
            clock.renderFrames(300)
            #expect(!wheel.isDecelerating && wheel.contentOffset.y == 612)
            #expect(recorder.selections == ["0:22"] && picker.selectedRow(inComponent: 0) == 22)
        }
    }

    @Test func aSlowDragSnapsToTheNearestRow() throws {
        try withScrollWindow { window, generator, clock in
            let (picker, recorder) = makePicker(in: window, rows: [100])
            // 60 points up, held still, released: 50 after the hysteresis, offset −42, nearest row 2 (−28).
            try generator.fingerDown(at: CGPoint(x: 160, y: 150))
            try generator.fingerMove(to: CGPoint(x: 160, y: 90))
            generator.wait(0.2)
            try generator.fingerUp()
            clock.renderFrames(120)
            #expect(picker.wheels[0].contentOffset.y == -28 && recorder.selections == ["0:2"])
            // Dragged back to where it was: it settles on row 2 again and the delegate hears nothing new.
            try generator.fingerDown(at: CGPoint(x: 160, y: 100))
            try generator.fingerMove(to: CGPoint(x: 160, y: 115))
            generator.wait(0.2)
            try generator.fingerUp()
            clock.renderFrames(120)
            #expect(picker.wheels[0].contentOffset.y == -28 && recorder.selections == ["0:2"])
        }
    }

    @Test func tappingARowBelowOrAboveTurnsTheWheelToIt() throws {
        try withScrollWindow { window, generator, clock in
            let (picker, recorder) = makePicker(in: window, rows: [100])
            // Row 1's band starts 16/108 radians below the centre: sin(0.148) · 108, about 15.9 points.
            try generator.fingerTap(at: CGPoint(x: 160, y: 108 + 25))
            clock.renderFrames(30)
            #expect(picker.selectedRow(inComponent: 0) == 1 && picker.wheels[0].contentOffset.y == -60)
            try generator.fingerTap(at: CGPoint(x: 160, y: 108 - 25))
            clock.renderFrames(30)
            #expect(picker.selectedRow(inComponent: 0) == 0 && recorder.selections == ["0:1", "0:0"])
            // The centre row is already selected: no change, no call.
            try generator.fingerTap(at: CGPoint(x: 160, y: 108))
            clock.renderFrames(30)
            #expect(recorder.selections == ["0:1", "0:0"])
        }
    }

    @Test func theSelectionPlatterIsTertiarySystemFillInLightAndDark() throws {
        for style in [UIUserInterfaceStyle.light, .dark] {
            withScreenWindow(size: CGSize(width: 320, height: 216)) { window, screen in
                window.overrideUserInterfaceStyle = style
                window.backgroundColor = .systemBackground
                _ = makePicker(in: window, rows: [3])
                let pixels = capture(screen)
                // Left of the centred title, within the platter's band (92 to 124, from x = 8), and outside it.
                let fill = UIColor.tertiarySystemFill.resolvedColor(with: UITraitCollection(userInterfaceStyle: style))
                var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
                fill.getRed(&r, green: &g, blue: &b, alpha: &a)
                let ground: CGFloat = style == .dark ? 0 : 1
                let expected = [r, g, b].map { Int((($0 * a + ground * (1 - a)) * 255).rounded()) }
                let platter = pixels[20, 108].prefix(3).map(Int.init)
                #expect(zip(platter, expected).allSatisfy { abs($0 - $1) <= 1 }, "\(style): \(platter) vs \(expected)")
                #expect(pixels[20, 80].prefix(3).allSatisfy { Int($0) == Int(ground * 255) })
                #expect(pixels[4, 108].prefix(3).allSatisfy { Int($0) == Int(ground * 255) })
            }
        }
    }

    @Test func rowsFollowThePickersSizeAfterALayoutAtZeroSize() throws {
        withScreenWindow(size: CGSize(width: 320, height: 216)) { window, screen in
            // Laid out at zero size first, as a picker inside a view that Auto Layout has not sized yet is.
            let picker = UIPickerView(), recorder = PickerRecorder(rows: [5])
            (picker.dataSource, picker.delegate) = (recorder, recorder)
            keepAlive(recorder, on: picker)
            picker.frame = .zero
            window.addSubview(picker)
            FramePass.runOnce()
            picker.frame = CGRect(x: 0, y: 0, width: 320, height: 216)
            FramePass.runOnce()
            // The selected title "0-0" shows in the platter's band (92 to 124), centred in the 304-point
            // component that starts at x = 8: its ink is centred on x = 160.
            let pixels = capture(screen)
            var inkColumns: [Int] = []
            for y in 92..<124 {
                for x in 8..<312 where pixels[x, y][0] < 128 { inkColumns.append(x) }
            }
            let (left, right) = (inkColumns.min() ?? 0, inkColumns.max() ?? 0)
            #expect(!inkColumns.isEmpty, "no title in the selection band")
            #expect(abs((left + right + 1) / 2 - 160) <= 1, "title from x = \(left) to \(right)")
        }
    }

    @Test func badCountsShowNothing() throws {
        withScreenWindow(size: CGSize(width: 400, height: 300)) { window, _ in
            let (picker, recorder) = makePicker(in: window, rows: [-3, 0, 4])
            #expect(picker.numberOfComponents == 3)
            #expect((0..<3).map { picker.numberOfRows(inComponent: $0) } == [0, 0, 4])
            #expect((0..<3).map { picker.selectedRow(inComponent: $0) } == [-1, -1, 0])
            #expect(picker.wheels[0].subviews.isEmpty && picker.view(forRow: 0, forComponent: 0) == nil)
            // Fewer rows: the selection stays within them; none: -1.
            picker.selectRow(3, inComponent: 2, animated: false)
            recorder.rows[2] = 2
            picker.reloadComponent(2)
            #expect(picker.selectedRow(inComponent: 2) == 1)
            recorder.rows[2] = 0
            picker.reloadComponent(2)
            #expect(picker.selectedRow(inComponent: 2) == -1)
            // A negative number of components: none.
            recorder.componentCount = -2
            picker.reloadAllComponents()
            FramePass.runOnce()
            #expect(picker.numberOfComponents == 0 && picker.selectedRow(inComponent: 0) == -1)
            #expect(picker.selectionPlatter.isHidden && picker.rowSize(forComponent: 0) == .zero)
        }
    }
}

/// A picker's wheels as assistive technologies see them.
@MainActor @Suite struct PickerViewAccessibilityTests {
    @Test func eachWheelIsAdjustableWithItsSelectedTitleAsValue() throws {
        withScreenWindow(size: CGSize(width: 400, height: 300)) { window, _ in
            let (picker, recorder) = makePicker(in: window, rows: [3, 10])
            let wheel = picker.wheels[1]
            #expect(wheel.isAccessibilityElement && wheel.accessibilityTraits == .adjustable)
            #expect(wheel.accessibilityValue == "1-0")
            wheel.accessibilityIncrement()
            wheel.accessibilityIncrement()
            #expect(wheel.accessibilityValue == "1-2" && picker.selectedRow(inComponent: 1) == 2)
            #expect(wheel.contentOffset.y == 2 * 32 - 92 && recorder.selections == ["1:1", "1:2"])
            wheel.accessibilityDecrement()
            #expect(picker.selectedRow(inComponent: 1) == 1 && recorder.selections.last == "1:1")
            // At the ends nothing moves and the delegate hears nothing.
            let first = picker.wheels[0]
            first.accessibilityDecrement()
            #expect(picker.selectedRow(inComponent: 0) == 0 && recorder.selections.count == 3)
            wheel.accessibilityValue = "custom"
            #expect(wheel.accessibilityValue == "custom")
        }
    }
}
