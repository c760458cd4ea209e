import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// What the scene tests' delegates and observers heard, in order.
@MainActor
enum SceneLog {
    static var entries: [String] = []
    static var configurationName = "Default Configuration"
    static var lastOptions: UIScene.ConnectionOptions?
}

/// An app delegate as Xcode's iOS 13+ template writes it, recording what it hears.
final class TemplateAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var discarded: [UISceneSession] = []

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        SceneLog.entries.append("app.didFinishLaunching")
        return true
    }
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        SceneLog.entries.append("app.configurationForConnecting")
        return UISceneConfiguration(name: SceneLog.configurationName, sessionRole: connectingSceneSession.role)
    }
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        SceneLog.entries.append("app.didDiscard")
        discarded += sceneSessions
    }
    func applicationDidBecomeActive(_ application: UIApplication) { SceneLog.entries.append("app.didBecomeActive") }
    func applicationWillResignActive(_ application: UIApplication) { SceneLog.entries.append("app.willResignActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { SceneLog.entries.append("app.didEnterBackground") }
    func applicationWillEnterForeground(_ application: UIApplication) { SceneLog.entries.append("app.willEnterForeground") }
}

/// A scene delegate as Xcode's template writes it: it makes the scene's window in `willConnectTo`.
final class TemplateSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        SceneLog.entries.append("scene.willConnect")
        SceneLog.lastOptions = connectionOptions
        guard let windowScene = (scene as? UIWindowScene) else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = RecordingController("root")
        window.makeKeyAndVisible()
        self.window = window
    }
    func sceneDidDisconnect(_ scene: UIScene) { SceneLog.entries.append("scene.didDisconnect") }
    func sceneDidBecomeActive(_ scene: UIScene) { SceneLog.entries.append("scene.didBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { SceneLog.entries.append("scene.willResignActive") }
    func sceneWillEnterForeground(_ scene: UIScene) { SceneLog.entries.append("scene.willEnterForeground") }
    func sceneDidEnterBackground(_ scene: UIScene) { SceneLog.entries.append("scene.didEnterBackground") }
}

/// An app delegate from before iOS 13: its window is its own, made at launch.
final class LegacyAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        SceneLog.entries.append("app.didFinishLaunching")
        let window = UIWindow(frame: UIScreen.screens.last!.bounds)
        window.screen = UIScreen.screens.last!
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
    func applicationDidBecomeActive(_ application: UIApplication) { SceneLog.entries.append("app.didBecomeActive") }
    func applicationWillResignActive(_ application: UIApplication) { SceneLog.entries.append("app.willResignActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { SceneLog.entries.append("app.didEnterBackground") }
    func applicationWillEnterForeground(_ application: UIApplication) { SceneLog.entries.append("app.willEnterForeground") }
}

/// The Info.plist of Xcode's template: one configuration, whose delegate class is module-qualified by a build
/// variable.
func templateInfo(multipleScenes: Bool = true, delegateClass: String = "$(PRODUCT_MODULE_NAME).TemplateSceneDelegate") -> [String: Any] {
    ["UIApplicationSceneManifest": [
        "UIApplicationSupportsMultipleScenes": multipleScenes,
        "UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [[
            "UISceneConfigurationName": "Default Configuration",
            "UISceneDelegateClassName": delegateClass,
        ] as [String: Any]]],
    ] as [String: Any]]
}

@MainActor @Suite struct SceneTests {
    /// Launches `delegate` as `UIApplicationMain` does, with `info` as the Info.plist, on a new virtual screen;
    /// logs the scene and application notifications beside the delegates' calls; undoes the launch afterwards.
    func launch(_ delegate: UIApplicationDelegate, info: [String: Any],
                _ body: (UIApplication, UIScreen) throws -> Void) rethrows {
        SceneLog.entries = []
        SceneLog.configurationName = "Default Configuration"
        let screen = VirtualScreens.connect(size: CGSize(width: 390, height: 844), scale: 1,
                                            safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let names: [Notification.Name] = [
            UIApplication.didFinishLaunchingNotification, UIApplication.didBecomeActiveNotification,
            UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
            UIApplication.willEnterForegroundNotification, UIScene.willConnectNotification,
            UIScene.didDisconnectNotification, UIScene.didActivateNotification, UIScene.willDeactivateNotification,
            UIScene.willEnterForegroundNotification, UIScene.didEnterBackgroundNotification,
        ]
        let observers = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                let short = note.name.rawValue.replacingOccurrences(of: "Notification", with: "")
                MainActor.assumeIsolated { SceneLog.entries.append("N:\(short)") }
            }
        }
        let app = UIApplication.shared
        let screensBefore = UIScreen.screens
        defer {
            for observer in observers { NotificationCenter.default.removeObserver(observer) }
            app.endLaunch()
            for extra in UIScreen.screens where !screensBefore.contains(extra) { VirtualScreens.disconnect(extra) }
        }
        app.finishLaunching(delegate: delegate, info: info, screens: [screen])
        try body(app, screen)
    }

    @Test func aTemplateAppStartsWithItsSceneDelegateInIOSOrder() throws {
        try launch(TemplateAppDelegate(), info: templateInfo()) { app, screen in
            #expect(SceneLog.entries == [
                "app.didFinishLaunching", "N:UIApplicationDidFinishLaunching", "app.configurationForConnecting",
                "scene.willConnect", "N:UISceneWillConnect",
                "scene.willEnterForeground", "N:UISceneWillEnterForeground", "N:UIApplicationWillEnterForeground",
                "scene.didBecomeActive", "N:UISceneDidActivate", "N:UIApplicationDidBecomeActive",
            ])
            #expect(app.applicationState == .active)
            let scene = try #require(app.connectedScenes.first as? UIWindowScene)
            #expect(app.connectedScenes.count == 1 && app.openSessions == [scene.session])
            #expect(scene.screen === screen && scene.activationState == .foregroundActive)
            #expect(scene.session.role == .windowApplication && scene.session.scene === scene)
            #expect(scene.session.configuration.name == "Default Configuration")
            #expect(scene.session.configuration.delegateClass == TemplateSceneDelegate.self)
            #expect(scene.session.configuration.storyboard == nil)
            let delegate = try #require(scene.delegate as? TemplateSceneDelegate)
            let window = try #require(delegate.window)
            #expect(window.windowScene === scene && scene.windows == [window] && scene.keyWindow === window)
            #expect(window.isKeyWindow && !window.isHidden && window.frame == screen.bounds)
            #expect(window.next === scene && scene.next === app)
            performPendingUpdates()
            #expect((window.rootViewController as? RecordingController)?.log.last == "viewDidAppear")
            #expect(app.supportsMultipleScenes)
        }
    }

    @Test func hostWindowEventsDriveTheSceneInIOSOrderAndTheAppFollows() throws {
        try launch(TemplateAppDelegate(), info: templateInfo()) { app, screen in
            let scene = try #require(app.connectedScenes.first)
            @MainActor func entries(after event: VirtualScreens.WindowEvent) -> [String] {
                SceneLog.entries = []
                VirtualScreens.send(event, to: screen)
                return SceneLog.entries
            }
            #expect(entries(after: .unfocus) == ["scene.willResignActive", "N:UISceneWillDeactivate",
                                                 "N:UIApplicationWillResignActive"])
            #expect(scene.activationState == .foregroundInactive && app.applicationState == .inactive)
            #expect(entries(after: .focus) == ["scene.didBecomeActive", "N:UISceneDidActivate",
                                               "N:UIApplicationDidBecomeActive"])
            // Minimising an active window resigns first; no app delegate callback is sent with scenes.
            #expect(entries(after: .minimize) == [
                "scene.willResignActive", "N:UISceneWillDeactivate", "N:UIApplicationWillResignActive",
                "scene.didEnterBackground", "N:UISceneDidEnterBackground", "N:UIApplicationDidEnterBackground",
            ])
            #expect(scene.activationState == .background && app.applicationState == .background)
            #expect(entries(after: .unfocus).isEmpty)
            #expect(entries(after: .restore) == ["scene.willEnterForeground", "N:UISceneWillEnterForeground",
                                                 "N:UIApplicationWillEnterForeground"])
            #expect(scene.activationState == .foregroundInactive)
            #expect(entries(after: .focus) == ["scene.didBecomeActive", "N:UISceneDidActivate",
                                               "N:UIApplicationDidBecomeActive"])
        }
    }

    @Test func anotherSceneOpensOnANewScreenAndClosingItsWindowDiscardsItsSession() throws {
        let appDelegate = TemplateAppDelegate()
        try launch(appDelegate, info: templateInfo()) { app, screen in
            let first = try #require(app.connectedScenes.first as? UIWindowScene)
            let activity = NSUserActivity(activityType: "com.example.compose")
            SceneLog.entries = []
            let screenCount = UIScreen.screens.count
            app.requestSceneSessionActivation(nil, userActivity: activity, options: nil)
            #expect(UIScreen.screens.count == screenCount + 1)
            let second = try #require(app.connectedScenes.first { $0 !== first } as? UIWindowScene)
            #expect(second.screen === UIScreen.screens.last && second.screen !== screen)
            #expect(SceneLog.lastOptions?.userActivities.first === activity)
            #expect(SceneLog.entries.filter { !$0.hasPrefix("N:") } == [
                "app.configurationForConnecting", "scene.willConnect", "scene.willEnterForeground", "scene.didBecomeActive",
            ])
            #expect(app.openSessions.count == 2)

            SceneLog.entries = []
            let secondScreen = second.screen
            VirtualScreens.send(.close, to: secondScreen)
            #expect(SceneLog.entries.filter { !$0.hasPrefix("N:") } == [
                "scene.willResignActive", "scene.didEnterBackground", "scene.didDisconnect", "app.didDiscard",
            ])
            #expect(second.activationState == .unattached && second.session.scene == nil)
            #expect(appDelegate.discarded == [second.session])
            #expect(app.connectedScenes == [first] && app.openSessions == [first.session])
            #expect(!UIScreen.screens.contains(secondScreen))
            // The first scene stayed active, so the app did too.
            #expect(app.applicationState == .active)
        }
    }

    @Test func aSceneSessionRequestIsRefusedWithoutMultipleScenesAndActivatesAnExistingScene() throws {
        try launch(TemplateAppDelegate(), info: templateInfo(multipleScenes: false)) { app, screen in
            let scene = try #require(app.connectedScenes.first)
            var errors: [String] = []
            let messages = UIKitLogObservers.capture {
                app.requestSceneSessionActivation(nil, userActivity: nil, options: nil) { errors.append($0.localizedDescription) }
            }
            #expect(errors.count == 1 && errors[0].contains("does not support multiple scenes"))
            #expect(messages.contains { $0.contains("scene session activation request refused") })
            #expect(app.connectedScenes.count == 1 && !app.supportsMultipleScenes)

            VirtualScreens.send(.minimize, to: screen)
            SceneLog.entries = []
            app.requestSceneSessionActivation(scene.session, userActivity: nil, options: nil)
            #expect(scene.activationState == .foregroundActive)
            #expect(SceneLog.entries.filter { !$0.hasPrefix("N:") } == ["scene.willEnterForeground", "scene.didBecomeActive"])
        }
    }

    @Test func anAppWithoutScenesHearsTheLifeCycleThroughItsDelegateAsBefore() throws {
        let appDelegate = LegacyAppDelegate()
        try launch(appDelegate, info: [:]) { app, screen in
            #expect(SceneLog.entries == ["app.didFinishLaunching", "N:UIApplicationDidFinishLaunching",
                                         "N:UISceneWillConnect", "N:UISceneWillEnterForeground", "N:UISceneDidActivate",
                                         "app.didBecomeActive", "N:UIApplicationDidBecomeActive"])
            let scene = try #require(app.connectedScenes.first as? UIWindowScene)
            #expect(scene.delegate == nil && !app.supportsMultipleScenes)
            // The window the app delegate made joined the scene of its screen.
            let window = try #require(appDelegate.window)
            #expect(window.windowScene === scene && scene.keyWindow === window)
            SceneLog.entries = []
            VirtualScreens.send(.minimize, to: screen)
            #expect(SceneLog.entries.filter { $0.hasPrefix("app.") } == ["app.willResignActive", "app.didEnterBackground"])
            SceneLog.entries = []
            VirtualScreens.send(.restore, to: screen)
            VirtualScreens.send(.focus, to: screen)
            #expect(SceneLog.entries.filter { $0.hasPrefix("app.") } == ["app.willEnterForeground", "app.didBecomeActive"])
        }
    }

    @Test func windowsMoveBetweenScenesAndLeaveThemHidden() throws {
        try launch(TemplateAppDelegate(), info: templateInfo()) { app, _ in
            app.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
            let scenes = app.windowScenes
            #expect(scenes.count == 2)
            let window = try #require((scenes[0].delegate as? TemplateSceneDelegate)?.window)
            window.windowScene = scenes[1]
            #expect(window.screen === scenes[1].screen)
            #expect(!scenes[0].windows.contains(window) && scenes[1].windows.contains(window))
            #expect(scenes[0].keyWindow == nil)
            // A window placed on a scene's screen joins that scene.
            window.screen = scenes[0].screen
            #expect(window.windowScene === scenes[0])
            window.windowScene = nil
            #expect(window.isHidden && window.windowScene == nil && !scenes[0].windows.contains(window))
            #expect(window.next === app)
            // A scene that disconnected takes no windows.
            let closed = scenes[1]
            VirtualScreens.send(.close, to: closed.screen)
            let messages = UIKitLogObservers.capture { window.windowScene = closed }
            #expect(window.windowScene == nil && window.screen === scenes[0].screen)
            #expect(messages.count == 1 && messages[0].hasSuffix("to a scene that is not connected; it stays where it is."))
        }
    }

    @Test func theStatusBarManagerReportsTheTopSafeAreaAndTheRootControllersAppearance() throws {
        final class Root: UIViewController {
            var hidden = false
            override var prefersStatusBarHidden: Bool { hidden }
            override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        }
        try launch(TemplateAppDelegate(), info: templateInfo()) { app, _ in
            let scene = try #require(app.connectedScenes.first as? UIWindowScene)
            let manager = try #require(scene.statusBarManager)
            let root = Root()
            scene.keyWindow?.rootViewController = root
            #expect(manager.statusBarFrame == CGRect(x: 0, y: 0, width: 390, height: 47))
            #expect(manager.statusBarStyle == .lightContent && !manager.isStatusBarHidden)
            root.hidden = true
            #expect(manager.isStatusBarHidden && manager.statusBarFrame == .zero)
            #expect(scene.interfaceOrientation == .portrait)
        }
    }

    @Test func aDelegateClassThatCannotBeFoundIsLoggedInUIKitsWordsAndTheSceneStillConnects() throws {
        let logged = try UIKitLogObservers.capture {
            try launch(TemplateAppDelegate(), info: templateInfo(delegateClass: "NoSuchModule.NoSuchDelegate")) { app, _ in
                let scene = try #require(app.connectedScenes.first)
                #expect(scene.delegate == nil && scene.activationState == .foregroundActive)
                #expect(app.applicationState == .active)
            }
        }
        #expect(logged == [#"[SceneConfiguration] Info.plist configuration "Default Configuration" for UIWindowSceneSessionRoleApplication contained UISceneDelegateClassName key, but could not load class with name "NoSuchModule.NoSuchDelegate"."#])
    }

    @Test func classNamesResolveWithTheModuleVariableOrUnqualified() {
        #expect(SceneManifest.resolveClass("$(PRODUCT_MODULE_NAME).TemplateSceneDelegate", module: "UIKitTests")
                == TemplateSceneDelegate.self)
        #expect(SceneManifest.resolveClass("TemplateSceneDelegate", module: "UIKitTests") == TemplateSceneDelegate.self)
        #expect(SceneManifest.resolveClass("UIWindowScene", module: nil) == UIWindowScene.self)
        #expect(SceneManifest.resolveClass("Nowhere.Nothing", module: "UIKitTests") == nil)
        let messages = UIKitLogObservers.capture {
            #expect(SceneManifest(info: ["UIApplicationSceneManifest": "yes"]) == nil)
        }
        #expect(messages == ["Info.plist: UIApplicationSceneManifest is not a dictionary; the app runs without scenes."])
        #expect(SceneManifest(info: [:]) == nil)
    }

    @Test func theInfoPlistIsReadBesideTheExecutableElseFromItsSwiftPMResourceBundle() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scene-bundle-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).lastPathComponent
        let nested = folder.appendingPathComponent("App_\(executable).resources/App", isDirectory: true)
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        let plist = try PropertyListSerialization.data(fromPropertyList: templateInfo(), format: .xml, options: 0)
        try plist.write(to: nested.appendingPathComponent("Info.plist"))
        let fromResources = InfoPlist.dictionary(of: try #require(Bundle(url: folder)))
        #expect(SceneManifest(info: fromResources)?.entry(named: nil, role: .windowApplication)?.name == "Default Configuration")

        let beside = folder.appendingPathComponent("beside", isDirectory: true)
        try FileManager.default.createDirectory(at: beside, withIntermediateDirectories: true)
        try PropertyListSerialization.data(fromPropertyList: ["CFBundleName": "Beside"], format: .xml, options: 0)
            .write(to: beside.appendingPathComponent("Info.plist"))
        #expect(InfoPlist.dictionary(of: try #require(Bundle(url: beside)))["CFBundleName"] as? String == "Beside")
    }

    @Test func theAppsInfoPlistInAFolderComesBeforeTheOneSwiftPMWritesAtTheTopOfTheResourceBundle() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scene-bundle-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).lastPathComponent
        let resources = folder.appendingPathComponent("App_\(executable).resources", isDirectory: true)
        let nested = resources.appendingPathComponent("App", isDirectory: true)
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        // What SwiftPM writes at the top when the package sets defaultLocalization.
        try PropertyListSerialization.data(fromPropertyList: ["CFBundleDevelopmentRegion": "de"], format: .xml, options: 0)
            .write(to: resources.appendingPathComponent("Info.plist"))
        try PropertyListSerialization.data(fromPropertyList: templateInfo(), format: .xml, options: 0)
            .write(to: nested.appendingPathComponent("Info.plist"))
        let found = InfoPlist.find(from: try #require(Bundle(url: folder)))
        #expect(SceneManifest(info: found.dictionary)?.entry(named: nil, role: .windowApplication)?.name == "Default Configuration")
        #expect(found.bundle.bundleURL.standardizedFileURL.path == nested.standardizedFileURL.path)
        // The app's names no development region: the package's defaultLocalization, which only SwiftPM's records.
        #expect(found.dictionary["CFBundleDevelopmentRegion"] as? String == "de")
    }
}
