import Foundation

/// Localized strings in the user's languages, which Foundation on Linux does not look up: Vellum's lookup behind
/// the `NSLocalizedString` that `InterfaceBuilderPlugin` writes into the module of each target it builds.
///
/// Foundation on Linux always reads the development region's table. A module's own function of the same
/// signature as Foundation's `NSLocalizedString` takes precedence over both imported ones, so with the plugin an
/// app's unchanged `NSLocalizedString("welcome", comment: "")` calls `localizedString(forKey:value:table:bundle:)`.
/// The user's languages are `AppleLanguages` in the user defaults (or `-AppleLanguages "(de, fr)"` on the command
/// line), else the `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` and `LANG` environment variables, read once per launch.
public enum VellumLocalization {
    /// The user's languages, most preferred first, as Vellum reads them; empty when nothing names one (the
    /// development region is then used).
    public static var preferredLanguages: [String] { LocalizedStrings.userLanguages }

    /// The string for `key` in `tableName` (`Localizable` when nil or empty) of `bundle`, as iOS answers
    /// `bundle.localizedString(forKey:value:table:)`: from the table of the localization the user's languages
    /// choose by Apple's rules (`de-AT` takes `de`, `zh-Hant-TW` takes `zh-Hant`, then the development region);
    /// `value` (the key when `value` is nil or empty) when that table lacks the key; Foundation's answer when none
    /// of the localizations searched has the table. Reads `.strings` files and `.xcstrings` string catalogs.
    public static func localizedString(forKey key: String, value: String?, table tableName: String?,
                                       bundle: Bundle) -> String {
        LocalizedStrings.localizedString(forKey: key, value: value, table: tableName, bundle: bundle)
    }

    /// The localizations of `localizationsArray` to use for `preferencesArray` (the user's languages when nil),
    /// best first, by Apple's rules — what `Bundle.preferredLocalizations(from:forPreferences:)` answers on iOS
    /// (on Linux Foundation's answers the first localization). Empty when `localizationsArray` is.
    public static func preferredLocalizations(from localizationsArray: [String],
                                              forPreferences preferencesArray: [String]?) -> [String] {
        let preferred = preferencesArray ?? LocalizedStrings.userLanguages
        let matched = LocalizationMatcher.localizations(for: preferred, in: localizationsArray)
        return matched.isEmpty ? Array(localizationsArray.prefix(1)) : matched
    }
}
