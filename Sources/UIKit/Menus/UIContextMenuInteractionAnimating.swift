import Foundation

/// The animation of a context menu opening or closing: add animations to run with it and completions to run
/// after it.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: AnyObject {
    /// The preview's controller, when the configuration made one.
    var previewViewController: UIViewController? { get }
    /// Runs `animations` with the menu's animation.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Runs `completion` once the menu's animation ends.
    func addCompletion(_ completion: @escaping () -> Void)
}

/// How a context menu leaves when its preview is committed to.
public enum UIContextMenuInteractionCommitStyle: Int, Sendable {
    /// The preview shrinks back into the item.
    case dismiss = 0
    /// The preview grows into what it opens.
    case pop = 1
}

/// The animation of committing to a context menu's preview.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    /// How the preview leaves: `.pop` by default.
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}
