import UIKit

extension EventGenerator {
    /// Clicks the pointer's secondary (right) button at `location` (window coordinates): a touch from an
    /// indirect pointer with the secondary button held, as a right click arrives on iOS.
    public func secondaryClick(at location: CGPoint) {
        let screenLocation = window.convert(location, to: nil)
        for phase in [UITouch.Phase.began, .ended] {
            let input = TouchInput(finger: Self.secondaryClickFinger, phase: phase, location: screenLocation,
                                   type: .indirectPointer)
            EventDispatcher.shared.sendTouches([input], on: window.screen, buttonMask: phase == .began ? .secondary : [])
            _ = RunLoop.current.run(mode: .default, before: Date())
            if phase == .began { wait(0.05) }
        }
    }

    /// The host's number for the secondary button's touch, apart from the fingers'.
    private static let secondaryClickFinger = 2_000
}
