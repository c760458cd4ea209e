@_implementationOnly import CCairo
@_implementationOnly import CPango
import CoreGraphics

/// A font as text layout asks fontconfig for it.
package struct TextFont: Hashable, Sendable, TextFontConvertible {
    /// The family name, or several separated by commas; fontconfig substitutes a similar font for a name it
    /// lacks (Helvetica becomes a metric-compatible sans-serif, or the default one).
    package var family: String
    /// The size in points: one point is one unit of the cairo user space the text is drawn in.
    package var size: CGFloat
    /// The OpenType weight, 100 (thin) to 1000; 400 is regular, 700 bold.
    package var weight: Int
    /// Whether the italic (or oblique) style is wanted.
    package var isItalic: Bool
    /// OpenType features to turn on or off, as HarfBuzz spells them ("tnum", "liga=0"), comma-separated.
    package var features: String

    /// A font of `family` at `size` points, regular unless told otherwise.
    package init(family: String, size: CGFloat, weight: Int = 400, isItalic: Bool = false, features: String = "") {
        self.family = family
        self.size = size
        self.weight = weight
        self.isItalic = isItalic
        self.features = features
    }

    /// The font itself.
    package var textFont: TextFont { self }
}

/// A value that stands for a colour in text layout: an attributed string's foreground colour. UIKit's
/// colours conform, so attributed strings made for UIKit draw in text layers too.
package protocol TextColorConvertible {
    /// The colour to draw text with.
    var textColor: CGColor { get }
}

/// A value that stands for a font in text layout: a text layer's `font`, or an attributed string's font
/// attribute. UIKit's fonts conform, so apps can hand them to Core Animation as they do on Apple platforms.
package protocol TextFontConvertible {
    /// The font to lay text out with.
    var textFont: TextFont { get }
}

/// A paragraph of text laid out by Pango, to measure or to draw with cairo. It is a plain value, safe to
/// send to the render thread: Pango's objects are made afresh by each call, on the calling thread.
///
/// Pango's objects are not thread-safe. Each thread uses its own default font map (Pango keeps one per
/// thread), so nothing is shared and nothing needs a lock; a thread pays 1.5–2.5 ms once, for its font
/// map's first fonts. A call then costs a context (under 1 µs), a layout and the shaping: for a 34-character
/// label, about 25 µs to measure and 35 µs to draw in a debug build on the busy 2-core development VM, where
/// Pango's own part is about 16 µs. Callers that redraw unchanged text often should cache what they draw.
package struct TextLayout: Hashable, Sendable {
    /// How lines sit between the left and right edges of `width`.
    package enum Alignment: Hashable, Sendable {
        /// Left for left-to-right paragraphs, right for right-to-left ones.
        case natural
        /// Visually left, whatever the script.
        case left
        /// Visually right, whatever the script.
        case right
        /// Centred.
        case center
        /// Stretched to both edges, except each paragraph's last line, which sits as `natural` does.
        case justified
    }

    /// Where an ellipsis replaces what does not fit in `width`.
    package enum Truncation: Hashable, Sendable {
        /// Nothing is replaced: the text wraps, or runs on past `width`.
        case none
        /// The start of a line is replaced.
        case start
        /// The middle of a line is replaced.
        case middle
        /// The end of a line is replaced.
        case end
    }

    /// A line under or through text.
    package struct Decoration: Hashable, Sendable {
        /// Whether the line is doubled.
        package var isDouble: Bool
        /// The line's colour, or `nil` for the text's.
        package var color: CGColor?

        /// A single or double line, in `color` or the text's colour.
        package init(isDouble: Bool = false, color: CGColor? = nil) {
            self.isDouble = isDouble
            self.color = color
        }
    }

    /// An outline drawn along the glyphs' edges.
    package struct Outline: Hashable, Sendable {
        /// The outline's colour, or `nil` for the text's.
        package var color: CGColor?
        /// The line width in points.
        package var width: CGFloat
        /// Whether the glyphs are filled too, or only outlined (hollow).
        package var fills: Bool

        /// An outline `width` points wide.
        package init(color: CGColor?, width: CGFloat, fills: Bool) {
            self.color = color
            self.width = width
            self.fills = fills
        }
    }

    /// Attributes for part of the text.
    package struct Run: Hashable, Sendable {
        /// The part, in UTF-16 offsets as `NSRange`s count.
        package var range: Range<Int>
        /// The colour of its glyphs, or `nil` for the layout's.
        package var color: CGColor?
        /// Its font, or `nil` for the layout's.
        package var font: TextFont?
        /// A colour painted behind its characters' line boxes.
        package var backgroundColor: CGColor?
        /// A line under it.
        package var underline: Decoration?
        /// A line through it.
        package var strikethrough: Decoration?
        /// Extra space after each character, in points (negative tightens).
        package var kern: CGFloat?
        /// How far its glyphs are raised above the baseline, in points.
        package var baselineOffset: CGFloat?
        /// Whether ligatures other than those the script requires are turned off.
        package var disablesLigatures = false
        /// An outline along its glyphs.
        package var outline: Outline?

        /// Attributes for `range`.
        package init(range: Range<Int>, color: CGColor? = nil, font: TextFont? = nil) {
            self.range = range
            self.color = color
            self.font = font
        }
    }

    /// The text; paragraphs are separated by line breaks.
    package var text: String
    /// The font of text no run gives a font.
    package var font: TextFont
    /// The colour of text no run gives a colour.
    package var color: CGColor
    /// Attributes for parts of the text; later runs win where they overlap.
    package var runs: [Run] = []
    /// How lines are aligned within `width`; without a width, only with each other.
    package var alignment = Alignment.natural
    /// Whether lines longer than `width` wrap at word boundaries (inside a word only when it is longer than
    /// a line), as UIKit's word wrapping does, without inserting hyphens.
    package var wraps = false
    /// With `wraps`, whether lines break between any two characters rather than between words.
    package var wrapsAtCharacters = false
    /// Where lines longer than `width` lose text to an ellipsis; when the text also wraps, the last line
    /// within `height` does.
    package var truncation = Truncation.none
    /// The width lines are aligned in, wrapped at and truncated to; `nil` lays every line out at its natural
    /// width, left-aligned.
    package var width: CGFloat?
    /// With `wraps` and a `truncation`, the height below which lines are dropped, the last one kept ending
    /// in an ellipsis; otherwise ignored (callers clip).
    package var height: CGFloat?
    /// Whether glyphs are placed on whole points (faster to rasterize, less even spacing) rather than at
    /// fractional positions.
    package var quantizesGlyphPositions = false
    /// The most lines shown (0: no limit), across paragraphs. When they wrap with a `truncation`, the last
    /// one shown ends in an ellipsis if text is left over; otherwise later lines are dropped. Takes the place
    /// of `height` when both are given.
    package var maximumLineCount = 0
    /// Extra space between lines of a paragraph, in points.
    package var lineSpacing: CGFloat = 0
    /// How much further the first line of each paragraph starts than the others, in points; a negative
    /// value indents the other lines instead (a hanging indent).
    package var indent: CGFloat = 0
    /// The height of every line, in points, instead of its font's; `nil` keeps the natural heights.
    package var lineHeight: CGFloat?

    /// A layout of `text` in `font` and `color`; the other settings have their defaults.
    package init(text: String, font: TextFont, color: CGColor) {
        self.text = text
        self.font = font
        self.color = color
    }

    /// Sizes beyond this would overflow Pango's fixed-point units; larger ones are drawn at this size.
    static let largestFontSize: CGFloat = 16384

    /// The size and baselines of laid-out text.
    package struct Metrics: Hashable, Sendable {
        /// As wide as the widest shown line, as tall as the shown lines.
        package var size: CGSize
        /// The distance from the top to the first line's baseline.
        package var firstBaseline: CGFloat
        /// The distance from the top to the last shown line's baseline.
        package var lastBaseline: CGFloat
        /// How many lines are shown.
        package var lineCount: Int
    }

    /// The size of the laid-out text: as wide as its widest line, as tall as its lines. Pango pads a line it
    /// ellipsized to the full `width`; empty text has the height of one empty line.
    package func size() -> CGSize { metrics().size }

    /// The size and baselines of the laid-out text, counting only the lines `maximumLineCount` shows.
    package func metrics() -> Metrics {
        withPangoLayout { layout, _ in
            let shown = shownLineCount(of: layout)
            // The layout's own extents span the whole width whenever lines are aligned within one.
            var widest: Int32 = 0, bottom: Int32 = 0, lastBaseline: Int32 = 0
            let lines = pango_layout_get_iter(layout)
            var index = 0
            repeat {
                var line = PangoRectangle()
                pango_layout_iter_get_line_extents(lines, nil, &line)
                widest = max(widest, line.width)
                bottom = line.y + line.height
                lastBaseline = pango_layout_iter_get_baseline(lines)
                index += 1
            } while index < shown && pango_layout_iter_next_line(lines) != 0
            pango_layout_iter_free(lines)
            let scale = CGFloat(PANGO_SCALE)
            return Metrics(size: CGSize(width: CGFloat(widest) / scale, height: CGFloat(bottom) / scale),
                           firstBaseline: CGFloat(pango_layout_get_baseline(layout)) / scale,
                           lastBaseline: CGFloat(lastBaseline) / scale, lineCount: index)
        }
    }

    /// How many of the layout's lines are shown: all, or the first `maximumLineCount`.
    private func shownLineCount(of layout: OpaquePointer) -> Int {
        let count = Int(pango_layout_get_line_count(layout))
        return maximumLineCount > 0 ? min(count, maximumLineCount) : count
    }

    /// Draws the text into `cr` with the top-left of its first line at `origin` (in user space), faded by
    /// `alpha`. The current path is replaced; the source is changed.
    package func draw(in cr: OpaquePointer, at origin: CGPoint, alpha: CGFloat = 1) {
        guard alpha > 0 else { return }
        withPangoLayout(alpha: alpha) { layout, offset in
            cairo_save(cr)
            defer { cairo_restore(cr) }
            let count = Int(pango_layout_get_line_count(layout)), shown = shownLineCount(of: layout)
            if shown < count {
                // Lines past the limit are cut off at the top of the first one dropped.
                let lines = pango_layout_get_iter(layout)
                for _ in 0..<shown { pango_layout_iter_next_line(lines) }
                var first = PangoRectangle()
                pango_layout_iter_get_line_extents(lines, nil, &first)
                pango_layout_iter_free(lines)
                cairo_rectangle(cr, origin.x - 1e6, origin.y - 1e6, 2e6, 1e6 + CGFloat(first.y) / CGFloat(PANGO_SCALE))
                cairo_clip(cr)
            }
            let (r, g, b, a) = color.rgba
            cairo_set_source_rgba(cr, r, g, b, a * alpha)
            cairo_move_to(cr, origin.x + offset, origin.y)
            pango_cairo_show_layout(cr, layout)
            if runs.contains(where: { $0.outline != nil }) {
                drawOutlines(of: layout, in: cr, at: CGPoint(x: origin.x + offset, y: origin.y), alpha: alpha)
            }
        }
    }

    /// Strokes the glyphs of runs with an outline, run by run along each line.
    private func drawOutlines(of layout: OpaquePointer, in cr: OpaquePointer, at origin: CGPoint, alpha: CGFloat) {
        let (_, byteOffsets) = Self.pangoText(text, joiningParagraphs: limitsLines)
        let count = byteOffsets.count - 1
        let outlined = runs.compactMap { run -> (Range<Int>, Outline)? in
            guard let outline = run.outline, outline.width > 0 else { return nil }
            let lower = byteOffsets[min(max(run.range.lowerBound, 0), count)]
            let upper = byteOffsets[min(max(run.range.upperBound, 0), count)]
            return lower < upper ? (lower..<upper, outline) : nil
        }
        let scale = CGFloat(PANGO_SCALE)
        let iterator = pango_layout_get_iter(layout)
        defer { pango_layout_iter_free(iterator) }
        repeat {
            guard let run = pango_layout_iter_get_run_readonly(iterator) else { continue }
            let item = run.pointee.item!.pointee
            guard let (_, outline) = outlined.last(where: { $0.0.contains(Int(item.offset)) }) else { continue }
            var extents = PangoRectangle()
            pango_layout_iter_get_run_extents(iterator, nil, &extents)
            let baseline = CGFloat(pango_layout_iter_get_run_baseline(iterator)) / scale
            cairo_new_path(cr)
            cairo_move_to(cr, origin.x + CGFloat(extents.x) / scale, origin.y + baseline)
            pango_cairo_glyph_string_path(cr, item.analysis.font, run.pointee.glyphs)
            let (r, g, b, a) = (outline.color ?? color).rgba
            cairo_set_source_rgba(cr, r, g, b, a * alpha)
            cairo_set_line_width(cr, outline.width)
            DeviceGeometry.stroke(cr)
        } while pango_layout_iter_next_run(iterator) != 0
    }

    /// Runs `body` with a Pango layout of the text, made on this thread from its default font map, and the
    /// x offset that aligns lines laid out without a width limit within `width`. Run colours are faded by
    /// `alpha`.
    private func withPangoLayout<Result>(alpha: CGFloat = 1,
                                         _ body: (OpaquePointer, CGFloat) -> Result) -> Result {
        let made = makePangoLayout(alpha: alpha)
        defer { g_object_unref(UnsafeMutableRawPointer(made.layout)) }
        return body(made.layout, made.offset)
    }

    /// A Pango layout of the text that the caller keeps (and releases with `g_object_unref`), for editors that
    /// query one layout many times; the x offset that aligns it within `width` when it has no width limit; and
    /// the UTF-8 offset in the layout of every UTF-16 offset of `text`, one past the end included.
    package func makePangoLayout(alpha: CGFloat = 1) -> (layout: OpaquePointer, offset: CGFloat, byteOffsets: [Int]) {
        let context = Self.makeContext(quantizesGlyphPositions: quantizesGlyphPositions)
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }

        let layout = pango_layout_new(context)!
        let (utf8, byteOffsets) = Self.pangoText(text, joiningParagraphs: limitsLines)
        pango_layout_set_text(layout, utf8, Int32(utf8.utf8.count))
        let description = Self.pangoDescription(font)
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        let attributes = makeAttributes(byteOffsets: byteOffsets, alpha: alpha)
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)

        pango_layout_set_auto_dir(layout, alignment == .natural || alignment == .justified ? 1 : 0)
        pango_layout_set_alignment(layout, alignment == .center ? PANGO_ALIGN_CENTER
                                   : alignment == .right ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT)
        pango_layout_set_justify(layout, alignment == .justified ? 1 : 0)
        pango_layout_set_spacing(layout, Self.pangoUnits(lineSpacing.isFinite ? max(lineSpacing, 0) : 0))
        pango_layout_set_indent(layout, Self.pangoUnits(indent.isFinite ? indent : 0))
        // Pango wraps whenever it has a width, so a layout that neither wraps nor truncates gets none and is
        // aligned as a whole by `alignmentOffset(of:)`.
        guard let width, width.isFinite, wraps || truncation != .none else {
            return (layout, alignmentOffset(of: layout), byteOffsets)
        }
        pango_layout_set_width(layout, Self.pangoUnits(max(width, 0)))
        if wraps { pango_layout_set_wrap(layout, wrapsAtCharacters ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR) }
        switch truncation {
        case .none: break
        case .start: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_START)
        case .middle: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_MIDDLE)
        case .end: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        }
        if limitsLines, maximumLineCount > 0 {
            pango_layout_set_height(layout, -Int32(min(maximumLineCount, Int(Int32.max))))
        } else if limitsLines, let height, height.isFinite {
            // At least one line, ellipsized, even when the height holds none.
            pango_layout_set_height(layout, max(Self.pangoUnits(height), 1))
        }
        return (layout, 0, byteOffsets)
    }

    /// Whether Pango itself limits the lines, ellipsizing the last one it keeps: paragraphs are then joined,
    /// because it applies a limit to each paragraph separately.
    private var limitsLines: Bool {
        wraps && truncation != .none && (height != nil || maximumLineCount > 0)
    }

    /// A Pango context for this thread's font map, for the caller to unref: 72 dpi, unhinted.
    static func makeContext(quantizesGlyphPositions: Bool = false) -> OpaquePointer {
        let context = pango_font_map_create_context(pango_cairo_font_map_get_default())!
        // 72 dpi makes a point one user-space unit; Pango assumes 96.
        pango_cairo_context_set_resolution(context, 72)
        // Unhinted outlines and metrics: the same layout at every scale, on every surface.
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, quantizesGlyphPositions ? 1 : 0)
        return context
    }

    /// The x offset that places a layout laid out at its natural width within `width` as `alignment` says.
    private func alignmentOffset(of layout: OpaquePointer) -> CGFloat {
        guard let width, width.isFinite else { return 0 }
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let slack = width - CGFloat(logical.width) / CGFloat(PANGO_SCALE)
        switch alignment {
        case .left: return 0
        case .right: return slack
        case .center: return slack / 2
        case .natural, .justified:
            let firstLine = pango_layout_get_line_readonly(layout, 0)
            return firstLine.map { pango_layout_line_get_resolved_direction($0) == PANGO_DIRECTION_RTL } == true
                ? slack : 0
        }
    }

    /// The attributes of the runs, in Pango's byte offsets, with hyphens at breaks inside words turned off.
    private func makeAttributes(byteOffsets: [Int], alpha: CGFloat) -> OpaquePointer {
        let list = pango_attr_list_new()!
        // Pango ≥ 1.44 hyphenates words it breaks; UIKit does not.
        pango_attr_list_insert(list, pango_attr_insert_hyphens_new(0))
        if !font.features.isEmpty { pango_attr_list_insert(list, pango_attr_font_features_new(font.features)) }
        if let lineHeight, lineHeight.isFinite, lineHeight > 0 {
            pango_attr_list_insert(list, pango_attr_line_height_new_absolute(Self.pangoUnits(lineHeight)))
        }
        let count = byteOffsets.count - 1
        for run in runs {
            let lower = min(max(run.range.lowerBound, 0), count), upper = min(max(run.range.upperBound, 0), count)
            guard lower < upper else { continue }
            let (start, end) = (UInt32(byteOffsets[lower]), UInt32(byteOffsets[upper]))
            func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>) {
                attribute.pointee.start_index = start
                attribute.pointee.end_index = end
                pango_attr_list_insert(list, attribute)
            }
            if let color = run.color {
                let (r, g, b, a) = color.rgba
                insert(pango_attr_foreground_new(Self.channel(r), Self.channel(g), Self.channel(b)))
                // Pango takes alpha as 1...65535; the faintest it has is as good as invisible.
                insert(pango_attr_foreground_alpha_new(max(Self.channel(a * alpha), 1)))
            }
            if let outline = run.outline, !outline.fills { insert(pango_attr_foreground_alpha_new(1)) }
            if let font = run.font {
                let description = Self.pangoDescription(font)
                insert(pango_attr_font_desc_new(description))
                pango_font_description_free(description)
            }
            var features = run.font?.features ?? ""
            if run.disablesLigatures { features += (features.isEmpty ? "" : ",") + "liga=0,clig=0,dlig=0" }
            if !features.isEmpty { insert(pango_attr_font_features_new(features)) }
            if let background = run.backgroundColor {
                let (r, g, b, a) = background.rgba
                insert(pango_attr_background_new(Self.channel(r), Self.channel(g), Self.channel(b)))
                insert(pango_attr_background_alpha_new(max(Self.channel(a * alpha), 1)))
            }
            if let underline = run.underline {
                insert(pango_attr_underline_new(underline.isDouble ? PANGO_UNDERLINE_DOUBLE : PANGO_UNDERLINE_SINGLE))
                if let color = underline.color {
                    let (r, g, b, _) = color.rgba
                    insert(pango_attr_underline_color_new(Self.channel(r), Self.channel(g), Self.channel(b)))
                }
            }
            if let strikethrough = run.strikethrough {
                insert(pango_attr_strikethrough_new(1))
                if let color = strikethrough.color {
                    let (r, g, b, _) = color.rgba
                    insert(pango_attr_strikethrough_color_new(Self.channel(r), Self.channel(g), Self.channel(b)))
                }
            }
            if let kern = run.kern, kern.isFinite, kern != 0 {
                insert(pango_attr_letter_spacing_new(Self.pangoUnits(kern)))
            }
            if let offset = run.baselineOffset, offset.isFinite, offset != 0 {
                insert(pango_attr_rise_new(Self.pangoUnits(offset)))
            }
        }
        return list
    }

    /// `text` as Pango takes it, and the UTF-8 offset of every UTF-16 offset of `text` (one past the end
    /// included; the inside of a surrogate pair maps to its start). Joined paragraphs have their breaks made
    /// line separators, because Pango applies a height limit to the first paragraph alone.
    private static func pangoText(_ text: String, joiningParagraphs: Bool) -> (String, [Int]) {
        var text = text
        if let offsets = text.withUTF8({ plainOffsets(of: $0, joiningParagraphs: joiningParagraphs) }) {
            return (text, offsets)
        }
        var offsets: [Int] = []
        offsets.reserveCapacity(text.utf16.count + 1)
        var scalars = String.UnicodeScalarView()
        var bytes = 0
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            var emitted: Unicode.Scalar? = scalar
            switch scalar {
            // Pango stops at a NUL.
            case "\0": emitted = nil
            case "\n", "\r", "\u{2029}", "\u{85}":
                if joiningParagraphs { emitted = scalar == "\n" && previous == "\r" ? nil : "\u{2028}" }
            default: break
            }
            for _ in 0..<scalar.utf16.count { offsets.append(bytes) }
            if let emitted {
                scalars.append(emitted)
                bytes += emitted.utf8.count
            }
            previous = scalar
        }
        offsets.append(bytes)
        return (String(scalars), offsets)
    }

    /// The UTF-8 offset of every UTF-16 offset of text Pango takes unchanged — no NUL, and no break to join,
    /// found with `memchr` — read off its bytes (a code point of four bytes is two UTF-16 units); nil for text
    /// that needs changing.
    private static func plainOffsets(of bytes: UnsafeBufferPointer<UInt8>, joiningParagraphs: Bool) -> [Int]? {
        guard let base = bytes.baseAddress else { return [0] }
        let count = bytes.count
        let changed: [Int32] = joiningParagraphs ? [0, 0x0A, 0x0D, 0xE2, 0xC2] : [0]
        if changed.contains(where: { memchr(base, $0, count) != nil }) { return nil }
        var offsets: [Int] = []
        offsets.reserveCapacity(count + 1)
        for index in 0..<count where bytes[index] & 0xC0 != 0x80 {
            offsets.append(index)
            if bytes[index] >= 0xF0 { offsets.append(index) }
        }
        offsets.append(count)
        return offsets
    }

    /// A Pango font description of `font`, for the caller to free; an empty family is the default sans-serif.
    static func pangoDescription(_ font: TextFont) -> OpaquePointer {
        let description = pango_font_description_new()!
        let family = font.family.trimmingCharacters(in: .whitespaces)
        pango_font_description_set_family(description, family.isEmpty ? "sans-serif" : family)
        let size = font.size.isFinite ? min(max(font.size, 0), largestFontSize) : 0
        pango_font_description_set_size(description, pangoUnits(size))
        pango_font_description_set_weight(description, PangoWeight(UInt32(min(max(font.weight, 100), 1000))))
        pango_font_description_set_style(description, font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        return description
    }

    /// `value` in Pango's fixed-point units, saturating.
    package static func pangoUnits(_ value: CGFloat) -> Int32 {
        let units = (value * CGFloat(PANGO_SCALE)).rounded()
        return Int32(min(max(units, CGFloat(Int32.min)), CGFloat(Int32.max)))
    }

    /// A 0...1 colour channel in Pango's 16 bits.
    private static func channel(_ value: CGFloat) -> UInt16 {
        UInt16((min(max(value, 0), 1) * 65535).rounded())
    }
}
