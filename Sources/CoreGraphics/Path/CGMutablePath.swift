/// A path that can be added to.
///
/// Every method takes an optional transform applied to its points. Calls with a NaN or infinite
/// coordinate are ignored.
public final class CGMutablePath: CGPath, PathBuilder, @unchecked Sendable {
    // @unchecked as Apple's: not thread-safe, so never share one across threads while mutating it. Vellum copies
    // the paths it hands to the render thread (shadow paths, shape snapshots, animation values).

    /// An empty path.
    public init() { super.init(elements: []) }

    override init(elements: [PathElement]) { super.init(elements: elements) }

    var builderCurrentPoint: CGPoint? { elements.isEmpty ? nil : currentPoint }

    func builderMove(to p: CGPoint) {
        guard p.isFinite else { return }
        elements.append(.move(p))
    }

    /// Lines and curves need a current point: without one Quartz logs and ignores the call; after a close,
    /// the next subpath starts where the closed one did.
    private func ensureSubpath(_ function: String) -> Bool {
        guard let last = elements.last else {
            CGLog.error("\(function): no current point.")
            return false
        }
        if case .close = last, let start = Self.currentPoint(of: elements) { elements.append(.move(start)) }
        return true
    }

    func builderLine(to p: CGPoint) {
        guard p.isFinite, ensureSubpath("CGPathAddLineToPoint") else { return }
        elements.append(.line(p))
    }

    func builderQuad(control c: CGPoint, to p: CGPoint) {
        guard c.isFinite, p.isFinite, ensureSubpath("CGPathAddQuadCurveToPoint") else { return }
        elements.append(.quad(c, p))
    }

    func builderCubic(control1 c1: CGPoint, control2 c2: CGPoint, to p: CGPoint) {
        guard c1.isFinite, c2.isFinite, p.isFinite, ensureSubpath("CGPathAddCurveToPoint") else { return }
        elements.append(.cubic(c1, c2, p))
    }

    func builderClose() {
        guard !elements.isEmpty else { return }
        if case .close = elements.last! { return }
        elements.append(.close)
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        builderMove(to: point.applying(transform))
    }

    /// Adds a line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        builderLine(to: point.applying(transform))
    }

    /// Starts a subpath at the first point and adds lines through the others.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first, points.allSatisfy(\.isFinite) else { return }
        builderMove(to: first.applying(transform))
        for p in points.dropFirst() { builderLine(to: p.applying(transform)) }
    }

    /// Adds a quadratic Bézier curve to `end` with control point `control`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        builderQuad(control: control.applying(transform), to: end.applying(transform))
    }

    /// Adds a cubic Bézier curve to `end` with control points `control1` and `control2`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint,
                         transform: CGAffineTransform = .identity) {
        builderCubic(control1: control1.applying(transform), control2: control2.applying(transform),
                     to: end.applying(transform))
    }

    /// Adds a closed rectangle.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) { buildRect(rect, transform) }

    /// Adds one closed rectangle per entry.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { buildRect(rect, transform) }
    }

    /// Adds a closed rounded rectangle.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        buildRoundedRect(rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform)
    }

    /// Adds a closed ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) { buildEllipse(in: rect, transform) }

    /// Adds an arc of a circle; `clockwise` is in a y-up coordinate space, as in Quartz.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        buildArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise,
                 transform)
    }

    /// Adds an arc sweeping `delta` radians from `startAngle`.
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        buildRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: delta, transform)
    }

    /// Adds an arc tangent to the lines from the current point to `tangent1End` and on to `tangent2End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                       transform: CGAffineTransform = .identity) {
        guard let current = builderCurrentPoint else { return }
        // The current point is already transformed; the tangents are in the caller's space.
        let inverse = transform.inverted()
        buildTangentArc(from: current.applying(inverse), tangent1End: tangent1End, tangent2End: tangent2End,
                        radius: radius, transform)
    }

    /// Appends `path`'s elements.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        elements.append(contentsOf: path.transformed(transform))
    }

    /// Closes the current subpath.
    public func closeSubpath() { builderClose() }
}
