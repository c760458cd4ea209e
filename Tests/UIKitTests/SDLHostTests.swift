import CSDL2
import Foundation
import Testing
@testable import UIKit

/// The SDL host inside a real X server (Xvfb): displays plugged in and out while the app runs.
@MainActor @Suite struct SDLHostTests {
    /// Runs `body` with SDL's video system open on a fresh Xvfb of `width`×`height` pixels.
    private func withXvfb(width: Int, height: Int, _ body: (SDLHost) throws -> Void) throws {
        _ = UIScreen.main // the tests' own headless host starts first, without a display
        let display = ":\(80 + Int(getpid() % 9))"
        let server = Process()
        server.executableURL = URL(fileURLWithPath: XvfbWindowTests.xvfb)
        server.arguments = [display, "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp", "-noreset"]
        server.standardError = FileHandle.nullDevice
        try server.run()
        defer { kill(server.processIdentifier, SIGKILL); server.waitUntilExit() }
        let previous = ProcessInfo.processInfo.environment["DISPLAY"]
        setenv("DISPLAY", display, 1)
        defer { if let previous { setenv("DISPLAY", previous, 1) } else { unsetenv("DISPLAY") } }
        var host: SDLHost?
        for _ in 0..<20 where host == nil {
            Thread.sleep(forTimeInterval: 0.25) // Xvfb takes a moment to accept connections
            host = SDLHost(configuration: HostConfiguration(kind: .sdl, screens: [], framesDirectory: nil, duration: 1))
        }
        let sdl = try #require(host)
        defer { sdl.stop() }
        try body(sdl)
    }

    @Test(.enabled(if: XvfbWindowTests.toolsInstalled, "needs Xvfb: make test installs it"))
    func resizingAWindowIsASizeTransitionAndControlArrowsRotate() throws {
        try withXvfb(width: 1200, height: 1000) { _ in
            let host = try #require(SDLHost(configuration: HostConfiguration(
                kind: .sdl, screens: [.init(size: CGSize(width: 390, height: 844), scale: 1)], framesDirectory: nil, duration: 1)))
            let before = UIScreen.screens.count
            host.start()
            defer { host.stop() }
            let screen = try #require(UIScreen.screens.last)
            #expect(UIScreen.screens.count == before + 1)
            defer { UIScreen.disconnect(screen) }
            let id = try #require(screen.hostIdentifier)
            final class Sizer: UIViewController {
                var sizes: [CGSize] = []
                override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                    super.viewWillTransition(to: size, with: coordinator)
                    sizes.append(size)
                }
            }
            let window = UIWindow(frame: screen.bounds)
            window.screen = screen
            let root = Sizer()
            window.rootViewController = root
            window.makeKeyAndVisible()
            defer { window.isHidden = true }

            var resize = SDL_Event()
            resize.window.type = SDL_WINDOWEVENT.rawValue
            resize.window.event = UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue)
            resize.window.windowID = id
            resize.window.data1 = 500
            resize.window.data2 = 700
            SDL_PushEvent(&resize)
            host.pumpEvents()
            #expect(screen.bounds.size == CGSize(width: 500, height: 700))
            #expect(window.frame.size == CGSize(width: 500, height: 700) && root.sizes == [CGSize(width: 500, height: 700)])

            var key = SDL_Event()
            key.key.type = SDL_KEYDOWN.rawValue
            key.key.windowID = id
            key.key.keysym.sym = Int32(SDLK_LEFT.rawValue)
            key.key.keysym.mod = UInt16(KMOD_LCTRL.rawValue)
            SDL_PushEvent(&key)
            host.pumpEvents()
            // Turned left: landscape with the home edge on the right, and the SDL window turned with it.
            #expect(screen.interfaceOrientation == .landscapeRight)
            #expect(screen.bounds.size == CGSize(width: 700, height: 500) && window.frame.size == screen.bounds.size)
            #expect(root.sizes.last == CGSize(width: 700, height: 500))
        }
    }

    private func push(_ kind: SDL_DisplayEventID, display: UInt32) {
        var event = SDL_Event()
        event.display.type = SDL_DISPLAYEVENT.rawValue
        event.display.display = display
        event.display.event = UInt8(kind.rawValue)
        SDL_PushEvent(&event)
    }

    @Test(.enabled(if: XvfbWindowTests.toolsInstalled, "needs Xvfb: make test installs it"))
    func aDisplayPluggedInBecomesAScreenUntilItIsUnplugged() throws {
        try withXvfb(width: 640, height: 480) { host in
            let before = UIScreen.screens.count
            let log = NotificationLog([UIScreen.didConnectNotification, UIScreen.didDisconnectNotification])
            defer { log.stop() }

            push(SDL_DISPLAYEVENT_CONNECTED, display: 0)
            host.pumpEvents()
            #expect(log.entries == ["UIScreenDidConnect:0"])
            #expect(UIScreen.screens.count == before + 1)
            let screen = try #require(UIScreen.screens.last)
            // The display's size, at scale 1, refreshing at the display's rate.
            #expect(screen.bounds == CGRect(x: 0, y: 0, width: 640, height: 480))
            #expect(screen.scale == 1)
            #expect(screen.maximumFramesPerSecond >= 1)
            let window = UIWindow(frame: screen.bounds)
            window.screen = screen
            window.isHidden = false

            // The same display again is not a second screen.
            push(SDL_DISPLAYEVENT_CONNECTED, display: 0)
            host.pumpEvents()
            #expect(log.entries == ["UIScreenDidConnect:0"])

            push(SDL_DISPLAYEVENT_DISCONNECTED, display: 0)
            host.pumpEvents()
            #expect(log.entries == ["UIScreenDidConnect:0", "UIScreenDidDisconnect:0"])
            #expect(!UIScreen.screens.contains { $0 === screen })
            #expect(UIScreen.screens.count == before)
            // Its window moved to the main screen, hidden, as the guide's external-display listings expect.
            #expect(window.screen === UIScreen.main && window.isHidden)
        }
    }
}
