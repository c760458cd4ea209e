import Foundation

/// View controllers are focus environments: focus entering one goes to its view, and its parent environment
/// is the view its view is shown in.
extension UIViewController: UIFocusEnvironment {
    /// The superview of the controller's view, else the parent controller.
    public var parentFocusEnvironment: (any UIFocusEnvironment)? { viewIfLoaded?.superview ?? parent }
}
