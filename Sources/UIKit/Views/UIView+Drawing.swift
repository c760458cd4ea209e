import Foundation

extension UIView {
    /// Vellum's layer classes, by identity: a `layerClass` is created through this table, since Swift on
    /// Linux cannot call an initializer on an arbitrary class object.
    private static let layerFactories: [ObjectIdentifier: () -> CALayer] = [
        ObjectIdentifier(CALayer.self): { CALayer() },
        ObjectIdentifier(CAShapeLayer.self): { CAShapeLayer() },
        ObjectIdentifier(CAGradientLayer.self): { CAGradientLayer() },
        ObjectIdentifier(CATextLayer.self): { CATextLayer() },
        ObjectIdentifier(CAReplicatorLayer.self): { CAReplicatorLayer() },
        ObjectIdentifier(CATransformLayer.self): { CATransformLayer() },
        ObjectIdentifier(CAScrollLayer.self): { CAScrollLayer() },
        ObjectIdentifier(CATiledLayer.self): { CATiledLayer() },
    ]

    /// A layer of `layerClass`, or of its nearest Vellum ancestor for a class of the app's own.
    static func makeLayer(of layerClass: AnyClass) -> CALayer {
        var cls: AnyClass? = layerClass
        while let current = cls {
            if let make = layerFactories[ObjectIdentifier(current)] {
                if current != layerClass {
                    uikitLog.notice("UIView: layerClass \(layerClass) cannot be created on Linux; the view is backed by a \(current).")
                }
                return make()
            }
            cls = _getSuperclass(current)
        }
        uikitLog.error("UIView: layerClass \(layerClass) is not a CALayer; the view is backed by a CALayer.")
        return CALayer()
    }

    /// The view is its layer's delegate; the layer starts marked for display and layout, so `draw(_:)` and
    /// `layoutSubviews()` run in the first pass that reaches the view.
    func setUpLayer() {
        layer.setOwningDelegate(self)
        layer.isOpaque = true
        layer.contentsScale = UIScreen.main.scale
        layer.setNeedsDisplay()
        layer.setNeedsLayout()
    }

    /// The layer asks for its backing store: `draw(_:)` runs with the context current. If only the default
    /// `draw(_:)` ran and nothing was painted, the view keeps no backing store.
    func drawLayer(_ layer: CALayer, in ctx: CGContext) {
        guard layer === self.layer else { return }
        let rect = Self.snapped(ctx.boundingBoxOfClipPath, to: bounds)
        defaultDrawRan = false
        withCurrentGraphicsContext(ctx) { UITraitCollection.withCurrent(of: self) { draw(rect) } }
        if defaultDrawRan && !ctx.hasDrawn { layer.drewNothing = true }
    }

    /// The clip's box within `bounds`, its edges snapped to the bounds' where the round trip through the
    /// device matrix left them a rounding error away.
    static func snapped(_ clip: CGRect, to bounds: CGRect) -> CGRect {
        let r = clip.intersection(bounds)
        guard !r.isNull else { return bounds }
        func snap(_ v: CGFloat, _ edge: CGFloat) -> CGFloat { abs(v - edge) <= 1e-9 * max(1, abs(edge)) ? edge : v }
        let minX = snap(r.minX, bounds.minX), minY = snap(r.minY, bounds.minY)
        let maxX = snap(r.maxX, bounds.maxX), maxY = snap(r.maxY, bounds.maxY)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    // MARK: Snapshots

    /// Draws the view's whole hierarchy, as it is on screen, into the current graphics context, scaled to
    /// fill `rect`. With `afterScreenUpdates` pending layout and drawing happen first (they always do here:
    /// the snapshot is of the model). Returns false when there is no current context.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let ctx = UIGraphicsGetCurrentContext(), rect.isFinite, !bounds.isEmpty else { return false }
        ctx.saveGState()
        ctx.translateBy(x: rect.minX, y: rect.minY)
        ctx.scaleBy(x: rect.width / bounds.width, y: rect.height / bounds.height)
        layer.renderPresentation(in: ctx)
        ctx.restoreGState()
        return true
    }

    /// A new view showing an image of this one as it looks now, with this view's bounds size; `nil` for an
    /// empty view.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        guard let image = renderedImage() else { return nil }
        let snapshot = UIView(frame: CGRect(origin: .zero, size: bounds.size))
        snapshot.layer.contents = image
        snapshot.layer.contentsScale = contentScaleFactor
        return snapshot
    }

    /// The view's hierarchy rendered into an image at the view's scale.
    func renderedImage() -> CGImage? {
        let scale = contentScaleFactor
        // A view too large for a bitmap gets none: the context refuses the size.
        let width = Int(clamping: bounds.width * scale, rounding: .up), height = Int(clamping: bounds.height * scale, rounding: .up)
        guard width > 0, height > 0, let ctx = CGContext(
            data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        else { return nil }
        ctx.translateBy(x: 0, y: CGFloat(height))
        ctx.scaleBy(x: scale, y: -scale)
        layer.renderPresentation(in: ctx)
        return ctx.makeImage()
    }
}
