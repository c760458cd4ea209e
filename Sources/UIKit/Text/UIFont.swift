import Foundation
import Synchronization

/// A font: a face of a family at a size in points, found through fontconfig.
///
/// The system font is Inter when it is installed (the closest free relative of Apple's San Francisco),
/// else DejaVu Sans. Metrics come from Pango at 72 dpi, so a point is one unit of user space.
open class UIFont: NSObject, @unchecked Sendable, TextFontConvertible {
    // @unchecked because NSObject is not Sendable on Linux; its stored properties are Sendable `let`s and a mutex.

    /// The face's PostScript name, such as `"Inter-SemiBold"`.
    public let fontName: String
    /// The family's name, such as `"Inter"`.
    public let familyName: String
    /// The size in points.
    public let pointSize: CGFloat
    /// The font as text layout asks for it.
    package let textFont: TextFont
    /// How the font follows the content size category: set for a text style's font and for fonts
    /// `UIFontMetrics` scaled, nil for others.
    let dynamicTypeScaling: DynamicTypeScaling?
    private let measured = Mutex<TextFontMetrics?>(nil)

    init(textFont: TextFont, fontName: String, familyName: String, dynamicTypeScaling: DynamicTypeScaling? = nil) {
        self.textFont = textFont
        self.fontName = fontName
        self.familyName = familyName
        self.dynamicTypeScaling = dynamicTypeScaling
        pointSize = textFont.size
        super.init()
    }

    /// The same font, following the content size category as `scaling` says.
    func scaling(with scaling: DynamicTypeScaling) -> UIFont {
        UIFont(textFont: textFont, fontName: fontName, familyName: familyName, dynamicTypeScaling: scaling)
    }

    /// The installed face whose PostScript name, full name or family name is `fontName` (letter case
    /// ignored; a family gives its regular face), at `fontSize` points; `nil` when no face has that name or
    /// the size is negative or not finite. Unlike fontconfig, this never substitutes another font.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard fontSize.isFinite, fontSize >= 0, let face = FontCatalog.shared.face(named: fontName) else { return nil }
        self.init(face: face, size: fontSize, features: "")
    }

    /// A font of `face` at `size`.
    convenience init(face: FontCatalog.Face, size: CGFloat, features: String) {
        self.init(textFont: TextFont(family: face.family, size: size, weight: face.weight, isItalic: face.isItalic,
                                     features: features),
                  fontName: face.postScriptName, familyName: face.family)
    }

    /// The same face at another size (a non-finite or negative size keeps this one's).
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        var font = textFont
        font.size = fontSize.isFinite && fontSize >= 0 ? fontSize : pointSize
        return UIFont(textFont: font, fontName: fontName, familyName: familyName)
    }

    // MARK: Metrics

    private var metrics: TextFontMetrics {
        measured.withLock { cached in
            if let cached { return cached }
            let metrics = TextFontMetrics(textFont)
            cached = metrics
            return metrics
        }
    }

    /// The distance from the baseline to the top of the line box.
    open var ascender: CGFloat { metrics.ascender }
    /// The distance from the baseline to the bottom of the line box: negative.
    open var descender: CGFloat { metrics.descender }
    /// The height of capital letters above the baseline.
    open var capHeight: CGFloat { metrics.capHeight }
    /// The height of lowercase letters without ascenders above the baseline.
    open var xHeight: CGFloat { metrics.xHeight }
    /// The extra space the font asks for between lines.
    open var leading: CGFloat { metrics.leading }
    /// The distance from one baseline to the next: `ascender - descender + leading`.
    open var lineHeight: CGFloat { metrics.lineHeight }

    // MARK: NSObject

    /// Whether `object` is a font of the same face, size and features.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return other.textFont == textFont && other.fontName == fontName
    }

    /// A hash consistent with `isEqual(_:)`.
    open override var hash: Int { textFont.hashValue }

    /// The name and size, as UIKit prints fonts.
    open override var description: String {
        "<UIFont> font-family: \"\(familyName)\"; font-weight: \(textFont.weight >= 600 ? "bold" : "normal"); "
            + "font-style: \(textFont.isItalic ? "italic" : "normal"); font-size: \(String(format: "%.2f", Double(pointSize)))pt"
    }
}
