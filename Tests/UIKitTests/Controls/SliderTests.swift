import Testing
@testable import UIKit
import UIKitTesting

@MainActor @Suite struct SliderTests {
    private func slider(in window: UIWindow) -> UISlider {
        let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 200, height: 31))
        window.addSubview(slider)
        window.layoutIfNeeded()
        return slider
    }

    @Test func defaultsAndNaturalSize() {
        let slider = UISlider()
        #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1 && slider.isContinuous)
        #expect(slider.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 31))
        #expect(slider.currentThumbImage == nil && slider.minimumValueImage == nil)
    }

    @Test func valuesAreClampedAndTheRangeKeepsItsOrder() {
        let slider = UISlider()
        let counter = ValueChangeCounter(slider)
        slider.value = 2
        #expect(slider.value == 1)
        slider.value = -1
        #expect(slider.value == 0)
        slider.maximumValue = 10
        slider.value = 4
        // A minimum above the maximum raises the maximum, and the value follows.
        slider.minimumValue = 20
        #expect(slider.minimumValue == 20 && slider.maximumValue == 20 && slider.value == 20)
        // A maximum below the minimum lowers the minimum.
        slider.maximumValue = 3
        #expect(slider.minimumValue == 3 && slider.maximumValue == 3 && slider.value == 3)
        let messages = UIKitLogObservers.capture {
            slider.value = .nan
            slider.minimumValue = .infinity
            slider.setValue(-.infinity, animated: true)
        }
        #expect(messages.count == 3 && messages[0].contains("UISlider: value nan is not a finite number"))
        #expect(slider.value == 3 && slider.minimumValue == 3 && counter.count == 0)
    }

    @Test func theTrackAndThumbRectangles() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        let bounds = slider.bounds
        let track = slider.trackRect(forBounds: bounds)
        #expect(track == CGRect(x: 0, y: 13.5, width: 200, height: 4))
        // The 28-point thumb travels 200 − 28 = 172 points.
        #expect(slider.thumbRect(forBounds: bounds, trackRect: track, value: 0.5) == CGRect(x: 86, y: 1.5, width: 28, height: 28))
        #expect(slider.thumbRect(forBounds: bounds, trackRect: track, value: 1).minX == 172)
        // Value images take the ends, 8 points from the track.
        slider.minimumValueImage = square(20)
        slider.maximumValueImage = square(12)
        #expect(slider.minimumValueImageRect(forBounds: bounds) == CGRect(x: 0, y: 5.5, width: 20, height: 20))
        #expect(slider.maximumValueImageRect(forBounds: bounds) == CGRect(x: 188, y: 9.5, width: 12, height: 12))
        #expect(slider.trackRect(forBounds: bounds) == CGRect(x: 28, y: 13.5, width: 152, height: 4))
        // A thumb image sets the thumb's size.
        slider.setThumbImage(square(40), for: .normal)
        #expect(slider.currentThumbImage != nil && slider.intrinsicContentSize.height == 40)
        #expect(slider.thumbRect(forBounds: bounds, trackRect: slider.trackRect(forBounds: bounds), value: 0).size == CGSize(width: 40, height: 40))
    }

    @Test func imagesPerStateFallBackToNormal() {
        let slider = UISlider()
        let normal = square(10), highlighted = square(12), track = square(4)
        slider.setThumbImage(normal, for: .normal)
        slider.setThumbImage(highlighted, for: .highlighted)
        slider.setMinimumTrackImage(track, for: .normal)
        slider.setMaximumTrackImage(track, for: .disabled)
        #expect(slider.thumbImage(for: .disabled) === normal && slider.thumbImage(for: .highlighted) === highlighted)
        slider.isHighlighted = true
        #expect(slider.currentThumbImage === highlighted && slider.thumbView.image === highlighted)
        #expect(slider.currentMinimumTrackImage === track && slider.currentMaximumTrackImage == nil)
        slider.isHighlighted = false
        slider.isEnabled = false
        #expect(slider.currentMaximumTrackImage === track && slider.maximumTrackView.image === track)
    }

    @Test func draggingTheThumbSendsAValueChangeForEachMove() throws {
        try withControlWindow { window, generator, _ in
            let slider = slider(in: window)
            let counter = ValueChangeCounter(slider)
            // The thumb's centre is at 20 + 14; moving it 86 points is half of its 172-point travel.
            try generator.fingerDown(at: CGPoint(x: 36, y: 115))
            try generator.fingerMove(to: CGPoint(x: 79, y: 115))
            try generator.fingerMove(to: CGPoint(x: 122, y: 116))
            #expect(slider.value == 0.5 && counter.count == 2)
            #expect(slider.thumbView.frame.minX == 86)
            try generator.fingerMove(to: CGPoint(x: 400, y: 115))
            try generator.fingerUp()
            #expect(slider.value == 1 && counter.count == 3)
        }
    }

    @Test func aSliderThatIsNotContinuousSendsOnceAtTheEnd() throws {
        try withControlWindow { window, generator, _ in
            let slider = slider(in: window)
            slider.isContinuous = false
            let counter = ValueChangeCounter(slider)
            try generator.fingerDown(at: CGPoint(x: 34, y: 115))
            try generator.fingerMove(to: CGPoint(x: 77, y: 115))
            try generator.fingerMove(to: CGPoint(x: 120, y: 115))
            #expect(slider.value == 0.5 && counter.count == 0)
            try generator.fingerUp()
            #expect(counter.count == 1)
        }
    }

    @Test func aTapOnTheTrackDoesNothing() throws {
        try withControlWindow { window, generator, _ in
            let slider = slider(in: window)
            let counter = ValueChangeCounter(slider)
            try generator.fingerTap(at: CGPoint(x: 170, y: 115))
            try generator.fingerDown(at: CGPoint(x: 170, y: 115))
            try generator.fingerMove(to: CGPoint(x: 200, y: 115))
            try generator.fingerUp()
            #expect(slider.value == 0 && counter.count == 0)
        }
    }

    @Test(arguments: [UIUserInterfaceStyle.light, .dark])
    func theTrackIsTintedUpToTheThumbAndAFillBeyond(style: UIUserInterfaceStyle) throws {
        try withControlWindow(style) { window, _, _ in
            let slider = slider(in: window)
            slider.value = 0.5
            let dark = style == .dark
            let pixels = capture(window.screen)
            // systemBlue up to the thumb (20 + 86 … 20 + 114); systemFill (120,120,128 at 0.2 or 0.36) beyond.
            #expect(pixels[60, 115] == (dark ? [10, 132, 255, 255] : [0, 122, 255, 255]))
            #expect(near(pixels[180, 115], blended([120, 120, 128], alpha: dark ? 0.36 : 0.2,
                                                    over: dark ? [0, 0, 0] : [255, 255, 255]), tolerance: 1))
            #expect(pixels[120, 115] == whitePixel)
            slider.minimumTrackTintColor = .systemGreen
            slider.maximumTrackTintColor = .systemRed
            let tinted = capture(window.screen)
            #expect(tinted[60, 115] == (dark ? [48, 209, 88, 255] : [52, 199, 89, 255]))
            #expect(tinted[180, 115] == (dark ? [255, 69, 58, 255] : [255, 59, 48, 255]))
        }
    }

    @Test func rightToLeftPutsTheMinimumAtTheRight() throws {
        try withControlWindow { window, generator, _ in
            let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 200, height: 31))
            slider.semanticContentAttribute = .forceRightToLeft
            window.addSubview(slider)
            window.layoutIfNeeded()
            #expect(slider.thumbView.frame.minX == 172)
            slider.value = 0.25
            #expect(slider.thumbView.frame.minX == 129 && slider.minimumTrackView.frame.minX == 143)
            #expect(capture(window.screen)[200, 115] == [0, 122, 255, 255])
            // Dragging the thumb to the left raises the value.
            try generator.fingerDown(at: CGPoint(x: 163, y: 115))
            try generator.fingerMove(to: CGPoint(x: 120, y: 115))
            try generator.fingerUp()
            #expect(slider.value == 0.5)
        }
    }

    @Test func setValueAnimatedEndsAtTheValue() throws {
        try withControlWindow { window, _, clock in
            let slider = slider(in: window)
            clock.renderFrames(1)
            slider.setValue(1, animated: true)
            #expect(slider.value == 1 && slider.thumbView.frame.minX == 172)
            clock.renderFrames(6)
            let midway = slider.thumbView.layer.presentation()?.frame.minX ?? -1
            #expect(midway > 0 && midway < 172)
            clock.renderFrames(20)
            #expect(slider.thumbView.layer.presentation()?.frame.minX == 172)
        }
    }

    private func square(_ side: CGFloat) -> UIImage {
        render(CGSize(width: side, height: side)) { _ in
            UIColor.black.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: side, height: side))
        }
    }

    @Test func accessibilityAdjustsByATenthOfTheRange() {
        let slider = UISlider()
        slider.minimumValue = 20
        slider.maximumValue = 70
        slider.value = 45
        let counter = ValueChangeCounter(slider)
        #expect(slider.isAccessibilityElement && slider.accessibilityTraits == .adjustable)
        #expect(slider.accessibilityValue == "50%")
        slider.accessibilityIncrement()
        #expect(slider.value == 50 && slider.accessibilityValue == "60%" && counter.count == 1)
        slider.value = 68
        slider.accessibilityIncrement()
        #expect(slider.value == 70 && counter.count == 2)
        slider.accessibilityIncrement()
        #expect(slider.value == 70 && counter.count == 2)
        slider.accessibilityDecrement()
        #expect(slider.value == 65 && slider.accessibilityValue == "90%" && counter.count == 3)
    }
}
