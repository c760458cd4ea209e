import Foundation

/// The appearance properties Vellum has, each a bit: iOS's `UI_APPEARANCE_SELECTOR` properties that apps set
/// most (tints and bar colours). A view keeps the set of those its app set itself (`appearanceSetByApp`), which
/// an appearance proxy's value does not override.
struct AppearanceProperty: OptionSet, Hashable {
    let rawValue: UInt32

    static let tintColor = Self(rawValue: 1 << 0)
    static let backgroundColor = Self(rawValue: 1 << 1)
    static let onTintColor = Self(rawValue: 1 << 2)
    static let thumbTintColor = Self(rawValue: 1 << 3)
    static let minimumTrackTintColor = Self(rawValue: 1 << 4)
    static let maximumTrackTintColor = Self(rawValue: 1 << 5)
    static let progressTintColor = Self(rawValue: 1 << 6)
    static let trackTintColor = Self(rawValue: 1 << 7)
    static let pageIndicatorTintColor = Self(rawValue: 1 << 8)
    static let currentPageIndicatorTintColor = Self(rawValue: 1 << 9)
    static let selectedSegmentTintColor = Self(rawValue: 1 << 10)
    static let color = Self(rawValue: 1 << 11)
    static let barTintColor = Self(rawValue: 1 << 12)
    static let titleTextAttributes = Self(rawValue: 1 << 13)
    static let unselectedItemTintColor = Self(rawValue: 1 << 14)

    /// The property `keyPath` names on `type`: its own key paths rooted at `type` itself, so that a subclass
    /// of a standard view (`MySwitch.appearance()`) finds the standard properties.
    @MainActor static func property<View: UIView>(of type: View.Type, at keyPath: AnyKeyPath) -> AppearanceProperty? {
        var table: [AnyKeyPath: AppearanceProperty] = [\View.tintColor: .tintColor, \View.backgroundColor: .backgroundColor]
        if let type = type as? any SwitchAppearance.Type { table.merge(switchKeyPaths(type)) { $1 } }
        if let type = type as? any SliderAppearance.Type { table.merge(sliderKeyPaths(type)) { $1 } }
        if let type = type as? any ProgressAppearance.Type { table.merge(progressKeyPaths(type)) { $1 } }
        if let type = type as? any PageControlAppearance.Type { table.merge(pageControlKeyPaths(type)) { $1 } }
        if let type = type as? any SegmentedControlAppearance.Type { table.merge(segmentedKeyPaths(type)) { $1 } }
        if let type = type as? any ActivityIndicatorAppearance.Type { table.merge(activityKeyPaths(type)) { $1 } }
        if let type = type as? any NavigationBarAppearance.Type { table.merge(navigationBarKeyPaths(type)) { $1 } }
        if let type = type as? any TabBarAppearance.Type { table.merge(tabBarKeyPaths(type)) { $1 } }
        if let type = type as? any ToolbarAppearance.Type { table.merge(toolbarKeyPaths(type)) { $1 } }
        return table[keyPath]
    }
}

// A key path rooted at a subclass differs from one rooted at the class that declares the property, so each
// table is made for the proxy's own class, which these protocols open.
@MainActor protocol SwitchAppearance where Self: UISwitch {}
@MainActor protocol SliderAppearance where Self: UISlider {}
@MainActor protocol ProgressAppearance where Self: UIProgressView {}
@MainActor protocol PageControlAppearance where Self: UIPageControl {}
@MainActor protocol SegmentedControlAppearance where Self: UISegmentedControl {}
@MainActor protocol ActivityIndicatorAppearance where Self: UIActivityIndicatorView {}
@MainActor protocol NavigationBarAppearance where Self: UINavigationBar {}
@MainActor protocol TabBarAppearance where Self: UITabBar {}
@MainActor protocol ToolbarAppearance where Self: UIToolbar {}

extension UISwitch: SwitchAppearance {}
extension UISlider: SliderAppearance {}
extension UIProgressView: ProgressAppearance {}
extension UIPageControl: PageControlAppearance {}
extension UISegmentedControl: SegmentedControlAppearance {}
extension UIActivityIndicatorView: ActivityIndicatorAppearance {}
extension UINavigationBar: NavigationBarAppearance {}
extension UITabBar: TabBarAppearance {}
extension UIToolbar: ToolbarAppearance {}

@MainActor private func switchKeyPaths<T: SwitchAppearance>(_: T.Type) -> [AnyKeyPath: AppearanceProperty] {
    [\T.onTintColor: .onTintColor, \T.thumbTintColor: .thumbTintColor]
}
@MainActor private func sliderKeyPaths<T: SliderAppearance>(_: T.Type) -> [AnyKeyPath: AppearanceProperty] {
    [\T.minimumTrackTintColor: .minimumTrackTintColor, \T.maximumTrackTintColor: .maximumTrackTintColor,
     \T.thumbTintColor: .thumbTintColor]
}
@MainActor private func progressKeyPaths<T: ProgressAppearance>(_: T.Type) -> [AnyKeyPath: AppearanceProperty] {
    [\T.progressTintColor: .progressTintColor, \T.trackTintColor: .trackTintColor]
}
@MainActor private func pageControlKeyPaths<T: PageControlAppearance>(_: T.Type) -> [AnyKeyPath: AppearanceProperty] {
    [\T.pageIndicatorTintColor: .pageIndicatorTintColor, \T.currentPageIndicatorTintColor: .currentPageIndicatorTintColor]
}
@MainActor private func segmentedKeyPaths<T: SegmentedControlAppearance>(_: T.Type) -> [AnyKeyPath: AppearanceProperty] {
    [\T.selectedSegmentTintColor: .selectedSegmentTintColor]
}
@MainActor private func activityKeyPaths<T: ActivityIndicatorAppearance>(_: T.Type) -> [AnyKeyPath: AppearanceProperty] {
    [\T.color: .color]
}
@MainActor private func navigationBarKeyPaths<T: NavigationBarAppearance>(_: T.Type) -> [AnyKeyPath: AppearanceProperty] {
    [\T.barTintColor: .barTintColor, \T.titleTextAttributes: .titleTextAttributes]
}
@MainActor private func tabBarKeyPaths<T: TabBarAppearance>(_: T.Type) -> [AnyKeyPath: AppearanceProperty] {
    [\T.barTintColor: .barTintColor, \T.unselectedItemTintColor: .unselectedItemTintColor]
}
@MainActor private func toolbarKeyPaths<T: ToolbarAppearance>(_: T.Type) -> [AnyKeyPath: AppearanceProperty] {
    [\T.barTintColor: .barTintColor]
}

extension UIView {
    /// Notes that the app set `property` on this view, so that no appearance proxy's value replaces it; values
    /// the proxies put there do not count.
    func noteAppearanceSet(_ property: AppearanceProperty) {
        if !AppearanceRegistry.shared.isApplying { appearanceSetByApp.insert(property) }
    }
}
