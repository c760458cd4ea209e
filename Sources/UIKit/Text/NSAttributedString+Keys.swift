import Foundation

extension NSAttributedString.Key {
    /// The `UIFont` of the text; the system font at 12 points when absent.
    public static let font = NSAttributedString.Key("NSFont")
    /// The `UIColor` of the text; black when absent.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The `UIColor` behind the text.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// Extra space after each character, in points (a number).
    public static let kern = NSAttributedString.Key("NSKern")
    /// The `NSUnderlineStyle` raw value (a number) of a line under the text.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The `UIColor` of the underline; the text's colour when absent.
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// The `NSUnderlineStyle` raw value (a number) of a line through the text.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// The `UIColor` of the strikethrough line; the text's colour when absent.
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// The `NSParagraphStyle` of the text.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// The `NSShadow` drawn under the text.
    public static let shadow = NSAttributedString.Key("NSShadow")
    /// A link (a `URL` or `String`); drawing does not style it.
    public static let link = NSAttributedString.Key("NSLink")
    /// How far the text is raised above the baseline, in points (a number).
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// 0 turns off the ligatures the script does not need; 1 (the default) keeps them (a number).
    public static let ligature = NSAttributedString.Key("NSLigature")
    /// The `UIColor` of the glyphs' outline; the text's colour when absent.
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    /// The outline's width in percent of the font size (a number): positive draws the outline alone,
    /// negative fills and outlines the glyphs.
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
}

/// The style of a line drawn under or through text (`.underlineStyle`, `.strikethroughStyle`).
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    /// The style's bits.
    public let rawValue: Int
    /// A style from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// One thin line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// One thick line (drawn as `single` by Pango).
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two thin lines.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// Dotted (drawn solid).
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    /// Dashed (drawn solid).
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    /// Dash-dot (drawn solid).
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    /// Dash-dot-dot (drawn solid).
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    /// Only under words, not spaces (drawn under everything).
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}
