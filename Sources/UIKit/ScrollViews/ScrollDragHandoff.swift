import Foundation

/// A view holding a scroll view that takes part in the scroll view's vertical drags, as a sheet does: it may
/// take some of the finger's movement before the content scrolls, and the release.
@MainActor
protocol ScrollDragHandoff: AnyObject {
    /// Whether it takes part in the drag of `scrollView` beginning now.
    func scrollViewWillBeginHandoff(_ scrollView: UIScrollView) -> Bool
    /// Takes what it will of the finger's vertical movement `translation` (down positive) and returns the
    /// rest, which moves the content.
    func scrollView(_ scrollView: UIScrollView, handsOff translation: CGFloat) -> CGFloat
    /// The finger lifted with vertical `velocity` (points a second, down positive); true when it took the
    /// release, so that the content keeps no vertical momentum.
    func scrollView(_ scrollView: UIScrollView, endsHandoffWithVelocity velocity: CGFloat) -> Bool
}
