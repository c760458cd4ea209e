import Foundation

/// The animator handed to drag and drop delegates: their animations run with the preview's, their completions
/// once it has settled.
@MainActor
final class DragAnimator: UIDragAnimating {
    private var animations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []

    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }

    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { completions.append(completion) }

    /// Runs `own` and the added animations over `duration`, then `done` and the added completions.
    func run(duration: TimeInterval, _ own: @escaping () -> Void, done: @escaping () -> Void) {
        let animations = animations, completions = completions
        self.animations = []
        self.completions = []
        UIView.animate(withDuration: duration, animations: {
            own()
            for animation in animations { animation() }
        }, completion: { _ in
            done()
            for completion in completions { completion(.end) }
        })
    }
}
