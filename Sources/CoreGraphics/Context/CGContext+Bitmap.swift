@_implementationOnly import CCairo

extension CGContext {
    /// A bitmap context drawing into `data` (or into memory it owns, cleared, when `data` is `nil`).
    ///
    /// Supported, as on Apple's platforms: 8 bits per component; 8-bit alpha only; 8-bit gray without alpha;
    /// 32-bit RGB with `premultipliedFirst`, `premultipliedLast`, `noneSkipFirst` or `noneSkipLast` in either
    /// byte order. `bytesPerRow` 0 picks a row size. Other combinations, zero, negative or oversized
    /// dimensions, and rows too short for the width give `nil`, logged as Apple logs them. The context is
    /// y-up: user-space y = 0 is the last row in memory.
    public convenience init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
                             bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32) {
        guard let store = BitmapStore(data: data, width: width, height: height, bitsPerComponent: bitsPerComponent,
                                      bytesPerRow: bytesPerRow, space: space, bitmapInfo: bitmapInfo)
        else { return nil }
        self.init(cairo: cairo_create(store.surface.pointer), target: .bitmap(store),
                  base: CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height)))
    }

    private var bitmap: BitmapStore? {
        if case .bitmap(let store) = target { return store }
        return nil
    }

    /// The cairo surface a context created without caller memory draws into, which holds its own pixels
    /// (cairo's ARGB32 or RGB24 layout); `nil` otherwise. QuartzCore keeps it as a backing store.
    package var ownedSurface: ImageSurface? {
        guard let store = bitmap, store.ownsSurfaceMemory else { return nil }
        store.synchronize()
        return store.surface
    }

    /// The bitmap's memory; `nil` for other contexts.
    public var data: UnsafeMutableRawPointer? {
        bitmap.map { $0.synchronize(); return $0.data }
    }

    /// The bitmap's width in pixels; 0 for other contexts.
    public var width: Int { bitmap?.width ?? 0 }
    /// The bitmap's height in pixels; 0 for other contexts.
    public var height: Int { bitmap?.height ?? 0 }
    /// The bitmap's bytes per row; 0 for other contexts.
    public var bytesPerRow: Int { bitmap?.bytesPerRow ?? 0 }
    /// The bitmap's bits per component; 0 for other contexts.
    public var bitsPerComponent: Int { bitmap?.bitsPerComponent ?? 0 }
    /// The bitmap's bits per pixel; 0 for other contexts.
    public var bitsPerPixel: Int { bitmap?.bitsPerPixel ?? 0 }
    /// The bitmap's colour space; `nil` for alpha-only bitmaps and other contexts.
    public var colorSpace: CGColorSpace? { bitmap?.space }
    /// The bitmap's pixel layout.
    public var bitmapInfo: CGBitmapInfo { bitmap?.bitmapInfo ?? [] }
    /// The bitmap's alpha setting.
    public var alphaInfo: CGImageAlphaInfo { bitmap?.bitmapInfo.alpha ?? .none }

    /// An image of the bitmap's current pixels (a copy: later drawing does not change it); `nil` for
    /// other contexts.
    public func makeImage() -> CGImage? {
        guard let store = bitmap else { return nil }
        store.synchronize()
        let bytes = Data(bytes: store.data, count: store.bytesPerRow * store.height)
        return CGImage(width: store.width, height: store.height, bitsPerComponent: store.bitsPerComponent,
                       bitsPerPixel: store.bitsPerPixel, bytesPerRow: store.bytesPerRow,
                       space: store.space ?? .deviceGray, bitmapInfo: store.bitmapInfo,
                       provider: CGDataProvider(bytes: bytes), decode: nil, shouldInterpolate: true,
                       intent: .defaultIntent)
    }
}
