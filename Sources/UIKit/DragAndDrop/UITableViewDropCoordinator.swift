import Foundation

/// Handed to a table's drop delegate at the drop: the items and where they drop, and the means to send each
/// item's preview to its new row.
@preconcurrency @MainActor
public protocol UITableViewDropCoordinator: AnyObject {
    /// The items dropped.
    var items: [UITableViewDropItem] { get }
    /// Where they drop, as last proposed; nil past the rows.
    var destinationIndexPath: IndexPath? { get }
    /// The last proposal.
    var proposal: UITableViewDropProposal { get }
    /// The drag.
    var session: UIDropSession { get }
    /// Sends `dragItem`'s preview to the row at `indexPath` (which the delegate has inserted or moved).
    @discardableResult
    func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> UIDragAnimating
    /// Sends `dragItem`'s preview into `rect` of the row at `indexPath`.
    @discardableResult
    func drop(_ dragItem: UIDragItem, intoRowAt indexPath: IndexPath, rect: CGRect) -> UIDragAnimating
    /// Sends `dragItem`'s preview to `target`.
    @discardableResult
    func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> UIDragAnimating
    /// Shows `placeholder`'s row and sends `dragItem`'s preview to it; the row stays until the context
    /// returned commits or deletes it.
    @discardableResult
    func drop(_ dragItem: UIDragItem, to placeholder: UITableViewDropPlaceholder) -> UITableViewDropPlaceholderContext
}
