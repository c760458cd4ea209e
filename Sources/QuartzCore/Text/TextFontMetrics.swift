@_implementationOnly import CPango
import CoreGraphics

/// The vertical measures of a font, in points, as UIKit's fonts report them: `descender` is negative
/// (below the baseline), and `lineHeight` is `ascender - descender + leading`.
package struct TextFontMetrics: Hashable, Sendable {
    /// The family fontconfig chose for the font: the requested one, or the substitute.
    package var family: String
    /// The distance from the baseline to the top of the tallest glyphs' line box.
    package var ascender: CGFloat
    /// The distance from the baseline to the bottom of the line box, negative.
    package var descender: CGFloat
    /// The extra space the font asks for between lines.
    package var leading: CGFloat
    /// The height of a capital letter (H) above the baseline.
    package var capHeight: CGFloat
    /// The height of a lowercase x above the baseline.
    package var xHeight: CGFloat

    /// The distance from one baseline to the next.
    package var lineHeight: CGFloat { ascender - descender + leading }

    /// The metrics of `font`, read through Pango on the calling thread.
    package init(_ font: TextFont) {
        let context = TextLayout.makeContext()
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        let description = TextLayout.pangoDescription(font)
        defer { pango_font_description_free(description) }
        let scale = CGFloat(PANGO_SCALE)
        let metrics = pango_context_get_metrics(context, description, nil)
        let ascent = CGFloat(pango_font_metrics_get_ascent(metrics)) / scale
        let descent = CGFloat(pango_font_metrics_get_descent(metrics)) / scale
        let height = CGFloat(pango_font_metrics_get_height(metrics)) / scale
        pango_font_metrics_unref(metrics)
        ascender = ascent
        descender = -descent
        leading = max(height - ascent - descent, 0)

        family = ""
        if let loaded = pango_context_load_font(context, description) {
            let described = pango_font_describe(loaded)
            if let name = pango_font_description_get_family(described) { family = String(cString: name) }
            pango_font_description_free(described)
            g_object_unref(UnsafeMutableRawPointer(loaded))
        }
        capHeight = Self.inkHeight(of: "H", description, context)
        xHeight = Self.inkHeight(of: "x", description, context)
    }

    /// How far the ink of `text` rises above the baseline.
    private static func inkHeight(of text: String, _ description: OpaquePointer, _ context: OpaquePointer) -> CGFloat {
        let layout = pango_layout_new(context)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_layout_set_font_description(layout, description)
        pango_layout_set_text(layout, text, -1)
        var ink = PangoRectangle()
        pango_layout_get_extents(layout, &ink, nil)
        return CGFloat(pango_layout_get_baseline(layout) - ink.y) / CGFloat(PANGO_SCALE)
    }
}
