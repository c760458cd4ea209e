import Foundation

/// A list whose rows swipe open: a table view or a collection view. It tells the shared
/// `ListSwipeController` where its rows are and what they uncover, and hears when a row opens and closes.
@MainActor
protocol ListSwipeHost: UIScrollView {
    /// The row at `point`, in the list's coordinates; nil for none.
    func swipeRow(at point: CGPoint) -> IndexPath?
    /// The actions the row uncovers when swiped towards the leading edge (`trailing`) or the trailing edge;
    /// nil when it has none.
    func swipeActions(for row: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration?
    /// The cell shown for the row and the frame it rests at; nil while the row is not shown.
    func swipeCell(at row: IndexPath) -> (cell: UIView, rest: CGRect)?
    /// The row's actions are about to show.
    func swipeActionsWillShow(at row: IndexPath)
    /// The row's actions were hidden.
    func swipeActionsDidHide(at row: IndexPath)
}
