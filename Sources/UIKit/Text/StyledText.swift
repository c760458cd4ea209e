import Foundation

/// Text with UIKit's attributes turned into what Pango lays out, plus what UIKit draws around it: the
/// paragraph's indents and the shadow.
///
/// Paragraph-level settings (alignment, spacing, indents, line heights) come from the paragraph style of
/// the first character and apply to the whole text.
struct StyledText: Sendable {
    /// The text and its runs; the width and line settings are filled in by `layout(...)`.
    private(set) var base: TextLayout
    /// The indent of every line from the leading edge (the smaller of the paragraph's two head indents).
    private(set) var leadingInset: CGFloat = 0
    /// The inset from the trailing edge (a non-positive `tailIndent`, negated).
    private(set) var trailingInset: CGFloat = 0
    /// The width of lines from the leading edge, when a positive `tailIndent` fixes it.
    private(set) var fixedLineWidth: CGFloat?
    /// The paragraph style's line break mode.
    let lineBreakMode: NSLineBreakMode
    /// The leading of the first character's font, for `.usesFontLeading`.
    private(set) var fontLeading: CGFloat
    /// The shadow of the first character that has one: offset (y down) and blur in points, and colour.
    private(set) var shadow: (offset: CGSize, blur: CGFloat, color: CGColor)?

    /// The font of text without a `.font` attribute: the system font at 12 points (Apple's is Helvetica 12).
    static var defaultFont: UIFont { UIFont.systemFont(ofSize: 12) }

    /// `string` with `attributes` throughout.
    init(_ string: String, attributes: [NSAttributedString.Key: Any]?) {
        self.init(NSAttributedString(string: string, attributes: attributes))
    }

    /// The characters and attributes of `attributed`.
    init(_ attributed: NSAttributedString) {
        let text = attributed.string
        let length = attributed.length
        let first = length > 0 ? attributed.attributes(at: 0, effectiveRange: nil) : [:]
        let font = first[.font] as? UIFont ?? Self.defaultFont
        let defaultFont = Self.defaultFont
        base = TextLayout(text: text, font: defaultFont.textFont, color: CGColor(gray: 0, alpha: 1))
        fontLeading = font.leading
        var runs: [TextLayout.Run] = []
        var shadow: (CGSize, CGFloat, CGColor)?
        attributed.enumerateAttributes(in: NSRange(location: 0, length: length), options: []) { attributes, range, _ in
            guard !attributes.isEmpty else { return }
            let runFont = attributes[.font] as? UIFont
            var run = TextLayout.Run(range: range.location..<range.location + range.length,
                                     color: Self.color(attributes[.foregroundColor]), font: runFont?.textFont)
            run.backgroundColor = Self.color(attributes[.backgroundColor])
            run.underline = Self.decoration(attributes[.underlineStyle], color: attributes[.underlineColor])
            run.strikethrough = Self.decoration(attributes[.strikethroughStyle], color: attributes[.strikethroughColor])
            run.kern = Self.number(attributes[.kern])
            run.baselineOffset = Self.number(attributes[.baselineOffset])
            run.disablesLigatures = Self.number(attributes[.ligature]) == 0
            if let width = Self.number(attributes[.strokeWidth]), width != 0, width.isFinite {
                let size = (runFont ?? defaultFont).pointSize
                run.outline = TextLayout.Outline(color: Self.color(attributes[.strokeColor]),
                                                 width: abs(width) / 100 * size, fills: width < 0)
            }
            if shadow == nil, let value = attributes[.shadow] as? NSShadow {
                shadow = (value.shadowOffset, value.shadowBlurRadius, value.resolvedColor)
            }
            runs.append(run)
        }
        base.runs = runs
        self.shadow = shadow.map { (offset: $0.0, blur: $0.1, color: $0.2) }

        let style = first[.paragraphStyle] as? NSParagraphStyle ?? .default
        lineBreakMode = style.lineBreakMode
        base.alignment = switch style.alignment {
        case .left: .left
        case .right: .right
        case .center: .center
        case .justified: .justified
        case .natural: .natural
        }
        base.lineSpacing = max(style.lineSpacing, 0)
        let (head, firstHead) = (max(style.headIndent, 0), max(style.firstLineHeadIndent, 0))
        leadingInset = min(head, firstHead)
        base.indent = firstHead - head
        if style.tailIndent > 0 { fixedLineWidth = style.tailIndent } else { trailingInset = -style.tailIndent }
        let natural = font.lineHeight
        var lineHeight = style.lineHeightMultiple > 0 ? natural * style.lineHeightMultiple : natural
        if style.minimumLineHeight > 0 { lineHeight = max(lineHeight, style.minimumLineHeight) }
        if style.maximumLineHeight > 0 { lineHeight = min(lineHeight, style.maximumLineHeight) }
        if lineHeight != natural { base.lineHeight = lineHeight }
    }

    // MARK: Attribute values

    private static func color(_ value: Any?) -> CGColor? {
        guard let value else { return nil }
        if let color = value as? UIColor { return color.cgColor }
        return value as? CGColor
    }

    private static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let number as CGFloat: return number
        case let number as Double: return CGFloat(number)
        case let number as Int: return CGFloat(number)
        case let number as Float: return CGFloat(number)
        case let number as NSNumber: return CGFloat(number.doubleValue)
        default: return nil
        }
    }

    private static func decoration(_ style: Any?, color: Any?) -> TextLayout.Decoration? {
        let raw: Int
        switch style {
        case let value as NSUnderlineStyle: raw = value.rawValue
        default:
            guard let number = number(style), number.isFinite else { return nil }
            raw = Int(number)
        }
        guard raw != 0 else { return nil }
        return TextLayout.Decoration(isDouble: raw & 0xF == NSUnderlineStyle.double.rawValue, color: Self.color(color))
    }

    // MARK: Layouts

    /// The layout for lines `width` wide (nil: unlimited), as UILabel lays text out: `lineBreakMode` decides
    /// how lines break, at most `numberOfLines` are shown (0: any number), and with a truncating mode and no
    /// line limit, the last line within `height` (if given) takes the ellipsis.
    func labelLayout(width: CGFloat?, numberOfLines: Int, lineBreakMode: NSLineBreakMode, height: CGFloat?) -> TextLayout {
        var layout = base
        layout.width = lineWidth(within: width)
        layout.maximumLineCount = max(numberOfLines, 0)
        switch lineBreakMode {
        case .byWordWrapping, .byCharWrapping:
            layout.wraps = true
            layout.wrapsAtCharacters = lineBreakMode == .byCharWrapping
        case .byClipping:
            // One line is clipped at the edge; more lines wrap and the last ones are dropped.
            layout.wraps = numberOfLines != 1
        case .byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail:
            layout.wraps = true
            layout.truncation = lineBreakMode == .byTruncatingHead ? .start
                : lineBreakMode == .byTruncatingMiddle ? .middle : .end
            // With no line limit, only a height ends the text with an ellipsis; measured without one, every
            // line shows (pango would otherwise ellipsize each paragraph to its first line).
            if numberOfLines == 0 {
                if let height { layout.height = height } else { layout.truncation = .none }
            }
        }
        return layout
    }

    /// The layout for NSString drawing into a rectangle of `size`: with `.usesLineFragmentOrigin`, lines wrap
    /// within the width as the paragraph style's mode says (a truncating or clipping mode keeps each
    /// paragraph on one line); without it, the text is one line per paragraph, truncated to the width if the
    /// mode truncates.
    func drawingLayout(size: CGSize, options: NSStringDrawingOptions) -> TextLayout {
        var layout = base
        let width = size.width.isFinite && size.width > 0 ? size.width : nil
        layout.width = lineWidth(within: width)
        if options.contains(.usesFontLeading) { layout.lineSpacing += fontLeading }
        let wrapping = lineBreakMode == .byWordWrapping || lineBreakMode == .byCharWrapping
        switch lineBreakMode {
        case .byTruncatingHead: layout.truncation = .start
        case .byTruncatingMiddle: layout.truncation = .middle
        case .byTruncatingTail: layout.truncation = .end
        default: break
        }
        if options.contains(.usesLineFragmentOrigin), wrapping {
            layout.wraps = true
            layout.wrapsAtCharacters = lineBreakMode == .byCharWrapping
            if options.contains(.truncatesLastVisibleLine), size.height.isFinite, size.height > 0 {
                layout.truncation = .end
                layout.height = size.height
            }
        }
        return layout
    }

    /// The width lines are laid out in, after the paragraph's indents.
    private func lineWidth(within width: CGFloat?) -> CGFloat? {
        guard let available = fixedLineWidth ?? width else { return nil }
        return max(available - leadingInset - (fixedLineWidth == nil ? trailingInset : 0), 0)
    }

    /// The size of `layout` with the leading indent, which Pango does not know of.
    func size(of layout: TextLayout) -> CGSize {
        guard !base.text.isEmpty else { return .zero }
        let size = layout.size()
        return CGSize(width: size.width + leadingInset, height: size.height)
    }

    /// The text with every font, kern, offset, outline, spacing and indent scaled by `scale`.
    func scaled(by scale: CGFloat) -> StyledText {
        var copy = self
        copy.base.font.size *= scale
        copy.base.runs = base.runs.map { run in
            var run = run
            run.font?.size *= scale
            run.kern = run.kern.map { $0 * scale }
            run.baselineOffset = run.baselineOffset.map { $0 * scale }
            run.outline?.width *= scale
            return run
        }
        copy.base.lineSpacing *= scale
        copy.base.indent *= scale
        copy.base.lineHeight = base.lineHeight.map { $0 * scale }
        copy.fontLeading *= scale
        return copy
    }

    // MARK: Drawing

    /// Draws `layout` with the top-left of its first line at `origin` in `context` (UIKit's y-down space),
    /// clipped to `clip` when given, with the text's shadow, through the context's alpha, blend mode and clip.
    func draw(_ layout: TextLayout, in context: CGContext, at origin: CGPoint, clip: CGRect? = nil) {
        guard !base.text.isEmpty else { return }
        context.saveGState()
        defer { context.restoreGState() }
        if let clip { context.clip(to: clip) }
        if let shadow {
            // Shadow offsets are in the device's y-up base space; NSShadow's are in points, y down.
            let ctm = context.ctm
            let scale = abs(ctm.a * ctm.d - ctm.b * ctm.c).squareRoot()
            context.setShadow(offset: shadow.offset.applying(ctm), blur: shadow.blur * scale, color: shadow.color)
        }
        let alpha = context.globalAlpha
        context.render {
            layout.draw(in: context.cr, at: CGPoint(x: origin.x + leadingInset, y: origin.y), alpha: alpha)
        }
    }
}
