import Foundation

/// A page turn under way: the pages it leaves, those it brings, and whom to tell when it ends.
@MainActor
final class PageTurn {
    /// The pages shown when the turn began.
    let previous: [UIViewController]
    /// The pages the turn brings in.
    let incoming: [UIViewController]
    /// Whether it turns to the pages after.
    let forward: Bool
    /// Whether the user turns the page (the delegate hears of those only).
    let byGesture: Bool
    /// Runs when the turn ends, told whether it finished.
    let completion: ((Bool) -> Void)?

    init(previous: [UIViewController], incoming: [UIViewController], forward: Bool, byGesture: Bool,
         completion: ((Bool) -> Void)?) {
        self.previous = previous
        self.incoming = incoming
        self.forward = forward
        self.byGesture = byGesture
        self.completion = completion
    }
}
