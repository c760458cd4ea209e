import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// The app delegate of the start-up tests: it keeps the window UIKit gives it, and records what it saw.
final class StoryboardAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var rootAtLaunch: UIViewController?

    required override init() { super.init() }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        rootAtLaunch = window?.rootViewController
        return true
    }
}

/// The scene delegate of the start-up tests: it keeps the window UIKit gives it.
final class StoryboardSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var rootAtConnection: UIViewController?

    required override init() { super.init() }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        rootAtConnection = window?.rootViewController
    }
}

/// Start-up from the Info.plist: `UIMainStoryboardFile` without scenes, `UISceneStoryboardFile` with them.
@MainActor @Suite struct AppStartTests {
    /// Launches `delegate` with the Info.plist of the fixture app `folder`, as `UIApplicationMain` does, on a
    /// new virtual screen; undoes the launch afterwards.
    private func launch(_ folder: String, _ delegate: UIApplicationDelegate, _ body: (UIApplication) throws -> Void) throws {
        let found = InfoPlist.find(from: try storyboardFixtures(folder))
        let screen = VirtualScreens.connect(size: CGSize(width: 390, height: 844), scale: 1)
        let app = UIApplication.shared
        defer {
            for window in app.mainInterfaceWindows { window.isHidden = true }
            app.endLaunch()
            VirtualScreens.disconnect(screen)
        }
        app.finishLaunching(delegate: delegate, info: found.dictionary, resources: found.bundle, screens: [screen])
        try body(app)
    }

    @Test func theMainStoryboardsInitialControllerIsTheRootOfTheDelegatesKeyWindow() throws {
        let delegate = StoryboardAppDelegate()
        try launch("MainStoryboardApp", delegate) { app in
            let window = try #require(delegate.window)
            #expect(delegate.rootAtLaunch is StoryboardRecordingController && window.rootViewController === delegate.rootAtLaunch)
            #expect(window.rootViewController?.title == "Start" && window.rootViewController?.storyboard != nil)
            #expect(window.isKeyWindow && !window.isHidden && app.keyWindow === window)
            #expect(window.rootViewController?.view.window === window)
        }
    }

    @Test func aScenesStoryboardMakesItsWindowBeforeTheDelegateHearsOfIt() throws {
        try launch("SceneApp", StoryboardAppDelegate()) { app in
            let scene = try #require(app.connectedScenes.first as? UIWindowScene)
            let delegate = try #require(scene.delegate as? StoryboardSceneDelegate)
            let window = try #require(delegate.window)
            #expect(delegate.rootAtConnection is StoryboardRecordingController && window.rootViewController === delegate.rootAtConnection)
            #expect(window.windowScene === scene && window.isKeyWindow && !window.isHidden)
            // UIMainStoryboardFile is not read under the scene life cycle: the scene's window is the only one.
            #expect(scene.windows == [window] && app.mainInterfaceWindows == [window])
        }
    }
}
