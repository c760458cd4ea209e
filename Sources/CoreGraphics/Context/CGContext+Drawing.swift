@_implementationOnly import CCairo

extension CGContext {
    // MARK: Painting the current path

    /// Fills the current path with the fill colour, then clears the path.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        drawPath(using: rule == .winding ? .fill : .eoFill)
    }

    /// Strokes the current path with the stroke colour, then clears the path.
    public func strokePath() { drawPath(using: .stroke) }

    /// Paints the current path as `mode` says, then clears the path.
    public func drawPath(using mode: CGPathDrawingMode) {
        guard canDraw else { return cairo_new_path(cr) }
        let fills = mode != .stroke
        let strokes = mode == .stroke || mode == .fillStroke || mode == .eoFillStroke
        cairo_set_fill_rule(cr, mode == .eoFill || mode == .eoFillStroke ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        render {
            if fills {
                let pattern = setPaint(state.fill, state.fillPattern)
                if strokes { cairo_fill_preserve(cr) } else { cairo_fill(cr) }
                if let pattern { cairo_pattern_destroy(pattern) }
            }
            if strokes {
                let pattern = setPaint(state.stroke, state.strokePattern)
                DeviceGeometry.stroke(cr)
                if let pattern { cairo_pattern_destroy(pattern) }
            }
        }
        cairo_new_path(cr)
    }

    /// Fills the area `rect` encloses, clearing the current path.
    public func fill(_ rect: CGRect) { fill([rect]) }

    /// Fills the rectangles, clearing the current path.
    public func fill(_ rects: [CGRect]) {
        beginPath()
        addRects(rects)
        fillPath()
    }

    /// Fills the ellipse inscribed in `rect`, clearing the current path.
    public func fillEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        fillPath()
    }

    /// Strokes `rect`, clearing the current path.
    public func stroke(_ rect: CGRect) {
        beginPath()
        addRect(rect)
        strokePath()
    }

    /// Strokes `rect` with line width `width`, clearing the current path.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState()
        setLineWidth(width)
        stroke(rect)
        restoreGState()
    }

    /// Strokes the ellipse inscribed in `rect`, clearing the current path.
    public func strokeEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        strokePath()
    }

    /// Strokes a line segment between each pair of points, clearing the current path.
    public func strokeLineSegments(between points: [CGPoint]) {
        beginPath()
        var i = 0
        while i + 1 < points.count {
            if points[i].isFinite, points[i + 1].isFinite {
                move(to: points[i])
                addLine(to: points[i + 1])
            }
            i += 2
        }
        strokePath()
    }

    /// Makes `rect` transparent (the clip still applies; alpha, shadow and blend mode do not).
    public func clear(_ rect: CGRect) {
        guard canDraw, rect.isFinite else { return }
        withSeparatePath {
            cairo_save(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
            addRect(rect)
            cairo_fill(cr)
            cairo_restore(cr)
        }
        didDraw()
    }

    /// Runs `body` with an empty path, then puts the current path back.
    func withSeparatePath(_ body: () -> Void) {
        guard !isPathEmpty, let saved = cairo_copy_path(cr) else { return body() }
        cairo_new_path(cr)
        body()
        cairo_new_path(cr)
        cairo_append_path(cr, saved)
        cairo_path_destroy(saved)
    }

    // MARK: Clipping

    /// Intersects the clip with the current path under `rule`, then clears the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        guard canDraw else { return cairo_new_path(cr) }
        cairo_set_fill_rule(cr, rule == .winding ? CAIRO_FILL_RULE_WINDING : CAIRO_FILL_RULE_EVEN_ODD)
        cairo_clip(cr)
    }

    /// Intersects the clip with `rect`.
    public func clip(to rect: CGRect) { clip(to: [rect]) }

    /// Intersects the clip with the union of `rects`.
    public func clip(to rects: [CGRect]) {
        withSeparatePath {
            addRects(rects)
            // An empty list clips everything away, as Quartz does.
            if isPathEmpty { addRect(.zero) }
            clip()
        }
    }

    /// The bounding box of the clip in user space.
    public var boundingBoxOfClipPath: CGRect {
        guard canDraw else { return .zero }
        var (x0, y0, x1, y1) = (0.0, 0.0, 0.0, 0.0)
        cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    // MARK: The drawing pipeline

    /// Draws with `body`, which paints with cairo's current source, honouring the blend mode, the shadow
    /// and any image-mask clip. Global alpha is the body's business (folded into colours or painted with).
    /// UIKit draws text and pattern fills through `cr` inside it.
    package func render(_ body: () -> Void) {
        guard canDraw else { return }
        if state.shadow == nil && state.clipMask == nil {
            cairo_set_operator(cr, Self.cairoOperator(state.blendMode))
            body()
        } else {
            cairo_push_group(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            body()
            let group = cairo_pop_group(cr)!
            composite(group, alpha: 1)
            cairo_pattern_destroy(group)
        }
        didDraw()
    }

    /// Paints a finished group: its shadow first, then the group itself, through the clip mask, with the
    /// blend mode and `alpha`.
    func composite(_ group: OpaquePointer, alpha: CGFloat) {
        if let shadow = state.shadow { drawShadow(of: group, shadow, alpha: alpha) }
        cairo_save(cr)
        cairo_set_operator(cr, Self.cairoOperator(state.blendMode))
        cairo_set_source(cr, group)
        if let mask = state.clipMask {
            if alpha < 1 {
                cairo_push_group(cr)
                cairo_set_source(cr, group)
                cairo_paint_with_alpha(cr, alpha)
                cairo_pop_group_to_source(cr)
            }
            // The mask is in device pixels: identity user space after the source is locked in.
            cairo_identity_matrix(cr)
            cairo_mask_surface(cr, mask.pointer, 0, 0)
        } else {
            cairo_paint_with_alpha(cr, alpha)
        }
        cairo_restore(cr)
    }

    /// Writes drawing done through `cr` directly back to the caller's memory, when the bitmap is mirrored.
    package func didDraw() {
        hasDrawn = true
        if case .bitmap(let store) = target { store.didDraw() }
    }

    static func cairoOperator(_ mode: CGBlendMode) -> cairo_operator_t {
        switch mode {
        case .normal, .plusDarker: return CAIRO_OPERATOR_OVER
        case .multiply: return CAIRO_OPERATOR_MULTIPLY
        case .screen: return CAIRO_OPERATOR_SCREEN
        case .overlay: return CAIRO_OPERATOR_OVERLAY
        case .darken: return CAIRO_OPERATOR_DARKEN
        case .lighten: return CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: return CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: return CAIRO_OPERATOR_COLOR_BURN
        case .softLight: return CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: return CAIRO_OPERATOR_HARD_LIGHT
        case .difference: return CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: return CAIRO_OPERATOR_EXCLUSION
        case .hue: return CAIRO_OPERATOR_HSL_HUE
        case .saturation: return CAIRO_OPERATOR_HSL_SATURATION
        case .color: return CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: return CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: return CAIRO_OPERATOR_CLEAR
        case .copy: return CAIRO_OPERATOR_SOURCE
        case .sourceIn: return CAIRO_OPERATOR_IN
        case .sourceOut: return CAIRO_OPERATOR_OUT
        case .sourceAtop: return CAIRO_OPERATOR_ATOP
        case .destinationOver: return CAIRO_OPERATOR_DEST_OVER
        case .destinationIn: return CAIRO_OPERATOR_DEST_IN
        case .destinationOut: return CAIRO_OPERATOR_DEST_OUT
        case .destinationAtop: return CAIRO_OPERATOR_DEST_ATOP
        case .xor: return CAIRO_OPERATOR_XOR
        case .plusLighter: return CAIRO_OPERATOR_ADD
        }
    }
}
