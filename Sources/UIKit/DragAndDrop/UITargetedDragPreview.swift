import Foundation

/// A view shown as a drag's preview when it lifts, drops or returns, with where it animates to.
@preconcurrency @MainActor
open class UITargetedDragPreview: UITargetedPreview {
    /// A preview of `view` animating to `target`.
    public init(view: UIView, parameters: UIDragPreviewParameters, target: UIDragPreviewTarget) {
        super.init(view: view, parameters: parameters, target: target)
    }

    /// A preview of `view`, which must be in a window, where the view is now.
    public convenience init(view: UIView, parameters: UIDragPreviewParameters) {
        let container = view.superview ?? view
        let center = view.superview == nil ? CGPoint(x: view.bounds.midX, y: view.bounds.midY) : view.center
        self.init(view: view, parameters: parameters, target: UIDragPreviewTarget(container: container, center: center))
    }

    /// A preview of the whole of `view`, where the view is now.
    public convenience init(view: UIView) {
        self.init(view: view, parameters: UIDragPreviewParameters())
    }

    /// The same preview, animating to `newTarget`.
    open func retargetedPreview(with newTarget: UIDragPreviewTarget) -> UITargetedDragPreview {
        UITargetedDragPreview(view: view, parameters: parameters as? UIDragPreviewParameters ?? UIDragPreviewParameters(),
                              target: newTarget)
    }
}
