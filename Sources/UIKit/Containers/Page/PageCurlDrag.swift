import Foundation

/// A page-curl turn following the finger: the pages it takes off and puts on, how far the finger has turned
/// the page, and, once it lifts, whether the turn completes.
@MainActor
final class PageCurlDrag {
    /// Whether it turns to the pages after.
    let forward: Bool
    /// The pages shown that the turn takes off.
    let leaving: [UIViewController]
    /// The pages it brings, new children of the page view controller.
    let arriving: [UIViewController]
    /// How far the finger has turned the page: its travel along the axis over the pages' length, 0 to 1.
    var progress: CGFloat = 0
    /// Whether the turn completes: decided when the finger lifts.
    var completes = false
    /// Runs the curl's clock back to its start after a cancelled turn.
    var rewind: CADisplayLink?

    init(forward: Bool, leaving: [UIViewController], arriving: [UIViewController]) {
        self.forward = forward
        self.leaving = leaving
        self.arriving = arriving
    }
}
