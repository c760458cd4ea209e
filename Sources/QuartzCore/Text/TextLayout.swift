import CCairo
import CPango
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

    /// A font of `family` at `size` points, regular unless told otherwise.
    package init(family: String, size: CGFloat, weight: Int = 400, isItalic: Bool = false) {
        self.family = family
        self.size = size
        self.weight = weight
        self.isItalic = isItalic
    }

    /// The font itself.
    package var textFont: TextFont { self }
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

    /// Attributes for part of the text.
    package struct Run: Hashable, Sendable {
        /// The part, in UTF-16 offsets as `NSRange`s count.
        package var range: Range<Int>
        /// The colour of its glyphs, or `nil` for the layout's.
        package var color: CGColor?
        /// Its font, or `nil` for the layout's.
        package var font: TextFont?

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

    /// A layout of `text` in `font` and `color`; the other settings have their defaults.
    package init(text: String, font: TextFont, color: CGColor) {
        self.text = text
        self.font = font
        self.color = color
    }

    /// Sizes beyond this would overflow Pango's fixed-point units; larger ones are drawn at this size.
    static let largestFontSize: CGFloat = 16384

    /// The size of the laid-out text: as wide as its widest line, as tall as its lines. Pango pads a line it
    /// ellipsized to the full `width`; empty text has the height of one empty line.
    package func size() -> CGSize {
        withPangoLayout { layout, _ in
            // The layout's own extents span the whole width whenever lines are aligned within one.
            var widest: Int32 = 0
            let lines = pango_layout_get_iter(layout)
            repeat {
                var line = PangoRectangle()
                pango_layout_iter_get_line_extents(lines, nil, &line)
                widest = max(widest, line.width)
            } while pango_layout_iter_next_line(lines) != 0
            pango_layout_iter_free(lines)
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, nil, &logical)
            return CGSize(width: CGFloat(widest) / CGFloat(PANGO_SCALE),
                          height: CGFloat(logical.height) / CGFloat(PANGO_SCALE))
        }
    }

    /// Draws the text into `cr` with the top-left of its first line at `origin` (in user space), faded by
    /// `alpha`. The current path is replaced; the source is changed.
    package func draw(in cr: OpaquePointer, at origin: CGPoint, alpha: CGFloat = 1) {
        guard alpha > 0 else { return }
        withPangoLayout(alpha: alpha) { layout, offset in
            let (r, g, b, a) = color.rgba
            cairo_set_source_rgba(cr, r, g, b, a * alpha)
            cairo_move_to(cr, origin.x + offset, origin.y)
            pango_cairo_show_layout(cr, layout)
        }
    }

    /// Runs `body` with a Pango layout of the text, made on this thread from its default font map, and the
    /// x offset that aligns lines laid out without a width limit within `width`. Run colours are faded by
    /// `alpha`.
    private func withPangoLayout<Result>(alpha: CGFloat = 1,
                                         _ body: (OpaquePointer, CGFloat) -> Result) -> Result {
        let context = pango_font_map_create_context(pango_cairo_font_map_get_default())!
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
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

        let layout = pango_layout_new(context)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let limitsLines = wraps && truncation != .none && height != nil
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
        // Pango wraps whenever it has a width, so a layout that neither wraps nor truncates gets none and is
        // aligned as a whole by `alignmentOffset(of:)`.
        guard let width, width.isFinite, wraps || truncation != .none else {
            return body(layout, alignmentOffset(of: layout))
        }
        pango_layout_set_width(layout, Self.pangoUnits(max(width, 0)))
        if wraps { pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR) }
        switch truncation {
        case .none: break
        case .start: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_START)
        case .middle: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_MIDDLE)
        case .end: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        }
        if limitsLines, let height, height.isFinite {
            // At least one line, ellipsized, even when the height holds none.
            pango_layout_set_height(layout, max(Self.pangoUnits(height), 1))
        }
        return body(layout, 0)
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
            if let font = run.font {
                let description = Self.pangoDescription(font)
                insert(pango_attr_font_desc_new(description))
                pango_font_description_free(description)
            }
        }
        return list
    }

    /// `text` as Pango takes it, and the UTF-8 offset of every UTF-16 offset of `text` (one past the end
    /// included; the inside of a surrogate pair maps to its start). Joined paragraphs have their breaks made
    /// line separators, because Pango applies a height limit to the first paragraph alone.
    private static func pangoText(_ text: String, joiningParagraphs: Bool) -> (String, [Int]) {
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

    /// A Pango font description of `font`, for the caller to free; an empty family is the default sans-serif.
    private static func pangoDescription(_ font: TextFont) -> OpaquePointer {
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
    private static func pangoUnits(_ value: CGFloat) -> Int32 {
        let units = (value * CGFloat(PANGO_SCALE)).rounded()
        return Int32(min(max(units, CGFloat(Int32.min)), CGFloat(Int32.max)))
    }

    /// A 0...1 colour channel in Pango's 16 bits.
    private static func channel(_ value: CGFloat) -> UInt16 {
        UInt16((min(max(value, 0), 1) * 65535).rounded())
    }
}
