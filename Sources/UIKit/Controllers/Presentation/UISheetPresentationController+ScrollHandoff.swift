import Foundation

/// A drag in a scroll view of the sheet's content moves the sheet first where iOS's does: up, the sheet grows
/// to its largest detent before the content scrolls (unless `prefersScrollingExpandsWhenScrolledToEdge` is
/// false, when it only comes back up to where the drag found it); down, the content scrolls back to its top,
/// then the sheet shrinks towards its smallest detent and, below it, is dismissed.
extension UISheetPresentationController {
    /// Moves the sheet by the part of the finger's `translation` it takes, and returns the rest for the
    /// content of `scrollView`.
    func handOff(_ translation: CGFloat, of scrollView: UIScrollView) -> CGFloat {
        guard let current = drag, current.scrollView === scrollView, let container = containerView,
              let largest = resolvedDetents(in: container).last else { return translation }
        let position = current.startY + current.travel
        let taken: CGFloat
        if translation > 0 {
            // Down: the content scrolls back to its top first.
            let scrolled = max(0, scrollView.contentOffset.y - scrollView.verticalRange.lowerBound)
            taken = max(0, translation - scrolled)
        } else {
            let highest = prefersScrollingExpandsWhenScrolledToEdge
                ? container.bounds.height - largest.height
                : current.startY
            taken = -min(-translation, max(0, position - highest))
        }
        if taken != 0 { moveDrag(by: current.travel + taken) }
        return translation - taken
    }

    /// The finger lifted from `scrollView`: content left scrolled keeps its momentum and the sheet rests where
    /// it is; otherwise the sheet takes the release, with `velocity`.
    func endHandoff(of scrollView: UIScrollView, velocity: CGFloat) -> Bool {
        guard let current = drag, current.scrollView === scrollView else { return false }
        let contentScrolled = scrollView.contentOffset.y > scrollView.verticalRange.lowerBound
        if contentScrolled, current.travel == 0 {
            drag = nil
            return false
        }
        endDrag(velocity: contentScrolled ? 0 : velocity)
        return !contentScrolled
    }
}
