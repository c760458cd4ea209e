import Foundation

/// Text measured and drawn as a label shows it: the contract between UIKit's text drawing and `UILabel`.
///
/// A box lays its text out once, when it is made, for a width (or none), a line limit and a line-break
/// mode, with UILabel's rules:
/// - `.byWordWrapping` and `.byCharWrapping` wrap lines (between words, or between any characters); lines
///   past `numberOfLines` are dropped, without an ellipsis.
/// - `.byTruncatingHead`, `.byTruncatingMiddle` and `.byTruncatingTail` wrap lines between words too, and the
///   last line shown (the `numberOfLines`-th, or, with no limit, the last within the drawing rectangle's
///   height) ends, starts or is cut in the middle by an ellipsis when text is left over. With one line,
///   this is single-line truncation.
/// - `.byClipping` wraps like word wrapping when more than one line is allowed; a single line runs on past
///   the width, and `draw` clips it at the rectangle's edges.
/// - Line limits count across paragraphs (`"a\nb\nc"` with 2 lines shows "a" and "b…").
///
/// Sizes are fractional: round them up (`ceil`) for frames, as UIKit's `sizeThatFits` does. Truncated lines
/// count as wide as the width. An empty string measures `.zero`.
///
/// Attributes honoured: `.font` (default: the system font at 12 points), `.foregroundColor` (default black),
/// `.backgroundColor`, `.kern`, `.underlineStyle`/`.underlineColor`, `.strikethroughStyle`/`.strikethroughColor`,
/// `.baselineOffset`, `.ligature`, `.strokeColor`/`.strokeWidth`, `.shadow` (the first one, for all the
/// text), and the paragraph style of the first character (alignment, line spacing, indents, line heights;
/// its line-break mode is replaced by the box's). Paragraph spacing is not drawn.
package struct TextBox: Sendable {
    /// The size of the shown lines: as wide as the widest, as tall as all of them, in points.
    package let size: CGSize
    /// The distance from the top of the box to the first line's baseline.
    package let firstBaseline: CGFloat
    /// The distance from the top of the box to the last shown line's baseline.
    package let lastBaseline: CGFloat
    /// How many lines are shown (1 for empty text).
    package let lineCount: Int

    private let text: StyledText
    private let numberOfLines: Int
    private let lineBreakMode: NSLineBreakMode

    /// Lays out `attributedText` in lines at most `width` wide (`nil`: no limit, so lines break only at line
    /// breaks), showing at most `numberOfLines` lines (0: any number), breaking and truncating lines as
    /// `lineBreakMode` says.
    package init(_ attributedText: NSAttributedString, width: CGFloat? = nil, numberOfLines: Int = 0,
                 lineBreakMode: NSLineBreakMode = .byTruncatingTail) {
        self.init(StyledText(attributedText), width: width, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
    }

    /// Lays out `text` in `font` and `color`, aligned by `alignment`, as `init(_:width:numberOfLines:lineBreakMode:)`
    /// lays out attributed text.
    package init(_ text: String, font: UIFont, color: UIColor, alignment: NSTextAlignment = .natural,
                 width: CGFloat? = nil, numberOfLines: Int = 0, lineBreakMode: NSLineBreakMode = .byTruncatingTail) {
        let style = NSMutableParagraphStyle()
        style.alignment = alignment
        let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: color, .paragraphStyle: style]
        self.init(StyledText(text, attributes: attributes), width: width, numberOfLines: numberOfLines,
                  lineBreakMode: lineBreakMode)
    }

    private init(_ text: StyledText, width: CGFloat?, numberOfLines: Int, lineBreakMode: NSLineBreakMode) {
        self.text = text
        self.numberOfLines = max(numberOfLines, 0)
        self.lineBreakMode = lineBreakMode
        let usableWidth = width.flatMap { $0.isFinite ? max($0, 0) : nil }
        let layout = text.labelLayout(width: usableWidth, numberOfLines: self.numberOfLines,
                                      lineBreakMode: lineBreakMode, height: nil)
        let metrics = layout.metrics()
        size = text.size(of: layout)
        firstBaseline = metrics.firstBaseline
        lastBaseline = metrics.lastBaseline
        lineCount = metrics.lineCount
    }

    /// Draws the text into `context` (UIKit's y-down space) with the top-left of the first line at
    /// `rect.origin`, lines broken and aligned within `rect.width`. With a truncating mode and no line
    /// limit, lines below `rect.height` give way to an ellipsis on the last line that fits; otherwise lines
    /// may run below the rectangle (labels centre the box vertically themselves). `.byClipping` clips to
    /// `rect`. The context's state is unchanged.
    package func draw(in context: CGContext, rect: CGRect) {
        guard rect.isFinite else { return }
        let r = rect.standardized
        let layout = text.labelLayout(width: r.width, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode,
                                      height: r.height)
        text.draw(layout, in: context, at: r.origin, clip: lineBreakMode == .byClipping ? r : nil)
    }

    /// The largest scale, from 1 down to `minimumScale`, at which `attributedText` fits `width` on one line
    /// (its widest line, when it has line breaks), for `adjustsFontSizeToFitWidth` with
    /// `minimumScaleFactor`: every font size, kern and offset is multiplied by it. 1 when the text fits as it
    /// is or `minimumScale` is not below 1; `minimumScale` when even that is too wide.
    package static func fittingScale(for attributedText: NSAttributedString, width: CGFloat,
                                     minimumScale: CGFloat) -> CGFloat {
        let text = StyledText(attributedText)
        func fits(_ scale: CGFloat) -> Bool {
            let scaled = text.scaled(by: scale)
            let layout = scaled.labelLayout(width: nil, numberOfLines: 0, lineBreakMode: .byClipping, height: nil)
            return scaled.size(of: layout).width <= width
        }
        let lowest = minimumScale.isFinite ? min(max(minimumScale, 0.01), 1) : 1
        guard lowest < 1, width.isFinite, !fits(1) else { return 1 }
        guard fits(lowest) else { return lowest }
        // Widths grow almost in proportion to the scale: a few bisections find the edge to within 0.1 %.
        var (low, high) = (lowest, CGFloat(1))
        while high - low > 0.001 {
            let middle = (low + high) / 2
            if fits(middle) { low = middle } else { high = middle }
        }
        return low
    }
}
