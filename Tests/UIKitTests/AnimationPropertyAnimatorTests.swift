import Foundation
@testable import QuartzCore
import Testing
@testable import UIKit
import UIKitTesting

@MainActor @Suite(.serialized) struct AnimationPropertyAnimatorTests {
    private func square() -> UIView { UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }

    @Test func pausedAnimatorsScrubThroughFractionComplete() {
        let view = square()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 105 }
        #expect(animator.state == .inactive && view.center.x == 5)
        animator.fractionComplete = 0.25
        #expect(animator.state == .active && !animator.isRunning)
        #expect(view.center.x == 105)
        #expect(near(shown(view, at: CACurrentMediaTime()).position.x, 30))
        animator.fractionComplete = 0.8
        #expect(near(shown(view, at: CACurrentMediaTime() + 5).position.x, 85)) // paused: time does not move it
        #expect(animator.fractionComplete == 0.8)
    }

    @Test func reversedAnimatorsRunBackToTheStart() {
        let view = square()
        var positions: [UIViewAnimatingPosition] = []
        ControlledClock.run { clock in
            let animator = UIViewPropertyAnimator(duration: 0.2, curve: .linear) { view.center.x = 105 }
            animator.addCompletion { positions.append($0) }
            animator.pauseAnimation()
            animator.fractionComplete = 0.5
            animator.isReversed = true
            animator.startAnimation()
            #expect(animator.isRunning)
            let begin = view.layer.animation(forKey: "position")!.beginTime
            // Backwards from half way: a twentieth of a second later it is at 0.25.
            #expect(near(shown(view, at: begin + 0.05).position.x, 30))
            clock.renderFrames(5)
            #expect(positions.isEmpty, "a twelfth of a second in, still running")
            clock.renderFrames(1)
            #expect(positions == [.start], "the tenth of a second back to the start is over")
            #expect(animator.state == .inactive)
        }
        #expect(view.center.x == 5 && view.layer.animationKeys() == nil)
    }

    @Test func runningAnimatorsFinishAtTheEnd() {
        let view = square()
        var positions: [UIViewAnimatingPosition] = []
        ControlledClock.run { clock in
            UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.05, delay: 0, options: .curveLinear,
                                                           animations: { view.alpha = 0 }, completion: { positions.append($0) })
            #expect(view.alpha == 0 && view.layer.animationKeys() != nil)
            clock.renderFrames(2)
            #expect(positions.isEmpty, "two frames are a thirtieth of a second")
            clock.renderFrames(1)
            #expect(positions == [.end] && view.layer.animationKeys() == nil)
        }
    }

    @Test func stoppedAnimatorsKeepWhatIsShownAndFinishWhereAsked() {
        let view = square()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 105 }
        animator.addCompletion { positions.append($0) }
        animator.fractionComplete = 0.5
        animator.stopAnimation(false)
        #expect(animator.state == .stopped && near(view.center.x, 55) && view.layer.animationKeys() == nil)
        animator.startAnimation() // refused while stopped
        #expect(animator.state == .stopped)
        animator.finishAnimation(at: .current)
        #expect(positions == [.current] && animator.state == .inactive && near(view.center.x, 55))

        // Stopped without finishing: done, and the completions are not told.
        var told = false
        let other = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 0 }
        other.addCompletion { _ in told = true }
        other.startAnimation()
        other.stopAnimation(true)
        #expect(other.state == .inactive && !told)
    }

    @Test func continuingResumesWithTheRemainingTimeScaled() {
        let view = square()
        var positions: [UIViewAnimatingPosition] = []
        ControlledClock.run { clock in
            let animator = UIViewPropertyAnimator(duration: 10, curve: .linear) { view.center.x = 105 }
            animator.addCompletion { positions.append($0) }
            animator.fractionComplete = 0.9
            animator.continueAnimation(withTimingParameters: UICubicTimingParameters(animationCurve: .linear),
                                       durationFactor: 0.005)
            #expect(animator.isRunning && near(animator.duration, 0.05))
            // The remaining tenth of 0.05 s ends within the first frame.
            clock.renderFrames(1)
            #expect(positions == [.end])
        }
    }

    @Test func timingParametersDescribeTheirCurves() {
        let cubic = UICubicTimingParameters(controlPoint1: CGPoint(x: 0.1, y: 0.2), controlPoint2: CGPoint(x: 2, y: 0.9))
        #expect(cubic.timingCurveType == .cubic && cubic.controlPoint2 == CGPoint(x: 1, y: 0.9))
        let spring = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: CGVector(dx: 0, dy: 0))
        #expect(spring.timingCurveType == .spring && near(spring.dampingRatio, 0.5))
        let view = square()
        let animator = UIViewPropertyAnimator(duration: 1, timingParameters: spring)
        animator.addAnimations { view.center.y = 50 }
        animator.startAnimation()
        #expect(view.layer.animation(forKey: "position") is CASpringAnimation)
        animator.stopAnimation(true)
    }
}
