import Foundation

/// How the lines of a paragraph are laid out (the `.paragraphStyle` attribute). Immutable; make changes in
/// an `NSMutableParagraphStyle`.
///
/// Vellum lays out a whole string with the paragraph style of its first character.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    // @unchecked because NSObject is not Sendable on Linux; `values` is a `var` only for NSMutableParagraphStyle
    // to change: a style of this class never changes after init.

    /// The settings, shared by the immutable and mutable classes.
    struct Values: Hashable {
        var alignment: NSTextAlignment = .natural
        var lineBreakMode: NSLineBreakMode = .byWordWrapping
        var lineSpacing: CGFloat = 0
        var paragraphSpacing: CGFloat = 0
        var paragraphSpacingBefore: CGFloat = 0
        var firstLineHeadIndent: CGFloat = 0
        var headIndent: CGFloat = 0
        var tailIndent: CGFloat = 0
        var minimumLineHeight: CGFloat = 0
        var maximumLineHeight: CGFloat = 0
        var lineHeightMultiple: CGFloat = 0
    }

    var values = Values()

    /// A paragraph style with the defaults.
    public override init() { super.init() }

    /// The default paragraph style: natural alignment, word wrapping, no spacing or indents.
    public class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// How lines sit between the edges.
    open var alignment: NSTextAlignment { values.alignment }

    /// What happens to lines too long for the width: a truncating or clipping mode keeps each paragraph on one line.
    open var lineBreakMode: NSLineBreakMode { values.lineBreakMode }

    /// Extra space between lines of a paragraph, in points.
    open var lineSpacing: CGFloat { values.lineSpacing }

    /// Extra space after each paragraph, in points (not drawn by Vellum: Pango has no such setting).
    open var paragraphSpacing: CGFloat { values.paragraphSpacing }

    /// Extra space before each paragraph, in points (not drawn by Vellum, as `paragraphSpacing`).
    open var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }

    /// The indent of each paragraph's first line from the leading edge, in points.
    open var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }

    /// The indent of the other lines from the leading edge, in points.
    open var headIndent: CGFloat { values.headIndent }

    /// Positive: the line width from the leading edge; zero or negative: the inset from the trailing edge.
    open var tailIndent: CGFloat { values.tailIndent }

    /// The least height of a line, in points; 0 for none.
    open var minimumLineHeight: CGFloat { values.minimumLineHeight }

    /// The greatest height of a line, in points; 0 for none.
    open var maximumLineHeight: CGFloat { values.maximumLineHeight }

    /// A factor applied to the font's line height before the limits; 0 for none.
    open var lineHeightMultiple: CGFloat { values.lineHeightMultiple }

    /// An immutable copy.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSParagraphStyle()
        copy.values = values
        return copy
    }

    /// A mutable copy.
    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = NSMutableParagraphStyle()
        copy.values = values
        return copy
    }

    /// Whether `object` is a paragraph style with the same settings.
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? NSParagraphStyle)?.values == values
    }

    /// A hash consistent with `isEqual(_:)`.
    open override var hash: Int { values.hashValue }
}

/// A paragraph style whose settings can be changed.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    // @unchecked as Foundation's: not thread-safe, so never share one across threads while changing it.

    /// How lines sit between the edges.
    open override var alignment: NSTextAlignment {
        get { values.alignment }
        set { values.alignment = newValue }
    }

    /// What happens to lines too long for the width: a truncating or clipping mode keeps each paragraph on one line.
    open override var lineBreakMode: NSLineBreakMode {
        get { values.lineBreakMode }
        set { values.lineBreakMode = newValue }
    }

    /// Extra space between lines of a paragraph, in points.
    open override var lineSpacing: CGFloat {
        get { values.lineSpacing }
        set { values.lineSpacing = newValue }
    }

    /// Extra space after each paragraph, in points (not drawn by Vellum: Pango has no such setting).
    open override var paragraphSpacing: CGFloat {
        get { values.paragraphSpacing }
        set { values.paragraphSpacing = newValue }
    }

    /// Extra space before each paragraph, in points (not drawn by Vellum, as `paragraphSpacing`).
    open override var paragraphSpacingBefore: CGFloat {
        get { values.paragraphSpacingBefore }
        set { values.paragraphSpacingBefore = newValue }
    }

    /// The indent of each paragraph's first line from the leading edge, in points.
    open override var firstLineHeadIndent: CGFloat {
        get { values.firstLineHeadIndent }
        set { values.firstLineHeadIndent = newValue }
    }

    /// The indent of the other lines from the leading edge, in points.
    open override var headIndent: CGFloat {
        get { values.headIndent }
        set { values.headIndent = newValue }
    }

    /// Positive: the line width from the leading edge; zero or negative: the inset from the trailing edge.
    open override var tailIndent: CGFloat {
        get { values.tailIndent }
        set { values.tailIndent = newValue }
    }

    /// The least height of a line, in points; 0 for none.
    open override var minimumLineHeight: CGFloat {
        get { values.minimumLineHeight }
        set { values.minimumLineHeight = newValue }
    }

    /// The greatest height of a line, in points; 0 for none.
    open override var maximumLineHeight: CGFloat {
        get { values.maximumLineHeight }
        set { values.maximumLineHeight = newValue }
    }

    /// A factor applied to the font's line height before the limits; 0 for none.
    open override var lineHeightMultiple: CGFloat {
        get { values.lineHeightMultiple }
        set { values.lineHeightMultiple = newValue }
    }

    /// Takes every setting of `other`.
    open func setParagraphStyle(_ other: NSParagraphStyle) { values = other.values }
}
