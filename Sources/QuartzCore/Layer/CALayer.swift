import DequeModule

import Logging

/// A rectangle of content in a tree of layers: the model that Core Animation composites.
///
/// Coordinates follow UIKit on iOS: the origin of `bounds` is the top-left, y grows downwards.
/// Geometry that is not finite is refused (Core Animation raises `CALayerInvalidGeometry`): the change is
/// logged and the old value kept.
open class CALayer: NSObject, CAMediaTiming {
    // MARK: Geometry
    // The `…Storage` fields that UIKit may read are `package`: a view's layer is main-actor only, as the view is,
    // so the view reads its geometry without taking the layer lock (hit-testing reads it for every view it
    // passes). Everything else goes through the locked accessors.
    // Animatable properties announce their changes: `willChange` looks up the action while the old value is
    // in place, `didChange` runs it. Values that are not finite are refused, the old value kept.
    // The geometry and visibility that hit-testing reads for every view it passes skip Swift's run-time
    // exclusivity check (`@exclusivity(unchecked)`): the checks were a third of a hit test's time. The check
    // only catches overlapping accesses within one thread (an `inout` of the property while its observer
    // runs), which these plain values are never passed as; across threads it never protected anything, so
    // dropping it changes nothing about which threads may touch a layer.

    /// The layer's own coordinate space: its origin is the top-left point drawn, its size the layer's size.
    open var bounds: CGRect {
        get { LayerLock.withLock { boundsStorage } }
        set {
            LayerLock.lock()
            defer { LayerLock.unlock() }
            guard newValue.isFinite else { return refuse("bounds", newValue) }
            changeBounds(to: newValue, state: nil)
        }
    }
    @exclusivity(unchecked) package var boundsStorage: CGRect = .zero

    /// Stores new bounds, announced; a new size marks the layer for layout (and display, when it asks). Holding
    /// the lock.
    private func changeBounds(to newValue: CGRect, state: CATransaction.ThreadState?) {
        willChange("bounds", state: state)
        let oldValue = boundsStorage
        boundsStorage = newValue
        if boundsStorage.size != oldValue.size {
            if needsDisplayOnBoundsChange { setNeedsDisplay() }
            setNeedsLayout()
        }
        didChange("bounds")
    }

    /// Where the anchor point sits in the superlayer's coordinates.
    open var position: CGPoint {
        get { LayerLock.withLock { positionStorage } }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else { return refuse("position", newValue) }
            changeAnimatable("position") { positionStorage = newValue }
        }
    }
    @exclusivity(unchecked) package var positionStorage: CGPoint = .zero

    /// Sets the size of the bounds, then the position, as setting `bounds` then `position` does (each change
    /// announced and animated as its own), under one lock and with one look-up of the thread's transaction: how
    /// Auto Layout places a view, a thousand at a time in a column of rows. If either value is not finite, it is
    /// refused and neither changes. A subclass's own `bounds` and `position` setters are not called: for layers of
    /// the plain `CALayer` class, such as a plain `UIView`'s.
    package func setBoundsSize(_ size: CGSize, position newPosition: CGPoint) {
        LayerLock.lock()
        defer { LayerLock.unlock() }
        guard size.width.isFinite, size.height.isFinite else {
            return refuse("bounds", CGRect(origin: boundsStorage.origin, size: size))
        }
        guard newPosition.x.isFinite, newPosition.y.isFinite else { return refuse("position", newPosition) }
        let state = CATransaction.state
        if boundsStorage.size != size { changeBounds(to: CGRect(origin: boundsStorage.origin, size: size), state: state) }
        if positionStorage != newPosition { changeAnimatable("position", state: state) { positionStorage = newPosition } }
    }

    /// The point of the bounds, in unit coordinates, that `position` places and transforms turn around.
    open var anchorPoint: CGPoint {
        get { LayerLock.withLock { anchorPointStorage } }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else { return refuse("anchorPoint", newValue) }
            changeAnimatable("anchorPoint") { anchorPointStorage = newValue }
        }
    }
    @exclusivity(unchecked) package var anchorPointStorage: CGPoint = CGPoint(x: 0.5, y: 0.5)

    /// The anchor point's z coordinate.
    open var anchorPointZ: CGFloat {
        get { LayerLock.withLock { anchorPointZStorage } }
        set {
            guard newValue.isFinite else { return refuse("anchorPointZ", newValue) }
            changeAnimatable("anchorPointZ") { anchorPointZStorage = newValue }
        }
    }
    var anchorPointZStorage: CGFloat = 0

    /// The layer's position on the z axis; among siblings, larger values are drawn in front.
    open var zPosition: CGFloat {
        get { LayerLock.withLock { zPositionStorage } }
        set {
            LayerLock.lock()
            defer { LayerLock.unlock() }
            guard newValue.isFinite else { return refuse("zPosition", newValue) }
            willChange("zPosition")
            zPositionStorage = newValue
            superlayer?.sublayerChanges?.invalidate()
            didChange("zPosition")
        }
    }
    var zPositionStorage: CGFloat = 0

    /// The transform applied around the anchor point.
    open var transform: CATransform3D {
        get { LayerLock.withLock { transformStorage } }
        set {
            guard newValue.isFinite else { return refuse("transform", newValue) }
            changeAnimatable("transform") { transformStorage = newValue }
        }
    }
    @exclusivity(unchecked) package var transformStorage: CATransform3D = CATransform3DIdentity

    /// The transform applied to the sublayers, around the anchor point.
    open var sublayerTransform: CATransform3D {
        get { LayerLock.withLock { sublayerTransformStorage?.matrix ?? CATransform3DIdentity } }
        set {
            LayerLock.lock()
            defer { LayerLock.unlock() }
            guard newValue.isFinite else {
                return CALayer.log.error("CALayer: invalid sublayerTransform \(newValue); keeping the previous value.")
            }
            willChange("sublayerTransform")
            sublayerTransformStorage = CATransform3DIsIdentity(newValue) ? nil : MatrixBox(newValue)
            didChange("sublayerTransform")
        }
    }

    // MARK: Appearance

    /// Whether the layer and its sublayers are not drawn.
    open var isHidden: Bool {
        get { LayerLock.withLock { isHiddenStorage } }
        set { changeAnimatable("hidden") { isHiddenStorage = newValue } }
    }
    @exclusivity(unchecked) package var isHiddenStorage: Bool = false
    /// The opacity, 0...1.
    open var opacity: Float {
        get { LayerLock.withLock { opacityStorage } }
        set {
            guard newValue.isFinite else { return refuse("opacity", newValue) }
            changeAnimatable("opacity") { opacityStorage = newValue }
        }
    }
    @exclusivity(unchecked) package var opacityStorage: Float = 1
    /// Whether sublayers and contents are clipped to the bounds (rounded by `cornerRadius`).
    open var masksToBounds: Bool {
        get { LayerLock.withLock { masksToBoundsStorage } }
        set { changeAnimatable("masksToBounds") { masksToBoundsStorage = newValue } }
    }
    package var masksToBoundsStorage: Bool = false
    /// A layer whose alpha masks this one's composite; it must not be in a layer tree itself.
    open var mask: CALayer? {
        get { LayerLock.withLock { maskStorage } }
        set {
            LayerLock.lock()
            defer { LayerLock.unlock() }
            if let mask = newValue, mask === self || isDescendant(of: mask) || mask.superlayer != nil {
                return CALayer.log.error("CALayer: a mask must not be the layer itself, an ancestor, or in a layer tree; ignored.")
            }
            maskStorage = newValue
            noteRenderChange()
            guard let mask = newValue else { return }
            mask.maskedLayer = self
            if mask.displayState != .clean || mask.descendantNeedsDisplay { mask.markAncestorsForDisplay() }
            if mask.hasAnimationsInSubtree { mask.markAncestorsAnimating() }
        }
    }
    var maskStorage: CALayer?
    /// The radius of the rounded corners of the background, the border, and (with `masksToBounds`) the clip.
    open var cornerRadius: CGFloat {
        get { LayerLock.withLock { cornerRadiusStorage } }
        set {
            guard newValue.isFinite else { return refuse("cornerRadius", newValue) }
            changeAnimatable("cornerRadius") { cornerRadiusStorage = newValue }
        }
    }
    var cornerRadiusStorage: CGFloat = 0
    /// Which corners are rounded.
    open var maskedCorners: CACornerMask {
        get { LayerLock.withLock { maskedCornersStorage } }
        set { changeDrawn { maskedCornersStorage = newValue } }
    }
    var maskedCornersStorage: CACornerMask = CACornerMask.all
    /// The width of the border, drawn inside the bounds above the contents and sublayers.
    open var borderWidth: CGFloat {
        get { LayerLock.withLock { borderWidthStorage } }
        set {
            guard newValue.isFinite else { return refuse("borderWidth", newValue) }
            changeAnimatable("borderWidth") { borderWidthStorage = newValue }
        }
    }
    package var borderWidthStorage: CGFloat = 0
    /// The border's colour.
    open var borderColor: CGColor? {
        get { LayerLock.withLock { borderColorStorage } }
        set { changeAnimatable("borderColor") { borderColorStorage = newValue } }
    }
    package var borderColorStorage: CGColor? = CGColor.black
    /// The colour that fills the bounds behind the contents.
    open var backgroundColor: CGColor? {
        get { LayerLock.withLock { backgroundColorStorage } }
        set { changeAnimatable("backgroundColor") { backgroundColorStorage = newValue } }
    }
    package var backgroundColorStorage: CGColor?
    /// The shadow's colour.
    open var shadowColor: CGColor? {
        get { LayerLock.withLock { shadowColorStorage } }
        set { changeAnimatable("shadowColor") { shadowColorStorage = newValue } }
    }
    package var shadowColorStorage: CGColor? = CGColor.black
    /// The shadow's opacity, 0...1; 0 draws no shadow.
    open var shadowOpacity: Float {
        get { LayerLock.withLock { shadowOpacityStorage } }
        set {
            guard newValue.isFinite else { return refuse("shadowOpacity", newValue) }
            changeAnimatable("shadowOpacity") { shadowOpacityStorage = newValue }
        }
    }
    package var shadowOpacityStorage: Float = 0
    /// The shadow's offset in the layer's coordinates.
    open var shadowOffset: CGSize {
        get { LayerLock.withLock { shadowOffsetStorage } }
        set {
            guard newValue.width.isFinite, newValue.height.isFinite else { return refuse("shadowOffset", newValue) }
            changeAnimatable("shadowOffset") { shadowOffsetStorage = newValue }
        }
    }
    var shadowOffsetStorage: CGSize = CGSize(width: 0, height: -3)
    /// The shadow's blur radius: the standard deviation of its Gaussian blur, in points.
    open var shadowRadius: CGFloat {
        get { LayerLock.withLock { shadowRadiusStorage } }
        set {
            guard newValue.isFinite else { return refuse("shadowRadius", newValue) }
            changeAnimatable("shadowRadius") { shadowRadiusStorage = newValue }
        }
    }
    var shadowRadiusStorage: CGFloat = 3
    /// The shadow's shape; `nil` derives it from the layer's composite alpha (costlier). A mutable path is copied,
    /// so that the render server never reads a path the app is changing.
    open var shadowPath: CGPath? {
        get { LayerLock.withLock { shadowPathStorage } }
        set {
            LayerLock.lock()
            defer { LayerLock.unlock() }
            willChange("shadowPath")
            shadowPathStorage = newValue
            if let mutable = shadowPathStorage as? CGMutablePath { shadowPathStorage = mutable.copy() }
            didChange("shadowPath")
        }
    }
    var shadowPathStorage: CGPath?

    // MARK: Contents

    /// The image the layer shows: a `CGImage`, or the backing store the layer drew. Other values are ignored.
    /// A new image cross-fades in by default (the implicit action is a fade transition).
    open var contents: Any? {
        get { LayerLock.withLock { contentsStorage } }
        set {
            LayerLock.lock()
            defer { LayerLock.unlock() }
            willChange("contents")
            contentsStorage = newValue
            if let contentsStorage, !(contentsStorage is CGImage || contentsStorage is BackingStore) {
                CALayer.log.error("CALayer: contents \(String(describing: contentsStorage)) is not an image; not drawn.")
            }
            didChange("contents")
        }
    }
    var contentsStorage: Any?
    /// How the contents are placed in the bounds.
    open var contentsGravity: CALayerContentsGravity {
        get { LayerLock.withLock { contentsGravityStorage } }
        set { changeDrawn { contentsGravityStorage = newValue } }
    }
    var contentsGravityStorage: CALayerContentsGravity = .resize
    /// The part of the contents shown, in unit coordinates.
    open var contentsRect: CGRect {
        get { LayerLock.withLock { contentsRectStorage } }
        set {
            guard newValue.isFinite else { return refuse("contentsRect", newValue) }
            changeAnimatable("contentsRect") { contentsRectStorage = newValue }
        }
    }
    var contentsRectStorage: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// The stretchable middle of the contents, in unit coordinates: the nine-part grid's centre.
    open var contentsCenter: CGRect {
        get { LayerLock.withLock { contentsCenterStorage } }
        set {
            guard newValue.isFinite else { return refuse("contentsCenter", newValue) }
            changeAnimatable("contentsCenter") { contentsCenterStorage = newValue }
        }
    }
    var contentsCenterStorage: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// Pixels per point of the contents and of the backing store.
    open var contentsScale: CGFloat {
        get { LayerLock.withLock { contentsScaleStorage } }
        set {
            LayerLock.lock()
            defer { LayerLock.unlock() }
            guard newValue.isFinite, newValue > 0 else { return refuse("contentsScale", newValue) }
            contentsScaleStorage = newValue
            noteRenderChange()
        }
    }
    package var contentsScaleStorage: CGFloat = 1
    /// The filter used when the contents are drawn smaller.
    open var minificationFilter: CALayerContentsFilter {
        get { LayerLock.withLock { minificationFilterStorage } }
        set { changeDrawn { minificationFilterStorage = newValue } }
    }
    var minificationFilterStorage: CALayerContentsFilter = .linear
    /// The filter used when the contents are drawn larger.
    open var magnificationFilter: CALayerContentsFilter {
        get { LayerLock.withLock { magnificationFilterStorage } }
        set { changeDrawn { magnificationFilterStorage = newValue } }
    }
    var magnificationFilterStorage: CALayerContentsFilter = .linear
    /// Whether the layer's drawing is fully opaque, which lets its backing store omit alpha.
    open var isOpaque: Bool {
        get { LayerLock.withLock { isOpaqueStorage } }
        set { LayerLock.withLock { isOpaqueStorage = newValue } }
    }
    var isOpaqueStorage: Bool = false
    /// Whether the back of the layer is drawn when a transform turns it away.
    open var isDoubleSided: Bool {
        get { LayerLock.withLock { isDoubleSidedStorage } }
        set { changeAnimatable("doubleSided") { isDoubleSidedStorage = newValue } }
    }
    var isDoubleSidedStorage: Bool = true
    /// Whether the layer's geometry is flipped relative to its superlayer's.
    open var isGeometryFlipped: Bool {
        get { LayerLock.withLock { isGeometryFlippedStorage } }
        set { changeDrawn { isGeometryFlippedStorage = newValue } }
    }
    package var isGeometryFlippedStorage: Bool = false
    /// Whether the contents are flipped when rendered, relative to the layer's coordinate space: true when an odd
    /// number of layers from this one up to the root flip their geometry. Images are drawn so that they stay
    /// upright on screen.
    open func contentsAreFlipped() -> Bool {
        sequence(first: self, next: \.superlayer).reduce(false) { $0 != $1.isGeometryFlipped }
    }
    /// Whether changing the bounds size calls `setNeedsDisplay()`.
    open var needsDisplayOnBoundsChange: Bool {
        get { LayerLock.withLock { needsDisplayOnBoundsChangeStorage } }
        set { LayerLock.withLock { needsDisplayOnBoundsChangeStorage = newValue } }
    }
    var needsDisplayOnBoundsChangeStorage: Bool = false
    /// Whether `draw(in:)` may run off the main thread (accepted; Vellum always draws at commit).
    open var drawsAsynchronously: Bool {
        get { LayerLock.withLock { drawsAsynchronouslyStorage } }
        set { LayerLock.withLock { drawsAsynchronouslyStorage = newValue } }
    }
    var drawsAsynchronouslyStorage: Bool = false
    /// Whether the layer is composited from a cached bitmap of itself and its sublayers.
    open var shouldRasterize: Bool {
        get { LayerLock.withLock { shouldRasterizeStorage } }
        set { changeDrawn { shouldRasterizeStorage = newValue } }
    }
    var shouldRasterizeStorage: Bool = false
    /// The scale of the cached bitmap, relative to the screen's, when `shouldRasterize` is set.
    open var rasterizationScale: CGFloat {
        get { LayerLock.withLock { rasterizationScaleStorage } }
        set { changeDrawn { rasterizationScaleStorage = newValue } }
    }
    var rasterizationScaleStorage: CGFloat = 1
    /// Whether opacity applies to the layer and its sublayers as one group.
    open var allowsGroupOpacity: Bool {
        get { LayerLock.withLock { allowsGroupOpacityStorage } }
        set { changeDrawn { allowsGroupOpacityStorage = newValue } }
    }
    var allowsGroupOpacityStorage: Bool = true
    /// A blur of what the layer covers, drawn under its own appearance, as Core Animation's private backdrop layers
    /// do for `UIVisualEffectView`; nil for none. Not public: iOS has no API for it.
    package var backdrop: LayerBackdrop? {
        get { LayerLock.withLock { backdropStorage } }
        set { changeDrawn { backdropStorage = newValue } }
    }
    /// Whether edges are antialiased under transforms.
    open var allowsEdgeAntialiasing: Bool {
        get { LayerLock.withLock { allowsEdgeAntialiasingStorage } }
        set { LayerLock.withLock { allowsEdgeAntialiasingStorage = newValue } }
    }
    var allowsEdgeAntialiasingStorage: Bool = false
    /// Which edges are antialiased.
    open var edgeAntialiasingMask: CAEdgeAntialiasingMask {
        get { LayerLock.withLock { edgeAntialiasingMaskStorage } }
        set { LayerLock.withLock { edgeAntialiasingMaskStorage = newValue } }
    }
    var edgeAntialiasingMaskStorage: CAEdgeAntialiasingMask = [.layerLeftEdge, .layerRightEdge, .layerBottomEdge,
                                                             .layerTopEdge]

    // MARK: Identity and behaviour

    /// `<CALayer: 0x…>`, as Core Animation prints a layer: the class (bare for Vellum's, module-qualified for
    /// the app's) and the address.
    open override var description: String {
        let name = String(reflecting: type(of: self))
        let module = ["QuartzCore.", "UIKit."].first { name.hasPrefix($0) }
        let shown = module.map { String(name.dropFirst($0.count)) } ?? name
        return "<\(shown): 0x\(String(UInt(bitPattern: Unmanaged.passUnretained(self).toOpaque()), radix: 16))>"
    }

    /// A name, for finding the layer.
    open var name: String? {
        get { LayerLock.withLock { nameStorage } }
        set { LayerLock.withLock { nameStorage = newValue } }
    }
    /// Default values for keys not set on the layer.
    open var style: [AnyHashable: Any]? {
        get { LayerLock.withLock { styleStorage } }
        set { LayerLock.withLock { styleStorage = newValue } }
    }
    /// Actions by key, searched after the delegate's.
    open var actions: [String: CAAction]? {
        get { LayerLock.withLock { actionsStorage } }
        set { LayerLock.withLock { actionsStorage = newValue } }
    }
    /// The object that draws, lays out and provides actions for the layer. Held weakly.
    open var delegate: CALayerDelegate? {
        get { LayerLock.withLock { owningDelegate ?? weakDelegate } }
        set {
            LayerLock.withLock {
                owningDelegate = nil
                weakDelegate = newValue
            }
        }
    }
    private weak var weakDelegate: CALayerDelegate?
    /// A delegate that owns the layer (a view), held without a weak reference: weak references give the
    /// object a side table, which makes every retain and release of it slower. The owner clears it when it
    /// goes away, on whichever thread releases it, under the layer lock.
    private unowned(unsafe) var owningDelegate: CALayerDelegate?
    var hasOwningDelegate: Bool { owningDelegate != nil }

    /// Makes `owner`, which keeps the layer and clears this when it goes away, the delegate.
    package func setOwningDelegate(_ owner: CALayerDelegate?) {
        LayerLock.withLock {
            weakDelegate = nil
            owningDelegate = owner
        }
    }

    // MARK: Tree and state

    /// The layer this one is a sublayer of.
    public var superlayer: CALayer? { LayerLock.withLock { superlayerStorage } }
    /// The parent, unowned: it keeps its sublayers and clears this in `deinit`, and a weak reference would
    /// slow every retain and release of it.
    unowned(unsafe) var superlayerStorage: CALayer?
    /// The sublayers, back to front, in a ring buffer as Core Foundation keeps arrays: removing the first of many
    /// costs as little as removing the last.
    var children: Deque<CALayer> = []
    /// Set by `setNeedsDisplay`; the region to redraw, or `nil` for everything.
    var displayState: DisplayState = .clean
    var layoutNeeded = false
    /// Set when a sublayer (or one below it, or the mask) is marked for layout or display: the passes descend
    /// only along these marks, so a pass costs in proportion to what is marked, not to the tree.
    var descendantNeedsLayout = false
    var descendantNeedsDisplay = false
    /// Set when a sublayer (or one below it) has animations: advancing animations descends only along these.
    var descendantAnimates = false
    /// Set when a default `draw(in:)` ran: the delegate drew nothing, so no backing store is kept.
    package var drewNothing = false
    /// The one sublayer whose mark set `descendantNeedsLayout`, while only one did: layout visits it alone
    /// instead of asking every sublayer (a constraint's constant changed in a column of 10,000 rows). Cleared when
    /// it leaves, so it never outlives its place among `children`, which keep it. Declared after
    /// the flags above, which then share the space up to it with `displayState`.
    unowned(unsafe) var markedSublayer: CALayer?
    /// The animations, in the order they apply.
    var animationEntries: [AnimationEntry] = []
    /// Set once a transaction that changed the layer has committed: only then do changes run actions.
    var hasBeenCommitted = false
    /// Set on presentation copies, whose changes run no actions and join no transaction.
    var isPresentationCopy = false
    /// The model layer a presentation copy was made from.
    weak var modelLayer: CALayer?
    /// Actions looked up before a change, run after it.
    var pendingActions: [String: CAAction] = [:]
    /// Counts the changes that affect how the layer looks, so the compositor can tell what to redraw.
    var version = 0
    /// Set when the layer or a descendant changed since its render node was made.
    var subtreeChanged = true
    /// Which sublayers changed since their nodes were last made, for layers with sublayers: boxed, as leaves
    /// never need it.
    var sublayerChanges: SublayerChanges?
    /// The snapshot generation in which `subtreeChanged` was last set together with the ancestors'.
    var markedGeneration = -1
    /// The batch of changes the layer was last recorded in (see `CATransaction.ThreadState.batch`).
    var noteBatch = 0
    /// The last render node made for the layer, with the parent's sublayer matrix it was placed with:
    /// reused while nothing in the subtree changes. Boxed, as most layers never have a sublayer transform
    /// and a matrix is 128 bytes.
    var renderCache: RenderCache?
    var cachedNode: RenderLayer? { renderCache?.node }
    /// What few layers set, made on first use (Layer/RareLayerState.swift): a plain layer pays one pointer.
    var rareState: RareLayerState?
    /// A sublayer transform other than the identity.
    var sublayerTransformStorage: MatrixBox?
    /// Whether the sublayer transform is the identity.
    package final var hasIdentitySublayerTransform: Bool { sublayerTransformStorage == nil }
    /// Whether the layer has animations.
    package final var hasAnimations: Bool { !animationEntries.isEmpty }
    /// The layer this one masks.
    weak var maskedLayer: CALayer?

    // MARK: Timing (CAMediaTiming): the layer's time for its animations and sublayers
    // A change of the begin time, offset or speed is noted like a drawn property's, so that the next snapshot
    // takes it: a layer held still and scrubbed (speed 0, `timeOffset`) shows each offset it is given.

    /// When the layer's time starts, in its superlayer's time.
    open var beginTime: CFTimeInterval {
        get { LayerLock.withLock { timingStorage.beginTime } }
        set { changeDrawn { timingStorage.beginTime = newValue } }
    }
    /// An offset added to the layer's local time.
    open var timeOffset: CFTimeInterval {
        get { LayerLock.withLock { timingStorage.timeOffset } }
        set { changeDrawn { timingStorage.timeOffset = newValue } }
    }
    /// How many times the layer's time repeats.
    open var repeatCount: Float {
        get { LayerLock.withLock { timingStorage.repeatCount } }
        set { LayerLock.withLock { timingStorage.repeatCount = newValue } }
    }
    /// How long the layer's time repeats for.
    open var repeatDuration: CFTimeInterval {
        get { LayerLock.withLock { timingStorage.repeatDuration } }
        set { LayerLock.withLock { timingStorage.repeatDuration = newValue } }
    }
    /// The simple duration of the layer's time.
    open var duration: CFTimeInterval {
        get { LayerLock.withLock { timingStorage.duration } }
        set { LayerLock.withLock { timingStorage.duration = newValue } }
    }
    /// The rate of the layer's time relative to its superlayer's; 0 pauses its animations and its subtree's.
    open var speed: Float {
        get { LayerLock.withLock { timingStorage.speed } }
        set { changeDrawn { timingStorage.speed = newValue } }
    }
    /// Whether the layer's time plays backwards after forwards.
    open var autoreverses: Bool {
        get { LayerLock.withLock { timingStorage.autoreverses } }
        set { LayerLock.withLock { timingStorage.autoreverses = newValue } }
    }
    /// What the layer's time shows outside its active period.
    open var fillMode: CAMediaTimingFillMode {
        get { LayerLock.withLock { timingStorage.fillMode } }
        set { LayerLock.withLock { timingStorage.fillMode = newValue } }
    }

    enum DisplayState: Equatable {
        case clean
        case all
        case rect(CGRect)
    }

    static let log = Logger(label: "QuartzCore")

    /// A new layer with Core Animation's defaults, introduced in the current transaction.
    public override init() {
        super.init()
        LayerLock.withLock { CATransaction.noteChange(self) }
    }

    /// A copy of `layer`'s properties (not its sublayers), as Core Animation makes for presentation layers,
    /// including those of the class's own that `layer` has too. Changes to the copy run no actions.
    public init(layer: Any) {
        super.init()
        isPresentationCopy = true
        guard let other = layer as? CALayer else { return }
        LayerLock.withLock { copyProperties(from: other) }
    }

    deinit {
        var released: Deque<CALayer>? = LayerLock.withLock {
            let released = children
            children = []
            for child in released { child.superlayerStorage = nil }
            return released
        }
        // A deep tree is released level by level, each level some frames deeper, with no access to this layer
        // still open (in debug builds, exclusivity checks cost in proportion to the accesses open).
        DeepStack.release(&released)
    }

    /// Layers are not archived in Vellum; decoding gives a default layer.
    public required init?(coder: NSCoder) {
        super.init()
    }

    // MARK: Entry points subclasses override
    // Swift without Objective-C cannot override what an extension declares, so everything a subclass may
    // override is declared here; the work is in the file for its concern.

    /// The layer's rectangle in its superlayer's coordinates: the bounding box of the transformed bounds.
    /// Setting it sets `bounds.size` and `position` as if the transform were the identity (Core Animation
    /// leaves setting it under another transform undefined).
    open var frame: CGRect {
        get { LayerLock.withLock { frameInSuperlayer } }
        set { LayerLock.withLock { frameInSuperlayer = newValue } }
    }

    /// The sublayers, back to front; `nil` when there are none. Setting replaces them all.
    open var sublayers: [CALayer]? {
        get { LayerLock.withLock { children.isEmpty ? nil : Array(children) } }
        set { LayerLock.withLock { replaceAllSublayers(with: newValue) } }
    }

    /// Marks the whole layer for redrawing at the next display pass.
    open func setNeedsDisplay() {
        LayerLock.withLock {
            displayState = .all
            markAncestorsForDisplay()
            noteHierarchyChange()
        }
    }

    /// Marks `r` (in the layer's coordinates) for redrawing at the next display pass.
    open func setNeedsDisplay(_ r: CGRect) {
        LayerLock.withLock {
            markNeedsDisplay(r)
            noteHierarchyChange()
        }
    }

    /// Updates the contents: the delegate's `display(_:)` when it has one, else `draw(in:)` into a backing
    /// store at `contentsScale`.
    open func display() { LayerLock.withLock { displayContents() } }

    /// Draws the contents; the default asks the delegate's `draw(_:in:)`. `ctx` is in the layer's
    /// coordinates, y down, clipped to the region being redrawn.
    open func draw(in ctx: CGContext) { drawWithDelegate(in: ctx) }

    /// Marks the layer for layout at the next layout pass.
    open func setNeedsLayout() {
        LayerLock.withLock {
            guard !layoutNeeded else { return }
            layoutNeeded = true
            markAncestorsForLayout()
            noteHierarchyChange()
        }
    }

    /// Lays out, now, the tree below the highest superlayer that needs layout, down through every
    /// marked layer.
    open func layoutIfNeeded() { LayerLock.withLock { layoutFromHighestMarkedAncestor() } }

    /// Positions the sublayers; the default asks the delegate's `layoutSublayers(of:)`.
    open func layoutSublayers() { delegate?.layoutSublayers(of: self) }

    /// The size the layer would like: its bounds size mapped into the superlayer's coordinates, as the frame is.
    open func preferredFrameSize() -> CGSize { LayerLock.withLock { frameInSuperlayer.size } }

    /// Whether `p`, in the layer's coordinates, is inside its bounds.
    open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }

    /// The front-most layer at `p` (in the superlayer's coordinates): this one or a descendant. Hidden layers
    /// are skipped; a layer that masks to its bounds hides what lies outside them.
    open func hitTest(_ p: CGPoint) -> CALayer? { LayerLock.withLock { hitTestTree(p) } }

    /// Draws the layer and its sublayers into `ctx`, with the layer's bounds origin at the context's origin
    /// (its position and transform are not applied), through the same compositor as the screen: backgrounds,
    /// contents, borders, rounded clipping, shadows, masks, opacity and `zPosition` order. Layout and display
    /// run first. As on iOS, the layers' model values are drawn: running animations are ignored.
    open func render(in ctx: CGContext) { LayerLock.withLock { renderTree(in: ctx, presenting: false) } }

    /// The value of a property by key (`"position"`, `"hidden"`…), a value stored earlier under another key,
    /// or the layer's `style` default.
    open func value(forKey key: String) -> Any? { LayerLock.withLock { storedValue(forKey: key) } }

    /// Sets a property by key; any other key stores the value on the layer, as Core Animation does.
    /// A value of the wrong type for a property is refused and logged.
    open func setValue(_ value: Any?, forKey key: String) { LayerLock.withLock { storeValue(value, forKey: key) } }

    /// The value used for `key` when the layer has none: `nil`, as for Core Animation's own keys.
    open class func defaultValue(forKey key: String) -> Any? { nil }

    // MARK: Animations and actions

    /// Adds a copy of `anim` under `key`, replacing any animation with that key; a begin time of 0
    /// becomes the layer's current time.
    open func add(_ anim: CAAnimation, forKey key: String?) { LayerLock.withLock { addAnimation(anim, forKey: key) } }

    /// Removes the animation under `key`; its delegate hears it stopped unfinished.
    open func removeAnimation(forKey key: String) { LayerLock.withLock { removeEntry(forKey: key) } }

    /// Removes every animation.
    open func removeAllAnimations() { LayerLock.withLock { removeEveryEntry() } }

    /// The running copy of the animation under `key`.
    open func animation(forKey key: String) -> CAAnimation? {
        LayerLock.withLock { animationEntries.last { $0.key == key }?.animation }
    }

    /// The keys of the animations, in the order they apply.
    open func animationKeys() -> [String]? {
        let keys = LayerLock.withLock { animationEntries.compactMap(\.key) }
        return keys.isEmpty ? nil : keys
    }

    /// The action for `event`, searched as Core Animation does (see `lookUpAction(forKey:)`).
    open func action(forKey event: String) -> CAAction? { LayerLock.withLock { lookUpAction(forKey: event) } }

    /// The class's default action for `event`; `nil`.
    open class func defaultAction(forKey event: String) -> CAAction? { nil }

    /// A copy of the layer with every animated property at its value now. Vellum builds it for `CALayer`
    /// and its own layer classes; for your subclasses it is `nil` (Swift without Objective-C cannot make an
    /// instance of an arbitrary subclass), and `value(forKeyPath:)` on the model gives the model value.
    open func presentation() -> Self? { LayerLock.withLock { presentationLayer(at: CACurrentMediaTime()) as? Self } }

    /// The model layer: the layer itself, or for a presentation copy, the layer it was made from.
    open func model() -> Self { LayerLock.withLock { (modelLayer as? Self) ?? self } }

    // MARK: Hooks for Vellum's own layer classes

    /// A new instance of the layer's class copying its properties, for presentation copies.
    func makePresentationCopy() -> CALayer { CALayer(layer: self) }

    /// The properties the class reaches by key, which `value(forKey:)`, `setValue(_:forKey:)` and
    /// `init(layer:)` serve. A layer class returns its own table, built once over its superclass's.
    class var keyedProperties: LayerProperty.Table { baseProperties }

    /// Vector content drawn at composite time, between the contents and the sublayers (shapes, gradients),
    /// from the values presented at media time `time`; `nil` for a plain layer.
    func makeContentDrawing(at time: CFTimeInterval) -> ContentDrawing? { nil }

    /// Whether the layer draws a background, border, shadow, contents and mask of its own (a transform layer
    /// only groups its sublayers).
    class var rendersOwnAppearance: Bool { true }

    /// The render nodes of the sublayers as presented at `time`, in drawing order, given this layer's
    /// presented `values` and whether an odd number of flips lie above them (`flippedAbove`); a replicator
    /// layer makes copies here.
    func makeSublayerNodes(values: LayerValues, at time: CFTimeInterval, flippedAbove: Bool) -> SublayerNodes {
        let parentMatrix = values.matrixForSublayers(flipped: isGeometryFlipped)
        let recording = !CATransaction.state.rendersModel
        if recording, let nodes = patchedSublayerNodes(at: time, parentMatrix: parentMatrix, flippedAbove: flippedAbove) {
            return nodes
        }
        let inChildOrder = !children.contains { $0.zPosition != 0 }
        let sublayers = inChildOrder ? children : sublayersInDrawingOrder
        var nodes: [RenderLayer] = []
        nodes.reserveCapacity(sublayers.count)
        for sublayer in sublayers {
            let node = sublayer.renderNode(at: time, parentMatrix: parentMatrix, parentFlipped: isGeometryFlipped,
                                           flippedAbove: flippedAbove)
            if node.opacity > 0 { nodes.append(node) }
        }
        if recording { recordSublayerNodes(placedUnder: parentMatrix, flippedAbove: flippedAbove, inChildOrder: inChildOrder) }
        return SublayerNodes(nodes)
    }

    /// A matrix kept out of line.
    final class MatrixBox {
        let matrix: CATransform3D
        init(_ matrix: CATransform3D) { self.matrix = matrix }
    }

    /// A render node and the parent matrix and flips it was made under.
    final class RenderCache {
        let node: RenderLayer
        let parentMatrix: CATransform3D
        let flippedAbove: Bool
        init(node: RenderLayer, parentMatrix: CATransform3D, flippedAbove: Bool) {
            self.node = node
            self.parentMatrix = parentMatrix
            self.flippedAbove = flippedAbove
        }
    }

    private func refuse(_ key: String, _ value: Any) {
        CALayer.log.error("CALayer: invalid \(key) \(value); keeping the previous value.")
    }
}

