import Foundation

/// A set's `Contents.json`, in the format Xcode writes (Asset Catalog Format Reference): the entries of an image,
/// colour, data or symbol set, each with its idiom and appearances.
struct AssetContents: Sendable {
    /// The appearances an entry is for: `luminosity` light or dark (nil: any), `contrast` high (false: any).
    struct Appearance: Hashable, Sendable {
        var luminosity: UIUserInterfaceStyle?
        var highContrast: Bool

        /// How well this suits `traits`: nil when it does not, else higher for a closer match (an entry for dark
        /// beats one for any appearance in dark).
        func score(for traits: UITraitCollection) -> Int? {
            var score = 0
            if let luminosity {
                let dark = traits.userInterfaceStyle == .dark
                guard (luminosity == .dark) == dark else { return nil }
                score += 2
            }
            if highContrast {
                guard traits.accessibilityContrast == .high else { return nil }
                score += 1
            }
            return score
        }
    }

    /// One entry: a file of an image, data or symbol set, or a colour of a colour set.
    struct Entry: Sendable {
        var filename: String?
        var idiom: String
        var appearance: Appearance
        /// An image's `scale` (`"2x"`); nil for a single-scale (vector) image.
        var scale: CGFloat?
        /// A colour set's colour; nil for an appearance that overrides nothing, or a colour that cannot be read.
        var color: UIColor?
        /// An image's `resizing`: cap insets in the image's pixels, and whether the middle tiles.
        var resizing: (capInsets: UIEdgeInsets, tiles: Bool)?
        /// A data set's `universal-type-identifier`.
        var typeIdentifier: String?
    }

    /// The set's folder.
    let folder: URL
    /// Its entries, in the file's order.
    let entries: [Entry]
    /// An image set's `template-rendering-intent`: `.alwaysTemplate`, `.alwaysOriginal`, or `.automatic`.
    let renderingMode: UIImage.RenderingMode

    /// Largest `Contents.json` read.
    static let maxFileBytes = 1 << 20

    /// The contents of the set in `folder`; nil (logged) when its `Contents.json` is missing or malformed.
    init?(folder: URL, kind: AssetCatalog.Kind) {
        guard let root = Self.read(folder.appendingPathComponent("Contents.json")) else { return nil }
        let key = switch kind {
        case .image: "images"
        case .color: "colors"
        case .data: "data"
        case .symbol: "symbols"
        }
        guard let list = root[key] as? [Any] else {
            uikitLog.error("Asset catalog: \(folder.path)/Contents.json has no \"\(key)\" array; the set is skipped.")
            return nil
        }
        self.folder = folder
        entries = list.compactMap { item in
            guard let item = item as? [String: Any] else { return nil }
            let scale = (item["scale"] as? String).flatMap { Double($0.dropLast()) }.flatMap { $0 > 0 && $0 <= 16 ? CGFloat($0) : nil }
            return Entry(filename: item["filename"] as? String, idiom: item["idiom"] as? String ?? "universal",
                         appearance: Self.appearance(item["appearances"]), scale: scale,
                         color: kind == .color ? AssetColor.color(item["color"], in: folder) : nil,
                         resizing: Self.resizing(item["resizing"]),
                         typeIdentifier: item["universal-type-identifier"] as? String)
        }
        let properties = root["properties"] as? [String: Any] ?? [:]
        renderingMode = switch properties["template-rendering-intent"] as? String {
        case "template": .alwaysTemplate
        case "original": .alwaysOriginal
        default: .automatic
        }
    }

    /// The entries for a phone, the best match for `traits`: see `best(of:for:)`.
    func bestEntries(for traits: UITraitCollection) -> [Entry] { Self.best(of: entries, for: traits) }

    /// Of `entries`, those of the best idiom (iphone, then universal, then any other) whose appearances suit
    /// `traits` best.
    static func best(of entries: [Entry], for traits: UITraitCollection) -> [Entry] {
        let idiomRank = { (entry: Entry) in entry.idiom == "iphone" ? 2 : entry.idiom == "universal" ? 1 : 0 }
        let scored = entries.compactMap { entry in entry.appearance.score(for: traits).map { (entry, $0 * 4 + idiomRank(entry)) } }
        guard let best = scored.map(\.1).max() else { return [] }
        return scored.filter { $0.1 == best }.map(\.0)
    }

    /// The file an entry names, inside the set's folder: nil for a name that would leave it.
    func file(_ entry: Entry) -> URL? {
        guard let name = entry.filename, !name.isEmpty, !name.contains("/"), name != "..", name != "." else { return nil }
        return folder.appendingPathComponent(name)
    }

    /// Whether the group folder `folder` says its name prefixes its sets' names.
    static func providesNamespace(_ folder: URL) -> Bool {
        guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("Contents.json").path),
              let root = read(folder.appendingPathComponent("Contents.json")) else { return false }
        return flag((root["properties"] as? [String: Any])?["provides-namespace"])
    }

    /// A JSON boolean, however Foundation bridged it.
    static func flag(_ value: Any?) -> Bool {
        switch value {
        case let bool as Bool: bool
        case let number as NSNumber: number.boolValue
        case let string as String: string == "true"
        default: false
        }
    }

    /// A number written as a JSON number or a string.
    static func number(_ value: Any?) -> Double? {
        switch value {
        case let number as NSNumber: number.doubleValue
        case let string as String: Double(string.trimmingCharacters(in: .whitespaces))
        default: nil
        }
    }

    private static func read(_ file: URL) -> [String: Any]? {
        guard let handle = try? FileHandle(forReadingFrom: file) else {
            uikitLog.error("Asset catalog: \(file.path) is missing; the set is skipped.")
            return nil
        }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: maxFileBytes + 1), data.count <= maxFileBytes else {
            uikitLog.error("Asset catalog: \(file.path) is larger than \(maxFileBytes) bytes; skipped.")
            return nil
        }
        guard let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            uikitLog.error("Asset catalog: \(file.path) is not a JSON object; skipped.")
            return nil
        }
        return root
    }

    private static func appearance(_ value: Any?) -> Appearance {
        var appearance = Appearance(luminosity: nil, highContrast: false)
        for item in value as? [[String: Any]] ?? [] {
            switch (item["appearance"] as? String, item["value"] as? String) {
            case ("luminosity", "dark"): appearance.luminosity = .dark
            case ("luminosity", "light"): appearance.luminosity = .light
            case ("contrast", "high"): appearance.highContrast = true
            default: break
            }
        }
        return appearance
    }

    private static func resizing(_ value: Any?) -> (capInsets: UIEdgeInsets, tiles: Bool)? {
        guard let resizing = value as? [String: Any], let insets = resizing["cap-insets"] as? [String: Any] else { return nil }
        let mode = resizing["mode"] as? String ?? "9-part"
        let inset = { (edge: String) in CGFloat(max(0, number(insets[edge]) ?? 0)) }
        let horizontal = mode != "3-part-vertical", vertical = mode != "3-part-horizontal"
        let capInsets = UIEdgeInsets(top: vertical ? inset("top") : 0, left: horizontal ? inset("left") : 0,
                                     bottom: vertical ? inset("bottom") : 0, right: horizontal ? inset("right") : 0)
        let center = (resizing["center"] as? [String: Any])?["mode"] as? String
        return (capInsets, center == "tile")
    }
}
