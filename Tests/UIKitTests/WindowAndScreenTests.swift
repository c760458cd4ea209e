import Testing
@testable import UIKit
import UIKitTesting

/// Records notifications of the given names, in order, as "name:tag" (the object's tag when it is a view).
@MainActor
final class NotificationLog {
    var entries: [String] = []
    private var tokens: [NSObjectProtocol] = []

    init(_ names: [Notification.Name]) {
        for name in names {
            tokens.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                let label = name.rawValue.replacingOccurrences(of: "Notification", with: "")
                nonisolated(unsafe) let object = note.object
                MainActor.assumeIsolated {
                    let tag = (object as? UIView)?.tag ?? 0
                    self?.entries.append("\(label):\(tag)")
                }
            })
        }
    }

    func stop() { for token in tokens { NotificationCenter.default.removeObserver(token) } }
}

@MainActor @Suite struct WindowAndScreenTests {
    @Test func theApplicationAndTheMainScreenExistWithoutUIApplicationMain() {
        let app = UIApplication.shared
        #expect(app === UIApplication.shared)
        let main = UIScreen.main
        #expect(UIScreen.screens.first === main)
        #expect(main.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(main.scale == 2 && main.nativeScale == 2)
        #expect(main.nativeBounds == CGRect(x: 0, y: 0, width: 780, height: 1688))
        #expect(main.currentMode?.size == CGSize(width: 780, height: 1688))
        #expect(main.currentMode?.pixelAspectRatio == 1)
        #expect(main.preferredMode == main.currentMode)
    }

    @Test func newWindowsAreHiddenAndShowingOneMakesItKeyWithNotificationsInOrder() {
        let log = NotificationLog([UIWindow.didBecomeVisibleNotification, UIWindow.didBecomeHiddenNotification,
                                   UIWindow.didBecomeKeyNotification, UIWindow.didResignKeyNotification])
        defer { log.stop() }
        let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        first.tag = 1
        let second = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        second.tag = 2
        #expect(first.isHidden && !first.isKeyWindow)
        first.makeKeyAndVisible()
        second.makeKeyAndVisible()
        #expect(second.isKeyWindow && !first.isKeyWindow)
        #expect(UIApplication.shared.keyWindow === second)
        second.isHidden = true
        #expect(UIApplication.shared.keyWindow == nil)
        first.isHidden = true
        #expect(log.entries == [
            "UIWindowDidBecomeVisible:1", "UIWindowDidBecomeKey:1",
            "UIWindowDidBecomeVisible:2", "UIWindowDidResignKey:1", "UIWindowDidBecomeKey:2",
            "UIWindowDidResignKey:2", "UIWindowDidBecomeHidden:2", "UIWindowDidBecomeHidden:1",
        ])
    }

    @Test func windowLevelsOrderWindowsOnScreen() {
        withScreenWindow { normal, screen in
            normal.backgroundColor = .red
            let alert = UIWindow(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            alert.screen = screen
            alert.windowLevel = .alert
            alert.backgroundColor = .blue
            alert.isHidden = false
            let status = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
            status.screen = screen
            status.windowLevel = .statusBar
            status.backgroundColor = .green
            status.isHidden = false
            // Showing the normal window again brings it in front of its level only.
            normal.isHidden = true
            normal.isHidden = false
            let pixels = capture(screen)
            #expect(pixels[10, 10] == bluePixel)
            #expect(pixels[70, 10] == greenPixel)
            #expect(pixels[70, 70] == redPixel)
            #expect(UIWindow.Level.normal < .statusBar && UIWindow.Level.statusBar < .alert)
            #expect((UIWindow.Level.alert + 1).rawValue == 2001)
            alert.isHidden = true
            #expect(capture(screen)[10, 10] == greenPixel)
            status.isHidden = true
        }
    }

    @Test func assigningAScreenMovesTheWindowAsTheExternalDisplayListingsDo() {
        let log = NotificationLog([UIScreen.didConnectNotification, UIScreen.didDisconnectNotification])
        defer { log.stop() }
        // Listing 2-1: look for a second screen when one connects.
        let external = VirtualScreens.connect(size: CGSize(width: 64, height: 48), scale: 1)
        #expect(UIScreen.screens.count >= 2 && UIScreen.screens.contains { $0 === external })
        // Listing 2-2: a window for it, filling its bounds.
        let window = UIWindow(frame: external.bounds)
        window.screen = external
        window.backgroundColor = .green
        window.isHidden = false
        #expect(window.screen === external)
        #expect(external.windows.contains { $0 === window })
        #expect(!UIScreen.main.windows.contains { $0 === window })
        #expect(Pixels(external.capturedImage()!)[63, 47] == greenPixel)
        // Listing 2-3: the screen goes away; its windows go back to the main screen, hidden.
        VirtualScreens.disconnect(external)
        #expect(window.screen === UIScreen.main && window.isHidden)
        #expect(!UIScreen.screens.contains { $0 === external })
        #expect(log.entries == ["UIScreenDidConnect:0", "UIScreenDidDisconnect:0"])
    }

    @Test func changingTheModeResizesTheScreenAndTellsObservers() {
        let screen = VirtualScreens.connect(size: CGSize(width: 100, height: 50), scale: 2,
                                            modes: [CGSize(width: 200, height: 100), CGSize(width: 400, height: 200)])
        defer { VirtualScreens.disconnect(screen) }
        let log = NotificationLog([UIScreen.modeDidChangeNotification])
        defer { log.stop() }
        #expect(screen.availableModes.map(\.size) == [CGSize(width: 200, height: 100), CGSize(width: 400, height: 200)])
        screen.currentMode = screen.availableModes[1]
        #expect(screen.bounds.size == CGSize(width: 200, height: 100))
        #expect(screen.nativeBounds.size == CGSize(width: 400, height: 200))
        #expect(log.entries == ["UIScreenModeDidChange:0"])
        #expect(screen.capturedImage()?.width == 400)
    }

    @Test func theRootViewControllersViewFillsTheWindow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        let controller = UIViewController()
        window.rootViewController = controller
        #expect(controller.isViewLoaded)
        #expect(controller.view.superview === window)
        #expect(controller.view.frame == window.bounds)
        window.frame.size = CGSize(width: 200, height: 100)
        #expect(controller.view.frame.size == CGSize(width: 200, height: 100))
        let next = UIViewController()
        window.rootViewController = next
        #expect(controller.view.superview == nil && next.view.superview === window)
    }
}
