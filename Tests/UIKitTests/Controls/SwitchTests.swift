import Testing
@testable import UIKit
import UIKitTesting

@MainActor @Suite struct SwitchTests {
    @Test func aSwitchIs51By31WhateverItsFrame() {
        let control = UISwitch(frame: CGRect(x: 10, y: 20, width: 200, height: 100))
        #expect(control.frame == CGRect(x: 10, y: 20, width: 51, height: 31))
        #expect(control.intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(control.sizeThatFits(CGSize(width: 500, height: 500)) == CGSize(width: 51, height: 31))
        #expect(!control.isOn && control.onTintColor == nil && control.thumbTintColor == nil)
        #expect(control.preferredStyle == .automatic && control.style == .sliding)
        control.preferredStyle = .checkbox
        #expect(control.style == .sliding)
        #expect(UISwitch.Style.checkbox.rawValue == 1 && UISwitch.Style.sliding.rawValue == 2)
    }

    @Test func settingTheValueSendsNoEvent() {
        let control = UISwitch()
        let counter = ValueChangeCounter(control)
        control.isOn = true
        control.setOn(false, animated: false)
        control.setOn(true, animated: true)
        #expect(control.isOn && counter.count == 0)
    }

    @Test func aTapTogglesAndSendsOneValueChange() throws {
        try withControlWindow { window, generator, _ in
            let control = UISwitch(frame: CGRect(x: 20, y: 20, width: 0, height: 0))
            window.addSubview(control)
            let counter = ValueChangeCounter(control)
            try generator.fingerTap(at: CGPoint(x: 45, y: 35))
            #expect(control.isOn && counter.count == 1)
            try generator.fingerTap(at: CGPoint(x: 45, y: 35))
            #expect(!control.isOn && counter.count == 2)
            // Lifting far outside is no tap.
            try generator.fingerDown(at: CGPoint(x: 45, y: 35))
            try generator.fingerMove(to: CGPoint(x: 45, y: 300))
            try generator.fingerUp()
            #expect(!control.isOn && counter.count == 2)
            // A disabled switch takes no touches.
            control.isEnabled = false
            try generator.fingerTap(at: CGPoint(x: 45, y: 35))
            #expect(!control.isOn && counter.count == 2)
        }
    }

    @Test func theThumbFollowsADragAndWhereItIsDecides() throws {
        try withControlWindow { window, generator, _ in
            let control = UISwitch(frame: CGRect(x: 20, y: 20, width: 0, height: 0))
            window.addSubview(control)
            let counter = ValueChangeCounter(control)
            // Pressed, the thumb is 27 + 7 points wide.
            try generator.fingerDown(at: CGPoint(x: 30, y: 35))
            #expect(control.thumbView.frame == CGRect(x: 2, y: 2, width: 34, height: 27))
            // The pressed thumb travels 51 − 4 − 34 = 13 points; its centre follows the finger: at local x 25 it is
            // (25 − 2 − 17) / 13 of the way, so its left edge is at 2 + 6 = 8.
            try generator.fingerMove(to: CGPoint(x: 45, y: 35))
            #expect(control.thumbView.frame.minX == 8 && !control.isOn)
            try generator.fingerMove(to: CGPoint(x: 60, y: 35))
            #expect(control.thumbView.frame.minX == 15)
            try generator.fingerUp()
            #expect(control.isOn && counter.count == 1)
            #expect(control.thumbView.frame == CGRect(x: 22, y: 2, width: 27, height: 27))
            // A drag that stays on the on side changes nothing: (31 − 19) / 13 ≥ ½.
            try generator.fingerDown(at: CGPoint(x: 60, y: 35))
            try generator.fingerMove(to: CGPoint(x: 51, y: 35))
            try generator.fingerUp()
            #expect(control.isOn && counter.count == 1)
            // Dragged past the middle, it turns off.
            try generator.fingerDown(at: CGPoint(x: 60, y: 35))
            try generator.fingerMove(to: CGPoint(x: 35, y: 35))
            try generator.fingerUp()
            #expect(!control.isOn && counter.count == 2)
        }
    }

    @Test func anAncestorsTapAndPanDoNotTakeTheSwitch() throws {
        try withControlWindow { window, generator, _ in
            let parent = UIView(frame: window.bounds)
            window.addSubview(parent)
            let control = UISwitch(frame: CGRect(x: 20, y: 20, width: 0, height: 0))
            parent.addSubview(control)
            let taps = ActionRecorder(), pans = ActionRecorder()
            parent.addGestureRecognizer(UITapGestureRecognizer(target: taps, action: ActionRecorder.handle))
            parent.addGestureRecognizer(UIPanGestureRecognizer(target: pans, action: ActionRecorder.handle))
            try generator.fingerTap(at: CGPoint(x: 45, y: 35))
            #expect(control.isOn && taps.states.isEmpty)
            try generator.fingerDown(at: CGPoint(x: 60, y: 35))
            try generator.fingerMove(to: CGPoint(x: 30, y: 35), duration: 0.1)
            try generator.fingerMove(to: CGPoint(x: 10, y: 36), duration: 0.1)
            try generator.fingerUp()
            #expect(!control.isOn && pans.states.isEmpty)
            // Elsewhere the recognizers work.
            try generator.fingerTap(at: CGPoint(x: 200, y: 200))
            #expect(taps.states == [.ended])
        }
    }

    @Test(arguments: [UIUserInterfaceStyle.light, .dark])
    func theTrackIsGreenWhenOnAndAFillWhenOff(style: UIUserInterfaceStyle) throws {
        try withControlWindow(style) { window, _, _ in
            let control = UISwitch(frame: CGRect(x: 20, y: 20, width: 0, height: 0))
            window.addSubview(control)
            let dark = style == .dark
            let background: [Double] = dark ? [0, 0, 0] : [255, 255, 255]
            // Off: secondarySystemFill, 120,120,128 at 0.16 (light) or 0.32 (dark), right of the thumb.
            var pixels = capture(window.screen)
            #expect(near(pixels[65, 35], blended([120, 120, 128], alpha: dark ? 0.32 : 0.16, over: background), tolerance: 1))
            #expect(pixels[35, 35] == whitePixel)
            // On: systemGreen, 52,199,89 or 48,209,88, left of the thumb; the thumb white at the right.
            control.isOn = true
            pixels = capture(window.screen)
            #expect(pixels[28, 35] == (dark ? [48, 209, 88, 255] : [52, 199, 89, 255]))
            #expect(pixels[55, 35] == whitePixel)
            // An on tint and a thumb tint replace them.
            control.onTintColor = .systemRed
            control.thumbTintColor = .systemBlue
            pixels = capture(window.screen)
            #expect(pixels[28, 35] == (dark ? [255, 69, 58, 255] : [255, 59, 48, 255]))
            #expect(pixels[55, 35] == (dark ? [10, 132, 255, 255] : [0, 122, 255, 255]))
        }
    }

    @Test func setOnAnimatedSlidesTheThumbAndEndsOnTheOtherSide() throws {
        try withControlWindow { window, _, clock in
            let control = UISwitch(frame: CGRect(x: 20, y: 20, width: 0, height: 0))
            window.addSubview(control)
            clock.renderFrames(1)
            control.setOn(true, animated: true)
            #expect(control.thumbView.frame.minX == 22)
            clock.renderFrames(6)
            let midway = control.thumbView.layer.presentation()?.frame.minX ?? -1
            #expect(midway > 2 && midway < 22)
            clock.renderFrames(20)
            #expect(control.thumbView.layer.presentation()?.frame.minX == 22)
            #expect(capture(window.screen)[28, 35] == [52, 199, 89, 255])
        }
    }

    @Test func rightToLeftPutsOnAtTheLeft() throws {
        try withControlWindow { window, generator, _ in
            let control = UISwitch(frame: CGRect(x: 20, y: 20, width: 0, height: 0))
            control.semanticContentAttribute = .forceRightToLeft
            window.addSubview(control)
            window.layoutIfNeeded()
            #expect(control.thumbView.frame.minX == 22)
            control.isOn = true
            #expect(control.thumbView.frame.minX == 2)
            // Dragging to the right turns it off.
            try generator.fingerDown(at: CGPoint(x: 30, y: 35))
            try generator.fingerMove(to: CGPoint(x: 65, y: 35))
            try generator.fingerUp()
            #expect(!control.isOn && control.thumbView.frame.minX == 22)
        }
    }

    @Test func accessibilityDefaults() {
        let control = UISwitch()
        let counter = ValueChangeCounter(control)
        #expect(control.isAccessibilityElement && control.accessibilityTraits == .button)
        #expect(control.accessibilityValue == "0")
        #expect(control.accessibilityActivate())
        #expect(control.isOn && control.accessibilityValue == "1" && counter.count == 1)
        control.isEnabled = false
        #expect(control.accessibilityTraits == [.button, .notEnabled] && !control.accessibilityActivate())
        control.accessibilityValue = "Wi-Fi on"
        #expect(control.accessibilityValue == "Wi-Fi on")
    }
}
