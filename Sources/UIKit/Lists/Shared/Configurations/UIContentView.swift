import Foundation

/// A view that shows a content configuration.
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
    /// The configuration shown; setting it updates the view.
    var configuration: UIContentConfiguration { get set }
    /// Whether the view can show `configuration` (by default, whether it is of the same type as the current one).
    func supports(_ configuration: UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// Whether `configuration` is of the type of the current one.
    public func supports(_ configuration: UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}
