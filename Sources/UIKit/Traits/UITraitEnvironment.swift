import Foundation

/// What has a trait collection and hears when it changes: screens, windows, view controllers and views.
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
    /// The environment's traits: its parent's, with its own overrides applied.
    var traitCollection: UITraitCollection { get }
    /// Called after `traitCollection` changed; `previousTraitCollection` is the one before.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
