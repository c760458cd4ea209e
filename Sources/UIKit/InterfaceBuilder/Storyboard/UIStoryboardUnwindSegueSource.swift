import Foundation

/// What an unwind segue starts from: the controller, the action method the destination implements, and what
/// triggered it. UIKit hands it to `allowedChildrenForUnwinding(from:)` and `childContaining(_:)` while it
/// searches for the destination.
@preconcurrency @MainActor
open class UIStoryboardUnwindSegueSource: NSObject {
    /// The controller the unwind segue starts from.
    public let source: UIViewController
    /// The action the destination implements, called with the segue before it runs.
    public let unwindAction: Selector
    /// What triggered the segue.
    public let sender: Any?

    init(source: UIViewController, unwindAction: Selector, sender: Any?) {
        self.source = source
        self.unwindAction = unwindAction
        self.sender = sender
    }
}
