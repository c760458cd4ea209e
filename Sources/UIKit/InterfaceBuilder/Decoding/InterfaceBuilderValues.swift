import Foundation

/// How Interface Builder writes values — colours, fonts, geometry, enumerations — and what they become.
@MainActor
enum InterfaceBuilderValues {
    // MARK: Colours

    /// The colour a `<color>` element describes, named colours from `bundle`'s asset catalogs; nil for one that
    /// names nothing Vellum knows and has no design-time value in the document's resources.
    static func color(_ element: InterfaceBuilderElement, document: InterfaceBuilderDocument, bundle: Bundle?) -> UIColor? {
        if let name = element["systemColor"] ?? element["xcode11CocoaTouchSystemColor"] ?? element["cocoaTouchSystemColor"] {
            if let color = systemColor(named: name) { return color }
            return resourceColor(name, document: document, bundle: bundle)
        }
        if let name = element["name"] {
            return resourceColor(name, document: document, bundle: bundle)
        }
        let alpha = element.number("alpha") ?? 1
        if let white = element.number("white") {
            return UIColor(white: white, alpha: alpha)
        }
        guard let red = element.number("red"), let green = element.number("green"), let blue = element.number("blue") else {
            uikitLog.error("Interface Builder: <color> on line \(element.line) has no components; it is ignored.")
            return nil
        }
        if element["customColorSpace"] == "displayP3" {
            return UIColor(displayP3Red: red, green: green, blue: blue, alpha: alpha)
        }
        // sRGB, and the calibrated and device RGB of older files, which Vellum draws as sRGB.
        return UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A colour the document names: the one of `bundle`'s asset catalogs (dynamic, as on iOS), else the
    /// design-time value the document repeats in `<resources>`.
    private static func resourceColor(_ name: String, document: InterfaceBuilderDocument, bundle: Bundle?) -> UIColor? {
        if let named = UIColor(named: name, in: bundle, compatibleWith: nil) { return named }
        if let stored = document.resourceColors[name], stored["name"] == nil, stored["systemColor"] == nil {
            return color(stored, document: document, bundle: bundle)
        }
        uikitLog.error("Interface Builder: no colour named \"\(name)\"; it is ignored.")
        return nil
    }

    /// A system colour by the name Interface Builder writes (`systemBackgroundColor`, `darkTextColor`).
    nonisolated static func systemColor(named name: String) -> UIColor? {
        let bare = name.hasSuffix("Color") ? String(name.dropLast(5)) : name
        return systemColors[bare]
    }

    private nonisolated static let systemColors: [String: UIColor] = [
        "black": .black, "darkGray": .darkGray, "lightGray": .lightGray, "white": .white, "gray": .gray,
        "red": .red, "green": .green, "blue": .blue, "cyan": .cyan, "yellow": .yellow, "magenta": .magenta,
        "orange": .orange, "purple": .purple, "brown": .brown, "clear": .clear,
        "systemRed": .systemRed, "systemOrange": .systemOrange, "systemYellow": .systemYellow,
        "systemGreen": .systemGreen, "systemMint": .systemMint, "systemTeal": .systemTeal, "systemCyan": .systemCyan,
        "systemBlue": .systemBlue, "systemIndigo": .systemIndigo, "systemPurple": .systemPurple,
        "systemPink": .systemPink, "systemBrown": .systemBrown, "systemGray": .systemGray,
        "systemGray2": .systemGray2, "systemGray3": .systemGray3, "systemGray4": .systemGray4,
        "systemGray5": .systemGray5, "systemGray6": .systemGray6, "tint": .tintColor,
        "label": .label, "secondaryLabel": .secondaryLabel, "tertiaryLabel": .tertiaryLabel,
        "quaternaryLabel": .quaternaryLabel, "link": .link, "placeholderText": .placeholderText,
        "separator": .separator, "opaqueSeparator": .opaqueSeparator, "systemBackground": .systemBackground,
        "secondarySystemBackground": .secondarySystemBackground, "tertiarySystemBackground": .tertiarySystemBackground,
        "systemGroupedBackground": .systemGroupedBackground,
        "secondarySystemGroupedBackground": .secondarySystemGroupedBackground,
        "tertiarySystemGroupedBackground": .tertiarySystemGroupedBackground, "systemFill": .systemFill,
        "secondarySystemFill": .secondarySystemFill, "tertiarySystemFill": .tertiarySystemFill,
        "quaternarySystemFill": .quaternarySystemFill, "darkText": .darkText, "lightText": .lightText,
        "groupTableViewBackground": .groupTableViewBackground, "viewFlipsideBackground": .viewFlipsideBackground,
        "scrollViewTexturedBackground": .scrollViewTexturedBackground, "underPageBackground": .underPageBackground,
        // Pre-iOS 13 names of the cell background.
        "tableCellGroupedBackground": .secondarySystemGroupedBackground, "tableCellPlainBackground": .systemBackground,
    ]

    // MARK: Fonts

    /// The font a `<fontDescription>` element describes.
    static func font(_ element: InterfaceBuilderElement) -> UIFont {
        if let style = element["style"] {
            return UIFont.preferredFont(forTextStyle: UIFont.TextStyle(rawValue: style))
        }
        let size = element.number("pointSize").flatMap { $0 > 0 ? $0 : nil } ?? UIFont.labelFontSize
        switch element["type"] {
        case "boldSystem": return .boldSystemFont(ofSize: size)
        case "italicSystem": return .italicSystemFont(ofSize: size)
        case "system":
            return .systemFont(ofSize: size, weight: fontWeights[element["weight"] ?? "regular"] ?? .regular)
        default:
            guard element["name"] != nil else { return .systemFont(ofSize: size) }
            if let name = element["name"], let font = UIFont(name: name, size: size) { return font }
            uikitLog.error("Interface Builder: no font named \"\(element["name"] ?? "")\"; the system font stands in.")
            return .systemFont(ofSize: size)
        }
    }

    private static let fontWeights: [String: UIFont.Weight] = [
        "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular, "medium": .medium,
        "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
    ]

    // MARK: Geometry

    static func rect(_ element: InterfaceBuilderElement) -> CGRect {
        CGRect(x: element.number("x") ?? 0, y: element.number("y") ?? 0,
               width: element.number("width") ?? 0, height: element.number("height") ?? 0)
    }

    static func size(_ element: InterfaceBuilderElement) -> CGSize {
        CGSize(width: element.number("width") ?? 0, height: element.number("height") ?? 0)
    }

    static func point(_ element: InterfaceBuilderElement) -> CGPoint {
        CGPoint(x: element.number("x") ?? 0, y: element.number("y") ?? 0)
    }

    /// `<edgeInsets top= left= bottom= right=>`, or `<inset minX= minY= maxX= maxY=>`.
    static func edgeInsets(_ element: InterfaceBuilderElement) -> UIEdgeInsets {
        if element.name == "inset" {
            return UIEdgeInsets(top: element.number("minY") ?? 0, left: element.number("minX") ?? 0,
                                bottom: element.number("maxY") ?? 0, right: element.number("maxX") ?? 0)
        }
        return UIEdgeInsets(top: element.number("top") ?? 0, left: element.number("left") ?? 0,
                            bottom: element.number("bottom") ?? 0, right: element.number("right") ?? 0)
    }

    static func directionalEdgeInsets(_ element: InterfaceBuilderElement) -> NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: element.number("top") ?? 0, leading: element.number("leading") ?? 0,
                                bottom: element.number("bottom") ?? 0, trailing: element.number("trailing") ?? 0)
    }

    static func autoresizingMask(_ element: InterfaceBuilderElement) -> UIView.AutoresizingMask {
        let flags: [(String, UIView.AutoresizingMask)] = [
            ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth), ("flexibleMaxX", .flexibleRightMargin),
            ("flexibleMinY", .flexibleTopMargin), ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
        ]
        return flags.reduce(into: []) { mask, flag in if element.bool(flag.0) == true { mask.insert(flag.1) } }
    }

    // MARK: Enumerations

    /// An enumeration attribute by its Interface Builder names, in raw-value order from 0.
    nonisolated static func enumeration<T: RawRepresentable>(_ text: String?, _ names: [String], as: T.Type) -> T? where T.RawValue == Int {
        guard let text, let index = names.firstIndex(of: text) else { return nil }
        return T(rawValue: index)
    }

    nonisolated static let contentModes = ["scaleToFill", "scaleAspectFit", "scaleAspectFill", "redraw", "center", "top", "bottom",
                               "left", "right", "topLeft", "topRight", "bottomLeft", "bottomRight"]
    nonisolated static let textAlignments = ["left", "center", "right", "justified", "natural"]
    nonisolated static let lineBreakModes = ["wordWrap", "characterWrap", "clip", "headTruncation", "tailTruncation", "middleTruncation"]
    nonisolated static let semanticContentAttributes = ["unspecified", "playback", "spatial", "forceLeftToRight", "forceRightToLeft"]
}
