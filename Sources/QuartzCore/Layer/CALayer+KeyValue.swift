/// Any numeric value as a `Double`: apps write `anim.toValue = 100`, `0.5`, or a `Float`.
func numericValue(_ value: Any?) -> Double? {
    switch value {
    case let v as Double: return v
    case let v as CGFloat: return Double(v)
    case let v as Float: return Double(v)
    case let v as Int: return Double(v)
    case let v as NSNumber: return v.doubleValue
    case let v as any BinaryInteger: return Double(v)
    case let v as any BinaryFloatingPoint: return Double(v)
    default: return nil
    }
}

extension CALayer {
    /// The base layer's properties by their key-value coding keys (Core Animation's names: `hidden`,
    /// `doubleSided`…); the layer classes' tables extend it.
    static let baseProperties = LayerProperty.Table([
        "bounds": .typed(\CALayer.bounds), "position": .typed(\CALayer.position),
        "anchorPoint": .typed(\CALayer.anchorPoint), "anchorPointZ": .number(\CALayer.anchorPointZ),
        "zPosition": .number(\CALayer.zPosition), "transform": .typed(\CALayer.transform),
        "sublayerTransform": .typed(\CALayer.sublayerTransform), "hidden": .flag(\CALayer.isHidden),
        "opacity": .number(\CALayer.opacity), "masksToBounds": .flag(\CALayer.masksToBounds),
        "mask": .optional(\CALayer.mask), "cornerRadius": .number(\CALayer.cornerRadius),
        "maskedCorners": .typed(\CALayer.maskedCorners), "borderWidth": .number(\CALayer.borderWidth),
        "borderColor": .optional(\CALayer.borderColor), "backgroundColor": .optional(\CALayer.backgroundColor),
        "shadowColor": .optional(\CALayer.shadowColor), "shadowOpacity": .number(\CALayer.shadowOpacity),
        "shadowOffset": .typed(\CALayer.shadowOffset), "shadowRadius": .number(\CALayer.shadowRadius),
        "shadowPath": .optional(\CALayer.shadowPath), "contents": .optional(\CALayer.contents),
        "contentsGravity": .typed(\CALayer.contentsGravity), "contentsRect": .typed(\CALayer.contentsRect),
        "contentsCenter": .typed(\CALayer.contentsCenter), "contentsScale": .number(\CALayer.contentsScale),
        "minificationFilter": .typed(\CALayer.minificationFilter),
        "magnificationFilter": .typed(\CALayer.magnificationFilter), "opaque": .flag(\CALayer.isOpaque),
        "doubleSided": .flag(\CALayer.isDoubleSided), "geometryFlipped": .flag(\CALayer.isGeometryFlipped),
        "needsDisplayOnBoundsChange": .flag(\CALayer.needsDisplayOnBoundsChange),
        "shouldRasterize": .flag(\CALayer.shouldRasterize),
        "rasterizationScale": .number(\CALayer.rasterizationScale),
        "allowsGroupOpacity": .flag(\CALayer.allowsGroupOpacity),
        "allowsEdgeAntialiasing": .flag(\CALayer.allowsEdgeAntialiasing),
        "name": .optional(\CALayer.name), "frame": .typed(\CALayer.frame),
    ])

    /// `value(forKey:)`'s work: the class's property, else a value stored under the key, the style's or the
    /// class's default.
    func storedValue(forKey key: String) -> Any? {
        if let property = Self.keyedProperties.byKey[key] { return property.get(self) }
        return extraValues[key] ?? style?[key] ?? Self.defaultValue(forKey: key)
    }

    /// `setValue(_:forKey:)`'s work: the class's property, else a value stored under the key. Boxed geometry
    /// (`NSValue(cgPoint:)`…) is stored unboxed.
    func storeValue(_ value: Any?, forKey key: String) {
        let value = NSValue.unboxed(value)
        guard let property = Self.keyedProperties.byKey[key] else {
            setExtraValue(value, forKey: key)
            return
        }
        if !property.set(self, value) {
            CALayer.log.error("CALayer: \(String(describing: value)) does not fit key \"\(key)\"; ignored.")
        }
    }

    /// The value at a key path: a property, then sub-keys of points (`x`, `y`), sizes (`width`, `height`),
    /// rectangles (`origin`, `size`) and transforms (`rotation.z`, `scale`, `translation.x`…).
    public func value(forKeyPath keyPath: String) -> Any? {
        LayerLock.withLock {
            let parts = keyPath.split(separator: ".", maxSplits: 1).map(String.init)
            let base = value(forKey: parts[0])
            guard parts.count == 2 else { return base }
            return Self.subValue(of: base, path: parts[1])
        }
    }

    /// Sets the value at a key path; sub-keys change one part of a point, size, rectangle or transform.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        LayerLock.withLock {
            let parts = keyPath.split(separator: ".", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { return setValue(value, forKey: keyPath) }
            let base = self.value(forKey: parts[0])
            guard let updated = Self.setting(subPath: parts[1], of: base, to: NSValue.unboxed(value)) else {
                CALayer.log.error("CALayer: \(String(describing: value)) does not fit key path \"\(keyPath)\"; ignored.")
                return
            }
            setValue(updated, forKey: parts[0])
        }
    }

    /// Copies every property of `other` that the layer's class has, for presentation and model copies.
    func copyProperties(from other: CALayer) {
        // `frame` is derived from the others; setting it would undo them under a transform.
        for (key, property) in Self.keyedProperties.byKey where key != "frame" {
            property.copy(self, other)
        }
        extraValues = other.extraValues
        style = other.style
        actions = other.actions
    }

    static func subValue(of value: Any?, path: String) -> Any? {
        let parts = path.split(separator: ".", maxSplits: 1).map(String.init)
        let head: Any?
        switch (value, parts[0]) {
        case (let p as CGPoint, "x"): head = p.x
        case (let p as CGPoint, "y"): head = p.y
        case (let s as CGSize, "width"): head = s.width
        case (let s as CGSize, "height"): head = s.height
        case (let r as CGRect, "origin"): head = r.origin
        case (let r as CGRect, "size"): head = r.size
        case (let t as CATransform3D, _): return t.value(forSubKey: path)
        default: return nil
        }
        return parts.count == 2 ? subValue(of: head, path: parts[1]) : head
    }

    static func setting(subPath path: String, of value: Any?, to newValue: Any?) -> Any? {
        let parts = path.split(separator: ".", maxSplits: 1).map(String.init)
        if let t = value as? CATransform3D {
            if let size = newValue as? CGSize { return t.setting(subKey: path, to: size) }
            return numericValue(newValue).flatMap { t.setting(subKey: path, to: CGFloat($0)) }
        }
        let inner: Any?
        if parts.count == 2 {
            guard let child = setting(subPath: parts[1], of: subValue(of: value, path: parts[0]), to: newValue) else {
                return nil
            }
            inner = child
        } else {
            inner = newValue
        }
        let number = numericValue(inner).map { CGFloat($0) }
        switch (value, parts[0]) {
        case (var p as CGPoint, "x"): guard let n = number else { return nil }; p.x = n; return p
        case (var p as CGPoint, "y"): guard let n = number else { return nil }; p.y = n; return p
        case (var s as CGSize, "width"): guard let n = number else { return nil }; s.width = n; return s
        case (var s as CGSize, "height"): guard let n = number else { return nil }; s.height = n; return s
        case (var r as CGRect, "origin"): guard let o = inner as? CGPoint else { return nil }; r.origin = o; return r
        case (var r as CGRect, "size"): guard let z = inner as? CGSize else { return nil }; r.size = z; return r
        default: return nil
        }
    }
}
