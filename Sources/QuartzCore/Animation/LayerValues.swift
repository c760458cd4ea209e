/// A layer's animatable state as a value: what animations act on, on any thread. The model layer fills
/// one; evaluating animations at a time changes it into the presentation values.
struct LayerValues: Sendable {
    var bounds: CGRect
    var position: CGPoint
    var anchorPoint: CGPoint
    var anchorPointZ: CGFloat
    var zPosition: CGFloat
    var transform: CATransform3D
    var sublayerTransform: CATransform3D
    var isHidden: Bool
    var opacity: Float
    var masksToBounds: Bool
    var cornerRadius: CGFloat
    var borderWidth: CGFloat
    var borderColor: CGColor?
    var backgroundColor: CGColor?
    var shadowColor: CGColor?
    var shadowOpacity: Float
    var shadowOffset: CGSize
    var shadowRadius: CGFloat
    var shadowPath: CGPath?
    /// The image shown (opaque: an image, a backing store, nothing, or a `ContentsFade` between two).
    var contents: AnimationValue
    /// What `contents` holds.
    var shownContents: Any? {
        if case .opaque(let shown) = contents { shown } else { nil }
    }
    var contentsRect: CGRect
    var contentsCenter: CGRect
    var isDoubleSided: Bool
    /// Animatable properties of layer classes (a shape's `strokeEnd`…), by key.
    var extra: [String: AnimationValue] = [:]

    init(_ layer: CALayer) {
        bounds = layer.boundsStorage
        position = layer.positionStorage
        anchorPoint = layer.anchorPointStorage
        anchorPointZ = layer.anchorPointZStorage
        zPosition = layer.zPositionStorage
        transform = layer.transformStorage
        sublayerTransform = layer.sublayerTransform
        isHidden = layer.isHiddenStorage
        opacity = layer.opacityStorage
        masksToBounds = layer.masksToBoundsStorage
        cornerRadius = layer.cornerRadiusStorage
        borderWidth = layer.borderWidthStorage
        borderColor = layer.borderColorStorage
        backgroundColor = layer.backgroundColorStorage
        shadowColor = layer.shadowColorStorage
        shadowOpacity = layer.shadowOpacityStorage
        shadowOffset = layer.shadowOffsetStorage
        shadowRadius = layer.shadowRadiusStorage
        shadowPath = layer.shadowPathStorage
        contents = .opaque(layer.contentsStorage)
        contentsRect = layer.contentsRectStorage
        contentsCenter = layer.contentsCenterStorage
        isDoubleSided = layer.isDoubleSidedStorage
        for key in type(of: layer).keyedProperties.animatableKeys {
            if let value = AnimationValue(layer.value(forKey: key)) { extra[key] = value }
        }
    }

    /// Writes the values into `layer` (a presentation copy).
    func write(to layer: CALayer) {
        layer.bounds = bounds
        layer.position = position
        layer.anchorPoint = anchorPoint
        layer.anchorPointZ = anchorPointZ
        layer.zPosition = zPosition
        layer.transform = transform
        layer.sublayerTransform = sublayerTransform
        layer.isHidden = isHidden
        layer.opacity = opacity
        layer.masksToBounds = masksToBounds
        layer.cornerRadius = cornerRadius
        layer.borderWidth = borderWidth
        layer.borderColor = borderColor
        layer.backgroundColor = backgroundColor
        layer.shadowColor = shadowColor
        layer.shadowOpacity = shadowOpacity
        layer.shadowOffset = shadowOffset
        layer.shadowRadius = shadowRadius
        layer.shadowPath = shadowPath
        layer.contents = (shownContents as? ContentsFade)?.nearer ?? shownContents
        layer.contentsRect = contentsRect
        layer.contentsCenter = contentsCenter
        layer.isDoubleSided = isDoubleSided
        for (key, value) in extra { layer.setValue(value.anyValue, forKey: key) }
    }

    // MARK: Geometry

    var matrixToSuperlayer: CATransform3D {
        Self.matrixToSuperlayer(bounds: bounds, anchorPoint: anchorPoint, anchorPointZ: anchorPointZ,
                                position: position, zPosition: zPosition, transform: transform)
    }

    func matrixForSublayers(flipped: Bool) -> CATransform3D {
        Self.matrixForSublayers(bounds: bounds, anchorPoint: anchorPoint, sublayerTransform: sublayerTransform,
                                flipped: flipped)
    }

    /// Maps a layer's coordinates into its superlayer's, before the superlayer's sublayer transform:
    /// the anchor point goes to `position` (and `zPosition`), with `transform` applied around it.
    static func matrixToSuperlayer(bounds: CGRect, anchorPoint: CGPoint, anchorPointZ: CGFloat, position: CGPoint,
                                   zPosition: CGFloat, transform: CATransform3D) -> CATransform3D {
        let anchor = anchorInBounds(bounds, anchorPoint)
        let toAnchor = CATransform3DMakeTranslation(-anchor.x, -anchor.y, -anchorPointZ)
        let toPosition = CATransform3DMakeTranslation(position.x, position.y, zPosition)
        return CATransform3DConcat(CATransform3DConcat(toAnchor, transform), toPosition)
    }

    /// What a layer applies to its sublayers' geometry: `sublayerTransform` around the anchor point,
    /// then, when `flipped`, a flip of y within the bounds.
    static func matrixForSublayers(bounds: CGRect, anchorPoint: CGPoint, sublayerTransform: CATransform3D,
                                   flipped: Bool) -> CATransform3D {
        var m = CATransform3DIdentity
        if !CATransform3DIsIdentity(sublayerTransform) {
            let anchor = anchorInBounds(bounds, anchorPoint)
            m = CATransform3DConcat(CATransform3DConcat(CATransform3DMakeTranslation(-anchor.x, -anchor.y, 0),
                                                        sublayerTransform),
                                    CATransform3DMakeTranslation(anchor.x, anchor.y, 0))
        }
        if flipped {
            let flip = CATransform3DConcat(CATransform3DMakeScale(1, -1, 1),
                                           CATransform3DMakeTranslation(0, bounds.minY + bounds.maxY, 0))
            m = CATransform3DConcat(m, flip)
        }
        return m
    }

    /// The depth of the bounds' centre once the layer is placed (then moved by `instance`) in a parent whose
    /// sublayer matrix is `parentMatrix`: what orders sublayers drawn with their depth kept.
    func depthOfCentre(under parentMatrix: CATransform3D, instance: CATransform3D = CATransform3DIdentity) -> CGFloat {
        let m = CATransform3DConcat(CATransform3DConcat(matrixToSuperlayer, instance), parentMatrix)
        let c = CGPoint(x: bounds.midX, y: bounds.midY)
        let z = c.x * m.m13 + c.y * m.m23 + m.m43, w = c.x * m.m14 + c.y * m.m24 + m.m44
        return w != 0 ? z / w : z
    }

    /// The point of the bounds the anchor point names.
    private static func anchorInBounds(_ bounds: CGRect, _ anchorPoint: CGPoint) -> (x: CGFloat, y: CGFloat) {
        (bounds.minX + anchorPoint.x * bounds.width, bounds.minY + anchorPoint.y * bounds.height)
    }

    // MARK: Access by key path, as animations name what they change

    private static func number<V: BinaryFloatingPoint & Sendable>(_ path: WritableKeyPath<LayerValues, V> & Sendable)
        -> Slot {
        Slot(get: { .number(Double($0[keyPath: path])) }, set: { values, value in
            guard case .number(let n) = value, n.isFinite else { return false }
            values[keyPath: path] = V(n)
            return true
        })
    }

    private static func value<V>(_ path: WritableKeyPath<LayerValues, V> & Sendable,
                                 _ wrap: @escaping @Sendable (V) -> AnimationValue,
                                 _ unwrap: @escaping @Sendable (AnimationValue) -> V?) -> Slot {
        Slot(get: { wrap($0[keyPath: path]) }, set: { values, value in
            guard let v = unwrap(value) else { return false }
            values[keyPath: path] = v
            return true
        })
    }

    private static func flag(_ path: WritableKeyPath<LayerValues, Bool> & Sendable) -> Slot {
        Slot(get: { .number($0[keyPath: path] ? 1 : 0) }, set: { values, value in
            guard case .number(let n) = value else { return false }
            values[keyPath: path] = n != 0
            return true
        })
    }

    private static func color(_ path: WritableKeyPath<LayerValues, CGColor?> & Sendable) -> Slot {
        Slot(get: { values in values[keyPath: path].flatMap { AnimationValue($0) } ?? .opaque(nil) },
             set: { values, value in
                 values[keyPath: path] = value.anyValue as? CGColor
                 return true
             })
    }

    /// One animatable key of every layer: how to read and write its field.
    struct Slot: Sendable {
        /// The field's value.
        let get: @Sendable (LayerValues) -> AnimationValue
        /// Writes the field; `false` when the value does not fit it.
        let set: @Sendable (inout LayerValues, AnimationValue) -> Bool
    }

    // Geometry that is not finite is not taken: an animation through NaN leaves the value as it was.
    private static func point(_ path: WritableKeyPath<LayerValues, CGPoint> & Sendable) -> Slot {
        value(path, { .point($0) }, { if case .point(let p) = $0, p.isFinite { p } else { nil } })
    }

    private static func size(_ path: WritableKeyPath<LayerValues, CGSize> & Sendable) -> Slot {
        value(path, { .size($0) }, { if case .size(let s) = $0, s.width.isFinite, s.height.isFinite { s } else { nil } })
    }

    private static func rect(_ path: WritableKeyPath<LayerValues, CGRect> & Sendable) -> Slot {
        value(path, { .rect($0) }, { if case .rect(let r) = $0, r.isFinite { r } else { nil } })
    }

    private static func matrix(_ path: WritableKeyPath<LayerValues, CATransform3D> & Sendable) -> Slot {
        value(path, { .transform($0) }, { if case .transform(let t) = $0, t.isFinite { t } else { nil } })
    }

    /// The animatable keys of every layer, by Core Animation's key names.
    static let slots: [String: Slot] = [
        "bounds": rect(\.bounds), "position": point(\.position),
        "anchorPoint": point(\.anchorPoint), "anchorPointZ": number(\.anchorPointZ),
        "zPosition": number(\.zPosition), "transform": matrix(\.transform),
        "sublayerTransform": matrix(\.sublayerTransform), "hidden": flag(\.isHidden),
        "opacity": number(\.opacity), "masksToBounds": flag(\.masksToBounds), "cornerRadius": number(\.cornerRadius),
        "borderWidth": number(\.borderWidth), "borderColor": color(\.borderColor),
        "backgroundColor": color(\.backgroundColor), "shadowColor": color(\.shadowColor),
        "shadowOpacity": number(\.shadowOpacity), "shadowOffset": size(\.shadowOffset),
        "shadowRadius": number(\.shadowRadius),
        "shadowPath": Slot(get: { $0.shadowPath.map { .path($0) } ?? .opaque(nil) },
                           set: { values, value in values.shadowPath = value.anyValue as? CGPath; return true }),
        "contents": Slot(get: { $0.contents }, set: { values, value in
            guard case .opaque = value else { return false }
            values.contents = value
            return true
        }),
        "contentsRect": rect(\.contentsRect), "contentsCenter": rect(\.contentsCenter),
        "doubleSided": flag(\.isDoubleSided),
    ]

    /// The value at `keyPath`: a key, then sub-keys of points, sizes, rects and transforms.
    func value(atKeyPath keyPath: String) -> AnimationValue? {
        let (key, rest) = Self.split(keyPath)
        let base = Self.slots[key]?.get(self) ?? extra[key]
        guard let rest else { return base }
        return AnimationValue(CALayer.subValue(of: base?.anyValue, path: rest))
    }

    /// Sets the value at `keyPath`; `false` when the value does not fit.
    @discardableResult
    mutating func setValue(_ value: AnimationValue, atKeyPath keyPath: String) -> Bool {
        let (key, rest) = Self.split(keyPath)
        var whole = value
        if let rest {
            let current = Self.slots[key]?.get(self) ?? extra[key]
            guard let updated = CALayer.setting(subPath: rest, of: current?.anyValue, to: value.anyValue),
                  let wrapped = AnimationValue(updated) else { return false }
            whole = wrapped
        }
        if let slot = Self.slots[key] { return slot.set(&self, whole) }
        extra[key] = whole
        return true
    }

    /// A key path's first key, and the rest after the dot, if any.
    static func split(_ keyPath: String) -> (String, String?) {
        guard let dot = keyPath.firstIndex(of: ".") else { return (keyPath, nil) }
        return (String(keyPath[..<dot]), String(keyPath[keyPath.index(after: dot)...]))
    }
}
