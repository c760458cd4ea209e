import Foundation

/// Something a popover can point at: a view, or a bar button item shown as its custom view.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerSourceItem: AnyObject {
    /// The item's frame in `referenceView`'s coordinates; nil when it is not on screen.
    func frame(in referenceView: UIView) -> CGRect?
}

extension UIView: UIPopoverPresentationControllerSourceItem {
    /// The view's bounds in `referenceView`, when both are in the same window.
    public func frame(in referenceView: UIView) -> CGRect? {
        guard let window, window === referenceView.window || referenceView === window else { return nil }
        return convert(bounds, to: referenceView)
    }
}

extension UIBarButtonItem: UIPopoverPresentationControllerSourceItem {
    /// The item's custom view's frame: Vellum's bars do not tell which button shows an item without one.
    public func frame(in referenceView: UIView) -> CGRect? {
        customView?.frame(in: referenceView)
    }
}
