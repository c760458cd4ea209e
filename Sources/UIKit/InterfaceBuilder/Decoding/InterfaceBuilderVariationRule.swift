import Foundation

/// One `<variation key=…><mask key=…><include|exclude reference=…/>` of a document: whether the referenced view
/// or constraint is installed in the size classes the variation's key names (`default` is every size class,
/// `heightClass=compact`, `heightClass=compact-widthClass=regular`…).
struct InterfaceBuilderVariationRule: Sendable, Equatable {
    /// The size classes the variation applies to: nil matches any; both nil with `isDefault` is the base.
    let horizontal: UIUserInterfaceSizeClass?
    let vertical: UIUserInterfaceSizeClass?
    let isDefault: Bool
    /// Installed (`include`) or not (`exclude`).
    let include: Bool

    /// The size classes of a variation key; nil when the key is not one Interface Builder writes.
    static func sizeClasses(ofKey key: String) -> (horizontal: UIUserInterfaceSizeClass?, vertical: UIUserInterfaceSizeClass?)? {
        var classes: (horizontal: UIUserInterfaceSizeClass?, vertical: UIUserInterfaceSizeClass?) = (nil, nil)
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=")
            guard pair.count == 2, let sizeClass = ["compact": UIUserInterfaceSizeClass.compact, "regular": .regular][String(pair[1])] else {
                return nil
            }
            switch pair[0] {
            case "widthClass": classes.horizontal = sizeClass
            case "heightClass": classes.vertical = sizeClass
            default: return nil
            }
        }
        return classes
    }

    /// The rules of `variations` (the document's `<variation>` elements) by the id each refers to.
    static func index(_ variations: [InterfaceBuilderElement]) -> [String: [InterfaceBuilderVariationRule]] {
        var rules: [String: [InterfaceBuilderVariationRule]] = [:]
        for variation in variations {
            guard let key = variation.key else { continue }
            let isDefault = key == "default"
            guard let classes = isDefault ? (nil, nil) : sizeClasses(ofKey: key) else { continue }
            for mask in variation.children where mask.name == "mask" {
                for entry in mask.children {
                    guard let reference = entry["reference"], entry.name == "include" || entry.name == "exclude" else { continue }
                    rules[reference, default: []].append(InterfaceBuilderVariationRule(
                        horizontal: classes.horizontal, vertical: classes.vertical, isDefault: isDefault,
                        include: entry.name == "include"))
                }
            }
        }
        return rules
    }

    /// Whether a variation of these size classes applies to `traits`.
    static func matches(horizontal: UIUserInterfaceSizeClass?, vertical: UIUserInterfaceSizeClass?,
                        _ traits: UITraitCollection) -> Bool {
        horizontal.map { $0 == traits.horizontalSizeClass } ?? true && vertical.map { $0 == traits.verticalSizeClass } ?? true
    }

    /// How many size classes a variation names: more specific variations win.
    static func specificity(horizontal: UIUserInterfaceSizeClass?, vertical: UIUserInterfaceSizeClass?) -> Int {
        (horizontal == nil ? 0 : 1) + (vertical == nil ? 0 : 1)
    }
}

extension Array where Element == InterfaceBuilderVariationRule {
    /// Whether what these rules refer to is installed for `traits`: the default variation's say first, then
    /// each matching variation's, the most specific last.
    @MainActor func isInstalled(for traits: UITraitCollection) -> Bool {
        var installed = true
        for rule in self where rule.isDefault { installed = rule.include }
        let matching = filter { !$0.isDefault && InterfaceBuilderVariationRule.matches(horizontal: $0.horizontal, vertical: $0.vertical, traits) }
        for rule in matching.sorted(by: {
            InterfaceBuilderVariationRule.specificity(horizontal: $0.horizontal, vertical: $0.vertical)
                < InterfaceBuilderVariationRule.specificity(horizontal: $1.horizontal, vertical: $1.vertical)
        }) {
            installed = rule.include
        }
        return installed
    }
}
