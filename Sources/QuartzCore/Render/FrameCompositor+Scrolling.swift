import CoreGraphics
import Foundation

/// Scrolling: a layer that clips to its bounds and whose bounds origin changed by whole device pixels (what
/// `UIScrollView` does each frame) has the pixels of its content moved inside its clip, and only what that cannot
/// give is redrawn: the strip that came into view, what changed in the content, what lies above the layer.
///
/// Moving pixels is exact when what they show depends on nothing that stays put: compositing at a whole-pixel
/// offset draws the same pixels (kept bitmaps sit on a 1/32-pixel grid), and each pixel of the frame is a
/// function of the content there and of what lies beneath, which must then be the same everywhere in the clip —
/// one colour, or nothing. Whatever else (a sibling below reaching into the clip, a rotated or fractional place,
/// a mask, a shadow, an image of the layer's own) takes the usual path, which redraws the whole clip. These are the
/// traps /work/shared/notes/scrolling.md §7.3 lists for any scheme that reuses pixels (overlays, pinned content,
/// translucency, fractional offsets, animated content), each either redrawn or refused here.
extension FrameCompositor {
    /// Pixels of the retained frame moved by a scroll rather than redrawn.
    package struct ScrollShift: Equatable, Sendable {
        /// Where the moved pixels are now, in device pixels.
        package let rect: CGRect
        /// How far they moved, in device pixels.
        package let dx: Int
        package let dy: Int
    }

    /// Handles a node whose device placement changed as a scroll when it is one: records the move, adds to
    /// `damage` what the move cannot give, and diffs the sublayers against the old ones moved with it. False,
    /// having done nothing, when the node must be damaged the usual way.
    func scrolled(_ new: Side, _ old: Side, passing: Int, damage: inout [CGRect]) -> Bool {
        guard new.inherited == old.inherited, Self.scrollsAlone(new.node, old.node),
              let (dx, dy) = scrollOffset(from: old.device, to: new.device) else { return false }
        let layer = new.node
        // The clip must stay put: a clipping layer that moves is not a scroll.
        let (clip, oldClip) = (new.device.apply(layer.bounds), old.device.apply(old.node.bounds))
        guard abs(clip.minX - oldClip.minX) < 1e-3, abs(clip.minY - oldClip.minY) < 1e-3,
              abs(clip.maxX - oldClip.maxX) < 1e-3, abs(clip.maxY - oldClip.maxY) < 1e-3 else { return false }
        let outer = clip.integral
        let border = layer.border?.width ?? 0
        var inner = Self.inward(new.device.apply(layer.bounds.insetBy(dx: border, dy: border)))
            .intersection(CGRect(x: 0, y: 0, width: surface.width, height: surface.height))
        var extra: [CGRect] = []
        // What lies beneath the layer's clip must be uniform and what lies above it is redrawn, level by level up.
        var covered = layer.opacity == 1 && layer.backgroundColor.map { $0.a == 1 } == true
        for level in ancestry.reversed() {
            guard let ancestorClip = coverAndAbove(level, outer: outer, dx: dx, dy: dy, covered: &covered,
                                                   damage: &extra) else { return false }
            inner = inner.intersection(ancestorClip)
        }
        let moved = inner.intersection(inner.offsetBy(dx: CGFloat(dx), dy: CGFloat(dy)))
        guard !moved.isNull, !moved.isEmpty else { return false }
        lastScroll = ScrollShift(rect: moved, dx: dx, dy: dy)

        damage += Self.subtracting(moved, from: outer)
        if layer.cornerRadius > 0 {
            // The rounded corners show what is beneath; moved, they would show it inside.
            let side = layer.cornerRadius + border
            let b = layer.bounds
            for corner in [CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX - side, y: b.minY),
                           CGPoint(x: b.minX, y: b.maxY - side), CGPoint(x: b.maxX - side, y: b.maxY - side)] {
                let box = new.device.apply(CGRect(origin: corner, size: CGSize(width: side, height: side))).integral
                extra += [box, box.offsetBy(dx: CGFloat(dx), dy: CGFloat(dy))]
            }
        }
        // The old sublayers, moved with the pixels, are where the new ones are unless they changed.
        var inside: [CGRect] = []
        let moving = Side(node: old.node, parent: old.parent, inherited: old.inherited, time: old.time,
                          device: new.device)
        diffSublayers(new, moving, newPassed: passing, oldPassed: passing, damage: &inside)
        for rect in inside + extra {
            let r = rect.intersection(outer)
            if !r.isNull, !r.isEmpty { damage.append(r) }
        }
        return true
    }

    /// Whether the layer, in both frames, clips to its bounds and paints nothing of its own but a colour, with
    /// nothing else about it changed: its content can move inside a clip that stays put.
    private static func scrollsAlone(_ new: RenderLayer, _ old: RenderLayer) -> Bool {
        func alone(_ l: RenderLayer) -> Bool {
            l.masksToBounds && faces(l) && l.mask == nil && l.contents == nil && l.contentsFade == nil && l.drawing == nil
                && l.shadow == nil && l.transition == nil && l.placement.tint == nil && l.rasterization == nil
        }
        func same(_ a: RenderLayer.Color?, _ b: RenderLayer.Color?) -> Bool {
            switch (a, b) {
            case (nil, nil): return true
            case (let x?, let y?): return x == y
            default: return false
            }
        }
        return alone(new) && alone(old) && new.bounds.size == old.bounds.size && new.opacity == old.opacity
            && new.cornerRadius == old.cornerRadius && new.maskedCorners == old.maskedCorners
            && new.allowsGroupOpacity == old.allowsGroupOpacity && same(new.backgroundColor, old.backgroundColor)
            && new.border?.width == old.border?.width && same(new.border?.color, old.border?.color)
    }

    /// Whether the compositor draws the layer rather than culling it: placed by an affine transform, and facing
    /// the viewer or double-sided.
    private static func faces(_ node: RenderLayer) -> Bool {
        guard let t = node.toParent.affine else { return false }
        return node.isDoubleSided || t.a * t.d - t.b * t.c > 0
    }

    /// The whole device pixels a layer moved by, from `old` to `new` placement; nil unless both place it
    /// upright at the device's scale (a translation in device pixels, perhaps flipped) and it moved by whole
    /// pixels.
    private func scrollOffset(from old: Homography, to new: Homography) -> (Int, Int)? {
        guard let a = new.affine, let b = old.affine, a.a == b.a, a.b == b.b, a.c == b.c, a.d == b.d,
              a.b == 0, a.c == 0, abs(a.a) == scale, abs(a.d) == scale else { return nil }
        let (dx, dy) = (a.tx - b.tx, a.ty - b.ty)
        guard dx == dx.rounded(), dy == dy.rounded(), abs(dx) < CGFloat(surface.width),
              abs(dy) < CGFloat(surface.height), dx != 0 || dy != 0 else { return nil }
        return (Int(dx), Int(dy))
    }

    /// For one ancestor of a scrolling layer: adds to `damage` what is drawn above the layer's clip `outer` (the
    /// later sublayers and the ancestor's border, where they are and where moved pixels would put them), checks
    /// that what it draws beneath is uniform over the clip unless already `covered`, and returns the device
    /// rectangle it clips to (infinite when it does not). Nil when the pixels cannot move.
    private func coverAndAbove(_ level: Level, outer: CGRect, dx: Int, dy: Int, covered: inout Bool,
                               damage: inout [CGRect]) -> CGRect? {
        let (node, device) = (level.new.node, level.new.device)
        guard Self.faces(node), node.mask == nil, node.transition == nil, node.placement.tint == nil,
              node.rasterization == nil, node.shadow.map({ $0.path != nil }) ?? true else { return nil }
        let (cull, shift) = (Cull(rect: outer), CGAffineTransform(translationX: CGFloat(dx), y: CGFloat(dy)))
        let newExtents = node.childDeviceExtents(under: device)
        let oldExtents = level.old.node.childDeviceExtents(under: level.old.device)
        for index in newExtents.meeting(cull) where index > level.newIndex { damage.append(newExtents.extents[index]) }
        for index in oldExtents.meeting(cull) where index > level.oldIndex {
            damage.append(oldExtents.extents[index].applying(shift))
        }
        if node.border != nil, cull.intersects(level.new.paintRect) {
            damage += [level.new.paintRect, level.new.paintRect.applying(shift)]
        }
        if !covered {
            // Beneath: the earlier sublayers, then the ancestor's own paint.
            guard !newExtents.meeting(cull).contains(where: { $0 < level.newIndex }),
                  !oldExtents.meeting(cull).contains(where: { $0 < level.oldIndex }),
                  node.contents == nil, node.contentsFade == nil, node.drawing == nil, node.shadow == nil else { return nil }
            if let background = node.backgroundColor {
                let inset = node.cornerRadius
                guard Self.inward(device.apply(node.bounds.insetBy(dx: inset, dy: inset))).contains(outer) else { return nil }
                covered = background.a == 1
            }
        }
        if node.opacity < 1 { covered = false }
        guard node.masksToBounds else { return .infinite }
        let inset = node.cornerRadius
        return Self.inward(device.apply(node.bounds.insetBy(dx: inset, dy: inset)))
    }

    /// The whole pixels inside `r`.
    private static func inward(_ r: CGRect) -> CGRect {
        guard !r.isNull, !r.isInfinite else { return r }
        let (minX, minY) = (r.minX.rounded(.up), r.minY.rounded(.up))
        let (maxX, maxY) = (r.maxX.rounded(.down), r.maxY.rounded(.down))
        return maxX > minX && maxY > minY ? CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : .null
    }

    /// `outer` less `inner` (which lies inside it), as up to four rectangles.
    private static func subtracting(_ inner: CGRect, from outer: CGRect) -> [CGRect] {
        [CGRect(x: outer.minX, y: outer.minY, width: outer.width, height: inner.minY - outer.minY),
         CGRect(x: outer.minX, y: inner.maxY, width: outer.width, height: outer.maxY - inner.maxY),
         CGRect(x: outer.minX, y: inner.minY, width: inner.minX - outer.minX, height: inner.height),
         CGRect(x: inner.maxX, y: inner.minY, width: outer.maxX - inner.maxX, height: inner.height)]
            .filter { $0.width > 0 && $0.height > 0 }
    }

    /// Moves the pixels of `shift.rect`'s source by the shift, in place.
    func move(_ shift: ScrollShift) {
        surface.flush()
        let r = shift.rect
        let (x, width) = (Int(r.minX), Int(r.width) * 4)
        let (top, bottom) = (Int(r.minY), Int(r.maxY))
        let (data, stride) = (surface.data, surface.stride)
        for step in 0..<bottom - top {
            // Rows are copied away from the direction of travel, so that none is overwritten before it is read:
            // pixman's blits are not safe for such an overlap when copying down or right (scrolling.md §0.5, §7.2).
            let y = shift.dy > 0 ? bottom - 1 - step : top + step
            memmove(data + y * stride + x * 4, data + (y - shift.dy) * stride + (x - shift.dx) * 4, width)
        }
        surface.markDirty()
    }
}
