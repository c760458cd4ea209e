import CoreGraphics

/// Vector content a layer class draws at composite time, from values captured at commit.
protocol ContentDrawing: Sendable {
    /// Draws into `cr`, whose user space is the layer's coordinates, faded by `alpha`.
    func draw(in cr: OpaquePointer, bounds: CGRect, alpha: CGFloat)
}

/// An immutable picture of one layer as committed: everything the compositor needs, with colours resolved
/// and sublayers in drawing order, so it can be drawn on any thread while the app changes the model.
final class RenderLayer: Sendable {
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

    /// A snapshot of `layer` and its visible subtree as presented at media time `time`; `toParent` places it,
    /// or, when `nil`, its presented geometry in a parent presenting `parent`.
    init(_ layer: CALayer, at time: CFTimeInterval, parent: LayerValues? = nil, parentFlipped: Bool = false,
         toParent placement: Homography? = nil) {
        let values = layer.presentationValues(at: time)
        toParent = placement ?? Homography(CATransform3DConcat(
            values.matrixToSuperlayer, parent?.matrixForSublayers(flipped: parentFlipped) ?? CATransform3DIdentity))
        bounds = values.bounds
        opacity = values.isHidden ? 0 : CGFloat(min(max(values.opacity, 0), 1))
        masksToBounds = values.masksToBounds
        cornerRadius = max(0, values.cornerRadius)
        maskedCorners = layer.maskedCorners
        backgroundColor = values.backgroundColor.map { $0.rgba }
        border = values.borderWidth > 0 ? values.borderColor.map { (values.borderWidth, $0.rgba) } : nil
        if values.shadowOpacity > 0, let color = values.shadowColor?.rgba {
            shadow = Shadow(color: (color.0, color.1, color.2, color.3 * CGFloat(min(values.shadowOpacity, 1))),
                            offset: values.shadowOffset, radius: max(0, values.shadowRadius), path: values.shadowPath)
        } else {
            shadow = nil
        }
        contents = RenderLayer.contents(of: layer, rect: values.contentsRect, center: values.contentsCenter)
        drawing = layer.makeContentDrawing()
        isDoubleSided = values.isDoubleSided
        allowsGroupOpacity = layer.allowsGroupOpacity
        isGeometryFlipped = layer.isGeometryFlipped
        mask = layer.mask.map { RenderLayer($0, at: time) }
        sublayers = layer.makeSublayerNodes(values: values, at: time)
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
