/// A transition between a layer's previous appearance and its new one: added to the layer, it animates
/// from what was last rendered to the layer as it is now.
open class CATransition: CAAnimation {
    /// How the new appearance replaces the old.
    open var type: CATransitionType = .fade
    /// The direction of moving transitions; `nil` is from the left.
    open var subtype: CATransitionSubtype?
    /// Where in the transition to start, 0...1.
    open var startProgress: Float = 0
    /// Where in the transition to end, 0...1.
    open var endProgress: Float = 1

    /// A copy of the transition.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! CATransition
        copy.type = type
        copy.subtype = subtype
        copy.startProgress = startProgress
        copy.endProgress = endProgress
        return copy
    }
}

/// The styles of transition.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    /// The constant's name.
    public let rawValue: String
    /// Creates a type from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The new appearance fades in as the old fades out (a cross-dissolve).
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new appearance slides in over the old.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new appearance pushes the old out.
    public static let push = CATransitionType(rawValue: "push")
    /// The old appearance slides out, revealing the new.
    public static let reveal = CATransitionType(rawValue: "reveal")
    /// The layer turns over in perspective about its centre, showing the new appearance on its back; the
    /// subtype is the side it turns from. Core Animation's name for what UIKit's flip transitions use.
    public static let oglFlip = CATransitionType(rawValue: "oglFlip")
    /// The old appearance lifts from its bottom edge like a page turned up (from its right edge with the
    /// subtype `fromRight`, as a book's page turns), revealing the new one beneath. Core Animation's name for
    /// what UIKit's curl-up transition uses.
    public static let pageCurl = CATransitionType(rawValue: "pageCurl")
    /// The new appearance comes down over the old like a page laid back: a page curl played backwards.
    public static let pageUnCurl = CATransitionType(rawValue: "pageUnCurl")
}

/// The directions of moving transitions.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    /// The constant's name.
    public let rawValue: String
    /// Creates a subtype from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The new appearance comes from the right.
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    /// The new appearance comes from the left.
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    /// The new appearance comes from the top.
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    /// The new appearance comes from the bottom.
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// The key a transition is usually added under.
public let kCATransition = "transition"
/// The action event of a layer entering a layer tree.
public let kCAOnOrderIn = "onOrderIn"
/// The action event of a layer leaving its layer tree.
public let kCAOnOrderOut = "onOrderOut"
