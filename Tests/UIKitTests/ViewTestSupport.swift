import Testing
@testable import UIKit
import UIKitTesting

/// A visible window filling a new virtual screen of `size` points at `scale`; the screen goes away, and the
/// window is hidden, when `body` returns.
@MainActor
func withScreenWindow(size: CGSize = CGSize(width: 100, height: 100), scale: CGFloat = 1,
                      safeAreaInsets: UIEdgeInsets = .zero, _ body: (UIWindow, UIScreen) throws -> Void) rethrows {
    let screen = VirtualScreens.connect(size: size, scale: scale, safeAreaInsets: safeAreaInsets)
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.screen = screen
    window.backgroundColor = .white
    window.isHidden = false
    defer {
        window.isHidden = true
        VirtualScreens.disconnect(screen)
    }
    try body(window, screen)
}

/// The screen's current frame after pending updates.
@MainActor
func capture(_ screen: UIScreen) -> Pixels {
    Pixels(screen.capturedImage()!)
}

/// The rows and columns holding dark text pixels on a white screen, as a pixel rectangle.
func inkBounds(_ pixels: Pixels) -> CGRect? {
    var (minX, minY, maxX, maxY) = (Int.max, Int.max, -1, -1)
    for y in 0..<pixels.height {
        for x in 0..<pixels.width where pixels[x, y][0] < 128 {
            minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
        }
    }
    return maxX < 0 ? nil : CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
}

/// A view that records the hierarchy, layout and drawing callbacks it gets, into a shared log.
final class RecordingView: UIView {
    var log: Log?
    var name = ""
    var drawnRects: [CGRect] = []
    var layoutCount = 0
    var fill: UIColor?

    final class Log {
        var entries: [String] = []
    }

    convenience init(_ name: String, frame: CGRect = .zero, log: Log? = nil) {
        self.init(frame: frame)
        self.name = name
        self.log = log
    }

    override func willMove(toSuperview newSuperview: UIView?) { log?.entries.append("\(name).willMoveToSuperview(\((newSuperview as? RecordingView)?.name ?? (newSuperview == nil ? "nil" : "view")))") }
    override func didMoveToSuperview() { log?.entries.append("\(name).didMoveToSuperview") }
    override func willMove(toWindow newWindow: UIWindow?) { log?.entries.append("\(name).willMoveToWindow(\(newWindow == nil ? "nil" : "window"))") }
    override func didMoveToWindow() { log?.entries.append("\(name).didMoveToWindow") }
    override func didAddSubview(_ subview: UIView) { log?.entries.append("\(name).didAddSubview(\((subview as? RecordingView)?.name ?? "?"))") }
    override func willRemoveSubview(_ subview: UIView) { log?.entries.append("\(name).willRemoveSubview(\((subview as? RecordingView)?.name ?? "?"))") }
    override func layoutSubviews() {
        layoutCount += 1
        log?.entries.append("\(name).layoutSubviews")
    }
    override func tintColorDidChange() { log?.entries.append("\(name).tintColorDidChange") }
}

/// A view that draws: it fills the rect it is asked to draw with `fill` and records the rects.
final class DrawingView: UIView {
    var drawnRects: [CGRect] = []
    var fill = UIColor.red
    var sawFlippedContext = false

    override func draw(_ rect: CGRect) {
        drawnRects.append(rect)
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.setFillColor(fill.cgColor)
        ctx.fill(rect)
    }
}
