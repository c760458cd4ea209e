import Foundation

/// The light or dark appearance the system asks for, which every screen's traits carry. Read once at launch:
/// `VELLUM_APPEARANCE=light|dark` wins; else the `GTK_THEME` environment variable's `:dark` suffix; else light.
@MainActor
enum SystemAppearance {
    /// The appearance now.
    private(set) static var style: UIUserInterfaceStyle = launchStyle(environment: ProcessInfo.processInfo.environment)

    /// The appearance the environment asks for.
    static func launchStyle(environment: [String: String]) -> UIUserInterfaceStyle {
        if let requested = environment["VELLUM_APPEARANCE"] {
            switch requested.lowercased() {
            case "dark": return .dark
            case "light": return .light
            default: uikitLog.error("UIKit: VELLUM_APPEARANCE=\(requested) is neither light nor dark; ignored.")
            }
        }
        if let theme = environment["GTK_THEME"], theme.lowercased().hasSuffix(":dark") { return .dark }
        return .light
    }

    /// Switches every screen to `style`: their windows' views and controllers hear of the change.
    static func set(_ newStyle: UIUserInterfaceStyle) {
        let resolved = newStyle == .unspecified ? UIUserInterfaceStyle.light : newStyle
        guard resolved != style else { return }
        style = resolved
        for screen in UIScreen.connectedScreens { screen.traitsMayHaveChanged() }
    }
}
