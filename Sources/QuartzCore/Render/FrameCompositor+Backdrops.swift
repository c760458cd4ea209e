@_implementationOnly import CCairo
import CoreGraphics

/// Backdrops blurred before the frame is composited. What lies beneath a backdrop (the ancestors on the way down to
/// it, and their sublayers before it) is drawn straight into the reduced copy the blur needs, at a 64th of the
/// pixels for a wide blur, rather than composited at full resolution and averaged down; and the blur is kept while
/// none of that changes, so content above a backdrop changing does not blur it again.
///
/// A backdrop under an ancestor that draws its subtree as one (a group for a mask, a pathless shadow or group
/// opacity; a transition, a rasterized or tinted subtree, a projective transform) or draws above its sublayers (a
/// border) reads the composited frame as before (`Compositor.drawBackdrop`).
extension FrameCompositor {
    /// A backdrop found in the tree: its node, where it is drawn, and the ancestors on the way down, each with the
    /// index of the sublayer leading to the backdrop.
    private struct Found {
        let node: RenderLayer
        let backdrop: LayerBackdrop
        let device: Homography
        let path: [(node: RenderLayer, index: Int, device: Homography)]
    }

    /// What the frame's backdrops need: the blurs that can be made ahead, by node; the device rectangles of those
    /// whose blurred pixels changed since the last frame (all of the backdrop's shape shows the change); and the
    /// backdrops that hide everything beneath them within their rectangles (`BackdropCover`).
    func prepareBackdrops(_ root: RenderLayer, device: Homography, within frame: CGRect)
        -> (prepared: [ObjectIdentifier: PreparedBackdrop], changed: [CGRect], covers: [BackdropCover])
    {
        var found: [Found] = []
        var path: [(node: RenderLayer, index: Int, device: Homography)] = []
        func collect(_ node: RenderLayer, _ placed: Homography) {
            guard node.subtreeBackdrops, node.opacity > 0 else { return }
            if let backdrop = node.backdrop, placed.affine != nil {
                found.append(Found(node: node, backdrop: backdrop, device: placed, path: path))
            }
            guard Self.drawsSublayersInPlace(node) else { return }
            for (index, sublayer) in node.sublayers.enumerated() where sublayer.subtreeBackdrops {
                path.append((node, index, placed))
                collect(sublayer, sublayer.toParent.concatenating(placed))
                path.removeLast()
            }
        }
        collect(root, root.toParent.concatenating(device))

        var prepared: [ObjectIdentifier: PreparedBackdrop] = [:], changed: [CGRect] = []
        var covers: [BackdropCover] = []
        var kept: [ObjectIdentifier: PreparedBackdrop] = [:]
        for backdrop in found {
            guard let key = key(for: backdrop, within: frame) else { continue }
            let identity = backdrop.node.identity
            let previous = backdropBlurs[identity]
            let animating = backdrop.path.contains { level in
                level.node.isAnimating || level.node.sublayers[..<level.index].contains { $0.subtreeAnimating }
            }
            let blur: PreparedBackdrop
            if let previous, previous.key == key, !animating {
                blur = previous
            } else {
                blur = makeBlur(backdrop, key: key, within: frame)
                if previous.map({ !$0.samePixels(as: blur) }) ?? true {
                    let shape = backdrop.device.apply(backdrop.node.bounds).intersection(frame)
                    if !shape.isNull, !shape.isEmpty { changed.append(shape) }
                }
            }
            prepared[ObjectIdentifier(backdrop.node)] = blur
            kept[identity] = blur
            if let cover = Self.cover(of: backdrop) { covers.append(cover) }
        }
        backdropBlurs = kept
        return (prepared, changed, covers)
    }

    /// Where the backdrop's blur replaces everything beneath it (an opaque, unclipped, square-cornered, axis-aligned
    /// backdrop drawn in place); nil for other backdrops.
    private static func cover(of backdrop: Found) -> BackdropCover? {
        let node = backdrop.node
        guard let affine = backdrop.device.affine, affine.b == 0, affine.c == 0, node.opacity == 1,
              node.cornerRadius == 0 || node.maskedCorners.isEmpty, node.mask == nil, node.shadow == nil,
              node.transition == nil, node.rasterization == nil, node.placement.tint == nil,
              !backdrop.path.contains(where: { $0.node.opacity < 1 || $0.node.masksToBounds }) else { return nil }
        let rect = node.bounds.applying(affine)
        guard !rect.isNull, !rect.isEmpty, rect.hasFiniteEdges else { return nil }
        var above = node
        var ancestors: Set<ObjectIdentifier> = []
        for level in backdrop.path.reversed() {
            above = level.node.showing([above] + level.node.sublayers[(level.index + 1)...])
            ancestors.insert(ObjectIdentifier(above))
        }
        return BackdropCover(rect: rect, above: above, hiddenLooks: ancestors)
    }

    /// Whether `node` draws its sublayers straight over its own look, each in place, nothing drawn over them but its
    /// sublayers: what a backdrop's ancestors must do for what lies beneath it to be drawn apart.
    private static func drawsSublayersInPlace(_ node: RenderLayer) -> Bool {
        node.toParent.affine != nil && node.mask == nil && node.transition == nil && node.rasterization == nil
            && node.placement.tint == nil && node.border == nil && (node.shadow == nil || node.shadow?.path != nil)
            && !(node.opacity < 1 && node.allowsGroupOpacity && node.paintedParts > 1)
    }

    /// What the backdrop's blur derives from; nil when it reads nothing (off the frame, or no size).
    private func key(for backdrop: Found, within frame: CGRect) -> PreparedBackdrop.Key? {
        guard let affine = backdrop.device.affine, !backdrop.node.bounds.isEmpty else { return nil }
        let sigma = Double(backdrop.backdrop.radius) * abs(affine.a * affine.d - affine.b * affine.c).squareRoot()
        guard sigma.isFinite else { return nil }
        let reach = Compositor.backdropReach(sigma: sigma)
        let area = backdrop.device.apply(backdrop.node.bounds).insetBy(dx: -reach, dy: -reach).intersection(frame)
        guard !area.isNull, !area.isEmpty, area.hasFiniteEdges else { return nil }
        return PreparedBackdrop.Key(
            area: area, sigma: sigma, saturation: backdrop.backdrop.saturation,
            ancestors: backdrop.path.map { .init(identity: $0.node.identity, version: $0.node.version, device: $0.device) },
            beneath: backdrop.path.flatMap { level in level.node.sublayers[..<level.index].map { ObjectIdentifier($0) } })
    }

    /// Draws what lies beneath the backdrop into blocks of the reduced resolution (on a grid fixed in device space,
    /// clipped to the frame), then blurs and saturates them.
    private func makeBlur(_ backdrop: Found, key: PreparedBackdrop.Key, within frame: CGRect) -> PreparedBackdrop {
        let f = Compositor.backdropReduction(sigma: key.sigma)
        let d = Double(f)
        let grid = (x: Int((key.area.minX / d).rounded(.down)) * f, y: Int((key.area.minY / d).rounded(.down)) * f)
        let columns = Int(((key.area.maxX - Double(grid.x)) / d).rounded(.up))
        let rows = Int(((key.area.maxY - Double(grid.y)) / d).rounded(.up))
        let surface = ImageSurface(width: columns, height: rows, format: .argb32)

        var beneath: RenderLayer?
        for level in backdrop.path.reversed() {
            beneath = level.node.showing(Array(level.node.sublayers[..<level.index]) + (beneath.map { [$0] } ?? []))
        }
        if let beneath {
            let cr = cairo_create(surface.pointer)!
            cairo_scale(cr, 1 / d, 1 / d)
            cairo_translate(cr, -Double(grid.x), -Double(grid.y))
            cairo_rectangle(cr, frame.minX, frame.minY, frame.width, frame.height)
            cairo_clip(cr)
            cairo_scale(cr, scale, scale)
            Compositor(caches: CompositorCaches()).draw(beneath, in: cr, cull: Cull(rect: CGRect(x: 0, y: 0, width: columns, height: rows)))
            cairo_destroy(cr)
            surface.flush()
        }
        // Blocks cut by the frame's right or bottom edge average what they hold of it.
        BackdropPixels.fill(surface, partialColumn: Int(frame.maxX) - grid.x - (columns - 1) * f,
                            partialRow: Int(frame.maxY) - grid.y - (rows - 1) * f, of: f)
        BoxBlur.applyToPixels(surface.data, width: columns, height: rows, stride: surface.stride,
                              sigma: Compositor.reducedSigma(key.sigma, by: f))
        if key.saturation != 1 { BackdropPixels.saturate(surface, by: Double(key.saturation)) }
        surface.markDirty()
        return PreparedBackdrop(surface: surface, factor: f, grid: grid, key: key)
    }
}
