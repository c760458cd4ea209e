import Testing
@testable import UIKit

@Suite @MainActor struct VisualEffectViewTests {
    private let light = UITraitCollection(userInterfaceStyle: .light)
    private let dark = UITraitCollection(userInterfaceStyle: .dark)

    /// The red, green, blue and alpha of `color` resolved in `traits`.
    private func rgba(_ color: UIColor?, _ traits: UITraitCollection) -> [CGFloat] {
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        _ = color?.resolvedColor(with: traits).getRed(&r, green: &g, blue: &b, alpha: &a)
        return [r, g, b, a].map { ($0 * 1000).rounded() / 1000 }
    }

    @Test func theContentViewFillsTheViewAboveTheMaterial() {
        let view = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        view.frame = CGRect(x: 0, y: 0, width: 120, height: 40)
        view.layoutIfNeeded()
        #expect(view.contentView.superview === view && view.subviews.last === view.contentView)
        #expect(view.contentView.frame == view.bounds && view.backdropView.frame == view.bounds)
        #expect(rgba(view.shownTint, light) == [1, 1, 1, 0.3])
        view.effect = nil
        #expect(rgba(view.shownTint, light)[3] == 0)
        #expect(UIVisualEffectView(frame: .zero).effect == nil)
    }

    @Test func automaticMaterialsFollowTheAppearanceAndFixedOnesDoNot() {
        let automatic = UIBlurEffect(style: .systemMaterial).tintColor
        #expect(rgba(automatic, light) == [0.98, 0.98, 0.98, 0.7])
        #expect(rgba(automatic, dark) == [0.11, 0.11, 0.11, 0.73])
        let fixed = UIBlurEffect(style: .systemThinMaterialDark).tintColor
        #expect(rgba(fixed, light) == rgba(fixed, dark))
        // Every material is lighter to see through than the next thicker one.
        let alphas = [UIBlurEffect.Style.systemUltraThinMaterialLight, .systemThinMaterialLight, .systemMaterialLight,
                      .systemThickMaterialLight].map { rgba(UIBlurEffect(style: $0).tintColor, light)[3] }
        #expect(alphas == alphas.sorted() && Set(alphas).count == 4)
        #expect(UIBlurEffect(style: .regular).blurRadius(dark: false) == 30)
        #expect(UIBlurEffect(style: .regular).blurRadius(dark: true) == 20)
    }

    @Test func vibrancyTintsTheContentWithItsStylesColourOverTheMaterial() {
        let overLight = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .light), style: .secondaryLabel))
        // secondaryLabel in light: (60, 60, 67) at 0.6.
        #expect(rgba(overLight.contentView.tintColor, light) == [0.235, 0.235, 0.263, 0.6])
        #expect(rgba(overLight.shownTint, light)[3] == 0)
        // Over a dark material the dark colour shows, whatever the app's appearance: (235, 235, 245) at 0.6.
        let overDark = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .dark), style: .secondaryLabel))
        #expect(rgba(overDark.contentView.tintColor, light) == [0.922, 0.922, 0.961, 0.6])
        let separator = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemMaterial), style: .separator)
        #expect(rgba(separator.contentColor, dark) == [0.329, 0.329, 0.345, 0.6])
        #expect(UIVibrancyEffect(blurEffect: UIBlurEffect(style: .light)).style == .label)
    }

    @Test func settingTheEffectInABlockFadesTheMaterialIn() {
        let view = UIVisualEffectView(effect: nil)
        view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        CATransaction.flush()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            view.effect = UIBlurEffect(style: .dark)
        }
        // The material fades in from clear to the dark tint (0.11 white at 0.73) over the block's second.
        let animation = view.backdropView.layer.animation(forKey: "backgroundColor") as? CABasicAnimation
        #expect(animation?.duration == 1)
        #expect(near((animation?.fromValue as? CGColor)?.alpha ?? -1, 0))
        #expect(near((animation?.toValue as? CGColor)?.alpha ?? -1, 0.73))
        #expect(near(view.backdropView.layer.backgroundColor?.alpha ?? -1, 0.73))
        view.effect = nil
        #expect(view.backdropView.layer.backgroundColor?.alpha == 0)
    }
}
