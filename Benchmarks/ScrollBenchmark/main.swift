// Scrolling (issue 16): a 1280×800 window whose UIScrollView shows a long document of 240 cells (text, an
// image, rounded corners, borders, some shadows), scrolled by 7, 23 and 3 points a frame, both ways. Each frame
// sets `contentOffset` and runs one pass of the frame cycle (the main thread's cost), then composites the
// committed tree on a warm compositor (the render thread's cost). Beside them: the same scene drawn in full by a
// fresh compositor, the same scroll by half a point (whose pixels cannot move, so the clip is recomposited, as
// every scroll was before issue 16), and one copy of the frame (the memory floor). Last, the floor of the other
// design issue 16 weighed, tiles of the content kept and composited at the new offset each frame: 256×256 tiles
// covering the viewport painted onto the frame, before any tile is drawn. Then a page drawn in tiles (a view
// backed by a `CATiledLayer`): a jump of one viewport onto tiles not drawn yet, against the same jump after an
// animated scroll came to rest and the tiles ahead of it were drawn while idle.
// Usage: ScrollBenchmark [--json FILE]
import CCairo
import Foundation
import QuartzCore
import UIKit
import UIKitTesting

setenv("VELLUM_SCREENS", "1280x800@1", 1)
var jsonPath: String?
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    if argument == "--json" { jsonPath = arguments.next() } else {
        print("usage: ScrollBenchmark [--json FILE]")
        exit(2)
    }
}

func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e6 }
func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
func time(_ body: () -> Void) -> Double {
    let start = now()
    body()
    return now() - start
}

/// Stops the benchmark when a figure would measure the wrong thing.
func check(_ condition: Bool, _ message: String) {
    guard !condition else { return }
    print("sanity check failed: \(message)")
    exit(1)
}

let (width, height) = (1280, 800)
let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
window.backgroundColor = .systemGroupedBackground
let scrollView = UIScrollView(frame: window.bounds)
scrollView.backgroundColor = .white
window.addSubview(scrollView)

let picture = UIGraphicsImageRenderer(size: CGSize(width: 64, height: 64)).image { context in
    UIColor.systemTeal.setFill()
    UIRectFill(CGRect(x: 0, y: 0, width: 64, height: 64))
    UIColor.systemYellow.setFill()
    UIBezierPath(ovalIn: CGRect(x: 8, y: 8, width: 40, height: 40)).fill()
    UIColor.systemIndigo.setFill()
    UIBezierPath(roundedRect: CGRect(x: 30, y: 30, width: 28, height: 28), cornerRadius: 6).fill()
}

// Two columns of 120 rows.
let (rows, rowHeight, cellWidth): (Int, CGFloat, CGFloat) = (120, 96, 610)
for index in 0..<2 * rows {
    let (row, column) = (index / 2, index % 2)
    let cell = UIView(frame: CGRect(x: 20 + CGFloat(column) * (cellWidth + 20), y: 16 + CGFloat(row) * rowHeight,
                                    width: cellWidth, height: rowHeight - 16))
    cell.backgroundColor = [UIColor.systemBackground, .secondarySystemBackground, .tertiarySystemBackground][index % 3]
    cell.layer.cornerRadius = 12
    if index % 2 == 1 {
        cell.layer.borderWidth = 1
        cell.layer.borderColor = UIColor.separator.cgColor
    }
    if index % 5 == 0 {
        cell.layer.shadowOpacity = 0.25
        cell.layer.shadowRadius = 6
        cell.layer.shadowOffset = CGSize(width: 0, height: 3)
        cell.layer.shadowPath = CGPath(roundedRect: cell.bounds, cornerWidth: 12, cornerHeight: 12, transform: nil)
    }
    let image = UIImageView(frame: CGRect(x: 12, y: 12, width: 56, height: 56))
    image.image = picture
    image.layer.cornerRadius = 8
    image.clipsToBounds = true
    cell.addSubview(image)
    let title = UILabel(frame: CGRect(x: 84, y: 12, width: cellWidth - 96, height: 22))
    title.text = "Cell \(index + 1): Views, windows and the responder chain"
    title.font = .boldSystemFont(ofSize: 17)
    cell.addSubview(title)
    let detail = UILabel(frame: CGRect(x: 84, y: 40, width: cellWidth - 96, height: 20))
    detail.text = "A view draws on demand, and the compositor keeps what it drew."
    detail.font = .systemFont(ofSize: 14)
    detail.textColor = .secondaryLabel
    cell.addSubview(detail)
    scrollView.addSubview(cell)
}
scrollView.contentSize = CGSize(width: CGFloat(width), height: 16 + CGFloat(rows) * rowHeight)
window.isHidden = false

/// The window's committed tree, as the render thread receives it.
@MainActor func committedTree() -> RenderLayer { RenderLayer.snapshot(of: window.layer, at: 0) }

/// One scroll frame by `dy` points (turning back at the document's ends): the main thread's pass, then
/// compositing on `compositor`.
@MainActor func scrollFrame(by dy: CGFloat, on compositor: FrameCompositor) -> (main: Double, render: Double) {
    var offset = scrollView.contentOffset
    offset.y += dy
    if offset.y < 0 || offset.y > scrollView.contentSize.height - scrollView.bounds.height { offset.y -= 2 * dy }
    let main = time {
        scrollView.contentOffset = offset
        FramePass.runOnce()
    }
    let tree = committedTree()
    let render = time { compositor.render(tree, time: 0) }
    return (main, render)
}

let source = UnsafeMutableRawPointer.allocate(byteCount: width * height * 4, alignment: 64)
let target = UnsafeMutableRawPointer.allocate(byteCount: width * height * 4, alignment: 64)
memset(source, 1, width * height * 4)

/// Painting 256×256 tiles (translucent content, so over what is beneath) that cover the viewport at an offset
/// that is not a multiple of the tile size: what compositing kept tiles costs a frame.
func tileFloor() -> Double {
    let frame = ImageSurface(width: width, height: height, format: .argb32)
    let tiles = (0..<20).map { _ in ImageSurface(width: 256, height: 256, format: .argb32) }
    for tile in tiles {
        let cr = cairo_create(tile.pointer)!
        cairo_set_source_rgba(cr, 0.2, 0.4, 0.6, 0.9)
        cairo_paint(cr)
        cairo_destroy(cr)
    }
    let cr = cairo_create(frame.pointer)!
    defer { cairo_destroy(cr) }
    return median((0..<51).map { _ in
        time {
            for (index, tile) in tiles.enumerated() {
                cairo_set_source_surface(cr, tile.pointer, Double(index % 5 * 256), Double(index / 5 * 256 - 100))
                cairo_paint(cr)
            }
            cairo_surface_flush(frame.pointer)
        }
    })
}

// The render thread is held, as between frames, so that it composites nothing on the other core.
let figures = ControlledClock.run { _ in
    FramePass.drain()
    scrollView.contentOffset = CGPoint(x: 0, y: scrollView.contentSize.height / 2)
    FramePass.runOnce()
    let compositor = FrameCompositor(width: width, height: height, scale: 1)
    compositor.render(committedTree(), time: 0)
    // Warm: every look the scroll will show kept (a look is kept once drawn twice), at whole and half points.
    for dy: CGFloat in [23, 23, 23, -23, -23, -23, 0.5, 23, 23, 23, -23, -23, -23, -0.5] {
        _ = scrollFrame(by: dy, on: compositor)
    }

    // Interleaved rounds, so that the machine's load changing does not skew the ratios.
    var samples = (main: [Double](), render: [Double](), full: [Double](), redraw: [Double]())
    var bySize: [CGFloat: [Double]] = [:]
    var moved = 0
    for round in 0..<24 {
        for dy: CGFloat in [7, 23, 3, -7, -23, -3] {
            let sign: CGFloat = round % 2 == 0 ? 1 : -1
            let frame = scrollFrame(by: sign * dy, on: compositor)
            if compositor.lastScroll != nil { moved += 1 }
            samples.main.append(frame.main)
            samples.render.append(frame.render)
            bySize[abs(dy), default: []].append(frame.render)
        }
        let tree = committedTree()
        samples.full.append(time { FrameCompositor(width: width, height: height, scale: 1).render(tree, time: 0) })
        // Half a point cannot move whole pixels: the clip is recomposited from the kept looks.
        samples.redraw.append(scrollFrame(by: round % 2 == 0 ? 0.5 : -0.5, on: compositor).render)
        check(compositor.lastScroll == nil, "a half-point scroll moved pixels")
    }
    check(moved == 24 * 6, "only \(moved) of \(24 * 6) scroll frames moved pixels")
    // The frame copy floor as the compositor benchmark measures it: copies back to back.
    let copy = median((0..<51).map { _ in time { memcpy(target, source, width * height * 4) } })
    return (main: median(samples.main), render: median(samples.render), full: median(samples.full),
            redraw: median(samples.redraw), copy: copy, tiles: tileFloor(), bySize: bySize.mapValues(median))
}

/// A long page drawn in 256×256 tiles: bands of shapes, so that a tile costs what drawing a map or a page does.
final class TiledPage: UIView {
    override class var layerClass: AnyClass { CATiledLayer.self }
    nonisolated(unsafe) static var tilesDrawn = 0

    override func draw(_ rect: CGRect) {
        TiledPage.tilesDrawn += 1
        let band: CGFloat = 40
        var y = (rect.minY / band).rounded(.down) * band
        while y < rect.maxY {
            let index = Int(y / band)
            [UIColor.systemTeal, .systemYellow, .systemIndigo][index % 3].setFill()
            UIRectFill(CGRect(x: rect.minX, y: y, width: rect.width, height: band / 2))
            var x = (rect.minX / band).rounded(.down) * band
            while x < rect.maxX {
                let dot = UIBezierPath(ovalIn: CGRect(x: x + 8, y: y + band / 2 + 2, width: band - 16, height: band / 2 - 4))
                UIColor.systemPink.setFill()
                dot.fill()
                UIColor.label.setStroke()
                dot.stroke()
                x += band
            }
            y += band
        }
    }
}

scrollView.removeFromSuperview()
let tiledScroll = UIScrollView(frame: window.bounds)
let page = TiledPage(frame: CGRect(x: 0, y: 0, width: CGFloat(width), height: 400_000))
tiledScroll.addSubview(page)
tiledScroll.contentSize = page.bounds.size
window.addSubview(tiledScroll)

// A jump of one viewport, then the passes and frames until the screen shows it (`FramePass.drain()`): on tiles
// not drawn yet, then on tiles drawn ahead while idle after an animated scroll came to rest.
let tileFigures = ControlledClock.run { clock in
    FramePass.drain()
    var samples = (onDemand: [Double](), ahead: [Double]())
    var tiles = (onDemand: 0, ahead: 0)
    let viewport = CGFloat(height)
    for _ in 0..<12 {
        TiledPage.tilesDrawn = 0
        tiledScroll.contentOffset.y += viewport
        samples.onDemand.append(time { FramePass.drain() })
        tiles.onDemand = TiledPage.tilesDrawn

        tiledScroll.setContentOffset(CGPoint(x: 0, y: tiledScroll.contentOffset.y + viewport), animated: true)
        // The frames after the animation ends are idle passes: the tiles ahead are drawn in them.
        clock.renderFrames(30)
        FramePass.drain()
        TiledPage.tilesDrawn = 0
        tiledScroll.contentOffset.y += viewport
        samples.ahead.append(time { FramePass.drain() })
        tiles.ahead = TiledPage.tilesDrawn
    }
    check(tiles.onDemand > 0 && tiles.ahead == 0, "drawn on the jump: \(tiles.onDemand) on demand, \(tiles.ahead) ahead")
    return (onDemand: median(samples.onDemand), ahead: median(samples.ahead), tiles: tiles.onDemand)
}

func f(_ v: Double) -> String { String(format: "%8.3f", v) }
let frameCost = figures.main + figures.render
print("Scroll benchmark: \(width)×\(height) UIScrollView over 240 cells (text, images, rounded, bordered, some shadowed)")
print("  scroll frame, main thread  \(f(figures.main)) ms   (contentOffset set, one frame pass)")
print("  scroll frame, render       \(f(figures.render)) ms   by 3 / 7 / 23 points: "
      + [3, 7, 23].map { String(format: "%.3f", figures.bySize[CGFloat($0)]!) }.joined(separator: " / ") + " ms")
print("  scroll frame, both         \(f(frameCost)) ms   \(String(format: "%.1f", 100 * frameCost / figures.full))% of a full frame (target ≤ 10%)")
print("  full frame                 \(f(figures.full)) ms   (a fresh compositor draws the scene)")
print("  clip redrawn (½-pt scroll) \(f(figures.redraw)) ms   (the path every scroll took before issue 16)")
print("  frame copy floor           \(f(figures.copy)) ms   render \(String(format: "%.1f", figures.render / figures.copy))× the floor (target ≤ 25×)")
print("  kept tiles composited      \(f(figures.tiles)) ms   (the tiled design's floor, before drawing any tile)")
print("  medians of 144 scroll frames and 24 full and ½-point frames, interleaved; of 51 copies back to back")
print("A \(width)-point-wide page drawn in 256×256 tiles, jumped by one viewport until the screen shows it:")
print("  onto tiles not drawn yet    \(f(tileFigures.onDemand)) ms   (\(tileFigures.tiles) tiles drawn on the main thread)")
print("  onto tiles drawn ahead      \(f(tileFigures.ahead)) ms   (none drawn)")
if let jsonPath {
    let json = """
    {"scroll_main_ms": \(figures.main), "scroll_render_ms": \(figures.render), "scroll_full_frame_ms": \(figures.full), \
    "scroll_redraw_ms": \(figures.redraw), "frame_copy_ms": \(figures.copy), "scroll_tiles_floor_ms": \(figures.tiles), \
    "scroll_onto_new_tiles_ms": \(tileFigures.onDemand), "scroll_onto_tiles_ahead_ms": \(tileFigures.ahead)}
    """
    try? json.write(toFile: jsonPath, atomically: true, encoding: .utf8)
}
