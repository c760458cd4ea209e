import Foundation

/// Turns a collection view's drag and drop interactions' questions into its drag and drop delegates' item
/// questions, and reorders items dropped in the collection view they came from.
@MainActor
final class CollectionDragDropForwarder: ListDragDropForwarding, UIDropInteractionDelegate {
    private weak var collectionView: UICollectionView?
    /// Lifts the items and knows where each dragged item came from.
    private let dragSource: ListDragSource<UICollectionView>
    private(set) lazy var dragInteraction = UIDragInteraction(delegate: dragSource)
    private(set) lazy var dropInteraction = UIDropInteraction(delegate: self)
    /// Whether a drag is over the collection view.
    private(set) var isDropping = false
    private var destination: IndexPath?
    private var proposal = UICollectionViewDropProposal(operation: .cancel)
    /// The reordering to show once the cadence's rest is over.
    private var pendingReorder: (source: IndexPath, target: IndexPath)?
    private var reorderTimer: EventClock.Token?
    private let targets = ListDropTargets()
    private let autoscroller = DragAutoscroller()

    init(collectionView: UICollectionView) {
        self.collectionView = collectionView
        dragSource = ListDragSource(host: collectionView)
    }

    /// The drag out of the collection view, from its start to its end.
    var activeDrag: UIDragSession? { dragSource.activeDrag }

    // MARK: Dropping on items

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
        guard let collectionView else { return false }
        if let delegate = collectionView.dropDelegate { return delegate.collectionView(collectionView, canHandle: session) }
        return reorderedItem(in: session) != nil
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: UIDropSession) {
        isDropping = true
        guard let collectionView else { return }
        collectionView.dropDelegate?.collectionView(collectionView, dropSessionDidEnter: session)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        guard let collectionView else { return UIDropProposal(operation: .cancel) }
        let location = session.location(in: collectionView)
        var reported = collectionView.dropInsertionIndexPath(at: location)
        if let source = reorderedItem(in: session), let at = reported {
            // An item moved forward lands one place earlier once it has left its place: its source, or where
            // it shows landing in another section (the layout lays it out there, its own section closed up).
            let place = collectionView.dropReorder.flatMap { $0.source.section != $0.target.section ? $0.target : nil } ?? source
            if at.section == place.section, at.item > place.item { reported = IndexPath(item: at.item - 1, section: at.section) }
        }
        destination = reported
        if let delegate = collectionView.dropDelegate {
            proposal = delegate.collectionView(collectionView, dropSessionDidUpdate: session, withDestinationIndexPath: reported)
        } else {
            proposal = UICollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
        }
        let reorders = proposal.operation == .move && session.allowsMoveOperation && proposal.intent == .insertAtDestinationIndexPath
        scheduleReorder(reorders ? reorderedItem(in: session).flatMap { source in
            reported.flatMap { collectionView.canShowMove(of: source, to: $0) ? (source, $0) : nil }
        } : nil)
        autoscroller.follow(location, in: collectionView)
        return proposal
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: UIDropSession) {
        isDropping = false
        autoscroller.stop()
        scheduleReorder(nil)
        guard let collectionView else { return }
        collectionView.dropDelegate?.collectionView(collectionView, dropSessionDidExit: session)
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        autoscroller.stop()
        reorderTimer?.cancel()
        reorderTimer = nil
        guard let collectionView else { return }
        // The drop moves the items from where they show now.
        collectionView.dropReorder = nil
        targets.removeAll()
        if let source = reorderedItem(in: session), proposal.operation == .move, proposal.intent == .insertAtDestinationIndexPath,
           let item = session.items.first {
            var target = destination ?? source
            if !collectionView.canShowMove(of: source, to: target) {
                let count = collectionView.numberOfItems(inSection: source.section)
                target = IndexPath(item: min(max(target.item, 0), count - 1), section: source.section)
            }
            collectionView.reorderItem(at: source, to: target)
            collectionView.layoutIfNeeded()
            if let frame = collectionView.layoutAttributesForItem(at: target)?.frame {
                _ = targets.send(item, to: frame, in: collectionView)
            }
            return
        }
        guard let delegate = collectionView.dropDelegate else { return }
        let items = session.items.map { item in
            ListDropItem(dragItem: item, sourceIndexPath: dragSource.source(of: item),
                         previewSize: DragController.current?.previewSize(for: item) ?? .zero)
        }
        let coordinator = CollectionDropCoordinator(collectionView: collectionView, items: items, destinationIndexPath: destination,
                                                    proposal: proposal, session: session, targets: targets)
        delegate.collectionView(collectionView, performDropWith: coordinator)
    }

    func dropInteraction(_ interaction: UIDropInteraction, previewForDropping item: UIDragItem,
                         withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview? {
        targets.preview(for: item, from: defaultPreview) ?? defaultPreview
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: UIDropSession) {
        isDropping = false
        autoscroller.stop()
        scheduleReorder(nil)
        targets.removeAll()
        guard let collectionView else { return }
        collectionView.dropDelegate?.collectionView(collectionView, dropSessionDidEnd: session)
    }

    /// Shows `move` once the finger has rested for the collection view's cadence; nil shows the items as they
    /// are at once.
    private func scheduleReorder(_ move: (source: IndexPath, target: IndexPath)?) {
        guard let collectionView else { return }
        let same = { (a: (source: IndexPath, target: IndexPath)?, b: (source: IndexPath, target: IndexPath)?) in
            a?.source == b?.source && a?.target == b?.target
        }
        if reorderTimer != nil && same(move, pendingReorder) { return }
        reorderTimer?.cancel()
        reorderTimer = nil
        pendingReorder = move
        let delay = collectionView.reorderingCadence.delay
        if move == nil || delay == 0 || same(move, collectionView.dropReorder) { return collectionView.showDropReorder(move) }
        reorderTimer = EventClock.shared.schedule(after: delay) { [weak self] in
            self?.reorderTimer = nil
            self?.collectionView?.showDropReorder(move)
        }
    }

    /// The item a session moves within this collection view: one item dragged out of it, which the data
    /// source lets move.
    private func reorderedItem(in session: UIDropSession) -> IndexPath? {
        guard let collectionView, let drag = session.localDragSession, drag === activeDrag, session.items.count == 1,
              let source = dragSource.source(of: session.items[0]),
              collectionView.dataSource?.collectionView(collectionView, canMoveItemAt: source) == true else { return nil }
        return source
    }
}
