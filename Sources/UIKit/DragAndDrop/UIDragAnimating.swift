import Foundation

/// Lets a delegate add its own animations and completions to a drag's lift, drop or return.
@preconcurrency @MainActor
public protocol UIDragAnimating: AnyObject {
    /// Runs `animations` alongside the drag's.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Calls `completion` when the drag's animation ends, with where it ended.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
}
