import Foundation
import UIKitTesting

/// Renders what a document makes the way an app shows it: in a window of its own on a virtual screen, laid out,
/// drawn and composited by the app's frame cycle, then captured.
@MainActor
struct PreviewRenderer {
    /// The window's size in points; nil for a view's own size, or `defaultControllerSize` for a controller.
    let size: CGSize?
    /// Pixels per point.
    let scale: CGFloat
    /// Whether the window is in the dark appearance.
    let dark: Bool

    /// A controller's window when no size is given: the size of the default screen (`VELLUM_SCREENS`).
    static let defaultControllerSize = CGSize(width: 390, height: 844)

    /// Makes `scene` anew and writes its picture to `url` as PNG.
    func write(_ scene: InterfaceBuilderPreview.Scene, of preview: InterfaceBuilderPreview, to url: URL) throws(PreviewFailure) {
        let content: InterfaceBuilderPreview.Content
        do {
            content = try preview.instantiate(scene)
        } catch {
            throw PreviewFailure(error.description)
        }
        guard let png = image(of: content).flatMap({ UIImage(cgImage: $0, scale: scale, orientation: .up).pngData() }) else {
            throw PreviewFailure("\(scene.className) \"\(scene.id)\" could not be rendered.")
        }
        do {
            try png.write(to: url)
        } catch {
            throw PreviewFailure("cannot write \(url.path): \(error.localizedDescription)")
        }
    }

    /// What the screen shows with `content` in its window, at `scale`; nil when nothing can be shown.
    func image(of content: InterfaceBuilderPreview.Content) -> CGImage? {
        let windowSize: CGSize
        switch content {
        case .view(let view): windowSize = size ?? (view.bounds.isEmpty ? Self.defaultControllerSize : view.bounds.size)
        case .controller: windowSize = size ?? Self.defaultControllerSize
        }
        let screen = VirtualScreens.connect(size: windowSize, scale: scale)
        let window = UIWindow(frame: CGRect(origin: .zero, size: windowSize))
        window.screen = screen
        window.overrideUserInterfaceStyle = dark ? .dark : .light
        // What a view leaves clear shows the system background, as on a device.
        window.backgroundColor = .systemBackground
        switch content {
        case .view(let view):
            window.addSubview(view)
            view.frame = window.bounds
        case .controller(let controller):
            window.rootViewController = controller
        }
        window.isHidden = false
        defer {
            window.isHidden = true
            window.rootViewController = nil
            VirtualScreens.disconnect(screen)
        }
        FramePass.drain()
        return screen.capturedImage()
    }
}
