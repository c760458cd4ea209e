import Foundation

/// The pinch recognizer of a scroll view (UIKit's private `UIScrollViewPinchGestureRecognizer`): it fails
/// as soon as the fingers move while the scroll view has no view to zoom, so that a pinch that cannot zoom
/// does not keep the scroll view's pan, or a recognizer further out, from taking the fingers.
@MainActor
final class ScrollViewPinchGestureRecognizer: UIPinchGestureRecognizer {
    /// Fails before beginning when there is nothing to zoom.
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, (view as? UIScrollView)?.zoomableView() == nil { return state = .failed }
        super.touchesMoved(touches, with: event)
    }
}
