import Foundation

/// Where a list's dropped items' previews go, as its coordinator was told, and the animators it handed out.
@MainActor
final class ListDropTargets {
    private var targets: [ObjectIdentifier: UIDragPreviewTarget] = [:]

    /// Sends `item`'s preview to the centre of `rect` in `container`, and gives the animator its drop runs with.
    func send(_ item: UIDragItem, to rect: CGRect, in container: UIView) -> UIDragAnimating {
        send(item, to: UIDragPreviewTarget(container: container, center: CGPoint(x: rect.midX, y: rect.midY)))
    }

    /// Sends `item`'s preview to `target`, and gives the animator its drop runs with.
    func send(_ item: UIDragItem, to target: UIDragPreviewTarget) -> UIDragAnimating {
        targets[ObjectIdentifier(item)] = target
        return DragController.current?.dropAnimator(for: item) ?? DragAnimator()
    }

    /// `item`'s preview sent to its target, or nil.
    func preview(for item: UIDragItem, from preview: UITargetedDragPreview) -> UITargetedDragPreview? {
        guard let target = targets[ObjectIdentifier(item)] else { return nil }
        return preview.retargetedPreview(with: UIDragPreviewTarget(container: target.container, center: target.center))
    }

    func removeAll() { targets = [:] }
}
