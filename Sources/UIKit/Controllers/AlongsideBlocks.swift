import Foundation

extension UIViewControllerTransitionCoordinator {
    /// Vellum's coordinators animate every view inside their transition's block: `view` changes nothing.
    @discardableResult
    func animateAlongsideTransition(in view: UIView?,
                                    animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }
}

/// What code animating along with a transition registered with its coordinator: the animations, run inside the
/// transition's animation block, and the completions, run once it ends. Registering after the end is refused.
@MainActor
struct AlongsideBlocks {
    typealias Block = (UIViewControllerTransitionCoordinatorContext) -> Void
    private var animations: [Block] = []
    private var completions: [Block] = []
    /// Whether the transition has ended.
    private(set) var hasEnded = false

    /// Keeps `animation` and `completion`; false, keeping nothing, once the transition has ended.
    mutating func add(_ animation: Block?, completion: Block?) -> Bool {
        guard !hasEnded else { return false }
        if let animation { animations.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    /// The animations registered so far, handed over once. The caller runs them: a block may register more,
    /// which it could not while this struct is being changed.
    mutating func takeAnimations() -> [Block] {
        defer { animations = [] }
        return animations
    }

    /// Ends the transition and hands over the completions, for the caller to run.
    mutating func end() -> [Block] {
        hasEnded = true
        defer { completions = [] }
        return completions
    }
}
