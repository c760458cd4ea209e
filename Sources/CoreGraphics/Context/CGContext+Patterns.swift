@_implementationOnly import CCairo

extension CGContext {
    /// A pattern set as the fill or stroke, with the components it was set with: alpha for a coloured pattern,
    /// the stencil's colour (then alpha) in the base space for an uncoloured one.
    struct PatternPaint {
        let pattern: CGPattern
        let color: RGBA

        /// The paint `components` give `pattern`, an uncoloured one's colour read in `base`; `nil` when they
        /// are not a colour.
        init?(_ pattern: CGPattern, components: UnsafePointer<CGFloat>, base: CGColorSpace) {
            let color: RGBA
            if pattern.isColored {
                color = RGBA(r: 0, g: 0, b: 0, a: components[0])
            } else {
                guard let stencil = CGColor(colorSpace: base, components: components) else { return nil }
                color = RGBA(stencil)
            }
            guard color.isFinite else { return nil }
            self.pattern = pattern
            self.color = color.clamped
        }
    }

    /// Fills with `pattern`: `colorComponents` is its alpha for a coloured pattern, or for an uncoloured one the
    /// colour to paint it in, in the base space of the fill colour space (`setFillColorSpace(_:)`; device RGB
    /// when none was set), then alpha.
    public func setFillPattern(_ pattern: CGPattern, colorComponents: UnsafePointer<CGFloat>) {
        setPattern(pattern, colorComponents, base: state.fillSpace?.baseColorSpace, \.fillPattern)
    }

    /// Strokes with `pattern`, as `setFillPattern(_:colorComponents:)` fills.
    public func setStrokePattern(_ pattern: CGPattern, colorComponents: UnsafePointer<CGFloat>) {
        setPattern(pattern, colorComponents, base: state.strokeSpace?.baseColorSpace, \.strokePattern)
    }

    private func setPattern(_ pattern: CGPattern, _ components: UnsafePointer<CGFloat>, base: CGColorSpace?,
                            _ slot: WritableKeyPath<GState, PatternPaint?>) {
        guard let paint = PatternPaint(pattern, components: components, base: base ?? .deviceRGB) else { return }
        state[keyPath: slot] = paint
    }

    /// Makes the fill's or stroke's colour, or its pattern when one is set, cairo's source; returns the cairo
    /// pattern to destroy once painted. A pattern that cannot be drawn paints nothing.
    func setPaint(_ color: RGBA, _ paint: PatternPaint?) -> OpaquePointer? {
        guard let paint else {
            setSource(color)
            return nil
        }
        guard let source = setSource(paint) else {
            cairo_set_source_rgba(cr, 0, 0, 0, 0)
            return nil
        }
        return source
    }

    /// Makes the pattern `paint` cairo's source, its cells drawn at the device resolution of the current CTM;
    /// returns the cairo pattern, which the caller destroys, or `nil` when nothing can be drawn.
    func setSource(_ paint: PatternPaint) -> OpaquePointer? {
        let pattern = paint.pattern
        // Pattern space to cairo device space: the cells are drawn at that scale, in whole pixels a step so that
        // they repeat without seams.
        let toDevice = pattern.matrix.concatenating(state.ctm).concatenating(base)
        let scaleX = hypot(toDevice.a, toDevice.b), scaleY = hypot(toDevice.c, toDevice.d)
        let limit = CGFloat(CGContext.maximumPatternCellSide)
        let width = Int(min(max((pattern.xStep * scaleX).rounded(.up), 1), limit))
        let height = Int(min(max((pattern.yStep * scaleY).rounded(.up), 1), limit))
        guard pattern.xStep > 0, pattern.yStep > 0, let cell = CGContext(
            data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0, space: .deviceRGB,
            bitmapInfo: swapsRedAndBlue ? CGImageAlphaInfo.premultipliedLast.rawValue
                : CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue),
            let surface = cell.ownedSurface
        else { return nil }
        let (cellWidth, cellHeight) = (CGFloat(width), CGFloat(height))
        let cellScaleX = cellWidth / pattern.xStep, cellScaleY = cellHeight / pattern.yStep
        // The cell's pixels run the way the device's do, so that an upright, unrotated pattern reaches the
        // device by a translation, which pixman repeats fastest (a flip costs it twice the time): pattern
        // point p lands on pixel ((p − origin) × scale), counted from the far edge along an axis the device
        // runs the other way.
        let flipsX = toDevice.a < 0, flipsY = toDevice.d < 0
        // The cell context's own base flips its y once more.
        cell.translateBy(x: flipsX ? cellWidth : 0, y: flipsY ? 0 : cellHeight)
        cell.scaleBy(x: flipsX ? -cellScaleX : cellScaleX, y: flipsY ? cellScaleY : -cellScaleY)
        cell.translateBy(x: -pattern.bounds.minX, y: -pattern.bounds.minY)
        cell.clip(to: pattern.bounds)
        pattern.drawCell(in: cell)
        cell.synchronize()
        // A stencil takes the colour, a coloured cell the alpha; both take the global alpha.
        cairo_save(cell.cr)
        cairo_identity_matrix(cell.cr)
        cairo_reset_clip(cell.cr)
        let c = paint.color
        if pattern.isColored {
            cairo_set_operator(cell.cr, CAIRO_OPERATOR_DEST_IN)
            cairo_set_source_rgba(cell.cr, 0, 0, 0, c.a * state.alpha)
        } else {
            cairo_set_operator(cell.cr, CAIRO_OPERATOR_IN)
            let (r, b) = swapsRedAndBlue ? (c.b, c.r) : (c.r, c.b)
            cairo_set_source_rgba(cell.cr, r, c.g, b, c.a * state.alpha)
        }
        cairo_paint(cell.cr)
        cairo_restore(cell.cr)
        cairo_surface_flush(surface.pointer)

        let source = cairo_pattern_create_for_surface(surface.pointer)!
        // Cairo's user space (Quartz's) to the cell's pixels.
        let toCell = pattern.matrix.inverted()
            .concatenating(CGAffineTransform(translationX: -pattern.bounds.minX, y: -pattern.bounds.minY))
            .concatenating(CGAffineTransform(scaleX: flipsX ? -cellScaleX : cellScaleX, y: flipsY ? -cellScaleY : cellScaleY))
            .concatenating(CGAffineTransform(translationX: flipsX ? cellWidth : 0, y: flipsY ? cellHeight : 0))
        var matrix = CGContext.cairoMatrix(toCell)
        cairo_pattern_set_matrix(source, &matrix)
        cairo_pattern_set_extend(source, CAIRO_EXTEND_REPEAT)
        cairo_set_source(cr, source)
        return source
    }

    /// The longest side, in pixels, a pattern's cell is drawn at.
    static let maximumPatternCellSide = 4_096
}
