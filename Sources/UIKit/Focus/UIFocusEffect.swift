import Foundation

/// What shows that an item is focused. The plain effect is the system's: a halo around the item's shape (its
/// bounds, rounded as its layer's corners are).
@preconcurrency @MainActor
open class UIFocusEffect: NSObject, NSCopying {
    /// The system's effect, with metrics from the item.
    public required override init() { super.init() }

    /// The system's effect, with metrics from the item.
    public class func effect() -> Self { self.init() }

    /// The effect itself: effects are not changed once an item shows them.
    nonisolated open func copy(with zone: NSZone? = nil) -> Any { self }
}
