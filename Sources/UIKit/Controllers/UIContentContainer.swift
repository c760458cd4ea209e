import Foundation

/// What a view controller's container asks of it as sizes change: every `UIViewController` is one.
@preconcurrency @MainActor
public protocol UIContentContainer: AnyObject {
    /// The size the container would like its content to have.
    var preferredContentSize: CGSize { get }
    /// A child's preferred content size changed.
    func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer)
}
