import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Fades the arriving view in over half a second, completing as its animation ends (cancelled when the
/// transition was).
private final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var ended: [Bool] = []
    var container: UIView?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        guard let to = context.view(forKey: .to), let toController = context.viewController(forKey: .to) else { return }
        container = context.containerView
        context.containerView.addSubview(to)
        to.frame = context.finalFrame(for: toController)
        to.alpha = 0
        UIView.animate(withDuration: 0.5, delay: 0, options: [.curveLinear], animations: { to.alpha = 1 }) { _ in
            context.completeTransition(!context.transitionWasCancelled)
        }
    }

    func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
}

/// Fades the arriving view in through a property animator it hands UIKit as its interruptible animator, and
/// records where that animator ended.
private final class InterruptibleFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var ended: [Bool] = []
    var positions: [UIViewAnimatingPosition] = []
    private var running: UIViewPropertyAnimator?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: context).startAnimation()
    }

    func interruptibleAnimator(using context: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let running { return running }
        let to = context.view(forKey: .to) ?? UIView()
        if let toController = context.viewController(forKey: .to) { to.frame = context.finalFrame(for: toController) }
        context.containerView.addSubview(to)
        to.alpha = 0
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { to.alpha = 1 }
        animator.addCompletion { [unowned self] position in
            positions.append(position)
            context.completeTransition(position == .end)
        }
        running = animator
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) {
        ended.append(transitionCompleted)
        running = nil
    }
}

/// Gives its animator for every push and pop, and its interaction controller when it has one.
private final class AnimatingDelegate<Animator: UIViewControllerAnimatedTransitioning>: UINavigationControllerDelegate {
    let animator: Animator
    var interactor: UIPercentDrivenInteractiveTransition?
    var operations: [String] = []

    init(_ animator: Animator) {
        self.animator = animator
    }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        operations.append("\(operation == .push ? "push" : "pop") \(fromVC.title ?? "") → \(toVC.title ?? "")")
        return animator
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { interactor }
}

/// The navigation delegate's own animators and interaction controllers, on the phone of `withPhoneNavigation`.
@MainActor @Suite struct NavigationCustomTransitionTests {
    @Test func theDelegatesAnimatorRunsAPushInAContainerUnderTheBars() {
        withPhoneNavigation { window, navigation, root, log in
            let delegate = AnimatingDelegate(FadeAnimator())
            navigation.delegate = delegate
            let pushed = RecordingController("B", shared: log)
            pushed.title = "B"
            ControlledClock.run { clock in
                navigation.pushViewController(pushed, animated: true)
                #expect(delegate.operations == ["push A → B"])
                #expect(navigation.transitionCoordinator?.transitionDuration == 0.5)
                let container = delegate.animator.container
                // The animation's container fills the navigation controller's view, below its bars.
                #expect(container?.superview === navigation.view && container?.frame == navigation.view.bounds)
                #expect(pushed.view.superview === container && root.view.superview === container)
                let order = navigation.view.subviews
                let below = order.firstIndex { $0 === container }.map { index in
                    order[(index + 1)...].contains { $0 === navigation.toolbar } && order[(index + 1)...].contains { $0 === navigation.navigationBar }
                }
                #expect(below == true)
                clock.renderFrames(15)
                let alpha = pushed.view.layer.presentation()?.opacity ?? -1
                #expect(alpha > 0.3 && alpha < 0.7)
                clock.renderFrames(20)
            }
            #expect(delegate.animator.ended == [true])
            #expect(navigation.viewControllers == [root, pushed] && pushed.view.superview === navigation.view)
            #expect(pushed.view.frame == window.bounds && root.view.window == nil && delegate.animator.container?.superview == nil)
            #expect(log.entries.contains("B.viewDidAppear") && log.entries.contains("A.viewDidDisappear"))
        }
    }

    @Test func anInteractionControllerScrubsAPopAndCancellingPutsTheStackBack() {
        withPhoneNavigation { window, navigation, root, log in
            let pushed = RecordingController("B", shared: log)
            pushed.title = "B"
            navigation.pushViewController(pushed, animated: false)
            let delegate = AnimatingDelegate(FadeAnimator())
            let interactor = UIPercentDrivenInteractiveTransition()
            delegate.interactor = interactor
            navigation.delegate = delegate
            log.entries = []
            ControlledClock.run { clock in
                navigation.popViewController(animated: true)
                #expect(navigation.transitionCoordinator?.isInteractive == true)
                interactor.update(0.5)
                clock.renderFrames(3)
                let alpha = root.view.layer.presentation()?.opacity ?? -1
                #expect(abs(alpha - 0.5) < 0.05)
                interactor.cancel()
                clock.renderFrames(40)
            }
            #expect(delegate.animator.ended == [false])
            #expect(navigation.viewControllers == [root, pushed] && navigation.topViewController === pushed)
            #expect(pushed.view.superview === navigation.view && pushed.view.frame == window.bounds)
            #expect(root.view.window == nil)
            #expect(log.entries.contains("B.viewWillDisappear") && log.entries.filter { $0 == "B.viewDidAppear" }.count == 1)
        }
    }

    @Test func anInteractionControllerFinishingAPopCompletesIt() {
        withPhoneNavigation { window, navigation, root, log in
            let pushed = RecordingController("B", shared: log)
            navigation.pushViewController(pushed, animated: false)
            let delegate = AnimatingDelegate(FadeAnimator())
            let interactor = UIPercentDrivenInteractiveTransition()
            delegate.interactor = interactor
            navigation.delegate = delegate
            ControlledClock.run { clock in
                navigation.popViewController(animated: true)
                interactor.update(0.5)
                clock.renderFrames(3)
                interactor.finish()
                clock.renderFrames(40)
            }
            #expect(delegate.animator.ended == [true] && delegate.operations == ["pop  → A"])
            #expect(navigation.viewControllers == [root] && root.view.superview === navigation.view)
            #expect(root.view.frame == window.bounds && pushed.view.window == nil && pushed.parent == nil)
        }
    }

    @Test func anInteractionControllerScrubsAnInterruptibleAnimatorAndReversesItOnCancel() {
        withPhoneNavigation { window, navigation, root, _ in
            let pushed = RecordingController("B")
            navigation.pushViewController(pushed, animated: false)
            let delegate = AnimatingDelegate(InterruptibleFadeAnimator())
            let interactor = UIPercentDrivenInteractiveTransition()
            delegate.interactor = interactor
            navigation.delegate = delegate
            ControlledClock.run { clock in
                navigation.popViewController(animated: true)
                // The animator itself is scrubbed: paused, at the fraction given, whatever the clock does.
                interactor.update(0.25)
                clock.renderFrames(10)
                #expect(abs((root.view.layer.presentation()?.opacity ?? -1) - 0.25) < 0.02)
                interactor.update(0.6)
                clock.renderFrames(10)
                #expect(abs((root.view.layer.presentation()?.opacity ?? -1) - 0.6) < 0.02)
                #expect(delegate.animator.positions.isEmpty)
                interactor.cancel()
                // Back from 0.6 to the start at full speed: 0.3 s, 18 frames.
                clock.renderFrames(24)
            }
            #expect(delegate.animator.positions == [.start] && delegate.animator.ended == [false])
            #expect(navigation.viewControllers == [root, pushed] && pushed.view.superview === navigation.view)
            #expect(pushed.view.frame == window.bounds && root.view.window == nil)
        }
    }

    @Test func anInteractionControllerFinishesAnInterruptibleAnimatorFromWhereItWasLeft() {
        withPhoneNavigation { window, navigation, root, _ in
            let pushed = RecordingController("B")
            navigation.pushViewController(pushed, animated: false)
            let delegate = AnimatingDelegate(InterruptibleFadeAnimator())
            let interactor = UIPercentDrivenInteractiveTransition()
            delegate.interactor = interactor
            navigation.delegate = delegate
            ControlledClock.run { clock in
                navigation.popViewController(animated: true)
                interactor.update(0.5)
                clock.renderFrames(3)
                interactor.finish()
                // The remaining half at full speed: 0.25 s, 15 frames; not yet over after 12.
                clock.renderFrames(12)
                #expect(delegate.animator.positions.isEmpty)
                clock.renderFrames(6)
            }
            #expect(delegate.animator.positions == [.end] && delegate.animator.ended == [true])
            #expect(navigation.viewControllers == [root] && root.view.superview === navigation.view)
            #expect(root.view.frame == window.bounds && root.view.alpha == 1 && pushed.view.window == nil)
        }
    }

    @Test func anInterruptibleAnimatorWithoutAnInteractionControllerRunsOnItsOwn() {
        withPhoneNavigation { _, navigation, root, _ in
            let delegate = AnimatingDelegate(InterruptibleFadeAnimator())
            navigation.delegate = delegate
            let pushed = RecordingController("B")
            ControlledClock.run { clock in
                navigation.pushViewController(pushed, animated: true)
                clock.renderFrames(15)
                #expect(abs((pushed.view.layer.presentation()?.opacity ?? -1) - 0.5) < 0.05)
                clock.renderFrames(20)
            }
            #expect(delegate.animator.positions == [.end] && navigation.viewControllers == [root, pushed])
        }
    }

    @Test func theCoordinatorIsInterruptibleOnlyWithAnInterruptibleAnimator() {
        withPhoneNavigation { _, navigation, root, _ in
            var answers: [Bool] = []
            ControlledClock.run { clock in
                navigation.pushViewController(RecordingController("B"), animated: true)
                answers.append(navigation.transitionCoordinator?.isInterruptible ?? true)
                clock.renderFrames(30)
                let fading = AnimatingDelegate(FadeAnimator())
                navigation.delegate = fading
                navigation.pushViewController(RecordingController("C"), animated: true)
                answers.append(navigation.transitionCoordinator?.isInterruptible ?? true)
                clock.renderFrames(40)
                let interruptible = AnimatingDelegate(InterruptibleFadeAnimator())
                navigation.delegate = interruptible
                navigation.pushViewController(RecordingController("D"), animated: true)
                answers.append(navigation.transitionCoordinator?.isInterruptible ?? false)
                clock.renderFrames(40)
                #expect(interruptible.animator.positions == [.end])
            }
            // The built-in slide and an animator without an interruptible animator are not interruptible.
            #expect(answers == [false, false, true])
            #expect(navigation.viewControllers.count == 4 && navigation.viewControllers.first === root)
        }
    }

    @Test func anInterruptibleTransitionIsPausedOnItsWayToTheEndAndContinuedBack() {
        withPhoneNavigation { window, navigation, root, _ in
            let pushed = RecordingController("B")
            navigation.pushViewController(pushed, animated: false)
            let delegate = AnimatingDelegate(InterruptibleFadeAnimator())
            let interactor = UIPercentDrivenInteractiveTransition()
            delegate.interactor = interactor
            navigation.delegate = delegate
            ControlledClock.run { clock in
                navigation.popViewController(animated: true)
                let coordinator = navigation.transitionCoordinator
                #expect(coordinator?.isInterruptible == true)
                interactor.update(0.5)
                interactor.finish()
                #expect(coordinator?.isInteractive == false)
                // 6 of the 15 frames left: 0.1 s of the 0.5 s fade, so 0.7 of the way.
                clock.renderFrames(6)
                interactor.pause()
                #expect(coordinator?.isInteractive == true)
                #expect(abs(interactor.percentComplete - 0.7) < 0.02)
                // Paused, it stays there whatever the clock does.
                clock.renderFrames(20)
                #expect(abs((root.view.layer.presentation()?.opacity ?? -1) - 0.7) < 0.02)
                #expect(delegate.animator.positions.isEmpty)
                interactor.update(0.4)
                clock.renderFrames(2)
                #expect(abs((root.view.layer.presentation()?.opacity ?? -1) - 0.4) < 0.02)
                interactor.cancel()
                #expect(coordinator?.isCancelled == true)
                // Back from 0.4 at full speed: 0.2 s, 12 frames; not yet at the start after 9.
                clock.renderFrames(9)
                #expect(delegate.animator.positions.isEmpty)
                clock.renderFrames(6)
            }
            #expect(delegate.animator.positions == [.start] && delegate.animator.ended == [false])
            #expect(navigation.viewControllers == [root, pushed] && pushed.view.superview === navigation.view)
            #expect(pushed.view.frame == window.bounds && root.view.window == nil)
        }
    }
}
