import Foundation

/// A behaviour added to a view with `addInteraction(_:)`: a context menu, for one. It is told when it moves to
/// a view and away, and installs what it needs (gesture recognizers) there.
@preconcurrency @MainActor
public protocol UIInteraction: AnyObject {
    /// The view the interaction is added to.
    var view: UIView? { get }
    /// Called before the interaction is added to `view`, or removed (nil).
    func willMove(to view: UIView?)
    /// Called after the interaction was added to `view`, or removed (nil).
    func didMove(to view: UIView?)
}
