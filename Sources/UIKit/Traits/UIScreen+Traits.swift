import Foundation

/// A screen's traits: its scale, its idiom (a phone below 600 points on the shorter side, else a pad, as
/// `UIDevice` decides), the size classes of its bounds and the system's settings — the desktop's light or
/// dark preference and text size (`SystemAppearance`), normal contrast, regular weight.
extension UIScreen: UITraitEnvironment {
    /// The screen's traits.
    public var traitCollection: UITraitCollection {
        if let traitCollectionStorage { return traitCollectionStorage }
        let resolved = makeTraitCollection()
        traitCollectionStorage = resolved
        if self === UIScreen.connectedScreens.first { UITraitCollection.fallback = resolved }
        return resolved
    }

    /// What views outside any window inherit: the main screen's traits, without starting a host.
    static var detachedTraitCollection: UITraitCollection {
        connectedScreens.first?.traitCollection ?? UITraitCollection.fallback
    }

    private func makeTraitCollection() -> UITraitCollection {
        let size = bounds.size
        let classes = UIWindow.sizeClasses(for: size)
        return UITraitCollection { traits in
            traits.userInterfaceIdiom = min(size.width, size.height) < 600 ? .phone : .pad
            traits.displayScale = scale
            traits.horizontalSizeClass = classes.horizontal
            traits.verticalSizeClass = classes.vertical
            traits.userInterfaceStyle = systemUserInterfaceStyle
            traits.layoutDirection = UIApplication.launchLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
            traits.preferredContentSizeCategory = SystemAppearance.contentSizeCategoryNow
            traits.accessibilityContrast = .normal
            traits.legibilityWeight = .regular
            traits.userInterfaceLevel = .base
            traits.displayGamut = .SRGB
            traits.activeAppearance = .active
        }
    }

    /// After something the screen's traits derive from changed (its mode, the system's appearance): when they
    /// changed, the screen, its scene and then its windows' hierarchies hear of it.
    func traitsMayHaveChanged() {
        guard let previous = traitCollectionStorage else { return }
        let scene = UIApplication.shared.windowScene(on: self)
        let sceneBefore = scene.map { ($0.traitState?.collection ?? $0.traitCollection, $0.windowTraitsBefore()) }
        let windowsBefore = windows.filter { scene == nil || $0.windowSceneStorage !== scene }
            .map { ($0, $0.traitState?.collection ?? $0.traitCollection) }
        traitCollectionStorage = nil
        let new = traitCollection
        guard new.values != previous.values else { return }
        TraitState.generation += 1
        traitCollectionDidChange(previous)
        if let scene, let sceneBefore { scene.traitsDidChange(previous: sceneBefore.0, windowsBefore: sceneBefore.1) }
        for (window, before) in windowsBefore { window.screenTraitsDidChange(previous: before) }
    }
}

extension UIScreen {
    /// The light or dark appearance screens take: the desktop's preference (`SystemAppearance`).
    var systemUserInterfaceStyle: UIUserInterfaceStyle { SystemAppearance.style }

    /// Switches every screen to the system appearance `style`, as a change of the desktop's setting does.
    package static func setSystemUserInterfaceStyle(_ style: UIUserInterfaceStyle) { SystemAppearance.set(style) }

    /// Switches every screen to the system text size `category`, as a change of the user's setting does.
    package static func setSystemContentSizeCategory(_ category: UIContentSizeCategory) {
        SystemAppearance.setContentSizeCategory(category)
    }
}
