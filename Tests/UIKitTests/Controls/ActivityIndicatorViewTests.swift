import Testing
@testable import UIKit
import UIKitTesting

@MainActor @Suite struct ActivityIndicatorViewTests {
    @Test func stylesSizesAndDefaults() {
        let medium = UIActivityIndicatorView(style: .medium)
        #expect(medium.frame.size == CGSize(width: 20, height: 20) && medium.intrinsicContentSize == medium.frame.size)
        #expect(medium.style == .medium && medium.hidesWhenStopped && !medium.isAnimating && medium.isHidden)
        #expect(medium.color === UIColor.secondaryLabel)
        let large = UIActivityIndicatorView(style: .large)
        #expect(large.frame.size == CGSize(width: 37, height: 37))
        #expect(UIActivityIndicatorView.Style.medium.rawValue == 100 && UIActivityIndicatorView.Style.large.rawValue == 101)
        #expect(UIActivityIndicatorView(frame: .zero).style == .medium)
        medium.color = .systemRed
        #expect(medium.color === UIColor.systemRed)
        medium.color = nil
        #expect(medium.color === UIColor.secondaryLabel)
    }

    @Test func startingShowsItAndTurnsTheSpokesInEighths() throws {
        try withControlWindow { window, _, clock in
            let indicator = UIActivityIndicatorView(style: .medium)
            window.addSubview(indicator)
            indicator.startAnimating()
            #expect(indicator.isAnimating && !indicator.isHidden)
            let spin = try #require(indicator.spokesView.layer.animation(forKey: "spin") as? CAKeyframeAnimation)
            #expect(spin.calculationMode == .discrete && spin.duration == 1 && spin.repeatCount == .infinity)
            #expect(spin.values?.count == 8)
            clock.renderFrames(1)
            let begin = indicator.spokesView.layer.animation(forKey: "spin")?.beginTime ?? 0
            func rotation() -> Double {
                guard let transform = indicator.spokesView.layer.presentation()?.transform else { return -1 }
                let angle = atan2(Double(transform.m12), Double(transform.m11))
                return angle < 0 ? angle + 2 * .pi : angle
            }
            // Discrete steps: an eighth of a turn at each eighth of a second.
            clock.advance(by: begin + 0.2 - clock.time)
            clock.renderFrames(1)
            #expect(abs(rotation() - Double.pi / 4) < 1e-6)
            clock.renderFrames(30)
            #expect(abs(rotation() - 5 * Double.pi / 4) < 1e-6)
            indicator.stopAnimating()
            #expect(!indicator.isAnimating && indicator.isHidden)
            #expect(indicator.spokesView.layer.animation(forKey: "spin") == nil)
            indicator.hidesWhenStopped = false
            #expect(!indicator.isHidden)
        }
    }

    @Test(arguments: [UIUserInterfaceStyle.light, .dark])
    func theLeadingSpokePointsUpInTheColour(style: UIUserInterfaceStyle) throws {
        try withControlWindow(style) { window, _, _ in
            let indicator = UIActivityIndicatorView(style: .large)
            indicator.frame.origin = CGPoint(x: 20, y: 20)
            indicator.hidesWhenStopped = false
            indicator.color = .systemRed
            window.addSubview(indicator)
            let dark = style == .dark
            let pixels = capture(window.screen)
            // Radius 18.5: the top spoke runs from 8.3 to 16.7 points above the centre, 3.7 points wide.
            #expect(pixels[38, 26] == (dark ? [255, 69, 58, 255] : [255, 59, 48, 255]))
            // The spoke opposite it is at 0.4 of the colour.
            let background: [Double] = dark ? [0, 0, 0] : [255, 255, 255]
            let bottom = blended(dark ? [255, 69, 58] : [255, 59, 48], alpha: 0.4, over: background)
            #expect(near(pixels[38, 51], bottom, tolerance: 1))
            // Nothing at the centre.
            #expect(pixels[38, 38] == (dark ? [0, 0, 0, 255] : whitePixel))
        }
    }

    @Test func accessibilitySaysInProgress() {
        let indicator = UIActivityIndicatorView(style: .medium)
        #expect(indicator.isAccessibilityElement && indicator.accessibilityLabel == "Progress halted")
        indicator.startAnimating()
        #expect(indicator.accessibilityLabel == "In progress")
        indicator.accessibilityLabel = "Loading photos"
        #expect(indicator.accessibilityLabel == "Loading photos")
    }
}
