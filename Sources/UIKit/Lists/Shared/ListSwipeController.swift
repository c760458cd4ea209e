import Foundation

/// Swipe actions for the rows of a table view or a collection view list, one piece of code for both.
///
/// A mostly sideways drag over a row that has actions for that direction slides the row's cell off its
/// place and uncovers the actions behind it. Released past half the actions' width the row stays open;
/// released past `fullSwipeFraction` of the row with `performsFirstActionWithFullSwipe`, the first action
/// runs. A tap on an action runs its handler, whose completion closes the row. One row is open at a time:
/// opening another, a touch elsewhere in the list or a scroll closes it.
@MainActor
final class ListSwipeController: NSObject, UIGestureRecognizerDelegate {
    /// The share of the row's width past which a released swipe performs the first action.
    static let fullSwipeFraction: CGFloat = 0.6
    /// How long the row takes to slide open or shut.
    static let slideDuration: TimeInterval = 0.25

    /// The recognizer of sideways drags on rows; the list's scroll pan waits for it to fail.
    let recognizer = UIPanGestureRecognizer()
    /// The row whose actions are shown, and the view showing them.
    private(set) var row: IndexPath?
    private(set) var actionsView: SwipeActionsView?
    /// How far the open row's cell is moved from its place; negative towards the leading edge.
    private(set) var offset: CGFloat = 0
    private var startOffset: CGFloat = 0
    /// The row and actions `gestureRecognizerShouldBegin` found, opened when the drag begins.
    private var proposal: (row: IndexPath, trailing: Bool, configuration: UISwipeActionsConfiguration)?
    private weak var host: (any ListSwipeHost)?

    /// Adds the swipe recognizer to `host`, and closes the open row when `host` starts scrolling.
    func install(on host: some ListSwipeHost) {
        self.host = host
        recognizer.addTarget(self, action: ListSwipeController.handleSwipe)
        recognizer.delegate = self
        host.addGestureRecognizer(recognizer)
        host.panGestureRecognizer.require(toFail: recognizer)
        host.panGestureRecognizer.addTarget(self, action: ListSwipeController.handleScroll)
    }

    /// Lets the swipe begin only for a mostly sideways drag that started on the open row, or on a row with
    /// actions for that direction (closing the row open elsewhere).
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        proposal = nil
        guard let host, gestureRecognizer === recognizer else { return false }
        let translation = recognizer.translation(in: host)
        guard abs(translation.x) > abs(translation.y) else { return false }
        let location = recognizer.location(in: host)
        let touched = host.swipeRow(at: CGPoint(x: location.x - translation.x, y: location.y - translation.y))
        if let row, row == touched { return true }
        close(animated: true)
        let trailing = translation.x < 0
        guard let touched, let configuration = host.swipeActions(for: touched, trailing: trailing) else { return false }
        proposal = (touched, trailing, configuration)
        return true
    }

    private func handleSwipe(_ pan: UIPanGestureRecognizer) {
        guard let host else { return }
        switch pan.state {
        case .began:
            if let proposal {
                self.proposal = nil
                guard open(proposal.row, trailing: proposal.trailing, configuration: proposal.configuration) else { return }
            }
            startOffset = offset
            setOffset(startOffset + pan.translation(in: host).x)
        case .changed:
            setOffset(startOffset + pan.translation(in: host).x)
        case .ended:
            release()
        case .cancelled, .failed:
            close(animated: true)
        default:
            break
        }
    }

    /// The scroll pan began: the list scrolls, and the open row closes.
    private func handleScroll(_ pan: UIPanGestureRecognizer) {
        if pan.state == .began { close(animated: true) }
    }

    /// Where a released row goes: the first action runs past the full-swipe point, the row stays open past
    /// half its actions, else it closes.
    private func release() {
        guard let view = actionsView, let row, let rest = host?.swipeCell(at: row)?.rest else { return }
        let distance = abs(offset)
        let direction: CGFloat = view.trailing ? -1 : 1
        if view.configuration.performsFirstActionWithFullSwipe, distance > rest.width * Self.fullSwipeFraction,
           let first = view.configuration.actions.first {
            slide(to: direction * rest.width)
            perform(first)
        } else if distance > view.fullWidth / 2 {
            slide(to: direction * view.fullWidth)
        } else {
            close(animated: true)
        }
    }

    /// Opens the row and slides it fully open, as a delete control's tap does; false when it has no actions.
    @discardableResult
    func reveal(_ row: IndexPath, trailing: Bool) -> Bool {
        guard open(row, trailing: trailing), let view = actionsView else { return false }
        slide(to: (trailing ? -1 : 1) * view.fullWidth)
        return true
    }

    /// Shows the row's actions behind its cell, the cell not yet moved, closing any other open row; false
    /// when the row is not shown or has no actions.
    private func open(_ row: IndexPath, trailing: Bool, configuration given: UISwipeActionsConfiguration? = nil) -> Bool {
        guard let host, let cell = host.swipeCell(at: row)?.cell,
              let configuration = given ?? host.swipeActions(for: row, trailing: trailing) else { return false }
        close(animated: false)
        let view = SwipeActionsView(configuration: configuration, trailing: trailing) { [weak self] action in
            self?.perform(action)
        }
        cell.superview?.insertSubview(view, belowSubview: cell)
        actionsView = view
        self.row = row
        offset = 0
        host.swipeActionsWillShow(at: row)
        return true
    }

    /// Moves the open row's cell sideways by `value` from its place, uncovering as much of the actions; it
    /// cannot pass the edge it is swiped from, nor the far edge.
    func setOffset(_ value: CGFloat) {
        guard let row, let view = actionsView, let shown = host?.swipeCell(at: row) else { return }
        let (cell, rest) = shown
        let clamped = view.trailing ? min(max(value, -rest.width), 0) : max(min(value, rest.width), 0)
        offset = clamped
        cell.center.x = rest.midX + clamped
        view.frame = view.trailing
            ? CGRect(x: rest.maxX + clamped, y: rest.minY, width: -clamped, height: rest.height)
            : CGRect(x: rest.minX, y: rest.minY, width: clamped, height: rest.height)
        view.expandsFirstAction = view.configuration.performsFirstActionWithFullSwipe && abs(clamped) > rest.width * Self.fullSwipeFraction
        view.layoutIfNeeded()
    }

    /// Puts the open row back where the swipe left it, after the list placed its cells again.
    func restoreOffset() {
        if row != nil { setOffset(offset) }
    }

    private func slide(to value: CGFloat) {
        UIView.animate(withDuration: Self.slideDuration, delay: 0, options: [.allowUserInteraction], animations: {
            self.setOffset(value)
        })
    }

    /// Runs `action`'s handler; the row closes when the handler calls back, unless another row opened since.
    private func perform(_ action: UIContextualAction) {
        guard let view = actionsView else { return }
        action.handler(action, view) { [weak self, weak view] _ in
            guard let self, let view, self.actionsView === view else { return }
            self.close(animated: true)
        }
    }

    /// A touch began in the list at `point` (its coordinates): with a row open it closes the row, unless it
    /// lands on the actions. Whether the touch went to the open row's actions or closing it, so that it
    /// selects nothing.
    func touchBegan(at point: CGPoint) -> Bool {
        guard let host, let view = actionsView else { return false }
        if view.convert(view.bounds, to: host as UIView?).contains(point) { return true }
        close(animated: true)
        return true
    }

    /// Closes the open row, sliding its cell back.
    func close(animated: Bool) {
        guard let row, let view = actionsView else { return }
        self.row = nil
        actionsView = nil
        offset = 0
        let shown = host?.swipeCell(at: row)
        let slideBack = {
            if let shown { shown.cell.center.x = shown.rest.midX }
            if view.trailing { view.frame.origin.x = view.frame.maxX }
            view.frame.size.width = 0
        }
        if animated {
            UIView.animate(withDuration: Self.slideDuration, animations: slideBack, completion: { _ in view.removeFromSuperview() })
        } else {
            slideBack()
            view.removeFromSuperview()
        }
        host?.swipeActionsDidHide(at: row)
    }
}
