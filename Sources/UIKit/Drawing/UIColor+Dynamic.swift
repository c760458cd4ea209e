import Foundation
import Synchronization

/// Dynamic colours: colours that resolve to another colour for each trait collection, as the system colours
/// do for light, dark, increased contrast and elevated content.
extension UIColor {
    /// How a dynamic colour resolves.
    enum Dynamic: Sendable {
        /// The app's provider.
        case provider(@Sendable (UITraitCollection) -> UIColor)
        /// A system colour's published values.
        case system(SystemColorVariants)
    }

    /// A colour that `dynamicProvider` resolves for each trait collection it is resolved with.
    public convenience init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        self.init(dynamic: .provider(dynamicProvider))
    }

    /// Whether the colour resolves differently by traits.
    var isDynamic: Bool { dynamic != nil }

    /// The colour for `traitCollection`: a dynamic colour's value for it, any other colour itself. A provider
    /// that returns a dynamic colour has it resolved once more; a third level is refused (logged) as clear,
    /// so that a provider returning itself cannot recurse.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        resolved(with: traitCollection, depth: 0)
    }

    private func resolved(with traitCollection: UITraitCollection, depth: Int) -> UIColor {
        switch dynamic {
        case nil: return self
        case .system(let variants)?: return variants.color(for: traitCollection)
        case .provider(let provider)?:
            guard depth < 2 else {
                uikitLog.error("UIColor: a dynamic colour's provider returned dynamic colours more than twice over; resolved as clear.")
                return .clear
            }
            return provider(traitCollection).resolved(with: traitCollection, depth: depth + 1)
        }
    }

    /// The Quartz colour for `traitCollection`.
    func resolvedCGColor(with traitCollection: @autoclosure () -> UITraitCollection) -> CGColor {
        dynamic == nil ? staticCGColor : resolvedColor(with: traitCollection()).staticCGColor
    }

    /// The dynamic system colour one of whose values `color` is, for a layer's colour set from it.
    static func systemColor(resolvedTo color: CGColor) -> UIColor? {
        SystemColorVariants.origins.withLock { $0[ObjectIdentifier(color)] }
    }
}

/// A system colour's values in each appearance, as iOS publishes them.
final class SystemColorVariants: Sendable {
    let name: String
    let light: UIColor, dark: UIColor, highContrastLight: UIColor, highContrastDark: UIColor
    /// Dark values of elevated content, where they differ from the base ones.
    let elevatedDark: UIColor?, elevatedHighContrastDark: UIColor?

    /// Each value's Quartz colour, by identity, with the system colour it belongs to.
    static let origins = Mutex<[ObjectIdentifier: UIColor]>([:])

    init(name: String, light: UIColor, dark: UIColor, highContrastLight: UIColor, highContrastDark: UIColor,
         elevatedDark: UIColor?, elevatedHighContrastDark: UIColor?) {
        self.name = name
        self.light = light
        self.dark = dark
        self.highContrastLight = highContrastLight
        self.highContrastDark = highContrastDark
        self.elevatedDark = elevatedDark
        self.elevatedHighContrastDark = elevatedHighContrastDark
    }

    /// Remembers `color` as the system colour its values' Quartz colours come from.
    func register(as color: UIColor) {
        let all = [light, dark, highContrastLight, highContrastDark, elevatedDark, elevatedHighContrastDark].compactMap { $0 }
        SystemColorVariants.origins.withLock { table in
            for value in all { table[ObjectIdentifier(value.staticCGColor)] = color }
        }
    }

    /// The value for `traits`: dark for a dark style (light otherwise, unspecified included), the high-contrast
    /// value for high contrast, the elevated value for elevated dark content.
    func color(for traits: UITraitCollection) -> UIColor {
        let high = traits.accessibilityContrast == .high
        guard traits.userInterfaceStyle == .dark else { return high ? highContrastLight : light }
        if traits.userInterfaceLevel == .elevated, let elevated = high ? elevatedHighContrastDark : elevatedDark {
            return elevated
        }
        return high ? highContrastDark : dark
    }
}
