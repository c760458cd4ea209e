import Foundation

extension UIView {
    /// The value of a dimension the view has no intrinsic size in.
    public static let noIntrinsicMetric: CGFloat = -1

    /// The superview-relative rectangle the view would have with an identity transform.
    func setFrame(_ newValue: CGRect) {
        guard newValue.isFinite else {
            return uikitLog.error("UIView: refused frame \(newValue): it is not finite; the frame is unchanged.")
        }
        let oldSize = bounds.size
        layer.frame = newValue
        boundsSizeChanged(from: oldSize)
        frameDidChangeForAutoLayout() // Auto Layout holds a translating view at its frame
    }

    func setBounds(_ newValue: CGRect) {
        guard newValue.isFinite else {
            return uikitLog.error("UIView: refused bounds \(newValue): they are not finite; the bounds are unchanged.")
        }
        let oldSize = bounds.size
        layer.bounds = newValue
        boundsSizeChanged(from: oldSize)
        if bounds.size != oldSize { frameDidChangeForAutoLayout() }
    }

    func setCenter(_ newValue: CGPoint) {
        guard newValue.isFinite else {
            return uikitLog.error("UIView: refused center \(newValue): it is not finite; the center is unchanged.")
        }
        layer.position = newValue
        frameDidChangeForAutoLayout()
    }

    /// What setting the bounds' size and then the centre does (`setBounds`, `setCenter`), with one change of the
    /// layer: how Auto Layout places a view whose class overrides neither setter, a thousand at a time in a column.
    func setBoundsSize(_ size: CGSize, center newCenter: CGPoint) {
        let oldSize = bounds.size
        layer.setBoundsSize(size, position: newCenter)
        boundsSizeChanged(from: oldSize)
        frameDidChangeForAutoLayout()
    }

    func setTransform(_ newValue: CATransform3D) {
        layer.transform = newValue
    }

    /// After a change of size: subviews autoresize (at once, as in UIKit) and the layer, which marks itself
    /// for layout, redraws too when the content mode is `.redraw`.
    func boundsSizeChanged(from oldSize: CGSize) {
        let newSize = bounds.size
        guard newSize != oldSize else { return }
        if autoresizesSubviews {
            for subview in subviewStorage { DeepStack.run { subview.autoresize(fromSuperviewSize: oldSize, to: newSize) } }
        }
        if superviewStorage == nil, let window = self as? UIWindow { window.sizeDidChange(from: oldSize) }
    }

    // MARK: Converting coordinates

    /// Converts `point` from this view's coordinates to `view`'s (to its window's when `view` is nil).
    /// Views in different windows convert through screen coordinates, where each window's layer sits.
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        conversionTarget(view).layer.convert(point, from: layer)
    }

    /// Converts `point` from `view`'s coordinates (its window's when `view` is nil) to this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        layer.convert(point, from: conversionTarget(view).layer)
    }

    /// Converts `rect` from this view's coordinates to `view`'s: the bounding box of the converted
    /// rectangle when transforms rotate or skew it.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        conversionTarget(view).layer.convert(rect, from: layer)
    }

    /// Converts `rect` from `view`'s coordinates (its window's when `view` is nil) to this view's.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        layer.convert(rect, from: conversionTarget(view).layer)
    }

    /// `view`, or for `nil` the window, or, outside any window, the top of the view's hierarchy.
    private func conversionTarget(_ view: UIView?) -> UIView {
        if let view { return view }
        var top = self
        while let parent = top.superview { top = parent }
        return top
    }
}
