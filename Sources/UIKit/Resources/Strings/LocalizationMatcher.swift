import Foundation

/// Apple's choice of a bundle's localizations for the user's preferred languages, which CFBundle makes with ICU's
/// `ualoc_localizationsToUse` and which Foundation on Linux, built without Apple's ICU, never makes.
///
/// The first preferred language that any localization matches wins, and the result lists every localization it
/// matches, best first: the language as written (`en_GB` and `en-GB` are the same; `English`, `German` and Apple's
/// other old names stand for their codes), then its regional parents (`en-AU` → `en-GB` → `en-001`, `es-MX` →
/// `es-419`, `pt-MO` → `pt-PT`, `zh-Hant-MO` → `zh-Hant-HK`), then the language with its script alone
/// (`zh-Hant-TW` → `zh-Hant`), then the bare language where its script is the usual one (`pt-BR` → `pt`, but
/// `zh-Hant` never reaches `zh`, which is written in Han Simplified). A step without a region also takes the
/// localization of the region the language is most used in where there is no regionless one (`zh-Hant` → `zh_TW`,
/// `pt` → `pt-BR`). Only when no step matches does a localization of the same language and script in another
/// region count (`de` → `de-AT`), the way ICU would rather show German of Austria than fall back to another
/// language.
enum LocalizationMatcher {
    /// The localizations of `available` to use for `preferred`, best first; empty when none of the preferred
    /// languages has a localization. `Base` is never a language.
    static func localizations(for preferred: [String], in available: [String]) -> [String] {
        let candidates = available.filter { $0 != "Base" }.compactMap { name in LanguageTag(name).map { (name, $0) } }
        for language in preferred {
            guard let tag = LanguageTag(language) else { continue }
            var found: [String] = []
            for step in tag.fallbacks {
                let exact = candidates.filter { $0.1 == step }.map(\.0)
                let ordered = exact.filter { spelledLike(language, $0) } + exact.filter { !spelledLike(language, $0) }
                for name in ordered where !found.contains(name) { found.append(name) }
                if exact.isEmpty, step.region == nil, let region = step.usualRegion {
                    for (name, other) in candidates where other == step.with(region: region) && !found.contains(name) {
                        found.append(name)
                    }
                }
            }
            if found.isEmpty {
                found = candidates.filter { $0.1.language == tag.language && $0.1.script == tag.script }.map(\.0).sorted()
            }
            if !found.isEmpty { return found }
        }
        return []
    }

    /// The order CFBundle searches `available` in: the localizations for `preferred`, else those for the
    /// development region, else the first localization; then the development region as the last resort for a
    /// resource the chosen localizations lack.
    static func searchList(for preferred: [String], in available: [String], developmentRegion: String) -> [String] {
        var list = localizations(for: preferred, in: available)
        if list.isEmpty { list = localizations(for: [developmentRegion], in: available) }
        if list.isEmpty, let first = available.first(where: { $0 != "Base" }) { list = [first] }
        if !list.contains(developmentRegion) { list.append(developmentRegion) }
        return list
    }

    /// Whether `name` is written as `language` is, but for the separator and case: such a localization comes
    /// before an equivalent one (`zh_HK` before `zh-Hant-HK` for `zh-HK`).
    private static func spelledLike(_ language: String, _ name: String) -> Bool {
        language.replacingOccurrences(of: "_", with: "-").lowercased() == name.replacingOccurrences(of: "_", with: "-").lowercased()
    }
}

/// A language identifier as language, script and region, with the script the language is usually written in
/// filled in (so `zh-TW` and `zh-Hant-TW` are equal, and `en-Latn-US` is `en-US`).
struct LanguageTag: Equatable {
    let language: String
    /// The script, or nil for the language's usual one.
    let script: String?
    let region: String?

    /// Apple's old localization names, which bundles still use for their `.lproj` folders.
    private static let oldNames = [
        "english": "en", "french": "fr", "german": "de", "italian": "it", "dutch": "nl", "spanish": "es",
        "japanese": "ja", "portuguese": "pt", "swedish": "sv", "danish": "da", "finnish": "fi", "korean": "ko",
        "norwegian": "nb", "polish": "pl", "russian": "ru", "arabic": "ar", "thai": "th", "turkish": "tr",
        "chinese": "zh-Hans", "no": "nb",
    ]

    /// The usual script of the languages written in more than one; any other language's script is its usual one.
    private static let usualScripts = ["sr": "Cyrl", "uz": "Latn", "az": "Latn", "bs": "Latn", "pa": "Guru", "mn": "Cyrl"]

    /// Regions whose English follows British usage (CLDR's parents of `en-GB`, and Apple's additions).
    private static let britishEnglish: Set = [
        "AU", "BD", "BS", "BW", "BZ", "FJ", "GG", "GH", "GI", "GM", "GY", "HK", "IE", "IM", "IN", "JE", "JM", "KE",
        "KY", "LK", "MT", "MU", "MY", "NG", "NZ", "PK", "SG", "TT", "UG", "ZA", "ZM", "ZW",
    ]
    /// Regions whose English is European English (`en-150`).
    private static let europeanEnglish: Set = [
        "AT", "BE", "CH", "CY", "CZ", "DE", "DK", "ES", "FI", "FR", "GR", "HU", "IT", "NL", "NO", "PL", "PT", "SE", "SI",
    ]
    /// Regions whose English is American English, which has no parent but `en`.
    private static let americanEnglish: Set = ["US", "AS", "GU", "MP", "PR", "UM", "VI"]
    /// Regions whose Spanish is Latin American Spanish (`es-419`).
    private static let latinAmericanSpanish: Set = [
        "AR", "BO", "BR", "BZ", "CL", "CO", "CR", "CU", "DO", "EC", "GT", "HN", "MX", "NI", "PA", "PE", "PR", "PY",
        "SV", "US", "UY", "VE",
    ]
    /// Regions whose Portuguese is European Portuguese (`pt-PT`).
    private static let europeanPortuguese: Set = ["AO", "CH", "CV", "GQ", "GW", "LU", "MO", "MZ", "ST", "TL"]

    /// The tag for `identifier` (`-` or `_` between subtags, any case); nil when it names no language.
    init?(_ identifier: String) {
        let name = identifier.prefix { $0 != "." && $0 != "@" }
        var subtags = name.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        if let old = Self.oldNames[subtags.first?.lowercased() ?? ""] {
            subtags = old.split(separator: "-").map(String.init) + subtags.dropFirst()
        }
        guard let first = subtags.first, (2...3).contains(first.count), first.allSatisfy(\.isLetter) else { return nil }
        var script: String?, region: String?
        for subtag in subtags.dropFirst() {
            if subtag.count == 4, subtag.allSatisfy(\.isLetter), script == nil, region == nil {
                script = subtag.prefix(1).uppercased() + subtag.dropFirst().lowercased()
            } else if (subtag.count == 2 && subtag.allSatisfy(\.isLetter)) || (subtag.count == 3 && subtag.allSatisfy(\.isNumber)) {
                if region == nil { region = subtag.uppercased() }
            }
        }
        self.init(language: first.lowercased(), script: script, region: region)
    }

    init(language: String, script: String?, region: String?) {
        self.language = language
        self.region = region
        if language == "zh" {
            // Chinese is the one language whose script follows its region: Traditional in Taiwan, Hong Kong and
            // Macao, Simplified elsewhere.
            self.script = script ?? (["TW", "HK", "MO"].contains(region ?? "") ? "Hant" : "Hans")
        } else {
            let usual = Self.usualScripts[language]
            self.script = usual != nil && script != usual ? script : nil
        }
    }

    func with(region: String?) -> LanguageTag { LanguageTag(language: language, script: script, region: region) }

    /// The region whose localization serves this language where it has none without a region.
    var usualRegion: String? {
        switch (language, script) {
        case ("zh", "Hant"): "TW"
        case ("zh", "Hans"): "CN"
        case ("en", nil): "US"
        case ("pt", nil): "BR"
        case ("es", nil): "ES"
        case ("fr", nil): "FR"
        case ("de", nil): "DE"
        case ("it", nil): "IT"
        case ("ja", nil): "JP"
        case ("ko", nil): "KR"
        case ("nl", nil): "NL"
        case ("ru", nil): "RU"
        default: nil
        }
    }

    /// This tag, then each more general one to try after it: its region's parents, then no region. A script that
    /// is not the language's usual one is kept throughout (`zh-Hant` never becomes `zh`, which is `zh-Hans`).
    var fallbacks: [LanguageTag] {
        var steps = [self]
        var region = self.region
        while let current = region, let parent = parentRegion(of: current), !steps.contains(with(region: parent)) {
            steps.append(with(region: parent))
            region = parent
        }
        if self.region != nil { steps.append(with(region: nil)) }
        return steps
    }

    /// The regional variety a region's variety of this language falls back to before the language itself.
    private func parentRegion(of region: String) -> String? {
        switch language {
        case "en":
            if region == "150" { return "GB" }
            if region == "GB" { return "001" }
            if Self.britishEnglish.contains(region) { return "GB" }
            if Self.europeanEnglish.contains(region) { return "150" }
            if region == "001" || Self.americanEnglish.contains(region) { return nil }
            return "001"
        case "es": return region != "419" && Self.latinAmericanSpanish.contains(region) ? "419" : nil
        case "pt": return Self.europeanPortuguese.contains(region) ? "PT" : nil
        case "zh": return region == "MO" && script == "Hant" ? "HK" : nil
        default: return nil
        }
    }
}
