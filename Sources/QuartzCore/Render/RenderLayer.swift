import CoreGraphics

/// Vector content a layer class draws at composite time, from values captured at commit.
protocol ContentDrawing: Sendable {
    /// Draws into `cr`, whose user space is the layer's coordinates, faded by `alpha`.
    func draw(in cr: OpaquePointer, bounds: CGRect, alpha: CGFloat)
    /// Where the drawing may paint, in the layer's coordinates (it may reach outside the bounds).
    func extent(in bounds: CGRect) -> CGRect
}

extension ContentDrawing {
    /// The bounds: most drawings fill them.
    func extent(in bounds: CGRect) -> CGRect { bounds }
}

/// An immutable picture of one layer as committed: everything the compositor needs, with colours resolved
/// and sublayers in drawing order, so it can be drawn on any thread while the app changes the model.
package final class RenderLayer: Sendable {
    /// Straight RGBA.
    typealias Color = (r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat)

    struct Shadow: Sendable {
        var color: Color
        var offset: CGSize
        var radius: CGFloat
        var path: CGPath?
    }

    struct Contents: Sendable {
        var surface: ImageSurface
        /// Pixels per point of the image.
        var scale: CGFloat
        var gravity: CALayerContentsGravity
        var rect: CGRect
        var center: CGRect
        var nearestWhenMagnified: Bool
        var nearestWhenMinified: Bool
    }

    /// The model layer this shows.
    let identity: ObjectIdentifier
    /// The model layer's change count; with `isAnimating`, what tells the compositor the layer changed.
    let version: Int
    /// Whether animations changed the values, so the layer changes from frame to frame.
    let isAnimating: Bool
    /// This layer's coordinates into its parent's as drawn (identity for the layer being rendered).
    let toParent: Homography
    let bounds: CGRect
    let opacity: CGFloat
    let masksToBounds: Bool
    let cornerRadius: CGFloat
    let maskedCorners: CACornerMask
    let backgroundColor: Color?
    let border: (width: CGFloat, color: Color)?
    let shadow: Shadow?
    let contents: Contents?
    let drawing: ContentDrawing?
    let isDoubleSided: Bool
    let allowsGroupOpacity: Bool
    let isGeometryFlipped: Bool
    let mask: RenderLayer?
    let sublayers: [RenderLayer]
    /// What the layer itself paints (without its sublayers), in its coordinates; `.null` when nothing.
    let paintBounds: CGRect
    /// Everything the layer and its subtree may paint, in its coordinates: what culling tests.
    let subtreeBounds: CGRect
    /// Whether the layer, its mask or a descendant is animating: its node must be made anew each frame.
    let subtreeAnimating: Bool

    /// A snapshot of `layer` and its visible subtree as presented at media time `time`; `toParent` places it,
    /// or, when `nil`, its presented geometry in a parent presenting `parent`.
    /// A snapshot of the tree `layer` roots, placed by its own presented geometry, at media time `time`.
    package static func snapshot(of layer: CALayer, at time: CFTimeInterval) -> RenderLayer {
        layer.renderNode(at: time, parent: nil, parentFlipped: false)
    }

    init(_ layer: CALayer, at time: CFTimeInterval, parent: LayerValues? = nil, parentFlipped: Bool = false,
         toParent placement: Homography? = nil) {
        let values = layer.presentationValues(at: time)
        let appears = type(of: layer).rendersOwnAppearance
        identity = ObjectIdentifier(layer)
        version = layer.version
        isAnimating = !layer.animationEntries.isEmpty
        toParent = placement ?? Homography(CATransform3DConcat(
            values.matrixToSuperlayer, parent?.matrixForSublayers(flipped: parentFlipped) ?? CATransform3DIdentity))
        bounds = values.bounds
        opacity = values.isHidden ? 0 : CGFloat(min(max(values.opacity, 0), 1))
        masksToBounds = appears && values.masksToBounds
        cornerRadius = max(0, values.cornerRadius)
        maskedCorners = layer.maskedCorners
        backgroundColor = appears ? values.backgroundColor.map { $0.rgba } : nil
        border = appears && values.borderWidth > 0 ? values.borderColor.map { (values.borderWidth, $0.rgba) } : nil
        if appears, values.shadowOpacity > 0, let color = values.shadowColor?.rgba {
            shadow = Shadow(color: (color.0, color.1, color.2, color.3 * CGFloat(min(values.shadowOpacity, 1))),
                            offset: values.shadowOffset, radius: max(0, values.shadowRadius), path: values.shadowPath)
        } else {
            shadow = nil
        }
        contents = appears ? RenderLayer.contents(of: layer, rect: values.contentsRect, center: values.contentsCenter) : nil
        drawing = appears ? layer.makeContentDrawing(at: time) : nil
        isDoubleSided = values.isDoubleSided
        // A layer without an appearance of its own fades each sublayer on its own.
        allowsGroupOpacity = appears && layer.allowsGroupOpacity
        isGeometryFlipped = layer.isGeometryFlipped
        mask = appears ? layer.mask.map { $0.renderNode(at: time, parent: nil, parentFlipped: false) } : nil
        sublayers = layer.makeSublayerNodes(values: values, at: time)
        subtreeAnimating = isAnimating || mask?.subtreeAnimating == true || sublayers.contains { $0.subtreeAnimating }
        let paints = backgroundColor != nil || contents != nil || drawing != nil || border != nil
        paintBounds = paints || shadow != nil
            ? RenderLayer.extent(bounds: bounds, shadow: shadow, contents: contents, drawing: drawing,
                                 masks: masksToBounds, flipped: isGeometryFlipped, mask: mask, sublayers: [])
            : .null
        subtreeBounds = RenderLayer.extent(bounds: bounds, shadow: shadow, contents: contents, drawing: drawing,
                                           masks: masksToBounds, flipped: isGeometryFlipped, mask: mask,
                                           sublayers: sublayers)
    }

    /// The bounds, grown by the shadow and by contents placed outside them, with the sublayers' extents
    /// unless the layer clips them, cut to the mask's extent.
    private static func extent(bounds: CGRect, shadow: Shadow?, contents: Contents?, drawing: ContentDrawing?,
                               masks: Bool, flipped: Bool, mask: RenderLayer?, sublayers: [RenderLayer]) -> CGRect {
        var own = bounds
        if !masks {
            if let contents { own = own.union(Compositor.destination(of: contents, in: bounds, flipped: flipped)) }
            if let drawing { own = own.union(drawing.extent(in: bounds)) }
        }
        if let shadow {
            let shape = shadow.path?.boundingBoxOfPath ?? own
            let spread = 3 * shadow.radius
            own = own.union(shape.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height)
                .insetBy(dx: -spread, dy: -spread))
        }
        var children = CGRect.null
        for sublayer in sublayers { children = children.union(sublayer.toParent.apply(sublayer.subtreeBounds)) }
        if masks { children = children.intersection(bounds) }
        var all = own.union(children)
        if let mask { all = all.intersection(mask.toParent.apply(mask.subtreeBounds)) }
        // Antialiased edges reach half a pixel out.
        return all.isNull ? all : all.insetBy(dx: -1, dy: -1)
    }

    private static func contents(of layer: CALayer, rect: CGRect, center: CGRect) -> Contents? {
        let surface: ImageSurface
        let scale: CGFloat
        switch layer.contents {
        case nil: return nil
        case let store as BackingStore: (surface, scale) = (store.surface, store.scale)
        case let image as CGImage: (surface, scale) = (image.surface, layer.contentsScale)
        default:
            CALayer.log.error("CALayer: contents \(String(describing: layer.contents)) is not an image; not drawn.")
            return nil
        }
        return Contents(surface: surface, scale: scale, gravity: layer.contentsGravity, rect: rect,
                        center: center, nearestWhenMagnified: layer.magnificationFilter == .nearest,
                        nearestWhenMinified: layer.minificationFilter == .nearest)
    }

    /// How many things the layer paints itself, counting its sublayers: opacity over more than one needs a group.
    var paintedParts: Int {
        (backgroundColor == nil ? 0 : 1) + (contents == nil ? 0 : 1) + (drawing == nil ? 0 : 1) + (border == nil ? 0 : 1)
            + sublayers.count
    }
}

extension CALayer {
    /// The layer's render node at `time` under a parent presenting `parent`: the cached one while nothing in
    /// the subtree changed and nothing in it animates, so a frame costs in proportion to what changed.
    func renderNode(at time: CFTimeInterval, parent: LayerValues?, parentFlipped: Bool) -> RenderLayer {
        let parentMatrix = parent?.matrixForSublayers(flipped: parentFlipped) ?? CATransform3DIdentity
        if !subtreeChanged, let cached = cachedNode, cachedParentMatrix == parentMatrix { return cached }
        let node = RenderLayer(self, at: time, parent: parent, parentFlipped: parentFlipped)
        cachedNode = node
        cachedParentMatrix = parentMatrix
        subtreeChanged = node.subtreeAnimating
        return node
    }

    /// Marks the layer and everything above it (through the layer it masks) as changed.
    func markSubtreeChanged() {
        var layer: CALayer? = self
        while let current = layer {
            current.subtreeChanged = true
            layer = current.superlayer ?? current.maskedLayer
        }
    }
}
