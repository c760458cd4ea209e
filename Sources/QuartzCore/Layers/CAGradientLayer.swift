@_implementationOnly import CCairo
import CoreGraphics

/// A layer that fills its shape (its bounds, with rounded corners) with a colour gradient over its background.
///
/// `startPoint` and `endPoint` are in the unit coordinates of the bounds, (0, 0) the top-left and (1, 1) the
/// bottom-right in UIKit's coordinates; the whole gradient is laid out in that unit square and then stretched
/// over the bounds, so on a layer that is not square an axial gradient's bands tilt with the aspect ratio.
open class CAGradientLayer: CALayer {
    /// The `CGColor` of each stop; other values are skipped. Animatable.
    open var colors: [Any]? {
        get { LayerLock.withLock { colorsStorage } }
        set { changeAnimatable("colors") { colorsStorage = newValue } }
    }
    var colorsStorage: [Any]?

    /// Where each stop lies, 0...1 along the gradient, increasing; `nil` spreads the stops evenly, as does a
    /// count that differs from `colors`'s. Animatable.
    open var locations: [NSNumber]? {
        get { LayerLock.withLock { locationsStorage } }
        set { changeAnimatable("locations") { locationsStorage = newValue } }
    }
    var locationsStorage: [NSNumber]?

    /// Where the gradient starts, in the unit coordinates of the bounds. Animatable.
    open var startPoint: CGPoint {
        get { LayerLock.withLock { startPointStorage } }
        set { changeAnimatable("startPoint") { startPointStorage = newValue } }
    }
    var startPointStorage: CGPoint = CGPoint(x: 0.5, y: 0)

    /// Where the gradient ends, in the unit coordinates of the bounds. Animatable.
    open var endPoint: CGPoint {
        get { LayerLock.withLock { endPointStorage } }
        set { changeAnimatable("endPoint") { endPointStorage = newValue } }
    }
    var endPointStorage: CGPoint = CGPoint(x: 0.5, y: 1)

    /// The gradient's geometry.
    open var type: CAGradientLayerType {
        get { LayerLock.withLock { typeStorage } }
        set { changeDrawn { typeStorage = newValue } }
    }
    var typeStorage: CAGradientLayerType = .axial

    /// The gradient's own properties by key (`"colors"`, `"startPoint"`…) over the base layer's.
    override class var keyedProperties: LayerProperty.Table { gradientProperties }

    /// `keyedProperties`, built on first use.
    private static let gradientProperties = LayerProperty.Table(extending: CALayer.keyedProperties, [
        "colors": .optional(\CAGradientLayer.colors).animatable,
        "locations": .numbers(\CAGradientLayer.locations).animatable,
        "startPoint": .typed(\CAGradientLayer.startPoint).animatable,
        "endPoint": .typed(\CAGradientLayer.endPoint).animatable, "type": .named(\CAGradientLayer.type),
    ])

    override func makePresentationCopy() -> CALayer { CAGradientLayer(layer: self) }

    override func makeContentDrawing(at time: CFTimeInterval) -> ContentDrawing? {
        // Animated properties are drawn as presented at the time being rendered.
        GradientDrawing(animationEntries.isEmpty ? self : presentationLayer(at: time) as? CAGradientLayer ?? self)
    }
}

/// The geometry of a gradient layer's gradient.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    /// The constant's name.
    public let rawValue: String
    /// Creates a gradient type from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Along the line from `startPoint` to `endPoint`: every line across it has one colour, and the end
    /// colours extend beyond the ends.
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Outwards from `startPoint` over an ellipse whose radii are the x and y distances to `endPoint`; the
    /// last colour extends beyond it.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Around `startPoint`, a full turn starting in the direction of `endPoint` and turning from the x axis
    /// towards the y axis (clockwise in UIKit's coordinates).
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// A gradient layer's gradient as committed, clipped to the layer's shape.
struct GradientDrawing: ContentDrawing {
    struct Stop {
        let location: CGFloat
        let color: RenderLayer.Color
    }

    /// In increasing order of location, at least one.
    let stops: [Stop]
    let type: CAGradientLayerType
    let start: CGPoint
    let end: CGPoint
    let cornerRadius: CGFloat
    let maskedCorners: CACornerMask

    /// `nil` when there is no colour or a point is not finite.
    init?(_ layer: CAGradientLayer) {
        let colors = layer.colors ?? []
        let given = layer.locations.flatMap { $0.count == colors.count ? $0.map { CGFloat($0.doubleValue) } : nil }
        let locations = given ?? colors.indices.map { colors.count > 1 ? CGFloat($0) / CGFloat(colors.count - 1) : 0 }
        stops = zip(locations, colors).enumerated()
            .compactMap { index, pair -> (Int, Stop)? in
                guard pair.0.isFinite, let color = pair.1 as? CGColor else { return nil }
                return (index, Stop(location: pair.0, color: color.rgba))
            }
            // Stops at one location keep their order: they make a hard edge.
            .sorted { ($0.1.location, $0.0) < ($1.1.location, $1.0) }
            .map(\.1)
        let points = [layer.startPoint.x, layer.startPoint.y, layer.endPoint.x, layer.endPoint.y]
        guard !stops.isEmpty, points.allSatisfy(\.isFinite) else { return nil }
        type = layer.type
        start = layer.startPoint
        end = layer.endPoint
        cornerRadius = max(0, layer.cornerRadius)
        maskedCorners = layer.maskedCorners
    }

    func draw(in cr: OpaquePointer, bounds: CGRect, alpha: CGFloat) {
        guard bounds.width > 0, bounds.height > 0 else { return }
        cairo_new_path(cr)
        LayerShape(bounds, radius: cornerRadius, corners: maskedCorners).append(to: cr)
        cairo_clip(cr)
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        if type == .conic, !DeviceGeometry.isNear(bounds, under: matrix.affine) {
            // Cairo subdivides a mesh until its patches are small on the device, which for a layer this large
            // never ends. What shows of it is a sliver of one wedge: its colour at the middle of the clip.
            var (x0, y0, x1, y1) = (0.0, 0.0, 0.0, 0.0)
            cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
            let unit = CGPoint(x: ((x0 + x1) / 2 - bounds.minX) / bounds.width, y: ((y0 + y1) / 2 - bounds.minY) / bounds.height)
            let turn = (atan2(unit.y - start.y, unit.x - start.x) - atan2(end.y - start.y, end.x - start.x)) / (2 * .pi)
            let c = color(at: turn - turn.rounded(.down))
            cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a)
            return cairo_paint_with_alpha(cr, alpha)
        }
        guard let pattern = makePattern(bounds) else {
            // A degenerate radial ellipse puts every point beyond its edge.
            let last = stops[stops.count - 1].color
            cairo_set_source_rgba(cr, last.r, last.g, last.b, last.a)
            return cairo_paint_with_alpha(cr, alpha)
        }
        cairo_set_source(cr, pattern)
        cairo_paint_with_alpha(cr, alpha)
        cairo_pattern_destroy(pattern)
    }

    /// The pattern in user space (the layer's coordinates); `nil` for a radial gradient with a zero radius, and
    /// when cairo cannot invert its matrix.
    private func makePattern(_ bounds: CGRect) -> OpaquePointer? {
        // Unit coordinates of the bounds, from the layer's.
        var toUnit = cairo_matrix_t(xx: 1 / bounds.width, yx: 0, xy: 0, yy: 1 / bounds.height,
                                    x0: -bounds.minX / bounds.width, y0: -bounds.minY / bounds.height)
        let pattern: OpaquePointer
        switch type {
        case .radial:
            let rx = abs(end.x - start.x), ry = abs(end.y - start.y)
            guard rx > 0, ry > 0 else { return nil }
            // Stops beyond 1 widen the ellipse the stops are spread over; the colour at the centre is the one at 0.
            let outer = max(1, stops[stops.count - 1].location)
            pattern = cairo_pattern_create_radial(0, 0, 0, 0, 0, outer)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            addStops(to: pattern, over: 0...outer)
            // Coordinates in which the ellipse is the unit circle about the origin.
            var toCircle = cairo_matrix_t(xx: 1 / rx, yx: 0, xy: 0, yy: 1 / ry, x0: -start.x / rx, y0: -start.y / ry)
            var unit = toUnit
            cairo_matrix_multiply(&toUnit, &unit, &toCircle)
        case .conic:
            pattern = makeConicMesh()
        default:
            // Stops before 0 or after 1 lie on the line beyond the points; the gradient runs over all of them.
            let lo = min(0, stops[0].location), hi = max(1, stops[stops.count - 1].location)
            let dx = end.x - start.x, dy = end.y - start.y
            pattern = cairo_pattern_create_linear(start.x + lo * dx, start.y + lo * dy, start.x + hi * dx,
                                                  start.y + hi * dy)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            addStops(to: pattern, over: lo...hi)
        }
        cairo_pattern_set_matrix(pattern, &toUnit)
        // Bounds too thin or too wide for the unit square's matrix to invert: a pattern in error would put the
        // context in error for good when set as its source.
        guard cairo_pattern_status(pattern) == CAIRO_STATUS_SUCCESS else {
            cairo_pattern_destroy(pattern)
            return nil
        }
        return pattern
    }

    /// Adds the stops inside `range`, mapped onto 0...1, with the colours at the range's ends.
    private func addStops(to pattern: OpaquePointer, over range: ClosedRange<CGFloat>) {
        let span = range.upperBound - range.lowerBound
        func add(_ location: CGFloat, _ c: RenderLayer.Color) {
            cairo_pattern_add_color_stop_rgba(pattern, (location - range.lowerBound) / span, c.r, c.g, c.b, c.a)
        }
        // Interpolated end stops where no stop lies on an end, so each end keeps the colour a stop gives it.
        if !stops.contains(where: { $0.location == range.lowerBound }) {
            add(range.lowerBound, color(at: range.lowerBound))
        }
        for stop in stops where range.contains(stop.location) { add(stop.location, stop.color) }
        if !stops.contains(where: { $0.location == range.upperBound }) {
            add(range.upperBound, color(at: range.upperBound, fromAbove: false))
        }
    }

    /// The colour at `t`, the end colours beyond the stops. Where stops share a location, the colour is the
    /// last one's coming from above, the first one's coming from below.
    private func color(at t: CGFloat, fromAbove: Bool = true) -> RenderLayer.Color {
        guard let next = stops.firstIndex(where: { fromAbove ? $0.location > t : $0.location >= t }) else {
            return stops[stops.count - 1].color
        }
        guard next > 0 else { return stops[0].color }
        let a = stops[next - 1], b = stops[next]
        return mix(a.color, b.color, (t - a.location) / (b.location - a.location))
    }

    private func mix(_ a: RenderLayer.Color, _ b: RenderLayer.Color, _ f: CGFloat) -> RenderLayer.Color {
        (a.r + (b.r - a.r) * f, a.g + (b.g - a.g) * f, a.b + (b.b - a.b) * f, a.a + (b.a - a.a) * f)
    }

    /// Cairo has no conic gradient, so the turn is a mesh of thin wedges about the centre, each a Coons patch
    /// whose colour runs linearly from one edge to the other. Wedges end at every stop and span at most
    /// 1/72 turn, where the circular arc and the linear colour ramp both stay close to the exact sweep.
    private func makeConicMesh() -> OpaquePointer {
        let mesh = cairo_pattern_create_mesh()!
        let baseAngle = atan2(end.y - start.y, end.x - start.x)
        // Far enough out to cover the unit square, which the bounds map onto.
        let corners = [CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 0), CGPoint(x: 0, y: 1), CGPoint(x: 1, y: 1)]
        let radius = 1.1 * corners.map { hypot($0.x - start.x, $0.y - start.y) }.max()!
        func point(_ angle: CGFloat, _ r: CGFloat) -> CGPoint {
            CGPoint(x: start.x + r * cos(angle), y: start.y + r * sin(angle))
        }
        func wedge(_ t0: CGFloat, _ t1: CGFloat, _ c0: RenderLayer.Color, _ c1: RenderLayer.Color) {
            let steps = Int(clamping: 72 * (t1 - t0), rounding: .up, within: 1...72)
            for i in 0..<steps {
                let (f0, f1) = (CGFloat(i) / CGFloat(steps), CGFloat(i + 1) / CGFloat(steps))
                let a0 = baseAngle + 2 * .pi * (t0 + (t1 - t0) * f0), a1 = baseAngle + 2 * .pi * (t0 + (t1 - t0) * f1)
                // A cubic through both ends with tangents scaled to follow the arc.
                let k = 4 / 3 * tan((a1 - a0) / 4) * radius
                let p0 = point(a0, radius), p1 = point(a1, radius)
                cairo_mesh_pattern_begin_patch(mesh)
                cairo_mesh_pattern_move_to(mesh, start.x, start.y)
                cairo_mesh_pattern_line_to(mesh, p0.x, p0.y)
                cairo_mesh_pattern_curve_to(mesh, p0.x - k * sin(a0), p0.y + k * cos(a0),
                                            p1.x + k * sin(a1), p1.y - k * cos(a1), p1.x, p1.y)
                cairo_mesh_pattern_line_to(mesh, start.x, start.y)
                let (from, to) = (mix(c0, c1, f0), mix(c0, c1, f1))
                for (corner, c) in [from, from, to, to].enumerated() {
                    cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(corner), c.r, c.g, c.b, c.a)
                }
                cairo_mesh_pattern_end_patch(mesh)
            }
        }
        // The turn runs over 0...1: the first colour before the first stop, the last after the last.
        let inside = stops.map { Stop(location: min(max($0.location, 0), 1), color: $0.color) }
        if inside[0].location > 0 { wedge(0, inside[0].location, inside[0].color, inside[0].color) }
        for (a, b) in zip(inside, inside.dropFirst()) where b.location > a.location {
            wedge(a.location, b.location, color(at: a.location), color(at: b.location, fromAbove: false))
        }
        let last = inside[inside.count - 1]
        if last.location < 1 { wedge(last.location, 1, last.color, last.color) }
        return mesh
    }
}
