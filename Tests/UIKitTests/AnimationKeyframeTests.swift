import Foundation
@testable import QuartzCore
import Testing
@testable import UIKit

@MainActor @Suite(.serialized) struct AnimationKeyframeTests {
    @Test func keyframesPassThroughEachValueInTurn() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var finished: [Bool] = []
        UIView.animateKeyframes(withDuration: 2, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 105 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 5 }
        }, completion: { finished.append($0) })
        #expect(view.center.x == 5)
        let start = animationStart(view, "position")
        #expect(near(shown(view, at: start + 0.5).position.x, 55))
        #expect(near(shown(view, at: start + 1).position.x, 105))
        #expect(near(shown(view, at: start + 1.5).position.x, 55))
        view.layer.advanceAnimations(to: start + 1.2)
        #expect(finished.isEmpty) // the second keyframe still runs
        view.layer.advanceAnimations(to: start + 2.1)
        #expect(finished == [true])
        #expect(near(shown(view, at: start + 2.1).position.x, 5))
    }

    @Test func discreteKeyframesJumpAtTheirStart() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: .calculationModeDiscrete, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.25) { view.alpha = 0.5 }
            UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) { view.alpha = 0 }
        })
        let start = view.layer.animation(forKey: "opacity")!.beginTime
        #expect(shown(view, at: start + 0.1).opacity == 1)
        #expect(near(CGFloat(shown(view, at: start + 0.5).opacity), 0.5, 1e-5))
        #expect(near(CGFloat(shown(view, at: start + 0.9).opacity), 0, 1e-5))
    }

    @Test func cubicAndPacedModesAndRepeatsApplyToTheWholeSequence() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModeCubic, .repeat, .autoreverse], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 105 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 5 }
        })
        let animation = view.layer.animation(forKey: "position") as? CAKeyframeAnimation
        #expect(animation?.calculationMode == .cubic)
        #expect(animation?.keyTimes == [0, 0.5, 1] && animation?.repeatCount == .infinity && animation?.autoreverses == true)
        let start = animation!.beginTime
        // Through the keyframe's value at its time, smoothly; back on the way in reverse.
        #expect(near(shown(view, at: start + 0.5).position.x, 105))
        #expect(near(shown(view, at: start + 1.5).position.x, 105))

        let paced = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: .calculationModePaced, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.1) { paced.center.x = 35 }
            UIView.addKeyframe(withRelativeStartTime: 0.1, relativeDuration: 0.9) { paced.center.x = 45 }
        })
        // Paced: 40 points at an even speed, whatever the keyframes' times: half way is 20 points on.
        let pacedStart = paced.layer.animation(forKey: "position")!.beginTime
        #expect(near(shown(paced, at: pacedStart + 0.5).position.x, 25, 1e-3))
    }

    @Test func aKeyframeOutsideAKeyframeBlockHappensAtOnce() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 0.25 }
        #expect(view.alpha == 0.25 && view.layer.animationKeys() == nil)
    }
}
