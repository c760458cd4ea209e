import Testing
@testable import UIKit
import UIKitTesting

/// Views, windows and screens with huge finite sizes (each once trapped): the screen keeps rendering, and what
/// was not changed shows as before.
@MainActor
@Suite struct HugeValueViewTests {
    /// Adds a blue 10 × 10 witness at (80, 80) in front of everything in `window`.
    private func addWitness(to window: UIWindow) {
        let witness = UIView(frame: CGRect(x: 80, y: 80, width: 10, height: 10))
        witness.backgroundColor = .blue
        window.addSubview(witness)
    }

    @Test func aWindowFramedAt1e300LeavesTheScreenRendering() {
        withScreenWindow { window, screen in
            let far = UIWindow(frame: CGRect(x: 1e300, y: 1e300, width: 1e300, height: 1e300))
            far.screen = screen
            far.backgroundColor = .red
            far.isHidden = false
            let huge = UIWindow(frame: CGRect(x: 0, y: 0, width: 1e300, height: 1e300))
            huge.screen = screen
            huge.windowLevel = UIWindow.Level(rawValue: window.windowLevel.rawValue - 1)
            huge.backgroundColor = .red
            huge.isHidden = false
            addWitness(to: window)
            let pixels = capture(screen)
            // The huge window is behind the white one; the far one is off the screen.
            #expect(pixels[85, 85] == [0, 0, 255, 255] && pixels[5, 5] == [255, 255, 255, 255])
            far.isHidden = true
            huge.isHidden = true
        }
    }

    @Test func drawingViewsOfHugeSizeDrawIntoBoundedStores() throws {
        try withScreenWindow { window, screen in
            let wide = DrawingView(frame: CGRect(x: 0, y: 0, width: 1e300, height: 20))
            let tall = DrawingView(frame: CGRect(x: 0, y: 20, width: 50, height: 1e300))
            window.addSubview(wide)
            window.addSubview(tall)
            addWitness(to: window)
            let pixels = capture(screen)
            #expect(!wide.drawnRects.isEmpty && !tall.drawnRects.isEmpty)
            let store = try #require(tall.layer.contents as? BackingStore)
            #expect(store.surface.height == ImageSurface.maximumSide)
            // Their stores are drawn at a scale so small (3e-296) that the context's matrix is singular, and they draw
            // nothing; the rest of the window is as it was.
            #expect(pixels[85, 85] == [0, 0, 255, 255] && pixels[95, 50] == [255, 255, 255, 255])
            // Too large for a bitmap: no snapshot, rather than a trap.
            #expect(wide.snapshotView(afterScreenUpdates: false) == nil)
        }
    }

    @Test func virtualScreens40000PixelsWideOrAtScale1e6ShowTheirTopLeft() throws {
        for (size, scale) in [(CGSize(width: 40_000, height: 100), 1.0), (CGSize(width: 390, height: 844), 1e6)] {
            let screen = VirtualScreens.connect(size: size, scale: scale)
            let window = UIWindow(frame: CGRect(origin: .zero, size: size))
            window.screen = screen
            window.backgroundColor = .blue
            window.isHidden = false
            let image = try #require(screen.capturedImage())
            #expect(image.width <= FrameCompositor.maximumSide && image.width * image.height <= FrameCompositor.maximumPixels)
            // The top-left pixel, read from the frame's own bytes (BGRA in memory): converting tens of millions of
            // pixels would take seconds in a debug build.
            let bytes = try #require(image.dataProvider?.data)
            #expect(Array(bytes.prefix(4)) == [255, 0, 0, 255])
            window.isHidden = true
            VirtualScreens.disconnect(screen)
        }
    }
}
