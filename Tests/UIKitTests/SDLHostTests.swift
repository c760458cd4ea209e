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
