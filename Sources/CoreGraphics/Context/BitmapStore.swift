@_implementationOnly import CCairo

/// A bitmap context's memory, and the cairo surface that draws into it.
///
/// Cairo draws premultiplied 32-bit words (bytes B, G, R, A here) and 8-bit alpha. Memory in that layout,
/// or in RGBA order (drawn with red and blue exchanged in every colour handed to cairo), is drawn in place.
/// Any other layout Apple supports (gray, ARGB, unaligned rows) is drawn into a mirror surface and written
/// back after each drawing call.
final class BitmapStore {
    let width: Int
    let height: Int
    let bytesPerRow: Int
    let bitsPerComponent: Int
    let bitsPerPixel: Int
    let space: CGColorSpace?
    let bitmapInfo: CGBitmapInfo
    let data: UnsafeMutableRawPointer
    let layout: PixelLayout
    let surface: ImageSurface
    let swapsRedAndBlue: Bool
    /// Set when cairo draws into a mirror, not into `data`.
    private let mirrored: Bool
    private let ownsData: Bool

    /// The most memory one bitmap context may use; larger requests are refused.
    static let maximumBytes = 1 << 30

    init?(data client: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
          space: CGColorSpace, bitmapInfo raw: UInt32) {
        let info = CGBitmapInfo(rawValue: raw)
        let alpha = info.alpha
        func refuse(_ why: String) {
            CGLog.error("CGBitmapContextCreate: \(why): \(bitsPerComponent) integer bits/component; "
                        + "\(width) width; \(height) height; \(bytesPerRow) bytes/row; "
                        + "\(space.model) color space; alpha info \(alpha.map { "\($0)" } ?? "invalid").")
        }
        guard width > 0, height > 0, width <= CGImage.maximumDimension, height <= CGImage.maximumDimension else {
            refuse("invalid data bytes/row or size"); return nil
        }
        // Apple's supported formats: 8-bit alpha only, 8-bit gray, 32-bit RGB with skipped or premultiplied alpha.
        let bitsPerPixel: Int
        let model: CGColorSpaceModel?
        switch (alpha, space.model) {
        case (.alphaOnly?, _): (bitsPerPixel, model) = (8, nil)
        case (CGImageAlphaInfo.none?, .monochrome): (bitsPerPixel, model) = (8, .monochrome)
        case (.premultipliedLast?, .rgb), (.premultipliedFirst?, .rgb), (.noneSkipLast?, .rgb),
             (.noneSkipFirst?, .rgb): (bitsPerPixel, model) = (32, .rgb)
        default: refuse("unsupported parameter combination"); return nil
        }
        guard bitsPerComponent == 8, let layout = PixelLayout(
            bitsPerComponent: 8, bitsPerPixel: bitsPerPixel, colorModel: model, bitmapInfo: info)
        else { refuse("unsupported parameter combination"); return nil }
        let minimumRow = layout.minimumBytesPerRow(width: width)
        let rowBytes = bytesPerRow == 0 ? (minimumRow + 3) & ~3 : bytesPerRow
        guard rowBytes >= minimumRow, rowBytes.multipliedReportingOverflow(by: height).partialValue <= Self.maximumBytes,
              !rowBytes.multipliedReportingOverflow(by: height).overflow
        else { refuse("invalid data bytes/row or size"); return nil }

        self.width = width
        self.height = height
        self.bytesPerRow = rowBytes
        self.bitsPerComponent = 8
        self.bitsPerPixel = bitsPerPixel
        self.space = model == nil ? nil : space
        bitmapInfo = info
        self.layout = layout
        let (format, swap) = BitmapStore.directFormat(layout)
        var direct: ImageSurface?
        if client == nil, let format, rowBytes == Int(cairo_format_stride_for_width(format.cairo, Int32(width))) {
            // Cairo's own memory: the surface keeps it alive, so it may outlive this context.
            let owned = ImageSurface(width: width, height: height, format: format)
            direct = owned
            data = UnsafeMutableRawPointer(owned.data)
            ownsData = false
            ownsSurfaceMemory = true
        } else {
            ownsData = client == nil
            data = client ?? {
                let memory = UnsafeMutableRawPointer.allocate(byteCount: rowBytes * height, alignment: 16)
                memory.initializeMemory(as: UInt8.self, repeating: 0, count: rowBytes * height)
                return memory
            }()
            if let format, rowBytes % 4 == 0 {
                direct = ImageSurface(data: data, format: format, width: width, height: height, stride: rowBytes)
            }
        }
        if let direct {
            surface = direct
            swapsRedAndBlue = swap
            mirrored = false
        } else {
            let mirrorFormat: ImageSurface.Format
            switch layout.model {
            case .alpha: mirrorFormat = .a8
            case .rgb(_, _, _, a: nil), .gray(_, a: nil): mirrorFormat = .rgb24
            default: mirrorFormat = .argb32
            }
            surface = ImageSurface(width: width, height: height, format: mirrorFormat)
            swapsRedAndBlue = false
            mirrored = true
            loadMirror()
        }
    }

    deinit {
        if ownsData { data.deallocate() }
    }

    /// The cairo format that is this layout in memory, and whether red and blue trade places.
    private static func directFormat(_ layout: PixelLayout) -> (ImageSurface.Format?, Bool) {
        switch layout.model {
        case .alpha: return (.a8, false)
        case .rgb(r: 2, g: 1, b: 0, a: 3): return (.argb32, false)
        case .rgb(r: 2, g: 1, b: 0, a: nil) where layout.bitsPerPixel == 32: return (.rgb24, false)
        case .rgb(r: 0, g: 1, b: 2, a: 3): return (.argb32, true)
        case .rgb(r: 0, g: 1, b: 2, a: nil) where layout.bitsPerPixel == 32: return (.rgb24, true)
        default: return (nil, false)
        }
    }

    /// Copies the caller's pixels into the mirror, so drawing starts from them.
    private func loadMirror() {
        let bytes = data.assumingMemoryBound(to: UInt8.self)
        if case .alpha = layout.model {
            for y in 0..<height { (surface.data + y * surface.stride).update(from: bytes + y * bytesPerRow, count: width) }
        } else {
            for y in 0..<height { layout.readRow(bytes + y * bytesPerRow, into: surface.row(y), width: width) }
        }
        surface.markDirty()
    }

    /// Makes the drawing visible in `data`.
    func synchronize() {
        surface.flush()
        guard mirrored else { return }
        let bytes = data.assumingMemoryBound(to: UInt8.self)
        if case .alpha = layout.model {
            for y in 0..<height { (bytes + y * bytesPerRow).update(from: surface.data + y * surface.stride, count: width) }
        } else {
            for y in 0..<height { layout.writeRow(surface.row(y), into: bytes + y * bytesPerRow, width: width) }
        }
    }

    /// Whether the pixels live in cairo's surface itself (a context created without caller memory).
    private(set) var ownsSurfaceMemory = false

    /// Writes mirrored drawing back after each drawing call, so the caller's memory is always current.
    func didDraw() {
        if mirrored { synchronize() }
    }
}
