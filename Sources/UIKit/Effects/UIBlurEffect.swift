import Foundation

/// A blur of what lies behind a view, in one of the system's materials, tinted.
///
/// The render server blurs what is behind the view by the material's radius (a Gaussian's standard deviation, in
/// points) and draws the material's tint over it. The tints and radii are estimates, not Apple's published values (it publishes none):
/// `.light`, `.dark` and `.extraLight` follow the iOS 7 backdrop settings (a white level and alpha, a blur
/// radius), and the system materials step between them from ultra-thin (most see-through) to thick.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
    /// The materials.
    public enum Style: Int, Sendable {
        case extraLight, light, dark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight,
             systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark,
             systemChromeMaterialDark
    }

    /// The material.
    public let style: Style

    /// A blur in `style`'s material.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// The material's tint, resolved by the view's traits for the styles that follow light and dark.
    var tintColor: UIColor {
        let style = style
        return UIColor { traits in Self.material(style, dark: traits.userInterfaceStyle == .dark).tint }
    }

    /// The blur radius in points of the material in the given appearance.
    func blurRadius(dark: Bool) -> CGFloat { Self.material(style, dark: dark).radius }

    /// Whether `style`'s material is a dark one in the given appearance: vibrant content over it resolves dark.
    nonisolated static func isDark(_ style: Style, inDarkAppearance dark: Bool) -> Bool { material(style, dark: dark).dark }

    /// A material: its tint over the blurred backdrop, its blur radius in points, and whether it is dark.
    private struct Material: Sendable {
        let tint: UIColor
        let radius: CGFloat
        let dark: Bool

        static func light(_ white: CGFloat, _ alpha: CGFloat, _ radius: CGFloat) -> Material {
            Material(tint: UIColor(white: white, alpha: alpha), radius: radius, dark: false)
        }
        static func dark(_ white: CGFloat, _ alpha: CGFloat, _ radius: CGFloat) -> Material {
            Material(tint: UIColor(white: white, alpha: alpha), radius: radius, dark: true)
        }
    }

    /// Ultra-thin, thin, regular, thick and chrome, in light and in dark.
    nonisolated private static let lightMaterials: [Material] = [.light(1, 0.35, 20), .light(1, 0.55, 25), .light(0.98, 0.7, 30),
                                                     .light(0.96, 0.85, 30), .light(0.97, 0.75, 30)]
    nonisolated private static let darkMaterials: [Material] = [.dark(0.11, 0.4, 20), .dark(0.11, 0.6, 25), .dark(0.11, 0.73, 30),
                                                    .dark(0.09, 0.87, 30), .dark(0.13, 0.78, 30)]

    nonisolated private static func material(_ style: Style, dark: Bool) -> Material {
        switch style {
        case .extraLight: .light(0.97, 0.8, 20)
        case .light: .light(1, 0.3, 30)
        case .dark: .dark(0.11, 0.73, 20)
        case .regular: dark ? material(.dark, dark: true) : material(.light, dark: false)
        case .prominent: dark ? .dark(0.11, 0.85, 20) : material(.extraLight, dark: false)
        case .systemUltraThinMaterial, .systemThinMaterial, .systemMaterial, .systemThickMaterial, .systemChromeMaterial:
            (dark ? darkMaterials : lightMaterials)[style.rawValue - Style.systemUltraThinMaterial.rawValue]
        case .systemUltraThinMaterialLight, .systemThinMaterialLight, .systemMaterialLight, .systemThickMaterialLight,
             .systemChromeMaterialLight:
            lightMaterials[style.rawValue - Style.systemUltraThinMaterialLight.rawValue]
        case .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark, .systemThickMaterialDark,
             .systemChromeMaterialDark:
            darkMaterials[style.rawValue - Style.systemUltraThinMaterialDark.rawValue]
        }
    }
}
