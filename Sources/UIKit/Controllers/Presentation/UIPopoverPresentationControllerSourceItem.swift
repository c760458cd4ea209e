import Foundation

/// Something a popover can point at: a view, or a bar button item a bar shows.
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
    /// The frame of the item's custom view, or of the button a bar shows it as.
    public func frame(in referenceView: UIView) -> CGRect? {
        (customView ?? shownButton)?.frame(in: referenceView)
    }
}
