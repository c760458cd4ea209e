import CoreGraphics

/// A layer that draws its sublayers several times, each copy transformed and delayed a step further than the
/// one before.
///
/// Copy k is tinted by `instanceColor` plus k times the colour offsets. Only the first copy is hit-tested, as
/// on Apple. With `preservesDepth`, the copies are drawn back to front by the depth of their centres, as a
/// transform layer draws its sublayers.
open class CAReplicatorLayer: CALayer {
    /// How many copies of the sublayers are drawn, the sublayers themselves included; 0 or less draws none, and
    /// more than `maximumInstanceCount` draws that many (logged once). Animatable.
    open var instanceCount: Int {
        get { LayerLock.withLock { instanceCountStorage } }
        set { changeAnimatable("instanceCount") { instanceCountStorage = newValue } }
    }
    var instanceCountStorage: Int = 1

    /// Whether the copies keep their depth rather than being flattened into the layer's plane: they are then
    /// drawn back to front.
    open var preservesDepth: Bool {
        get { LayerLock.withLock { preservesDepthStorage } }
        set { changeDrawn { preservesDepthStorage = newValue } }
    }
    var preservesDepthStorage: Bool = false

    /// How much later in time each copy is than the one before: its sublayers' animations run that much
    /// behind. Animatable.
    open var instanceDelay: CFTimeInterval {
        get { LayerLock.withLock { instanceDelayStorage } }
        set { changeAnimatable("instanceDelay") { instanceDelayStorage = newValue } }
    }
    var instanceDelayStorage: CFTimeInterval = 0

    /// The transform taking each copy to the next, about the centre of the replicator's bounds. Animatable.
    open var instanceTransform: CATransform3D {
        get { LayerLock.withLock { instanceTransformStorage } }
        set { changeAnimatable("instanceTransform") { instanceTransformStorage = newValue } }
    }
    var instanceTransformStorage: CATransform3D = CATransform3DIdentity

    /// The colour the first copy is multiplied by. Animatable.
    open var instanceColor: CGColor? {
        get { LayerLock.withLock { instanceColorStorage } }
        set { changeAnimatable("instanceColor") { instanceColorStorage = newValue } }
    }
    var instanceColorStorage: CGColor? = CGColor.white

    /// Added to the red component of each copy's colour to give the next one's. Animatable.
    open var instanceRedOffset: Float {
        get { LayerLock.withLock { instanceRedOffsetStorage } }
        set { changeAnimatable("instanceRedOffset") { instanceRedOffsetStorage = newValue } }
    }
    var instanceRedOffsetStorage: Float = 0

    /// Added to the green component of each copy's colour to give the next one's. Animatable.
    open var instanceGreenOffset: Float {
        get { LayerLock.withLock { instanceGreenOffsetStorage } }
        set { changeAnimatable("instanceGreenOffset") { instanceGreenOffsetStorage = newValue } }
    }
    var instanceGreenOffsetStorage: Float = 0

    /// Added to the blue component of each copy's colour to give the next one's. Animatable.
    open var instanceBlueOffset: Float {
        get { LayerLock.withLock { instanceBlueOffsetStorage } }
        set { changeAnimatable("instanceBlueOffset") { instanceBlueOffsetStorage = newValue } }
    }
    var instanceBlueOffsetStorage: Float = 0

    /// Added to the alpha component of each copy's colour to give the next one's. Animatable.
    open var instanceAlphaOffset: Float {
        get { LayerLock.withLock { instanceAlphaOffsetStorage } }
        set { changeAnimatable("instanceAlphaOffset") { instanceAlphaOffsetStorage = newValue } }
    }
    var instanceAlphaOffsetStorage: Float = 0

    /// The most copies drawn: each is a snapshot of the sublayers' subtrees at every commit, so a count in the
    /// millions would cost seconds and gigabytes a frame.
    static let maximumInstanceCount = 10_000

    /// Told when a count above `maximumInstanceCount` is drawn.
    private static let capped = LoggedOnce()

    /// The replicator's own properties by key (`"instanceCount"`…) over the base layer's.
    override class var keyedProperties: LayerProperty.Table { replicatorProperties }

    /// `keyedProperties`, built on first use.
    private static let replicatorProperties = LayerProperty.Table(extending: CALayer.keyedProperties, [
        "instanceCount": .integer(\CAReplicatorLayer.instanceCount).animatable,
        "preservesDepth": .flag(\CAReplicatorLayer.preservesDepth),
        "instanceDelay": .number(\CAReplicatorLayer.instanceDelay).animatable,
        "instanceTransform": .typed(\CAReplicatorLayer.instanceTransform).animatable,
        "instanceColor": .optional(\CAReplicatorLayer.instanceColor).animatable,
        "instanceRedOffset": .number(\CAReplicatorLayer.instanceRedOffset).animatable,
        "instanceGreenOffset": .number(\CAReplicatorLayer.instanceGreenOffset).animatable,
        "instanceBlueOffset": .number(\CAReplicatorLayer.instanceBlueOffset).animatable,
        "instanceAlphaOffset": .number(\CAReplicatorLayer.instanceAlphaOffset).animatable,
    ])

    override func makePresentationCopy() -> CALayer { CAReplicatorLayer(layer: self) }

    /// Copy k of each sublayer is placed as the sublayer is, then moved by `instanceTransform` k times about
    /// the centre, before the replicator's own sublayer transform; its animations run k delays late.
    override func makeSublayerNodes(values: LayerValues, at time: CFTimeInterval, flippedAbove: Bool) -> SublayerNodes {
        let count = drawnInstanceCount(values)
        let step = presented("instanceTransform", in: values) as? CATransform3D ?? instanceTransform
        let delay = numericValue(presented("instanceDelay", in: values)) ?? 0
        let (x, y) = (values.bounds.midX, values.bounds.midY)
        let toCentre = CATransform3DMakeTranslation(-x, -y, 0), fromCentre = CATransform3DMakeTranslation(x, y, 0)
        let sublayers = sublayersInDrawingOrder
        var power = CATransform3DIdentity
        var nodes: [(node: RenderLayer, depth: CGFloat)] = []
        let parentMatrix = values.matrixForSublayers(flipped: isGeometryFlipped)
        let base = (presented("instanceColor", in: values) as? CGColor ?? instanceColor)?.rgba ?? (1, 1, 1, 1)
        let offsets = ["instanceRedOffset", "instanceGreenOffset", "instanceBlueOffset", "instanceAlphaOffset"]
            .map { CGFloat(numericValue(presented($0, in: values)) ?? 0) }
        for k in 0..<count {
            let aboutCentre = CATransform3DConcat(CATransform3DConcat(toCentre, power), fromCentre)
            // Copy k's colour: the instance colour plus k times the offsets, each kept within 0...1.
            func channel(_ value: CGFloat, _ i: Int) -> CGFloat { min(max(value + CGFloat(k) * offsets[i], 0), 1) }
            let tint: RenderLayer.Color = (channel(base.0, 0), channel(base.1, 1), channel(base.2, 2), channel(base.3, 3))
            for sublayer in sublayers {
                let node = RenderLayer(sublayer, at: time, parentMatrix: parentMatrix, parentFlipped: isGeometryFlipped,
                                       flippedAbove: flippedAbove, instance: aboutCentre, tint: tint,
                                       timeShift: -Double(k) * delay)
                guard node.opacity > 0 else { continue }
                nodes.append((node, preservesDepth ? node.values.depthOfCentre(under: parentMatrix, instance: aboutCentre) : 0))
            }
            power = CATransform3DConcat(power, step)
        }
        // A stable sort: copies at the same depth keep their order.
        return SublayerNodes(preservesDepth
            ? nodes.enumerated().sorted { ($0.element.depth, $0.offset) < ($1.element.depth, $1.offset) }.map(\.element.node)
            : nodes.map(\.node))
    }

    /// How many copies are drawn when `values` are presented: the count shown (animated or not), within
    /// 0...`maximumInstanceCount`.
    func drawnInstanceCount(_ values: LayerValues) -> Int {
        let animated = numericValue(presented("instanceCount", in: values))
            .flatMap { $0.isNaN ? nil : Int(clamping: $0, rounding: .down) }
        let asked = animated ?? instanceCount
        let count = min(max(0, asked), Self.maximumInstanceCount)
        if asked > count {
            Self.capped.notice("CAReplicatorLayer: an instanceCount of \(asked) draws \(count) copies, the most there can be.")
        }
        return count
    }

    /// A property of the replicator as `values` present it: its animated value, else the model's.
    private func presented(_ key: String, in values: LayerValues) -> Any? {
        values.extra[key]?.anyValue ?? value(forKey: key)
    }
}
