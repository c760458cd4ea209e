import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// The fixtures of the document tests: `Tests/UIKitTests/InterfaceBuilder/Fixtures/Documents`, whose custom
/// classes are this test module's.
@MainActor
func documentsFixtures(_ folder: String? = nil) throws -> Bundle {
    NibFixtures.allowTestModuleClasses()
    var url = try #require(Bundle.module.resourceURL).appendingPathComponent("Fixtures/Documents", isDirectory: true)
    if let folder { url.appendPathComponent(folder, isDirectory: true) }
    return try #require(Bundle(url: url))
}

/// Shows `root` in a window on a 390 × 844 screen at scale 1, settled, for `body`.
@MainActor
func showDocument(_ root: UIViewController, _ body: (UIWindow) throws -> Void) rethrows {
    let screen = VirtualScreens.connect(size: CGSize(width: 390, height: 844), scale: 1)
    defer { VirtualScreens.disconnect(screen) }
    let window = UIWindow(frame: screen.bounds)
    window.screen = screen
    window.rootViewController = root
    window.makeKeyAndVisible()
    defer { window.isHidden = true }
    settleDocument()
    try body(window)
}

/// 40 frames of the controlled clock: every standard transition ends in them.
@MainActor
func settleDocument() {
    ControlledClock.run { clock in clock.renderFrames(40) }
    FramePass.drain()
}

/// A tap at the centre of `view`, through the event generator on the virtual clock.
@MainActor
func tapDocumentView(_ view: UIView, in window: UIWindow) throws {
    let point = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window)
    let generator = EventGenerator(window: window, timing: .virtual)
    try ControlledClock.run { _ in
        try generator.fingerDown(at: point)
        try generator.fingerUp()
    }
}
