import Testing
@testable import UIKit
import UIKitTesting

/// A view that contains others, for containment rules.
private final class Card: UIView {}
/// A view controller that contains views, for containment rules.
private final class SettingsController: UIViewController {}
/// A subclass of a standard control, whose proxy finds the standard properties.
private final class BrandSwitch: UISwitch {}

@MainActor @Suite(.serialized) struct AppearanceProxyTests {
    /// Runs `body` in a 200-point window in `style`, forgetting every proxy's values afterwards.
    private func withAppearanceWindow(_ style: UIUserInterfaceStyle = .light, _ body: (UIWindow) throws -> Void) rethrows {
        defer { AppearanceRegistry.shared.removeAll() }
        try withScreenWindow(size: CGSize(width: 200, height: 200)) { window, _ in
            window.overrideUserInterfaceStyle = style
            try body(window)
        }
    }

    @Test func aProxysValueAppliesWhenAViewEntersAWindowAndTheInstanceWins() throws {
        try withAppearanceWindow { window in
            UISwitch.appearance().onTintColor = .systemPink
            UISlider.appearance().minimumTrackTintColor = .systemTeal
            #expect(UISwitch.appearance().onTintColor == .systemPink)

            let plain = UISwitch(), own = UISwitch(), slider = UISlider()
            own.onTintColor = .systemRed
            #expect(plain.onTintColor == nil)
            for view in [plain, own, slider] { window.addSubview(view) }
            #expect(plain.onTintColor == .systemPink && own.onTintColor == .systemRed)
            #expect(slider.minimumTrackTintColor == .systemTeal)

            // A value set later on the instance replaces the proxy's, and stays through another window entry.
            plain.onTintColor = .systemIndigo
            plain.removeFromSuperview()
            window.addSubview(plain)
            #expect(plain.onTintColor == .systemIndigo)

            // A later value on the same proxy replaces the earlier one for views entering afterwards.
            UISwitch.appearance().onTintColor = .systemBrown
            let later = UISwitch()
            window.addSubview(later)
            #expect(later.onTintColor == .systemBrown && own.onTintColor == .systemRed)
        }
    }

    @Test func aSubclassProxyWinsOverItsSuperclassAndFindsTheStandardProperties() throws {
        try withAppearanceWindow { window in
            UIControl.appearance().tintColor = .systemRed
            UISwitch.appearance().tintColor = .systemGreen
            BrandSwitch.appearance().thumbTintColor = .systemYellow
            let control = UISlider(), toggle = UISwitch(), brand = BrandSwitch()
            for view in [control, toggle, brand] { window.addSubview(view) }
            #expect(control.tintColor == .systemRed && toggle.tintColor == .systemGreen && brand.tintColor == .systemGreen)
            #expect(brand.thumbTintColor == .systemYellow && toggle.thumbTintColor == nil)
        }
    }

    @Test func containmentMatchesAncestorsInnermostFirst() throws {
        try withAppearanceWindow { window in
            UISwitch.appearance(whenContainedInInstancesOf: [Card.self]).onTintColor = .systemOrange
            UISwitch.appearance(whenContainedInInstancesOf: [Card.self, SettingsController.self]).onTintColor = .systemPurple
            let controller = SettingsController()
            controller.view.frame = window.bounds
            let inCard = Card(), inControllerCard = Card()
            let outside = UISwitch(), carded = UISwitch(), nested = UISwitch()
            inCard.addSubview(carded)
            inControllerCard.addSubview(nested)
            controller.view.addSubview(inControllerCard)
            for view in [outside, inCard, controller.view!] { window.addSubview(view) }
            #expect(outside.onTintColor == nil)
            #expect(carded.onTintColor == .systemOrange)
            // Two containers are more specific than one.
            #expect(nested.onTintColor == .systemPurple)
        }
    }

    @Test func traitProxiesApplyOnlyWhereTheTraitsMatch() throws {
        UISwitch.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).onTintColor = .systemMint
        try withAppearanceWindow(.dark) { window in
            let toggle = UISwitch()
            window.addSubview(toggle)
            #expect(toggle.onTintColor == .systemMint)
        }
        UISwitch.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).onTintColor = .systemMint
        try withAppearanceWindow(.light) { window in
            let toggle = UISwitch()
            window.addSubview(toggle)
            #expect(toggle.onTintColor == nil)
        }
    }

    @Test func aPropertyThatIsNotAnAppearancePropertyIsRefused() throws {
        try withAppearanceWindow { window in
            let messages = try uikitLogMessages { UISwitch.appearance().isOn = true }
            #expect(messages.count == 1 && messages[0].contains("no appearance property"))
            #expect(UISwitch.appearance().isOn == nil)
            let toggle = UISwitch()
            window.addSubview(toggle)
            #expect(!toggle.isOn)
        }
    }
}
