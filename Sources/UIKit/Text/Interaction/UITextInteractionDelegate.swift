import Foundation

/// Hears of a text interaction's gestures, and may refuse them.
@preconcurrency @MainActor
public protocol UITextInteractionDelegate: AnyObject {
    /// Whether a gesture at `point` (in the interaction's view) may start; true by default.
    func interactionShouldBegin(_ interaction: UITextInteraction, at point: CGPoint) -> Bool
    /// A gesture is about to change the selection.
    func interactionWillBegin(_ interaction: UITextInteraction)
    /// The gesture ended.
    func interactionDidEnd(_ interaction: UITextInteraction)
}

extension UITextInteractionDelegate {
    /// Lets every gesture start.
    public func interactionShouldBegin(_ interaction: UITextInteraction, at point: CGPoint) -> Bool { true }
    /// Does nothing.
    public func interactionWillBegin(_ interaction: UITextInteraction) {}
    /// Does nothing.
    public func interactionDidEnd(_ interaction: UITextInteraction) {}
}
