import Foundation

/// A list (a table or collection view) whose cells the arrow keys move between in the list's own geometry, so
/// that they reach items not shown yet: the list brings the item focus goes to into view and lays its cell out
/// before focus moves to it.
@MainActor
protocol FocusList: UIScrollView {
    /// The item `view` shows, when it is one of the list's cells.
    func focusIndexPath(of view: UIView) -> IndexPath?
    /// The cell of the nearest focusable item `heading` of the item at `indexPath`, brought into view; nil when
    /// none lies that way.
    func focusCell(_ heading: UIFocusHeading, from indexPath: IndexPath) -> UIView?
    /// The cell focus enters the list on, brought into view: the last focused item when the list remembers it,
    /// else the delegate's preferred one; nil to let the focus system choose among the cells shown.
    func preferredFocusCell() -> UIView?
}

extension FocusList {
    /// Scrolls as little as brings `rect` (in the list's content) into view when `shown` is false, and lays the
    /// list out so that the item's cell exists.
    func reveal(_ rect: CGRect, shown: Bool) {
        guard !shown else { return }
        scrollRectToVisible(rect, animated: false)
        layoutIfNeeded()
    }
}

extension UIView {
    /// The nearest list the view lies in.
    var enclosingFocusList: (any FocusList)? {
        var view = superview
        while let current = view {
            if let list = current as? any FocusList { return list }
            view = current.superview
        }
        return nil
    }
}
