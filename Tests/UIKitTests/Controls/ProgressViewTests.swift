import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor @Suite struct ProgressViewTests {
    @Test func stylesAndSizes() {
        let plain = UIProgressView(progressViewStyle: .default)
        #expect(plain.frame.size == CGSize(width: 0, height: 4) && plain.progress == 0)
        let bar = UIProgressView(progressViewStyle: .bar)
        #expect(bar.progressViewStyle == .bar && bar.frame.height == 2.5)
        #expect(bar.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 2.5))
        #expect(UIProgressView().progressViewStyle == .default)
    }

    @Test func progressIsClampedAndBadInputIsRefused() {
        let view = UIProgressView(frame: CGRect(x: 0, y: 0, width: 200, height: 4))
        view.progress = 1.5
        #expect(view.progress == 1 && view.progressBarView.frame.width == 200)
        view.progress = -1
        #expect(view.progress == 0 && view.progressBarView.frame.width == 0)
        view.progress = 0.25
        let messages = UIKitLogObservers.capture { view.setProgress(.nan, animated: true) }
        #expect(messages.count == 1 && messages[0].contains("UIProgressView: progress nan"))
        #expect(view.progress == 0.25 && view.progressBarView.frame == CGRect(x: 0, y: 0, width: 50, height: 4))
    }

    @Test(arguments: [UIUserInterfaceStyle.light, .dark])
    func theBarIsTintedOnAFilledTrack(style: UIUserInterfaceStyle) throws {
        try withControlWindow(style) { window, _, _ in
            let view = UIProgressView(frame: CGRect(x: 20, y: 20, width: 200, height: 4))
            view.progress = 0.5
            window.addSubview(view)
            let dark = style == .dark
            let pixels = capture(window.screen)
            #expect(pixels[70, 22] == (dark ? [10, 132, 255, 255] : [0, 122, 255, 255]))
            #expect(near(pixels[170, 22], blended([120, 120, 128], alpha: dark ? 0.36 : 0.2,
                                                   over: dark ? [0, 0, 0] : [255, 255, 255]), tolerance: 1))
            view.progressTintColor = .systemGreen
            view.trackTintColor = .systemRed
            let tinted = capture(window.screen)
            #expect(tinted[70, 22] == (dark ? [48, 209, 88, 255] : [52, 199, 89, 255]))
            #expect(tinted[170, 22] == (dark ? [255, 69, 58, 255] : [255, 59, 48, 255]))
        }
    }

    @Test func rightToLeftFillsFromTheRight() {
        let view = UIProgressView(frame: CGRect(x: 0, y: 0, width: 200, height: 4))
        view.semanticContentAttribute = .forceRightToLeft
        view.progress = 0.25
        #expect(view.progressBarView.frame == CGRect(x: 150, y: 0, width: 50, height: 4))
    }

    @Test func setProgressAnimatedEndsAtTheProgress() throws {
        try withControlWindow { window, _, clock in
            let view = UIProgressView(frame: CGRect(x: 20, y: 20, width: 200, height: 4))
            window.addSubview(view)
            clock.renderFrames(1)
            view.setProgress(1, animated: true)
            #expect(view.progressBarView.frame.width == 200)
            clock.renderFrames(6)
            let midway = view.progressBarView.layer.presentation()?.bounds.width ?? -1
            #expect(midway > 0 && midway < 200)
            clock.renderFrames(20)
            #expect(view.progressBarView.layer.presentation()?.bounds.width == 200)
        }
    }

    @Test func anObservedProgressIsFollowedEachFrame() throws {
        try withControlWindow { window, _, clock in
            let view = UIProgressView(frame: CGRect(x: 20, y: 20, width: 200, height: 4))
            let task = Progress(totalUnitCount: 10)
            task.completedUnitCount = 2
            view.observedProgress = task
            #expect(view.progress == 0.2 && view.progressLink == nil)
            window.addSubview(view)
            #expect(view.progressLink != nil)
            task.completedUnitCount = 7
            clock.renderFrames(1)
            #expect(view.progress == 0.7)
            view.removeFromSuperview()
            #expect(view.progressLink == nil)
            window.addSubview(view)
            view.observedProgress = nil
            #expect(view.progressLink == nil && view.progress == 0.7)
        }
    }

    @Test func accessibilityReadsAPercentage() {
        let view = UIProgressView(progressViewStyle: .default)
        view.progress = 0.304
        #expect(view.isAccessibilityElement && view.accessibilityTraits == .updatesFrequently)
        #expect(view.accessibilityValue == "30%")
    }
}
