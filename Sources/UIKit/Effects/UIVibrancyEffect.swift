import Foundation

/// Vibrancy for the content of a visual effect view placed in a blur's `contentView`: the content takes the
/// colour of its style over that blur's material.
///
/// iOS blends vibrant content with the blurred backdrop; Vellum gives the content view the matching system
/// colour (`label`, `secondaryLabel`, … `separator`) as its tint, resolved light or dark by the material, so
/// template images and tinted controls inside show it.
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur the vibrancy sits on.
    let blurEffect: UIBlurEffect
    /// The level of the content.
    let style: UIVibrancyEffectStyle

    /// Vibrancy of `style` over `blurEffect`.
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }

    /// Vibrancy for primary text over `blurEffect`.
    public convenience init(blurEffect: UIBlurEffect) {
        self.init(blurEffect: blurEffect, style: .label)
    }

    /// The colour vibrant content shows: the style's system colour, dark over a dark material.
    var contentColor: UIColor {
        let color: UIColor = switch style {
        case .label: .label
        case .secondaryLabel: .secondaryLabel
        case .tertiaryLabel: .tertiaryLabel
        case .quaternaryLabel: .quaternaryLabel
        case .fill: .systemFill
        case .secondaryFill: .secondarySystemFill
        case .tertiaryFill: .tertiarySystemFill
        case .separator: .separator
        }
        let material = blurEffect.style
        return UIColor { traits in
            let dark = UIBlurEffect.isDark(material, inDarkAppearance: traits.userInterfaceStyle == .dark)
            return color.resolvedColor(with: UITraitCollection(userInterfaceStyle: dark ? .dark : .light))
        }
    }
}
