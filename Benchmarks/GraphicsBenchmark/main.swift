// Draws one scene through CoreGraphics and through raw cairo, in the same process, and prints both
// times and their ratio; then times decoding issue 22's hostile image files. Usage:
// GraphicsBenchmark [--json FILE] [--frames N]
import CCairo
import CoreGraphics

let size = 512
var frames = 40
var jsonPath: String?
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--json": jsonPath = arguments.next()
    case "--frames": frames = arguments.next().flatMap(Int.init) ?? frames
    default:
        print("usage: GraphicsBenchmark [--json FILE] [--frames N]")
        exit(2)
    }
}

// First, while the process's peak memory is low: a header that used to cost 2 GB.
let textChunk = HostileDecoding.textChunkHeader(rounds: 5)

/// The scene's fixed geometry, shared by both renderers so they draw the same thing.
struct Scene {
    var rects: [(CGRect, (Double, Double, Double, Double))] = []
    var polylines: [[CGPoint]] = []
    var curves: [(CGPoint, CGPoint, CGPoint, CGPoint)] = []
    let imagePixels: [UInt32]
    let imageSide = 64

    init() {
        var seed: UInt64 = 42
        func next() -> Double {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(seed >> 11) / Double(1 << 53)
        }
        for _ in 0..<60 {
            let rect = CGRect(x: next() * 450, y: next() * 450, width: 10 + next() * 120, height: 10 + next() * 120)
            rects.append((rect, (next(), next(), next(), 0.4 + next() * 0.6)))
        }
        for _ in 0..<20 {
            polylines.append((0..<8).map { _ in CGPoint(x: next() * 512, y: next() * 512) })
        }
        for _ in 0..<20 {
            curves.append((CGPoint(x: next() * 512, y: next() * 512), CGPoint(x: next() * 512, y: next() * 512),
                           CGPoint(x: next() * 512, y: next() * 512), CGPoint(x: next() * 512, y: next() * 512)))
        }
        imagePixels = (0..<(64 * 64)).map { i in
            let (x, y) = (UInt32(i % 64), UInt32(i / 64))
            return 0xFF00_0000 | (x * 4) << 16 | (y * 4) << 8 | 0x80
        }
    }
}

let scene = Scene()
let imageData = scene.imagePixels.withUnsafeBytes { Data($0) }
let bgra = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
let image = CGImage(width: 64, height: 64, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 256,
                    space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(rawValue: bgra),
                    provider: CGDataProvider(data: imageData)!, decode: nil, shouldInterpolate: true,
                    intent: .defaultIntent)!
let gradient = CGGradient(colorsSpace: nil, colors: [CGColor(red: 1, green: 0.8, blue: 0, alpha: 1),
                                                     CGColor(red: 0, green: 0.2, blue: 1, alpha: 0.7)],
                          locations: [0, 1])!

@MainActor func drawCoreGraphics(_ context: CGContext) {
    context.clear(CGRect(x: 0, y: 0, width: size, height: size))
    for (rect, c) in scene.rects {
        context.setFillColor(red: c.0, green: c.1, blue: c.2, alpha: c.3)
        context.fill(rect)
    }
    context.setLineWidth(3)
    context.setLineJoin(.round)
    context.setStrokeColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 0.8)
    for line in scene.polylines {
        context.addLines(between: line)
        context.strokePath()
    }
    context.setFillColor(red: 0.2, green: 0.6, blue: 0.3, alpha: 0.5)
    for (p0, c1, c2, p1) in scene.curves {
        context.move(to: p0)
        context.addCurve(to: p1, control1: c1, control2: c2)
        context.closePath()
        context.fillPath()
    }
    context.saveGState()
    context.addEllipse(in: CGRect(x: 100, y: 100, width: 300, height: 200))
    context.clip()
    context.drawLinearGradient(gradient, start: CGPoint(x: 100, y: 100), end: CGPoint(x: 400, y: 300), options: [])
    context.restoreGState()
    context.drawRadialGradient(gradient, startCenter: CGPoint(x: 400, y: 400), startRadius: 0,
                               endCenter: CGPoint(x: 400, y: 400), endRadius: 80, options: [])
    for i in 0..<6 {
        context.draw(image, in: CGRect(x: 20 + i * 80, y: 20, width: 64 + i * 8, height: 64 + i * 8))
    }
}

let imageSurface: OpaquePointer = scene.imagePixels.withUnsafeBytes { bytes in
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 64, 64)!
    let target = cairo_image_surface_get_data(surface)!
    memcpy(target, bytes.baseAddress!, 64 * 64 * 4)
    cairo_surface_mark_dirty(surface)
    return surface
}

/// Paints the scene's two-stop gradient through `pattern` and releases it; Quartz draws no extension
/// without options, so neither does this.
func paintGradient(_ pattern: OpaquePointer, _ cr: OpaquePointer) {
    cairo_pattern_add_color_stop_rgba(pattern, 0, 1, 0.8, 0, 1)
    cairo_pattern_add_color_stop_rgba(pattern, 1, 0, 0.2, 1, 0.7)
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_NONE)
    cairo_set_source(cr, pattern)
    cairo_paint(cr)
    cairo_pattern_destroy(pattern)
}

@MainActor func drawCairo(_ cr: OpaquePointer) {
    // The same y-up space as the CoreGraphics context.
    cairo_identity_matrix(cr)
    cairo_translate(cr, 0, Double(size))
    cairo_scale(cr, 1, -1)
    cairo_save(cr)
    cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
    cairo_paint(cr)
    cairo_restore(cr)
    for (rect, c) in scene.rects {
        cairo_set_source_rgba(cr, c.0, c.1, c.2, c.3)
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        cairo_fill(cr)
    }
    cairo_set_line_width(cr, 3)
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
    cairo_set_source_rgba(cr, 0.1, 0.1, 0.1, 0.8)
    for line in scene.polylines {
        cairo_move_to(cr, line[0].x, line[0].y)
        for p in line.dropFirst() { cairo_line_to(cr, p.x, p.y) }
        cairo_stroke(cr)
    }
    cairo_set_source_rgba(cr, 0.2, 0.6, 0.3, 0.5)
    for (p0, c1, c2, p1) in scene.curves {
        cairo_move_to(cr, p0.x, p0.y)
        cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p1.x, p1.y)
        cairo_close_path(cr)
        cairo_fill(cr)
    }
    cairo_save(cr)
    cairo_save(cr)
    cairo_translate(cr, 250, 200)
    cairo_scale(cr, 150, 100)
    cairo_arc(cr, 0, 0, 1, 0, 2 * .pi)
    cairo_restore(cr)
    cairo_clip(cr)
    paintGradient(cairo_pattern_create_linear(100, 100, 400, 300)!, cr)
    cairo_restore(cr)
    paintGradient(cairo_pattern_create_radial(400, 400, 0, 400, 400, 80)!, cr)
    for i in 0..<6 {
        let side = Double(64 + i * 8)
        let (x, y) = (Double(20 + i * 80), 20.0)
        cairo_save(cr)
        cairo_rectangle(cr, x, y, side, side)
        cairo_clip(cr)
        let pattern = cairo_pattern_create_for_surface(imageSurface)!
        var m = cairo_matrix_t(xx: 64 / side, yx: 0, xy: 0, yy: -64 / side, x0: -x * 64 / side, y0: (y + side) * 64 / side)
        cairo_pattern_set_matrix(pattern, &m)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        cairo_set_source(cr, pattern)
        cairo_paint(cr)
        cairo_pattern_destroy(pattern)
        cairo_restore(cr)
    }
}

func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

let context = CGContext(data: nil, width: size, height: size, bitsPerComponent: 8, bytesPerRow: 0,
                        space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: bgra)!
let rawSurface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size), Int32(size))!
let cr = cairo_create(rawSurface)!

// Interleaved samples, so drift on a shared machine hits both sides alike.
var cgSamples: [Double] = []
var cairoSamples: [Double] = []
for _ in 0..<3 { drawCoreGraphics(context); drawCairo(cr) }
for _ in 0..<9 {
    var start = now()
    for _ in 0..<frames { drawCoreGraphics(context) }
    cgSamples.append(Double(now() - start) / Double(frames) / 1e6)
    start = now()
    for _ in 0..<frames { drawCairo(cr) }
    cairo_surface_flush(rawSurface)
    cairoSamples.append(Double(now() - start) / Double(frames) / 1e6)
}

// Both renderers must have drawn the same picture for the comparison to mean anything.
let cgBytes = context.data!.assumingMemoryBound(to: UInt8.self)
let rawBytes = cairo_image_surface_get_data(rawSurface)!
var differing = 0
for i in 0..<(size * size * 4) where abs(Int(cgBytes[i]) - Int(rawBytes[i])) > 2 { differing += 1 }

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
let cgTime = median(cgSamples), cairoTime = median(cairoSamples)
let ratio = cgTime / cairoTime
print("Graphics benchmark: \(size)×\(size) scene (60 rects, 20 polylines, 20 curves, 2 gradients, 6 images)")
print("  frames per sample: \(frames), samples: 9, median ms per frame")
print("  CoreGraphics  \(String(format: "%8.3f", cgTime)) ms")
print("  raw cairo     \(String(format: "%8.3f", cairoTime)) ms")
print("  ratio         \(String(format: "%8.3f", ratio))×   (target ≤ 1.15×)")
print("  bytes differing by more than 2: \(differing) of \(size * size * 4)")

let patternFill = PatternFill.measure(image: image, imageSurface: imageSurface, size: size, fills: frames)
let patternRatio = patternFill.coreGraphicsMilliseconds / patternFill.cairoMilliseconds
print("Pattern fill: the \(size)×\(size) bitmap filled with a CGPattern of the 64×64 image (median ms per fill)")
print("  CoreGraphics  \(String(format: "%8.3f", patternFill.coreGraphicsMilliseconds)) ms")
print("  raw cairo     \(String(format: "%8.3f", patternFill.cairoMilliseconds)) ms   (the image's surface repeated)")
print("  ratio         \(String(format: "%8.3f", patternRatio))×")
print("  bytes differing by more than 2: \(patternFill.differingBytes) of \(size * size * 4)")

let hostile = HostileDecoding.decodes(rounds: 3)
let hostileTotal = textChunk.milliseconds + HostileDecoding.thumbnailMilliseconds(hostile)
print("Hostile image files (issue 22): fastest of 3 for the header and thumbnails "
      + "(\(HostileDecoding.thumbnailSide) px a side,")
print("  what drawing at 64 points on a 2x screen decodes), one whole decode each")
print("  56-byte PNG with a tEXt chunk declaring 2 GB, header  \(String(format: "%9.3f", textChunk.milliseconds)) ms"
      + "   peak memory grew \(textChunk.peakGrowthBytes / 1024) KB")
for decode in hostile {
    print("  \(decode.name)")
    print("    \(String(format: "%9.3f", decode.milliseconds)) ms   held \(decode.peakBytes / 1024) KB at most   "
          + decode.outcome)
}
print("  the header and the thumbnails together  \(String(format: "%9.3f", hostileTotal)) ms")
if let jsonPath {
    let hostileKeys = hostile.map { "\"\($0.key)_ms\": \($0.milliseconds), \"\($0.key)_peak_bytes\": \($0.peakBytes)" }
    let json = """
    {"scene_px": \(size), "coregraphics_ms": \(cgTime), "cairo_ms": \(cairoTime), "ratio": \(ratio), \
    "differing_bytes": \(differing), "pattern_fill_ms": \(patternFill.coreGraphicsMilliseconds), \
    "pattern_fill_cairo_ms": \(patternFill.cairoMilliseconds), "pattern_fill_ratio": \(patternRatio), \
    "pattern_fill_differing_bytes": \(patternFill.differingBytes), "hostile_text_chunk_ms": \(textChunk.milliseconds), \
    "hostile_text_chunk_peak_growth_bytes": \(textChunk.peakGrowthBytes), \(hostileKeys.joined(separator: ", ")), \
    "hostile_decode_ms": \(hostileTotal)}
    """
    try? json.write(toFile: jsonPath, atomically: true, encoding: .utf8)
}
