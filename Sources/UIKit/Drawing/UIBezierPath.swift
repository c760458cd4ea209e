import Foundation

/// The corners of a rectangle, for `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`.
public struct UIRectCorner: OptionSet, Sendable {
    /// The corner's bit.
    public let rawValue: UInt
    /// A set of corners from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top-left corner (minimum x and y in UIKit space).
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// All four corners.
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// A path of lines and curves, with the stroke settings it is drawn with, drawn into the current
/// graphics context.
///
/// Coordinates are in UIKit space (y down): `clockwise` in the arc methods means clockwise on screen.
/// Rounded corners are circular arcs; iOS draws slightly smoother "continuous" corners, so anti-aliased
/// edge pixels of a rounded rectangle can differ by a little from an iPhone's.
open class UIBezierPath: NSObject, NSCopying {
    private var path = CGMutablePath()

    /// The stroke width in points.
    open var lineWidth: CGFloat = 1
    /// How the ends of open subpaths are stroked.
    open var lineCapStyle = CGLineCap.butt
    /// How corners are stroked.
    open var lineJoinStyle = CGLineJoin.miter
    /// The ratio of miter length to line width beyond which a miter join becomes a bevel.
    open var miterLimit: CGFloat = 10
    /// How closely curves are approximated, in device pixels.
    open var flatness: CGFloat = 0.6
    /// Whether filling, clipping and hit-testing use the even-odd rule rather than the non-zero winding rule.
    open var usesEvenOddFillRule = false
    private var dashPattern: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    /// An empty path.
    public override init() { super.init() }

    /// A closed rectangle, starting at its top-left corner and running clockwise on screen.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// A closed ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A closed rectangle with every corner rounded by `cornerRadius`, limited to half the shorter side.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners,
                  cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// A closed rectangle with the given corners rounded. As on iOS, only `cornerRadii.width` counts: the
    /// corners are circular, limited to half the shorter side.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        guard rect.isFinite, !rect.isNull else { return }
        let r = rect.standardized
        let limit = min(r.width, r.height) / 2
        let radius = cornerRadii.width.isFinite ? min(max(cornerRadii.width, 0), limit) : 0
        func radiusOf(_ corner: UIRectCorner) -> CGFloat { corners.contains(corner) ? radius : 0 }
        let (tl, tr, br, bl) = (radiusOf(.topLeft), radiusOf(.topRight), radiusOf(.bottomRight), radiusOf(.bottomLeft))
        // Clockwise on screen from the end of the top-left corner, as UIKit builds it.
        path.move(to: CGPoint(x: r.minX + tl, y: r.minY))
        path.addLine(to: CGPoint(x: r.maxX - tr, y: r.minY))
        if tr > 0 { addCorner(center: CGPoint(x: r.maxX - tr, y: r.minY + tr), radius: tr, from: -.pi / 2) }
        path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - br))
        if br > 0 { addCorner(center: CGPoint(x: r.maxX - br, y: r.maxY - br), radius: br, from: 0) }
        path.addLine(to: CGPoint(x: r.minX + bl, y: r.maxY))
        if bl > 0 { addCorner(center: CGPoint(x: r.minX + bl, y: r.maxY - bl), radius: bl, from: .pi / 2) }
        path.addLine(to: CGPoint(x: r.minX, y: r.minY + tl))
        if tl > 0 { addCorner(center: CGPoint(x: r.minX + tl, y: r.minY + tl), radius: tl, from: .pi) }
        path.closeSubpath()
    }

    /// A quarter circle turning clockwise on screen from angle `start`.
    private func addCorner(center: CGPoint, radius: CGFloat, from start: CGFloat) {
        path.addRelativeArc(center: center, radius: radius, startAngle: start, delta: .pi / 2)
    }

    /// An open arc of a circle; `clockwise` is on screen (UIKit's y-down space), angles in radians from the
    /// positive x axis.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                            clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path with the elements of `cgPath`.
    public convenience init(cgPath: CGPath) {
        self.init()
        path = cgPath.mutableCopy() ?? CGMutablePath()
    }

    /// Paths are not archived in Vellum; decoding gives `nil`.
    public required init?(coder: NSCoder) { return nil }

    /// A copy of the path and its drawing settings.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIBezierPath(cgPath: path)
        copy.lineWidth = lineWidth
        copy.lineCapStyle = lineCapStyle
        copy.lineJoinStyle = lineJoinStyle
        copy.miterLimit = miterLimit
        copy.flatness = flatness
        copy.usesEvenOddFillRule = usesEvenOddFillRule
        copy.dashPattern = dashPattern
        copy.dashPhase = dashPhase
        return copy
    }

    // MARK: The path

    /// The path as a Quartz path (an immutable copy); setting it replaces the elements.
    open var cgPath: CGPath {
        get { path.copy() ?? CGPath(rect: .zero, transform: nil) }
        set { path = newValue.mutableCopy() ?? CGMutablePath() }
    }

    /// The smallest rectangle enclosing every point of the path, curves' control points included;
    /// `.null` for an empty path.
    open var bounds: CGRect { path.boundingBox }

    /// Where the next line or curve starts; `.zero` for an empty path.
    open var currentPoint: CGPoint { path.currentPoint }

    /// Whether the path has no elements.
    open var isEmpty: Bool { path.isEmpty }

    /// Whether `point` is inside the path under its fill rule; open subpaths count as closed.
    open func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Starts a subpath at `point`.
    open func move(to point: CGPoint) { path.move(to: point) }

    /// Adds a line from the current point to `point`.
    open func addLine(to point: CGPoint) { path.addLine(to: point) }

    /// Adds a cubic Bézier curve from the current point.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// Adds a quadratic Bézier curve from the current point.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// Adds an arc of a circle, joined by a line from the current point if there is one; `clockwise` is on
    /// screen.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                     clockwise: Bool) {
        // Clockwise on a y-down screen is Quartz's counter-clockwise: towards larger angles.
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    /// Closes the current subpath with a line back to its start.
    open func close() { path.closeSubpath() }

    /// Removes every element.
    open func removeAllPoints() { path = CGMutablePath() }

    /// Adds the elements of `bezierPath`.
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }

    /// A path with every subpath traced in the opposite direction (same settings, same shape).
    open func reversing() -> UIBezierPath {
        let reversed = copy() as! UIBezierPath
        reversed.path = Self.reversed(path)
        return reversed
    }

    /// Applies `transform` to every point of the path.
    open func apply(_ transform: CGAffineTransform) {
        var t = transform
        path = path.mutableCopy(using: &t) ?? path
    }

    // MARK: Dashes

    /// Sets the dash pattern: `count` lengths alternating painted and unpainted, starting `phase` into it;
    /// a `nil` pattern or zero count strokes solid lines.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        guard let pattern, count > 0 else {
            dashPattern = []
            dashPhase = 0
            return
        }
        dashPattern = Array(UnsafeBufferPointer(start: pattern, count: count))
        dashPhase = phase
    }

    /// Copies out the dash pattern: its lengths (into a buffer large enough for them), their count and the
    /// phase. Pass `nil` for what you do not need.
    open func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
                          phase: UnsafeMutablePointer<CGFloat>?) {
        if let pattern { for (i, length) in dashPattern.enumerated() { pattern[i] = length } }
        count?.pointee = dashPattern.count
        phase?.pointee = dashPhase
    }

    // MARK: Drawing

    /// Fills the enclosed area with the current context's fill colour; the context's state is unchanged.
    open func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        defer { context.restoreGState() }
        context.setFlatness(flatness)
        context.addPath(path)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Fills the enclosed area with the current fill colour, composited with `blendMode` at `alpha`.
    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        defer { context.restoreGState() }
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        fill()
    }

    /// Strokes the path with the current context's stroke colour and this path's line settings; the
    /// context's state is unchanged.
    open func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        defer { context.restoreGState() }
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setFlatness(flatness)
        context.setLineDash(phase: dashPhase, lengths: dashPattern)
        context.addPath(path)
        context.strokePath()
    }

    /// Strokes the path with the current stroke colour, composited with `blendMode` at `alpha`.
    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        defer { context.restoreGState() }
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        stroke()
    }

    /// Intersects the current context's clip with the enclosed area. The clip stays until the context's
    /// state is restored.
    open func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.beginPath()
        context.addPath(path)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    // MARK: Reversal

    private enum Segment {
        case line(CGPoint)
        case quad(CGPoint, CGPoint)
        case cubic(CGPoint, CGPoint, CGPoint)
    }

    private struct Subpath {
        var start: CGPoint
        var segments: [Segment] = []
        var closed = false
    }

    /// `path` with each subpath's segments in reverse order, curves' controls swapped.
    private static func reversed(_ path: CGPath) -> CGMutablePath {
        var subpaths: [Subpath] = []
        func append(_ segment: Segment) {
            // A segment after a close starts a new subpath where the closed one started.
            if subpaths.last?.closed ?? true { subpaths.append(Subpath(start: subpaths.last?.start ?? .zero)) }
            subpaths[subpaths.count - 1].segments.append(segment)
        }
        path.applyWithBlock { element in
            let points = element.pointee.points
            switch element.pointee.type {
            case .moveToPoint: subpaths.append(Subpath(start: points[0]))
            case .addLineToPoint: append(.line(points[0]))
            case .addQuadCurveToPoint: append(.quad(points[0], points[1]))
            case .addCurveToPoint: append(.cubic(points[0], points[1], points[2]))
            case .closeSubpath: if !subpaths.isEmpty { subpaths[subpaths.count - 1].closed = true }
            }
        }
        let result = CGMutablePath()
        for subpath in subpaths {
            var ends = [subpath.start]
            for segment in subpath.segments {
                switch segment {
                case .line(let p), .quad(_, let p), .cubic(_, _, let p): ends.append(p)
                }
            }
            result.move(to: ends.last!)
            for (i, segment) in subpath.segments.enumerated().reversed() {
                let start = ends[i]
                switch segment {
                case .line: result.addLine(to: start)
                case .quad(let c, _): result.addQuadCurve(to: start, control: c)
                case .cubic(let c1, let c2, _): result.addCurve(to: start, control1: c2, control2: c1)
                }
            }
            if subpath.closed { result.closeSubpath() }
        }
        return result
    }
}
