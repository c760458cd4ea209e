import Foundation

/// The actions a swiped row reveals, first action nearest the edge the row was swiped from.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
    /// The actions, in order from the swiped edge.
    public let actions: [UIContextualAction]
    /// Whether swiping all the way performs the first action; true.
    open var performsFirstActionWithFullSwipe = true

    /// A configuration of `actions`.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}
