import Foundation

/// The ring a `UIFocusHaloEffect` shows: a shape layer stroked in the focused item's tint colour, placed in the
/// container just above the reference view, so it lies over the item's content and moves with it. It takes no
/// touches.
@MainActor
final class FocusHaloView: UIView {
    /// The ring's width: iPadOS's is about this thick (an estimate: Apple publishes no metric).
    static let ringWidth: CGFloat = 3
    /// The gap between the shape and an outside ring (an estimate).
    static let gap: CGFloat = 1

    override class var layerClass: AnyClass { CAShapeLayer.self }

    private var shapeLayer: CAShapeLayer { layer as! CAShapeLayer }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isOpaque = false
        shapeLayer.fillColor = nil
        shapeLayer.lineWidth = Self.ringWidth
    }

    required init?(coder: NSCoder) { nil }

    /// Places the ring for `effect` around `item`, or removes it when the item has no container to show it in.
    func show(_ effect: UIFocusHaloEffect, around item: UIView) {
        let reference = effect.referenceView ?? item
        guard let container = effect.containerView ?? reference.superview, item.window != nil else {
            removeFromSuperview()
            return
        }
        if superview !== container || container.subviews.firstIndex(of: self) != (container.subviews.firstIndex(of: reference) ?? -2) + 1 {
            if reference.superview === container {
                container.insertSubview(self, aboveSubview: reference)
            } else {
                container.addSubview(self)
            }
        }
        let outside = effect.position != .inside
        let reach = outside ? Self.gap + Self.ringWidth : 0
        let itemFrame = item.convert(item.bounds, to: container)
        let newFrame = itemFrame.insetBy(dx: -reach, dy: -reach)
        if frame != newFrame { frame = newFrame }
        var offset = CGAffineTransform(translationX: reach - item.bounds.minX, y: reach - item.bounds.minY)
        let ringPath = ring(for: effect, item: item, outside: outside)
        let path = ringPath.copy(using: &offset) ?? ringPath
        let colour = item.tintColor.resolvedCGColor(with: item.traitCollection)
        // Set only on change: the frame cycle shows the halo every pass, and a set marks the layer for a redraw.
        if shapeLayer.path != path { shapeLayer.path = path }
        if shapeLayer.strokeColor != colour { shapeLayer.strokeColor = colour }
    }

    /// The ring's centre line in the item's coordinates: the shape moved out by the gap and half the ring (or
    /// in by half the ring). A shape given as a path is stroked along the path itself.
    private func ring(for effect: UIFocusHaloEffect, item: UIView, outside: Bool) -> CGPath {
        let rect: CGRect, radius: CGFloat
        switch effect.shape {
        case .path(let path): return path
        case .roundedRect(let shapeRect, let shapeRadius): (rect, radius) = (shapeRect, shapeRadius)
        case .itemBounds: (rect, radius) = (item.bounds, item.layer.cornerRadius)
        }
        let shift = outside ? Self.gap + Self.ringWidth / 2 : -Self.ringWidth / 2
        let centre = rect.insetBy(dx: -shift, dy: -shift)
        guard centre.width > 0, centre.height > 0 else { return CGPath(rect: .zero, transform: nil) }
        let corner = min(max(0, radius + shift), min(centre.width, centre.height) / 2)
        return CGPath(roundedRect: centre, cornerWidth: corner, cornerHeight: corner, transform: nil)
    }
}
