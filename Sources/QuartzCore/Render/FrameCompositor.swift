import CCairo
import CoreGraphics

/// A retained frame that composites successive render trees, redrawing only what changed.
///
/// Each frame, every layer's painted rectangle on screen and its fingerprint (its version, where it is,
/// its place among its siblings, and the state of the ancestors it is drawn under) are compared with the
/// last frame's. Where they differ, the old and the new rectangles are damaged; only the damage is cleared
/// and recomposited, with subtrees outside it culled.
package final class FrameCompositor {
    /// The frame: cairo ARGB32, in device pixels.
    package let surface: ImageSurface
    /// Device pixels per point.
    let scale: CGFloat
    private let cr: OpaquePointer
    private var records: [RecordKey: Record] = [:]

    /// Replicated layers appear more than once: the occurrence tells their copies apart.
    private struct RecordKey: Hashable {
        var layer: ObjectIdentifier
        var occurrence: Int
    }

    private struct Record: Equatable {
        var rect: CGRect
        var fingerprint: Int
    }

    /// Above this many damaged rectangles, their bounding box is redrawn instead.
    static let maximumDamageRects = 256

    package init(width: Int, height: Int, scale: CGFloat) {
        surface = ImageSurface(width: width, height: height, format: CAIRO_FORMAT_ARGB32)
        self.scale = scale
        cr = cairo_create(surface.pointer)
    }

    deinit { cairo_destroy(cr) }

    /// Composites `root`, a tree snapshot at media time `time` placed in points, and returns the damaged
    /// rectangles in device pixels (empty when nothing changed).
    @discardableResult
    package func render(_ root: RenderLayer, time: CFTimeInterval) -> [CGRect] {
        var current: [RecordKey: Record] = [:]
        current.reserveCapacity(records.count)
        var seen: [ObjectIdentifier: Int] = [:]
        var childBounds: [ObjectIdentifier: [CGRect]] = [:]
        collect(root, parent: Homography(CGAffineTransform(scaleX: scale, y: scale)), inherited: 0, order: 0,
                time: time, seen: &seen, into: &current, childBounds: &childBounds)
        var damage: [CGRect] = []
        for (key, record) in current {
            guard let old = records[key] else {
                damage.append(record.rect)
                continue
            }
            if old != record { damage.append(contentsOf: [old.rect, record.rect]) }
        }
        for (key, old) in records where current[key] == nil { damage.append(old.rect) }
        records = current

        var rects = Self.merge(damage, within: CGRect(x: 0, y: 0, width: surface.width, height: surface.height))
        guard !rects.isEmpty else { return [] }
        if rects.count > Self.maximumDamageRects { rects = [Cull(rects: rects).bounds] }
        // One rectangle at a time: cairo clips to a single rectangle far faster than to a many-box region,
        // and culling keeps each pass to the layers it touches.
        for r in rects {
            cairo_save(cr)
            cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
            cairo_clip(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
            cairo_paint(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            cairo_scale(cr, scale, scale)
            Compositor.draw(root, in: cr, cull: Cull(rects: [r], childBounds: childBounds))
            cairo_restore(cr)
        }
        surface.flush()
        return rects
    }

    /// The damage as whole-pixel rectangles inside `frame`, overlapping ones merged into their union.
    /// (A pixman region would split scattered rectangles into bands of many more boxes.)
    private static func merge(_ damage: [CGRect], within frame: CGRect) -> [CGRect] {
        var rects = damage.compactMap { rect -> CGRect? in
            let r = rect.integral.intersection(frame)
            return r.isNull || r.isEmpty ? nil : r
        }
        var merged = true
        while merged {
            merged = false
            var i = 0
            while i < rects.count {
                var j = i + 1
                while j < rects.count {
                    if rects[i].intersects(rects[j]) {
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

    /// Records every layer's painted rectangle and fingerprint, and each node's sublayers' device extents;
    /// returns the device extent of `layer`'s subtree.
    @discardableResult
    private func collect(_ layer: RenderLayer, parent: Homography, inherited: Int, order: Int, time: CFTimeInterval,
                         seen: inout [ObjectIdentifier: Int], into records: inout [RecordKey: Record],
                         childBounds: inout [ObjectIdentifier: [CGRect]]) -> CGRect {
        let device = layer.toParent.concatenating(parent)
        var hasher = Hasher()
        hasher.combine(inherited)
        hasher.combine(layer.version)
        if layer.isAnimating { hasher.combine(time) }
        hasher.combine(layer.mask?.version)
        let own = hasher.finalize()
        // What descendants are drawn under: every ancestor's state, but not their own place among siblings.
        hasher.combine(order)
        for entry in [device.m11, device.m12, device.m14, device.m21, device.m22, device.m24, device.m41, device.m42,
                      device.m44] {
            hasher.combine(entry)
        }
        let occurrence = seen[layer.identity, default: 0]
        seen[layer.identity] = occurrence + 1
        records[RecordKey(layer: layer.identity, occurrence: occurrence)] =
            Record(rect: layer.paintBounds.isNull ? .null : device.apply(layer.paintBounds), fingerprint: hasher.finalize())
        var extents: [CGRect] = []
        extents.reserveCapacity(layer.sublayers.count)
        for (index, sublayer) in layer.sublayers.enumerated() {
            extents.append(collect(sublayer, parent: device, inherited: own, order: index, time: time, seen: &seen,
                                   into: &records, childBounds: &childBounds))
        }
        let key = ObjectIdentifier(layer)
        // A node drawn in more than one place (a replicated copy) keeps the union of its places.
        if let earlier = childBounds[key], earlier.count == extents.count {
            childBounds[key] = zip(earlier, extents).map { $0.union($1) }
        } else {
            childBounds[key] = extents
        }
        return device.apply(layer.subtreeBounds)
    }
}
