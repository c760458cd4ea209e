import Foundation

/// Handed to a collection view's drop delegate at the drop: the items and where they drop, and the means to
/// send each item's preview to its new place.
@preconcurrency @MainActor
public protocol UICollectionViewDropCoordinator: AnyObject {
    /// The items dropped.
    var items: [UICollectionViewDropItem] { get }
    /// Where they drop, as last proposed; nil away from the items.
    var destinationIndexPath: IndexPath? { get }
    /// The last proposal.
    var proposal: UICollectionViewDropProposal { get }
    /// The drag.
    var session: UIDropSession { get }
    /// Sends `dragItem`'s preview to the item at `indexPath` (which the delegate has inserted or moved).
    @discardableResult
    func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> UIDragAnimating
    /// Sends `dragItem`'s preview into `rect` of the item at `indexPath`.
    @discardableResult
    func drop(_ dragItem: UIDragItem, intoItemAt indexPath: IndexPath, rect: CGRect) -> UIDragAnimating
    /// Sends `dragItem`'s preview to `target`.
    @discardableResult
    func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> UIDragAnimating
    /// Inserts `placeholder`'s item and sends `dragItem`'s preview to it; the item stays until the context
    /// returned commits or deletes it.
    @discardableResult
    func drop(_ dragItem: UIDragItem, to placeholder: UICollectionViewDropPlaceholder) -> UICollectionViewDropPlaceholderContext
}
