import Foundation
import Synchronization

/// One `.xcassets` folder read as Xcode leaves it in the source tree: its sets by name, each read from its
/// `Contents.json` when first asked for.
///
/// A group folder whose `Contents.json` says `"provides-namespace": true` prefixes its sets' names
/// (`Icons/star`). The folder is untrusted input: the walk stops at `maxDepth` levels and `maxSets` sets, reads each
/// real folder once (links are resolved, so a link cycle ends), and a malformed `Contents.json` loses only its own
/// set, with a log line.
final class AssetCatalog: Sendable {
    /// The kinds of set Vellum reads.
    enum Kind: String, Sendable {
        case image = "imageset"
        case color = "colorset"
        case data = "dataset"
        case symbol = "symbolset"
    }

    /// A set's kind and folder.
    struct Set: Sendable {
        let kind: Kind
        let folder: URL
    }

    /// Deepest nesting of group folders read.
    static let maxDepth = 32
    /// Most sets indexed in one catalog.
    static let maxSets = 50_000

    /// The catalog's folder.
    let url: URL
    private let index = Mutex<[String: Set]?>(nil)
    private let parsed = Mutex<[String: AssetContents]>([:])

    init(url: URL) {
        self.url = url
    }

    /// The set named `name` of `kind`, or nil.
    func set(named name: String, kind: Kind) -> Set? {
        let sets = index.withLock { index in
            if let index { return index }
            let built = Self.buildIndex(of: url)
            index = built
            return built
        }
        guard let found = sets[name], found.kind == kind else { return nil }
        return found
    }

    /// The parsed `Contents.json` of the set named `name` of `kind`; nil when there is no such set or its
    /// `Contents.json` is malformed (logged once).
    func contents(named name: String, kind: Kind) -> AssetContents? {
        guard let set = set(named: name, kind: kind) else { return nil }
        let key = "\(kind.rawValue)/\(name)"
        if let known = parsed.withLock({ $0[key] }) { return known }
        guard let contents = AssetContents(folder: set.folder, kind: kind) else { return nil }
        parsed.withLock { $0[key] = contents }
        return contents
    }

    private static func buildIndex(of root: URL) -> [String: Set] {
        var sets: [String: Set] = [:]
        var seen: Swift.Set<String> = []
        var reportedLimit = false
        func walk(_ folder: URL, prefix: String, depth: Int) {
            let real = folder.resolvingSymlinksInPath().path
            guard seen.insert(real).inserted else {
                uikitLog.error("Asset catalog \(root.path): \(folder.path) leads back to a folder already read (a link cycle); skipped.")
                return
            }
            guard depth <= maxDepth else {
                uikitLog.error("Asset catalog \(root.path): folders nested deeper than \(maxDepth) levels at \(folder.path); skipped.")
                return
            }
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
            for name in names where !name.hasPrefix(".") {
                let child = folder.appendingPathComponent(name, isDirectory: true)
                guard ResourceLocations.isFolder(child) else { continue }
                let base = (name as NSString).deletingPathExtension
                if let kind = Kind(rawValue: (name as NSString).pathExtension) {
                    guard sets.count < maxSets else {
                        if !reportedLimit {
                            uikitLog.error("Asset catalog \(root.path): more than \(maxSets) sets; the rest are skipped.")
                            reportedLimit = true
                        }
                        return
                    }
                    sets[prefix + base] = sets[prefix + base] ?? Set(kind: kind, folder: child)
                } else if (name as NSString).pathExtension.isEmpty {
                    let namespace = AssetContents.providesNamespace(child)
                    walk(child, prefix: namespace ? "\(prefix)\(name)/" : prefix, depth: depth + 1)
                }
            }
        }
        walk(root, prefix: "", depth: 0)
        return sets
    }
}
