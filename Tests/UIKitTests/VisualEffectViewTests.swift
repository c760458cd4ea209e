import Testing
@testable import UIKit
import UIKitTesting

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

    /// Every blur style, by raw value.
    private var styles: [UIBlurEffect.Style] { (0...19).compactMap(UIBlurEffect.Style.init(rawValue:)) }

    @Test func everyBlurStyleBlursItsBackdropByItsRadiusInLightAndDark() {
        #expect(styles.count == 20)
        withScreenWindow { window, _ in
            for style in styles {
                let view = UIVisualEffectView(effect: UIBlurEffect(style: style))
                window.addSubview(view)
                for appearance in [UIUserInterfaceStyle.light, .dark] {
                    window.overrideUserInterfaceStyle = appearance
                    let backdrop = view.backdropView.layer.backdrop
                    #expect(backdrop?.radius == UIBlurEffect(style: style).blurRadius(dark: appearance == .dark), "\(style)")
                    #expect(backdrop?.saturation == 1.8)
                }
                window.overrideUserInterfaceStyle = .unspecified
                view.removeFromSuperview()
            }
            let view = UIVisualEffectView(effect: UIBlurEffect(style: .regular))
            window.addSubview(view)
            window.overrideUserInterfaceStyle = .dark
            #expect(view.backdropView.layer.backdrop?.radius == 20, "the regular material blurs less in dark")
            view.effect = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .regular))
            #expect(view.backdropView.layer.backdrop == nil, "vibrancy blurs nothing itself")
            view.effect = UIBlurEffect(style: .light)
            view.effect = nil
            #expect(view.backdropView.layer.backdrop == nil)
        }
    }

    @Test func eachStylesTintIsDrawnOverAUniformBackdropInLightAndDark() {
        // A uniform mid-gray stays gray under any blur and saturation; the material's white w at alpha a over it
        // gives w·a + 0.5·(1 − a).
        withScreenWindow(size: CGSize(width: 40, height: 40)) { window, screen in
            window.backgroundColor = UIColor(white: 0.5, alpha: 1)
            let view = UIVisualEffectView(effect: nil)
            view.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
            window.addSubview(view)
            for appearance in [UIUserInterfaceStyle.light, .dark] {
                window.overrideUserInterfaceStyle = appearance
                let traits = UITraitCollection(userInterfaceStyle: appearance)
                for style in styles {
                    view.effect = UIBlurEffect(style: style)
                    let tint = rgba(UIBlurEffect(style: style).tintColor, traits)
                    let expected = (tint[0] * tint[3] + 0.5 * (1 - tint[3])) * 255
                    let shown = capture(screen)[20, 20]
                    #expect(abs(Double(shown[0]) - expected) <= 1.5, "\(style) in \(appearance)")
                    #expect(shown[0] == shown[1] && shown[1] == shown[2])
                }
            }
            #expect(capture(screen)[2, 2][0] == 128, "outside the view the gray is untouched")
        }
    }

    @Test func aViewMovingBeneathTheBlurRepaintsItAsAFreshScreenDraws() throws {
        let size = CGSize(width: 120, height: 80)
        /// A black square under a full-width, rounded bar of ultra-thin material (σ 20 points, 35 % white).
        func scene(in window: UIWindow) -> UIView {
            let square = UIView(frame: CGRect(x: 0, y: 20, width: 40, height: 40))
            square.backgroundColor = .black
            let bar = UIVisualEffectView(effect: UIBlurEffect(style: .systemUltraThinMaterialLight))
            bar.frame = CGRect(x: 0, y: 20, width: 120, height: 40)
            bar.layer.cornerRadius = 8
            bar.clipsToBounds = true
            window.addSubview(square)
            window.addSubview(bar)
            return square
        }
        try withScreenWindow(size: size, scale: 2) { window, screen in
            let square = scene(in: window)
            _ = screen.capturedImage()
            for x: CGFloat in [10, 35, 60, 0] {
                square.frame.origin.x = x
                FramePass.runOnce()
                let shown = Pixels(try #require(screen.capturedImage()))
                try withScreenWindow(size: size, scale: 2) { freshWindow, freshScreen in
                    scene(in: freshWindow).frame.origin.x = x
                    let fresh = Pixels(try #require(freshScreen.capturedImage()))
                    var differing = 0
                    for y in 0..<fresh.height {
                        for column in 0..<fresh.width where shown[column, y] != fresh[column, y] { differing += 1 }
                    }
                    #expect(differing == 0, "with the square at \(x)")
                }
                // Under the bar the square is blurred: its centre is gray, not black (about 0.47 of a Gaussian of
                // 40 pixels falls on its 80 pixels; 255 × 0.53 under 35 % white is about 177).
                let centre = Int(shown[Int(x + 20) * 2, 80][0])
                #expect(abs(centre - 177) <= 25, "with the square at \(x)")
            }
            // The bar's rounded corner shows the square sharp, not blurred.
            #expect(capture(screen)[0, 40] == [0, 0, 0, 255])
        }
    }
}
