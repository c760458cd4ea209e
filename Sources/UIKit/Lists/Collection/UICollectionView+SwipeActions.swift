import Foundation

extension UICollectionView {
    /// Adds the recognizer that swipes list rows open; the scroll view's pan waits for it to fail, which it
    /// does at once for a vertical drag or a row without actions.
    func setUpSwipeActions() {
        swipeArbiter.collectionView = self
        swipeRecognizer.addTarget(self, action: UICollectionView.handleSwipe)
        swipeRecognizer.delegate = swipeArbiter
        addGestureRecognizer(swipeRecognizer)
        panGestureRecognizer.require(toFail: swipeRecognizer)
    }

    /// The actions the list row at `indexPath` uncovers when swiped towards the leading edge (`trailing`) or
    /// the trailing edge: its list section's provider's, nil when it has none.
    func swipeActions(for indexPath: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        guard let list = (layoutStorage as? UICollectionViewCompositionalLayout)?.listConfiguration(inSection: indexPath.section),
              let provider = trailing ? list.trailingSwipeActionsConfigurationProvider : list.leadingSwipeActionsConfigurationProvider,
              let configuration = provider(indexPath), !configuration.actions.isEmpty else { return nil }
        return configuration
    }

    private func handleSwipe(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            guard let indexPath = swipedIndexPath ?? indexPathForItem(at: pan.location(in: self)) else { return }
            if swipedIndexPath == nil { openSwipeActions(for: indexPath, trailing: pan.translation(in: self).x < 0) }
            swipeStartOffset = swipeOffset
            setSwipeOffset(swipeStartOffset + pan.translation(in: self).x)
        case .changed:
            setSwipeOffset(swipeStartOffset + pan.translation(in: self).x)
        case .ended:
            guard let view = swipeActionsView, let row = swipedIndexPath.flatMap({ visibleCellAttributes[$0] }) else { return }
            let distance = abs(swipeOffset)
            if view.configuration.performsFirstActionWithFullSwipe, distance > row.frame.width * 0.6, let first = view.configuration.actions.first {
                perform(first, from: view)
            } else if distance > view.fullWidth / 2 {
                let open = view.trailing ? -view.fullWidth : view.fullWidth
                UIView.animate(withDuration: 0.25, delay: 0, options: [.allowUserInteraction], animations: { self.setSwipeOffset(open) })
            } else {
                hideSwipeActions(animated: true)
            }
        case .cancelled, .failed:
            hideSwipeActions(animated: true)
        default:
            break
        }
    }

    /// Shows the row's actions behind its cell, the cell not yet moved.
    private func openSwipeActions(for indexPath: IndexPath, trailing: Bool) {
        guard let cell = visibleCellsByIndexPath[indexPath], let configuration = swipeActions(for: indexPath, trailing: trailing) else { return }
        hideSwipeActions(animated: false)
        let view = SwipeActionsView(configuration: configuration, indexPath: indexPath, trailing: trailing) { [weak self] action in
            guard let self, let view = self.swipeActionsView else { return }
            self.perform(action, from: view)
        }
        cell.superview?.insertSubview(view, belowSubview: cell)
        swipeActionsView = view
        swipedIndexPath = indexPath
        swipeOffset = 0
        cell.isShowingSwipeActions = true
    }

    /// Moves the swiped cell sideways from its place by `offset` (negative: towards the leading edge),
    /// uncovering the actions; it cannot pass the edge it is swiped from.
    func setSwipeOffset(_ offset: CGFloat) {
        guard let indexPath = swipedIndexPath, let cell = visibleCellsByIndexPath[indexPath],
              let rect = visibleCellAttributes[indexPath]?.frame, let view = swipeActionsView else { return }
        let clamped = view.trailing ? min(max(offset, -rect.width), 0) : max(min(offset, rect.width), 0)
        swipeOffset = clamped
        cell.center.x = rect.midX + clamped
        view.frame = view.trailing
            ? CGRect(x: rect.maxX + clamped, y: rect.minY, width: -clamped, height: rect.height)
            : CGRect(x: rect.minX, y: rect.minY, width: clamped, height: rect.height)
        view.layoutIfNeeded()
    }

    /// Runs `action`'s handler; the actions close when it calls back.
    private func perform(_ action: UIContextualAction, from view: SwipeActionsView) {
        action.handler(action, view) { [weak self] _ in self?.hideSwipeActions(animated: true) }
    }

    /// Closes the open swipe actions, sliding the cell back.
    func hideSwipeActions(animated: Bool) {
        guard let indexPath = swipedIndexPath, let view = swipeActionsView else { return }
        swipedIndexPath = nil
        swipeActionsView = nil
        swipeOffset = 0
        let cell = visibleCellsByIndexPath[indexPath]
        cell?.isShowingSwipeActions = false
        let rect = visibleCellAttributes[indexPath]?.frame
        let close = {
            if let rect { cell?.center.x = rect.midX }
            if view.trailing { view.frame.origin.x = view.frame.maxX }
            view.frame.size.width = 0
        }
        if animated {
            UIView.animate(withDuration: 0.25, animations: close, completion: { _ in view.removeFromSuperview() })
        } else {
            close()
            view.removeFromSuperview()
        }
    }
}
