import Testing
@testable import UIKit
import UIKitTesting

@MainActor @Suite struct ButtonTests {
    /// A solid square of `color`, `side` points at scale 1.
    private func square(_ side: CGFloat, _ color: UIColor = .black) -> UIImage {
        render(CGSize(width: side, height: side)) { _ in
            color.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: side, height: side))
        }
    }

    /// The most saturated pixel in `rect` of a white screen: the one with the least green and blue, which is
    /// a pixel fully inside a glyph stroke.
    private func strongestPixel(_ pixels: Pixels, in rect: CGRect) -> [UInt8] {
        var best = whitePixel
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) {
                let pixel = pixels[x, y]
                if Int(pixel[1]) + Int(pixel[2]) < Int(best[1]) + Int(best[2]) { best = pixel }
            }
        }
        return best
    }

    @Test func typesAndDefaults() {
        #expect(UIButton.ButtonType.custom.rawValue == 0 && UIButton.ButtonType.system.rawValue == 1)
        #expect(UIButton.ButtonType.contactAdd.rawValue == 5 && UIButton.ButtonType.close.rawValue == 7)
        #expect(UIButton.ButtonType.roundedRect == .system)
        let custom = UIButton()
        #expect(custom.buttonType == .custom && custom.frame == .zero && custom.subviews.isEmpty)
        #expect(custom.currentTitleColor == .white && custom.currentTitle == nil && custom.currentImage == nil)
        #expect(custom.titleLabel?.font.pointSize == 15 && custom.titleLabel?.lineBreakMode == .byTruncatingMiddle)
        let system = UIButton(type: .system)
        #expect(system.buttonType == .system && system.frame == .zero && system.currentImage == nil)
        #expect(system.currentTitleColor == system.tintColor)
        // The tint is inherited: moving under a tinted view recolours the title.
        let tinted = UIView()
        tinted.tintColor = .red
        tinted.addSubview(system)
        #expect(system.currentTitleColor == .red && system.titleLabel?.textColor == .red)
        for type in [UIButton.ButtonType.detailDisclosure, .infoLight, .infoDark, .contactAdd] {
            let button = UIButton(type: type)
            #expect(button.frame.size == CGSize(width: 22, height: 22))
            #expect(button.currentImage?.renderingMode == .alwaysTemplate)
            #expect(button.intrinsicContentSize == CGSize(width: 22, height: 22))
        }
        #expect(UIButton(type: .close).frame.size == CGSize(width: 30, height: 30))
        #expect(UIButton(type: .close).currentImage?.renderingMode == .alwaysOriginal)
    }

    @Test func valuesFallBackToTheNormalState() {
        let button = UIButton(type: .system)
        button.setTitle("Normal", for: .normal)
        button.setTitle("Pressed", for: .highlighted)
        #expect(button.title(for: .highlighted) == "Pressed" && button.title(for: .selected) == "Normal")
        // A combined state does not fall back to one of its parts.
        #expect(button.title(for: [.selected, .highlighted]) == "Normal")
        button.isHighlighted = true
        #expect(button.currentTitle == "Pressed" && button.titleLabel?.text == "Pressed")
        button.isSelected = true
        #expect(button.currentTitle == "Normal")
        button.setTitle("Both", for: [.selected, .highlighted])
        #expect(button.currentTitle == "Both" && button.titleLabel?.text == "Both")
        button.isSelected = false
        button.setTitle(nil, for: .highlighted)
        #expect(button.currentTitle == "Normal")

        // Colours: the system's when none is set, the normal one when set.
        #expect(button.titleColor(for: .normal) == button.tintColor)
        #expect(button.titleColor(for: .disabled) == .systemGray)
        button.setTitleColor(.red, for: .normal)
        #expect(button.titleColor(for: .disabled) == .red && button.currentTitleColor == .red)
        button.setTitleColor(.green, for: .highlighted)
        #expect(button.currentTitleColor == .green && button.titleLabel?.textColor == .green)

        let image = square(4), selectedImage = square(6)
        button.setImage(image, for: .normal)
        button.setImage(selectedImage, for: .selected)
        button.setBackgroundImage(image, for: .normal)
        #expect(button.image(for: .disabled) === image && button.image(for: .selected) === selectedImage)
        #expect(button.backgroundImage(for: .highlighted) === image && button.currentBackgroundImage === image)
        button.isHighlighted = false
        button.isSelected = true
        #expect(button.currentImage === selectedImage && button.imageView?.image?.size == selectedImage.size)
    }

    @Test func aStyledTitleWinsOverThePlainOne() {
        let button = UIButton(type: .system)
        button.setTitle("Plain", for: .normal)
        let styled = NSAttributedString(string: "Styled title", attributes: [.foregroundColor: UIColor.green])
        button.setAttributedTitle(styled, for: .normal)
        #expect(button.currentAttributedTitle === styled && button.attributedTitle(for: .highlighted) === styled)
        #expect(button.titleLabel?.text == "Styled title" && button.currentTitle == "Plain")
        let styledWidth = button.intrinsicContentSize.width
        button.setAttributedTitle(nil, for: .normal)
        #expect(button.titleLabel?.text == "Plain" && button.intrinsicContentSize.width < styledWidth)
    }

    @Test func aCustomButtonsImageDarkensWhileTouchedAndLightensWhenDisabled() throws {
        try withEventWindow { window, generator in
            let button = UIButton(type: .custom)
            button.setImage(square(20, .red), for: .normal)
            button.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
            window.addSubview(button)
            let screen = window.screen
            #expect(capture(screen)[20, 20] == redPixel)
            // Touched: black at 0.3 over red, 255 × 0.7 = 178.5.
            try generator.fingerDown(at: CGPoint(x: 20, y: 20))
            #expect(near(capture(screen)[20, 20], [179, 0, 0, 255], tolerance: 1))
            try generator.fingerUp()
            #expect(capture(screen)[20, 20] == redPixel)
            // Disabled: white at 0.5 over red, 255 × 0.5 ≈ 128 in green and blue.
            button.isEnabled = false
            #expect(near(capture(screen)[20, 20], [255, 128, 128, 255], tolerance: 1))
            button.adjustsImageWhenDisabled = false
            #expect(capture(screen)[20, 20] == redPixel)
            // An image set for the state itself is shown as it is.
            button.isEnabled = true
            button.setImage(square(20, .blue), for: .highlighted)
            button.isHighlighted = true
            #expect(capture(screen)[20, 20] == bluePixel)
            button.isHighlighted = false
        }
    }

    @Test func theImageSitsLeftOfTheTitleBothCentred() {
        let button = UIButton(type: .custom)
        button.setTitle("Title", for: .normal)
        let title = button.titleLabel!.sizeThatFits(.zero)
        #expect(button.intrinsicContentSize == title && button.sizeThatFits(CGSize(width: 1, height: 1)) == title)
        button.setImage(square(20), for: .normal)
        let size = CGSize(width: 20 + title.width, height: max(20, title.height))
        #expect(button.intrinsicContentSize == size)

        button.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        button.layoutIfNeeded()
        // Origins on the pixel grid.
        let scale = button.contentScaleFactor
        func pixelRounded(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
        let left = pixelRounded((200 - size.width) / 2)
        #expect(button.imageView?.frame == CGRect(x: left, y: 20, width: 20, height: 20))
        #expect(button.titleLabel?.frame == CGRect(x: left + 20, y: pixelRounded((60 - title.height) / 2),
                                                   width: title.width, height: title.height))
        #expect(button.titleRect(forContentRect: button.bounds) == button.titleLabel?.frame)

        // Too narrow: the title gives up width, the image keeps its own.
        button.frame.size.width = 50
        button.layoutIfNeeded()
        #expect(button.imageView?.frame.minX == 0 && button.titleLabel?.frame.width == 30)

        // A larger background image makes the natural size; it fills the bounds.
        button.setBackgroundImage(square(100), for: .normal)
        #expect(button.intrinsicContentSize == CGSize(width: max(100, size.width), height: 100))
        button.layoutIfNeeded()
        #expect(button.subviews.first is UIImageView && button.subviews.first?.frame == button.bounds)
    }

    @Test func aPrimaryActionGivesTheTitleAndImageAndRunsOnTap() throws {
        try withEventWindow { window, generator in
            var runs = 0
            let image = square(10)
            let button = UIButton(primaryAction: UIAction(title: "Go", image: image) { action in
                #expect(action.sender is UIButton)
                runs += 1
            })
            #expect(button.buttonType == .system && button.currentTitle == "Go" && button.currentImage === image)
            var upInside = 0
            button.addAction(UIAction { _ in upInside += 1 }, for: .touchUpInside)
            button.frame = CGRect(x: 100, y: 100, width: 100, height: 40)
            window.addSubview(button)
            try generator.fingerTap(at: CGPoint(x: 150, y: 120))
            #expect(runs == 1 && upInside == 1)
            // Lifting outside runs nothing.
            try generator.fingerDown(at: CGPoint(x: 150, y: 120))
            try generator.fingerMove(to: CGPoint(x: 150, y: 300))
            try generator.fingerUp()
            #expect(runs == 1 && upInside == 1)

            // One registration for both events runs once per tap.
            var both = 0
            let framed = UIButton(frame: CGRect(x: 0, y: 0, width: 50, height: 50),
                                  primaryAction: UIAction(title: "F") { _ in both += 1 })
            #expect(framed.buttonType == .custom && framed.currentTitle == "F")
            framed.addAction(UIAction(identifier: UIAction.Identifier("both")) { _ in both += 1 },
                             for: [.touchUpInside, .primaryActionTriggered])
            window.addSubview(framed)
            try generator.fingerTap(at: CGPoint(x: 25, y: 25))
            #expect(both == 2)
        }
    }

    @Test func touchesHighlightWithinSeventyPointsAndActOnTouchUpInside() throws {
        try withEventWindow { window, generator in
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 100, y: 100, width: 100, height: 40)
            button.setTitle("Up", for: .normal)
            button.setTitle("Down", for: .highlighted)
            window.addSubview(button)
            let log = EventLog()
            for (event, name) in [(UIControl.Event.touchDown, "down"), (.touchDragExit, "exit"), (.touchDragEnter, "enter"),
                                  (.touchUpInside, "upInside"), (.touchUpOutside, "upOutside")] {
                button.addAction(UIAction { _ in log.add(name) }, for: event)
            }
            try generator.fingerDown(at: CGPoint(x: 150, y: 120))
            #expect(button.isHighlighted && button.currentTitle == "Down" && log.entries == ["down"])
            // 69 points below the bottom edge is still inside; 71 is outside.
            try generator.fingerMove(to: CGPoint(x: 150, y: 140 + 69))
            #expect(button.isHighlighted && log.entries == ["down"])
            try generator.fingerMove(to: CGPoint(x: 150, y: 140 + 71))
            #expect(!button.isHighlighted && button.currentTitle == "Up" && log.entries == ["down", "exit"])
            try generator.fingerMove(to: CGPoint(x: 150, y: 150))
            #expect(button.isHighlighted && log.entries == ["down", "exit", "enter"])
            try generator.fingerUp()
            #expect(!button.isHighlighted && log.entries == ["down", "exit", "enter", "upInside"])

            try generator.fingerDown(at: CGPoint(x: 150, y: 120))
            try generator.fingerMove(to: CGPoint(x: 150, y: 300))
            try generator.fingerUp()
            #expect(log.entries.suffix(3) == ["down", "exit", "upOutside"])
        }
    }

    @Test func aButtonWinsSingleTapsOverAnAncestorsTapButNotWhenDisabled() throws {
        try withEventWindow { window, generator in
            let recorder = ActionRecorder()
            window.addGestureRecognizer(UITapGestureRecognizer(target: recorder, action: ActionRecorder.handle))
            var taps = 0
            let button = UIButton(type: .system, primaryAction: UIAction(title: "Tap") { _ in taps += 1 })
            button.frame = CGRect(x: 100, y: 100, width: 100, height: 40)
            window.addSubview(button)
            try generator.fingerTap(at: CGPoint(x: 150, y: 120))
            #expect(taps == 1 && recorder.states.isEmpty)
            button.isEnabled = false
            try generator.fingerTap(at: CGPoint(x: 150, y: 120))
            #expect(taps == 1 && recorder.states == [.ended])
        }
    }

    @Test func aSystemButtonDrawsInTheTintDimsWhileTouchedAndGreysWhenDisabled() throws {
        try withEventWindow { window, generator in
            let button = UIButton(type: .system)
            button.setTitle("HH", for: .normal)
            button.titleLabel?.font = .boldSystemFont(ofSize: 48)
            button.setImage(square(20), for: .normal)
            button.frame = CGRect(x: 50, y: 50, width: 300, height: 100)
            button.tintColor = .red
            window.addSubview(button)
            let screen = window.screen
            button.layoutIfNeeded()
            let titleArea = button.convert(button.titleLabel!.frame, to: window)
            let imageCentre = button.convert(button.imageView!.center, to: window)

            // The title's solid strokes and the (automatic, so template) image are pure tint.
            var pixels = capture(screen)
            #expect(strongestPixel(pixels, in: titleArea) == redPixel)
            #expect(pixels[Int(imageCentre.x), Int(imageCentre.y)] == redPixel)

            // Touched: a fifth of the tint's opacity over white, 255 − 0.2 × 255 = 204 in green and blue.
            try generator.fingerDown(at: CGPoint(x: 200, y: 100))
            pixels = capture(screen)
            #expect(near(strongestPixel(pixels, in: titleArea), [255, 204, 204, 255]))
            #expect(near(pixels[Int(imageCentre.x), Int(imageCentre.y)], [255, 204, 204, 255]))
            try generator.fingerUp()
            #expect(strongestPixel(capture(screen), in: titleArea) == redPixel)

            // Disabled: system grey (142, 142, 147).
            button.isEnabled = false
            pixels = capture(screen)
            #expect(near(strongestPixel(pixels, in: titleArea), [142, 142, 147, 255]))
            #expect(near(pixels[Int(imageCentre.x), Int(imageCentre.y)], [142, 142, 147, 255]))

            // An information button's glyph is in the tint: the "i"'s stem covers (10…12, 9.5…16.5).
            let info = UIButton(type: .infoLight)
            info.tintColor = .blue
            info.frame.origin = CGPoint(x: 360, y: 0)
            window.addSubview(info)
            #expect(capture(screen)[370, 12] == bluePixel && capture(screen)[367, 12] == whitePixel)

            // A custom button shows images as they are: the black square stays black.
            let custom = UIButton(type: .custom)
            custom.setImage(square(20), for: .normal)
            custom.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
            custom.tintColor = .red
            window.addSubview(custom)
            #expect(capture(screen)[20, 20] == [0, 0, 0, 255])
        }
    }
}
