import Testing
@testable import UIKit
import UIKitTesting

@MainActor @Suite struct SegmentedControlTests {
    /// A 300 × 32 control of three titles at (20, 40) in a 400 × 400 window, on the controlled clocks: its
    /// segments are 100 points wide, centred at x = 70, 170 and 270 in the window, y = 56.
    private func withControl(_ body: (UISegmentedControl, UIWindow, EventGenerator, ControlledClock) throws -> Void) rethrows {
        try ControlledClock.run { clock in
            try withEventWindow { window, generator in
                let control = UISegmentedControl(items: ["One", "Two", "Three"])
                control.frame = CGRect(x: 20, y: 40, width: 300, height: 32)
                window.addSubview(control)
                FramePass.runOnce()
                try body(control, window, generator, clock)
            }
        }
    }

    private func center(_ segment: Int) -> CGPoint { CGPoint(x: 70 + 100 * CGFloat(segment), y: 56) }

    @Test func segmentsFromItemsAndTheirEdits() {
        let control = UISegmentedControl(items: ["A", "Bb"])
        #expect(control.numberOfSegments == 2 && control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(UISegmentedControl.noSegment == -1)
        #expect(control.titleForSegment(at: 1) == "Bb" && control.imageForSegment(at: 1) == nil)
        #expect(control.frame.size == control.intrinsicContentSize && control.frame.height == 32)

        // Insertion indexes are pinned to 0…count; the selection follows its segment.
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Last", at: 99, animated: false)
        control.insertSegment(withTitle: "First", at: -4, animated: false)
        #expect((0..<4).map { control.titleForSegment(at: $0) } == ["First", "A", "Bb", "Last"])
        #expect(control.selectedSegmentIndex == 2)
        control.removeSegment(at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 1 && control.titleForSegment(at: 0) == "A")
        control.removeSegment(at: 1, animated: false)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment && control.numberOfSegments == 2)

        // A segment has a title or an image, not both.
        let image = render(CGSize(width: 10, height: 8)) { _ in UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 8)) }
        control.setImage(image, forSegmentAt: 0)
        #expect(control.imageForSegment(at: 0) === image && control.titleForSegment(at: 0) == nil)
        control.setTitle("Back", forSegmentAt: 0)
        #expect(control.imageForSegment(at: 0) == nil && control.titleForSegment(at: 0) == "Back")

        control.setEnabled(false, forSegmentAt: 1)
        #expect(!control.isEnabledForSegment(at: 1) && control.isEnabledForSegment(at: 0))
        control.setContentOffset(CGSize(width: 3, height: -2), forSegmentAt: 1)
        #expect(control.contentOffsetForSegment(at: 1) == CGSize(width: 3, height: -2))
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0 && control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(control.intrinsicContentSize == CGSize(width: 0, height: 32))
    }

    @Test func outOfRangeIndexesAreRefusedWithALogLine() {
        let control = UISegmentedControl(items: ["A", "B"])
        control.selectedSegmentIndex = 0
        let logs = uikitLogMessages {
            control.selectedSegmentIndex = 2
            control.setTitle("X", forSegmentAt: -1)
            control.removeSegment(at: 5, animated: false)
            control.setWidth(-3, forSegmentAt: 0)
            control.setWidth(.nan, forSegmentAt: 0)
        }
        #expect(logs.count == 5)
        #expect(logs.first == "-[UISegmentedControl setSelectedSegmentIndex:]: index 2 beyond bounds [0 .. 1]; ignored.")
        #expect(control.selectedSegmentIndex == 0 && control.numberOfSegments == 2)
        #expect(control.titleForSegment(at: 0) == "A" && control.titleForSegment(at: 7) == nil)
        #expect(control.widthForSegment(at: 0) == 0 && control.actionForSegment(at: -1) == nil)
        let mixed = uikitLogMessages { #expect(UISegmentedControl(items: ["A", 3, "C"]).numberOfSegments == 2) }
        #expect(mixed.count == 1)
    }

    @Test func widthsAreEqualApportionedOrFixed() {
        let control = UISegmentedControl(items: ["i", "a much longer title"])
        let equal = control.intrinsicContentSize.width
        control.apportionsSegmentWidthsByContent = true
        let apportioned = control.intrinsicContentSize.width
        #expect(apportioned < equal)
        control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        control.layoutIfNeeded()
        let short = control.segments[0].frame.width, long = control.segments[1].frame.width
        #expect(short < long && short + long == 300)
        control.apportionsSegmentWidthsByContent = false
        control.setWidth(60, forSegmentAt: 0)
        control.layoutIfNeeded()
        #expect(control.segments.map(\.frame) == [CGRect(x: 0, y: 0, width: 60, height: 32),
                                                  CGRect(x: 60, y: 0, width: 240, height: 32)])
        #expect(control.widthForSegment(at: 0) == 60)
        // The hairline between them sits on the boundary, hidden beside the selection.
        #expect(control.separators.count == 1 && control.separators[0].frame.midX == 60)
        #expect(control.separators[0].alpha == 1)
        control.selectedSegmentIndex = 1
        #expect(control.separators[0].alpha == 0)
    }

    @Test func tappingSelectsAndSendsValueChangedOnce() throws {
        try withControl { control, _, generator, _ in
            let counter = ValueChangeCounter(control) { ($0 as! UISegmentedControl).selectedSegmentIndex }
            var touchUps = 0
            control.addAction(UIAction { _ in touchUps += 1 }, for: .touchUpInside)
            try generator.fingerTap(at: center(2))
            #expect(control.selectedSegmentIndex == 2 && counter.count == 1 && counter.seen == [2])
            try generator.fingerTap(at: center(2))
            #expect(counter.count == 1 && touchUps == 2)
            try generator.fingerTap(at: center(0))
            #expect(control.selectedSegmentIndex == 0 && counter.seen == [2, 0])
            // Lifting far from the control selects nothing.
            try generator.fingerDown(at: center(1))
            try generator.fingerMove(to: CGPoint(x: 170, y: 300))
            try generator.fingerUp()
            #expect(control.selectedSegmentIndex == 0 && counter.count == 2)
            // Setting the selection in code sends nothing.
            control.selectedSegmentIndex = 1
            #expect(counter.count == 2)
        }
    }

    @Test func eachSegmentsActionRunsWhenItIsSelected() throws {
        try ControlledClock.run { _ in
            try withEventWindow { window, generator in
                var log: [String] = []
                let actions = ["Day", "Week"].map { title in
                    UIAction(title: title) { action in
                        log.append("\(title) \((action.sender as? UISegmentedControl)?.selectedSegmentIndex ?? -9)")
                    }
                }
                let control = UISegmentedControl(frame: CGRect(x: 0, y: 0, width: 200, height: 32), actions: actions)
                window.addSubview(control)
                #expect(control.titleForSegment(at: 1) == "Week" && control.actionForSegment(at: 0) === actions[0])
                #expect(control.segmentIndex(identifiedBy: actions[1].identifier) == 1)
                #expect(control.segmentIndex(identifiedBy: UIAction.Identifier("none")) == UISegmentedControl.noSegment)
                try generator.fingerTap(at: CGPoint(x: 150, y: 16))
                try generator.fingerTap(at: CGPoint(x: 150, y: 16))
                try generator.fingerTap(at: CGPoint(x: 50, y: 16))
                #expect(log == ["Week 1", "Day 0"])
                let month = UIAction(title: "Month") { _ in log.append("Month") }
                control.insertSegment(action: month, at: 2, animated: true)
                control.setAction(UIAction(title: "Today") { _ in log.append("Today") }, forSegmentAt: 0)
                #expect(control.titleForSegment(at: 0) == "Today" && control.numberOfSegments == 3)
            }
        }
    }

    @Test func disabledSegmentsAndControlsTakeNoSelection() throws {
        try withControl { control, _, generator, _ in
            let counter = ValueChangeCounter(control) { ($0 as! UISegmentedControl).selectedSegmentIndex }
            control.setEnabled(false, forSegmentAt: 1)
            try generator.fingerTap(at: center(1))
            #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment && counter.count == 0)
            control.isEnabled = false
            try generator.fingerTap(at: center(2))
            #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment && counter.count == 0)
        }
    }

    @Test func momentarySegmentsShowNoSelection() throws {
        try withControl { control, _, generator, _ in
            control.isMomentary = true
            let counter = ValueChangeCounter(control) { ($0 as! UISegmentedControl).selectedSegmentIndex }
            try generator.fingerTap(at: center(1))
            try generator.fingerTap(at: center(1))
            #expect(counter.seen == [1, 1] && control.selectedSegmentIndex == 1)
            #expect(control.platter.isHidden)
        }
    }

    @Test func theSelectedPlatterSlidesAndCanBeDragged() throws {
        try withControl { control, _, generator, clock in
            control.selectedSegmentIndex = 0
            FramePass.runOnce()
            #expect(control.platter.frame == CGRect(x: 2, y: 2, width: 96, height: 28))
            let counter = ValueChangeCounter(control) { ($0 as! UISegmentedControl).selectedSegmentIndex }

            // Dragging the platter across carries it segment by segment; lifting selects where it is.
            try generator.fingerDown(at: center(0))
            try generator.fingerMove(to: center(2), duration: 0.1)
            #expect(control.platter.frame.minX == 202 && control.selectedSegmentIndex == 0 && counter.count == 0)
            try generator.fingerUp()
            #expect(control.selectedSegmentIndex == 2 && counter.seen == [2])
            clock.advance(by: 0.4)
            clock.renderFrames(1)

            // A tap elsewhere slides the platter there over 0.3 s.
            try generator.fingerTap(at: center(0))
            FramePass.runOnce()
            clock.renderFrames(1)
            let moving = control.platter.layer.presentation()!.frame.minX
            #expect(moving > 2 && moving < 202)
            clock.advance(by: 0.4)
            clock.renderFrames(1)
            #expect(control.platter.layer.presentation()!.frame.minX == 2)
            #expect(control.platter.frame.minX == 2 && counter.seen == [2, 0])
        }
    }

    @Test func rightToLeftPutsTheFirstSegmentOnTheRight() throws {
        try withControl { control, _, generator, _ in
            control.semanticContentAttribute = .forceRightToLeft
            control.setNeedsLayout()
            FramePass.runOnce()
            #expect(control.segments.map(\.frame.minX) == [200, 100, 0])
            try generator.fingerTap(at: center(2))
            #expect(control.selectedSegmentIndex == 0)
            FramePass.runOnce()
            #expect(control.platter.frame == CGRect(x: 202, y: 2, width: 96, height: 28))
        }
    }

    @Test func eachSegmentIsAnAccessibleButton() throws {
        try withControl { control, _, _, _ in
            control.selectedSegmentIndex = 1
            let elements = try #require(control.accessibilityElements as? [UIAccessibilityElement])
            #expect(elements.count == 3 && !control.isAccessibilityElement && elements.allSatisfy(\.isAccessibilityElement))
            #expect(elements.map(\.accessibilityLabel) == ["One", "Two", "Three"])
            #expect(elements.map(\.accessibilityValue) == ["1 of 3", "2 of 3", "3 of 3"])
            #expect(elements[1].accessibilityTraits == [.button, .selected] && elements[0].accessibilityTraits == .button)
            #expect(elements[1].accessibilityFrame == CGRect(x: 120, y: 40, width: 100, height: 32))

            // Activating a segment selects it as a tap does.
            let counter = ValueChangeCounter(control) { ($0 as! UISegmentedControl).selectedSegmentIndex }
            #expect(elements[2].accessibilityActivate())
            #expect(control.selectedSegmentIndex == 2 && counter.seen == [2])
            #expect(elements[2].accessibilityTraits.contains(.selected) && !elements[1].accessibilityTraits.contains(.selected))
            control.setEnabled(false, forSegmentAt: 0)
            #expect(!elements[0].accessibilityActivate() && elements[0].accessibilityTraits == [.button, .notEnabled])
            #expect(counter.count == 1)

            // The same elements stand for the segments, and what the app sets wins.
            elements[0].accessibilityLabel = "First"
            let again = try #require(control.accessibilityElements as? [UIAccessibilityElement])
            #expect(again[0] === elements[0] && again[0].accessibilityLabel == "First")
            control.removeSegment(at: 0, animated: false)
            #expect((control.accessibilityElements as? [UIAccessibilityElement])?.map(\.accessibilityValue) == ["1 of 2", "2 of 2"])
        }
    }

    @Test func theTrackAndPlatterInLightAndDark() {
        withScreenWindow(size: CGSize(width: 220, height: 60)) { window, screen in
            let control = UISegmentedControl(items: ["A", "B"])
            control.frame = CGRect(x: 10, y: 10, width: 200, height: 32)
            control.selectedSegmentIndex = 0
            window.addSubview(control)
            // Light: tertiarySystemFill (118, 118, 128 at 0.12) over white; a white platter.
            var pixels = capture(screen)
            #expect(pixels[190, 14] == [239, 239, 240, 255])
            #expect(pixels[16, 26] == [255, 255, 255, 255])
            // Dark: the fill at 0.24 (an alpha byte of 61) over black, a platter of 99, 99, 102.
            window.backgroundColor = .black
            window.overrideUserInterfaceStyle = .dark
            pixels = capture(screen)
            #expect(pixels[190, 14] == [28, 28, 30, 255])
            #expect(pixels[16, 26] == [99, 99, 102, 255])
            control.selectedSegmentTintColor = .systemRed
            #expect(capture(screen)[16, 26] == [255, 69, 58, 255])
            #expect(control.selectedSegmentTintColor == .systemRed)
        }
    }

    @Test func titleAttributesAndBackgroundImagesPerState() {
        let control = UISegmentedControl(items: ["A", "B"])
        control.selectedSegmentIndex = 1
        let normalFont = control.segments[0].label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont
        let selectedFont = control.segments[1].label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont
        #expect(normalFont?.pointSize == 13 && selectedFont?.pointSize == 13)
        #expect(normalFont != selectedFont)
        control.setTitleTextAttributes([.foregroundColor: UIColor.systemBlue], for: .normal)
        control.setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
        let color = { (index: Int) in
            control.segments[index].label.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor
        }
        #expect(color(0) == .systemBlue && color(1) == .white)
        #expect(control.titleTextAttributes(for: .selected)?.count == 1)

        let red = render(CGSize(width: 4, height: 4)) { _ in UIColor.red.setFill(); UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 4)) }
        let blue = render(CGSize(width: 4, height: 4)) { _ in UIColor.blue.setFill(); UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 4)) }
        control.setBackgroundImage(red, for: .normal, barMetrics: .default)
        control.setBackgroundImage(blue, for: .selected, barMetrics: .default)
        #expect(control.backgroundImage(for: .selected, barMetrics: .default) === blue)
        #expect(control.segments.map(\.backgroundImageView.image) == [red, blue])
        #expect(control.platter.isHidden && control.backgroundColor == nil)
        control.setDividerImage(blue, forLeftSegmentState: .normal, rightSegmentState: .selected, barMetrics: .default)
        #expect(control.separators[0].image === blue)
        #expect(control.dividerImage(forLeftSegmentState: .normal, rightSegmentState: .selected, barMetrics: .default) === blue)
    }
}
