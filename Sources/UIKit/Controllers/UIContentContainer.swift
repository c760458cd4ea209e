import Foundation

/// What a view controller's container asks of it as sizes change: every `UIViewController` is one.
@preconcurrency @MainActor
public protocol UIContentContainer: AnyObject {
    /// The size the container would like its content to have.
    var preferredContentSize: CGSize { get }
    /// A child's preferred content size changed.
    func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer)
    /// The container's view is about to take `size`.
    func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator)
    /// The container's traits are about to change to `newCollection`.
    func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator)
    /// The size a child's view takes when the container's view takes `parentSize`.
    func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize
}
