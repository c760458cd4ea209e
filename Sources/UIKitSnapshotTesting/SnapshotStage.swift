import Logging
import UIKitTesting

/// Where snapshots are taken: a virtual screen of the snapshot's size with one window, laid out, drawn and
/// composited by the app's frame cycle as a device's screen is, then unplugged, so that a test leaves no screen
/// behind.
@MainActor
enum SnapshotStage {
    /// The scale snapshots are rendered at: one pixel a point, so that reference images do not depend on the
    /// screens `VELLUM_SCREENS` describes.
    nonisolated static let scale: CGFloat = 1

    static let log = Logger(label: "UIKitSnapshotTesting")

    /// `body`'s result for `view` shown alone, at the top-left of a window of `size` (the view's own size when
    /// nil), after the frame cycle has run to quiescence. The view goes back where it was afterwards. Nil, logged,
    /// when the size is empty or not finite: there is nothing to show.
    static func present<T>(_ view: UIView, size: CGSize?, _ body: (UIWindow) -> T) -> T? {
        let size = size ?? view.bounds.size
        let (superview, index, frame) = (view.superview, view.superview?.subviews.firstIndex(of: view), view.frame)
        defer {
            view.removeFromSuperview()
            view.frame = frame
            if let superview, let index { superview.insertSubview(view, at: index) }
        }
        return withWindow(size: size) { window in
            window.addSubview(view)
            view.frame = CGRect(origin: .zero, size: size)
            FramePass.drain()
            return body(window)
        }
    }

    /// `body`'s result for `controller` as the root view controller of a window of `size`, after the frame
    /// cycle has run to quiescence.
    static func present<T>(_ controller: UIViewController, size: CGSize, _ body: (UIWindow) -> T) -> T? {
        withWindow(size: size) { window in
            window.rootViewController = controller
            defer { window.rootViewController = nil }
            FramePass.drain()
            return body(window)
        }
    }

    /// What `window`'s screen shows, as an image at `scale`.
    static func capture(_ window: UIWindow) -> UIImage {
        guard let image = window.screen.capturedImage() else {
            log.error("UIKitSnapshotTesting: the screen could not be captured.")
            return UIImage()
        }
        return UIImage(cgImage: image, scale: scale, orientation: .up)
    }

    private static func withWindow<T>(size: CGSize, _ body: (UIWindow) -> T) -> T? {
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
            log.error("UIKitSnapshotTesting: cannot snapshot at size \(size): give the view a size, or pass `size:`.")
            return nil
        }
        let screen = VirtualScreens.connect(size: size, scale: scale)
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.screen = screen
        window.isHidden = false
        defer {
            window.isHidden = true
            VirtualScreens.disconnect(screen)
        }
        return body(window)
    }
}
