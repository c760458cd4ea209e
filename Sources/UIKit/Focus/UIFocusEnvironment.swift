import Foundation

/// A branch of the focus hierarchy: a view, a view controller, a window or a focus guide. The focus system asks
/// each environment holding the focused item, and the one about to hold it, whether focus may move
/// (`shouldUpdateFocus(in:)`), and tells them when it has (`didUpdateFocus(in:with:)`).
@preconcurrency @MainActor
public protocol UIFocusEnvironment: AnyObject {
    /// The environments to search, in order, for the item to focus when focus moves into this environment
    /// or it asks for an update.
    var preferredFocusEnvironments: [any UIFocusEnvironment] { get }
    /// The environment holding this one: a view's superview or controller, a controller's view's superview.
    var parentFocusEnvironment: (any UIFocusEnvironment)? { get }
    /// Asks for a focus update on the next pass of the frame cycle, to this environment's preferred item,
    /// when the environment holds the focused item (or nothing is focused).
    func setNeedsFocusUpdate()
    /// Runs a focus update asked for now, rather than on the next pass.
    func updateFocusIfNeeded()
    /// Whether focus may move as `context` says; false keeps it where it is.
    func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool
    /// Focus moved as `context` says; `coordinator` runs animations alongside the focus effect.
    func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator)
    /// The focus group the environment and what it holds belong to; nil to belong to the parent's.
    var focusGroupIdentifier: String? { get }
}

extension UIFocusEnvironment {
    /// No group of its own.
    public var focusGroupIdentifier: String? { nil }

    /// Asks the environment's focus system for an update on the next pass.
    public func setNeedsFocusUpdate() { UIFocusSystem.focusSystem(for: self)?.requestFocusUpdate(to: self) }

    /// Runs the environment's focus system's pending update now.
    public func updateFocusIfNeeded() { UIFocusSystem.focusSystem(for: self)?.updateFocusIfNeeded() }

    /// Focus may move.
    public func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { true }

    /// Nothing to do when focus moves.
    public func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {}
}
