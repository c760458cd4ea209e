import Foundation
import Synchronization

extension UIColor {
    /// The colour set `name` of the main bundle's asset catalogs; see `init(named:in:compatibleWith:)`.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The colour set `name` of `bundle`'s asset catalogs (the main bundle's when nil); nil when no catalog has
    /// it or none of its colours can be read. With `traitCollection` nil, a set with dark or high-contrast
    /// variants gives a dynamic colour that resolves by the traits it is used with, as the system colours do;
    /// with a collection, the variant for it.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let variants = AssetColors.variants(named: name, in: bundle ?? .main) else { return nil }
        if let traitCollection {
            guard let color = variants.color(for: traitCollection) else { return nil }
            self.init(cgColor: color.resolvedCGColor(with: traitCollection))
        } else if variants.entries.count == 1, let only = variants.entries.first?.color, !only.isDynamic {
            self.init(cgColor: only.staticCGColor)
        } else {
            self.init(dynamicProvider: { variants.color(for: $0) ?? .clear })
        }
    }
}

/// Colour sets of asset catalogs, each read once.
enum AssetColors {
    /// The colours of one set, each for its appearances.
    struct Variants: Sendable {
        let entries: [AssetContents.Entry]

        /// The colour for `traits`: the best matching entry's (see `AssetContents.best(of:for:)`).
        func color(for traits: UITraitCollection) -> UIColor? {
            AssetContents.best(of: entries, for: traits).first?.color
        }
    }

    private static let known = Mutex<[String: Variants?]>([:])

    /// The colours of the set `name` in `bundle`'s catalogs (the first catalog that has it), or nil.
    static func variants(named name: String, in bundle: Bundle) -> Variants? {
        let key = "\(bundle.bundlePath)\u{0}\(name)"
        if let found = known.withLock({ $0[key] }) { return found }
        let contents = ResourceLocations.catalogs(in: bundle).lazy
            .compactMap { $0.contents(named: name, kind: .color) }.first
        let entries = contents?.entries.filter { $0.color != nil } ?? []
        let variants = entries.isEmpty ? nil : Variants(entries: entries)
        known.withLock { $0[key] = .some(variants) }
        return variants
    }
}
