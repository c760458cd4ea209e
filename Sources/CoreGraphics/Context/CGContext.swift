@_implementationOnly import CCairo

/// A Quartz drawing destination: a bitmap or a PDF document, drawn through cairo.
///
/// Quartz's user space is y-up; cairo's device space is y-down. The context keeps Quartz's current
/// transformation matrix (`ctm`) itself and hands cairo `ctm × base`, where `base` flips the device.
/// A singular or non-finite CTM is never handed to cairo (whose errors are sticky): drawing under it
/// is skipped, as nothing could be seen.
public final class CGContext {
    /// The cairo context; QuartzCore's compositor draws through it directly.
    package let cr: OpaquePointer
    let target: Target
    /// Quartz device space to cairo device space.
    var base: CGAffineTransform
    var state = GState()
    var savedStates: [GState] = []
    /// For each open transparency layer: the state to restore when it ends, and how many saved states
    /// lie below it (a restore may not reach into them).
    var layers: [(state: GState, savedDepth: Int)] = []
    /// Whether anything has been painted: a view whose drawing painted nothing keeps no backing store.
    package internal(set) var hasDrawn = false

    /// Where the drawing goes.
    enum Target {
        case bitmap(BitmapStore)
        case pdf(PDFStore)
    }

    /// The Quartz graphics state that cairo does not keep.
    struct GState {
        var ctm = CGAffineTransform.identity
        var fill = RGBA(r: 0, g: 0, b: 0, a: 1)
        var stroke = RGBA(r: 0, g: 0, b: 0, a: 1)
        /// A pattern that fills or strokes in place of the colour.
        var fillPattern: PatternPaint?
        var strokePattern: PatternPaint?
        /// The colour spaces set with `setFillColorSpace(_:)` and `setStrokeColorSpace(_:)`.
        var fillSpace: CGColorSpace?
        var strokeSpace: CGColorSpace?
        var alpha: CGFloat = 1
        var blendMode = CGBlendMode.normal
        var shadow: Shadow?
        var interpolation = CGInterpolationQuality.default
        var shouldAntialias = true
        var allowsAntialiasing = true
        /// The intersection of every image-mask clip, in cairo device pixels.
        var clipMask: ImageSurface?
    }

    /// A straight (unpremultiplied) colour.
    struct RGBA: Equatable {
        var r, g, b, a: CGFloat
        init(r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat) { (self.r, self.g, self.b, self.a) = (r, g, b, a) }
        init(_ color: CGColor) { (r, g, b, a) = color.rgba }
        var isFinite: Bool { r.isFinite && g.isFinite && b.isFinite && a.isFinite }
        /// Each component within 0...1.
        var clamped: RGBA {
            func clamp(_ v: CGFloat) -> CGFloat { min(max(v, 0), 1) }
            return RGBA(r: clamp(r), g: clamp(g), b: clamp(b), a: clamp(a))
        }
    }

    /// A shadow: offset and blur in base space.
    struct Shadow {
        var offset: CGSize
        var blur: CGFloat
        var color: RGBA
    }

    init(cairo: OpaquePointer, target: Target, base: CGAffineTransform) {
        cr = cairo
        self.target = target
        self.base = base
        applyMatrix()
    }

    deinit {
        cairo_destroy(cr)
        if case .pdf(let pdf) = target { pdf.finish() }
    }

    // MARK: Graphics state

    /// Pushes a copy of the graphics state.
    public func saveGState() {
        savedStates.append(state)
        cairo_save(cr)
    }

    /// Pops the graphics state pushed by the matching `saveGState()`; unbalanced calls are ignored.
    public func restoreGState() {
        guard savedStates.count > (layers.last?.savedDepth ?? 0), let saved = savedStates.popLast() else { return }
        state = saved
        cairo_restore(cr)
        applyMatrix()
    }

    // MARK: The current transformation matrix

    /// The current transformation matrix: user space to device space.
    public var ctm: CGAffineTransform { state.ctm }

    /// The transform from user space to device space (the CTM).
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { state.ctm }

    /// Whether the CTM can be handed to cairo.
    package var canDraw: Bool {
        let t = state.ctm
        let det = t.a * t.d - t.b * t.c
        return t.isFinite && det != 0 && det.isFinite
    }

    func applyMatrix() {
        guard canDraw else { return }
        var m = Self.cairoMatrix(state.ctm.concatenating(base))
        cairo_set_matrix(cr, &m)
    }

    static func cairoMatrix(_ t: CGAffineTransform) -> cairo_matrix_t {
        cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
    }

    private func setCTM(_ t: CGAffineTransform) {
        // Cairo keeps the current path in device space, as Quartz does, so it survives the change.
        state.ctm = t
        applyMatrix()
    }

    /// Moves the origin of user space by `tx`, `ty`.
    public func translateBy(x tx: CGFloat, y ty: CGFloat) {
        setCTM(state.ctm.translatedBy(x: tx, y: ty))
    }

    /// Scales user space by `sx`, `sy`.
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) {
        setCTM(state.ctm.scaledBy(x: sx, y: sy))
    }

    /// Rotates user space by `angle` radians.
    public func rotate(by angle: CGFloat) {
        setCTM(state.ctm.rotated(by: angle))
    }

    /// Applies `transform` to user space, before the current CTM.
    public func concatenate(_ transform: CGAffineTransform) {
        setCTM(transform.concatenating(state.ctm))
    }

    /// `point` in device space.
    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { point.applying(state.ctm) }
    /// `point` in user space.
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint { point.applying(state.ctm.inverted()) }
    /// `size` in device space.
    public func convertToDeviceSpace(_ size: CGSize) -> CGSize { size.applying(state.ctm) }
    /// `size` in user space.
    public func convertToUserSpace(_ size: CGSize) -> CGSize { size.applying(state.ctm.inverted()) }
    /// The bounding box of `rect` in device space.
    public func convertToDeviceSpace(_ rect: CGRect) -> CGRect { rect.applying(state.ctm) }
    /// The bounding box of `rect` in user space.
    public func convertToUserSpace(_ rect: CGRect) -> CGRect { rect.applying(state.ctm.inverted()) }

    // MARK: Drawing parameters

    /// Sets the stroke width in user-space units; negative or non-finite widths are ignored.
    public func setLineWidth(_ width: CGFloat) {
        guard width.isFinite, width >= 0 else { return }
        cairo_set_line_width(cr, width)
    }

    /// Sets how the ends of open subpaths are stroked.
    public func setLineCap(_ cap: CGLineCap) {
        cairo_set_line_cap(cr, [.butt: CAIRO_LINE_CAP_BUTT, .round: CAIRO_LINE_CAP_ROUND,
                                .square: CAIRO_LINE_CAP_SQUARE][cap]!)
    }

    /// Sets how corners are stroked.
    public func setLineJoin(_ join: CGLineJoin) {
        cairo_set_line_join(cr, [.miter: CAIRO_LINE_JOIN_MITER, .round: CAIRO_LINE_JOIN_ROUND,
                                 .bevel: CAIRO_LINE_JOIN_BEVEL][join]!)
    }

    /// Sets the ratio of miter length to line width beyond which a miter join becomes a bevel.
    public func setMiterLimit(_ limit: CGFloat) {
        guard limit.isFinite, limit >= 0 else { return }
        cairo_set_miter_limit(cr, limit)
    }

    /// Sets the dash pattern: `lengths` alternate painted and unpainted lengths, starting `phase` into it.
    /// An empty pattern strokes solid lines; a pattern with a negative or non-finite length, or only
    /// zeros, is refused and strokes solid.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        let valid = phase.isFinite && lengths.allSatisfy { $0.isFinite && $0 >= 0 } && lengths.contains { $0 > 0 }
        guard valid else {
            if !lengths.isEmpty { CGLog.error("CGContextSetLineDash: invalid dash array: \(lengths).") }
            return cairo_set_dash(cr, nil, 0, 0)
        }
        lengths.map(Double.init).withUnsafeBufferPointer {
            cairo_set_dash(cr, $0.baseAddress, Int32($0.count), phase)
        }
    }

    /// Sets how finely curves are approximated: the maximum distance, in device pixels, between a curve and
    /// its approximation (Quartz's default is 0.5).
    public func setFlatness(_ flatness: CGFloat) {
        guard flatness.isFinite, flatness > 0 else { return }
        // Cairo's tolerance is the same measure; its default 0.1, finer than Quartz's, is the coarsest used.
        cairo_set_tolerance(cr, min(flatness, 0.1))
    }

    /// Sets the opacity applied to everything drawn, clamped to 0...1.
    public func setAlpha(_ alpha: CGFloat) {
        guard alpha.isFinite else { return }
        state.alpha = min(max(alpha, 0), 1)
    }

    /// The opacity applied to everything drawn, for callers that paint through `cr` themselves.
    package var globalAlpha: CGFloat { state.alpha }

    /// Sets how drawing is composited with the destination.
    public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }

    /// The quality of image resampling.
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolation }
        set { state.interpolation = newValue }
    }

    /// Turns antialiasing on or off, within what `setAllowsAntialiasing(_:)` allows.
    public func setShouldAntialias(_ shouldAntialias: Bool) {
        state.shouldAntialias = shouldAntialias
        applyAntialias()
    }

    /// Allows or forbids antialiasing.
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {
        state.allowsAntialiasing = allowsAntialiasing
        applyAntialias()
    }

    private func applyAntialias() {
        let on = state.shouldAntialias && state.allowsAntialiasing
        cairo_set_antialias(cr, on ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
    }

    // MARK: Colours

    /// Sets the fill colour; a pattern colour fills with its pattern.
    public func setFillColor(_ color: CGColor) { setColor(color, \.fill, \.fillPattern) }
    /// Sets the fill colour from sRGB components.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setColor(RGBA(r: red, g: green, b: blue, a: alpha), \.fill)
    }
    /// Sets the fill colour to a gray.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { setColor(RGBA(r: gray, g: gray, b: gray, a: alpha), \.fill) }
    /// Sets the stroke colour; a pattern colour strokes with its pattern.
    public func setStrokeColor(_ color: CGColor) { setColor(color, \.stroke, \.strokePattern) }
    /// Sets the stroke colour from sRGB components.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setColor(RGBA(r: red, g: green, b: blue, a: alpha), \.stroke)
    }
    /// Sets the stroke colour to a gray.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
        setColor(RGBA(r: gray, g: gray, b: gray, a: alpha), \.stroke)
    }

    private func setColor(_ color: RGBA, _ slot: WritableKeyPath<GState, RGBA>) {
        guard color.isFinite else { return }
        state[keyPath: slot] = color.clamped
        if slot == \GState.fill { state.fillPattern = nil } else { state.strokePattern = nil }
    }

    private func setColor(_ color: CGColor, _ slot: WritableKeyPath<GState, RGBA>,
                          _ patternSlot: WritableKeyPath<GState, PatternPaint?>) {
        guard let pattern = color.pattern, let components = color.components else { return setColor(RGBA(color), slot) }
        let base = color.colorSpace?.baseColorSpace ?? .deviceRGB
        guard let paint = components.withUnsafeBufferPointer({ PatternPaint(pattern, components: $0.baseAddress!, base: base) })
        else { return }
        state[keyPath: patternSlot] = paint
    }

    /// Sets the colour space of fill colours given by components (`setFillColor(_:)` with a pointer) and of an
    /// uncoloured fill pattern's colour; the fill becomes the space's initial colour, opaque black.
    public func setFillColorSpace(_ space: CGColorSpace) {
        state.fillSpace = space
        setColor(RGBA(r: 0, g: 0, b: 0, a: 1), \.fill)
    }

    /// Sets the colour space of stroke colours given by components, as `setFillColorSpace(_:)` does for fills.
    public func setStrokeColorSpace(_ space: CGColorSpace) {
        state.strokeSpace = space
        setColor(RGBA(r: 0, g: 0, b: 0, a: 1), \.stroke)
    }

    /// Sets the fill colour from components (then alpha) in the fill colour space (device RGB when none was set);
    /// ignored in a pattern space, which `setFillPattern(_:colorComponents:)` serves.
    public func setFillColor(_ components: UnsafePointer<CGFloat>) {
        let space = state.fillSpace ?? .deviceRGB
        guard space.model != .pattern, let color = CGColor(colorSpace: space, components: components) else { return }
        setColor(RGBA(color), \.fill)
    }

    /// Sets the stroke colour from components in the stroke colour space, as `setFillColor(_:)` does.
    public func setStrokeColor(_ components: UnsafePointer<CGFloat>) {
        let space = state.strokeSpace ?? .deviceRGB
        guard space.model != .pattern, let color = CGColor(colorSpace: space, components: components) else { return }
        setColor(RGBA(color), \.stroke)
    }

    /// Whether the context draws RGBA memory as cairo's BGRA: whoever hands cairo pixels directly must
    /// exchange red and blue.
    package var swapsRedAndBlue: Bool { target.swapsRedAndBlue }

    /// Makes `color`, faded by the global alpha, cairo's source.
    func setSource(_ color: RGBA) {
        let (r, b) = target.swapsRedAndBlue ? (color.b, color.r) : (color.r, color.b)
        cairo_set_source_rgba(cr, r, color.g, b, color.a * state.alpha)
    }

    // MARK: Output

    /// Finishes pending drawing.
    public func flush() { target.synchronize() }

    /// Finishes pending drawing.
    public func synchronize() { target.synchronize() }
}

extension CGContext.Target {
    /// Whether colours are handed to cairo with red and blue exchanged (RGBA memory drawn as cairo's BGRA).
    var swapsRedAndBlue: Bool {
        if case .bitmap(let store) = self { return store.swapsRedAndBlue }
        return false
    }

    /// Makes the drawing visible in the destination's memory or document.
    func synchronize() {
        switch self {
        case .bitmap(let store): store.synchronize()
        case .pdf(let pdf): cairo_surface_flush(pdf.surface)
        }
    }
}
