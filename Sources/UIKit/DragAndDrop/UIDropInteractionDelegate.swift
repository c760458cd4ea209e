import Foundation

/// Decides what a view does with drags over it, and takes their items when they drop.
@preconcurrency @MainActor
public protocol UIDropInteractionDelegate: AnyObject {
    /// Whether the view takes this kind of drag at all; true when not implemented. Asked once per session.
    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool
    /// The drag came over the view.
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: UIDropSession)
    /// The drag moved over the view: what a drop here would do; `.cancel` when not implemented.
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal
    /// The drag left the view, or ended over it without dropping.
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: UIDropSession)
    /// The finger lifted over the view with a copy or move proposed: take the items (`loadObjects`).
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession)
    /// The drop's animation ended.
    func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: UIDropSession)
    /// The drag the view saw ended, dropped here or not.
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: UIDropSession)
    /// Where `item`'s preview goes as it drops; nil: it fades where it is; by default, it shrinks away under
    /// the finger.
    func dropInteraction(_ interaction: UIDropInteraction, previewForDropping item: UIDragItem,
                         withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview?
    /// `item`'s preview is about to drop; `animator` takes animations to run with it.
    func dropInteraction(_ interaction: UIDropInteraction, item: UIDragItem, willAnimateDropWith animator: UIDragAnimating)
}

extension UIDropInteractionDelegate {
    /// True.
    public func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool { true }
    /// Nothing.
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: UIDropSession) {}
    /// `.cancel`: nothing would happen.
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        UIDropProposal(operation: .cancel)
    }
    /// Nothing.
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: UIDropSession) {}
    /// Nothing.
    public func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {}
    /// Nothing.
    public func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: UIDropSession) {}
    /// Nothing.
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: UIDropSession) {}
    /// The default preview.
    public func dropInteraction(_ interaction: UIDropInteraction, previewForDropping item: UIDragItem,
                                withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview? { defaultPreview }
    /// Nothing.
    public func dropInteraction(_ interaction: UIDropInteraction, item: UIDragItem, willAnimateDropWith animator: UIDragAnimating) {}
}
