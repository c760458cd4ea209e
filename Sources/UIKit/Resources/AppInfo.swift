import Foundation

/// The app's Info.plist with the build settings Xcode would have filled in.
///
/// Foundation on Linux already reads an `Info.plist` beside the executable (`Bundle.main.infoDictionary`,
/// `object(forInfoDictionaryKey:)`, `bundleIdentifier`), XML or binary, but returns Xcode's `$(VARIABLE)`
/// placeholders as they are, and never looks in SwiftPM's resource bundle. This reads the plist where
/// `InfoPlist` finds it and expands the placeholders: `PRODUCT_NAME`, `EXECUTABLE_NAME` and
/// `TARGET_NAME` become the executable's name, `PRODUCT_MODULE_NAME` its module name (`-` made `_`),
/// `DEVELOPMENT_LANGUAGE` `en`, and `PRODUCT_BUNDLE_PACKAGE_TYPE` `APPL`; others stay as written.
enum AppInfo {
    /// The main bundle's Info.plist, expanded, read once. `nonisolated(unsafe)` because a property-list
    /// dictionary is not Sendable; it is never changed after it is read.
    nonisolated(unsafe) static let main: [String: Any] = expanded(
        InfoPlist.dictionary(), executable: Bundle.main.executableURL?.lastPathComponent
            ?? URL(fileURLWithPath: CommandLine.arguments.first ?? "").lastPathComponent)

    /// The values Xcode's build settings would give for an app built as `executable`.
    static func buildSettings(executable: String) -> [String: String] {
        ["PRODUCT_NAME": executable, "EXECUTABLE_NAME": executable, "TARGET_NAME": executable,
         "PRODUCT_MODULE_NAME": executable.replacingOccurrences(of: "-", with: "_"),
         "DEVELOPMENT_LANGUAGE": "en", "PRODUCT_BUNDLE_PACKAGE_TYPE": "APPL"]
    }

    /// `info` with every `$(NAME)` and `${NAME}` of a known build setting in its strings replaced, at any depth.
    static func expanded(_ info: [String: Any], executable: String) -> [String: Any] {
        let settings = buildSettings(executable: executable)
        func expand(_ value: Any) -> Any {
            switch value {
            case let string as String:
                guard string.contains("$") else { return string }
                return settings.reduce(string) { text, setting in
                    text.replacingOccurrences(of: "$(\(setting.key))", with: setting.value)
                        .replacingOccurrences(of: "${\(setting.key)}", with: setting.value)
                }
            case let dictionary as [String: Any]: return dictionary.mapValues(expand)
            case let array as [Any]: return array.map(expand)
            default: return value
            }
        }
        return info.mapValues(expand)
    }

    /// The language `bundle` was developed in: the expanded `CFBundleDevelopmentRegion` of the main bundle, else
    /// the bundle's own, else `en`. (Foundation's `developmentLocalization` crashes on Linux for a bundle without
    /// an Info.plist, so the key is read directly.)
    static func developmentRegion(of bundle: Bundle) -> String {
        let info = bundle == Bundle.main ? main : [:]
        let key = "CFBundleDevelopmentRegion"
        guard let region = info[key] as? String ?? bundle.object(forInfoDictionaryKey: key) as? String,
              !region.isEmpty, !region.contains("$") else { return "en" }
        return region
    }
}
