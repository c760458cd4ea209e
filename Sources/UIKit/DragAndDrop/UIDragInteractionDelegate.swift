import Foundation

/// Gives a drag interaction its items and hears of the drag's life.
@preconcurrency @MainActor
public protocol UIDragInteractionDelegate: AnyObject {
    /// The items to drag from the press's place (`session.location(in:)`); none and no drag begins.
    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem]
    /// The items a tap at `point` (in the view) adds to `session`, a drag in progress; none by default.
    func dragInteraction(_ interaction: UIDragInteraction, itemsForAddingTo session: UIDragSession,
                         withTouchAt point: CGPoint) -> [UIDragItem]
    /// The preview lifted for `item`; nil lifts a snapshot of the interaction's view.
    func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem,
                         session: UIDragSession) -> UITargetedDragPreview?
    /// The lift is about to animate; `animator` takes animations to run with it.
    func dragInteraction(_ interaction: UIDragInteraction, willAnimateLiftWith animator: UIDragAnimating, session: UIDragSession)
    /// The finger moved after the lift: the drag begins.
    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: UIDragSession)
    /// Whether the items may be moved; true when not implemented.
    func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: UIDragSession) -> Bool
    /// Whether the drag stays within the app; false when not implemented.
    func dragInteraction(_ interaction: UIDragInteraction, sessionIsRestrictedToDraggingApplication session: UIDragSession) -> Bool
    /// The finger moved during the drag.
    func dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: UIDragSession)
    /// The finger lifted: the drag ends with `operation`, before the preview drops or returns.
    func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, willEndWith operation: UIDropOperation)
    /// The drag ended with `operation`, its preview gone.
    func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, didEndWith operation: UIDropOperation)
    /// The preview `item`'s returns to when the drag is cancelled; nil: it fades where it is; by default, the
    /// lift's place.
    func dragInteraction(_ interaction: UIDragInteraction, previewForCancelling item: UIDragItem,
                         withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview?
    /// `item`'s preview is about to return; `animator` takes animations to run with it.
    func dragInteraction(_ interaction: UIDragInteraction, item: UIDragItem, willAnimateCancelWith animator: UIDragAnimating)
}

extension UIDragInteractionDelegate {
    /// None.
    public func dragInteraction(_ interaction: UIDragInteraction, itemsForAddingTo session: UIDragSession,
                                withTouchAt point: CGPoint) -> [UIDragItem] { [] }
    /// A snapshot of the interaction's view.
    public func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem,
                                session: UIDragSession) -> UITargetedDragPreview? { nil }
    /// Nothing.
    public func dragInteraction(_ interaction: UIDragInteraction, willAnimateLiftWith animator: UIDragAnimating,
                                session: UIDragSession) {}
    /// Nothing.
    public func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: UIDragSession) {}
    /// True.
    public func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: UIDragSession) -> Bool { true }
    /// False.
    public func dragInteraction(_ interaction: UIDragInteraction,
                                sessionIsRestrictedToDraggingApplication session: UIDragSession) -> Bool { false }
    /// Nothing.
    public func dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: UIDragSession) {}
    /// Nothing.
    public func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, willEndWith operation: UIDropOperation) {}
    /// Nothing.
    public func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, didEndWith operation: UIDropOperation) {}
    /// The default preview: back where it lifted.
    public func dragInteraction(_ interaction: UIDragInteraction, previewForCancelling item: UIDragItem,
                                withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview? { defaultPreview }
    /// Nothing.
    public func dragInteraction(_ interaction: UIDragInteraction, item: UIDragItem, willAnimateCancelWith animator: UIDragAnimating) {}
}
