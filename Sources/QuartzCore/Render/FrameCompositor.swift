@_implementationOnly import CCairo
import CoreGraphics

/// A retained frame that composites successive render trees, redrawing only what changed.
///
/// Each frame's tree is diffed against the last one's, structurally: a subtree whose node was reused (nothing
/// in it changed) at the same place costs nothing. Where a layer's own look or place changed, its old and new
/// painted rectangles are damaged; where what it passes down (its place, opacity, clip, mask) changed, its
/// whole old and new subtrees are. Only the damage is cleared and recomposited, with subtrees outside it culled.
/// A clipping layer that scrolled by whole pixels has its pixels moved instead (FrameCompositor+Scrolling.swift).
package final class FrameCompositor {
    /// The frame: cairo ARGB32, in device pixels.
    package let surface: ImageSurface
    /// Device pixels per point.
    let scale: CGFloat
    private var cr: OpaquePointer
    private var previous: (root: RenderLayer, time: CFTimeInterval)?
    /// The pixels the last frame moved instead of redrawing them (a scroll; at most one a frame).
    package internal(set) var lastScroll: ScrollShift?
    /// The ancestors of the nodes being diffed, outermost first, with the index of the sublayer being diffed.
    var ancestry: [Level] = []
    /// The bitmaps kept from frame to frame: the compositor's own until a render server it is added to lends it
    /// the server's (`RenderServer.add(_:)`).
    var caches: CompositorCaches
    /// The blurs made for the last frame's backdrops, by layer, kept while what lies beneath them is unchanged.
    var backdropBlurs: [ObjectIdentifier: PreparedBackdrop] = [:]

    /// Above this many damaged rectangles, their bounding box is redrawn instead.
    static let maximumDamageRects = 256

    /// The longest side of a frame, in pixels.
    package static let maximumSide = 16_384
    /// The most pixels in a frame: an 8K display's (127 MB).
    package static let maximumPixels = 7_680 * 4_320

    /// A frame of `width`×`height` device pixels at `scale`, keeping bitmaps in `caches`. A frame larger than
    /// `maximumSide` or `maximumPixels` keeps its top-left part, and one that is empty, or a scale that is not
    /// positive and finite, a single pixel at scale 1; either is logged.
    package init(width: Int, height: Int, scale: CGFloat, caches: CompositorCaches = CompositorCaches()) {
        let drawnScale = scale > 0 && scale.isFinite ? scale : 1
        let kept = min(max(width, 1), Self.maximumSide)
        let size = (width: kept, height: min(max(height, 1), Self.maximumSide, Self.maximumPixels / kept))
        if size != (width, height) || drawnScale != scale {
            CALayer.log.notice("""
                CALayer: a frame of \(width) × \(height) pixels at scale \(scale) is drawn as \(size.width) × \(size.height) \
                pixels at scale \(drawnScale): frames are at most \(Self.maximumSide) pixels a side and \(Self.maximumPixels) \
                pixels in all.
                """)
        }
        surface = ImageSurface(width: size.width, height: size.height, format: .argb32)
        self.scale = drawnScale
        self.caches = caches
        cr = cairo_create(surface.pointer)
    }

    deinit { cairo_destroy(cr) }

    /// Composites `root`, a tree snapshot at media time `time` placed in points, and returns the damaged
    /// rectangles in device pixels (empty when nothing changed).
    @discardableResult
    package func render(_ root: RenderLayer, time: CFTimeInterval) -> [CGRect] {
        let device = Homography(CGAffineTransform(scaleX: scale, y: scale))
        var damage: [CGRect] = []
        lastScroll = nil
        let old = previous.map { Side(node: $0.root, parent: device, inherited: 0, time: $0.time) }
        diff(Side(node: root, parent: device, inherited: 0, time: time), old, damage: &damage)
        previous = (root, time)

        let frame = CGRect(x: 0, y: 0, width: surface.width, height: surface.height)
        var prepared: [ObjectIdentifier: PreparedBackdrop] = [:], covers: [BackdropCover] = []
        if root.subtreeBackdrops || !backdropBlurs.isEmpty {
            let blurs = prepareBackdrops(root, device: device, within: frame)
            (prepared, covers) = (blurs.prepared, blurs.covers)
            damage += blurs.changed
        }
        var rects = Self.merge(damage, within: frame)
        if root.subtreeBackdrops, !rects.isEmpty {
            rects = backdropDamage(rects, root: root, device: device, within: frame, prepared: prepared)
        }
        if let lastScroll { move(lastScroll) }
        let shown = lastScroll.map { Self.merge(rects + [$0.rect], within: frame) } ?? rects
        guard !rects.isEmpty else { return shown }
        if rects.count > Self.maximumDamageRects { rects = [rects.dropFirst().reduce(rects[0]) { $0.union($1) }] }
        var compositor = Compositor(caches: caches)
        compositor.backdrops = prepared
        // One rectangle at a time: cairo clips to a single rectangle far faster than to a many-box region,
        // and culling keeps each pass to the layers it touches.
        for r in rects {
            cairo_save(cr)
            cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
            cairo_clip(cr)
            // Within a backdrop that hides what lies beneath it, that need not be cleared nor drawn.
            let cover = covers.first { $0.rect.contains(r) }
            if cover == nil {
                cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
                cairo_paint(cr)
                cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            }
            cairo_scale(cr, scale, scale)
            compositor.hiddenLooks = cover?.hiddenLooks ?? []
            compositor.draw(cover?.above ?? root, in: cr, cull: Cull(rect: r))
            cairo_restore(cr)
        }
        if cairo_status(cr) != CAIRO_STATUS_SUCCESS {
            // Cairo keeps an error for good: start a new context, and draw everything again next frame.
            CALayer.log.error("Compositor: drawing failed (\(String(cString: cairo_status_to_string(cairo_status(cr))))); the next frame is drawn whole.")
            cairo_destroy(cr)
            cr = cairo_create(surface.pointer)
            previous = nil
        }
        surface.flush()
        return shown
    }

    /// A node of one frame's tree, with what it was drawn under.
    struct Side {
        var node: RenderLayer
        /// The parent's coordinates to device pixels.
        var parent: Homography
        /// What the ancestors pass down: their versions, animation and masks.
        var inherited: Int
        var time: CFTimeInterval
        /// The node's coordinates to device pixels: through `parent`, unless the frame's pixels moved under it.
        let device: Homography

        init(node: RenderLayer, parent: Homography, inherited: Int, time: CFTimeInterval, device: Homography? = nil) {
            (self.node, self.parent, self.inherited, self.time) = (node, parent, inherited, time)
            self.device = device ?? node.toParent.concatenating(parent)
        }

        /// What the node passes to its sublayers.
        var passedDown: Int {
            var hasher = Hasher()
            hasher.combine(inherited)
            hasher.combine(node.version)
            if node.isAnimating { hasher.combine(time) }
            hasher.combine(node.mask?.version)
            return hasher.finalize()
        }

        var paintRect: CGRect { node.paintBounds.isNull ? .null : device.apply(node.paintBounds) }
        var subtreeRect: CGRect { device.apply(node.subtreeBounds) }

        /// The sides of the sublayers, which pass `passing` down and share this side's device transform.
        func children(passing: Int) -> (RenderLayer) -> Side {
            let (device, time) = (device, time)
            return { Side(node: $0, parent: device, inherited: passing, time: time) }
        }
    }

    /// An ancestor of the nodes being diffed, in both frames, and which of its sublayers is being diffed.
    struct Level {
        var new: Side
        var old: Side
        var newIndex = 0
        var oldIndex = 0
    }

    private func diff(_ new: Side, _ old: Side?, damage: inout [CGRect]) {
        guard let old else { return damage.append(new.subtreeRect) }
        if new.node === old.node && new.parent == old.parent && new.inherited == old.inherited { return }
        let (newDevice, oldDevice) = (new.device, old.device)
        let (newPassed, oldPassed) = (new.passedDown, old.passedDown)
        if lastScroll == nil, newDevice != oldDevice, scrolled(new, old, passing: newPassed, damage: &damage) { return }
        if newDevice != oldDevice || newPassed != oldPassed || new.node.transition != nil || old.node.transition != nil
            || !Self.sameTint(new.node.placement.tint, old.node.placement.tint) {
            // Everything below moves or changes with the node.
            damage.append(old.subtreeRect)
            damage.append(new.subtreeRect)
            return
        }
        if new.node.version != old.node.version {
            damage.append(old.paintRect)
            damage.append(new.paintRect)
        }
        diffSublayers(new, old, newPassed: newPassed, oldPassed: oldPassed, damage: &damage)
    }

    private static func sameTint(_ a: RenderLayer.Color?, _ b: RenderLayer.Color?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case (let x?, let y?): return x == y
        default: return false
        }
    }

    /// Pairs the sublayers by the layer they show: in place when the order is unchanged, by identity otherwise.
    /// A sublayer whose place among its siblings changed is damaged whole (the drawing order changed).
    func diffSublayers(_ new: Side, _ old: Side, newPassed: Int, oldPassed: Int, damage: inout [CGRect]) {
        let (fresh, stale) = (new.node.sublayers, old.node.sublayers)
        let (newChild, oldChild) = (new.children(passing: newPassed), old.children(passing: oldPassed))
        ancestry.append(Level(new: new, old: old))
        defer { ancestry.removeLast() }
        func diffChild(_ a: Side, at newIndex: Int, _ b: Side, at oldIndex: Int) {
            (ancestry[ancestry.count - 1].newIndex, ancestry[ancestry.count - 1].oldIndex) = (newIndex, oldIndex)
            diff(a, b, damage: &damage)
        }
        if fresh.showsSameLayers(as: stale) {
            new.node.adoptChildExtents(from: old.node)
            // Nodes that did not change (whole chunks of them, usually) have nothing to damage.
            fresh.forEachDifference(from: stale) { index, a, b in
                diffChild(newChild(a), at: index, oldChild(b), at: index)
            }
            return
        }
        // Replicated copies share an identity: pair them in order of appearance.
        var unmatched: [ObjectIdentifier: [(index: Int, node: RenderLayer)]] = [:]
        for (index, node) in stale.enumerated() { unmatched[node.identity, default: []].append((index, node)) }
        for (index, node) in fresh.enumerated() {
            let newSide = newChild(node)
            if var candidates = unmatched[node.identity], !candidates.isEmpty {
                let match = candidates.removeFirst()
                unmatched[node.identity] = candidates
                let oldSide = oldChild(match.node)
                if match.index == index {
                    diffChild(newSide, at: index, oldSide, at: match.index)
                } else {
                    damage.append(oldSide.subtreeRect)
                    damage.append(newSide.subtreeRect)
                }
            } else {
                damage.append(newSide.subtreeRect)
            }
        }
        for candidates in unmatched.values {
            for candidate in candidates { damage.append(oldChild(candidate.node).subtreeRect) }
        }
    }

    /// `rects` grown so that each backdrop that reads the frame (one not in `prepared`) they meet, with the reach of
    /// its blur, lies in one of them whole: what such a backdrop blurs must be composited afresh in the same pass
    /// (pixels outside the pass hold what was drawn over them last frame, the backdrop's own blur among it), and a
    /// change beneath a backdrop changes all of it.
    private func backdropDamage(_ rects: [CGRect], root: RenderLayer, device: Homography, within frame: CGRect,
                                prepared: [ObjectIdentifier: PreparedBackdrop]) -> [CGRect] {
        var areas: [CGRect] = []
        func collect(_ node: RenderLayer, _ parent: Homography) {
            guard node.subtreeBackdrops, node.opacity > 0 else { return }
            let placed = node.toParent.concatenating(parent)
            if let backdrop = node.backdrop, prepared[ObjectIdentifier(node)] == nil {
                let scale = placed.affine.map { abs($0.a * $0.d - $0.b * $0.c).squareRoot() } ?? self.scale
                let reach = Compositor.backdropReach(sigma: Double(backdrop.radius * scale))
                let area = placed.apply(node.bounds).insetBy(dx: -reach, dy: -reach)
                if !area.isNull, area.hasFiniteEdges { areas.append(area) }
            }
            for sublayer in node.sublayers { collect(sublayer, placed) }
        }
        collect(root, device)
        var grown = rects
        var added = Set<Int>()
        var changed = true
        while changed {
            changed = false
            for (index, area) in areas.enumerated() where !added.contains(index) {
                if grown.contains(where: { Cull(rect: $0).intersects(area) }) {
                    added.insert(index)
                    grown = Self.merge(grown + [area], within: frame)
                    changed = true
                }
            }
        }
        return grown
    }

    /// The damage as whole-pixel rectangles inside `frame`, overlapping ones merged into their union; ones that
    /// only touch stay apart (the strips around a scrolled clip would otherwise make the whole clip).
    /// (A pixman region would split scattered rectangles into bands of many more boxes.)
    private static func merge(_ damage: [CGRect], within frame: CGRect) -> [CGRect] {
        var rects = damage.compactMap { rect -> CGRect? in
            // A rectangle that overflowed (a subtree whose transforms multiply past the largest double) may have
            // covered anything.
            let r = (rect.hasFiniteEdges || rect.isNull ? rect.integral : frame).intersection(frame)
            return r.isNull || r.isEmpty ? nil : r
        }
        var merged = true
        while merged {
            merged = false
            var i = 0
            while i < rects.count {
                var j = i + 1
                while j < rects.count {
                    if Cull(rect: rects[i]).intersects(rects[j]) {
                        rects[i] = rects[i].union(rects[j])
                        rects.swapAt(j, rects.count - 1)
                        rects.removeLast()
                        merged = true
                    } else {
                        j += 1
                    }
                }
                i += 1
            }
        }
        return rects
    }
}
