import Foundation

/// How lines of text sit between their container's edges.
public enum NSTextAlignment: Int, Sendable {
    /// Visually left.
    case left = 0
    /// Centred.
    case center = 1
    /// Visually right.
    case right = 2
    /// Stretched to both edges, except a paragraph's last line.
    case justified = 3
    /// The script's own direction: left for left-to-right text, right for right-to-left text.
    case natural = 4
}

/// What happens to text too long for its line.
public enum NSLineBreakMode: Int, Sendable {
    /// Wraps at word boundaries; a word longer than a line is broken.
    case byWordWrapping = 0
    /// Wraps between any two characters.
    case byCharWrapping = 1
    /// Runs past the edge and is cut off.
    case byClipping = 2
    /// The line's start is replaced by an ellipsis.
    case byTruncatingHead = 3
    /// The line's end is replaced by an ellipsis.
    case byTruncatingTail = 4
    /// The line's middle is replaced by an ellipsis.
    case byTruncatingMiddle = 5
}

/// How strings are measured and drawn by `draw(with:options:attributes:context:)` and
/// `boundingRect(with:options:attributes:context:)`.
public struct NSStringDrawingOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: Int
    /// Options from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The rectangle's origin is the top-left of the text and lines wrap within its width; without it, the
    /// text is one line whose baseline starts at the origin.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Lines are spaced by the font's leading too.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Glyph bounds rather than typographic ones (accepted; typographic bounds are used).
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// The last line that fits the rectangle's height ends in an ellipsis when text is left over.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// Asks string drawing to shrink text to fit, and reports what it did.
open class NSStringDrawingContext: NSObject {
    /// The smallest scale text may be shrunk to so it fits; 0 or 1 never shrinks.
    open var minimumScaleFactor: CGFloat = 0
    /// The scale the text was last drawn or measured at.
    open internal(set) var actualScaleFactor: CGFloat = 1
    /// The bounds of the text last drawn or measured.
    open internal(set) var totalBounds = CGRect.zero
}
