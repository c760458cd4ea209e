// The compositor on a 1280×800 frame: (1) a full frame of a 1,000-layer scene, against the same scene in
// straight cairo calls (the library floor) and one copy of the frame (the memory floor); (2) a frame in
// which one 44×44 layer changed; (3) a frame in which 100 small layers moved; then the backdrop blur
// (BlurCosts.swift).
// Usage: CompositorBenchmark [--blur] [--json FILE]; --blur runs the blur figures alone.
import CCairo
import CoreGraphics
import QuartzCore

let (width, height) = (1280, 800)
var jsonPath: String?
var blurOnly = false
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    if argument == "--json" {
        jsonPath = arguments.next()
    } else if argument == "--blur" {
        blurOnly = true
    } else {
        print("usage: CompositorBenchmark [--blur] [--json FILE]")
        exit(2)
    }
}

/// `figures` as a flat JSON object's members, without the braces.
func jsonMembers(_ figures: [String: Double]) -> String {
    figures.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \($0.value)" }.joined(separator: ", ")
}

if blurOnly {
    let blur = blurFigures(width: width, height: height)
    if let jsonPath { try? "{\(jsonMembers(blur))}".write(toFile: jsonPath, atomically: true, encoding: .utf8) }
    exit(0)
}

/// One layer of the scene, as plain values so the cairo floor draws exactly the same thing.
struct Spec {
    var frame: CGRect
    var color: (CGFloat, CGFloat, CGFloat)
    var opacity: CGFloat
    var radius: CGFloat
    var border: CGFloat
    var shadow: Bool
}

nonisolated(unsafe) var seed: UInt64 = 7
func nextRandom() -> CGFloat {
    seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return CGFloat(Double(seed >> 11) / Double(1 << 53))
}

let specs: [Spec] = (0..<1000).map { i in
    // Most layers are small; one in twenty is a larger card.
    let side: CGFloat = i % 20 == 0 ? 120 + nextRandom() * 80 : 16 + nextRandom() * 40
    let x: CGFloat = nextRandom() * (CGFloat(width) - side)
    let y: CGFloat = nextRandom() * (CGFloat(height) - side)
    let tall: CGFloat = side * (0.6 + nextRandom() * 0.8)
    let color = (nextRandom(), nextRandom(), nextRandom())
    let opacity: CGFloat = i % 3 == 0 ? 0.6 + nextRandom() * 0.3 : 1
    return Spec(frame: CGRect(x: x, y: y, width: side, height: tall), color: color, opacity: opacity,
                radius: i % 4 == 0 ? 6 : 0, border: i % 5 == 0 ? 2 : 0, shadow: i % 25 == 0)
}

// The layer tree.
let root = CALayer()
root.frame = CGRect(x: 0, y: 0, width: width, height: height)
root.backgroundColor = CGColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
var layers: [CALayer] = []
for spec in specs {
    let layer = CALayer()
    layer.frame = spec.frame
    layer.backgroundColor = CGColor(red: spec.color.0, green: spec.color.1, blue: spec.color.2, alpha: 1)
    layer.opacity = Float(spec.opacity)
    layer.cornerRadius = spec.radius
    layer.borderWidth = spec.border
    if spec.shadow {
        layer.shadowOpacity = 0.4
        layer.shadowRadius = 4
        layer.shadowOffset = CGSize(width: 0, height: 3)
        layer.shadowPath = CGPath(roundedRect: layer.bounds, cornerWidth: spec.radius, cornerHeight: spec.radius,
                                  transform: nil)
    }
    root.addSublayer(layer)
    layers.append(layer)
}
let changing = layers.first { $0.bounds.width < 60 }!
changing.bounds.size = CGSize(width: 44, height: 44)
let movers = Array(layers.filter { $0.bounds.width < 60 }.prefix(100))

/// The same scene in straight cairo calls: no tree, no snapshot, no damage.
@MainActor func drawFloor(_ cr: OpaquePointer) {
    cairo_set_source_rgba(cr, 0.95, 0.95, 0.97, 1)
    cairo_paint(cr)
    for (spec, layer) in zip(specs, layers) {
        let r = layer.frame
        func shape(_ inset: CGFloat) {
            let s = r.insetBy(dx: inset, dy: inset)
            let radius = max(0, spec.radius - inset)
            if radius > 0 {
                cairo_new_sub_path(cr)
                cairo_arc(cr, s.maxX - radius, s.minY + radius, radius, -.pi / 2, 0)
                cairo_arc(cr, s.maxX - radius, s.maxY - radius, radius, 0, .pi / 2)
                cairo_arc(cr, s.minX + radius, s.maxY - radius, radius, .pi / 2, .pi)
                cairo_arc(cr, s.minX + radius, s.minY + radius, radius, .pi, 3 * .pi / 2)
                cairo_close_path(cr)
            } else {
                cairo_rectangle(cr, s.minX, s.minY, s.width, s.height)
            }
        }
        if spec.shadow {
            // The same blur the compositor uses, over an alpha mask of the shape.
            let pad = 12
            let mask = ImageSurface(width: Int(r.width) + 2 * pad, height: Int(r.height) + 2 * pad, format: .a8)
            let m = cairo_create(mask.pointer)!
            cairo_translate(m, -r.minX + CGFloat(pad), -r.minY + CGFloat(pad))
            cairo_rectangle(m, r.minX, r.minY, r.width, r.height)
            cairo_fill(m)
            cairo_destroy(m)
            mask.flush()
            BoxBlur.apply(to: mask.data, width: mask.width, height: mask.height, stride: mask.stride, sigma: 4)
            mask.markDirty()
            cairo_set_source_rgba(cr, 0, 0, 0, 0.4)
            cairo_mask_surface(cr, mask.pointer, r.minX - CGFloat(pad), r.minY - CGFloat(pad) + 3)
        }
        let bordered = spec.border > 0
        let grouped = spec.opacity < 1 && bordered
        if grouped {
            cairo_save(cr)
            cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
            cairo_clip(cr)
            cairo_push_group(cr)
        }
        let alpha = grouped ? 1 : spec.opacity
        shape(0)
        cairo_set_source_rgba(cr, spec.color.0, spec.color.1, spec.color.2, alpha)
        cairo_fill(cr)
        if bordered {
            shape(spec.border / 2)
            cairo_set_line_width(cr, spec.border)
            cairo_set_source_rgba(cr, 0, 0, 0, alpha)
            cairo_stroke(cr)
        }
        if grouped {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, spec.opacity)
            cairo_restore(cr)
        }
    }
}

func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e6 }
func median(_ samples: [Double]) -> Double { samples.sorted()[samples.count / 2] }
func measure(_ runs: Int, setUp: () -> Void = {}, _ body: () -> Void) -> Double {
    setUp()
    body()
    return median((0..<runs).map { _ in
        setUp()
        let start = now()
        body()
        return now() - start
    })
}

// (1) A full frame: a fresh compositor damages everything, and draws every look and shadow anew, as the
// cairo floor does.
var snapshot = RenderLayer.snapshot(of: root, at: 0)
// Committing a change to one of the 1,000 sublayers: the root's node is made anew, the others are reused.
var shade: CGFloat = 0
let snapshotTime = measure(15) {
    shade = shade == 0 ? 1 : 0
    changing.backgroundColor = CGColor(red: shade, green: 0, blue: 1 - shade, alpha: 1)
    snapshot = RenderLayer.snapshot(of: root, at: 0)
}
let floorSurface = ImageSurface(width: width, height: height, format: .argb32)
let floorContext = cairo_create(floorSurface.pointer)!

let source = UnsafeMutableRawPointer.allocate(byteCount: width * height * 4, alignment: 64)
let target = UnsafeMutableRawPointer.allocate(byteCount: width * height * 4, alignment: 64)
memset(source, 1, width * height * 4)
let copy = measure(51) { memcpy(target, source, width * height * 4) }

// (2) and (3) run on a warm compositor; each frame changes the model, snapshots and composites.
let frame = FrameCompositor(width: width, height: height, scale: 1)
frame.render(RenderLayer.snapshot(of: root, at: 0), time: 0)
let unchanged = measure(51) { frame.render(RenderLayer.snapshot(of: root, at: 0), time: 0) }
var toggle = false
var step: CGFloat = 0

/// Everything damaged (the background changed), on the warm compositor.
@MainActor func damageEverything() {
    toggle.toggle()
    root.backgroundColor = CGColor(red: toggle ? 0.95 : 0.94, green: 0.95, blue: 0.97, alpha: 1)
    frame.render(RenderLayer.snapshot(of: root, at: 0), time: 0)
}

@MainActor func changeOne() {
    toggle.toggle()
    changing.backgroundColor = toggle ? CGColor(red: 1, green: 0, blue: 0, alpha: 1) : CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    frame.render(RenderLayer.snapshot(of: root, at: 0), time: 0)
}

@MainActor func moveHundred() {
    step += 1
    let shift: CGFloat = step.truncatingRemainder(dividingBy: 2) == 0 ? 3 : -3
    for (i, layer) in movers.enumerated() { layer.position.x += i % 2 == 0 ? shift : -shift }
    frame.render(RenderLayer.snapshot(of: root, at: 0), time: 0)
}

func time(_ body: () -> Void) -> Double {
    let start = now()
    body()
    return now() - start
}

// The frames are timed in interleaved rounds, so that the machine's load changing between them does not skew
// their ratios. Each round times a first frame (a fresh compositor with caches of its own, empty: it draws
// every look and blurs every shadow, as the cairo floor does) and the floor, then frames on the warm compositor
// with everything damaged, one layer changed and 100 layers moved. Its looks and shadows are kept once drawn
// twice: two frames with everything damaged warm it.
damageEverything()
damageEverything()
var samples = (full: [Double](), floor: [Double](), warm: [Double](), one: [Double](), moved: [Double]())
for _ in 0..<16 {
    samples.full.append(time { FrameCompositor(width: width, height: height, scale: 1).render(snapshot, time: 0) })
    samples.floor.append(time { drawFloor(floorContext); cairo_surface_flush(floorSurface.pointer) })
    samples.warm.append(time(damageEverything))
    for _ in 0..<3 { samples.one.append(time(changeOne)) }
    for _ in 0..<2 { samples.moved.append(time(moveHundred)) }
}
let (full, floor, warmFull) = (median(samples.full), median(samples.floor), median(samples.warm))
let (oneChanged, hundredMoved) = (median(samples.one), median(samples.moved))

// The cost of one property change on a committed layer: without actions (a view's layer outside an animation
// block), and with the implicit animation a standalone layer runs.
let probe = CALayer()
CATransaction.flush()
let sets = 20_000
let propertySet = measure(5) {
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    for i in 0..<sets { probe.position = CGPoint(x: Double(i & 255), y: 0) }
    CATransaction.commit()
} / Double(sets) * 1e6
let animatedSet = measure(5) {
    for i in 0..<sets { probe.position = CGPoint(x: Double(i & 255), y: 0) }
    CATransaction.flush()
} / Double(sets) * 1e6

func f(_ v: Double) -> String { String(format: "%8.3f", v) }
print("Compositor benchmark: \(width)×\(height), 1,000 layers (opaque and translucent, rounded, bordered, some shadowed)")
print("  (1) full frame           \(f(full)) ms   (snapshot after one sublayer changed: \(f(snapshotTime)) ms)")
print("      straight cairo floor \(f(floor)) ms   ratio \(String(format: "%.2f", full / floor))×  (target ≤ 1.3×)")
print("      frame copy floor     \(f(copy)) ms   ratio \(String(format: "%.1f", full / copy))×")
print("      all damaged, warm    \(f(warmFull)) ms   (the compositor's kept looks and shadows reused)")
print("      nothing changed      \(f(unchanged)) ms   (snapshot and damage bookkeeping alone)")
print("  (2) one 44×44 changed    \(f(oneChanged)) ms   \(String(format: "%.1f", 100 * oneChanged / full))% of (1)  (target ≤ 2%)")
print("  (3) 100 layers moved     \(f(hundredMoved)) ms   \(String(format: "%.1f", 100 * hundredMoved / full))% of (1)  (target ≤ 25%)")
print("  (2) and (3) include committing the model into a snapshot; medians of 16–48 interleaved runs")
print("  setting a layer property: \(String(format: "%.0f", propertySet)) ns without actions, "
      + "\(String(format: "%.0f", animatedSet)) ns with its implicit animation")
let blur = blurFigures(width: width, height: height)
if let jsonPath {
    let json = """
    {"full_frame_ms": \(full), "snapshot_ms": \(snapshotTime), "cairo_floor_ms": \(floor), "copy_floor_ms": \(copy), "unchanged_ms": \(unchanged), \
    "warm_full_frame_ms": \(warmFull), "one_changed_ms": \(oneChanged), "hundred_moved_ms": \(hundredMoved), "property_set_ns": \(propertySet), "animated_set_ns": \(animatedSet), \
    \(jsonMembers(blur))}
    """
    try? json.write(toFile: jsonPath, atomically: true, encoding: .utf8)
}
