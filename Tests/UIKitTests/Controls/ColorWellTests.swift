import Testing
@testable import UIKit
import UIKitTesting

/// Records what a colour picker's delegate hears.
@MainActor
final class RecordingColorPickerDelegate: UIColorPickerViewControllerDelegate {
    var log: [String] = []

    func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool) {
        var alpha: CGFloat = 0
        color.getRed(nil, green: nil, blue: nil, alpha: &alpha)
        log.append("select alpha=\((alpha * 100).rounded() / 100) continuously=\(continuously)")
    }
    func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController) { log.append("didSelectColor") }
    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) { log.append("finish") }
}

@MainActor @Suite struct ColorWellTests {
    /// A 28-point well at (100, 100) in the root controller's view of a phone-sized window, with the event
    /// generator on virtual time and Core Animation's clock under control.
    private func withWell(_ body: (UIColorWell, UIViewController, EventGenerator, ControlledClock) throws -> Void) throws {
        try ControlledClock.run { clock in
            try withPresentingWindow { window, root, _ in
                let well = UIColorWell(frame: CGRect(x: 100, y: 100, width: 28, height: 28))
                root.view.addSubview(well)
                FramePass.runOnce()
                try body(well, root, EventGenerator(window: window, timing: .virtual), clock)
            }
        }
    }

    /// The centre of the picker grid's swatch at `row`, `column`, in the window.
    private func swatchCenter(_ picker: UIColorPickerViewController, row: Int, column: Int) -> CGPoint {
        let frame = picker.grid.cellFrame(row: row, column: column)
        return picker.grid.convert(CGPoint(x: frame.midX, y: frame.midY), to: nil)
    }

    @Test func defaults() {
        let well = UIColorWell()
        #expect(well.selectedColor == nil && well.supportsAlpha && well.title == nil)
        #expect(well.intrinsicContentSize == CGSize(width: 28, height: 28) && well.sizeThatFits(.zero).width == 28)
        #expect(well.isAccessibilityElement && well.accessibilityTraits == .button && well.accessibilityLabel == nil)
        well.title = "Tint"
        #expect(well.accessibilityLabel == "Tint")
        let picker = UIColorPickerViewController()
        #expect(picker.selectedColor == .white && picker.supportsAlpha && picker.delegate == nil)
    }

    @Test func tappingPresentsThePickerAndChoicesComeBack() throws {
        try withWell { well, root, generator, clock in
            well.title = "Tint"
            well.selectedColor = UIColor(white: 0, alpha: 1)
            let counter = ValueChangeCounter(well) { _ in 0 }
            try generator.fingerTap(at: CGPoint(x: 114, y: 114))
            clock.renderFrames(40)
            let picker = try #require(root.presentedViewController as? UIColorPickerViewController)
            #expect(picker.title == "Tint" && picker.titleLabel.text == "Tint" && picker.supportsAlpha)
            #expect(picker.selectedColor == UIColor(white: 0, alpha: 1))
            // The selection's swatch (the last gray) is outlined.
            #expect(picker.grid.chosen?.row == 0 && picker.grid.chosen?.column == 11)

            // Row 5 is the full hues: column 0 is hue 0, pure red.
            try generator.fingerTap(at: swatchCenter(picker, row: 5, column: 0))
            #expect(well.selectedColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1) && counter.count == 1)
            #expect(picker.selectedColor == well.selectedColor)
            // A second tap on the well while the picker is up presents nothing more.
            #expect(root.presentedViewController === picker)

            try generator.fingerTap(at: picker.closeButton.convert(CGPoint(x: 15, y: 15), to: nil))
            clock.renderFrames(40)
            #expect(root.presentedViewController == nil && counter.count == 1)
            // Tapped again, the well presents a new picker showing the colour chosen.
            try generator.fingerTap(at: CGPoint(x: 114, y: 114))
            clock.renderFrames(40)
            let again = try #require(root.presentedViewController as? UIColorPickerViewController)
            #expect(again !== picker && again.selectedColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        }
    }

    @Test func theOpacitySliderAndTheDelegate() throws {
        try withWell { well, root, generator, clock in
            well.supportsAlpha = true
            try generator.fingerTap(at: CGPoint(x: 114, y: 114))
            clock.renderFrames(40)
            let picker = try #require(root.presentedViewController as? UIColorPickerViewController)
            let delegate = RecordingColorPickerDelegate()
            picker.delegate = delegate
            #expect(!picker.opacitySlider.isHidden)

            // The slider is a `UISlider`: its thumb's centre runs from 14 points in to 14 points from the end, so
            // the middle is 0.5, and a touch on the track away from the thumb moves nothing.
            let slider = picker.opacitySlider
            let start = slider.convert(CGPoint(x: slider.bounds.width - 14, y: slider.bounds.midY), to: nil)
            let middle = slider.convert(CGPoint(x: slider.bounds.midX, y: slider.bounds.midY), to: nil)
            try generator.fingerDown(at: start)
            try generator.fingerMove(to: middle)
            try generator.fingerUp()
            #expect(delegate.log == ["select alpha=0.5 continuously=true", "select alpha=0.5 continuously=false",
                                     "didSelectColor"])
            try generator.fingerTap(at: slider.convert(CGPoint(x: 20, y: slider.bounds.midY), to: nil))
            #expect(delegate.log.count == 3 && slider.value == 0.5)
            var alpha: CGFloat = 0
            well.selectedColor?.getRed(nil, green: nil, blue: nil, alpha: &alpha)
            #expect(alpha == 0.5)

            // A swatch keeps the chosen opacity.
            delegate.log = []
            try generator.fingerTap(at: swatchCenter(picker, row: 0, column: 0))
            #expect(well.selectedColor == UIColor(white: 1, alpha: 0.5))
            #expect(delegate.log == ["select alpha=0.5 continuously=false", "didSelectColor"])

            try generator.fingerTap(at: picker.closeButton.convert(CGPoint(x: 15, y: 15), to: nil))
            #expect(!delegate.log.contains("finish"))
            clock.renderFrames(40)
            #expect(delegate.log.last == "finish")
        }
    }

    @Test func withoutAlphaThePickerHasNoSliderAndChoosesOpaqueColours() throws {
        try withWell { well, root, generator, clock in
            well.supportsAlpha = false
            well.selectedColor = UIColor(white: 1, alpha: 0.2)
            try generator.fingerTap(at: CGPoint(x: 114, y: 114))
            clock.renderFrames(40)
            let picker = try #require(root.presentedViewController as? UIColorPickerViewController)
            #expect(picker.opacitySlider.isHidden && !picker.supportsAlpha)
            try generator.fingerTap(at: swatchCenter(picker, row: 0, column: 0))
            #expect(well.selectedColor == .white)
        }
    }

    @Test func aWellWithoutAControllerLogsAndStays() throws {
        try ControlledClock.run { _ in
            try withEventWindow { window, generator in
                let well = UIColorWell(frame: CGRect(x: 0, y: 0, width: 28, height: 28))
                window.addSubview(well)
                let logs = try uikitLogMessages { try generator.fingerTap(at: CGPoint(x: 14, y: 14)) }
                #expect(logs == ["UIColorWell: no view controller to present the color picker from; ignored."])
                #expect(well.presentedPicker == nil)
            }
        }
    }

    @Test func thePickerGridMirrorsRightToLeft() {
        let picker = UIColorPickerViewController()
        picker.loadViewIfNeeded()
        picker.view.frame = CGRect(x: 0, y: 0, width: 272, height: 400)
        picker.view.layoutIfNeeded()
        // 240 points of grid: twelve 20-point columns.
        #expect(picker.grid.cellFrame(row: 1, column: 0) == CGRect(x: 0, y: 20, width: 20, height: 20))
        picker.view.semanticContentAttribute = .forceRightToLeft
        picker.grid.semanticContentAttribute = .forceRightToLeft
        #expect(picker.grid.cellFrame(row: 1, column: 0) == CGRect(x: 220, y: 20, width: 20, height: 20))
        picker.view.layoutIfNeeded()
        #expect(picker.closeButton.frame.minX == 16)
    }

    @Test func theWellShowsItsColourInLightAndDark() {
        withScreenWindow(size: CGSize(width: 40, height: 40)) { window, screen in
            let well = UIColorWell(frame: CGRect(x: 6, y: 6, width: 28, height: 28))
            well.selectedColor = .systemBlue
            window.addSubview(well)
            #expect(capture(screen)[20, 20] == [0, 122, 255, 255])
            window.overrideUserInterfaceStyle = .dark
            #expect(capture(screen)[20, 20] == [10, 132, 255, 255])
            // The ring: a hue at its outer edge, white between it and the colour.
            let pixels = capture(screen)
            #expect(pixels[20, 7] != [255, 255, 255, 255] && pixels[20, 10] == [255, 255, 255, 255])
        }
    }
}
