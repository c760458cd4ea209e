import Foundation

/// What a view keeps only once it takes part in gestures: one optional pointer on every other view.
final class ViewEventStorage {
    /// The recognizers attached to the view, in the order they were added.
    var gestureRecognizers: [UIGestureRecognizer] = []
}

extension UIView {
    /// The gesture recognizers attached to the view, in the order they were added; nil when there are none.
    /// Assigning replaces them.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get {
            guard let list = eventStorage?.gestureRecognizers, !list.isEmpty else { return nil }
            return list
        }
        set {
            for recognizer in eventStorage?.gestureRecognizers ?? [] { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches `gestureRecognizer`, detaching it from its previous view first. It then receives the touches
    /// hit-tested to this view and its subviews, before they do.
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if gestureRecognizer.view === self { return }
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        let storage = eventStorage ?? ViewEventStorage()
        eventStorage = storage
        storage.gestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.viewStorage = self
    }

    /// Detaches `gestureRecognizer`: a gesture in progress ends without a further action message.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard let storage = eventStorage, storage.gestureRecognizers.contains(where: { $0 === gestureRecognizer }) else { return }
        storage.gestureRecognizers.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.viewStorage = nil
        GestureArbiter.shared.detach(gestureRecognizer)
        PointerDelivery.shared.stopHovering(gestureRecognizer)
    }

    /// The recognizers that input hit-tested to the view reaches, in the order it reaches them: the view's,
    /// then each ancestor's, on each view the last added first. Read lazily, a view at a time.
    var recognizersReachedByInput: some Sequence<UIGestureRecognizer> {
        sequence(first: self) { $0.superview }.lazy.flatMap { ($0.eventStorage?.gestureRecognizers ?? []).reversed() }
    }
}
