// The Swift 5 target's gesture helper as Swift 6 wants it: main-actor isolated, as the recognizer and the view
// it works with are.
import UIKit

/// Lets a view be swiped down and away.
@MainActor
final class SwipeToDismiss: NSObject, UIGestureRecognizerDelegate {
    private weak var view: UIView?
    private let threshold: CGFloat
    var onDismiss: (() -> Void)?

    init(attachedTo view: UIView, threshold: CGFloat = 120) {
        self.view = view
        self.threshold = threshold
        super.init()
        let pan = UIPanGestureRecognizer(target: self, action: Selector("pan:", SwipeToDismiss.pan))
        pan.delegate = self
        view.addGestureRecognizer(pan)
    }

    func pan(_ recognizer: UIPanGestureRecognizer) {
        guard let view else { return }
        let translation = recognizer.translation(in: view.superview)
        switch recognizer.state {
        case .changed:
            view.transform = CGAffineTransform(translationX: 0, y: max(0, translation.y))
        case .ended where translation.y > threshold || recognizer.velocity(in: view).y > 1000:
            onDismiss?()
        default:
            UIView.animate(withDuration: 0.25) { view.transform = .identity }
        }
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return false }
        let velocity = pan.velocity(in: view)
        return abs(velocity.y) > abs(velocity.x)
    }
}
