import Foundation

/// The app's Info.plist, for the keys UIKit reads at launch (`UIApplicationSceneManifest`,
/// `UIMainStoryboardFile`, `NSMainNibFile`, the app's name).
///
/// It is found where Foundation on Linux looks for the main bundle's, `Info.plist` beside the executable
/// (`Bundle.main.infoDictionary`); failing that, in the executable target's SwiftPM resource bundle
/// (`<Package>_<Executable>.resources/`, beside the executable), one folder down, else at its top. SwiftPM refuses
/// a top-level `Info.plist` resource, so a target copies a folder holding it (`resources: [.copy("App")]`); the
/// one at the top is SwiftPM's own, written when the package sets `defaultLocalization` and holding only
/// `CFBundleDevelopmentRegion`, so the app's, in a folder, comes first, taking that development region where it
/// names none of its own.
enum InfoPlist {
    /// The Info.plist of `bundle`'s app (see the type's description); empty when there is none.
    static func dictionary(of bundle: Bundle = .main) -> [String: Any] {
        find(from: bundle).dictionary
    }

    /// The Info.plist of `bundle`'s app, and the bundle of the folder it was found in, where the storyboards
    /// and nibs it names sit beside it; `bundle` itself when there is none.
    static func find(from bundle: Bundle = .main) -> (dictionary: [String: Any], bundle: Bundle) {
        if let info = bundle.infoDictionary, !info.isEmpty { return (info, bundle) }
        let files = FileManager.default
        for resources in ResourceLocations.executableResourceBundles(in: bundle.bundleURL) {
            let subfolders = (try? files.contentsOfDirectory(atPath: resources.path)) ?? []
            for candidate in subfolders.sorted().map({ resources.appendingPathComponent($0, isDirectory: true) }) + [resources] {
                let plist = candidate.appendingPathComponent("Info.plist")
                guard let data = files.contents(atPath: plist.path) else { continue }
                guard let info = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else {
                    uikitLog.error("\(plist.path) is not a property list dictionary; ignored.")
                    continue
                }
                return (candidate == resources ? info : withPackageRegion(info, from: resources),
                        Bundle(url: candidate) ?? bundle)
            }
        }
        return ([:], bundle)
    }

    /// `info` with the development region of SwiftPM's `Info.plist` at the top of `resources` (the package's
    /// `defaultLocalization`) where `info` names none or leaves Xcode's `$(DEVELOPMENT_LANGUAGE)` to fill in.
    private static func withPackageRegion(_ info: [String: Any], from resources: URL) -> [String: Any] {
        let key = "CFBundleDevelopmentRegion"
        let own = info[key] as? String
        guard own == nil || own == "$(DEVELOPMENT_LANGUAGE)" || own == "${DEVELOPMENT_LANGUAGE}",
              let data = FileManager.default.contents(atPath: resources.appendingPathComponent("Info.plist").path),
              let top = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
              let region = top[key] as? String else { return info }
        var info = info
        info[key] = region
        return info
    }
}
