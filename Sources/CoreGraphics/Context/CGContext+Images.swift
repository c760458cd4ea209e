@_implementationOnly import CCairo

extension CGContext {
    /// Draws `image` scaled to fill `rect`, upright in user space: its first row along `rect.maxY`.
    /// An image mask is painted in the fill colour.
    public func draw(_ image: CGImage, in rect: CGRect) { draw(image, in: rect, byTiling: false) }

    /// Draws `image` into `rect`, or, when tiling, repeats it in tiles the size of `rect`, anchored at
    /// `rect`'s origin, across the whole clip.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool) {
        guard canDraw, rect.isFinite, rect.width != 0, rect.height != 0 else { return }
        let pattern = imagePattern(image.surface(redBlueSwapped: target.swapsRedAndBlue), image, in: rect,
                                   tiled: byTiling)
        defer { cairo_pattern_destroy(pattern) }
        withSeparatePath {
            render {
                cairo_save(cr)
                if !byTiling {
                    addRect(rect)
                    cairo_clip(cr)
                }
                if image.isMask {
                    setSource(state.fill)
                    cairo_mask(cr, pattern)
                } else {
                    cairo_set_source(cr, pattern)
                    cairo_paint_with_alpha(cr, state.alpha)
                }
                cairo_restore(cr)
            }
        }
    }

    /// A pattern that maps `surface` (the pixels of `image`) onto `rect` in the current user space.
    func imagePattern(_ surface: ImageSurface, _ image: CGImage, in rect: CGRect, tiled: Bool) -> OpaquePointer {
        let pattern = cairo_pattern_create_for_surface(surface.pointer)!
        // User space to image pixels: x from minX, y from maxY downwards (row 0 is the top).
        let r = rect.standardized
        let sx = CGFloat(image.width) / r.width, sy = CGFloat(image.height) / r.height
        var matrix = Self.cairoMatrix(CGAffineTransform(a: sx, b: 0, c: 0, d: -sy, tx: -r.minX * sx, ty: r.maxY * sy))
        cairo_pattern_set_matrix(pattern, &matrix)
        // Padding keeps edge pixels opaque up to the rectangle's border instead of fading into transparency.
        cairo_pattern_set_extend(pattern, tiled ? CAIRO_EXTEND_REPEAT : CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, filter(for: image))
        return pattern
    }

    private func filter(for image: CGImage) -> cairo_filter_t {
        guard image.shouldInterpolate else { return CAIRO_FILTER_NEAREST }
        switch state.interpolation {
        case .none: return CAIRO_FILTER_NEAREST
        case .low: return CAIRO_FILTER_FAST
        case .default, .medium: return CAIRO_FILTER_GOOD
        case .high: return CAIRO_FILTER_BEST
        }
    }
}
