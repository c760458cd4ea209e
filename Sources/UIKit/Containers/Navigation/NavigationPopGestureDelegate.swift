import Foundation

/// Lets the edge swipe begin only when there is something to pop and no other transition runs.
@MainActor
final class NavigationPopGestureDelegate: UIGestureRecognizerDelegate {
    weak var navigationController: UINavigationController?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        navigationController?.canBeginInteractivePop ?? false
    }
}
