@_implementationOnly import CCairo

extension CGContext {
    // MARK: Shadows

    /// Turns on a shadow of black at one-third alpha; `offset` and `blur` are in base space.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3))
    }

    /// Turns on a shadow of `color` (`nil` turns shadows off); `offset` and `blur` are in base space, so the
    /// CTM does not change them.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard let color, offset.width.isFinite, offset.height.isFinite, blur.isFinite else {
            state.shadow = nil
            return
        }
        let rgba = RGBA(color)
        state.shadow = rgba.a > 0 && rgba.isFinite ? Shadow(offset: offset, blur: max(blur, 0), color: rgba) : nil
    }

    /// Paints the shadow of a finished group: its alpha, blurred, offset and filled with the shadow colour.
    func drawShadow(of group: OpaquePointer, _ shadow: Shadow, alpha: CGFloat) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_set_operator(cr, Self.cairoOperator(state.blendMode))
        let color = shadow.color
        let (r, b) = target.swapsRedAndBlue ? (color.b, color.r) : (color.r, color.b)
        cairo_set_source_rgba(cr, r, color.g, b, color.a * alpha)
        // Quartz's blur is a Gaussian whose standard deviation is half the blur value; the offset is in base space.
        let offset = shadow.offset.applying(base)
        paintShadow(of: group, in: cr, sigma: Double(shadow.blur) / 2, offset: (offset.width, offset.height),
                    maximumPixels: BitmapStore.maximumBytes)
    }

    // MARK: Clipping to a mask

    /// Intersects the clip with `rect` and with `mask` drawn into it: an image mask clips where it would
    /// paint; a gray image acts as alpha (white keeps, black removes).
    public func clip(to rect: CGRect, mask: CGImage) {
        guard canDraw, rect.isFinite, !rect.isNull else { return }
        let (width, height) = deviceSize
        let surface = ImageSurface(width: width, height: height, format: .a8)
        let maskContext = cairo_create(surface.pointer)!
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        cairo_set_matrix(maskContext, &matrix)
        let source = mask.isMask ? mask.surface : Self.alphaFromGray(mask.surface)
        let pattern = imagePattern(source, mask, in: rect, tiled: false)
        cairo_set_source(maskContext, pattern)
        cairo_pattern_destroy(pattern)
        cairo_rectangle(maskContext, rect.minX, rect.minY, rect.width, rect.height)
        cairo_fill(maskContext)
        if let previous = state.clipMask {
            cairo_identity_matrix(maskContext)
            cairo_set_operator(maskContext, CAIRO_OPERATOR_DEST_IN)
            cairo_set_source_surface(maskContext, previous.pointer, 0, 0)
            cairo_paint(maskContext)
        }
        cairo_destroy(maskContext)
        surface.flush()
        state.clipMask = surface
        clip(to: rect)
    }

    /// The device's size in pixels: the bitmap, or the PDF page.
    private var deviceSize: (Int, Int) {
        switch target {
        case .bitmap(let store): return (store.width, store.height)
        case .pdf(let pdf):
            return (Int(clamping: pdf.pageSize.width, rounding: .up), Int(clamping: pdf.pageSize.height, rounding: .up))
        }
    }

    /// A surface whose alpha is the gray level of `surface` (which holds an opaque gray image).
    private static func alphaFromGray(_ surface: ImageSurface) -> ImageSurface {
        let out = ImageSurface(width: surface.width, height: surface.height, format: .argb32)
        for y in 0..<surface.height {
            let (src, dst) = (surface.row(y), out.row(y))
            for x in 0..<surface.width {
                let word = src[x]
                let luma = (((word >> 16) & 0xFF) * 299 + ((word >> 8) & 0xFF) * 587 + (word & 0xFF) * 114 + 500) / 1000
                dst[x] = luma << 24
            }
        }
        out.markDirty()
        return out
    }

    // MARK: Transparency layers

    /// Starts a transparency layer: drawing until `endTransparencyLayer()` is composited as one image,
    /// with the alpha, blend mode, shadow and clip in effect now. Inside, those start at their defaults.
    public func beginTransparencyLayer(auxiliaryInfo: CFDictionary?) {
        layers.append((state, savedStates.count))
        cairo_push_group(cr)
        state.alpha = 1
        state.blendMode = .normal
        state.shadow = nil
        state.clipMask = nil
    }

    /// Starts a transparency layer limited to `rect`.
    public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: CFDictionary?) {
        beginTransparencyLayer(auxiliaryInfo: auxiliaryInfo)
        clip(to: rect)
    }

    /// Ends the innermost transparency layer and composites it; unbalanced calls are ignored.
    public func endTransparencyLayer() {
        guard let layer = layers.popLast() else { return }
        while savedStates.count > layer.savedDepth { restoreGState() }
        let group = cairo_pop_group(cr)!
        state = layer.state
        applyMatrix()
        if canDraw { composite(group, alpha: state.alpha) }
        cairo_pattern_destroy(group)
        didDraw()
    }
}
