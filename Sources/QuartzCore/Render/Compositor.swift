@_implementationOnly import CCairo
import CoreGraphics

/// The device rectangle being redrawn: subtrees outside it are skipped.
struct Cull {
    let rect: CGRect

    /// Everything.
    static let everything = Cull(rect: .infinite)

    /// Whether `r` overlaps the rectangle. Asked for every sublayer in every damaged rectangle, so it
    /// compares edges rather than building the intersection, as Foundation's `intersects` does.
    func intersects(_ r: CGRect) -> Bool {
        r.minX < rect.maxX && rect.minX < r.maxX && r.minY < rect.maxY && rect.minY < r.maxY
    }
}

/// Draws render trees through cairo, in the user space of the cairo context it is given (y down, points).
///
/// Effects cost offscreen groups only where they need one: a mask, a shadow without a path, or opacity
/// over more than one painted part. Otherwise opacity is folded into each paint, which is also what
/// `allowsGroupOpacity = false` asks for. What it keeps from frame to frame (looks, shadow masks, rasterized
/// subtrees) goes in the caches it is given.
struct Compositor {
    /// Where the bitmaps kept from frame to frame are.
    let caches: CompositorCaches
    /// Backdrops blurred before compositing, by node: these do not read the frame.
    var backdrops: [ObjectIdentifier: PreparedBackdrop] = [:]
    /// Nodes whose own look (path shadow, background, contents, drawing) an opaque backdrop above them hides
    /// wherever this pass draws: only their sublayers are drawn.
    var hiddenLooks: Set<ObjectIdentifier> = []

    /// Told when a layer is skipped because its transforms to the device overflow together.
    private static let undrawable = LoggedOnce()

    /// Draws `layer` in the current user space of `cr`, which must be its parent's coordinate space; subtrees
    /// outside `cull` (device pixels) are skipped.
    func draw(_ layer: RenderLayer, in cr: OpaquePointer, alpha: CGFloat = 1, cull: Cull = .everything,
              culledByParent: Bool = false) {
        DeepStack.run { place(layer, in: cr, alpha: alpha, cull: cull, culledByParent: culledByParent) }
    }

    private func place(_ layer: RenderLayer, in cr: OpaquePointer, alpha: CGFloat, cull: Cull, culledByParent: Bool) {
        guard let placement = layer.toParent.affine else {
            return drawProjective(layer, in: cr, alpha: alpha, cull: cull)
        }
        let opacity = layer.opacity * alpha
        guard opacity > 0 else { return }
        var user = cairo_matrix_t()
        cairo_get_matrix(cr, &user)
        if !culledByParent && !cull.rect.isInfinite {
            guard cull.intersects(layer.subtreeBounds.applying(placement.concatenating(user.affine))) else { return }
        }
        // A layer turned to show its back (its transform mirrors it) is culled unless double-sided; one collapsed
        // to a line or point shows nothing. One that cairo cannot place (collapsed, or finite transforms whose
        // product overflows) would put cairo's context in an error state for good.
        var matrix = cairo_matrix_t(placement), device = cairo_matrix_t()
        cairo_matrix_multiply(&device, &matrix, &user)
        let determinant = placement.a * placement.d - placement.b * placement.c
        guard DeviceGeometry.canDraw(under: placement), DeviceGeometry.canDraw(under: device.affine) else {
            if determinant == 0 { return }
            return Self.undrawable.notice(
                "CALayer: a layer placed on the screen by \(device.affine) cannot be drawn; it is skipped.")
        }
        if !layer.isDoubleSided && determinant < 0 { return }
        cairo_save(cr)
        cairo_transform(cr, &matrix)
        if let scale = layer.rasterization, !layer.subtreeAnimating, drawRasterized(layer, scale: scale, in: cr, alpha: alpha) {
            return cairo_restore(cr)
        }
        if let tint = layer.placement.tint, tint != (1, 1, 1, 1) {
            drawTinted(layer, tint, in: cr, alpha: alpha, cull: cull)
            return cairo_restore(cr)
        }
        let pathlessShadow = layer.shadow.flatMap { $0.path == nil ? $0 : nil }
        let grouped = layer.mask != nil || pathlessShadow != nil
            || (opacity < 1 && layer.allowsGroupOpacity && layer.paintedParts > 1)
        if grouped || layer.shadow != nil {
            // Cairo sizes groups and shadow masks to the clip: keep it to what this subtree paints.
            // An unbounded extent (part of the subtree behind the viewer) cannot be a cairo clip.
            let extent = layer.subtreeBounds
            if !extent.isNull, !extent.isInfinite, max(abs(extent.minX), abs(extent.maxX), abs(extent.minY), abs(extent.maxY)) < 1e7 {
                cairo_rectangle(cr, extent.minX, extent.minY, extent.width, extent.height)
                cairo_clip(cr)
            }
        }

        if let shadow = layer.shadow, let path = shadow.path, showsOwnLook(layer) {
            Self.clippingShadow(of: layer, cr) { drawShadow(of: path, shadow, alpha: opacity, cr) }
        }
        // A leaf whose look is kept as one bitmap needs no group to fade as one.
        let fadesAsOne = opacity == 1 || layer.allowsGroupOpacity || layer.paintedParts < 2
        if layer.transition == nil, layer.mask == nil, pathlessShadow == nil, fadesAsOne, layer.sublayers.isEmpty,
           layer.contents == nil, layer.drawing == nil, layer.backdrop == nil, drawKeptLook(of: layer, .whole, alpha: opacity, cr) {
            return cairo_restore(cr)
        }
        if let transition = layer.transition {
            drawTransition(transition, to: layer, cr, alpha: opacity, cull: cull)
        } else if grouped {
            cairo_push_group(cr)
            drawBody(layer, cr, alpha: 1, cull: cull)
            let body = cairo_pop_group(cr)!
            if let shadow = pathlessShadow {
                Self.clippingShadow(of: layer, cr) { Self.drawShadow(of: body, shadow, alpha: opacity, cr) }
            }
            if let mask = layer.mask {
                cairo_push_group(cr)
                draw(mask, in: cr)
                let coverage = cairo_pop_group(cr)!
                cairo_push_group(cr)
                cairo_set_source(cr, body)
                cairo_mask(cr, coverage)
                cairo_pop_group_to_source(cr)
                cairo_pattern_destroy(coverage)
            } else {
                cairo_set_source(cr, body)
            }
            cairo_paint_with_alpha(cr, opacity)
            cairo_pattern_destroy(body)
        } else {
            drawBody(layer, cr, alpha: opacity, cull: cull)
        }
        cairo_restore(cr)
    }

    /// A rasterized subtree's bitmap is kept for its render node at one resolution.
    struct RasterKey: Hashable {
        let node: ObjectIdentifier
        let resolution: CGFloat
    }

    /// Runs `draw` (a shadow) clipped to the layer's shape when the layer masks to its bounds: Core Animation's
    /// implicit mask hides the shadow outside them.
    private static func clippingShadow(of layer: RenderLayer, _ cr: OpaquePointer, _ draw: () -> Void) {
        guard layer.masksToBounds else { return draw() }
        cairo_save(cr)
        appendShape(layer, inset: 0, cr)
        cairo_clip(cr)
        draw()
        cairo_restore(cr)
    }

    /// Draws `layer` (already placed) from a cached bitmap of its subtree, made on first use at `scale` times the
    /// device's resolution and kept while its node is reused, that is while nothing in it changes. False, having
    /// drawn nothing, when the subtree's extent is unbounded or its bitmap would be too large: the layer is drawn
    /// as if not rasterized then.
    private func drawRasterized(_ layer: RenderLayer, scale: CGFloat, in cr: OpaquePointer, alpha: CGFloat) -> Bool {
        var user = cairo_matrix_t()
        cairo_get_matrix(cr, &user)
        let resolution = user.scale * scale
        let extent = layer.subtreeBounds
        guard resolution > 0, !extent.isNull, !extent.isInfinite else { return false }
        let key = RasterKey(node: ObjectIdentifier(layer), resolution: resolution)
        let bitmap = caches.rasterized.bitmap(for: key, owner: layer) {
            let width = Int(clamping: extent.width * resolution, rounding: .up)
            let height = Int(clamping: extent.height * resolution, rounding: .up)
            guard width > 0, height > 0, width <= ImageSurface.maximumSide, height <= ImageSurface.maximumSide,
                  width * height <= CALayer.maximumBackingPixels else { return nil }
            let surface = ImageSurface(width: width, height: height, format: .argb32)
            let offscreen = cairo_create(surface.pointer)!
            cairo_scale(offscreen, resolution, resolution)
            cairo_translate(offscreen, -extent.minX, -extent.minY)
            let inPlace = RenderLayer.Placement(fixed: .identity, instance: CATransform3DIdentity,
                                                parentFlipped: layer.placement.parentFlipped, tint: layer.placement.tint)
            draw(layer.replacing(inPlace, rasterized: false), in: offscreen)
            cairo_destroy(offscreen)
            surface.flush()
            return surface
        }
        guard let bitmap else { return false }
        cairo_save(cr)
        cairo_translate(cr, extent.minX, extent.minY)
        cairo_scale(cr, 1 / resolution, 1 / resolution)
        cairo_set_source_surface(cr, bitmap.pointer, 0, 0)
        cairo_paint_with_alpha(cr, alpha)
        cairo_restore(cr)
        return true
    }

    /// Draws `layer` (already placed) with its colours multiplied by `tint` and its alpha by the tint's alpha.
    private func drawTinted(_ layer: RenderLayer, _ tint: RenderLayer.Color, in cr: OpaquePointer,
                            alpha: CGFloat, cull: Cull) {
        let untinted = RenderLayer.Placement(fixed: .identity, instance: CATransform3DIdentity,
                                             parentFlipped: layer.placement.parentFlipped, tint: nil)
        cairo_push_group(cr)
        draw(layer.replacing(untinted, rasterized: false), in: cr, cull: cull, culledByParent: true)
        let body = cairo_pop_group(cr)!
        cairo_push_group(cr)
        cairo_set_source(cr, body)
        cairo_paint(cr)
        if (tint.r, tint.g, tint.b) != (1, 1, 1) {
            // Multiply the colour, then keep only what the subtree covered.
            cairo_set_operator(cr, CAIRO_OPERATOR_MULTIPLY)
            cairo_set_source_rgb(cr, tint.r, tint.g, tint.b)
            cairo_paint(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_DEST_IN)
            cairo_set_source(cr, body)
            cairo_paint(cr)
        }
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, tint.a * alpha)
        cairo_pattern_destroy(body)
    }

    /// Draws a transition from `transition.before` to `layer` at its progress: a cross-dissolve for `fade`;
    /// for the moving styles, the appearances slide by the layer's size from the subtype's side (the left
    /// by default); `oglFlip` turns the layer over; the page curls wrap a page round a cylinder (PageCurl.swift)
    /// from its bottom edge, or from its right edge with the subtype `fromRight`.
    private func drawTransition(_ transition: RenderLayer.Transition, to layer: RenderLayer,
                                _ cr: OpaquePointer, alpha: CGFloat, cull: Cull) {
        let p = min(max(transition.progress, 0), 1)
        let b = layer.bounds
        let (dx, dy): (CGFloat, CGFloat)
        switch transition.subtype {
        case .fromRight?: (dx, dy) = (b.width, 0)
        case .fromTop?: (dx, dy) = (0, -b.height)
        case .fromBottom?: (dx, dy) = (0, b.height)
        default: (dx, dy) = (-b.width, 0)
        }
        func body(_ node: RenderLayer, offset: CGFloat, fade: CGFloat, op: cairo_operator_t = CAIRO_OPERATOR_OVER) {
            cairo_push_group(cr)
            cairo_translate(cr, dx * offset, dy * offset)
            drawBody(node, cr, alpha: 1, cull: cull)
            cairo_pop_group_to_source(cr)
            cairo_set_operator(cr, op)
            cairo_paint_with_alpha(cr, fade)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        }
        cairo_push_group(cr)
        switch transition.type {
        case .oglFlip:
            // Turn the old appearance away to edge-on, then the new one in from the far side.
            let vertical = transition.subtype == .fromTop || transition.subtype == .fromBottom
            let sign: CGFloat = transition.subtype == .fromRight || transition.subtype == .fromBottom ? -1 : 1
            let (node, angle) = p < 0.5 ? (transition.before, p * .pi) : (layer, (p - 1) * .pi)
            var turn = CATransform3DIdentity
            turn.m34 = -1 / (2 * max(b.width, b.height, 1))
            turn = CATransform3DRotate(turn, sign * angle, vertical ? 1 : 0, vertical ? 0 : 1, 0)
            let aboutCentre = CATransform3DConcat(CATransform3DConcat(
                CATransform3DMakeTranslation(-b.midX, -b.midY, 0), turn), CATransform3DMakeTranslation(b.midX, b.midY, 0))
            let placement = RenderLayer.Placement(fixed: Homography(aboutCentre), instance: CATransform3DIdentity,
                                                  parentFlipped: false, tint: nil)
            draw(node.replacing(placement, rasterized: false, keepingTransition: false), in: cr, cull: cull)
        case .pageCurl:
            drawPageCurl(page: transition.before, under: layer, progress: p, across: transition.subtype == .fromRight, in: cr, cull: cull)
        case .pageUnCurl:
            drawPageCurl(page: layer, under: transition.before, progress: 1 - p, across: transition.subtype == .fromRight, in: cr, cull: cull)
        case .push:
            body(transition.before, offset: -p, fade: 1)
            body(layer, offset: 1 - p, fade: 1)
        case .moveIn:
            body(transition.before, offset: 0, fade: 1)
            body(layer, offset: 1 - p, fade: 1)
        case .reveal:
            body(layer, offset: 0, fade: 1)
            body(transition.before, offset: -p, fade: 1)
        default:
            // Adding the two faded appearances keeps their weights summing to one throughout.
            body(transition.before, offset: 0, fade: 1 - p)
            body(layer, offset: 0, fade: p, op: CAIRO_OPERATOR_ADD)
        }
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, alpha)
    }

    /// Whether the layer's own look is drawn: not where an opaque backdrop above hides it (`hiddenLooks`).
    private func showsOwnLook(_ layer: RenderLayer) -> Bool {
        hiddenLooks.isEmpty || !hiddenLooks.contains(ObjectIdentifier(layer))
    }

    /// Backdrop, background, contents, vector content, sublayers and border, in that order, each faded by `alpha`.
    func drawBody(_ layer: RenderLayer, _ cr: OpaquePointer, alpha: CGFloat, cull: Cull) {
        let ownLook = showsOwnLook(layer)
        // A backdrop scaled up straight into the frame has the background (a material's tint) folded in.
        var tinted = false
        if ownLook, let backdrop = layer.backdrop {
            tinted = Self.drawBackdrop(of: layer, backdrop, prepared: backdrops[ObjectIdentifier(layer)], alpha: alpha, cull: cull, cr)
        }
        if ownLook, !tinted, layer.backgroundColor != nil, !drawKeptLook(of: layer, .background, alpha: alpha, cr) {
            Self.fillBackground(of: layer, alpha: alpha, cr)
        }
        if layer.masksToBounds {
            cairo_save(cr)
            Self.appendShape(layer, inset: 0, cr)
            cairo_clip(cr)
        }
        if ownLook { Self.drawContent(of: layer, alpha: alpha, cr) }
        if cull.rect.isInfinite {
            for sublayer in layer.sublayers { draw(sublayer, in: cr, alpha: alpha, cull: cull) }
        } else {
            // The node remembers its children's device extents, so repeated passes test them without maths.
            var user = cairo_matrix_t()
            cairo_get_matrix(cr, &user)
            let device = Homography(user.affine)
            let meeting = layer.childDeviceExtents(under: device).meeting(cull)
            // Occlusion: the front-most sibling that covers the whole pass with opaque paint hides those below.
            var first = meeting.startIndex
            if alpha == 1, let covering = meeting.lastIndex(where: { layer.sublayers[$0].opaquelyCovers(cull.rect, under: device) }) {
                first = covering
            }
            for index in meeting[first...] {
                draw(layer.sublayers[index], in: cr, alpha: alpha, cull: cull, culledByParent: true)
            }
        }
        if layer.masksToBounds { cairo_restore(cr) }
        if layer.border != nil, !drawKeptLook(of: layer, .border, alpha: alpha, cr) {
            Self.strokeBorder(of: layer, alpha: alpha, cr)
        }
    }

    /// The layer's contents (cross-faded while they animate) and its vector content, faded by `alpha`.
    private static func drawContent(of layer: RenderLayer, alpha: CGFloat, _ cr: OpaquePointer) {
        if let fade = layer.contentsFade {
            // Adding the two faded images keeps their weights summing to one throughout.
            cairo_push_group(cr)
            if let from = fade.from { drawContents(from, of: layer, alpha: 1 - fade.fraction, cr) }
            cairo_set_operator(cr, CAIRO_OPERATOR_ADD)
            if let to = layer.contents { drawContents(to, of: layer, alpha: fade.fraction, cr) }
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, alpha)
        } else if let contents = layer.contents {
            drawContents(contents, of: layer, alpha: alpha, cr)
        }
        if let drawing = layer.drawing {
            cairo_save(cr)
            drawing.draw(in: cr, bounds: layer.bounds, alpha: alpha)
            cairo_restore(cr)
        }
    }

    /// Fills the background colour over the layer's shape.
    static func fillBackground(of layer: RenderLayer, alpha: CGFloat, _ cr: OpaquePointer) {
        guard let color = layer.backgroundColor else { return }
        appendShape(layer, inset: 0, cr)
        setSource(color, alpha, cr)
        cairo_fill(cr)
    }

    /// Strokes the border inside the layer's shape.
    static func strokeBorder(of layer: RenderLayer, alpha: CGFloat, _ cr: OpaquePointer) {
        guard let border = layer.border else { return }
        setSource(border.color, alpha, cr)
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        guard DeviceGeometry.isNear(layer.bounds, under: matrix.affine),
              DeviceGeometry.clampedLength(border.width, in: cr) == border.width else {
            // A border too wide or a layer too large for cairo to stroke: the ring between the shape and the shape
            // inset by the width.
            appendShape(layer, inset: 0, cr)
            appendShape(layer, inset: border.width, cr)
            cairo_save(cr)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
            cairo_fill(cr)
            return cairo_restore(cr)
        }
        // The border lies inside the bounds: stroke along a path inset by half its width.
        appendShape(layer, inset: border.width / 2, cr)
        cairo_set_line_width(cr, border.width)
        cairo_stroke(cr)
    }

    static func setSource(_ c: RenderLayer.Color, _ alpha: CGFloat, _ cr: OpaquePointer) {
        cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a * alpha)
    }

    /// The bounds, inset, with the masked corners rounded by the corner radius (less the inset).
    static func appendShape(_ layer: RenderLayer, inset: CGFloat, _ cr: OpaquePointer) {
        shape(of: layer, inset: inset).append(to: cr)
    }

    private static func shape(of layer: RenderLayer, inset: CGFloat) -> LayerShape {
        LayerShape(layer.bounds.insetBy(dx: inset, dy: inset), radius: layer.cornerRadius - inset,
                   corners: layer.maskedCorners)
    }

    static func appendPath(_ path: CGPath, _ cr: OpaquePointer) {
        path.applyWithBlock { element in
            let p = element.pointee.points
            switch element.pointee.type {
            case .moveToPoint: cairo_move_to(cr, p[0].x, p[0].y)
            case .addLineToPoint: cairo_line_to(cr, p[0].x, p[0].y)
            case .addQuadCurveToPoint:
                var x0 = 0.0, y0 = 0.0
                cairo_get_current_point(cr, &x0, &y0)
                cairo_curve_to(cr, x0 + 2 / 3 * (p[0].x - x0), y0 + 2 / 3 * (p[0].y - y0),
                               p[1].x + 2 / 3 * (p[0].x - p[1].x), p[1].y + 2 / 3 * (p[0].y - p[1].y), p[1].x, p[1].y)
            case .addCurveToPoint: cairo_curve_to(cr, p[0].x, p[0].y, p[1].x, p[1].y, p[2].x, p[2].y)
            case .closeSubpath: cairo_close_path(cr)
            }
        }
    }

    // MARK: Contents

    /// Draws `contents` in `layer`'s bounds. Under an odd number of flipped ancestors an image is drawn flipped
    /// back, so that it stays upright.
    private static func drawContents(_ contents: RenderLayer.Contents, of layer: RenderLayer, alpha: CGFloat,
                                     _ cr: OpaquePointer) {
        let flipsBack = layer.flippedAbove && contents.isImage
        if flipsBack {
            cairo_save(cr)
            cairo_translate(cr, 0, layer.bounds.minY + layer.bounds.maxY)
            cairo_scale(cr, 1, -1)
        }
        drawContents(contents, in: layer.bounds, flipped: layer.isGeometryFlipped != flipsBack, alpha: alpha, cr)
        if flipsBack { cairo_restore(cr) }
    }

    /// Places the contents by gravity and draws them, stretching the middle of a nine-part grid when
    /// `contentsCenter` is not the whole image and the gravity resizes (fitting or filling, too).
    private static func drawContents(_ c: RenderLayer.Contents, in bounds: CGRect, flipped: Bool, alpha: CGFloat,
                                     _ cr: OpaquePointer) {
        let pixelW = CGFloat(c.surface.width), pixelH = CGFloat(c.surface.height)
        let source = CGRect(x: c.rect.minX * pixelW, y: c.rect.minY * pixelH,
                            width: c.rect.width * pixelW, height: c.rect.height * pixelH)
        guard source.width > 0, source.height > 0, bounds.width > 0, bounds.height > 0 else { return }
        let dest = destination(of: c, in: bounds, flipped: flipped)
        let natural = CGSize(width: source.width / c.scale, height: source.height / c.scale)
        let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
        let magnified = dest.width > natural.width || dest.height > natural.height
        let filter = (magnified ? c.nearestWhenMagnified : c.nearestWhenMinified) ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD
        guard c.center != unit, [.resize, .resizeAspect, .resizeAspectFill].contains(c.gravity) else {
            return drawImage(c.surface, from: source, to: dest, filter: filter, alpha: alpha, cr)
        }
        // Nine parts: the corners keep their size (shrunk evenly if the layer is too small), the edges stretch
        // along one axis and the centre along both.
        let xs = cuts(source.minX, source.width, c.center.minX, c.center.maxX)
        let ys = cuts(source.minY, source.height, c.center.minY, c.center.maxY)
        let dxs = destinationCuts(dest.minX, dest.width, xs, scale: c.scale)
        let dys = destinationCuts(dest.minY, dest.height, ys, scale: c.scale)
        for i in 0..<3 {
            for j in 0..<3 {
                let from = CGRect(x: xs[i], y: ys[j], width: xs[i + 1] - xs[i], height: ys[j + 1] - ys[j])
                let to = CGRect(x: dxs[i], y: dys[j], width: dxs[i + 1] - dxs[i], height: dys[j + 1] - dys[j])
                if from.width > 0, from.height > 0, to.width > 0, to.height > 0 {
                    drawImage(c.surface, from: from, to: to, filter: filter, alpha: alpha, cr)
                }
            }
        }
    }

    /// Where the contents are drawn in `bounds`.
    static func destination(of c: RenderLayer.Contents, in bounds: CGRect, flipped: Bool) -> CGRect {
        let natural = CGSize(width: CGFloat(c.surface.width) * c.rect.width / c.scale,
                             height: CGFloat(c.surface.height) * c.rect.height / c.scale)
        guard natural.width > 0, natural.height > 0 else { return bounds }
        return place(natural, in: bounds, gravity: c.gravity, flipped: flipped)
    }

    /// The four source coordinates of a nine-part grid along one axis.
    private static func cuts(_ start: CGFloat, _ length: CGFloat, _ lo: CGFloat, _ hi: CGFloat) -> [CGFloat] {
        let a = start + min(max(lo, 0), 1) * length, b = start + min(max(hi, 0), 1) * length
        return [start, a, max(a, b), start + length]
    }

    private static func destinationCuts(_ start: CGFloat, _ length: CGFloat, _ source: [CGFloat], scale: CGFloat)
        -> [CGFloat] {
        var head = (source[1] - source[0]) / scale, tail = (source[3] - source[2]) / scale
        if head + tail > length, head + tail > 0 {
            let shrink = length / (head + tail)
            head *= shrink
            tail *= shrink
        }
        return [start, start + head, start + length - tail, start + length]
    }

    /// Where an image of `size` points goes in `bounds`. Core Animation's top is maximum y, so `.top` is the
    /// bottom edge in y-down coordinates unless the layer's geometry is flipped.
    private static func place(_ size: CGSize, in bounds: CGRect, gravity: CALayerContentsGravity, flipped: Bool) -> CGRect {
        switch gravity {
        case .resize: return bounds
        case .resizeAspect, .resizeAspectFill:
            let sx = bounds.width / size.width, sy = bounds.height / size.height
            let s = gravity == .resizeAspect ? min(sx, sy) : max(sx, sy)
            let fitted = CGSize(width: size.width * s, height: size.height * s)
            return CGRect(x: bounds.midX - fitted.width / 2, y: bounds.midY - fitted.height / 2,
                          width: fitted.width, height: fitted.height)
        default:
            let name = gravity.rawValue.lowercased()
            let x = name.hasSuffix("left") ? bounds.minX
                : name.hasSuffix("right") ? bounds.maxX - size.width : bounds.midX - size.width / 2
            let towardsMaxY = name.hasPrefix("top") != flipped
            let vertical = name.hasPrefix("top") || name.hasPrefix("bottom")
            let y = !vertical ? bounds.midY - size.height / 2
                : towardsMaxY ? bounds.maxY - size.height : bounds.minY
            return CGRect(x: x, y: y, width: size.width, height: size.height)
        }
    }

    /// Draws the `from` pixels of `surface` stretched over `to`.
    private static func drawImage(_ surface: ImageSurface, from: CGRect, to: CGRect, filter: cairo_filter_t,
                                  alpha: CGFloat, _ cr: OpaquePointer) {
        let sx = from.width / to.width, sy = from.height / to.height
        var matrix = cairo_matrix_t(xx: sx, yx: 0, xy: 0, yy: sy, x0: from.minX - to.minX * sx, y0: from.minY - to.minY * sy)
        var user = cairo_matrix_t(), fromDevice = cairo_matrix_t()
        cairo_get_matrix(cr, &user)
        guard cairo_matrix_invert(&user) == CAIRO_STATUS_SUCCESS else { return }
        cairo_matrix_multiply(&fromDevice, &user, &matrix)
        // Pixman holds the image's matrix in 16.16 fixed point: a device pixel spanning more than 2¹⁵ image pixels
        // is past it (and the image, a fraction of a pixel on the device, shows nothing); one spanning less than
        // about 2⁻¹⁴ of an image pixel rounds to a singular matrix, which cairo reports as out of memory, for good.
        let spans = [hypot(fromDevice.xx, fromDevice.yx), hypot(fromDevice.xy, fromDevice.yy)]
        guard spans.allSatisfy({ $0.isFinite && $0 < 32_768 }) else { return }
        cairo_save(cr)
        LayerShape(to, radius: 0, corners: []).append(to: cr)
        cairo_clip(cr)
        if spans.contains(where: { $0 < 1.0 / 16_384 }) {
            // Magnified so much that what the clip shows is one image pixel, or the edge between two: painted
            // with the one under the clip's centre.
            var (x0, y0, x1, y1) = (0.0, 0.0, 0.0, 0.0)
            cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
            var (x, y) = ((x0 + x1) / 2, (y0 + y1) / 2)
            cairo_matrix_transform_point(&matrix, &x, &y)
            let column = Int(clamping: x, rounding: .down, within: 0...surface.width - 1)
            let row = Int(clamping: y, rounding: .down, within: 0...surface.height - 1)
            let c = surface.color(x: column, y: row)
            cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a)
        } else {
            let pattern = cairo_pattern_create_for_surface(surface.pointer)!
            cairo_pattern_set_matrix(pattern, &matrix)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            cairo_pattern_set_filter(pattern, filter)
            // A pattern whose matrix cairo cannot invert is in error, and would put the context in error for good.
            guard cairo_pattern_status(pattern) == CAIRO_STATUS_SUCCESS else {
                cairo_pattern_destroy(pattern)
                return cairo_restore(cr)
            }
            cairo_set_source(cr, pattern)
            cairo_pattern_destroy(pattern)
        }
        cairo_paint_with_alpha(cr, alpha)
        cairo_restore(cr)
    }
}
