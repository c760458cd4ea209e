import Foundation
import Synchronization

/// Localized strings from a bundle's `<language>.lproj/<Table>.strings` files and `<Table>.xcstrings` string
/// catalogs, in the user's languages: the lookup for the strings UIKit itself shows from a bundle, such as those of
/// Interface Builder documents. Foundation's `NSLocalizedString` cannot be replaced: a function of the same
/// signature in UIKit shadows it only in files that import UIKit alone; in a file that also imports Foundation, in
/// either order, every call is ambiguous (the compiler drops an imported declaration only when the file reaches its
/// module through the other's).
///
/// Foundation on Linux reads `.strings` tables, but only in the bundle's development region (else `en`): built
/// without Apple's ICU, CFBundle matches no list of preferred languages against a bundle's localizations, so neither
/// `LANG` nor `AppleLanguages` changes its choice. It never reads a string catalog (SwiftPM copies an `.xcstrings`
/// file as it is, uncompiled): InterfaceBuilderPlugin writes each catalog's source language as a `.strings` table.
/// Here the languages come from `LANGUAGE` (a colon-separated list), `LC_ALL`, `LC_MESSAGES` and `LANG`
/// (`fr_FR.UTF-8` is `fr-FR`), then Foundation's, then the bundle's development region, then `Base`; a region's
/// language (`fr-CA`) falls back to the language (`fr`).
enum LocalizedStrings {
    /// Largest table read.
    static let maxFileBytes = 16 << 20

    /// The user's languages, most preferred first, read once.
    static let userLanguages = preferredLanguages(environment: ProcessInfo.processInfo.environment)

    /// The languages `environment` and Foundation name, most preferred first, without repeats.
    static func preferredLanguages(environment: [String: String]) -> [String] {
        var names = (environment["LANGUAGE"] ?? "").split(separator: ":").map(String.init)
        names += ["LC_ALL", "LC_MESSAGES", "LANG"].compactMap { environment[$0] }
        var languages: [String] = []
        for name in names + Locale.preferredLanguages {
            let code = String(name.prefix { $0 != "." && $0 != "@" }).replacingOccurrences(of: "_", with: "-")
            guard !code.isEmpty, code != "C", code != "POSIX", !languages.contains(code) else { continue }
            languages.append(code)
        }
        return languages
    }

    /// The string for `key` in `table` (`Localizable` when nil) of `bundle`, in the first of `languages` (then the
    /// development region, then `Base`) that has it; nil when none does.
    static func string(forKey key: String, table: String?, bundle: Bundle, languages: [String] = userLanguages) -> String? {
        let table = table.flatMap { $0.isEmpty ? nil : $0 } ?? "Localizable"
        let development = AppInfo.developmentRegion(of: bundle)
        var tried: [String] = []
        for language in languages + [development, "Base"] {
            var candidates = [language, language.replacingOccurrences(of: "-", with: "_")]
            if let base = language.split(separator: "-").first, base.count < language.count { candidates.append(String(base)) }
            for candidate in candidates where !tried.contains(candidate) {
                tried.append(candidate)
                for root in ResourceLocations.roots(of: bundle) {
                    let strings = root.appendingPathComponent("\(candidate).lproj/\(table).strings")
                    if let value = stringsTable(at: strings)?[key] { return value }
                    let catalog = root.appendingPathComponent("\(table).xcstrings")
                    if let value = stringCatalog(at: catalog)?.string(forKey: key, language: candidate) { return value }
                }
            }
        }
        return nil
    }

    private static let tables = Mutex<[String: [String: String]?]>([:])
    private static let catalogs = Mutex<[String: StringCatalog?]>([:])

    /// The `.strings` table at `url` (old-style property list text, UTF-8 or UTF-16), read once; nil when it is
    /// missing or malformed (logged).
    static func stringsTable(at url: URL) -> [String: String]? {
        if let known = tables.withLock({ $0[url.path] }) { return known }
        let table = readStringsTable(url)
        tables.withLock { $0[url.path] = .some(table) }
        return table
    }

    private static func readStringsTable(_ url: URL) -> [String: String]? {
        guard let data = read(url) else { return nil }
        let text: String?
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
            text = String(data: data, encoding: .utf16)
        } else {
            text = String(data: data, encoding: .utf8)
        }
        guard let text, let utf8 = text.data(using: .utf8),
              let table = (try? PropertyListSerialization.propertyList(from: utf8, format: nil)) as? [String: Any] else {
            uikitLog.error("Localized strings: \(url.path) is not a strings table; ignored.")
            return nil
        }
        return table.compactMapValues { $0 as? String }
    }

    /// The string catalog at `url`, read once; nil when it is missing or malformed (logged).
    static func stringCatalog(at url: URL) -> StringCatalog? {
        if let known = catalogs.withLock({ $0[url.path] }) { return known }
        let catalog = read(url).flatMap { StringCatalog(data: $0, path: url.path) }
        catalogs.withLock { $0[url.path] = .some(catalog) }
        return catalog
    }

    private static func read(_ url: URL) -> Data? {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: maxFileBytes + 1), data.count <= maxFileBytes else {
            uikitLog.error("Localized strings: \(url.path) is larger than \(maxFileBytes) bytes; ignored.")
            return nil
        }
        return data
    }
}
