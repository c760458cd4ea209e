import Foundation

/// Runs animations alongside a focus update. The halo appears at once, so the animations run at once, inside an
/// animation block of the system's focus duration, and their completions right after.
@preconcurrency @MainActor
open class UIFocusAnimationCoordinator: NSObject {
    /// How long focus animations last: a guess at iPadOS's, which Apple does not publish.
    static let duration: TimeInterval = 0.2

    /// Runs `animations` in an animation block; `completion` when they end.
    open func addCoordinatedAnimations(_ animations: (() -> Void)?, completion: (() -> Void)? = nil) {
        UIView.animate(withDuration: Self.duration, animations: { animations?() }, completion: { _ in completion?() })
    }

    /// Runs `animations` as the item gains focus; `completion` when they end.
    open func addCoordinatedFocusingAnimations(_ animations: ((any UIFocusAnimationContext) -> Void)?,
                                               completion: (() -> Void)? = nil) {
        addCoordinatedAnimations({ animations?(FocusAnimationContext()) }, completion: completion)
    }

    /// Runs `animations` as the item loses focus; `completion` when they end.
    open func addCoordinatedUnfocusingAnimations(_ animations: ((any UIFocusAnimationContext) -> Void)?,
                                                 completion: (() -> Void)? = nil) {
        addCoordinatedAnimations({ animations?(FocusAnimationContext()) }, completion: completion)
    }
}
