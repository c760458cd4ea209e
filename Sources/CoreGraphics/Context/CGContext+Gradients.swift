@_implementationOnly import CCairo

extension CGContext {
    /// Fills the clip with a linear gradient from `start` to `end`: bands perpendicular to the axis, and
    /// beyond the ends only where `options` say.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint,
                                   options: CGGradientDrawingOptions) {
        guard canDraw, start.isFinite, end.isFinite else { return }
        let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)!
        paintGradient(gradient, pattern, options) {
            // A half-plane beyond the start or end, as a large quadrilateral.
            let (dx, dy) = (end.x - start.x, end.y - start.y)
            let length = hypot(dx, dy)
            guard length > 0 else { return }
            let (ux, uy) = (dx / length, dy / length)
            let reach = clipReach
            func halfPlane(at p: CGPoint, towards sign: CGFloat) {
                let a = CGPoint(x: p.x - uy * reach, y: p.y + ux * reach)
                let b = CGPoint(x: p.x + uy * reach, y: p.y - ux * reach)
                let push = CGPoint(x: ux * reach * sign, y: uy * reach * sign)
                addLines(between: [a, b, CGPoint(x: b.x + push.x, y: b.y + push.y), CGPoint(x: a.x + push.x, y: a.y + push.y)])
                closePath()
            }
            if !options.contains(.drawsBeforeStartLocation) { halfPlane(at: start, towards: -1) }
            if !options.contains(.drawsAfterEndLocation) { halfPlane(at: end, towards: 1) }
        }
    }

    /// Fills the clip with a radial gradient between two circles; beyond them only where `options` say.
    ///
    /// Extending one way only is exact when one circle contains the other; for other pairs the region
    /// clipped away is the start circle's inside (no `drawsBeforeStartLocation`) or the end circle's
    /// outside (no `drawsAfterEndLocation`).
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {
        guard canDraw, startCenter.isFinite, endCenter.isFinite, startRadius.isFinite, endRadius.isFinite,
              startRadius >= 0, endRadius >= 0 else { return }
        let pattern = cairo_pattern_create_radial(startCenter.x, startCenter.y, startRadius,
                                                  endCenter.x, endCenter.y, endRadius)!
        paintGradient(gradient, pattern, options, keepsRegion: true) {
            let growing = endRadius >= startRadius
            let (inner, innerRadius) = growing ? (startCenter, startRadius) : (endCenter, endRadius)
            let (outer, outerRadius) = growing ? (endCenter, endRadius) : (startCenter, startRadius)
            let beforeIsInside = growing
            let drawsInside = options.contains(beforeIsInside ? .drawsBeforeStartLocation : .drawsAfterEndLocation)
            let drawsOutside = options.contains(beforeIsInside ? .drawsAfterEndLocation : .drawsBeforeStartLocation)
            // Clip regions are built so that an even-odd fill keeps what may be painted.
            if !drawsOutside {
                addEllipse(in: CGRect(x: outer.x - outerRadius, y: outer.y - outerRadius,
                                      width: 2 * outerRadius, height: 2 * outerRadius))
            } else {
                addRect(CGRect(x: -clipReach, y: -clipReach, width: 2 * clipReach, height: 2 * clipReach)
                    .offsetBy(dx: inner.x, dy: inner.y))
            }
            if !drawsInside, innerRadius > 0 {
                addEllipse(in: CGRect(x: inner.x - innerRadius, y: inner.y - innerRadius,
                                      width: 2 * innerRadius, height: 2 * innerRadius))
            }
        }
    }

    /// How far beyond the clip a clipping shape must reach, in user space.
    private var clipReach: CGFloat {
        let box = boundingBoxOfClipPath
        return 2 * (hypot(box.width, box.height) + abs(box.minX) + abs(box.minY)) + 1
    }

    /// Paints `pattern` with the gradient's stops through the clip. With one-sided options, `region` adds
    /// a path: the parts to exclude (linear), or, with `keepsRegion`, an even-odd shape of the part to keep.
    private func paintGradient(_ gradient: CGGradient, _ pattern: OpaquePointer, _ options: CGGradientDrawingOptions,
                               keepsRegion: Bool = false, region: () -> Void) {
        defer { cairo_pattern_destroy(pattern) }
        for stop in gradient.paintedStops {
            let (r, b) = target.swapsRedAndBlue ? (stop.blue, stop.red) : (stop.red, stop.blue)
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, r, stop.green, b, stop.alpha)
        }
        let both: CGGradientDrawingOptions = [.drawsBeforeStartLocation, .drawsAfterEndLocation]
        cairo_pattern_set_extend(pattern, options.isEmpty ? CAIRO_EXTEND_NONE : CAIRO_EXTEND_PAD)
        withSeparatePath {
            render {
                cairo_save(cr)
                if !options.isEmpty && !options.contains(both) {
                    if keepsRegion {
                        region()
                        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
                        cairo_clip(cr)
                    } else {
                        // Everything but the excluded half-planes: a frame around the clip, then the holes.
                        let reach = clipReach
                        addRect(CGRect(x: -reach, y: -reach, width: 2 * reach, height: 2 * reach))
                        region()
                        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
                        cairo_clip(cr)
                    }
                }
                cairo_set_source(cr, pattern)
                cairo_paint_with_alpha(cr, state.alpha)
                cairo_restore(cr)
            }
        }
    }
}
