@_implementationOnly import CCairo
import CoreGraphics

/// A layer that draws a path, filled and then stroked, between its contents and its sublayers.
///
/// The shape is drawn at composite time in the layer's coordinates, so it stays sharp under any scale. It is
/// not clipped to the bounds unless `masksToBounds` says so.
open class CAShapeLayer: CALayer {
    /// The shape; `nil` draws nothing. Animatable, but changing it runs no implicit animation (as on Apple).
    open var path: CGPath? {
        get { LayerLock.withLock { pathStorage } }
        set { changeDrawn { pathStorage = newValue } }
    }
    var pathStorage: CGPath?

    /// The colour filling the path, or `nil` for no fill. Animatable.
    open var fillColor: CGColor? {
        get { LayerLock.withLock { fillColorStorage } }
        set { changeAnimatable("fillColor") { fillColorStorage = newValue } }
    }
    var fillColorStorage: CGColor? = CGColor.black

    /// Which points the path encloses for the fill.
    open var fillRule: CAShapeLayerFillRule {
        get { LayerLock.withLock { fillRuleStorage } }
        set { changeDrawn { fillRuleStorage = newValue } }
    }
    var fillRuleStorage: CAShapeLayerFillRule = .nonZero

    /// The colour of the stroked outline, or `nil` for no stroke. Animatable.
    open var strokeColor: CGColor? {
        get { LayerLock.withLock { strokeColorStorage } }
        set { changeAnimatable("strokeColor") { strokeColorStorage = newValue } }
    }
    var strokeColorStorage: CGColor?

    /// Where stroking starts, as a fraction 0...1 of the path's length across all its subpaths. Animatable.
    open var strokeStart: CGFloat {
        get { LayerLock.withLock { strokeStartStorage } }
        set { changeAnimatable("strokeStart") { strokeStartStorage = newValue } }
    }
    var strokeStartStorage: CGFloat = 0

    /// Where stroking ends, as a fraction 0...1 of the path's length; nothing is stroked when it is less than
    /// `strokeStart`. Animatable.
    open var strokeEnd: CGFloat {
        get { LayerLock.withLock { strokeEndStorage } }
        set { changeAnimatable("strokeEnd") { strokeEndStorage = newValue } }
    }
    var strokeEndStorage: CGFloat = 1

    /// The width of the stroke; a width that is not positive and finite strokes nothing. Animatable.
    open var lineWidth: CGFloat {
        get { LayerLock.withLock { lineWidthStorage } }
        set { changeAnimatable("lineWidth") { lineWidthStorage = newValue } }
    }
    var lineWidthStorage: CGFloat = 1

    /// How far, as a multiple of the line width, a miter join may reach before it is bevelled. Animatable.
    open var miterLimit: CGFloat {
        get { LayerLock.withLock { miterLimitStorage } }
        set { changeAnimatable("miterLimit") { miterLimitStorage = newValue } }
    }
    var miterLimitStorage: CGFloat = 10

    /// How the ends of the stroke, and of each dash, are drawn.
    open var lineCap: CAShapeLayerLineCap {
        get { LayerLock.withLock { lineCapStorage } }
        set { changeDrawn { lineCapStorage = newValue } }
    }
    var lineCapStorage: CAShapeLayerLineCap = .butt

    /// How the stroke turns corners.
    open var lineJoin: CAShapeLayerLineJoin {
        get { LayerLock.withLock { lineJoinStorage } }
        set { changeDrawn { lineJoinStorage = newValue } }
    }
    var lineJoinStorage: CAShapeLayerLineJoin = .miter

    /// How far into the dash pattern the stroke starts. Animatable.
    open var lineDashPhase: CGFloat {
        get { LayerLock.withLock { lineDashPhaseStorage } }
        set { changeAnimatable("lineDashPhase") { lineDashPhaseStorage = newValue } }
    }
    var lineDashPhaseStorage: CGFloat = 0

    /// Alternating painted and unpainted lengths of the stroke, or `nil` for a solid line.
    open var lineDashPattern: [NSNumber]? {
        get { LayerLock.withLock { lineDashPatternStorage } }
        set { changeDrawn { lineDashPatternStorage = newValue } }
    }
    var lineDashPatternStorage: [NSNumber]?

    /// The shape's own properties by key (`"strokeEnd"`, `"lineDashPattern"`…) over the base layer's.
    override class var keyedProperties: LayerProperty.Table { shapeProperties }

    /// `keyedProperties`, built on first use.
    private static let shapeProperties = LayerProperty.Table(extending: CALayer.keyedProperties, [
        "path": .optional(\CAShapeLayer.path), "fillColor": .optional(\CAShapeLayer.fillColor).animatable,
        "fillRule": .named(\CAShapeLayer.fillRule), "strokeColor": .optional(\CAShapeLayer.strokeColor).animatable,
        "strokeStart": .number(\CAShapeLayer.strokeStart).animatable,
        "strokeEnd": .number(\CAShapeLayer.strokeEnd).animatable,
        "lineWidth": .number(\CAShapeLayer.lineWidth).animatable,
        "miterLimit": .number(\CAShapeLayer.miterLimit).animatable,
        "lineCap": .named(\CAShapeLayer.lineCap), "lineJoin": .named(\CAShapeLayer.lineJoin),
        "lineDashPhase": .number(\CAShapeLayer.lineDashPhase).animatable,
        "lineDashPattern": .numbers(\CAShapeLayer.lineDashPattern),
    ])

    override func makePresentationCopy() -> CALayer { CAShapeLayer(layer: self) }

    override func makeContentDrawing(at time: CFTimeInterval) -> ContentDrawing? {
        // Animated properties are drawn as presented at the time being rendered.
        ShapeDrawing(animationEntries.isEmpty ? self : presentationLayer(at: time) as? CAShapeLayer ?? self)
    }
}

/// The fill rule of a shape layer.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    /// The constant's name.
    public let rawValue: String
    /// Creates a fill rule from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A point is inside when the path winds around it a non-zero number of times.
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// A point is inside when a ray from it crosses the path an odd number of times.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// How a shape layer draws the ends of its stroke.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    /// The constant's name.
    public let rawValue: String
    /// Creates a line cap from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Squared off at the end point.
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// A half circle past the end point.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// Squared off half the line width past the end point.
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// How a shape layer's stroke turns corners.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    /// The constant's name.
    public let rawValue: String
    /// Creates a line join from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A sharp corner, bevelled past the miter limit.
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// A rounded corner.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// A corner cut square.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// A shape layer's fill and stroke as committed, with the stroke already trimmed and dashed.
struct ShapeDrawing: ContentDrawing {
    struct Fill {
        let path: CGPath
        let color: RenderLayer.Color
        let evenOdd: Bool
    }

    struct Stroke {
        let path: CGPath
        let color: RenderLayer.Color
        let width: CGFloat
        let cap: CAShapeLayerLineCap
        let join: CAShapeLayerLineJoin
        let miterLimit: CGFloat
    }

    let fill: Fill?
    let stroke: Stroke?

    /// `nil` when the layer paints nothing.
    init?(_ layer: CAShapeLayer) {
        // A path with a point that is not finite would put cairo in an error state; such a path draws nothing.
        guard let path = layer.path?.copy(), path.hasOnlyFinitePoints else { return nil }
        if let color = layer.fillColor?.rgba, color.3 > 0 {
            fill = Fill(path: path, color: color, evenOdd: layer.fillRule == .evenOdd)
        } else {
            fill = nil
        }
        if let color = layer.strokeColor?.rgba, color.3 > 0, layer.lineWidth.isFinite, layer.lineWidth > 0 {
            let dashes = layer.lineDashPattern?.map { CGFloat($0.doubleValue) } ?? []
            let outline = layer.strokeStart <= 0 && layer.strokeEnd >= 1 && dashes.isEmpty ? path
                : path.trimmed(from: layer.strokeStart, to: layer.strokeEnd, dashingWithPhase: layer.lineDashPhase,
                               lengths: dashes)
            let miterLimit = layer.miterLimit.isFinite ? max(layer.miterLimit, 1) : 10
            stroke = Stroke(path: outline, color: color, width: layer.lineWidth, cap: layer.lineCap,
                            join: layer.lineJoin, miterLimit: miterLimit)
        } else {
            stroke = nil
        }
        if fill == nil && stroke == nil { return nil }
    }

    /// What the drawing may paint, in the layer's coordinates: a path need not lie inside the bounds, and
    /// shape layers often have none. Miter joins reach out `miterLimit` half-widths, square caps √2.
    func extent(in bounds: CGRect) -> CGRect {
        var extent = fill?.path.boundingBoxOfPath ?? .null
        if let stroke {
            let reach = stroke.width / 2
                * max(stroke.join == .miter ? stroke.miterLimit : 1, stroke.cap == .square ? 2.squareRoot() : 1)
            let outline = stroke.path.boundingBoxOfPath
            if !outline.isNull { extent = extent.union(outline.insetBy(dx: -reach, dy: -reach)) }
        }
        return extent
    }

    func draw(in cr: OpaquePointer, bounds: CGRect, alpha: CGFloat) {
        // Faded as one, or the fill would show through a translucent stroke where they overlap.
        let grouped = alpha < 1 && fill != nil && stroke != nil
        if grouped { cairo_push_group(cr) }
        let partAlpha = grouped ? 1 : alpha
        if let fill {
            appendCairoPath(fill.path, cr)
            cairo_set_fill_rule(cr, fill.evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_set_source_rgba(cr, fill.color.r, fill.color.g, fill.color.b, fill.color.a * partAlpha)
            cairo_fill(cr)
        }
        if let stroke {
            appendCairoPath(stroke.path, cr)
            cairo_set_line_width(cr, stroke.width)
            cairo_set_line_cap(cr, stroke.cap == .round ? CAIRO_LINE_CAP_ROUND
                                   : stroke.cap == .square ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT)
            cairo_set_line_join(cr, stroke.join == .round ? CAIRO_LINE_JOIN_ROUND
                                    : stroke.join == .bevel ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER)
            cairo_set_miter_limit(cr, stroke.miterLimit)
            cairo_set_source_rgba(cr, stroke.color.r, stroke.color.g, stroke.color.b, stroke.color.a * partAlpha)
            DeviceGeometry.stroke(cr)
        }
        if grouped {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, alpha)
        }
    }
}

/// Replaces the current cairo path with `path`; quadratic curves become the cubics they equal.
func appendCairoPath(_ path: CGPath, _ cr: OpaquePointer) {
    cairo_new_path(cr)
    var current = CGPoint.zero, start = CGPoint.zero
    path.applyWithBlock { element in
        let p = element.pointee.points
        switch element.pointee.type {
        case .moveToPoint:
            cairo_move_to(cr, p[0].x, p[0].y)
            (current, start) = (p[0], p[0])
        case .addLineToPoint:
            cairo_line_to(cr, p[0].x, p[0].y)
            current = p[0]
        case .addQuadCurveToPoint:
            let c1 = CGPoint(x: current.x + 2 / 3 * (p[0].x - current.x), y: current.y + 2 / 3 * (p[0].y - current.y))
            let c2 = CGPoint(x: p[1].x + 2 / 3 * (p[0].x - p[1].x), y: p[1].y + 2 / 3 * (p[0].y - p[1].y))
            cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p[1].x, p[1].y)
            current = p[1]
        case .addCurveToPoint:
            cairo_curve_to(cr, p[0].x, p[0].y, p[1].x, p[1].y, p[2].x, p[2].y)
            current = p[2]
        case .closeSubpath:
            cairo_close_path(cr)
            current = start
        }
    }
}

extension CGPath {
    /// Whether every point of the path, control points included, is finite.
    var hasOnlyFinitePoints: Bool {
        var finite = true
        applyWithBlock { element in
            let count: Int
            switch element.pointee.type {
            case .moveToPoint, .addLineToPoint: count = 1
            case .addQuadCurveToPoint: count = 2
            case .addCurveToPoint: count = 3
            case .closeSubpath: count = 0
            }
            for i in 0..<count where !(element.pointee.points[i].x.isFinite && element.pointee.points[i].y.isFinite) {
                finite = false
            }
        }
        return finite
    }
}
