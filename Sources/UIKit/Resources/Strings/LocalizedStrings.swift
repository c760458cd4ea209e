import Foundation
import Synchronization

/// Localized strings from a bundle's `<language>.lproj/<Table>.strings` files and `<Table>.xcstrings` string
/// catalogs, in the user's languages, as iOS looks them up: the lookup behind `VellumLocalization` (and so the
/// `NSLocalizedString` InterfaceBuilderPlugin writes into an app's module) and behind the strings UIKit itself
/// shows from a bundle, such as those of Interface Builder documents.
///
/// Foundation on Linux reads `.strings` tables, but only in the bundle's development region (else `en`): built
/// without Apple's ICU, CFBundle matches no list of preferred languages against a bundle's localizations, so neither
/// `LANG` nor `AppleLanguages` changes its choice. It never reads a string catalog (SwiftPM copies an `.xcstrings`
/// file as it is, uncompiled). Here the user's languages are `AppleLanguages` from the user defaults (the command
/// line's `-AppleLanguages "(de, fr)"` too), else `LANGUAGE` (a colon-separated list) and the first of `LC_ALL`,
/// `LC_MESSAGES` and `LANG` (`fr_FR.UTF-8` is `fr-FR`). `Locale.preferredLanguages` is not asked: on Linux it
/// answers `en-001` whatever the settings. They choose among the bundle's localizations by Apple's rules
/// (`LocalizationMatcher`), and as CFBundle does, a table is read whole from the first localization that has it:
/// a key the chosen table lacks is not looked for in another language.
enum LocalizedStrings {
    /// Largest table read.
    static let maxFileBytes = 16 << 20

    /// The user's languages, most preferred first, read once (as iOS reads them once per launch).
    static let userLanguages = preferredLanguages(
        appleLanguages: (UserDefaults.standard.array(forKey: "AppleLanguages") ?? []).compactMap { $0 as? String },
        environment: ProcessInfo.processInfo.environment)

    /// The languages `appleLanguages` names, else those `environment` names, most preferred first, without repeats
    /// or the POSIX locale.
    static func preferredLanguages(appleLanguages: [String], environment: [String: String]) -> [String] {
        var names = appleLanguages
        if names.isEmpty {
            names = (environment["LANGUAGE"] ?? "").split(separator: ":").map(String.init)
            // POSIX's order: LC_ALL overrides LC_MESSAGES, which overrides LANG.
            if let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap({ environment[$0] }).first(where: { !$0.isEmpty }) {
                names.append(locale)
            }
        }
        var languages: [String] = []
        for name in names {
            let code = String(name.prefix { $0 != "." && $0 != "@" }).replacingOccurrences(of: "_", with: "-")
            guard !code.isEmpty, code != "C", code != "POSIX", !languages.contains(code) else { continue }
            languages.append(code)
        }
        return languages
    }

    /// `bundle.localizedString(forKey:value:table:)` as iOS answers it: the string for `key` in the table of the
    /// localization the user's languages choose; `value` (the key when `value` is nil or empty) when that table
    /// lacks the key; Foundation's answer when no localization the search reaches has the table at all.
    static func localizedString(forKey key: String, value: String?, table: String?, bundle: Bundle) -> String {
        guard let found = self.table(named: table, in: bundle, searchList: searchList(of: bundle)) else {
            return bundle.localizedString(forKey: key, value: value, table: table)
        }
        if let string = found.string(forKey: key) { return string }
        guard let value, !value.isEmpty else { return key }
        return value
    }

    private static let searchLists = Mutex<[String: [String]]>([:])

    /// The localizations `bundle`'s resources are looked for in, in order, chosen once per bundle.
    static func searchList(of bundle: Bundle) -> [String] {
        if let known = searchLists.withLock({ $0[bundle.bundlePath] }) { return known }
        let list = LocalizationMatcher.searchList(for: preferredLanguages(for: bundle), in: localizations(of: bundle),
                                                  developmentRegion: AppInfo.developmentRegion(of: bundle))
        searchLists.withLock { $0[bundle.bundlePath] = list }
        return list
    }

    /// The languages `bundle`'s localizations are matched against. For the main bundle the user's; for another,
    /// first the main bundle's choice, as CFBundle does so that a framework speaks the app's language, unless the
    /// app's Info.plist sets `CFBundleAllowMixedLocalizations` or the app has no localization.
    static func preferredLanguages(for bundle: Bundle) -> [String] {
        guard bundle != Bundle.main, AppInfo.main["CFBundleAllowMixedLocalizations"] as? Bool != true,
              !localizations(of: .main).isEmpty else { return userLanguages }
        return searchList(of: .main) + userLanguages
    }

    /// The localizations `bundle` has, sorted: its `.lproj` folders but `Base`, the languages of its string
    /// catalogs, and its Info.plist's `CFBundleLocalizations`; with the development region when there is a
    /// `Base.lproj`, which holds that region's resources (as CFBundle counts them).
    static func localizations(of bundle: Bundle) -> [String] {
        var found: Set<String> = []
        var hasBase = false
        for root in ResourceLocations.roots(of: bundle) {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? [] {
                if name.hasSuffix(".lproj"), ResourceLocations.isFolder(root.appendingPathComponent(name)) {
                    let localization = String(name.dropLast(".lproj".count))
                    if localization == "Base" { hasBase = true } else if !localization.isEmpty { found.insert(localization) }
                } else if name.hasSuffix(".xcstrings"), let catalog = stringCatalog(at: root.appendingPathComponent(name)) {
                    found.formUnion(catalog.languages)
                }
            }
        }
        let info = bundle == Bundle.main ? AppInfo.main : bundle.infoDictionary ?? [:]
        found.formUnion(info["CFBundleLocalizations"] as? [String] ?? [])
        if hasBase { found.insert(AppInfo.developmentRegion(of: bundle)) }
        return found.sorted()
    }

    /// The localizations whose `.lproj` folders CFBundle looks for a resource in, in order: the first of
    /// `searchList`, then `Base`, then the rest of `searchList`.
    static func localizationFolders(_ searchList: [String]) -> [String] {
        Array(searchList.prefix(1)) + ["Base"] + Array(searchList.dropFirst())
    }

    /// A strings table: a `.strings` file's, or one language of a string catalog.
    enum Table: Sendable {
        case strings([String: String])
        case catalog(StringCatalog, language: String)

        /// The table's string for `key`; nil when it has none.
        func string(forKey key: String) -> String? {
            switch self {
            case .strings(let strings): strings[key]
            case .catalog(let catalog, let language): catalog.string(forKey: key, language: language)
            }
        }
    }

    /// The table `table` (`Localizable` when nil or empty) of `bundle`, from where CFBundle finds a resource: outside
    /// any localization, then in the first of `searchList`, then in `Base`, then in the rest of `searchList`. In a
    /// localization, a `.strings` file comes before a string catalog of the same name that has that language.
    static func table(named table: String?, in bundle: Bundle, searchList: [String]) -> Table? {
        let table = table.flatMap { $0.isEmpty ? nil : $0 } ?? "Localizable"
        // Found once per bundle, table and search list, so that a lookup does not list the executable's folder
        // again. The user's languages are read once at launch and a bundle's files do not change while the app
        // runs, so nothing invalidates an entry.
        let key = [bundle.bundlePath, table, searchList.joined(separator: ",")].joined(separator: "\u{0}")
        if let known = foundTables.withLock({ $0[key] }) { return known }
        let found = findTable(named: table, in: bundle, searchList: searchList)
        foundTables.withLock { $0[key] = .some(found) }
        return found
    }

    private static let foundTables = Mutex<[String: Table?]>([:])

    private static func findTable(named table: String, in bundle: Bundle, searchList: [String]) -> Table? {
        let roots = ResourceLocations.roots(of: bundle)
        let folders: [String?] = [nil] + localizationFolders(searchList).map { Optional($0) }
        for folder in folders {
            for root in roots {
                guard let folder else {
                    if let strings = stringsTable(at: root.appendingPathComponent("\(table).strings")) { return .strings(strings) }
                    continue
                }
                if let strings = stringsTable(at: root.appendingPathComponent("\(folder).lproj/\(table).strings")) {
                    return .strings(strings)
                }
                if folder != "Base", let catalog = stringCatalog(at: root.appendingPathComponent("\(table).xcstrings")),
                   catalog.languages.contains(folder) {
                    return .catalog(catalog, language: folder)
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
