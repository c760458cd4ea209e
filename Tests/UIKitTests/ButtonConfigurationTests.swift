import Testing
@testable import UIKit
import UIKitTesting

@MainActor @Suite struct ButtonConfigurationTests {
    /// A solid square of black, `side` points at scale 1.
    private func square(_ side: CGFloat) -> UIImage {
        render(CGSize(width: side, height: side)) { _ in
            UIColor.black.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: side, height: side))
        }
    }

    @Test func insetsAndFontsFollowTheButtonSize() {
        var configuration = UIButton.Configuration.filled()
        #expect(configuration.buttonSize == .medium && configuration.cornerStyle == .dynamic)
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
        configuration.buttonSize = .large
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20))
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        configuration.buttonSize = .small
        #expect(configuration.contentInsets.trailing == 4)
        configuration.setDefaultContentInsets()
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10))

        configuration.title = "Buy"
        let button = UIButton(configuration: configuration)
        #expect(button.buttonType == .system && button.titleLabel?.font.pointSize == 15)
        let title = button.titleLabel!.intrinsicContentSize
        #expect(button.intrinsicContentSize == CGSize(width: title.width + 20, height: title.height + 10))
        #expect(configuration.cornerRadius(height: 30) == 4)
        configuration.cornerStyle = .capsule
        #expect(configuration.cornerRadius(height: 30) == 15)
    }

    @Test func theImageSitsOnTheChosenEdgeWithItsPadding() {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Share"
        configuration.image = square(20)
        configuration.imagePadding = 6
        configuration.contentInsets = .zero
        let button = UIButton(configuration: configuration)
        let title = button.titleLabel!.intrinsicContentSize
        #expect(button.intrinsicContentSize == CGSize(width: 20 + 6 + title.width, height: max(20, title.height)))
        button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
        button.layoutIfNeeded()
        #expect(button.imageView?.frame.minX == 0 && button.titleLabel?.frame.minX == 26)

        configuration.imagePlacement = .trailing
        button.configuration = configuration
        button.layoutIfNeeded()
        #expect(button.titleLabel?.frame.minX == 0 && button.imageView?.frame.minX == title.width + 6)

        // Right to left, leading is on the right.
        configuration.imagePlacement = .leading
        button.configuration = configuration
        button.semanticContentAttribute = .forceRightToLeft
        button.layoutIfNeeded()
        #expect(button.imageView?.frame.maxX == button.bounds.width)

        configuration.imagePlacement = .top
        button.semanticContentAttribute = .unspecified
        button.configuration = configuration
        #expect(button.intrinsicContentSize == CGSize(width: max(20, title.width), height: 20 + 6 + title.height))
        button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
        button.layoutIfNeeded()
        #expect(button.imageView?.frame.minY == 0 && button.titleLabel?.frame.minY == 26)
    }

    @Test func aSubtitleGoesUnderTheTitle() {
        var configuration = UIButton.Configuration.gray()
        configuration.title = "Title"
        configuration.subtitle = "Subtitle"
        configuration.titlePadding = 4
        let button = UIButton(configuration: configuration)
        #expect(button.subtitleLabel?.text == "Subtitle" && button.subtitleLabel?.font.pointSize == 15)
        #expect(UIButton(type: .system).subtitleLabel == nil)
        button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
        button.layoutIfNeeded()
        let title = button.titleLabel!.frame, subtitle = button.subtitleLabel!.frame
        #expect(title.minY == 7 && subtitle.minY == title.maxY + 4 && subtitle.maxY == button.bounds.height - 7)
    }

    @Test func eachStyleGivesItsStateColours() {
        let tint = UIColor.systemBlue
        let filled = UIButton.Configuration.filled()
        #expect(filled.stateColors(state: .normal, tint: tint).foreground == .white)
        #expect(filled.stateColors(state: .normal, tint: tint).background == tint)
        #expect(filled.stateColors(state: .disabled, tint: tint).foreground == .tertiaryLabel)
        #expect(filled.stateColors(state: .disabled, tint: tint).background == .tertiarySystemFill)
        let plain = UIButton.Configuration.plain()
        #expect(plain.stateColors(state: .normal, tint: tint).background == nil)
        #expect(plain.stateColors(state: .normal, tint: tint).foreground == tint)
        // Selected, the lighter styles look filled.
        #expect(plain.stateColors(state: .selected, tint: tint).background == tint)
        var gray = UIButton.Configuration.gray()
        #expect(gray.stateColors(state: .normal, tint: tint).background == .secondarySystemFill)
        gray.baseForegroundColor = .systemRed
        #expect(gray.stateColors(state: .normal, tint: tint).foreground == .systemRed)
        gray.background.backgroundColor = .systemGreen
        #expect(gray.stateColors(state: .normal, tint: tint).background == .systemGreen)
    }

    @Test func aFilledButtonDrawsTheTintAndWhiteTextInBothAppearances() {
        withScreenWindow(size: CGSize(width: 120, height: 60)) { window, screen in
            var configuration = UIButton.Configuration.filled()
            configuration.title = "Go"
            let button = UIButton(configuration: configuration)
            button.frame = CGRect(x: 10, y: 10, width: 100, height: 40)
            window.addSubview(button)
            // Away from the title and the rounded corners, the fill is systemBlue.
            #expect(capture(screen)[16, 30] == [0, 122, 255, 255])
            window.overrideUserInterfaceStyle = .dark
            #expect(capture(screen)[16, 30] == [10, 132, 255, 255])
            // Disabled, the fill is tertiarySystemFill (118,118,128 at 30/255 light) over the white window.
            window.overrideUserInterfaceStyle = .light
            button.isEnabled = false
            let over: (Int) -> UInt8 = { channel in UInt8((255 * 225 + channel * 30 + 127) / 255) }
            #expect(near(capture(screen)[16, 30], [over(118), over(118), over(128), 255]))
        }
    }

    @Test func theUpdateHandlerRunsWhenTheStateChanges() throws {
        try withEventWindow { window, generator in
            var handled: [UIControl.State] = []
            var configuration = UIButton.Configuration.tinted()
            configuration.title = "Off"
            let button = UIButton(configuration: configuration)
            button.configurationUpdateHandler = { button in
                handled.append(button.state)
                var updated = button.configuration
                updated?.title = button.isSelected ? "On" : "Off"
                button.configuration = updated
            }
            button.addAction(UIAction { [unowned button] _ in button.isSelected.toggle() }, for: .primaryActionTriggered)
            button.frame = CGRect(x: 100, y: 100, width: 100, height: 40)
            window.addSubview(button)
            try generator.fingerTap(at: CGPoint(x: 150, y: 120))
            window.layoutIfNeeded()
            #expect(button.isSelected && button.configuration?.title == "On" && button.titleLabel?.text == "On")
            #expect(handled.last == .selected)
            // Without automatic updates, a change of state leaves the configuration alone.
            button.automaticallyUpdatesConfiguration = false
            let runs = handled.count
            button.isSelected = false
            window.layoutIfNeeded()
            #expect(handled.count == runs && button.configuration?.title == "On")
            button.setNeedsUpdateConfiguration()
            window.layoutIfNeeded()
            #expect(handled.count == runs + 1 && button.titleLabel?.text == "Off")
        }
    }

    @Test func aTitleSetForTheStateWinsOverTheConfigurations() {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Configured"
        let button = UIButton(configuration: configuration)
        button.setTitle("Legacy", for: .normal)
        #expect(button.titleLabel?.text == "Legacy")
        button.configuration = nil
        #expect(button.titleLabel?.text == "Legacy" && button.subtitleLabel == nil)
    }
}
