import Foundation

/// The animator a context menu's delegate is given: its animations run in the menu's fade, its completions once
/// the fade ends.
@MainActor
final class ContextMenuAnimator: UIContextMenuInteractionCommitAnimating {
    let previewViewController: UIViewController?
    var preferredCommitStyle = UIContextMenuInteractionCommitStyle.pop
    private var animations: [() -> Void] = []
    private var completions: [() -> Void] = []

    init(previewViewController: UIViewController?) {
        self.previewViewController = previewViewController
    }

    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }

    func addCompletion(_ completion: @escaping () -> Void) { completions.append(completion) }

    /// Runs the animations over `duration`, then the completions.
    func run(duration: TimeInterval) {
        let animations = animations, completions = completions
        self.animations = []
        self.completions = []
        UIView.animate(withDuration: duration, animations: { for animation in animations { animation() } },
                       completion: { _ in for completion in completions { completion() } })
    }
}
