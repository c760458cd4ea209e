/// Something that responds to a layer property change: usually an animation.
public protocol CAAction {
    /// Runs the action for `event` on `anObject` (a layer).
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

/// `NSNull` as an action means "no action": it stops the search and nothing runs, as in Core Animation.
extension NSNull: CAAction {
    /// Does nothing.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

/// The object that draws a layer's contents, lays out its sublayers and provides its actions.
///
/// Every method is optional, as in Core Animation. The defaults behave as if the method were not
/// implemented: `display(_:)` lets the layer draw into a backing store, and a `draw(_:in:)` left out means
/// the layer keeps no backing store at all.
public protocol CALayerDelegate: AnyObject {
    /// Sets the layer's contents itself; when implemented, `draw(_:in:)` is not called.
    func display(_ layer: CALayer)
    /// Draws the layer's contents into `ctx`, whose coordinates are the layer's bounds (y down).
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Called before the layer draws.
    func layerWillDraw(_ layer: CALayer)
    /// Lays out the layer's sublayers.
    func layoutSublayers(of layer: CALayer)
    /// The action for `event` on `layer`: `nil` to continue the search, `NSNull()` to stop it.
    func action(for layer: CALayer, forKey event: String) -> CAAction?
}

extension CALayerDelegate {
    /// Draws the layer into a backing store through `draw(_:in:)`, as when `display(_:)` is not implemented.
    public func display(_ layer: CALayer) { layer.drawIntoBackingStore() }
    /// Draws nothing, and tells the layer so, so that it keeps no backing store.
    public func draw(_ layer: CALayer, in ctx: CGContext) { layer.drewNothing = true }
    /// Does nothing.
    public func layerWillDraw(_ layer: CALayer) {}
    /// Does nothing.
    public func layoutSublayers(of layer: CALayer) {}
    /// No action: the search continues.
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
}
