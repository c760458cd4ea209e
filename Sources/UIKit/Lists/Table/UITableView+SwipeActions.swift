import Foundation

/// Lets the table's swipe recognizer begin only for a mostly horizontal drag over a row that has actions
/// for that direction (or one already open).
@MainActor
final class SwipeGestureArbiter: NSObject, UIGestureRecognizerDelegate {
    weak var tableView: UITableView?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let table = tableView, let pan = gestureRecognizer as? UIPanGestureRecognizer else { return false }
        let translation = pan.translation(in: table)
        guard abs(translation.x) > abs(translation.y) else { return false }
        if table.swipedRow != nil { return true }
        guard let row = table.indexPathForRow(at: pan.location(in: table)) else { return false }
        return table.swipeActions(for: row, trailing: translation.x < 0) != nil
    }
}

extension UITableView {
    /// Adds the recognizer that swipes rows open; the scroll view's pan waits for it to fail, which it does
    /// at once for a vertical drag.
    func setUpSwipeActions() {
        swipeArbiter.tableView = self
        swipeRecognizer.addTarget(self, action: UITableView.handleSwipe)
        swipeRecognizer.delegate = swipeArbiter
        addGestureRecognizer(swipeRecognizer)
        panGestureRecognizer.require(toFail: swipeRecognizer)
    }

    /// The actions the row reveals when swiped towards the leading edge (`trailing`) or the trailing edge:
    /// the delegate's, else for a trailing swipe on a deletable row the Delete action, which commits the
    /// deletion to the data source.
    func swipeActions(for row: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        let delegate = tableDelegate
        if !trailing { return nonEmpty(delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: row)) }
        if let configuration = delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: row) {
            return nonEmpty(configuration)
        }
        guard let dataSource, dataSource.tableView(self, canEditRowAt: row),
              (delegate?.tableView(self, editingStyleForRowAt: row) ?? .delete) == .delete else { return nil }
        let title = delegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: row) ?? "Delete"
        let delete = UIContextualAction(style: .destructive, title: title) { [weak self] _, _, done in
            guard let self else { return done(false) }
            self.dataSource?.tableView(self, commit: .delete, forRowAt: row)
            done(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }

    private func nonEmpty(_ configuration: UISwipeActionsConfiguration?) -> UISwipeActionsConfiguration? {
        configuration?.actions.isEmpty == false ? configuration : nil
    }

    private func handleSwipe(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            let translation = pan.translation(in: self)
            guard let row = swipedRow ?? indexPathForRow(at: pan.location(in: self)) else { return }
            if swipedRow == nil { _ = openSwipeActions(for: row, trailing: translation.x < 0) }
            swipeStartOffset = swipeOffset
            setSwipeOffset(swipeStartOffset + translation.x)
        case .changed:
            setSwipeOffset(swipeStartOffset + pan.translation(in: self).x)
        case .ended:
            guard let view = swipeActionsView as? SwipeActionsView else { return }
            let width = view.fullWidth
            let distance = abs(swipeOffset)
            if view.configuration.performsFirstActionWithFullSwipe, distance > rowWidth * 0.6, let first = view.configuration.actions.first {
                perform(first, from: view)
            } else if distance > width / 2 {
                animateSwipe(to: view.trailing ? -width : width)
            } else {
                hideSwipeActions(animated: true)
            }
        case .cancelled, .failed:
            hideSwipeActions(animated: true)
        default:
            break
        }
    }

    /// Shows the row's actions behind its cell, the cell not yet moved; false when the row has none.
    func openSwipeActions(for row: IndexPath, trailing: Bool) -> Bool {
        guard let cell = shownCells[row], let configuration = swipeActions(for: row, trailing: trailing) else { return false }
        hideSwipeActions(animated: false)
        let view = SwipeActionsView(configuration: configuration, indexPath: row, trailing: trailing) { [weak self] action in
            guard let self, let view = self.swipeActionsView as? SwipeActionsView else { return }
            self.perform(action, from: view)
        }
        insertSubview(view, belowSubview: cell)
        swipeActionsView = view
        swipedRow = row
        swipeOffset = 0
        tableDelegate?.tableView(self, willBeginEditingRowAt: row)
        cell.showingDeleteConfirmation = true
        cell.setNeedsUpdateConfiguration()
        return true
    }

    /// Moves the swiped cell sideways by `offset` (negative: towards the leading edge), uncovering the
    /// actions; it cannot pass the edge it is swiped from.
    func setSwipeOffset(_ offset: CGFloat) {
        guard let row = swipedRow, let cell = shownCells[row], let view = swipeActionsView as? SwipeActionsView else { return }
        let clamped = view.trailing ? min(max(offset, -rowWidth), 0) : max(min(offset, rowWidth), 0)
        swipeOffset = clamped
        let rect = rectForRow(at: row)
        cell.frame.origin.x = rect.minX + clamped
        view.frame = view.trailing
            ? CGRect(x: rect.maxX + clamped, y: rect.minY, width: -clamped, height: rect.height)
            : CGRect(x: rect.minX, y: rect.minY, width: clamped, height: rect.height)
        view.layoutIfNeeded()
    }

    private func animateSwipe(to offset: CGFloat) {
        UIView.animate(withDuration: 0.25, delay: 0, options: [.allowUserInteraction], animations: {
            self.setSwipeOffset(offset)
        })
    }

    /// Runs `action`'s handler; the actions close when it calls back.
    private func perform(_ action: UIContextualAction, from view: SwipeActionsView) {
        action.handler(action, view) { [weak self] _ in self?.hideSwipeActions(animated: true) }
    }

    /// Closes the open swipe actions, sliding the cell back.
    func hideSwipeActions(animated: Bool) {
        guard let row = swipedRow, let view = swipeActionsView else { return }
        swipedRow = nil
        swipeActionsView = nil
        let cell = shownCells[row]
        cell?.showingDeleteConfirmation = false
        cell?.setNeedsUpdateConfiguration()
        let close = {
            cell?.frame.origin.x = self.sectionInset
            view.frame.size.width = 0
            if let actions = view as? SwipeActionsView, actions.trailing { view.frame.origin.x = self.sectionInset + self.rowWidth }
        }
        swipeOffset = 0
        if animated {
            UIView.animate(withDuration: 0.25, animations: close, completion: { _ in view.removeFromSuperview() })
        } else {
            close()
            view.removeFromSuperview()
        }
        tableDelegate?.tableView(self, didEndEditingRowAt: row)
    }
}
