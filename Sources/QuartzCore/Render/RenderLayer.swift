import CoreGraphics
import Synchronization

/// Vector content a layer class draws at composite time, from values captured at commit.
protocol ContentDrawing: Sendable {
    /// Draws into `cr`, whose user space is the layer's coordinates, faded by `alpha`.
    func draw(in cr: OpaquePointer, bounds: CGRect, alpha: CGFloat)
    /// Where the drawing may paint, in the layer's coordinates (it may reach outside the bounds).
    func extent(in bounds: CGRect) -> CGRect
}

extension ContentDrawing {
    /// The bounds: most drawings fill them.
    func extent(in bounds: CGRect) -> CGRect { bounds }
}

/// An immutable picture of one layer as committed: everything the compositor needs, with colours resolved
/// and sublayers in drawing order, so it can be drawn on any thread while the app changes the model.
package final class RenderLayer: Sendable {
    /// Straight RGBA.
    typealias Color = (r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat)

    struct Shadow: Sendable {
        var color: Color
        var offset: CGSize
        var radius: CGFloat
        var path: CGPath?
    }

    struct Contents: Sendable {
        var surface: ImageSurface
        /// Whether it is an image given to the layer (rather than a backing store the layer drew).
        var isImage: Bool
        /// Pixels per point of the image.
        var scale: CGFloat
        var gravity: CALayerContentsGravity
        var rect: CGRect
        var center: CGRect
        var nearestWhenMagnified: Bool
        var nearestWhenMinified: Bool
    }

    /// The model layer this shows.
    var identity: ObjectIdentifier { statics.identity }
    /// The model layer's change count; with `isAnimating`, what tells the compositor the layer changed.
    var version: Int { statics.version }
    /// Whether animations changed the values, so the layer changes from frame to frame.
    var isAnimating: Bool { animator != nil }
    /// This layer's coordinates into its parent's as drawn (identity for the layer being rendered).
    let toParent: Homography
    /// The values presented, from which the rest derives.
    var values: LayerValues { presented.values }
    /// `values`, shared with the node this one was remade from when they did not change (an ancestor of a changed
    /// layer, a node placed anew or evaluated without animations): remaking a node does not copy them.
    private let presented: Presented
    let bounds: CGRect
    let opacity: CGFloat
    let masksToBounds: Bool
    let cornerRadius: CGFloat
    var maskedCorners: CACornerMask { statics.maskedCorners }
    let backgroundColor: Color?
    let border: (width: CGFloat, color: Color)?
    let shadow: Shadow?
    let contents: Contents?
    /// While an animation of `contents` runs: the image faded from, and how far the fade to `contents` is.
    let contentsFade: (from: Contents?, fraction: CGFloat)?
    var drawing: ContentDrawing? { statics.drawing }
    let isDoubleSided: Bool
    /// Whether opacity fades the layer and its sublayers as one group (never for a layer without an
    /// appearance of its own, which fades each sublayer alone).
    var allowsGroupOpacity: Bool { statics.allowsGroupOpacity }
    var isGeometryFlipped: Bool { statics.isGeometryFlipped }
    /// Whether an odd number of the layer's ancestors flip their geometry: an image in its contents is drawn
    /// flipped back, so that it stays upright. (A backing store is drawn in the layer's coordinates, as its
    /// sublayers are placed, and is not.)
    var flippedAbove: Bool { statics.flippedAbove }
    /// The scale of a cached bitmap of the subtree, relative to the device's; `nil` when not rasterized.
    var rasterization: CGFloat? { statics.rasterization }
    /// The blur of what lies behind the layer, drawn before its own appearance (Compositor+Backdrop.swift).
    var backdrop: LayerBackdrop? { statics.backdrop }
    /// Whether the layer or a descendant blurs its backdrop: what the frame compositor's damage looks for.
    let subtreeBackdrops: Bool
    let mask: RenderLayer?
    /// The sublayers' nodes, back to front. Written only by the initializer and by `deinit`, when no other thread
    /// can see the node.
    nonisolated(unsafe) private(set) var sublayers: SublayerNodes
    /// What the layer itself paints (without its sublayers), in its coordinates; `.null` when nothing.
    let paintBounds: CGRect
    /// Everything the layer and its subtree may paint, in its coordinates: what culling tests.
    let subtreeBounds: CGRect
    /// `subtreeBounds` in the parent's coordinates, measured once: a parent made anew over many reused
    /// sublayers unites these instead of mapping each again.
    let extentInParent: CGRect
    /// Whether the layer, its mask or a descendant is animating: its node must be made anew each frame.
    let subtreeAnimating: Bool
    /// Whether a sublayer's subtree animates: then the sublayers' nodes are all made anew at each snapshot.
    let sublayersAnimating: Bool
    /// How the node is placed and animated: what re-evaluating it on the render thread needs.
    let placement: Placement
    let animator: Animator?
    private let statics: Statics
    /// The device extents of the sublayers' subtrees under the last device transform asked for, with a grid
    /// over them when there are many: a node is drawn at the same place frame after frame while it is reused.
    private let extentsCache = Mutex<ChildExtents?>(nil)

    /// Where the sublayers lie on the device under one transform.
    struct ChildExtents: Sendable {
        let device: Homography
        var extents: [CGRect]
        var grid: ChildGrid?

        /// The indices of the sublayers whose extents meet `rect`, in drawing order.
        func meeting(_ cull: Cull) -> [Int] {
            guard let grid else { return extents.indices.filter { cull.intersects(extents[$0]) } }
            return grid.candidates(meeting: cull.rect).filter { cull.intersects(extents[$0]) }
        }
    }

    /// A transition in progress: the node as it was, and how far the new one has replaced it.
    struct Transition: Sendable {
        var before: RenderLayer
        var type: CATransitionType
        var subtype: CATransitionSubtype?
        var progress: CGFloat
    }

    /// The transition running on the layer, if any.
    let transition: Transition?

    /// Where a node goes in its parent, besides its own presented geometry.
    struct Placement: Sendable {
        /// A fixed placement (the layer `render(in:)` draws), overriding the geometry.
        var fixed: Homography?
        /// Applied after the layer's own matrix, before the parent's sublayer matrix (replicated copies).
        var instance = CATransform3DIdentity
        var parentFlipped = false
        /// Multiplies the colour and alpha of the whole subtree (a replicated copy's instance colour).
        var tint: Color?
    }

    /// A layer's animations, frozen with the timing that maps media time to the layer's time. A class: the
    /// nodes evaluated from one snapshot share it, and a node without one (most) checks and passes a nil
    /// reference rather than copying an optional of its values.
    final class Animator: Sendable {
        let model: LayerValues
        let animations: [FrozenAnimation]
        /// The timing of the layer and of each of its superlayers, innermost first.
        let timings: [MediaTiming]
        /// Added to media time first (a replicated copy runs late).
        let timeShift: Double

        init(model: LayerValues, animations: [FrozenAnimation], timings: [MediaTiming], timeShift: Double) {
            self.model = model
            self.animations = animations
            self.timings = timings
            self.timeShift = timeShift
        }

        /// The layer's time at media time `time`; nil while the layer or a superlayer is outside its active time
        /// (`later` then tells whether that time is still to come).
        func localTime(_ time: CFTimeInterval) -> (time: CFTimeInterval?, later: Bool) {
            var local = time + timeShift
            for timing in timings.reversed() {
                guard let next = timing.layerTime(local) else { return (nil, !timing.progress(at: local).finished) }
                local = next
            }
            return (local, false)
        }

        /// The active transition at media time `time`, the last one added winning.
        func transition(at time: CFTimeInterval) -> Transition? {
            guard let local = localTime(time).time else { return nil }
            return animations.lazy.reversed().compactMap { $0.transition(at: local) }.first
        }

        /// Whether any animation has yet to finish at media time `time`, or a layer's active time that would run
        /// them is still to come.
        func isRunning(at time: CFTimeInterval) -> Bool {
            let (local, later) = localTime(time)
            guard let local else { return later }
            return animations.contains { !$0.isFinished(at: local) }
        }

        func values(at time: CFTimeInterval) -> LayerValues {
            guard let local = localTime(time).time else { return model }
            var values = model
            for animation in animations { animation.apply(to: &values, parentTime: local) }
            return values
        }
    }

    /// A layer's presented values, held once for the nodes that show them.
    private final class Presented: Sendable {
        let values: LayerValues
        init(_ values: LayerValues) { self.values = values }
    }

    /// The static parts of a layer: what does not change while it animates.
    private struct Statics: Sendable {
        var identity: ObjectIdentifier
        var version: Int
        var appears: Bool
        var maskedCorners: CACornerMask
        var allowsGroupOpacity: Bool
        var isGeometryFlipped: Bool
        var drawing: ContentDrawing?
        /// The scale of a cached bitmap of the subtree, relative to the device's; `nil` when not rasterized.
        var rasterization: CGFloat?
        var backdrop: LayerBackdrop?
        /// How images in the contents are placed and filtered, animated ones included.
        var contentsStyle: ContentsStyle
        /// Whether an odd number of the layer's ancestors flip their geometry.
        var flippedAbove = false
    }

    /// A snapshot of the tree `layer` roots, placed by its own presented geometry, at media time `time`.
    package static func snapshot(of layer: CALayer, at time: CFTimeInterval) -> RenderLayer {
        layer.renderNode(at: time)
    }

    /// A snapshot of `layer` and its visible subtree as presented at media time `time` (shifted by
    /// `timeShift`), placed under its parent's sublayer matrix `parentMatrix`, or by `toParent` when given.
    /// `flippedAbove` tells whether an odd number of its ancestors flip their geometry.
    convenience init(_ layer: CALayer, at time: CFTimeInterval, parentMatrix: CATransform3D = CATransform3DIdentity,
                     parentFlipped: Bool = false, flippedAbove: Bool = false, instance: CATransform3D = CATransform3DIdentity, tint: Color? = nil,
                     timeShift: Double = 0, toParent fixed: Homography? = nil) {
        let shifted = time + timeShift
        let appears = type(of: layer).rendersOwnAppearance
        // A layer whose look has not changed since its last node (the same version, no animations), as an
        // ancestor of a changed layer is, takes that node's values instead of reading every property again.
        let unchanged = layer.renderCache.map(\.node).flatMap { previous in
            layer.animationEntries.isEmpty && previous.animator == nil && previous.statics.version == layer.version
                ? previous : nil
        }
        let presented = unchanged?.presented ?? Presented(layer.presentationValues(at: shifted))
        var statics = unchanged?.statics ?? Statics(
            identity: ObjectIdentifier(layer), version: layer.version, appears: appears,
            maskedCorners: layer.maskedCornersStorage, allowsGroupOpacity: appears && layer.allowsGroupOpacityStorage,
            isGeometryFlipped: layer.isGeometryFlippedStorage,
            drawing: appears ? layer.makeContentDrawing(at: shifted) : nil,
            rasterization: layer.shouldRasterizeStorage && layer.rasterizationScaleStorage > 0
                && layer.rasterizationScaleStorage.isFinite ? layer.rasterizationScaleStorage : nil,
            backdrop: appears ? layer.backdropStorage : nil,
            contentsStyle: ContentsStyle(layer), flippedAbove: flippedAbove)
        statics.flippedAbove = flippedAbove
        let animator = layer.animationEntries.isEmpty || CATransaction.state.rendersModel ? nil : Animator(
            model: LayerValues(layer), animations: layer.animationEntries.map(\.frozen),
            timings: sequence(first: layer, next: \.superlayer).map { MediaTiming($0) }, timeShift: timeShift)
        self.init(statics, presented: presented, parentMatrix: parentMatrix,
                  placement: Placement(fixed: fixed, instance: instance, parentFlipped: parentFlipped, tint: tint),
                  animator: animator, transition: animator?.transition(at: time),
                  mask: appears ? layer.mask.map { $0.renderNode(at: time) } : nil,
                  sublayers: layer.makeSublayerNodes(values: presented.values, at: time,
                                                     flippedAbove: flippedAbove != layer.isGeometryFlippedStorage))
    }

    /// `parentMatrix` is the parent's sublayer matrix: all a node needs of its parent's values, so that making
    /// one does not copy them.
    private init(_ statics: Statics, presented: Presented, parentMatrix: CATransform3D, placement: Placement,
                 animator: Animator?, transition: Transition?, mask: RenderLayer?, sublayers: SublayerNodes) {
        self.statics = statics
        self.transition = transition
        self.presented = presented
        let values = presented.values
        self.placement = placement
        self.animator = animator
        let appears = statics.appears
        toParent = placement.fixed ?? Homography(CATransform3DConcat(
            CATransform3DConcat(values.matrixToSuperlayer, placement.instance), parentMatrix))
        // Animations can present bounds that overflow (a huge `byValue` added to a huge model value): such a layer
        // has no size to draw.
        bounds = values.bounds.hasFiniteEdges ? values.bounds : .zero
        opacity = values.isHidden ? 0 : CGFloat(min(max(values.opacity, 0), 1))
        masksToBounds = appears && values.masksToBounds
        cornerRadius = max(0, values.cornerRadius)
        backgroundColor = appears ? values.backgroundColor.map { $0.rgba } : nil
        border = appears && values.borderWidth > 0 ? values.borderColor.map { (values.borderWidth, $0.rgba) } : nil
        if appears, values.shadowOpacity > 0, let color = values.shadowColor?.rgba {
            shadow = Shadow(color: (color.0, color.1, color.2, color.3 * CGFloat(min(values.shadowOpacity, 1))),
                            offset: values.shadowOffset, radius: max(0, values.shadowRadius), path: values.shadowPath)
        } else {
            shadow = nil
        }
        // The contents presented: the model's image, an animated one, or a fade between two.
        func placed(_ image: Any?) -> Contents? {
            guard appears else { return nil }
            return RenderLayer.contents(image, style: statics.contentsStyle, rect: values.contentsRect,
                                        center: values.contentsCenter)
        }
        if let fade = values.shownContents as? ContentsFade {
            contents = placed(fade.to)
            contentsFade = (placed(fade.from), CGFloat(fade.fraction))
        } else {
            contents = placed(values.shownContents)
            contentsFade = nil
        }
        isDoubleSided = values.isDoubleSided
        self.mask = mask
        self.sublayers = sublayers
        var children = sublayers.extent
        sublayersAnimating = sublayers.animating
        subtreeAnimating = animator != nil || mask?.subtreeAnimating == true || sublayersAnimating
        subtreeBackdrops = statics.backdrop != nil || sublayers.backdrops
        let paints = backgroundColor != nil || contents != nil || contentsFade?.from != nil || statics.drawing != nil
            || border != nil || statics.backdrop != nil
        let own = RenderLayer.ownExtent(bounds: bounds, shadow: shadow, contents: [contents, contentsFade?.from],
                                        drawing: statics.drawing, masks: masksToBounds, flipped: statics.isGeometryFlipped)
        if masksToBounds { children = children.intersection(bounds) }
        let maskExtent = mask?.extentInParent
        paintBounds = paints || shadow != nil ? RenderLayer.finished(own, mask: maskExtent) : .null
        subtreeBounds = RenderLayer.finished(RenderLayer.union(own, children), mask: maskExtent)
        extentInParent = toParent.apply(subtreeBounds)
    }

    deinit {
        // A deep tree is released level by level, each level some frames deeper.
        var released: SublayerNodes? = sublayers
        sublayers = SublayerNodes()
        DeepStack.release(&released)
    }

    /// The same node placed differently, rasterized or not, with or without its transition: how the compositor
    /// draws a copy of it in place.
    func replacing(_ newPlacement: Placement, rasterized: Bool, keepingTransition: Bool = true) -> RenderLayer {
        var changed = statics
        if !rasterized { changed.rasterization = nil }
        return RenderLayer(changed, presented: presented, parentMatrix: CATransform3DIdentity, placement: newPlacement,
                           animator: animator, transition: keepingTransition ? transition : nil, mask: mask, sublayers: sublayers)
    }

    /// The same node in the same place with `sublayers` instead of its own: part of what it shows, drawn where
    /// it is drawn (what lies beneath a backdrop).
    func showing(_ sublayers: [RenderLayer]) -> RenderLayer {
        let inPlace = Placement(fixed: toParent, parentFlipped: placement.parentFlipped, tint: placement.tint)
        return RenderLayer(statics, presented: presented, parentMatrix: CATransform3DIdentity, placement: inPlace,
                           animator: animator, transition: transition, mask: mask, sublayers: SublayerNodes(sublayers))
    }

    /// Where each sublayer's subtree lies in device space when this layer's coordinates map there by `device`.
    func childDeviceExtents(under device: Homography) -> ChildExtents {
        if let cached = extentsCache.withLock({ $0 }), cached.device == device { return cached }
        let extents = sublayers.map { $0.toParent.concatenating(device).apply($0.subtreeBounds) }
        let computed = ChildExtents(device: device, extents: extents, grid: ChildGrid(extents))
        extentsCache.withLock { $0 = computed }
        return computed
    }

    /// Takes over `old`'s sublayer extents, for a node that replaced `old` at the same place with the same
    /// sublayers in the same order: only the sublayers whose nodes changed are measured again, so a change to one
    /// of many sublayers does not cost a pass over all of them.
    func adoptChildExtents(from old: RenderLayer) {
        guard extentsCache.withLock({ $0 == nil }), var adopted = old.extentsCache.withLock({ $0 }),
              adopted.extents.count == sublayers.count else { return }
        sublayers.forEachDifference(from: old.sublayers) { index, new, _ in
            let extent = new.toParent.concatenating(adopted.device).apply(new.subtreeBounds)
            adopted.grid?.move(index, from: adopted.extents[index], to: extent)
            adopted.extents[index] = extent
        }
        extentsCache.withLock { $0 = adopted }
    }

    /// Whether the layer paints every pixel of `rect` (device pixels) opaquely when its parent's coordinates map
    /// to the device by `parentDevice`: a square, opaque background at full opacity, axis-aligned.
    func opaquelyCovers(_ rect: CGRect, under parentDevice: Homography) -> Bool {
        guard opacity == 1, let background = backgroundColor, background.a == 1, mask == nil, transition == nil,
              placement.tint == nil, !isAnimating, cornerRadius == 0 || maskedCorners.isEmpty,
              let t = toParent.concatenating(parentDevice).affine, t.b == 0, t.c == 0 else { return false }
        let covered = bounds.applying(t)
        return covered.isFinite && covered.contains(rect)
    }

    /// Whether an animation in the subtree is still running at media time `time`: more frames will differ.
    func hasRunningAnimations(at time: CFTimeInterval) -> Bool {
        guard subtreeAnimating else { return false }
        return animator?.isRunning(at: time) == true || mask?.hasRunningAnimations(at: time) == true
            || sublayers.contains { $0.hasRunningAnimations(at: time) }
    }

    /// The node, a tree's root, as presented at media time `time`: animating nodes and their ancestors are
    /// evaluated anew, still subtrees reused. Runs on any thread, without the model layers.
    func evaluated(at time: CFTimeInterval) -> RenderLayer {
        evaluated(at: time, parentMatrix: CATransform3DIdentity, parentMoved: false)
    }

    /// The node under a parent whose sublayer matrix is now `parentMatrix`. A node that does not animate is
    /// made anew only when that matrix changed (`parentMoved`), which places it.
    private func evaluated(at time: CFTimeInterval, parentMatrix: CATransform3D, parentMoved: Bool) -> RenderLayer {
        guard subtreeAnimating || parentMoved else { return self }
        let presented = animator.map { Presented($0.values(at: time)) } ?? self.presented
        let flipped = statics.isGeometryFlipped
        let sublayerMatrix = presented.values.matrixForSublayers(flipped: flipped)
        let moves = sublayerMatrix != values.matrixForSublayers(flipped: flipped)
        return RenderLayer(statics, presented: presented, parentMatrix: parentMatrix, placement: placement, animator: animator,
                           transition: animator?.transition(at: time),
                           mask: mask?.evaluated(at: time, parentMatrix: CATransform3DIdentity, parentMoved: false),
                           sublayers: SublayerNodes(sublayers.map {
                               $0.evaluated(at: time, parentMatrix: sublayerMatrix, parentMoved: moves)
                           }))
    }

    /// What the layer itself may paint: its bounds, grown by contents and drawings placed outside them and by
    /// its shadow, unless it masks to its bounds.
    private static func ownExtent(bounds: CGRect, shadow: Shadow?, contents: [Contents?], drawing: ContentDrawing?,
                                  masks: Bool, flipped: Bool) -> CGRect {
        var own = bounds
        if !masks {
            for case let contents? in contents {
                own = own.union(Compositor.destination(of: contents, in: bounds, flipped: flipped))
            }
            if let drawing { own = own.union(drawing.extent(in: bounds)) }
        }
        if let shadow, !masks, case let shape = shadow.path?.boundingBoxOfPath ?? own, !shape.isNull {
            let spread = 3 * shadow.radius
            let cast = CGRect(x: shape.minX + shadow.offset.width - spread, y: shape.minY + shadow.offset.height - spread,
                              width: shape.width + 2 * spread, height: shape.height + 2 * spread)
            own = RenderLayer.union(own, cast)
        }
        return bounded(own)
    }

    /// An extent cut to the mask's, grown by the pixel antialiased edges reach.
    /// `a.union(b)` for the extents nodes have (standardized, finite or null) without Foundation's general
    /// case, which is most of uniting many sublayers' extents.
    static func union(_ a: CGRect, _ b: CGRect) -> CGRect {
        if a.isNull { return b }
        if b.isNull { return a }
        return extent(minX: min(a.origin.x, b.origin.x), minY: min(a.origin.y, b.origin.y),
                      maxX: max(a.origin.x + a.size.width, b.origin.x + b.size.width),
                      maxY: max(a.origin.y + a.size.height, b.origin.y + b.size.height))
    }

    /// The rectangle from (`minX`, `minY`) to (`maxX`, `maxY`), its size rounded up where a double cannot hold
    /// the difference (a side from -1e199 to 40), so that it still reaches the maximum edges; `.infinite` when
    /// an edge or side overflows.
    static func extent(minX: CGFloat, minY: CGFloat, maxX: CGFloat, maxY: CGFloat) -> CGRect {
        var (width, height) = (maxX - minX, maxY - minY)
        while minX + width < maxX { width = width.nextUp }
        while minY + height < maxY { height = height.nextUp }
        return bounded(CGRect(x: minX, y: minY, width: width, height: height))
    }

    private static func finished(_ extent: CGRect, mask: CGRect?) -> CGRect {
        let all = mask.map { extent.intersection($0) } ?? extent
        guard !all.isNull, !all.isInfinite else { return all }
        return RenderLayer.extent(minX: all.minX - 1, minY: all.minY - 1, maxX: all.maxX + 1, maxY: all.maxY + 1)
    }

    /// `r`, or `.infinite` for an extent that overflowed: Foundation's rectangle operations trap on the NaN that
    /// infinite edges lead to, and such an extent may reach anywhere.
    private static func bounded(_ r: CGRect) -> CGRect {
        r.isNull || r.isInfinite || r.hasFiniteEdges ? r : .infinite
    }

    /// How a layer places and filters the images it shows.
    struct ContentsStyle: Sendable {
        var contentsScale: CGFloat
        var gravity: CALayerContentsGravity
        var nearestWhenMagnified: Bool
        var nearestWhenMinified: Bool

        init(_ layer: CALayer) {
            contentsScale = layer.contentsScaleStorage
            gravity = layer.contentsGravityStorage
            nearestWhenMagnified = layer.magnificationFilterStorage == .nearest
            nearestWhenMinified = layer.minificationFilterStorage == .nearest
        }
    }

    /// `value` as contents drawn with `style`, showing `rect` of the image with `center` stretched; nil when it
    /// is not an image or a backing store.
    private static func contents(_ value: Any?, style: ContentsStyle, rect: CGRect, center: CGRect) -> Contents? {
        let (surface, scale, isImage): (ImageSurface, CGFloat, Bool)
        switch value {
        case let store as BackingStore: (surface, scale, isImage) = (store.surface, store.scale, false)
        case let image as CGImage: (surface, scale, isImage) = (image.surface, style.contentsScale, true)
        default: return nil
        }
        return Contents(surface: surface, isImage: isImage, scale: scale, gravity: style.gravity, rect: rect,
                        center: center, nearestWhenMagnified: style.nearestWhenMagnified,
                        nearestWhenMinified: style.nearestWhenMinified)
    }

    /// How many things the layer paints itself, counting its sublayers: opacity over more than one needs a group.
    var paintedParts: Int {
        (backgroundColor == nil ? 0 : 1) + (contents == nil && contentsFade == nil ? 0 : 1) + (drawing == nil ? 0 : 1)
            + (border == nil ? 0 : 1) + (backdrop == nil ? 0 : 1)
            + sublayers.count
    }
}

extension CALayer {
    /// The layer's render node at `time` under a parent whose sublayer matrix is `parentMatrix` (identity for a
    /// tree's root) and whose geometry is flipped or not (`parentFlipped`): the cached one while nothing in the
    /// subtree changed and nothing in it animates, so a frame costs in proportion to what changed.
    /// `flippedAbove` tells whether an odd number of its ancestors flip their geometry.
    func renderNode(at time: CFTimeInterval, parentMatrix: CATransform3D = CATransform3DIdentity,
                    parentFlipped: Bool = false, flippedAbove: Bool = false) -> RenderLayer {
        if let node = reusableNode(parentMatrix: parentMatrix, flippedAbove: flippedAbove) { return node }
        let node = DeepStack.run {
            RenderLayer(self, at: time, parentMatrix: parentMatrix, parentFlipped: parentFlipped, flippedAbove: flippedAbove)
        }
        if CATransaction.state.rendersModel { return node }
        renderCache = RenderCache(node: node, parentMatrix: parentMatrix, flippedAbove: flippedAbove)
        subtreeChanged = node.subtreeAnimating
        CALayer.snapshotGeneration.wrappingAdd(1, ordering: .relaxed)
        return node
    }

    /// The cached render node, when nothing in the subtree changed and it was placed under the same sublayer
    /// matrix and flip: what most sublayers of a changed layer give, without the parent's values.
    func reusableNode(parentMatrix: CATransform3D, flippedAbove: Bool) -> RenderLayer? {
        // `render(in:)` snapshots the model: a cached node that animates is not what it wants, and what it makes
        // is not kept. (The flag is read only there, off the common path.)
        guard !subtreeChanged, let cache = renderCache, cache.flippedAbove == flippedAbove, cache.parentMatrix == parentMatrix,
              !cache.node.subtreeAnimating || !CATransaction.state.rendersModel else { return nil }
        return cache.node
    }

    /// Marks the layer and everything above it (through the layer it masks) as changed.
    func markSubtreeChanged() {
        // Marks stop at a layer marked since the last snapshot: its ancestors were marked with it.
        let generation = CALayer.snapshotGeneration.load(ordering: .relaxed)
        // The usual case, a layer changed again, is answered without taking references.
        if subtreeChanged && markedGeneration == generation { return }
        var current = self
        while !(current.subtreeChanged && current.markedGeneration == generation) {
            current.subtreeChanged = true
            current.markedGeneration = generation
            if let parent = current.superlayerStorage {
                parent.sublayerChanges?.note(current)
                current = parent
            } else if let masked = current.maskedLayer {
                current = masked
            } else {
                return
            }
        }
    }

    /// The sublayers' nodes made by replacing, in the last ones made, only the nodes of the sublayers that
    /// changed since: a change to one of many sublayers costs in proportion to the change, not to the
    /// sublayers. `nil` when that cannot be done (sublayers added, removed or reordered, placed differently,
    /// animating, or hidden by zero opacity), and the nodes are made anew.
    func patchedSublayerNodes(at time: CFTimeInterval, parentMatrix: CATransform3D, flippedAbove: Bool) -> SublayerNodes? {
        guard let changes = sublayerChanges, !changes.listChanged, let placement = changes.placement,
              placement.flippedAbove == flippedAbove, placement.matrix == parentMatrix,
              let previous = renderCache?.node, !previous.sublayersAnimating else { return nil }
        var nodes = previous.sublayers
        for child in changes.changed {
            guard let old = child.renderCache?.node, let index = nodes.index(of: old) else { return nil }
            let node = child.renderNode(at: time, parentMatrix: parentMatrix, parentFlipped: isGeometryFlipped,
                                        flippedAbove: flippedAbove)
            guard node.opacity > 0 else { return nil }
            nodes.replace(at: index, with: node)
        }
        changes.patched()
        return nodes
    }

    /// Remembers how the sublayers' nodes just made were placed, so that the next snapshot can patch them;
    /// nodes sorted by `zPosition` are always made anew.
    func recordSublayerNodes(placedUnder matrix: CATransform3D, flippedAbove: Bool, inChildOrder: Bool) {
        guard !children.isEmpty else { return sublayerChanges = nil }
        let changes = sublayerChanges ?? SublayerChanges()
        changes.nodesMade(placedUnder: matrix, flippedAbove: flippedAbove, inChildOrder: inChildOrder)
        sublayerChanges = changes
    }

    /// Counts snapshots that reset `subtreeChanged` flags; marks made in an older generation may be stale.
    /// One count for the process, not one per frame cycle: a layer may move between trees and threads, and a
    /// mark must be stale after any snapshot that could have reset it.
    static let snapshotGeneration = Atomic<Int>(0)
}
