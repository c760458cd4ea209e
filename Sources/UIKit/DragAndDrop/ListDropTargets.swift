import Foundation

/// Where a list's dropped items' previews go and how they are drawn there, as its coordinator was told.
@MainActor
final class ListDropTargets {
    private var targets: [ObjectIdentifier: (target: UIDragPreviewTarget, parameters: UIDragPreviewParameters?)] = [:]

    /// Sends `item`'s preview to the centre of `rect` in `container`, drawn with `parameters` (as it is when
    /// nil), and gives the animator its drop runs with.
    func send(_ item: UIDragItem, to rect: CGRect, in container: UIView, parameters: UIDragPreviewParameters? = nil) -> UIDragAnimating {
        send(item, to: UIDragPreviewTarget(container: container, center: CGPoint(x: rect.midX, y: rect.midY)), parameters: parameters)
    }

    /// Sends `item`'s preview to `target`, and gives the animator its drop runs with.
    func send(_ item: UIDragItem, to target: UIDragPreviewTarget, parameters: UIDragPreviewParameters? = nil) -> UIDragAnimating {
        targets[ObjectIdentifier(item)] = (target, parameters)
        return DragController.current?.dropAnimator(for: item) ?? DragAnimator()
    }

    /// `item`'s preview sent to its target, or nil.
    func preview(for item: UIDragItem, from preview: UITargetedDragPreview) -> UITargetedDragPreview? {
        guard let (target, parameters) = targets[ObjectIdentifier(item)] else { return nil }
        return UITargetedDragPreview(view: preview.view,
                                     parameters: parameters ?? preview.parameters as? UIDragPreviewParameters ?? UIDragPreviewParameters(),
                                     target: UIDragPreviewTarget(container: target.container, center: target.center))
    }

    func removeAll() { targets = [:] }
}
