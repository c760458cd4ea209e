import Testing
@testable import UIKit
import UIKitTesting

/// Controls under keyboard focus: which can be focused, what Space, Return and the arrows do to each, text
/// fields as first responders.
@MainActor @Suite struct FocusControlsTests {
    /// Counts the times each event was sent.
    @MainActor private final class EventCounter {
        var counts: [String: Int] = [:]

        func count(_ name: String, _ event: UIControl.Event, on control: UIControl) {
            control.addAction(UIAction { [unowned self] _ in counts[name, default: 0] += 1 }, for: event)
        }
    }

    @Test func spaceAndReturnWorkTheFocusedButtonOnly() throws {
        try withFocusWindow { window, generator, system in
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 10, y: 10, width: 80, height: 30)
            let disabled = UIButton(type: .system)
            disabled.frame = CGRect(x: 100, y: 10, width: 80, height: 30)
            disabled.isEnabled = false
            window.addSubview(button)
            window.addSubview(disabled)
            let counter = EventCounter()
            counter.count("up", .touchUpInside, on: button)
            counter.count("primary", .primaryActionTriggered, on: button)

            generator.keyPress(.keyboardSpacebar)
            #expect(counter.counts.isEmpty, "nothing is focused yet")
            generator.keyPress(.keyboardTab)
            #expect(system.focusedItem === button)
            generator.keyPress(.keyboardSpacebar)
            generator.keyPress(.keyboardReturnOrEnter)
            #expect(counter.counts == ["up": 2, "primary": 2])
            generator.keyPress(.keyboardSpacebar, modifiers: .command)
            #expect(counter.counts == ["up": 2, "primary": 2], "a modified Space is no activation")
            generator.keyPress(.keyboardTab)
            #expect(system.focusedItem === button, "the disabled button cannot be focused: Tab comes round")
        }
    }

    @Test func spaceTogglesAFocusedSwitch() throws {
        try withFocusWindow { window, generator, _ in
            let toggle = UISwitch(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
            window.addSubview(toggle)
            let counter = EventCounter()
            counter.count("changed", .valueChanged, on: toggle)
            generator.keyPress(.keyboardTab)
            generator.keyPress(.keyboardSpacebar)
            #expect(toggle.isOn)
            generator.keyPress(.keyboardReturnOrEnter)
            #expect(!toggle.isOn)
            #expect(counter.counts == ["changed": 2])
        }
    }

    @Test func arrowsMoveAFocusedSlidersValueByATenth() throws {
        try withFocusWindow { window, generator, _ in
            let slider = UISlider(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
            slider.maximumValue = 10
            slider.value = 5
            window.addSubview(slider)
            let counter = EventCounter()
            counter.count("changed", .valueChanged, on: slider)
            generator.keyPress(.keyboardTab)
            generator.keyPress(.keyboardRightArrow)
            #expect(slider.value == 6)
            generator.keyPress(.keyboardLeftArrow)
            generator.keyPress(.keyboardLeftArrow)
            #expect(slider.value == 4)
            generator.keyPress(.keyboardUpArrow)
            #expect(slider.value == 4, "up and down are not the slider's")
            #expect(counter.counts == ["changed": 3])
            slider.semanticContentAttribute = .forceRightToLeft
            generator.keyPress(.keyboardRightArrow)
            #expect(slider.value == 3, "right to left, right lowers the value")
        }
    }

    @Test func arrowsMoveASegmentedControlsSelectionPastDisabledSegments() throws {
        try withFocusWindow { window, generator, _ in
            let control = UISegmentedControl(items: ["One", "Two", "Three"])
            control.frame = CGRect(x: 10, y: 10, width: 240, height: 32)
            control.selectedSegmentIndex = 0
            control.setEnabled(false, forSegmentAt: 1)
            window.addSubview(control)
            let counter = EventCounter()
            counter.count("changed", .valueChanged, on: control)
            generator.keyPress(.keyboardTab)
            generator.keyPress(.keyboardRightArrow)
            #expect(control.selectedSegmentIndex == 2)
            generator.keyPress(.keyboardRightArrow)
            #expect(control.selectedSegmentIndex == 2, "no segment lies further")
            generator.keyPress(.keyboardLeftArrow)
            #expect(control.selectedSegmentIndex == 0)
            #expect(counter.counts == ["changed": 2])
        }
    }

    @Test func upAndDownStepAFocusedStepperWithinItsRange() throws {
        try withFocusWindow { window, generator, _ in
            let stepper = UIStepper(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
            stepper.maximumValue = 4
            stepper.stepValue = 2
            window.addSubview(stepper)
            let counter = EventCounter()
            counter.count("changed", .valueChanged, on: stepper)
            generator.keyPress(.keyboardTab)
            generator.keyPress(.keyboardUpArrow)
            generator.keyPress(.keyboardUpArrow)
            generator.keyPress(.keyboardUpArrow)
            #expect(stepper.value == 4)
            generator.keyPress(.keyboardDownArrow)
            #expect(stepper.value == 2)
            #expect(counter.counts == ["changed": 3])
        }
    }

    @Test func aFocusedTextFieldIsFirstResponderAndTabLeavesIt() throws {
        try withFocusWindow { window, generator, system in
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 10, y: 10, width: 80, height: 30)
            let field = UITextField(frame: CGRect(x: 10, y: 60, width: 200, height: 34))
            let other = UITextField(frame: CGRect(x: 10, y: 110, width: 200, height: 34))
            for view in [button, field, other] { window.addSubview(view) }

            generator.keyPress(.keyboardTab)
            generator.keyPress(.keyboardTab)
            #expect(system.focusedItem === field)
            #expect(field.isFirstResponder)
            generator.keyType("hi")
            #expect(field.text == "hi")
            generator.keyPress(.keyboardTab)
            #expect(system.focusedItem === other)
            #expect(other.isFirstResponder && !field.isFirstResponder)
            generator.keyPress(.keyboardTab)
            #expect(system.focusedItem === button)
            #expect(!other.isFirstResponder, "the field resigns as focus leaves it")
            _ = field.becomeFirstResponder()
            #expect(system.focusedItem === field, "focus follows a field made first responder")
        }
    }

    /// Ten rows, recording the rows the delegate is told were selected.
    private final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
        var selected: [Int] = []
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath.row) }
    }

    @Test func arrowsMoveBetweenRowsAndSelectionCanFollowFocus() throws {
        try withFocusWindow { window, generator, system in
            let rows = Rows()
            let table = UITableView(frame: window.bounds, style: .plain)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            table.dataSource = rows
            table.delegate = rows
            window.addSubview(table)
            FramePass.runOnce()
            @MainActor func focusedRow() -> Int? { (system.focusedItem as? UITableViewCell).flatMap { table.indexPath(for: $0)?.row } }

            generator.keyPress(.keyboardTab)
            #expect(focusedRow() == 0)
            generator.keyPress(.keyboardDownArrow)
            generator.keyPress(.keyboardDownArrow)
            #expect(focusedRow() == 2)
            generator.keyPress(.keyboardUpArrow)
            #expect(focusedRow() == 1)
            #expect(rows.selected.isEmpty, "focus alone selects nothing")
            generator.keyPress(.keyboardSpacebar)
            #expect(rows.selected == [1])
            table.selectionFollowsFocus = true
            generator.keyPress(.keyboardDownArrow)
            #expect(table.indexPathForSelectedRow?.row == 2)
            #expect(rows.selected == [1, 2])
            table.allowsFocus = false
            #expect(system.focusedItem == nil, "rows of a table that allows no focus cannot keep it")
        }
    }
}
