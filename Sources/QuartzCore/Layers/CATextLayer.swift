@_implementationOnly import CCairo
import CoreGraphics

/// A layer that lays out and draws a plain or attributed string in its bounds, the first line at the top.
///
/// The text is laid out by Pango and drawn at composite time in the layer's coordinates, so it stays sharp
/// at any scale, and is clipped to the bounds, as Core Animation clips it to the layer's backing store.
/// Fonts come from fontconfig: a name it lacks (Apple's Helvetica among them) gets a similar font, or the
/// default sans-serif.
open class CATextLayer: CALayer {
    /// The text: a `String`, or an `NSAttributedString`. Anything else draws nothing (and is logged when set).
    ///
    /// Of an attributed string's attributes, the foreground colour (a `CGColor` or a `UIColor`, under
    /// UIKit's `"NSColor"` or Core Text's `"CTForegroundColor"` key) and the font (under `"NSFont"`, a value
    /// Vellum knows as a font) are honoured; text without them is black 12-point Helvetica, as Core Text draws it. `font`,
    /// `fontSize` and `foregroundColor` do not apply to attributed strings.
    open var string: Any? {
        get { LayerLock.withLock { stringStorage } }
        set {
            LayerLock.lock()
            defer { LayerLock.unlock() }
            stringStorage = newValue
            noteRenderChange()
            // Presentation copies carry the model's value: it was logged when set.
            if !isPresentationCopy, let stringStorage, Self.text(of: stringStorage) == nil {
                CALayer.log.error("CATextLayer: string \(String(describing: stringStorage)) is not text; nothing is drawn.")
            }
        }
    }
    var stringStorage: Any?

    /// The font: a font name (a family, such as `"DejaVu Sans"`), or a font value Vellum knows, whose size is
    /// ignored in favour of `fontSize`. An empty name is the default sans-serif; other values are logged and
    /// Helvetica is used.
    open var font: Any? {
        get { LayerLock.withLock { fontStorage } }
        set {
            LayerLock.lock()
            defer { LayerLock.unlock() }
            fontStorage = newValue
            noteRenderChange()
            if !isPresentationCopy, let fontStorage, !(fontStorage is String || fontStorage is NSString || fontStorage is TextFontConvertible) {
                CALayer.log.error("CATextLayer: font \(String(describing: fontStorage)) is not a font; using Helvetica.")
            }
        }
    }
    var fontStorage: Any? = "Helvetica"

    /// The size of the text in points. Animatable. Values that are not finite are refused.
    open var fontSize: CGFloat {
        get { LayerLock.withLock { fontSizeStorage } }
        set {
            LayerLock.lock()
            defer { LayerLock.unlock() }
            guard newValue.isFinite else {
                return CALayer.log.error("CATextLayer: invalid fontSize \(newValue); keeping the previous value.")
            }
            willChange("fontSize")
            fontSizeStorage = newValue
            didChange("fontSize")
        }
    }
    var fontSizeStorage: CGFloat = 36

    /// The colour of the text; `nil` draws none. Animatable.
    open var foregroundColor: CGColor? {
        get { LayerLock.withLock { foregroundColorStorage } }
        set { changeAnimatable("foregroundColor") { foregroundColorStorage = newValue } }
    }
    var foregroundColorStorage: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1)

    /// Whether lines longer than the bounds are wrapped at word boundaries, inside a word only when it is
    /// longer than a line.
    open var isWrapped: Bool {
        get { LayerLock.withLock { isWrappedStorage } }
        set { changeDrawn { isWrappedStorage = newValue } }
    }
    var isWrappedStorage: Bool = false

    /// Where an ellipsis replaces text that does not fit the bounds' width; when the text also wraps, the
    /// last line that fits the bounds' height takes it.
    open var truncationMode: CATextLayerTruncationMode {
        get { LayerLock.withLock { truncationModeStorage } }
        set { changeDrawn { truncationModeStorage = newValue } }
    }
    var truncationModeStorage: CATextLayerTruncationMode = CATextLayerTruncationMode.none

    /// How lines are aligned between the left and right edges of the bounds.
    open var alignmentMode: CATextLayerAlignmentMode {
        get { LayerLock.withLock { alignmentModeStorage } }
        set { changeDrawn { alignmentModeStorage = newValue } }
    }
    var alignmentModeStorage: CATextLayerAlignmentMode = CATextLayerAlignmentMode.natural

    /// Whether glyphs may be placed on whole points rather than at fractional positions.
    open var allowsFontSubpixelQuantization: Bool {
        get { LayerLock.withLock { allowsFontSubpixelQuantizationStorage } }
        set { changeDrawn { allowsFontSubpixelQuantizationStorage = newValue } }
    }
    var allowsFontSubpixelQuantizationStorage: Bool = false

    /// The text layer's own properties by key (`"string"`, `"wrapped"`…) over the base layer's.
    override class var keyedProperties: LayerProperty.Table { textProperties }

    /// `keyedProperties`, built on first use.
    private static let textProperties = LayerProperty.Table(extending: CALayer.keyedProperties, [
        "string": .optional(\CATextLayer.string), "font": .optional(\CATextLayer.font),
        "fontSize": .number(\CATextLayer.fontSize).animatable,
        "foregroundColor": .optional(\CATextLayer.foregroundColor).animatable,
        "wrapped": .flag(\CATextLayer.isWrapped), "truncationMode": .named(\CATextLayer.truncationMode),
        "alignmentMode": .named(\CATextLayer.alignmentMode),
        "allowsFontSubpixelQuantization": .flag(\CATextLayer.allowsFontSubpixelQuantization),
    ])

    override func makePresentationCopy() -> CALayer { CATextLayer(layer: self) }

    override func makeContentDrawing(at time: CFTimeInterval) -> ContentDrawing? {
        let presented = animationEntries.isEmpty ? self : presentationLayer(at: time) as? CATextLayer ?? self
        return presented.textLayout().map(TextDrawing.init)
    }

    /// The layer's text laid out in its bounds, or `nil` when there is nothing to draw.
    func textLayout() -> TextLayout? {
        guard let string, let text = Self.text(of: string), !text.isEmpty else { return nil }
        var layout: TextLayout
        if let attributed = string as? NSAttributedString {
            layout = TextLayout(text: text, font: TextFont(family: "Helvetica", size: 12),
                                color: CGColor(red: 0, green: 0, blue: 0, alpha: 1))
            layout.runs = Self.runs(of: attributed)
        } else {
            guard let color = foregroundColor, fontSize > 0 else { return nil }
            layout = TextLayout(text: text, font: resolvedFont, color: color)
        }
        layout.alignment = alignmentMode.textAlignment
        layout.wraps = isWrapped
        layout.truncation = truncationMode.textTruncation
        layout.width = bounds.width
        layout.height = bounds.height
        layout.quantizesGlyphPositions = allowsFontSubpixelQuantization
        return layout
    }

    /// `font` at `fontSize`.
    private var resolvedFont: TextFont {
        switch font {
        case let name as String: return TextFont(family: name, size: fontSize)
        case let name as NSString: return TextFont(family: name as String, size: fontSize)
        case let convertible as TextFontConvertible:
            var font = convertible.textFont
            font.size = fontSize
            return font
        default: return TextFont(family: "Helvetica", size: fontSize)
        }
    }

    /// The characters of a `string` value, or `nil` when it is not text.
    private static func text(of value: Any) -> String? {
        switch value {
        case let text as String: return text
        case let text as NSString: return text as String
        case let attributed as NSAttributedString: return attributed.string
        default: return nil
        }
    }

    /// The colour and font attributes of `attributed` that text layout honours.
    private static func runs(of attributed: NSAttributedString) -> [TextLayout.Run] {
        var runs: [TextLayout.Run] = []
        let whole = NSRange(location: 0, length: attributed.length)
        attributed.enumerateAttributes(in: whole, options: []) { attributes, range, _ in
            let color = (attributes[NSAttributedString.Key("NSColor")]
                ?? attributes[NSAttributedString.Key("CTForegroundColor")]).flatMap {
                    $0 as? CGColor ?? ($0 as? TextColorConvertible)?.textColor
                }
            let font = (attributes[NSAttributedString.Key("NSFont")] as? TextFontConvertible)?.textFont
            guard color != nil || font != nil else { return }
            runs.append(TextLayout.Run(range: range.location..<range.location + range.length, color: color, font: font))
        }
        return runs
    }
}

/// How a text layer truncates lines that do not fit its bounds.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    /// The constant's name.
    public let rawValue: String
    /// Creates a truncation mode from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Nothing is truncated: the text wraps when the layer wraps, and is clipped by the bounds otherwise.
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    /// The start of a line is replaced by an ellipsis so its end fits.
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    /// The end of a line is replaced by an ellipsis so its beginning fits.
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    /// The middle of a line is replaced by an ellipsis so its beginning and end fit.
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")

    /// Unknown names truncate nothing.
    fileprivate var textTruncation: TextLayout.Truncation {
        switch self {
        case .start: return .start
        case .end: return .end
        case .middle: return .middle
        default: return .none
        }
    }
}

/// How a text layer aligns its lines horizontally.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    /// The constant's name.
    public let rawValue: String
    /// Creates an alignment mode from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The script's own alignment: left for left-to-right text, right for right-to-left text.
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    /// Visually left.
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    /// Visually right.
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    /// Visually centred.
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    /// Stretched to both edges, except each paragraph's last line.
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")

    /// Unknown names align naturally.
    fileprivate var textAlignment: TextLayout.Alignment {
        switch self {
        case .left: return .left
        case .right: return .right
        case .center: return .center
        case .justified: return .justified
        default: return .natural
        }
    }
}

/// A text layer's text as committed, drawn from the top-left of the bounds and clipped to them.
struct TextDrawing: ContentDrawing {
    let layout: TextLayout

    func draw(in cr: OpaquePointer, bounds: CGRect, alpha: CGFloat) {
        cairo_rectangle(cr, bounds.minX, bounds.minY, bounds.width, bounds.height)
        cairo_clip(cr)
        layout.draw(in: cr, at: bounds.origin, alpha: alpha)
    }
}
