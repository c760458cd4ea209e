import Testing
@testable import UIKit
import UIKitTesting

@MainActor @Suite struct StepperTests {
    /// A stepper at (20, 20): its minus is centred at (43.5, 36), its plus at (90.5, 36).
    private func stepper(in window: UIWindow) -> UIStepper {
        let stepper = UIStepper(frame: CGRect(x: 20, y: 20, width: 0, height: 0))
        window.addSubview(stepper)
        return stepper
    }
    private let minus = CGPoint(x: 43, y: 36), plus = CGPoint(x: 90, y: 36)

    @Test func defaultsAndSize() {
        let stepper = UIStepper(frame: CGRect(x: 5, y: 5, width: 300, height: 300))
        #expect(stepper.frame == CGRect(x: 5, y: 5, width: 94, height: 32))
        #expect(stepper.intrinsicContentSize == CGSize(width: 94, height: 32))
        #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100 && stepper.stepValue == 1)
        #expect(stepper.isContinuous && stepper.autorepeat && !stepper.wraps)
    }

    @Test func valuesAreClampedAndBadInputIsRefused() {
        let stepper = UIStepper()
        stepper.value = 150
        #expect(stepper.value == 100)
        stepper.value = -5
        #expect(stepper.value == 0)
        let messages = UIKitLogObservers.capture {
            stepper.stepValue = 0
            stepper.stepValue = -2
            stepper.value = .nan
            stepper.maximumValue = .infinity
        }
        #expect(messages.count == 4 && messages[0].contains("stepValue must be greater than 0"))
        #expect(stepper.stepValue == 1 && stepper.value == 0 && stepper.maximumValue == 100)
        // As UIKit documents, a minimum above the maximum sets both to it (and a maximum below, both to that).
        stepper.minimumValue = 200
        #expect(stepper.minimumValue == 200 && stepper.maximumValue == 200 && stepper.value == 200)
        stepper.maximumValue = 50
        #expect(stepper.minimumValue == 50 && stepper.maximumValue == 50 && stepper.value == 50)
    }

    @Test func tapsStepAndStopAtTheEnds() throws {
        try withControlWindow { window, generator, _ in
            let stepper = stepper(in: window)
            stepper.stepValue = 2.5
            stepper.maximumValue = 5
            let counter = ValueChangeCounter(stepper)
            try generator.fingerTap(at: plus)
            try generator.fingerTap(at: plus)
            #expect(stepper.value == 5 && counter.count == 2)
            // At the maximum the plus does nothing.
            try generator.fingerTap(at: plus)
            #expect(stepper.value == 5 && counter.count == 2)
            try generator.fingerTap(at: minus)
            #expect(stepper.value == 2.5 && counter.count == 3)
            // Wrapping goes round from one end to the other.
            stepper.wraps = true
            stepper.value = 5
            try generator.fingerTap(at: plus)
            #expect(stepper.value == 0 && counter.count == 4)
            try generator.fingerTap(at: minus)
            #expect(stepper.value == 5 && counter.count == 5)
        }
    }

    @Test func holdingRepeatsAndSpeedsUp() throws {
        try withControlWindow { window, generator, _ in
            let stepper = stepper(in: window)
            let counter = ValueChangeCounter(stepper)
            try generator.fingerDown(at: plus)
            #expect(stepper.value == 1)
            generator.wait(0.45)
            #expect(stepper.value == 1)
            // Repeats at 0.5 s, then every 0.1 s: ten by 1.4 s.
            generator.wait(0.97)
            #expect(stepper.value == 11)
            // Then every 0.05 s: 1.45, 1.5, 1.55 and 1.6.
            generator.wait(0.2)
            #expect(stepper.value == 15 && counter.count == 15)
            try generator.fingerUp()
            generator.wait(1)
            #expect(stepper.value == 15 && counter.count == 15)
        }
    }

    @Test func leavingTheSegmentStopsTheRepeat() throws {
        try withControlWindow { window, generator, _ in
            let stepper = stepper(in: window)
            try generator.fingerDown(at: plus)
            generator.wait(0.55)
            #expect(stepper.value == 2)
            try generator.fingerMove(to: CGPoint(x: 90, y: 150))
            generator.wait(1)
            try generator.fingerUp()
            #expect(stepper.value == 2)
        }
    }

    @Test func aStepperThatIsNotContinuousSendsOnceOnLift() throws {
        try withControlWindow { window, generator, _ in
            let stepper = stepper(in: window)
            stepper.isContinuous = false
            let counter = ValueChangeCounter(stepper)
            try generator.fingerDown(at: plus)
            generator.wait(0.62)
            #expect(stepper.value == 3 && counter.count == 0)
            try generator.fingerUp()
            #expect(counter.count == 1)
            // Without autorepeat, holding steps once.
            stepper.autorepeat = false
            try generator.fingerDown(at: plus)
            generator.wait(2)
            try generator.fingerUp()
            #expect(stepper.value == 4 && counter.count == 2)
        }
    }

    @Test func rightToLeftPutsThePlusAtTheLeft() throws {
        try withControlWindow { window, generator, _ in
            let stepper = stepper(in: window)
            stepper.semanticContentAttribute = .forceRightToLeft
            try generator.fingerTap(at: minus)
            #expect(stepper.value == 1)
            // The plus is drawn on the left: its vertical stroke crosses the left segment's centre row.
            #expect(capture(window.screen)[43, 30] == [0, 0, 0, 255])
            #expect(capture(window.screen)[90, 30] != [0, 0, 0, 255])
        }
    }

    @Test(arguments: [UIUserInterfaceStyle.light, .dark])
    func theSegmentsAreAFillWithLabelSymbols(style: UIUserInterfaceStyle) throws {
        try withControlWindow(style) { window, _, _ in
            let stepper = stepper(in: window)
            stepper.value = 50
            let dark = style == .dark
            let pixels = capture(window.screen)
            // tertiarySystemFill: 118,118,128 at 0.12 (light) or 0.24 (dark) over the background.
            let fill = blended([118, 118, 128], alpha: dark ? 0.24 : 0.12, over: dark ? [0, 0, 0] : [255, 255, 255])
            #expect(near(pixels[30, 25], fill, tolerance: 1))
            // The plus and minus bars (rows 35 and 36 of the window) in the label colour.
            let label: [UInt8] = dark ? whitePixel : [0, 0, 0, 255]
            #expect(pixels[43, 35] == label && pixels[90, 35] == label && pixels[90, 30] == label)
            #expect(pixels[43, 30] != label)
            // At the minimum the minus fades to the tertiary label colour.
            stepper.value = 0
            let faded = capture(window.screen)[43, 35]
            #expect(faded != label && faded != fill)
        }
    }

    @Test func customImagesReplaceTheSymbols() throws {
        try withControlWindow { window, _, _ in
            let stepper = stepper(in: window)
            let red = render(CGSize(width: 10, height: 10)) { _ in
                UIColor.red.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
            }
            stepper.setIncrementImage(red.withRenderingMode(.alwaysOriginal), for: .normal)
            stepper.setDecrementImage(red, for: .normal)
            #expect(stepper.incrementImage(for: .highlighted) != nil && stepper.decrementImage(for: .disabled) != nil)
            stepper.value = 50
            let pixels = capture(window.screen)
            // The original image keeps its red; the template one takes the label colour.
            #expect(pixels[90, 36] == redPixel && pixels[90, 32] == redPixel)
            #expect(pixels[43, 32] == [0, 0, 0, 255])
            let divider = render(CGSize(width: 2, height: 32)) { _ in
                UIColor.blue.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 32))
            }
            stepper.setDividerImage(divider, forLeftSegmentState: .normal, rightSegmentState: .normal)
            #expect(stepper.dividerImage(forLeftSegmentState: .disabled, rightSegmentState: .normal) === divider)
            #expect(capture(window.screen)[66, 22] == bluePixel)
        }
    }

    @Test func accessibilitySeesTwoButtons() throws {
        let stepper = UIStepper()
        stepper.maximumValue = 2
        let counter = ValueChangeCounter(stepper)
        #expect(!stepper.isAccessibilityElement)
        let elements = try #require(stepper.accessibilityElements as? [UIAccessibilityElement])
        #expect(elements.map(\.accessibilityLabel) == ["Decrement", "Increment"])
        #expect(elements[0].accessibilityFrameInContainerSpace == CGRect(x: 0, y: 0, width: 47, height: 32))
        #expect(elements[0].accessibilityTraits == [.button, .notEnabled] && elements[1].accessibilityTraits == .button)
        #expect(!elements[0].accessibilityActivate())
        #expect(elements[1].accessibilityActivate() && elements[1].accessibilityActivate())
        #expect(stepper.value == 2 && counter.count == 2 && elements[1].accessibilityValue == "2")
        #expect(elements[1].accessibilityTraits == [.button, .notEnabled] && !elements[1].accessibilityActivate())
    }
}
