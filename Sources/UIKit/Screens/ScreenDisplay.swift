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

    /// The app's frame cycle, which shows every screen's tree and composites them all on one render thread.
    static var cycle: FrameCycle { AppFrameCycle.shared.cycle }

    /// One thread composites every screen: it runs at the fastest one's refresh rate.
    static func paceFrames(to screens: [UIScreen]) {
        cycle.server.setFramesPerSecond(Double(screens.map(\.maximumFramesPerSecond).max() ?? 60))
    }

    /// A display of `pixelSize` at `scale`, presenting each frame's damage with `present` (on the render
    /// thread).
    init(pixelSize: CGSize, scale: CGFloat, present: @escaping @Sendable (ImageSurface, [CGRect]) -> Void) {
        self.present = present
        rootLayer.backgroundColor = CGColor.black
        target = Self.target(pixelSize: pixelSize, scale: scale, present: present)
        rootLayer.contentsScale = scale
        rootLayer.frame = CGRect(x: 0, y: 0, width: pixelSize.width / scale, height: pixelSize.height / scale)
        connect()
    }

    /// The frame a screen of `pixelSize` shows: the render target keeps frames within its limits (a larger screen
    /// shows its top-left part).
    private static func target(pixelSize: CGSize, scale: CGFloat,
                               present: @escaping @Sendable (ImageSurface, [CGRect]) -> Void) -> RenderTarget {
        RenderTarget(width: Int(clamping: pixelSize.width, within: 1...Int.max),
                     height: Int(clamping: pixelSize.height, within: 1...Int.max), scale: scale, present: present)
    }

    /// Starts showing the tree: frames follow every commit that changes it.
    private func connect() {
        Self.cycle.server.add(target)
        treeHost = Self.cycle.show(rootLayer, in: target)
    }

    /// Stops showing the tree: the screen went away.
    func disconnect() {
        if let treeHost { Self.cycle.remove(treeHost) }
        treeHost = nil
        Self.cycle.server.remove(target)
    }

    /// Shows the tree at a new size or scale: a new frame, redrawn whole.
    func resize(pixelSize: CGSize, scale: CGFloat) {
        disconnect()
        target = Self.target(pixelSize: pixelSize, scale: scale, present: present)
        rootLayer.contentsScale = scale
        rootLayer.frame = CGRect(x: 0, y: 0, width: pixelSize.width / scale, height: pixelSize.height / scale)
        connect()
    }

    /// Composites a frame now, on this thread, at the current media time, and returns it as an image:
    /// what the screen shows. Pending layout, drawing, commits and posted work (view-backed tiles) happen first.
    func captureFrame() -> CGImage? {
        Self.cycle.drain()
        Self.cycle.server.renderFrame(at: CACurrentMediaTime())
        return Self.cycle.server.betweenFrames { Self.image(of: target.compositor.surface) }
    }

    /// The frame last composited, as an image, without compositing one: what the screen shows now.
    func shownFrame() -> CGImage? {
        Self.cycle.server.betweenFrames { Self.image(of: target.compositor.surface) }
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
                       provider: CGDataProvider(bytes: data), decode: nil, shouldInterpolate: false,
                       intent: .defaultIntent)
    }
}
