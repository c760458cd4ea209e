import Foundation

/// Writes an `.xcstrings` string catalog's strings in one language as a `.strings` table: Foundation's
/// `Bundle.localizedString(forKey:value:table:)` on Linux reads `<language>.lproj/<Table>.strings` and never a
/// catalog. Values are read as UIKit's own catalog lookup reads them: a `stringUnit`'s `value`, or the `other` form
/// of plural `variations`; a key without a localization in the source language is its own value there.
enum StringsTableWriter {
    /// The `.strings` text of the catalog in `data` in `language`, keys sorted; nil when `data` is not a catalog.
    static func table(fromCatalog data: Data, language: String) -> String? {
        guard let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
              let strings = root["strings"] as? [String: Any] else { return nil }
        let sourceLanguage = root["sourceLanguage"] as? String ?? "en"
        var lines: [String] = []
        for key in strings.keys.sorted() {
            let localizations = (strings[key] as? [String: Any])?["localizations"] as? [String: Any]
            guard let value = value(of: localizations?[language] as? [String: Any])
                    ?? (language == sourceLanguage ? key : nil) else { continue }
            lines.append("\(literal(key)) = \(literal(value));\n")
        }
        return lines.joined()
    }

    private static func value(of localization: [String: Any]?) -> String? {
        let plural = ((localization?["variations"] as? [String: Any])?["plural"] as? [String: Any])?["other"]
        let unit = (localization?["stringUnit"] ?? (plural as? [String: Any])?["stringUnit"]) as? [String: Any]
        return unit?["value"] as? String
    }

    /// `text` as a quoted `.strings` literal: quotes, backslashes and control characters escaped.
    static func literal(_ text: String) -> String {
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += "\\n"
            case "\t": quoted += "\\t"
            case "\r": quoted += "\\r"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                quoted += "\\U" + String(format: "%04X", scalar.value)
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }
}
