import Foundation
import Synchronization

/// Where a bundle's resources live on Linux, and the asset catalogs among them.
///
/// A bundle's resources are its `resourcePath`: for `Bundle.main` the executable's folder (what Foundation on Linux
/// uses), for a SwiftPM `Bundle.module` its `<Package>_<Target>.resources` folder. The main bundle also takes in
/// the executable target's own SwiftPM resource bundle (`<Package>_<Executable>.resources` beside the executable),
/// so an app's `Bundle.main` finds what its package declares as resources, as an iOS app's bundle holds them.
/// SwiftPM on Linux copies an `.xcassets` folder as it is under either `.process` or `.copy`, and `.copy` of a
/// folder keeps it as one subfolder: catalogs are looked for at the top of each folder and one folder down.
enum ResourceLocations {
    /// The folders that hold `bundle`'s resources, its own first.
    static func roots(of bundle: Bundle) -> [URL] {
        let own = bundle.resourceURL ?? bundle.bundleURL
        guard bundle == Bundle.main else { return [own] }
        return [own] + executableResourceBundles(in: own)
    }

    /// The SwiftPM resource bundles of the running executable's target in `folder`.
    static func executableResourceBundles(in folder: URL) -> [URL] {
        let executable = Bundle.main.executableURL?.lastPathComponent
            ?? URL(fileURLWithPath: CommandLine.arguments.first ?? "").lastPathComponent
        guard !executable.isEmpty,
              let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
        return names.filter { $0.hasSuffix("_\(executable).resources") }.sorted()
            .map { folder.appendingPathComponent($0, isDirectory: true) }
    }

    private static let catalogsByBundle = Mutex<[String: [AssetCatalog]]>([:])

    /// The asset catalogs of `bundle`, in a stable order: each root's own, then those one folder down, by name.
    /// Found once per bundle path.
    static func catalogs(in bundle: Bundle) -> [AssetCatalog] {
        let key = bundle.bundlePath
        if let known = catalogsByBundle.withLock({ $0[key] }) { return known }
        let found = roots(of: bundle).flatMap(catalogs(under:))
        return catalogsByBundle.withLock { table in
            if let known = table[key] { return known }
            table[key] = found
            return found
        }
    }

    /// The `.xcassets` folders in `root` and in its subfolders.
    static func catalogs(under root: URL) -> [AssetCatalog] {
        let files = FileManager.default
        let names = ((try? files.contentsOfDirectory(atPath: root.path)) ?? []).sorted()
        var top: [AssetCatalog] = [], nested: [AssetCatalog] = []
        for name in names {
            let url = root.appendingPathComponent(name, isDirectory: true)
            if name.hasSuffix(".xcassets") {
                top.append(AssetCatalog(url: url))
            } else if isFolder(url), !name.hasSuffix(".lproj") {
                let inner = ((try? files.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
                nested += inner.filter { $0.hasSuffix(".xcassets") }
                    .map { AssetCatalog(url: url.appendingPathComponent($0, isDirectory: true)) }
            }
        }
        return top + nested
    }

    /// Whether `url` is a folder, following links.
    static func isFolder(_ url: URL) -> Bool {
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &folder) && folder.boolValue
    }
}
