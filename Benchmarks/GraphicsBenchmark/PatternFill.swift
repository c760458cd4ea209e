import CCairo
import CoreGraphics
import Foundation

/// Times filling the scene with a coloured `CGPattern` whose cell draws the 64 × 64 image (what
/// `UIColor(patternImage:)` does) against the floor: raw cairo repeating the image's surface. Each fill draws its
/// cell once, at the device's resolution, then repeats it.
enum PatternFill {
    struct Result {
        let coreGraphicsMilliseconds: Double
        let cairoMilliseconds: Double
        let differingBytes: Int
    }

    static func measure(image: CGImage, imageSurface: OpaquePointer, size: Int, fills: Int) -> Result {
        var callbacks = CGPatternCallbacks(version: 0, drawPattern: { info, context in
            let image = Unmanaged<CGImage>.fromOpaque(info!).takeUnretainedValue()
            context.draw(image, in: CGRect(x: 0, y: 0, width: 64, height: 64))
        }, releaseInfo: nil)
        let pattern = CGPattern(info: Unmanaged.passUnretained(image).toOpaque(),
                                bounds: CGRect(x: 0, y: 0, width: 64, height: 64), matrix: .identity, xStep: 64,
                                yStep: 64, tiling: .constantSpacing, isColored: true, callbacks: &callbacks)!
        let bgra = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        let context = CGContext(data: nil, width: size, height: size, bitsPerComponent: 8, bytesPerRow: 0,
                                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: bgra)!
        let whole = CGRect(x: 0, y: 0, width: size, height: size)
        var alpha: CGFloat = 1
        context.setFillPattern(pattern, colorComponents: &alpha)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size), Int32(size))!
        let cr = cairo_create(surface)!
        defer {
            cairo_destroy(cr)
            cairo_surface_destroy(surface)
        }

        func fillCoreGraphics() { context.fill(whole) }
        func fillCairo() {
            // The image's top row lands on device row size − 64, a multiple of 64: the surface repeats as is.
            cairo_set_source_surface(cr, imageSurface, 0, 0)
            cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_REPEAT)
            cairo_paint(cr)
        }
        var cgSamples: [Double] = [], cairoSamples: [Double] = []
        for _ in 0..<3 { fillCoreGraphics(); fillCairo() }
        for _ in 0..<9 {
            var start = DispatchTime.now().uptimeNanoseconds
            for _ in 0..<fills { fillCoreGraphics() }
            cgSamples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / Double(fills) / 1e6)
            start = DispatchTime.now().uptimeNanoseconds
            for _ in 0..<fills { fillCairo() }
            cairo_surface_flush(surface)
            cairoSamples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / Double(fills) / 1e6)
        }
        let cgBytes = context.data!.assumingMemoryBound(to: UInt8.self)
        let rawBytes = cairo_image_surface_get_data(surface)!
        var differing = 0
        for i in 0..<(size * size * 4) where abs(Int(cgBytes[i]) - Int(rawBytes[i])) > 2 { differing += 1 }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        return Result(coreGraphicsMilliseconds: median(cgSamples), cairoMilliseconds: median(cairoSamples),
                      differingBytes: differing)
    }
}
