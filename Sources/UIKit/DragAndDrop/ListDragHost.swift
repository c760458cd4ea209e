import Foundation

/// What a table or a collection view gives the drag source of its rows or items: the row or item at a point,
/// its cell, and its drag delegate's answers.
@MainActor
protocol ListDragHost: UIView {
    /// The row or item at `point`, in the list's coordinates.
    func draggableIndexPath(at point: CGPoint) -> IndexPath?
    /// The cell shown for the row or item at `indexPath`.
    func draggableCell(at indexPath: IndexPath) -> UIView?
    /// The drag delegate's items for a drag beginning on the row or item at `indexPath`, or for adding it at
    /// `point` to a drag in progress; nil without a drag delegate.
    func dragItems(for session: UIDragSession, at indexPath: IndexPath, adding point: CGPoint?) -> [UIDragItem]?
    /// The drag delegate's parameters for the lifted preview of the row or item at `indexPath`.
    func dragPreviewParameters(at indexPath: IndexPath) -> UIDragPreviewParameters?
    /// Tells the drag delegate that `session` begins.
    func dragSessionWillBegin(_ session: UIDragSession)
    /// The drag delegate's answer, true without one.
    func dragSessionAllowsMoveOperation(_ session: UIDragSession) -> Bool
    /// The drag delegate's answer, false without one.
    func dragSessionIsRestrictedToDraggingApplication(_ session: UIDragSession) -> Bool
    /// Tells the drag delegate that `session` ended.
    func dragSessionDidEnd(_ session: UIDragSession)
}
