import Foundation

/// What a focus animation is told about itself.
@preconcurrency @MainActor
public protocol UIFocusAnimationContext: AnyObject {
    /// How long the animation lasts.
    var duration: TimeInterval { get }
}

/// The context of every focus animation: the coordinator's duration.
final class FocusAnimationContext: UIFocusAnimationContext {
    var duration: TimeInterval { UIFocusAnimationCoordinator.duration }
}
