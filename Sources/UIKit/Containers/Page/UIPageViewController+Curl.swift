import Foundation

/// The page-curl style: a tap near a page's outer edge, or a swipe along the axis, turns to the neighbouring
/// pages, which the data source is asked for then; the turn is Core Animation's page curl over the pages'
/// container (curling up to go forward, down to go back).
extension UIPageViewController {
    /// How long a curl takes.
    static let curlDuration: TimeInterval = 0.5
    /// The part of the pages' length, at each end along the axis, where a tap turns the page.
    static let curlTapEdgeFraction: CGFloat = 0.2
    /// How far, in points along the axis, a swipe must go to turn the page.
    static let curlSwipeDistance: CGFloat = 30

    /// A tap in the outer fifth at the end of the pages turns forward, at the start back.
    func curlTapped(_ recognizer: UIGestureRecognizer) {
        guard recognizer.state == .ended, let container = curlContainer else { return }
        let location = recognizer.location(in: container)
        let (along, length) = navigationOrientation == .horizontal
            ? (location.x, container.bounds.width) : (location.y, container.bounds.height)
        if along >= length * (1 - Self.curlTapEdgeFraction) {
            turnByGesture(forward: true)
        } else if along <= length * Self.curlTapEdgeFraction {
            turnByGesture(forward: false)
        }
    }

    /// A swipe towards the start of the axis turns forward, towards its end back, once the finger lifts.
    func curlPanned(_ recognizer: UIGestureRecognizer) {
        guard recognizer.state == .ended, let pan = recognizer as? UIPanGestureRecognizer, let container = curlContainer else { return }
        let translation = pan.translation(in: container)
        let along = navigationOrientation == .horizontal ? translation.x : translation.y
        if along <= -Self.curlSwipeDistance {
            turnByGesture(forward: true)
        } else if along >= Self.curlSwipeDistance {
            turnByGesture(forward: false)
        }
    }

    /// Asks the data source for the pages next to those shown, one by one, and turns to them when it has as
    /// many as the spine shows.
    private func turnByGesture(forward: Bool) {
        guard turn == nil, appearance == .appeared, let dataSource, var edge = forward ? pages.last : pages.first else { return }
        var incoming: [UIViewController] = []
        while incoming.count < pagesShown {
            let next = forward ? dataSource.pageViewController(self, viewControllerAfter: edge)
                               : dataSource.pageViewController(self, viewControllerBefore: edge)
            guard let next else { return }
            incoming.append(next)
            edge = next
        }
        if !forward { incoming.reverse() }
        delegate?.pageViewController(self, willTransitionTo: incoming)
        curl(to: incoming, forward: forward, byGesture: true, completion: nil)
    }

    /// Curls from the pages shown to `incoming`: their views swap inside the container while the curl plays,
    /// and the appearance callbacks end with it.
    func curl(to incoming: [UIViewController], forward: Bool, byGesture: Bool, completion: ((Bool) -> Void)?) {
        guard let container = curlContainer else { return }
        let previous = pages
        turn = PageTurn(previous: previous, incoming: incoming, forward: forward, byGesture: byGesture, completion: completion)
        let swap = beginSwap(to: incoming, animated: true)
        UIView.transition(with: container, duration: Self.curlDuration,
                          options: forward ? .transitionCurlUp : .transitionCurlDown, animations: {
            self.showPages(incoming, removing: swap.leaving)
        }, completion: { [weak self] _ in
            guard let self else { return }
            endSwap(swap)
            turn = nil
            if byGesture {
                delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: previous,
                                             transitionCompleted: true)
            }
            completion?(true)
            runPendingChanges()
        })
    }
}
