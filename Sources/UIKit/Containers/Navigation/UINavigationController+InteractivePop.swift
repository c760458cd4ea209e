import Foundation

extension UINavigationController {
    /// Makes the edge-swipe recognizer, on the leading edge, one finger.
    static func makePopGestureRecognizer() -> UIScreenEdgePanGestureRecognizer {
        let recognizer = UIScreenEdgePanGestureRecognizer()
        recognizer.maximumNumberOfTouches = 1
        return recognizer
    }

    /// Whether an edge swipe may start a pop: something to pop, nothing else running, on screen.
    var canBeginInteractivePop: Bool {
        stack.count > 1 && runningTransition == nil && appearance == .appeared
    }

    /// Follows the edge swipe: it starts the pop, scrubs it with the finger (progress is the translation over
    /// the width, linear, short of 1), and at release finishes or cancels it.
    func handlePopGesture(_ recognizer: UIGestureRecognizer) {
        guard let pan = recognizer as? UIPanGestureRecognizer, let view = viewIfLoaded else { return }
        let width = max(1, view.bounds.width)
        let trailing: CGFloat = view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? -1 : 1
        switch pan.state {
        case .began:
            guard canBeginInteractivePop else { return }
            change(to: Array(stack.dropLast()), animated: true, interactive: true)
        case .changed:
            guard let animator = interactiveAnimator else { return }
            let progress = min(Self.longestScrub, max(0, trailing * pan.translation(in: view).x / width))
            animator.fractionComplete = progress
            runningTransition?.percentComplete = progress
        case .ended, .cancelled, .failed:
            guard let animator = interactiveAnimator else { return }
            interactiveAnimator = nil
            let progress = animator.fractionComplete
            let velocity = trailing * pan.velocity(in: view).x / width
            let finishes = pan.state == .ended && Self.popFinishes(progress: progress, velocity: velocity)
            runningTransition?.endInteraction(cancelled: !finishes)
            animator.isReversed = !finishes
            animator.continueAnimation(withTimingParameters: nil, durationFactor: finishes ? 1 - progress : progress)
        default: break
        }
    }

    /// How far a drag may scrub the pop: short of its end, which only a release finishes.
    static let longestScrub: CGFloat = 0.999

    /// Whether a swipe released at `progress` (0 to 1) moving at `velocity` (widths a second, positive
    /// towards the trailing edge) finishes the pop: a fling of a width a second or more finishes it, else
    /// it finishes past half way unless flung back (Flutter's rule, notes §3).
    static func popFinishes(progress: CGFloat, velocity: CGFloat) -> Bool {
        if velocity >= 1 { return true }
        if velocity <= -1 { return false }
        return progress > 0.5
    }
}
