import Foundation
@testable import QuartzCore
import Testing
@testable import UIKit
import UIKitTesting

/// Repeat counts set inside blocks, and retargeting with and without `.beginFromCurrentState`, with time
/// under a controlled clock: frames 1/60 s apart, linear curves, so every value is worked out by hand.
@MainActor @Suite(.serialized) struct AnimationRepeatAndRetargetTests {
    /// A shown window holding `views`, hidden again by the caller's `defer`.
    private func window(with views: [UIView]) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        for view in views { window.addSubview(view) }
        window.isHidden = false
        return window
    }

    /// A 10-point square centred at (`x`, 5).
    private func square(centeredAt x: CGFloat = 5) -> UIView { UIView(frame: CGRect(x: x - 5, y: 0, width: 10, height: 10)) }

    @Test func aCountSetInsideARepeatingBlockLimitsItsRepeats() {
        let twice = square(), reversing = square()
        let shownWindow = window(with: [twice, reversing])
        defer { shownWindow.isHidden = true }
        var completions: [String: Bool] = [:]
        ControlledClock.run { clock in
            // `.repeat` alone repeats for ever; the count set in the block limits it to two 0.1 s passes.
            UIView.animate(withDuration: 0.1, delay: 0, options: [.curveLinear, .repeat], animations: {
                UIView.setAnimationRepeatCount(2)
                twice.center.x = 105
            }, completion: { completions["twice"] = $0 })
            // One and a half forward-and-back cycles of 0.2 s: forward, back, forward, ending on the new value.
            UIView.animate(withDuration: 0.1, delay: 0, options: [.curveLinear, .repeat], animations: {
                UIView.setAnimationRepeatCount(1.5)
                UIView.setAnimationRepeatAutoreverses(true)
                reversing.alpha = 0
            }, completion: { completions["reversing"] = $0 })
            let a = twice.layer.animation(forKey: "position")!, b = reversing.layer.animation(forKey: "opacity")!
            #expect(a.repeatCount == 2 && !a.autoreverses && b.repeatCount == 1.5 && b.autoreverses)
            #expect(near(shown(twice, at: a.beginTime + 0.15).position.x, 55)) // half way through the second pass
            #expect(near(CGFloat(shown(reversing, at: b.beginTime + 0.175).opacity), 0.75, 1e-5)) // three quarters of the way back
            clock.renderFrames(11) // 0.183 s
            #expect(completions.isEmpty)
            clock.renderFrames(2) // 0.217 s: the two passes are over
            #expect(completions == ["twice": true])
            #expect(twice.layer.animationKeys() == nil && twice.layer.presentation()?.position.x == 105)
            clock.renderFrames(4) // 0.283 s
            #expect(completions["reversing"] == nil)
            clock.renderFrames(2) // 0.317 s: past the 0.3 s of one and a half cycles
            #expect(completions["reversing"] == true)
            #expect(reversing.layer.animationKeys() == nil && reversing.layer.presentation()?.opacity == 0)
        }
    }

    @Test func modifyAnimationsEndsAFractionalAutoreversingCountOnTheNewValue() {
        let view = square(), forever = square()
        let shownWindow = window(with: [view, forever])
        defer { shownWindow.isHidden = true }
        var finished: [Bool] = []
        ControlledClock.run { clock in
            UIView.animate(withDuration: 0.1, delay: 0, options: [.curveLinear, .repeat, .autoreverse], animations: {
                UIView.modifyAnimations(withRepeatCount: 2.5, autoreverses: true) { view.alpha = 0 }
            }, completion: { finished.append($0) })
            UIView.animate(withDuration: 0.1, delay: 0, options: [.curveLinear, .repeat, .autoreverse], animations: {
                UIView.modifyAnimations(withRepeatCount: 2, autoreverses: false) {}
                forever.alpha = 0
            })
            let animation = view.layer.animation(forKey: "opacity")!
            #expect(animation.repeatCount == 2.5 && animation.autoreverses && animation.duration == 0.1)
            let unmodified = forever.layer.animation(forKey: "opacity")!
            #expect(unmodified.repeatCount == .infinity && unmodified.autoreverses, "changes outside the closure keep the block's")
            let begin = animation.beginTime
            #expect(near(CGFloat(shown(view, at: begin + 0.05).opacity), 0.5, 1e-5)) // forward
            #expect(near(CGFloat(shown(view, at: begin + 0.125).opacity), 0.25, 1e-5)) // back
            #expect(near(CGFloat(shown(view, at: begin + 0.475).opacity), 0.25, 1e-5)) // the last half pass, forward
            clock.renderFrames(29) // 0.483 s
            #expect(finished.isEmpty)
            clock.renderFrames(2) // 0.517 s: 2.5 cycles of 0.2 s are over
            #expect(finished == [true])
            #expect(view.layer.animationKeys() == nil && view.alpha == 0 && view.layer.presentation()?.opacity == 0)
        }
        forever.layer.removeAllAnimations()
    }

    @Test func modifyAnimationsOutsideABlockChangesAtOnce() {
        let view = square()
        let logs = uikitLogMessages {
            UIView.modifyAnimations(withRepeatCount: 3, autoreverses: true) { view.alpha = 0.5 }
        }
        #expect(view.alpha == 0.5 && view.layer.animationKeys() == nil)
        #expect(logs.count == 1 && logs[0].contains("outside an animation block"))
    }

    /// A centre animating from 50 to 250 over a second, retargeted to 50 half way: with
    /// `.beginFromCurrentState` the new animation runs from the 150 shown then; without it, as on iOS since
    /// iOS 8, it is added to the running one, so the motion goes on without a jump.
    @Test func retargetingHalfWayStartsFromWhatIsShown() {
        for fromCurrentState in [true, false] {
            let view = square(centeredAt: 50)
            ControlledClock.run { clock in
                UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 250 })
                let first = animationStart(view)
                clock.advance(by: 0.5)
                #expect(near(view.layer.presentation()!.position.x, 150))
                let options: UIView.AnimationOptions = fromCurrentState ? [.curveLinear, .beginFromCurrentState] : .curveLinear
                UIView.animate(withDuration: 1, delay: 0, options: options, animations: { view.center.x = 50 })
                let second = animationStart(view)
                #expect(near(second - first, 0.5))
                #expect(near(view.layer.presentation()!.position.x, 150), "no jump when retargeted")
                let expected: [(Double, CGFloat)] = fromCurrentState
                    // 150 → 50 over the second second.
                    ? [(0.25, 125), (0.5, 100), (0.75, 75), (1, 50)]
                    // 50 − 200·(1 − p₁) + 200·(1 − p₂): flat while both run, then the second alone.
                    : [(0.25, 150), (0.5, 150), (0.75, 100), (1, 50)]
                for (offset, x) in expected {
                    #expect(near(shown(view, at: second + offset).position.x, x, 1e-6), "at \(offset) s, from current state: \(fromCurrentState)")
                }
                #expect(view.layer.animationKeys()?.count == (fromCurrentState ? 1 : 2))
                clock.advance(by: 0.25)
                #expect(near(view.layer.presentation()!.position.x, fromCurrentState ? 125 : 150))
            }
            view.layer.removeAllAnimations()
        }
    }
}
