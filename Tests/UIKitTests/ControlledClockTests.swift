import Foundation
@testable import QuartzCore
import Testing
@testable import UIKit
import UIKitTesting

/// A display link's target that records each call's timestamp and moves a view with it.
@MainActor
final class LinkDrivenMover {
    var timestamps: [CFTimeInterval] = []
    let view: UIView
    init(_ view: UIView) { self.view = view }
    func step(_ link: CADisplayLink) {
        timestamps.append(link.timestamp)
        view.center.x += 10
    }
}

@MainActor @Suite struct ControlledClockTests {
    @Test func mediaTimeAndDisplayLinksFollowTheHostsFrames() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let mover = LinkDrivenMover(view)
        ControlledClock.run(startingAt: 5000) { clock in
            #expect(CACurrentMediaTime() == 5000)
            let interval = clock.frameInterval
            #expect(interval == 1.0 / 60)
            let link = CADisplayLink(target: mover, selector: LinkDrivenMover.step)
            link.add(to: .current, forMode: .common)
            let halfRate = LinkDrivenMover(UIView())
            let slowLink = CADisplayLink(target: halfRate, selector: LinkDrivenMover.step)
            slowLink.preferredFramesPerSecond = 30
            slowLink.add(to: .current, forMode: .default)
            defer { slowLink.invalidate() }
            clock.renderFrames(3)
            let everyOther = mover.timestamps.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
            #expect(halfRate.timestamps.count == 2 && halfRate.timestamps == everyOther,
                    "every link fires in each frame it is due")
            #expect(CACurrentMediaTime() == clock.time)
            #expect(abs(clock.time - (5000 + 3 * interval)) < 1e-9)
            #expect(mover.timestamps.count == 3)
            for (n, timestamp) in mover.timestamps.enumerated() {
                #expect(abs(timestamp - (5000 + Double(n + 1) * interval)) < 1e-9)
            }
            #expect(link.timestamp == clock.time)
            #expect(abs(link.targetTimestamp - (clock.time + interval)) < 1e-9)
            #expect(view.center.x == 35)
            // Real time passing moves nothing: only frames and advance(by:) do.
            RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.05))
            #expect(mover.timestamps.count == 3)
            clock.advance(by: 2)
            clock.advance(by: -1)
            clock.advance(by: .nan)
            #expect(abs(CACurrentMediaTime() - (5002 + 3 * interval)) < 1e-9)
            link.invalidate()
            clock.renderFrames(1)
            #expect(mover.timestamps.count == 3)
        }
        #expect(abs(CACurrentMediaTime() - monotonicTime()) < 1, "the monotonic clock again")
    }

    @Test func animationsAdvanceAndCompositeFrameByFrame() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.backgroundColor = .black
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.backgroundColor = .red
        window.addSubview(view)
        window.isHidden = false
        defer { window.isHidden = true }
        var completions: [Bool] = []
        try ControlledClock.run(startingAt: 100) { clock in
            performPendingUpdates()
            UIView.animate(withDuration: 0.5, delay: 0, options: .curveLinear, animations: { view.alpha = 0 },
                           completion: { completions.append($0) })
            #expect(animationStart(view) == 100)
            clock.renderFrames(15)
            let image = try #require(window.screen.capturedImage())
            let red = Pixels(image)[20, 20][0]
            #expect(red > 0x70 && red < 0x90, "half way through the fade: \(red)")
            #expect(completions.isEmpty)
            clock.renderFrames(15)
            #expect(completions == [true], "the frame at the end of the animation completes it")
        }
    }
}
