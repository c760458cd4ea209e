import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A view that draws with a system colour, recording the style current in each call.
private final class StyleRecordingView: UIView {
    var drawnStyles: [UIUserInterfaceStyle] = []
    var laidOutStyles: [UIUserInterfaceStyle] = []
    override func draw(_ rect: CGRect) {
        drawnStyles.append(UITraitCollection.current.userInterfaceStyle)
        UIColor.label.setFill()
        UIRectFill(bounds)
    }
    override func layoutSubviews() { laidOutStyles.append(UITraitCollection.current.userInterfaceStyle) }
}

@MainActor @Suite struct DynamicColorTests {
    private static let light = UITraitCollection(userInterfaceStyle: .light)
    private static let dark = UITraitCollection(userInterfaceStyle: .dark)

    /// The colour's 0–255 components and alpha ×100 for `traits`.
    private func components(_ color: UIColor, _ traits: UITraitCollection) -> [Int] {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        color.resolvedColor(with: traits).getRed(&r, green: &g, blue: &b, alpha: &a)
        return [Int((r * 255).rounded()), Int((g * 255).rounded()), Int((b * 255).rounded()), Int((a * 100).rounded())]
    }

    private func traits(_ style: UIUserInterfaceStyle, contrast: UIAccessibilityContrast = .normal,
                        level: UIUserInterfaceLevel = .base) -> UITraitCollection {
        UITraitCollection { $0.userInterfaceStyle = style; $0.accessibilityContrast = contrast; $0.userInterfaceLevel = level }
    }

    @Test func systemColoursResolveToTheirPublishedValues() {
        #expect(components(.systemRed, traits(.light)) == [255, 59, 48, 100])
        #expect(components(.systemRed, traits(.dark)) == [255, 69, 58, 100])
        #expect(components(.systemRed, traits(.light, contrast: .high)) == [215, 0, 21, 100])
        #expect(components(.systemRed, traits(.dark, contrast: .high)) == [255, 105, 97, 100])
        #expect(components(.systemBackground, traits(.dark)) == [0, 0, 0, 100])
        #expect(components(.systemBackground, traits(.dark, level: .elevated)) == [28, 28, 30, 100])
        #expect(components(.systemBackground, traits(.dark, contrast: .high, level: .elevated)) == [36, 36, 38, 100])
        // Elevation changes only dark backgrounds.
        #expect(components(.systemBackground, traits(.light, level: .elevated)) == [255, 255, 255, 100])
        #expect(components(.secondaryLabel, traits(.dark)) == [235, 235, 245, 60])
        #expect(components(.quaternaryLabel, traits(.dark)) == [235, 235, 245, 16])
        #expect(components(.separator, traits(.dark, contrast: .high)) == [84, 84, 88, 68])
        // The link's dark blue is not quite the system blue's.
        #expect(components(.link, traits(.dark)) == [9, 132, 255, 100])
        #expect(components(.systemBlue, traits(.dark)) == [10, 132, 255, 100])
        // Unspecified resolves as light.
        #expect(components(.label, UITraitCollection()) == [0, 0, 0, 100])
        #expect(components(.label, traits(.dark, contrast: .high)) == [255, 255, 255, 100])
    }

    @Test func aProviderIsAskedWithTheTraitsAndMayReturnSystemColours() {
        let color = UIColor { traits in traits.horizontalSizeClass == .compact ? .systemGreen : .label }
        #expect(components(color, UITraitCollection { $0.horizontalSizeClass = .compact; $0.userInterfaceStyle = .dark })
            == [48, 209, 88, 100])
        #expect(components(color, traits(.dark)) == [255, 255, 255, 100])
        #expect(color.resolvedColor(with: Self.dark).resolvedColor(with: Self.light) == UIColor(red: 1, green: 1, blue: 1, alpha: 1))
        // `cgColor` is the value for the current traits.
        Self.dark.performAsCurrent { #expect(color.cgColor == UIColor(red: 1, green: 1, blue: 1, alpha: 1).cgColor) }
        // Alpha applies to every value.
        #expect(components(UIColor.label.withAlphaComponent(0.5), Self.dark) == [255, 255, 255, 50])
    }

    @Test func aProviderReturningItselfResolvesToClearWithoutRecursing() {
        final class Box: @unchecked Sendable { var color: UIColor? }
        let box = Box()
        let selfish = UIColor { _ in box.color ?? .red }
        box.color = selfish
        #expect(components(selfish, Self.dark) == [0, 0, 0, 0])
    }

    @Test func dynamicColoursEqualOnlyThemselves() {
        #expect(UIColor.label == UIColor.label)
        #expect(UIColor.label != UIColor.label.resolvedColor(with: Self.light))
        #expect(UIColor.systemBackground.description.contains("systemBackgroundColor"))
    }

    @Test func aSystemBackgroundRendersWhiteInLightAndBlackInDark() {
        withScreenWindow(size: CGSize(width: 20, height: 20)) { window, screen in
            let view = UIView(frame: window.bounds)
            view.backgroundColor = .systemBackground
            window.addSubview(view)
            #expect(capture(screen)[10, 10] == [255, 255, 255, 255])
            window.overrideUserInterfaceStyle = .dark
            #expect(capture(screen)[10, 10] == [0, 0, 0, 255])
            window.overrideUserInterfaceStyle = .light
            #expect(capture(screen)[10, 10] == [255, 255, 255, 255])
        }
    }

    @Test func layerColoursFromSystemColoursFollowTheTraits() {
        withScreenWindow { window, _ in
            let view = UIView()
            view.backgroundColor = .systemRed
            view.layer.borderWidth = 1
            view.layer.borderColor = UIColor.separator.resolvedColor(with: view.traitCollection).cgColor
            view.layer.shadowOpacity = 1
            view.layer.shadowColor = UIColor.systemBlue.resolvedColor(with: view.traitCollection).cgColor
            let fixed = UIView()
            fixed.layer.borderWidth = 1
            fixed.layer.borderColor = UIColor.red.cgColor
            window.addSubview(view)
            window.addSubview(fixed)
            view.overrideUserInterfaceStyle = .dark
            let dark = view.traitCollection
            #expect(view.layer.backgroundColor == UIColor.systemRed.resolvedColor(with: dark).cgColor)
            #expect(view.layer.borderColor == UIColor.separator.resolvedColor(with: dark).cgColor)
            #expect(view.layer.shadowColor == UIColor.systemBlue.resolvedColor(with: dark).cgColor)
            fixed.overrideUserInterfaceStyle = .dark
            #expect(fixed.layer.borderColor == UIColor.red.cgColor)
        }
    }

    @Test func drawingAndLayoutRunWithTheViewsTraitsCurrentAndColourChangesRedraw() {
        withScreenWindow { window, _ in
            let view = StyleRecordingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            window.addSubview(view)
            FramePass.runOnce()
            view.overrideUserInterfaceStyle = .dark
            FramePass.runOnce()
            #expect(view.drawnStyles == [.light, .dark])
            view.setNeedsLayout()
            FramePass.runOnce()
            #expect(view.laidOutStyles.last == .dark)
            // A change that cannot change colours does not redraw.
            view.traitOverrides.horizontalSizeClass = .compact
            FramePass.runOnce()
            #expect(view.drawnStyles == [.light, .dark])
        }
    }
}
