import Foundation

/// An `.xcstrings` string catalog (JSON): `sourceLanguage`, and for each key its `localizations`, each a
/// `stringUnit` with a `value`, or plural `variations` of which the `other` form is taken (a plain lookup has no
/// count to choose by). A key without a localization in the source language is its own value, as Xcode means it.
struct StringCatalog: Sendable {
    let sourceLanguage: String
    /// Each key's value in each language.
    let values: [String: [String: String]]
    /// The languages the catalog has strings in, its source language among them.
    let languages: Set<String>

    /// The catalog in `data`; nil (logged) when it is not one.
    init?(data: Data, path: String) {
        guard let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
              let strings = root["strings"] as? [String: Any] else {
            uikitLog.error("Localized strings: \(path) is not a string catalog; ignored.")
            return nil
        }
        sourceLanguage = root["sourceLanguage"] as? String ?? "en"
        var values: [String: [String: String]] = [:]
        for (key, entry) in strings {
            let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any] ?? [:]
            var byLanguage: [String: String] = [:]
            for (language, localization) in localizations {
                guard let localization = localization as? [String: Any] else { continue }
                let plural = ((localization["variations"] as? [String: Any])?["plural"] as? [String: Any])?["other"]
                let unit = (localization["stringUnit"] ?? (plural as? [String: Any])?["stringUnit"]) as? [String: Any]
                if let value = unit?["value"] as? String { byLanguage[language] = value }
            }
            values[key] = byLanguage
        }
        self.values = values
        languages = values.values.reduce(into: [sourceLanguage]) { $0.formUnion($1.keys) }
    }

    /// `key`'s value in `language`: nil when the catalog does not translate it there.
    func string(forKey key: String, language: String) -> String? {
        guard let byLanguage = values[key] else { return nil }
        if let value = byLanguage[language] { return value }
        return language == sourceLanguage ? key : nil
    }
}
