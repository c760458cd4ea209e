import Testing
@testable import UIKit
import UIKitTesting

/// A colour scheme source standing in for the portal: it answers `current` and passes on what a test sends.
@MainActor
private final class FakeColorSchemeSource: ColorSchemeSource {
    let current: UInt32?
    private var changed: (@MainActor (UInt32) -> Void)?

    init(_ current: UInt32?) { self.current = current }

    func watch(_ changed: @escaping @MainActor (UInt32) -> Void) -> UInt32? {
        if current != nil { self.changed = changed }
        return current
    }

    /// The desktop's setting changing to `value`.
    func send(_ value: UInt32) { changed?(value) }

    var isWatched: Bool { changed != nil }
}

@Suite @MainActor struct DesktopColorSchemeTests {
    @Test func thePortalsNumbersMapToStyles() {
        #expect(DesktopColorScheme(portalValue: 1) == .dark)
        #expect(DesktopColorScheme(portalValue: 2) == .light)
        #expect(DesktopColorScheme(portalValue: 0) == .noPreference)
        #expect(DesktopColorScheme(portalValue: 7) == .noPreference, "a value a later portal adds is no preference")
        #expect(DesktopColorScheme.dark.style(otherwise: .light) == .dark)
        #expect(DesktopColorScheme.light.style(otherwise: .dark) == .light)
        #expect(DesktopColorScheme.noPreference.style(otherwise: .dark) == .dark)
    }

    @Test func theDesktopsSchemeIsFollowedAtRunTime() {
        withScreenWindow { window, screen in
            let view = UIView()
            window.addSubview(view)
            defer { VirtualScreens.setUserInterfaceStyle(.light) }
            let source = FakeColorSchemeSource(1)
            SystemAppearance.followDesktop(source, environment: [:])
            #expect(screen.traitCollection.userInterfaceStyle == .dark && view.traitCollection.userInterfaceStyle == .dark)
            source.send(2)
            #expect(view.traitCollection.userInterfaceStyle == .light)
            source.send(1)
            #expect(view.traitCollection.userInterfaceStyle == .dark)
            // No preference falls back to what the environment asks for: light without GTK_THEME.
            source.send(0)
            #expect(view.traitCollection.userInterfaceStyle == .light)
        }
    }

    @Test func noPreferenceFallsBackToGTKTheme() {
        withScreenWindow { _, screen in
            defer { VirtualScreens.setUserInterfaceStyle(.light) }
            SystemAppearance.followDesktop(FakeColorSchemeSource(0), environment: ["GTK_THEME": "Adwaita:dark"])
            #expect(screen.traitCollection.userInterfaceStyle == .dark)
        }
    }

    @Test func anExplicitAppearanceOrNoBusLeavesTheStyleAlone() {
        withScreenWindow { _, screen in
            let pinned = FakeColorSchemeSource(1)
            SystemAppearance.followDesktop(pinned, environment: ["VELLUM_APPEARANCE": "light"])
            #expect(screen.traitCollection.userInterfaceStyle == .light && !pinned.isWatched)
            SystemAppearance.followDesktop(FakeColorSchemeSource(nil), environment: [:])
            #expect(screen.traitCollection.userInterfaceStyle == .light)
        }
    }

    @Test func withoutASessionBusThePortalAnswersNothingAtOnce() {
        // The test environment has no desktop session; where it has one, the portal may answer.
        guard ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"] == nil else { return }
        #expect(PortalColorSchemeSource().watch { _ in } == nil)
    }
}
