import Foundation
@testable import QuartzCore
import Testing
@testable import UIKit

/// Display links on the screens' frame clock, with the render thread running in real time.
@MainActor @Suite struct DisplayLinkScreenTests {
    @Test func aLinkFiresWithTheScreensFramesWhileNothingAnimates() {
        _ = UIScreen.main
        let mover = LinkDrivenMover(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        let link = CADisplayLink(target: mover, selector: LinkDrivenMover.step)
        link.add(to: .current, forMode: .common)
        defer { link.invalidate() }
        // A bound for a loaded machine, not a timing requirement: frames come without any commit or animation.
        let giveUp = Date(timeIntervalSinceNow: 10)
        while mover.timestamps.count < 4 && Date() < giveUp {
            RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.005))
        }
        #expect(mover.timestamps.count >= 4)
        #expect(zip(mover.timestamps.dropFirst(), mover.timestamps).allSatisfy { $0 > $1 })
        #expect(link.duration == ScreenDisplay.cycle.server.frameInterval)
        #expect(abs(link.targetTimestamp - link.timestamp - link.duration) < 1e-9)
    }
}
