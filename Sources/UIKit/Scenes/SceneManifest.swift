import Foundation

/// The Info.plist's `UIApplicationSceneManifest`: whether the app supports several scenes, and its scene
/// configurations by session role, the first of each role its default. Class names may use Xcode's
/// `$(PRODUCT_MODULE_NAME)`, which is the app delegate's module here.
@MainActor
struct SceneManifest {
    /// One configuration of the manifest.
    struct Entry {
        var name: String?
        var sceneClassName: String?
        var delegateClassName: String?
        var storyboardName: String?
    }

    /// `UIApplicationSupportsMultipleScenes`.
    var supportsMultipleScenes: Bool
    /// `UISceneConfigurations`: each role's configurations, in order.
    var configurations: [UISceneSession.Role: [Entry]]

    /// The manifest of `info`, or nil when it has none (an app without scenes). Malformed parts are logged and
    /// left out.
    init?(info: [String: Any]) {
        guard let raw = info["UIApplicationSceneManifest"] else { return nil }
        guard let manifest = raw as? [String: Any] else {
            uikitLog.error("Info.plist: UIApplicationSceneManifest is not a dictionary; the app runs without scenes.")
            return nil
        }
        supportsMultipleScenes = manifest["UIApplicationSupportsMultipleScenes"] as? Bool ?? false
        configurations = [:]
        for (role, value) in manifest["UISceneConfigurations"] as? [String: Any] ?? [:] {
            guard let entries = value as? [[String: Any]] else {
                uikitLog.error("Info.plist: the scene configurations of \(role) are not an array of dictionaries; ignored.")
                continue
            }
            configurations[UISceneSession.Role(rawValue: role)] = entries.map {
                Entry(name: $0["UISceneConfigurationName"] as? String, sceneClassName: $0["UISceneClassName"] as? String,
                      delegateClassName: $0["UISceneDelegateClassName"] as? String,
                      storyboardName: $0["UISceneStoryboardFile"] as? String)
            }
        }
    }

    /// The entry named `name` for `role`, or the role's default when `name` is nil.
    func entry(named name: String?, role: UISceneSession.Role) -> Entry? {
        let entries = configurations[role] ?? []
        guard let name else { return entries.first }
        return entries.first { $0.name == name }
    }

    /// Fills what `configuration` leaves nil from its entry in the manifest; `module` expands
    /// `$(PRODUCT_MODULE_NAME)`, and the storyboard is looked for in `bundle`. A class that cannot be found is
    /// logged in UIKit's words.
    func complete(_ configuration: UISceneConfiguration, module: String?, bundle: Bundle) {
        guard let entry = entry(named: configuration.name, role: configuration.role) else { return }
        let label = "Info.plist configuration \"\(entry.name ?? "(no name)")\" for \(configuration.role.rawValue)"
        if configuration.sceneClass == nil, let name = entry.sceneClassName {
            configuration.sceneClass = Self.resolveClass(name, module: module)
            if configuration.sceneClass == nil {
                uikitLog.error("[SceneConfiguration] \(label) contained UISceneClassName key, but could not load class with name \"\(name)\".")
            }
        }
        if configuration.delegateClass == nil, let name = entry.delegateClassName {
            configuration.delegateClass = Self.resolveClass(name, module: module)
            if configuration.delegateClass == nil {
                uikitLog.error("[SceneConfiguration] \(label) contained UISceneDelegateClassName key, but could not load class with name \"\(name)\".")
            }
        }
        if configuration.storyboard == nil, let name = entry.storyboardName {
            configuration.storyboard = UIStoryboard(name: name, bundle: bundle)
        }
    }

    /// The class named `name`: UIKit's scene classes by their plain names, else `NSClassFromString` of the name
    /// with `$(PRODUCT_MODULE_NAME)` expanded, or qualified by `module` when it names no module.
    static func resolveClass(_ name: String, module: String?) -> AnyClass? {
        switch name {
        case "UIWindowScene": return UIWindowScene.self
        case "UIScene": return UIScene.self
        default: break
        }
        var expanded = name
        if let module {
            for variable in ["$(PRODUCT_MODULE_NAME)", "${PRODUCT_MODULE_NAME}"] {
                expanded = expanded.replacingOccurrences(of: variable, with: module)
            }
        }
        if let found = NSClassFromString(expanded) { return found }
        guard let module, !expanded.contains(".") else { return nil }
        return NSClassFromString("\(module).\(expanded)")
    }
}
