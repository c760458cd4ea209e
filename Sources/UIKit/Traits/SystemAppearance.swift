import Foundation
import Synchronization

/// The light or dark appearance and the text size the system asks for, which every screen's traits carry. The
/// appearance: `VELLUM_APPEARANCE=light|dark` wins; else, in an app on the desktop, the freedesktop portal's colour
/// scheme, followed as it changes (`followDesktop(_:environment:)`); else the `GTK_THEME` environment variable's
/// `:dark` suffix; else light. The text size is `VELLUM_CONTENT_SIZE` (a category's short name such as `XXL` or `AX2`, its Swift
/// name or its raw value), else Large.
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

    /// Follows the desktop's colour scheme from `source`, now and whenever it changes, unless `VELLUM_APPEARANCE`
    /// chose the appearance; a scheme without a preference leaves the appearance the environment asked for.
    static func followDesktop(_ source: ColorSchemeSource,
                              environment: [String: String] = ProcessInfo.processInfo.environment) {
        guard environment["VELLUM_APPEARANCE"] == nil else { return }
        let fallback = launchStyle(environment: environment)
        guard let scheme = source.watch({ set(DesktopColorScheme(portalValue: $0).style(otherwise: fallback)) }) else { return }
        set(DesktopColorScheme(portalValue: scheme).style(otherwise: fallback))
    }

    /// Switches every screen to `style`: their windows' views and controllers hear of the change.
    static func set(_ newStyle: UIUserInterfaceStyle) {
        let resolved = newStyle == .unspecified ? UIUserInterfaceStyle.light : newStyle
        guard resolved != style else { return }
        style = resolved
        for screen in UIScreen.connectedScreens { screen.traitsMayHaveChanged() }
    }

    // MARK: Text size

    /// The text size now, readable from any thread, as fonts are made on any.
    nonisolated private static let contentSizeCategoryStorage = Mutex(
        launchContentSizeCategory(environment: ProcessInfo.processInfo.environment))

    /// The text size now.
    nonisolated static var contentSizeCategoryNow: UIContentSizeCategory {
        contentSizeCategoryStorage.withLock { $0 }
    }

    /// The text size the environment asks for: Large unless `VELLUM_CONTENT_SIZE` names a category.
    nonisolated static func launchContentSizeCategory(environment: [String: String]) -> UIContentSizeCategory {
        guard let requested = environment["VELLUM_CONTENT_SIZE"] else { return .large }
        guard let category = UIContentSizeCategory(name: requested) else {
            uikitLog.error("UIKit: VELLUM_CONTENT_SIZE=\(requested) is not a content size category (XS, S, M, L, XL, XXL, XXXL, AX1…AX5); Large is used.")
            return .large
        }
        return category
    }

    /// Switches every screen to the text size `category` (`.unspecified` is Large): their windows' views and
    /// controllers hear of the change, then `UIContentSizeCategory.didChangeNotification` is posted.
    static func setContentSizeCategory(_ category: UIContentSizeCategory) {
        guard category == .unspecified || category.index != nil else {
            return uikitLog.error("UIKit: \(category.rawValue) is not a content size category; the text size is unchanged.")
        }
        let resolved = category == .unspecified ? UIContentSizeCategory.large : category
        let changed = contentSizeCategoryStorage.withLock { stored in
            defer { stored = resolved }
            return stored != resolved
        }
        guard changed else { return }
        for screen in UIScreen.connectedScreens { screen.traitsMayHaveChanged() }
        NotificationCenter.default.post(name: UIContentSizeCategory.didChangeNotification, object: UIApplication.shared,
                                        userInfo: [UIContentSizeCategory.newValueUserInfoKey: resolved])
    }
}
