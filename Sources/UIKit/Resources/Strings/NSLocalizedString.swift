import Foundation

/// The string for `key` in `tableName` of `bundle`, in the user's language: Foundation's function with the same
/// signature, which `import UIKit` prefers, so that an app's calls read `LANG` and string catalogs on Linux (see
/// `LocalizedStrings`); where no table or catalog has the key, Foundation's lookup, which gives `value` (else the
/// key).
public func NSLocalizedString(_ key: String, tableName: String? = nil, bundle: Bundle = Bundle.main, value: String = "",
                              comment: String) -> String {
    LocalizedStrings.string(forKey: key, table: tableName, bundle: bundle)
        ?? bundle.localizedString(forKey: key, value: value, table: tableName)
}
