import Foundation

/// A sheet's own view: what a scroll view inside it finds, to hand its drags to the sheet.
@MainActor
final class SheetView: UIView, ScrollDragHandoff {
    /// The sheet it shows.
    weak var sheet: UISheetPresentationController?

    func scrollViewWillBeginHandoff(_ scrollView: UIScrollView) -> Bool {
        sheet?.beginDrag(handingOffFrom: scrollView) ?? false
    }

    func scrollView(_ scrollView: UIScrollView, handsOff translation: CGFloat) -> CGFloat {
        sheet?.handOff(translation, of: scrollView) ?? translation
    }

    func scrollView(_ scrollView: UIScrollView, endsHandoffWithVelocity velocity: CGFloat) -> Bool {
        sheet?.endHandoff(of: scrollView, velocity: velocity) ?? false
    }
}
