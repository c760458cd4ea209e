import Foundation

/// Where an edit menu appears and which menu it is.
@preconcurrency @MainActor
open class UIEditMenuConfiguration: NSObject {
    /// Tells this menu apart from others the same interaction shows.
    public let identifier: AnyHashable?
    /// The point the menu points at, in the interaction's view.
    public let sourcePoint: CGPoint
    /// Which side of the source the menu prefers.
    open var preferredArrowDirection: UIEditMenuArrowDirection = .automatic

    /// A configuration pointing at `sourcePoint`.
    public init(identifier: AnyHashable?, sourcePoint: CGPoint) {
        self.identifier = identifier
        self.sourcePoint = sourcePoint
        super.init()
    }
}

/// Which side of its source an edit menu sits on.
public enum UIEditMenuArrowDirection: Int, Sendable {
    /// Above, or below when there is no room above.
    case automatic = 0
    /// Above, pointing up at the menu (Apple's naming: the arrow's direction).
    case up
    /// Below.
    case down
    /// To the left.
    case left
    /// To the right.
    case right
}
