import Testing
@testable import UIKit
import UIKitTesting

@MainActor @Suite struct ButtonConfigurationDetailsTests {
    /// A solid square, `side` points at scale 1, drawn as a template by configured buttons.
    private func square(_ side: CGFloat) -> UIImage {
        render(CGSize(width: side, height: side)) { _ in
            UIColor.black.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: side, height: side))
        }
    }

    /// The attributes of the title label's character at `index`.
    private func attributes(_ label: UILabel?, at index: Int) -> [NSAttributedString.Key: Any] {
        label?.attributedText?.attributes(at: index, effectiveRange: nil) ?? [:]
    }

    @Test func anAttributedTitleKeepsItsRunsOverTheStylesFontAndColour() throws {
        var title = AttributedString("Buy ")
        var now = AttributedString("now")
        now.font = .systemFont(ofSize: 30)
        now.foregroundColor = .systemRed
        title.append(now)
        var configuration = UIButton.Configuration.plain()
        configuration.attributedTitle = title
        #expect(configuration.title == "Buy now")
        let button = UIButton(configuration: configuration)
        let label = button.titleLabel
        #expect(label?.text == "Buy now")
        // The first run has the style's: 17-point body text in the tint; the second its own.
        #expect((attributes(label, at: 0)[.font] as? UIFont)?.pointSize == 17)
        #expect(attributes(label, at: 0)[.foregroundColor] as? UIColor == button.tintColor)
        #expect((attributes(label, at: 4)[.font] as? UIFont)?.pointSize == 30)
        #expect(attributes(label, at: 4)[.foregroundColor] as? UIColor == .systemRed)

        // A plain title drops the attributes.
        configuration.title = "Buy"
        #expect(configuration.attributedTitle == AttributedString("Buy"))
        button.configuration = configuration
        #expect((attributes(button.titleLabel, at: 0)[.font] as? UIFont)?.pointSize == 17)
    }

    @Test func textAttributeTransformersChangeEveryRun() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Title"
        configuration.subtitle = "Sub"
        configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            outgoing.font = .systemFont(ofSize: 25)
            return outgoing
        }
        configuration.subtitleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            outgoing.foregroundColor = .systemYellow
            return outgoing
        }
        let button = UIButton(configuration: configuration)
        #expect((attributes(button.titleLabel, at: 0)[.font] as? UIFont)?.pointSize == 25)
        // The transformer saw the filled style's white and kept it.
        #expect(attributes(button.titleLabel, at: 0)[.foregroundColor] as? UIColor == .white)
        #expect(attributes(button.subtitleLabel, at: 0)[.foregroundColor] as? UIColor == .systemYellow)
        #expect((attributes(button.subtitleLabel, at: 0)[.font] as? UIFont)?.pointSize == 15)
        let copy = configuration
        #expect(copy == configuration)
        configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { $0 }
        #expect(copy != configuration)
    }

    @Test func imageAndBackgroundColourTransformersInPixels() {
        withScreenWindow(size: CGSize(width: 100, height: 60)) { window, screen in
            var configuration = UIButton.Configuration.filled()
            configuration.image = square(10)
            configuration.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
            configuration.cornerStyle = .fixed
            configuration.imageColorTransformer = UIConfigurationColorTransformer { _ in .systemGreen }
            configuration.background.backgroundColorTransformer = .grayscale
            let button = UIButton(configuration: configuration)
            button.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
            window.addSubview(button)
            let pixels = capture(screen)
            // The image: systemGreen, 52, 199, 89 in light.
            #expect(pixels[15, 15] == [52, 199, 89, 255])
            // The fill: systemBlue (0, 122, 255) as gray, 0.587 × 122 + 0.114 × 255 = 100.7.
            #expect(near(pixels[3, 3], [101, 101, 101, 255], tolerance: 1))
            // A background colour of its own goes through the transformer too: red's gray is 0.299.
            var background = configuration.background
            background.backgroundColor = .red
            var white: CGFloat = 0
            background.resolvedBackgroundColor(for: .blue).resolvedColor(with: window.traitCollection)
                .getRed(&white, green: nil, blue: nil, alpha: nil)
            #expect(abs(white - 0.299) < 0.001)
        }
    }

    @Test func theMonochromeTintIsSystemGrayAtTheColoursOpacity() {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let darkHighContrast = UITraitCollection(mutations: { $0.userInterfaceStyle = .dark; $0.accessibilityContrast = .high })
        func rgba(_ color: UIColor, _ traits: UITraitCollection) -> [CGFloat] {
            var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
            color.resolvedColor(with: traits).getRed(&r, green: &g, blue: &b, alpha: &a)
            return [r * 255, g * 255, b * 255, a].map { ($0 * 1000).rounded() / 1000 }
        }
        let tinted = UIConfigurationColorTransformer.monochromeTint(UIColor.systemBlue.withAlphaComponent(0.5))
        // systemGray: 142, 142, 147 in light and dark; 174, 174, 178 dark with increased contrast.
        #expect(rgba(tinted, UITraitCollection(userInterfaceStyle: .light)) == [142, 142, 147, 0.5])
        #expect(rgba(tinted, dark) == [142, 142, 147, 0.5])
        #expect(rgba(tinted, darkHighContrast) == [174, 174, 178, 0.5])
        // Whatever the colour, the same gray: the accent does not show through.
        #expect(rgba(UIConfigurationColorTransformer.monochromeTint(.systemPink), dark) == [142, 142, 147, 1])
        // The shared transformers compare equal to themselves, as Apple's constants do, and not to each other.
        #expect(UIConfigurationColorTransformer.monochromeTint == .monochromeTint)
        #expect(UIConfigurationColorTransformer.monochromeTint != .grayscale)
        #expect(UIConfigurationColorTransformer.preferredTint != .grayscale)
    }

    @Test func anActivityIndicatorStandsInTheImagesPlace() throws {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Saving"
        configuration.image = square(10)
        configuration.imagePadding = 4
        configuration.contentInsets = .zero
        configuration.showsActivityIndicator = true
        configuration.activityIndicatorColorTransformer = UIConfigurationColorTransformer { _ in .systemPink }
        let button = UIButton(configuration: configuration)
        let indicator = try #require(button.subviews.compactMap { $0 as? UIActivityIndicatorView }.first)
        #expect(indicator.isAnimating && indicator.color == .systemPink)
        #expect(button.imageView?.isHidden == true)
        // A medium indicator is 20 points square, 4 points before the title.
        let title = button.titleLabel!.intrinsicContentSize
        #expect(button.intrinsicContentSize == CGSize(width: 20 + 4 + title.width, height: max(20, title.height)))
        button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
        button.layoutIfNeeded()
        #expect(indicator.frame.minX == 0 && indicator.frame.size == CGSize(width: 20, height: 20))
        #expect(button.titleLabel?.frame.minX == 24)

        configuration.showsActivityIndicator = false
        button.configuration = configuration
        #expect(indicator.superview == nil && !indicator.isAnimating)
        #expect(button.imageView?.isHidden == false)
        #expect(button.intrinsicContentSize.width == 10 + 4 + title.width)
    }

    @Test func aTruncatingTitleKeepsToOneLine() {
        var configuration = UIButton.Configuration.gray()
        configuration.title = "A title far too long for the button"
        #expect(configuration.titleLineBreakMode == .byWordWrapping)
        let button = UIButton(configuration: configuration)
        #expect(button.titleLabel?.numberOfLines == 0)
        configuration.titleLineBreakMode = .byTruncatingTail
        button.configuration = configuration
        #expect(button.titleLabel?.numberOfLines == 1 && button.titleLabel?.lineBreakMode == .byTruncatingTail)
    }
}
