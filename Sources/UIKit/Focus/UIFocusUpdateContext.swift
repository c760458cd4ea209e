import Foundation

/// What one focus update does: the item focus leaves, the item it goes to, and which way it went.
@preconcurrency @MainActor
open class UIFocusUpdateContext: NSObject {
    private weak var previousStorage: (any UIFocusItem)?
    private weak var nextStorage: (any UIFocusItem)?
    private let headingStorage: UIFocusHeading

    init(previous: (any UIFocusItem)?, next: (any UIFocusItem)?, heading: UIFocusHeading) {
        previousStorage = previous
        nextStorage = next
        headingStorage = heading
        super.init()
    }

    /// The item focused before the update.
    open var previouslyFocusedItem: (any UIFocusItem)? { previousStorage }
    /// The item focused after the update.
    open var nextFocusedItem: (any UIFocusItem)? { nextStorage }
    /// The previously focused item when it is a view.
    open var previouslyFocusedView: UIView? { previousStorage as? UIView }
    /// The next focused item when it is a view.
    open var nextFocusedView: UIView? { nextStorage as? UIView }
    /// Which way focus moved; empty when it did not move by a key (an update asked for in code).
    open var focusHeading: UIFocusHeading { headingStorage }
}
