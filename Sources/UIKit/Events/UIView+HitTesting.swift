import Foundation

/// Hit-testing, as the Event Handling Guide's pseudo-code and Apple's rules say: a view that is hidden, has
/// user interaction disabled, an alpha under 0.01, or is being animated without `.allowUserInteraction`
/// takes no touches, nor do its subviews; a point outside a view's `point(inside:with:)` reaches none of its
/// subviews, whether they are clipped or not; subviews are searched front to back (the last added first)
/// and the farthest descendant containing the point wins. The view's content (a transparent image) does not
/// matter.
extension UIView {
    /// The key under which an animation that blocks user interaction is marked (`value(forKey:)` true on the
    /// animation): view animations without `.allowUserInteraction` mark theirs.
    static let blocksInteractionAnimationKey = "UIKitBlocksUserInteraction"

    /// Whether the view takes part in hit-testing at all.
    var receivesTouches: Bool {
        isUserInteractionEnabled && !isHidden && alpha >= 0.01
    }

    /// Whether an animation that does not allow user interaction is running on the view's layer. View
    /// animations (issue 6) mark such animations with `blocksInteractionAnimationKey`.
    var isAnimatingWithoutInteraction: Bool {
        guard layer.hasAnimations, let keys = layer.animationKeys() else { return false }
        return keys.contains { key in
            layer.animation(forKey: key)?.value(forKey: UIView.blocksInteractionAnimationKey) as? Bool == true
        }
    }

    /// `hitTest(_:with:)`'s default.
    func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard receivesTouches, self.point(inside: point, with: event), !isAnimatingWithoutInteraction else { return nil }
        let subviews = subviewStorage
        guard !subviews.isEmpty else { return self }
        // A parent with a sublayer transform or flipped geometry converts through the layers; the common case
        // converts with the subview's own geometry only.
        let plainParent = layer.hasIdentitySublayerTransform && !layer.isGeometryFlippedStorage
        // The subviews are visited in place, without retaining each: views are referenced weakly (by
        // recognizers, windows…), which makes their retains slow, and a search passes hundreds of them.
        func search(_ buffer: UnsafeBufferPointer<UIView>) -> UIView? {
            var index = buffer.count
            while index > 0 {
                index -= 1
                if let hit = buffer[index].hitTest(fromSuperview: self, point, plainParent: plainParent, with: event) {
                    return hit
                }
            }
            return self
        }
        return DeepStack.run {
            // A ring buffer that wrapped around (after removals at its front) is searched from a copy.
            subviews.withContiguousStorageIfAvailable(search) ?? ContiguousArray(subviews).withUnsafeBufferPointer(search)
        }
    }

    /// Hit-tests `point`, in `superview`'s coordinates.
    private func hitTest(fromSuperview superview: UIView, _ point: CGPoint, plainParent: Bool, with event: UIEvent?) -> UIView? {
        hitTest(plainParent ? pointFromSuperview(point) : convert(point, from: superview), with: event)
    }

    /// `point(inside:with:)`'s default: inside the bounds, the bottom and right edges excluded.
    func boundsContain(_ point: CGPoint) -> Bool {
        let b = bounds
        return point.x >= b.minX && point.x < b.maxX && point.y >= b.minY && point.y < b.maxY
    }

    /// `point`, in the superview's coordinates, in this view's: through the position, the transform (about
    /// the anchor point) and the bounds' origin. A 3D transform converts through the layers.
    func pointFromSuperview(_ point: CGPoint) -> CGPoint {
        let position = layer.positionStorage, anchor = layer.anchorPointStorage, bounds = layer.boundsStorage
        var dx = point.x - position.x, dy = point.y - position.y
        let transform = layer.transformStorage
        if !isIdentity(transform) {
            guard CATransform3DIsAffine(transform) else { return convert(point, from: superview) }
            let t = CATransform3DGetAffineTransform(transform)
            let determinant = t.a * t.d - t.b * t.c
            // A singular transform shows the view as a line or a point: nothing is inside it.
            guard determinant != 0, determinant.isFinite else { return CGPoint(x: CGFloat.nan, y: CGFloat.nan) }
            let x = dx - t.tx, y = dy - t.ty
            dx = (t.d * x - t.c * y) / determinant
            dy = (t.a * y - t.b * x) / determinant
        }
        return CGPoint(x: dx + anchor.x * bounds.width + bounds.origin.x, y: dy + anchor.y * bounds.height + bounds.origin.y)
    }
}

/// Whether `t` is the identity, tested in place (cheaper than comparing with a copy of the identity, as the
/// hit-test path does for every view).
@inline(__always)
private func isIdentity(_ t: CATransform3D) -> Bool {
    t.m11 == 1 && t.m22 == 1 && t.m33 == 1 && t.m44 == 1
        && t.m12 == 0 && t.m13 == 0 && t.m14 == 0 && t.m21 == 0 && t.m23 == 0 && t.m24 == 0
        && t.m31 == 0 && t.m32 == 0 && t.m34 == 0 && t.m41 == 0 && t.m42 == 0 && t.m43 == 0
}
