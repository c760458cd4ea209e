import Foundation

/// A blur of what lies behind a view, in one of the system's materials. Vellum stores it (a bar
/// appearance's `backgroundEffect`) and draws the material as an opaque colour.
@preconcurrency @MainActor
open class UIBlurEffect: NSObject {
    /// The materials and their tints.
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
}
