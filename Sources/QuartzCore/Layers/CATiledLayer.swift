@_implementationOnly import CCairo
import CoreGraphics
import Dispatch
import Foundation
import Synchronization

/// A layer that draws its content in tiles, on demand: only the tiles of the part being shown, at the level of
/// detail it is shown at. For content far larger than any bitmap could be (a map, a zoomable page): no backing
/// store for the whole layer is ever made.
///
/// Tiles are drawn off the main thread, on a background queue, through `draw(in:)`, which asks the delegate's
/// `draw(_:in:)`: as on iOS, that drawing must be safe to run on another thread. A tiled layer backing a view
/// (`layerClass`) draws its tiles in the display stage of the frame cycle that shows it instead, within a time
/// budget per pass, because Swift checks at run time that a view's drawing runs on the main actor. The context
/// is clipped to the tile and scaled to its level of detail. Until a tile arrives, tiles already drawn at other
/// levels show in its place. `setNeedsDisplay()` and `setNeedsDisplay(_:)` discard the tiles they cover.
open class CATiledLayer: CALayer {
    /// How long a newly drawn tile takes to fade in on iOS, in seconds. Vellum shows a tile as soon as it is
    /// drawn, so the composited frame never depends on when a background thread finished.
    open class func fadeDuration() -> CFTimeInterval { 0.25 }

    /// How many levels of detail are kept, each half the resolution of the one before; at least 1.
    open var levelsOfDetail: Int {
        get { LayerLock.withLock { levelsOfDetailStorage } }
        set {
            LayerLock.lock()
            defer { LayerLock.unlock() }
            levelsOfDetailStorage = newValue
            if levelsOfDetailStorage < 1 {
                CALayer.log.error("CATiledLayer: levelsOfDetail \(levelsOfDetailStorage) is less than 1; 1 is used.")
                levelsOfDetailStorage = 1
            }
            noteRenderChange()
        }
    }
    var levelsOfDetailStorage: Int = 1

    /// How many of the levels are magnified: 2 gives levels drawn at 4× and 2× the layer's scale, then 1×, ….
    open var levelsOfDetailBias: Int {
        get { LayerLock.withLock { levelsOfDetailBiasStorage } }
        set {
            LayerLock.lock()
            defer { LayerLock.unlock() }
            levelsOfDetailBiasStorage = newValue
            if levelsOfDetailBiasStorage < 0 || levelsOfDetailBiasStorage > 16 {
                CALayer.log.error("CATiledLayer: levelsOfDetailBias \(levelsOfDetailBiasStorage) is outside 0...16; 0 is used.")
                levelsOfDetailBiasStorage = 0
            }
            noteRenderChange()
        }
    }
    var levelsOfDetailBiasStorage: Int = 0

    /// The size of a tile, in pixels at the level it is drawn at.
    open var tileSize: CGSize {
        get { LayerLock.withLock { tileSizeStorage } }
        set {
            LayerLock.lock()
            defer { LayerLock.unlock() }
            let oldValue = tileSizeStorage
            tileSizeStorage = newValue
            let valid = tileSizeStorage.width.isFinite && tileSizeStorage.height.isFinite && tileSizeStorage.width >= 16
                && tileSizeStorage.height >= 16 && tileSizeStorage.width * tileSizeStorage.height <= 4096 * 4096
            if !valid {
                CALayer.log.error("CATiledLayer: tileSize \(tileSizeStorage) is not from 16×16 to 4096×4096 pixels; kept \(oldValue).")
                tileSizeStorage = oldValue
                return
            }
            tiles.discard(in: .infinite)
            noteRenderChange()
        }
    }
    var tileSizeStorage: CGSize = CGSize(width: 256, height: 256)

    let tiles = TileStore()

    /// A new tiled layer with 256×256 tiles and one level of detail.
    public override init() {
        super.init()
        tiles.layer = self
    }

    /// A copy of `layer`'s properties, including a tiled layer's own (not its tiles).
    public override init(layer: Any) {
        super.init(layer: layer)
        tiles.layer = self
    }

    /// Layers are not archived in Vellum; decoding gives a default tiled layer.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        tiles.layer = self
    }

    /// Discards the tiles marked for redrawing; they are drawn again when next shown. No backing store is made.
    open override func display() {
        if case .rect(let r) = displayState { tiles.discard(in: r) } else { tiles.discard(in: .infinite) }
        displayState = .clean
        CATransaction.noteChange(self)
    }

    /// The tiled layer's own properties by key (`"levelsOfDetail"`, `"tileSize"`…) over the base layer's.
    override class var keyedProperties: LayerProperty.Table { tiledProperties }

    /// `keyedProperties`, built on first use.
    private static let tiledProperties = LayerProperty.Table(extending: CALayer.keyedProperties, [
        "levelsOfDetail": .integer(\CATiledLayer.levelsOfDetail),
        "levelsOfDetailBias": .integer(\CATiledLayer.levelsOfDetailBias), "tileSize": .typed(\CATiledLayer.tileSize),
    ])

    override func makePresentationCopy() -> CALayer { CATiledLayer(layer: self) }

    override func makeContentDrawing(at time: CFTimeInterval) -> ContentDrawing? {
        // Decided here, on the committing thread, so that the render thread never reads the model layer.
        tiles.drawIn(hasOwningDelegate ? .pass(CATransaction.state.snapshottingCycle) : .background)
        return TiledDrawing(store: tiles, scale: contentsScale, tileSize: tileSize,
                            levels: (levelsOfDetailBias - levelsOfDetail + 1)...levelsOfDetailBias)
    }

    /// Asks, ahead of a scroll, for the tiles over `rect` (in the layer's coordinates) at the level of detail
    /// last shown, so that scrolling onto them draws nothing new. They are drawn as the layer's shown tiles
    /// are (in the frame cycle's display stage within its tile budget, for a view's layer), after any tile on
    /// screen that is still missing. A layer not shown yet, or whose bounds changed since, asks for nothing.
    package func drawTilesAhead(in rect: CGRect) {
        let drawing: TiledDrawing = LayerLock.withLock {
            TiledDrawing(store: tiles, scale: contentsScale, tileSize: tileSize,
                         levels: (levelsOfDetailBias - levelsOfDetail + 1)...levelsOfDetailBias)
        }
        guard let shown = tiles.shown else { return }
        let area = rect.intersection(shown.bounds)
        guard !area.isNull, !area.isEmpty else { return }
        tiles.request(drawing.cells(covering: area, of: shown.bounds, level: shown.level), drawing: drawing,
                      bounds: shown.bounds, ahead: true)
    }

    /// Called on the layer's thread when a tile has been drawn: the layer is composited again.
    func tileArrived() { LayerLock.withLock { CATransaction.noteChange(self) } }
}

/// A tiled layer's content as committed: draws the tiles the pass shows, asking for those not drawn yet.
struct TiledDrawing: ContentDrawing {
    let store: TileStore
    /// The layer's contents scale: pixels per point at level 0.
    let scale: CGFloat
    let tileSize: CGSize
    /// The levels of detail kept; level `n` is drawn at `scale` × 2ⁿ.
    let levels: ClosedRange<Int>

    /// More tiles than this in one pass means the layer is drawn far too small for its levels: the rest wait.
    static let maximumTilesPerPass = 1024

    func draw(in cr: OpaquePointer, bounds: CGRect, alpha: CGFloat) {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let deviceScale = m.scale
        var (x0, y0, x1, y1) = (0.0, 0.0, 0.0, 0.0)
        cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
        let visible = CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0).intersection(bounds)
        guard deviceScale > 0, !visible.isNull, !visible.isEmpty else { return }

        // The least detailed level that is at least as sharp as the pass, or the sharpest there is.
        let wanted = Int(clamping: log2(deviceScale / scale), rounding: .up, within: -1024...1024)
        let level = min(max(wanted, levels.lowerBound), levels.upperBound)
        store.use(bounds, level: level)
        let cells = cells(covering: visible, of: bounds, level: level)
        var missing: [TileStore.Key] = []
        for key in cells {
            if let tile = store.tile(key) { paint(tile, cr, alpha: alpha) } else { missing.append(key) }
        }
        guard !missing.isEmpty else { return }
        // Where tiles are missing, what other levels drew there, coarse first so that sharper paint lands on top.
        cairo_save(cr)
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE)
        for key in missing {
            let r = rect(of: key, in: bounds)
            cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
        }
        cairo_clip(cr)
        for tile in store.tiles(intersecting: visible, except: level) { paint(tile, cr, alpha: alpha) }
        cairo_restore(cr)
        store.request(missing, drawing: self, bounds: bounds)
    }

    /// The points a tile covers.
    func rect(of key: TileStore.Key, in bounds: CGRect) -> CGRect {
        let size = pointSize(level: key.level)
        return CGRect(x: bounds.minX + CGFloat(key.column) * size.width, y: bounds.minY + CGFloat(key.row) * size.height,
                      width: size.width, height: size.height).intersection(bounds)
    }

    private func pointSize(level: Int) -> CGSize {
        let pixelsPerPoint = scale * pow(2, CGFloat(level))
        return CGSize(width: tileSize.width / pixelsPerPoint, height: tileSize.height / pixelsPerPoint)
    }

    /// The tiles of `level` that cover `r`, row by row.
    func cells(covering r: CGRect, of bounds: CGRect, level: Int) -> [TileStore.Key] {
        let size = pointSize(level: level)
        func span(_ low: CGFloat, _ high: CGFloat, _ origin: CGFloat, _ length: CGFloat) -> ClosedRange<Int> {
            let first = Int(clamping: (low - origin) / length, rounding: .down, within: 0...Int(Int32.max))
            return first...max(first, Int(clamping: (high - origin) / length, rounding: .up, within: 1...Int(Int32.max)) - 1)
        }
        let columns = span(r.minX, r.maxX, bounds.minX, size.width), rows = span(r.minY, r.maxY, bounds.minY, size.height)
        var keys: [TileStore.Key] = []
        for row in rows {
            for column in columns {
                guard keys.count < Self.maximumTilesPerPass else {
                    CALayer.log.notice("CATiledLayer: more than \(Self.maximumTilesPerPass) tiles shown at once; add levels of detail.")
                    return keys
                }
                keys.append(TileStore.Key(level: level, column: column, row: row))
            }
        }
        return keys
    }

    private func paint(_ tile: TileStore.Tile, _ cr: OpaquePointer, alpha: CGFloat) {
        cairo_save(cr)
        // Adjacent tiles share each pixel exactly, leaving no seam of partial coverage.
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE)
        cairo_rectangle(cr, tile.rect.minX, tile.rect.minY, tile.rect.width, tile.rect.height)
        cairo_clip(cr)
        cairo_translate(cr, tile.rect.minX, tile.rect.minY)
        cairo_scale(cr, 1 / tile.scale, 1 / tile.scale)
        cairo_set_source_surface(cr, tile.surface.pointer, 0, 0)
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_paint_with_alpha(cr, alpha)
        cairo_restore(cr)
    }
}

/// A tiled layer's drawn tiles, shared by the layer, its render nodes and the queue that draws them.
///
/// Unchecked: its state is all behind `state`'s lock, but for the weak `layer`, set once at init and only read
/// afterwards (by whichever thread draws a tile, as on iOS).
final class TileStore: @unchecked Sendable {
    struct Key: Hashable, Sendable {
        var level: Int
        var column: Int
        var row: Int
    }

    struct Tile: Sendable {
        var surface: ImageSurface
        /// The points it covers.
        var rect: CGRect
        /// Its pixels per point.
        var scale: CGFloat
        var lastUse: Int
    }

    /// Where tiles are drawn.
    enum Drawer {
        /// On the store's background queue: plain tiled layers, whose drawing is thread-safe.
        case background
        /// In the display stage of this frame cycle (a view's drawing needs its thread); on the main queue when
        /// no cycle shows the layer.
        case pass(FrameCycle?)
    }

    /// A tile asked for, with what drawing it needs.
    private struct Request {
        var key: Key
        var drawing: TiledDrawing
        var bounds: CGRect
        var generation: Int
        /// Drawn ahead of a scroll, not yet shown: tiles on screen go first.
        var ahead: Bool
    }

    private struct State {
        var tiles: [Key: Tile] = [:]
        var pending: Set<Key> = []
        /// Tiles waiting for a frame cycle's pass, oldest first.
        var waiting: [Request] = []
        /// Changed by each discard, so a tile drawn before it is not kept.
        var generation = 0
        var uses = 0
        /// The bounds the tiles were cut from.
        var bounds = CGRect.zero
        /// The level of detail the last pass showed.
        var level: Int?
        var drawer = Drawer.background
    }

    /// At most this many bytes of tiles are kept; the least recently shown go first.
    static let budget = 64 << 20

    private let state = Mutex(State())
    private let queue = DispatchQueue(label: "CATiledLayer.tiles", qos: .userInitiated)
    /// Read where tiles are drawn, as iOS's tiled layers are: the layer outlives its queued tiles or they are
    /// dropped.
    weak var layer: CATiledLayer?

    /// Sets where tiles are drawn from now on: decided at each commit, on the committing thread.
    func drawIn(_ drawer: Drawer) { state.withLock { $0.drawer = drawer } }

    /// The bounds and level of detail last shown; nil before the layer is shown.
    var shown: (bounds: CGRect, level: Int)? {
        state.withLock { s in s.level.map { (s.bounds, $0) } }
    }

    /// A pass shows `bounds` at `level`. Tiles are cut from the bounds' origin: when the bounds move or resize,
    /// the kept tiles are all wrong.
    func use(_ bounds: CGRect, level: Int) {
        state.withLock { s in
            s.level = level
            guard s.bounds != bounds else { return }
            s.bounds = bounds
            s.tiles.removeAll()
            s.pending.removeAll()
            s.waiting.removeAll()
            s.generation += 1
        }
    }

    func tile(_ key: Key) -> Tile? {
        state.withLock { s in
            s.uses += 1
            s.tiles[key]?.lastUse = s.uses
            return s.tiles[key]
        }
    }

    /// The kept tiles of levels other than `level` over `r`, the least detailed first.
    func tiles(intersecting r: CGRect, except level: Int) -> [Tile] {
        state.withLock { s in
            s.tiles.filter { $0.key.level != level && $0.value.rect.intersects(r) }
                .sorted { $0.key.level < $1.key.level }.map(\.value)
        }
    }

    /// Forgets the tiles over `r`, and any being drawn.
    func discard(in r: CGRect) {
        state.withLock { s in
            s.generation += 1
            s.pending.removeAll()
            s.waiting.removeAll()
            s.tiles = s.tiles.filter { !$0.value.rect.intersects(r) }
        }
    }

    /// Queues the tiles among `keys` that are neither kept nor already queued; those on screen (not `ahead`)
    /// wait before any asked for ahead of a scroll.
    func request(_ keys: [Key], drawing: TiledDrawing, bounds: CGRect, ahead: Bool = false) {
        let (queued, generation, drawer): ([Key], Int, Drawer) = state.withLock { s in
            let new = keys.filter { s.tiles[$0] == nil && !s.pending.contains($0) }
            s.pending.formUnion(new)
            if case .pass(.some) = s.drawer {
                let requests = new.map { Request(key: $0, drawing: drawing, bounds: bounds, generation: s.generation, ahead: ahead) }
                s.waiting.insert(contentsOf: requests, at: ahead ? s.waiting.endIndex : s.waiting.firstIndex { $0.ahead } ?? s.waiting.endIndex)
            }
            return (new, s.generation, s.drawer)
        }
        guard !queued.isEmpty else { return }
        switch drawer {
        case .background:
            for key in queued {
                queue.async { self.draw(key, drawing: drawing, bounds: bounds, generation: generation) }
            }
        case .pass(let cycle?):
            cycle.drawTilesInPass(self)
        case .pass(nil):
            // Shown by no cycle (snapshotted by `render(in:)`): the main queue is where a view may draw.
            for key in queued {
                DispatchQueue.main.async { self.draw(key, drawing: drawing, bounds: bounds, generation: generation) }
            }
        }
    }

    /// Draws waiting tiles, one at a time, until none is left (returns true) or `deadline` passes (false); the
    /// frame cycle's thread calls it in its display stage.
    func drawWaitingTiles(until deadline: CFTimeInterval) -> Bool {
        while let request = state.withLock({ s in s.waiting.isEmpty ? nil : s.waiting.removeFirst() }) {
            draw(request.key, drawing: request.drawing, bounds: request.bounds, generation: request.generation,
                 onLayerThread: true)
            if CACurrentMediaTime() >= deadline { return state.withLock { $0.waiting.isEmpty } }
        }
        return true
    }

    /// Waits until every queued tile is drawn.
    func waitUntilDrawn() { queue.sync {} }

    /// Draws one tile and keeps it; then the layer is told, at once when this is its thread (`onLayerThread`),
    /// else on the main queue.
    private func draw(_ key: Key, drawing: TiledDrawing, bounds: CGRect, generation: Int, onLayerThread: Bool = false) {
        guard let layer else { return }
        let rect = drawing.rect(of: key, in: bounds)
        let scale = drawing.scale * pow(2, CGFloat(key.level))
        let width = Int(clamping: rect.width * scale, rounding: .up), height = Int(clamping: rect.height * scale, rounding: .up)
        let info = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        var surface: ImageSurface?
        if width > 0, height > 0, let ctx = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8,
                                                      bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info) {
            ctx.translateBy(x: 0, y: CGFloat(height))
            ctx.scaleBy(x: scale, y: -scale)
            ctx.translateBy(x: -rect.minX, y: -rect.minY)
            ctx.clip(to: rect)
            layer.draw(in: ctx)
            surface = ctx.ownedSurface
        }
        state.withLock { s in
            s.pending.remove(key)
            guard s.generation == generation, let surface else { return }
            s.uses += 1
            s.tiles[key] = Tile(surface: surface, rect: rect, scale: scale, lastUse: s.uses)
            let bytes = width * height * 4
            // A few of the largest tiles (4096² pixels, 64 MB each) stay above the budget: a pass needs them all.
            let kept = max(4, Self.budget / max(bytes, 1))
            if s.tiles.count > kept {
                for old in s.tiles.sorted(by: { $0.value.lastUse < $1.value.lastUse }).prefix(s.tiles.count - kept) {
                    s.tiles[old.key] = nil
                }
            }
        }
        // Also after a discarded tile: the layer is composited again and asks for it anew.
        if onLayerThread { layer.tileArrived() } else { DispatchQueue.main.async { self.layer?.tileArrived() } }
    }
}
