import Foundation

extension UICollectionView: ListSwipeHost {
    /// The item under `point`.
    func swipeRow(at point: CGPoint) -> IndexPath? { indexPathForItem(at: point) }

    /// The actions the list row at `indexPath` uncovers when swiped towards the leading edge (`trailing`) or
    /// the trailing edge: its list section's provider's, nil when it has none.
    func swipeActions(for indexPath: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        guard let list = (layoutStorage as? UICollectionViewCompositionalLayout)?.listConfiguration(inSection: indexPath.section),
              let provider = trailing ? list.trailingSwipeActionsConfigurationProvider : list.leadingSwipeActionsConfigurationProvider,
              let configuration = provider(indexPath), !configuration.actions.isEmpty else { return nil }
        return configuration
    }

    /// The item's cell and the frame its attributes give, in the cell's superview's coordinates.
    func swipeCell(at indexPath: IndexPath) -> (cell: UIView, rest: CGRect)? {
        guard let cell = visibleCellsByIndexPath[indexPath], let frame = visibleCellAttributes[indexPath]?.frame else { return nil }
        return (cell, convert(frame, to: cell.superview))
    }

    /// The cell's state becomes swiped.
    func swipeActionsWillShow(at indexPath: IndexPath) {
        visibleCellsByIndexPath[indexPath]?.isShowingSwipeActions = true
    }

    /// The cell's state is no longer swiped.
    func swipeActionsDidHide(at indexPath: IndexPath) {
        visibleCellsByIndexPath[indexPath]?.isShowingSwipeActions = false
    }
}
