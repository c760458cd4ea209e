import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A presentation controller showing the presented view in the bottom half of the container, recording its
/// callbacks.
@MainActor
private final class HalfPresentationController: UIPresentationController {
    let log: RecordingView.Log
    init(presented: UIViewController, presenting: UIViewController?, log: RecordingView.Log) {
        self.log = log
        super.init(presentedViewController: presented, presenting: presenting)
    }
    override var frameOfPresentedViewInContainerView: CGRect {
        let bounds = containerView?.bounds ?? .zero
        return CGRect(x: 0, y: bounds.midY, width: bounds.width, height: bounds.height / 2)
    }
    override func presentationTransitionWillBegin() { log.entries.append("willBegin") }
    override func presentationTransitionDidEnd(_ completed: Bool) { log.entries.append("didEnd(\(completed))") }
    override func dismissalTransitionWillBegin() { log.entries.append("dismissalWillBegin") }
    override func dismissalTransitionDidEnd(_ completed: Bool) { log.entries.append("dismissalDidEnd(\(completed))") }
    override func containerViewWillLayoutSubviews() { presentedView?.frame = frameOfPresentedViewInContainerView }
}

/// Slides the presented view up from below its final frame in 0.5 s, and back down; records what it is told.
@MainActor
private final class SlideAnimator: UIViewControllerAnimatedTransitioning {
    let log: RecordingView.Log
    var context: UIViewControllerContextTransitioning?
    init(log: RecordingView.Log) { self.log = log }
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
        log.entries.append("animate")
        let presenting = transitionContext.viewController(forKey: .to)?.presentingViewController != nil
            && transitionContext.view(forKey: .to) != nil
        let container = transitionContext.containerView
        if presenting, let view = transitionContext.view(forKey: .to), let controller = transitionContext.viewController(forKey: .to) {
            let final = transitionContext.finalFrame(for: controller)
            view.frame = final.offsetBy(dx: 0, dy: container.bounds.height - final.minY)
            container.addSubview(view)
            UIView.animate(withDuration: 0.5, delay: 0, options: [.curveLinear], animations: { view.frame = final }) { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        } else if let view = transitionContext.view(forKey: .from) {
            UIView.animate(withDuration: 0.5, delay: 0, options: [.curveLinear], animations: {
                view.frame.origin.y = container.bounds.height
            }) { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        }
    }
    func animationEnded(_ transitionCompleted: Bool) { log.entries.append("ended(\(transitionCompleted))") }
}

@MainActor
private final class Transitions: UIViewControllerTransitioningDelegate {
    let log: RecordingView.Log
    lazy var animator = SlideAnimator(log: log)
    var dismissalDriver: UIPercentDrivenInteractiveTransition?
    init(log: RecordingView.Log) { self.log = log }
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        HalfPresentationController(presented: presented, presenting: presenting, log: log)
    }
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? { animator }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { animator }
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        dismissalDriver
    }
}

/// Custom presentations: the transitioning delegate's presentation controller and animator, the context they
/// are given, and a dismissal driven by `UIPercentDrivenInteractiveTransition`.
@MainActor @Suite struct PresentationCustomTransitionTests {
    @Test func aCustomPresentationUsesTheDelegatesControllerAndAnimator() {
        withPresentingWindow { window, root, log in
            let transitions = Transitions(log: log)
            let presented = RecordingController("B", shared: log)
            presented.modalPresentationStyle = .custom
            presented.transitioningDelegate = transitions
            ControlledClock.run { clock in
                root.present(presented, animated: true)
                let controller = presented.presentationController
                #expect(controller is HalfPresentationController && controller?.presentingViewController === root)
                let context = transitions.animator.context
                // The presenter's view stays: it is no part of the context.
                #expect(context?.view(forKey: .from) == nil && context?.view(forKey: .to) === presented.view)
                #expect(context?.viewController(forKey: .from) === root && context?.presentationStyle == .custom)
                #expect(context?.initialFrame(for: presented) == .zero)
                #expect(context?.finalFrame(for: presented) == CGRect(x: 0, y: 422, width: 390, height: 422))
                #expect(presented.transitionCoordinator?.isAnimated == true)
                clock.advance(by: 0.25)
                clock.renderFrames(1)
                // Linear, 0.25 s and a frame in (16/30 of the way): 422 + 422 · 14/30 = 619.
                let y = presented.view.layer.presentation()?.frame.minY ?? 0
                #expect(abs(y - 619) < 1)
                clock.renderFrames(30)
            }
            #expect(log.entries.filter { !$0.hasPrefix("B.") && !$0.hasPrefix("A.") } == ["willBegin", "animate", "ended(true)", "didEnd(true)"])
            #expect(appearanceCalls(log) == ["B.viewWillAppear animated", "B.viewIsAppearing", "B.viewDidAppear"])
            #expect(presented.view.convert(presented.view.bounds, to: window) == CGRect(x: 0, y: 422, width: 390, height: 422))
            #expect(root.view.window === window && presented.transitionCoordinator == nil)
            // The container takes touches above the presented view: the presenter beneath gets none.
            let container = presented.presentationController?.containerView
            #expect(container != nil && window.hitTest(CGPoint(x: 100, y: 100), with: nil) === container)
            log.entries = []
            ControlledClock.run { clock in
                presented.dismiss(animated: true)
                clock.renderFrames(40)
            }
            #expect(log.entries.filter { !$0.hasPrefix("B.") && !$0.hasPrefix("A.") } == ["dismissalWillBegin", "animate", "ended(true)", "dismissalDidEnd(true)"])
            #expect(root.presentedViewController == nil && presented.view.window == nil && window.subviews.count == 1)
        }
    }

    @Test func aPercentDrivenDismissalFollowsItsFractionAndCanBeCancelled() {
        withPresentingWindow { window, root, log in
            let transitions = Transitions(log: log)
            let presented = RecordingController("B", shared: log)
            presented.modalPresentationStyle = .custom
            presented.transitioningDelegate = transitions
            root.present(presented, animated: false)
            FramePass.drain()
            log.entries = []
            let driver = UIPercentDrivenInteractiveTransition()
            transitions.dismissalDriver = driver
            ControlledClock.run { clock in
                presented.dismiss(animated: true)
                #expect(presented.transitionCoordinator?.isInteractive == true)
                driver.update(0.5)
                clock.renderFrames(3)
                // Still, half way from 422 to 844.
                let y = presented.view.layer.presentation()?.frame.minY ?? 0
                #expect(abs(y - 633) < 1)
                clock.renderFrames(3)
                #expect(abs((presented.view.layer.presentation()?.frame.minY ?? 0) - 633) < 1)
                driver.cancel()
                clock.renderFrames(40)
            }
            #expect(log.entries.filter { !$0.hasPrefix("B.") && !$0.hasPrefix("A.") } == ["dismissalWillBegin", "animate", "ended(false)", "dismissalDidEnd(false)"])
            #expect(appearanceCalls(log) == ["B.viewWillDisappear", "B.viewWillAppear animated", "B.viewIsAppearing", "B.viewDidAppear"])
            #expect(root.presentedViewController === presented && presented.view.window === window)
            log.entries = []
            let finisher = UIPercentDrivenInteractiveTransition()
            transitions.dismissalDriver = finisher
            ControlledClock.run { clock in
                presented.dismiss(animated: true)
                finisher.update(0.8)
                clock.renderFrames(2)
                finisher.finish()
                clock.renderFrames(40)
            }
            #expect(log.entries.filter { !$0.hasPrefix("B.") && !$0.hasPrefix("A.") } == ["dismissalWillBegin", "animate", "ended(true)", "dismissalDidEnd(true)"])
            #expect(root.presentedViewController == nil && presented.view.window == nil)
        }
    }
}
