import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A trait of the app's own, as iOS 17 lets apps define.
private enum Theme: Int { case standard, monochrome }
private struct ThemeTrait: UITraitDefinition {
    static let defaultValue = Theme.standard
    static let affectsColorAppearance = true
}

/// A view that records the trait changes it hears of, with the collection current at the time.
private final class TraitView: UIView {
    var changes: [(previous: UIUserInterfaceStyle?, now: UIUserInterfaceStyle, current: UIUserInterfaceStyle)] = []
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        changes.append((previousTraitCollection?.userInterfaceStyle, traitCollection.userInterfaceStyle,
                        UITraitCollection.current.userInterfaceStyle))
    }
}

/// A controller that records its trait callbacks in order.
private final class TraitController: UIViewController {
    var log: [String] = []
    override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        log.append("willTransition \(newCollection.horizontalSizeClass)/\(newCollection.verticalSizeClass)")
    }
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        log.append("viewWillTransition")
    }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        log.append("didChange \(previousTraitCollection?.verticalSizeClass ?? .unspecified) -> \(traitCollection.verticalSizeClass) \(traitCollection.userInterfaceStyle)")
    }
}

@MainActor @Suite struct TraitCollectionTests {
    // MARK: Collections

    @Test func combiningCollectionsTakesTheLastValueSetOfEachTrait() {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let compact = UITraitCollection(horizontalSizeClass: .compact)
        let light = UITraitCollection(userInterfaceStyle: .light)
        let combined = UITraitCollection(traitsFrom: [dark, compact, UITraitCollection(), light])
        #expect(combined.userInterfaceStyle == .light)
        #expect(combined.horizontalSizeClass == .compact)
        #expect(combined.verticalSizeClass == .unspecified)
        #expect(combined.displayScale == 0)
        #expect(combined.containsTraits(in: compact) && combined.containsTraits(in: light) && combined.containsTraits(in: nil))
        #expect(!combined.containsTraits(in: dark))
        #expect(combined == UITraitCollection { $0.userInterfaceStyle = .light; $0.horizontalSizeClass = .compact })
        #expect(UITraitCollection(displayScale: .nan).displayScale == 0)
    }

    @Test func onlyTraitsThatAffectColoursMakeADifferentColourAppearance() {
        let base = UITraitCollection { $0.userInterfaceStyle = .light; $0.horizontalSizeClass = .regular }
        #expect(!base.hasDifferentColorAppearance(comparedTo: base.modifyingTraits { $0.horizontalSizeClass = .compact }))
        #expect(!base.hasDifferentColorAppearance(comparedTo: base.modifyingTraits { $0.preferredContentSizeCategory = .extraLarge }))
        #expect(base.hasDifferentColorAppearance(comparedTo: base.modifyingTraits { $0.userInterfaceStyle = .dark }))
        #expect(base.hasDifferentColorAppearance(comparedTo: base.modifyingTraits { $0.accessibilityContrast = .high }))
        #expect(base.hasDifferentColorAppearance(comparedTo: base.modifyingTraits { $0.userInterfaceLevel = .elevated }))
        #expect(base.hasDifferentColorAppearance(comparedTo: base.modifyingTraits { $0[ThemeTrait.self] = .monochrome }))
    }

    @Test func customTraitsHaveTheirDefaultUntilSet() {
        let plain = UITraitCollection()
        #expect(plain[ThemeTrait.self] == .standard)
        let themed = plain.modifyingTraits { $0[ThemeTrait.self] = .monochrome }
        #expect(themed[ThemeTrait.self] == .monochrome)
        #expect(plain[ThemeTrait.self] == .standard) // collections are immutable
        #expect(themed != plain)
        // System traits read through the subscript are the fields.
        #expect(UITraitCollection(userInterfaceStyle: .dark)[UITraitUserInterfaceStyle.self] == .dark)
        #expect(UITraitCollection { $0[UITraitDisplayScale.self] = 2 }.displayScale == 2)
    }

    @Test func performAsCurrentRestoresTheOuterCollection() {
        let outer = UITraitCollection.current
        let dark = UITraitCollection(userInterfaceStyle: .dark), light = UITraitCollection(userInterfaceStyle: .light)
        dark.performAsCurrent {
            #expect(UITraitCollection.current === dark)
            light.performAsCurrent { #expect(UITraitCollection.current === light) }
            #expect(UITraitCollection.current === dark)
        }
        #expect(UITraitCollection.current === outer)
    }

    @Test func contentSizeCategoriesAreOrderedAndTheLastFiveAreAccessibilitySizes() {
        #expect(UIContentSizeCategory.extraSmall < .large && UIContentSizeCategory.large < .accessibilityMedium)
        #expect(UIContentSizeCategory.unspecified < .extraSmall)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(UIContentSizeCategory.accessibilityExtraExtraExtraLarge.isAccessibilityCategory)
        #expect(UIContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
    }

    @Test(arguments: [
        // iPhone 15 portrait and landscape; iPhone 15 Pro Max landscape; iPhone SE (1st) landscape; iPhone 4 portrait.
        (390.0, 844.0, "compact/regular"), (844, 390, "compact/compact"), (932, 430, "regular/compact"),
        (568, 320, "compact/compact"), (320, 480, "compact/regular"),
        // iPad full screen, slide over, half of a 12.9-inch and of an 11-inch in landscape; a desktop window.
        (1024, 1366, "regular/regular"), (320, 1024, "compact/regular"), (678, 1024, "regular/regular"),
        (585, 834, "compact/regular"), (1280, 800, "regular/regular"),
    ])
    func sizeClassesFollowTheWindowSize(width: Double, height: Double, expected: String) {
        let classes = UIWindow.sizeClasses(for: CGSize(width: width, height: height))
        #expect("\(classes.horizontal)/\(classes.vertical)" == expected)
    }

    // MARK: Propagation

    @Test func traitsFlowFromTheScreenThroughTheWindowAndControllerToSubviews() {
        withScreenWindow(size: CGSize(width: 390, height: 844), scale: 3) { window, _ in
            let controller = UIViewController()
            window.rootViewController = controller
            let child = UIView(), grandchild = UIView()
            controller.view.addSubview(child)
            child.addSubview(grandchild)
            let traits = grandchild.traitCollection
            #expect(traits.userInterfaceIdiom == .phone)
            #expect(traits.displayScale == 3)
            #expect(traits.horizontalSizeClass == .compact && traits.verticalSizeClass == .regular)
            #expect(traits.userInterfaceStyle == .light)
            #expect(traits.layoutDirection == .leftToRight)
            #expect(traits.preferredContentSizeCategory == .large)
            #expect(traits.accessibilityContrast == .normal && traits.legibilityWeight == .regular)
            #expect(traits.userInterfaceLevel == .base)
            // Without overrides, everything below the window shares the window's collection.
            #expect(grandchild.traitCollection === window.traitCollection)
            #expect(controller.traitCollection === window.traitCollection)
            // A view outside any window has the main screen's traits.
            #expect(UIView().traitCollection.displayScale == UIScreen.main.scale)
        }
    }

    @Test func anOverriddenStyleReachesTheSubtreeAndTellsOnlyIt() {
        withScreenWindow { window, _ in
            let parent = TraitView(), child = TraitView(), sibling = TraitView()
            window.addSubview(parent)
            parent.addSubview(child)
            window.addSubview(sibling)
            #expect(child.traitCollection.userInterfaceStyle == .light)
            parent.overrideUserInterfaceStyle = .dark
            #expect(parent.traitCollection.userInterfaceStyle == .dark)
            #expect(child.traitCollection.userInterfaceStyle == .dark)
            #expect(sibling.traitCollection.userInterfaceStyle == .light)
            #expect(parent.changes.map(\.previous) == [.light] && parent.changes.map(\.now) == [.dark])
            // The new collection is current while the view hears of it.
            #expect(child.changes.map(\.current) == [.dark])
            #expect(sibling.changes.isEmpty)
            #expect(parent.traitOverrides.contains(UITraitUserInterfaceStyle.self))
            // Setting the same value again tells nobody.
            parent.overrideUserInterfaceStyle = .dark
            #expect(child.changes.count == 1)
            parent.traitOverrides.remove(UITraitUserInterfaceStyle.self)
            #expect(child.traitCollection.userInterfaceStyle == .light && child.changes.map(\.now) == [.dark, .light])
        }
    }

    @Test func aViewMovedUnderAnOverrideHearsOfIt() {
        withScreenWindow { window, _ in
            let dark = UIView(), view = TraitView()
            dark.overrideUserInterfaceStyle = .dark
            window.addSubview(dark)
            window.addSubview(view)
            #expect(view.traitCollection.userInterfaceStyle == .light)
            dark.addSubview(view)
            #expect(view.traitCollection.userInterfaceStyle == .dark)
            #expect(view.changes.map(\.now) == [.dark])
            view.removeFromSuperview()
            #expect(view.traitCollection.userInterfaceStyle == .light)
        }
    }

    @Test func controllersOverrideTheirViewsAndChildren() {
        withScreenWindow(size: CGSize(width: 1024, height: 768)) { window, _ in
            let parent = TraitController(), child = TraitController()
            window.rootViewController = parent
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
            #expect(child.traitCollection.horizontalSizeClass == .regular)
            parent.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .compact), forChild: child)
            #expect(child.traitCollection.horizontalSizeClass == .compact)
            #expect(child.view.traitCollection.horizontalSizeClass == .compact)
            #expect(parent.traitCollection.horizontalSizeClass == .regular)
            #expect(parent.overrideTraitCollection(forChild: child)?.horizontalSizeClass == .compact)
            #expect(parent.overrideTraitCollection(forChild: parent) == nil)
            parent.overrideUserInterfaceStyle = .dark
            #expect(parent.log == ["didChange regular -> regular dark"])
            #expect(child.traitCollection.userInterfaceStyle == .dark && child.view.traitCollection.userInterfaceStyle == .dark)
            // The child heard of its compact width, then of the dark style.
            #expect(child.log == ["didChange regular -> regular light", "didChange regular -> regular dark"])
            // The parent's override of a controller that is not its child is refused.
            parent.setOverrideTraitCollection(UITraitCollection(userInterfaceStyle: .light), forChild: UIViewController())
        }
    }

    @Test func aResizeThatChangesSizeClassesTellsControllersBeforeAndAfter() {
        let screen = VirtualScreens.connect(size: CGSize(width: 390, height: 844), scale: 1,
                                            modes: [CGSize(width: 390, height: 844), CGSize(width: 844, height: 390)])
        defer { VirtualScreens.disconnect(screen) }
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let controller = TraitController()
        window.rootViewController = controller
        let view = TraitView()
        controller.view.addSubview(view)
        FramePass.runOnce()
        #expect(controller.traitCollection.verticalSizeClass == .regular)
        screen.currentMode = screen.availableModes[1]
        #expect(controller.log == ["willTransition compact/compact", "viewWillTransition", "didChange regular -> compact light"])
        #expect(view.traitCollection.verticalSizeClass == .compact)
        #expect(view.changes.count == 1)
        // A resize within the same size classes tells nobody.
        controller.log = []
        window.frame = CGRect(x: 0, y: 0, width: 800, height: 380)
        #expect(controller.log.isEmpty)
    }

    @Test func registrationsHearOnlyOfTheirTraits() {
        withScreenWindow { window, _ in
            let view = UIView()
            window.addSubview(view)
            var styles: [UIUserInterfaceStyle] = []
            var sizes = 0
            let registration = view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: UIView, previous: UITraitCollection) in
                styles.append(previous.userInterfaceStyle)
                styles.append(view.traitCollection.userInterfaceStyle)
            }
            view.registerForTraitChanges([UITraitPreferredContentSizeCategory.self, ThemeTrait.self]) { (_: UIView, _: UITraitCollection) in
                sizes += 1
            }
            view.traitOverrides.horizontalSizeClass = .compact
            #expect(styles.isEmpty && sizes == 0)
            view.traitOverrides.userInterfaceStyle = .dark
            #expect(styles == [.light, .dark])
            view.traitOverrides[ThemeTrait.self] = .monochrome
            #expect(sizes == 1)
            view.unregisterForTraitChanges(registration)
            view.overrideUserInterfaceStyle = .light
            #expect(styles == [.light, .dark])
        }
    }

    @Test func aRegistrationCanSendAnActionToATarget() {
        final class Target {
            var senders: [ObjectIdentifier] = []
            func styleChanged(_ sender: UIView) { senders.append(ObjectIdentifier(sender)) }
        }
        withScreenWindow { window, _ in
            let view = UIView(), target = Target()
            window.addSubview(view)
            view.registerForTraitChanges([UITraitUserInterfaceStyle.self], target: target,
                                         action: Selector("styleChanged:", Target.styleChanged))
            view.overrideUserInterfaceStyle = .dark
            #expect(target.senders == [ObjectIdentifier(view)])
        }
    }

    @Test func aControllerRegistersThroughUITraitChangeObservable() {
        final class Target {
            var calls = 0
            func styleChanged(_ sender: UIViewController) { calls += 1 }
        }
        withScreenWindow { window, _ in
            let controller = UIViewController(), target = Target()
            window.addSubview(controller.view)
            let observable: any UITraitChangeObservable = controller
            let registration = observable.registerForTraitChanges([UITraitUserInterfaceStyle.self], target: target,
                                                                  action: Selector("styleChanged:", Target.styleChanged))
            window.overrideUserInterfaceStyle = .dark
            #expect(target.calls == 1)
            observable.unregisterForTraitChanges(registration)
            window.overrideUserInterfaceStyle = .light
            #expect(target.calls == 1)
        }
    }

    @Test func aTypeOfTheAppsOwnCannotRegisterAndIsTold() {
        final class Environment: UITraitChangeObservable {}
        let messages = UIKitLogObservers.capture {
            Environment().registerForTraitChanges([UITraitUserInterfaceStyle.self], action: Selector("changed"))
        }
        #expect(messages == ["UITraitChangeObservable: Environment keeps no traits of UIKit's; the registration is never called."])
    }

    @Test func theSystemAppearanceSwitchesEveryWindowAtRunTime() {
        withScreenWindow { window, screen in
            let view = TraitView(), pinned = TraitView()
            window.addSubview(view)
            window.addSubview(pinned)
            pinned.overrideUserInterfaceStyle = .light
            #expect(view.traitCollection.userInterfaceStyle == .light)
            VirtualScreens.setUserInterfaceStyle(.dark)
            defer { VirtualScreens.setUserInterfaceStyle(.light) }
            #expect(screen.traitCollection.userInterfaceStyle == .dark)
            #expect(view.traitCollection.userInterfaceStyle == .dark && view.changes.map(\.now) == [.dark])
            #expect(pinned.traitCollection.userInterfaceStyle == .light && pinned.changes.isEmpty)
        }
    }

    @Test func theLaunchAppearanceComesFromTheEnvironment() {
        #expect(SystemAppearance.launchStyle(environment: [:]) == .light)
        #expect(SystemAppearance.launchStyle(environment: ["GTK_THEME": "Adwaita:dark"]) == .dark)
        #expect(SystemAppearance.launchStyle(environment: ["GTK_THEME": "Adwaita:dark", "VELLUM_APPEARANCE": "light"]) == .light)
        #expect(SystemAppearance.launchStyle(environment: ["VELLUM_APPEARANCE": "Dark"]) == .dark)
        #expect(SystemAppearance.launchStyle(environment: ["VELLUM_APPEARANCE": "purple"]) == .light)
    }
}
