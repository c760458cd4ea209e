import Foundation

/// What shows a screen's layer tree: its root layer (the windows' layers are its sublayers, back to front by
/// window level), the render target the render server composites into, and the connection between them.
@MainActor
final class ScreenDisplay {
    /// The layer the screen's windows are in; its coordinates are the screen's.
    let rootLayer = CALayer()
    private(set) var target: RenderTarget
    private var treeHost: LayerTreeHost?
    private let present: @Sendable (ImageSurface, [CGRect]) -> Void

    /// The one render server, shared by every screen: one thread composites them all. After each frame the
    /// screens' frame clock ticks, so display links fire, and the main queue advances animations, so their
    /// delegates and completion blocks run there. Frames keep coming while a display link wants them.
    static let server: RenderServer = {
        let server = RenderServer(framesPerSecond: 60) { time, interval in
            FrameClock.shared.tick(at: time, interval: interval)
            DispatchQueue.main.async {
                MainActor.assumeIsolated { advanceAnimations(to: time) }
            }
        }
        FrameClock.shared.setDemandHandler { server.setContinuousFrames($0) }
        server.start()
        return server
    }()

    /// Starts and finishes every screen's animations at media time `time`.
    static func advanceAnimations(to time: CFTimeInterval) {
        for screen in UIScreen.connectedScreens { screen.display.treeHost?.advanceAnimations(to: time) }
    }

    /// One thread composites every screen: it runs at the fastest one's refresh rate.
    static func paceFrames(to screens: [UIScreen]) {
        server.setFramesPerSecond(Double(screens.map(\.maximumFramesPerSecond).max() ?? 60))
    }

    /// A display of `pixelSize` at `scale`, presenting each frame's damage with `present` (on the render
    /// thread).
    init(pixelSize: CGSize, scale: CGFloat, present: @escaping @Sendable (ImageSurface, [CGRect]) -> Void) {
        self.present = present
        rootLayer.backgroundColor = CGColor.black
        target = RenderTarget(width: max(1, Int(pixelSize.width)), height: max(1, Int(pixelSize.height)),
                              scale: scale, present: present)
        rootLayer.contentsScale = scale
        rootLayer.frame = CGRect(x: 0, y: 0, width: pixelSize.width / scale, height: pixelSize.height / scale)
        connect()
    }

    /// Starts showing the tree: frames follow every commit that changes it.
    private func connect() {
        Self.server.add(target)
        treeHost = LayerTreeHost(root: rootLayer, target: target, server: Self.server)
    }

    /// Stops showing the tree: the screen went away.
    func disconnect() {
        treeHost = nil
        Self.server.remove(target)
    }

    /// Shows the tree at a new size or scale: a new frame, redrawn whole.
    func resize(pixelSize: CGSize, scale: CGFloat) {
        disconnect()
        target = RenderTarget(width: max(1, Int(pixelSize.width)), height: max(1, Int(pixelSize.height)),
                              scale: scale, present: present)
        rootLayer.contentsScale = scale
        rootLayer.frame = CGRect(x: 0, y: 0, width: pixelSize.width / scale, height: pixelSize.height / scale)
        connect()
    }

    /// Composites a frame now, on this thread, at the current media time, and returns it as an image:
    /// what the screen shows. Pending layout, drawing and commits happen first.
    func captureFrame() -> CGImage? {
        UIApplication.shared.performUpdatePass()
        CATransaction.flush()
        Self.server.renderFrame(at: CACurrentMediaTime())
        return Self.server.betweenFrames { Self.image(of: target.compositor.surface) }
    }

    /// A copy of `surface` (cairo ARGB32, premultiplied, native-endian) as a `CGImage`.
    nonisolated static func image(of surface: ImageSurface) -> CGImage? {
        surface.flush()
        let bytesPerRow = surface.stride
        let data = Data(bytes: surface.data, count: bytesPerRow * surface.height)
        return CGImage(width: surface.width, height: surface.height, bitsPerComponent: 8, bitsPerPixel: 32,
                       bytesPerRow: bytesPerRow, space: CGColorSpaceCreateDeviceRGB(),
                       bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue
                                                | CGBitmapInfo.byteOrder32Little.rawValue),
                       provider: CGDataProvider(data: data), decode: nil, shouldInterpolate: false,
                       intent: .defaultIntent)
    }
}
