import Foundation
@testable import QuartzCore
import Testing
@testable import UIKit
import UIKitTesting

/// The time the animation of `view`'s layer under `key` (the latest added when `nil`) begins, in media time.
@MainActor
func animationStart(_ view: UIView, _ key: String? = nil) -> Double {
    guard let key = key ?? view.layer.animationKeys()?.last else { return .nan }
    return view.layer.animation(forKey: key)?.beginTime ?? .nan
}

/// What `view`'s layer shows at media time `t`.
@MainActor
func shown(_ view: UIView, at t: Double) -> LayerValues { view.layer.presentationValues(at: t) }

/// Whether two numbers agree to a millionth.
func near(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-6) -> Bool { abs(a - b) <= tolerance }

@MainActor @Suite(.serialized) struct AnimationBlockTests {
    private func square() -> UIView { UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }

    @Test func theModelChangesAtOnceAndThePresentationFollowsTheCurve() {
        let view = square()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 105 })
        #expect(view.center.x == 105)
        let start = animationStart(view)
        #expect(start.isFinite)
        #expect(near(shown(view, at: start).position.x, 5))
        #expect(near(shown(view, at: start + 0.25).position.x, 30)) // linear at 25% is 25% of the way
        #expect(near(shown(view, at: start + 1).position.x, 105))

        let eased = square()
        UIView.animate(withDuration: 2) { eased.alpha = 0 }
        let begin = animationStart(eased, "opacity")
        #expect(near(CGFloat(shown(eased, at: begin + 1).opacity), 0.5, 1e-5)) // ease-in-out at the middle is the middle
        #expect(shown(eased, at: begin + 0.5).opacity > 0.75) // slow at the start
    }

    @Test func outsideABlockNothingAnimatesAndAppLayersKeepCoreAnimationsDefaults() {
        let view = square()
        view.center = CGPoint(x: 50, y: 50)
        view.alpha = 0.5
        #expect(view.layer.animationKeys() == nil)

        let sublayer = CALayer()
        view.layer.addSublayer(sublayer)
        CATransaction.flush()
        UIView.animate(withDuration: 3) {
            view.backgroundColor = .red
            view.layer.cornerRadius = 4
            sublayer.opacity = 0
        }
        #expect(view.layer.animation(forKey: "backgroundColor")?.duration == 3)
        // The view's own layer follows the block, even for a property only the layer has.
        #expect(view.layer.animation(forKey: "cornerRadius")?.duration == 3)
        // The app's layer animates implicitly, with Core Animation's 0.25 s, not the block's 3 s.
        #expect(sublayer.animation(forKey: "opacity")?.duration == 0.25)
    }

    @Test func aDelayShowsTheOldValueUntilTheAnimationStarts() {
        let view = square()
        let before = CACurrentMediaTime()
        UIView.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: { view.center.y = 105 })
        let start = animationStart(view)
        #expect(start >= before + 0.5 && start < before + 0.6)
        #expect(near(shown(view, at: start - 0.25).position.y, 5))
        #expect(near(shown(view, at: start + 0.5).position.y, 55))
    }

    @Test func completionsRunOnceWithWhetherTheAnimationFinished() {
        let view = square()
        var results: [Bool] = []
        UIView.animate(withDuration: 1, animations: { view.center.x = 100 }, completion: { results.append($0) })
        #expect(results.isEmpty)
        let start = animationStart(view)
        view.layer.advanceAnimations(to: start + 0.5)
        #expect(results.isEmpty)
        view.layer.advanceAnimations(to: start + 1.01)
        #expect(results == [true])
        view.layer.advanceAnimations(to: start + 2)
        #expect(results == [true])

        // Replaced before its end: told it did not finish.
        var first: [Bool] = [], second: [Bool] = []
        UIView.animate(withDuration: 1, animations: { view.center.x = 0 }, completion: { first.append($0) })
        UIView.animate(withDuration: 1, delay: 0, options: .beginFromCurrentState, animations: { view.center.x = 50 },
                       completion: { second.append($0) })
        #expect(first == [false])
        view.layer.removeAllAnimations()
        #expect(second == [false])
    }

    @Test func aBlockWithoutChangesCompletesOnALaterTurn() {
        var finished: Bool?
        UIView.animate(withDuration: 1, animations: {}, completion: { finished = $0 })
        #expect(finished == nil)
        FramePass.runOnce()
        #expect(finished == nil, "not in the pass of the turn that made the block")
        FramePass.drain()
        #expect(finished == true)
    }

    @Test func aBlockWithoutChangesCompletesOnTheNextTurnOfTheRunLoop() {
        var finished: Bool?
        UIView.animate(withDuration: 1, animations: {}, completion: { finished = $0 })
        // A turn that handles a source queued by another test returns before the frame cycle's observer runs,
        // so allow a few turns; none waits on the clock.
        for _ in 0..<10 where finished == nil { _ = RunLoop.current.run(mode: .default, before: Date()) }
        #expect(finished == true)
    }

    @Test func retargetingAddsToTheRunningAnimationSoTheMotionIsContinuous() {
        let view = square()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 105 })
        let first = animationStart(view)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 205 })
        let keys = view.layer.animationKeys() ?? []
        #expect(keys.count == 2 && keys[0] == "position" && keys[1].hasPrefix("position-"))
        let second = view.layer.animation(forKey: keys[1])!.beginTime
        // Where the first animation alone would be when the second starts (5 → 105 over a second)…
        let alone = 5 + 100 * (second - first)
        // …is where the sum is: 205 − 100·(1 − p₁) − 100·(1 − 0).
        #expect(near(shown(view, at: second).position.x, alone, 1e-6))
        #expect(near(shown(view, at: first + 1.0).position.x, 205 - 100 * (1 - (first + 1 - second)), 1e-6))
        #expect(near(shown(view, at: second + 1).position.x, 205))
    }

    @Test func nestedBlocksInheritDurationAndCurveUnlessTheyOverride() {
        let outer = square(), inner = square(), own = square()
        UIView.animate(withDuration: 2, delay: 0, options: .curveLinear, animations: {
            outer.center.x = 100
            UIView.animate(withDuration: 7, delay: 0, options: .curveEaseIn, animations: { inner.center.x = 100 })
            UIView.animate(withDuration: 0.5, delay: 0, options: [.overrideInheritedDuration, .overrideInheritedCurve, .curveEaseIn],
                           animations: { own.center.x = 100 })
            #expect(UIView.inheritedAnimationDuration == 2)
        })
        #expect(UIView.inheritedAnimationDuration == 0)
        let a = outer.layer.animation(forKey: "position")!, b = inner.layer.animation(forKey: "position")!
        let c = own.layer.animation(forKey: "position")!
        #expect(a.duration == 2 && b.duration == 2 && c.duration == 0.5)
        #expect(b.timingFunction == CAMediaTimingFunction(name: .linear))
        #expect(c.timingFunction == CAMediaTimingFunction(name: .easeIn))
        // They start together.
        #expect(a.beginTime == b.beginTime && b.beginTime == c.beginTime)
    }

    @Test func repeatsAutoreverseAndFractionalCounts() {
        let view = square()
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .repeat, .autoreverse], animations: { view.alpha = 0 })
        let animation = view.layer.animation(forKey: "opacity")!
        #expect(animation.repeatCount == .infinity && animation.autoreverses)
        let start = animation.beginTime
        #expect(near(CGFloat(shown(view, at: start + 1.5).opacity), 0.5, 1e-5)) // on its way back
        #expect(near(CGFloat(shown(view, at: start + 2.25).opacity), 0.75, 1e-5))

        // The guide's Listing 4-5: 2.5 repetitions, autoreversing, set inside a block.
        let other = square()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            UIView.setAnimationRepeatCount(2.5)
            UIView.setAnimationRepeatAutoreverses(true)
            other.alpha = 0
        })
        let counted = other.layer.animation(forKey: "opacity")!
        #expect(counted.repeatCount == 2.5 && counted.autoreverses)
        other.layer.advanceAnimations(to: counted.beginTime + 5.01)
        // Finished and removed: the model's new value shows.
        #expect(other.layer.animationKeys() == nil)
        #expect(shown(other, at: counted.beginTime + 5.01).opacity == 0)
    }

    @Test func animationsBlockTouchesUnlessTheyAllowUserInteraction() {
        let view = square()
        UIView.animate(withDuration: 1) { view.center.x = 30 }
        #expect(view.isAnimatingWithoutInteraction)
        let other = square()
        UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { other.center.x = 30 })
        #expect(!other.isAnimatingWithoutInteraction)
    }

    @Test func withoutAnimationOrWithAnimationsDisabledChangesHappenAtOnce() {
        let view = square()
        UIView.animate(withDuration: 1) {
            UIView.performWithoutAnimation { view.center.x = 40 }
        }
        #expect(view.layer.animationKeys() == nil && view.center.x == 40)
        UIView.setAnimationsEnabled(false)
        #expect(!UIView.areAnimationsEnabled)
        var finished: Bool?
        UIView.animate(withDuration: 1, animations: { view.center.x = 80 }, completion: { finished = $0 })
        UIView.setAnimationsEnabled(true)
        #expect(view.layer.animationKeys() == nil && view.center.x == 80)
        #expect(finished == nil) // on a later turn
    }

    @Test func badDurationsAndTargetsNeitherCrashNorHang() {
        let view = square()
        var calls = 0
        UIView.animate(withDuration: -1, delay: .nan, options: [], animations: { view.center.x = 20 }, completion: { _ in calls += 1 })
        UIView.animate(withDuration: .infinity) { view.center.x = .nan }
        #expect(view.center.x == 20) // the NaN is refused, nothing animates
        #expect(view.layer.animationKeys() == nil)

        // Removed from its superview while animating: the animation goes on, the completion runs once.
        let parent = square()
        parent.addSubview(view)
        UIView.animate(withDuration: 1, animations: { view.center.x = 60 }, completion: { _ in calls += 10 })
        view.removeFromSuperview()
        view.layer.advanceAnimations(to: animationStart(view) + 1.5)
        #expect(calls == 10)

        // A completion that starts the same animation again.
        var rounds = 0
        func bounce() {
            UIView.animate(withDuration: 1, animations: { view.center.x += 10 }, completion: { _ in
                rounds += 1
                if rounds < 3 { bounce() }
            })
        }
        bounce()
        for _ in 0..<5 { view.layer.advanceAnimations(to: animationStart(view) + 1.5) }
        #expect(rounds == 3)
    }
}
