import Foundation

/// The drag interaction delegate of a table or collection view: it lifts the rows or items its drag delegate
/// gives, remembering which row or item each dragged item came from while the drag lasts.
@MainActor
final class ListDragSource<Host: ListDragHost>: UIDragInteractionDelegate {
    private weak var host: Host?
    /// The rows or items the dragged items in progress came from.
    private var sources: [ObjectIdentifier: IndexPath] = [:]
    /// The drag out of the list, from its start to its end.
    private(set) var activeDrag: UIDragSession?

    init(host: Host) {
        self.host = host
    }

    /// The row or item `item` was dragged from, while its drag lasts.
    func source(of item: UIDragItem) -> IndexPath? { sources[ObjectIdentifier(item)] }

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        guard let host, let source = host.draggableIndexPath(at: session.location(in: host)),
              let items = host.dragItems(for: session, at: source, adding: nil) else { return [] }
        sources = [:]
        for item in items { sources[ObjectIdentifier(item)] = source }
        return items
    }

    func dragInteraction(_ interaction: UIDragInteraction, itemsForAddingTo session: UIDragSession,
                         withTouchAt point: CGPoint) -> [UIDragItem] {
        guard let host, let source = host.draggableIndexPath(at: point),
              let items = host.dragItems(for: session, at: source, adding: point) else { return [] }
        for item in items { sources[ObjectIdentifier(item)] = source }
        return items
    }

    func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem,
                         session: UIDragSession) -> UITargetedDragPreview? {
        guard let host, let source = source(of: item), let cell = host.draggableCell(at: source) else { return nil }
        return UITargetedDragPreview(view: cell, parameters: host.dragPreviewParameters(at: source) ?? UIDragPreviewParameters())
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: UIDragSession) {
        activeDrag = session
        host?.dragSessionWillBegin(session)
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: UIDragSession) -> Bool {
        host?.dragSessionAllowsMoveOperation(session) ?? true
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionIsRestrictedToDraggingApplication session: UIDragSession) -> Bool {
        host?.dragSessionIsRestrictedToDraggingApplication(session) ?? false
    }

    func dragInteraction(_ interaction: UIDragInteraction, previewForCancelling item: UIDragItem,
                         withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview? {
        guard let host, let source = source(of: item), let cell = host.draggableCell(at: source),
              let container = cell.superview else { return defaultPreview }
        return defaultPreview.retargetedPreview(with: UIDragPreviewTarget(container: container, center: cell.center))
    }

    func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, didEndWith operation: UIDropOperation) {
        let wasActive = activeDrag != nil
        activeDrag = nil
        sources = [:]
        guard wasActive else { return }
        host?.dragSessionDidEnd(session)
    }
}
