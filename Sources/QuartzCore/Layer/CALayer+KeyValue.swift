/// A stored layer property reachable by key: how to read it and how to write a value of the right type.
struct LayerProperty {
    let get: (CALayer) -> Any?
    /// Returns `false` when the value does not fit the property.
    let set: (CALayer, Any?) -> Bool
}

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
    private static func property<Value>(_ path: ReferenceWritableKeyPath<CALayer, Value>) -> LayerProperty {
        LayerProperty(get: { $0[keyPath: path] }, set: { layer, value in
            guard let typed = value as? Value else { return false }
            layer[keyPath: path] = typed
            return true
        })
    }

    private static func number<Value: BinaryFloatingPoint>(_ path: ReferenceWritableKeyPath<CALayer, Value>)
        -> LayerProperty {
        LayerProperty(get: { $0[keyPath: path] }, set: { layer, value in
            guard let number = numericValue(value) else { return false }
            layer[keyPath: path] = Value(number)
            return true
        })
    }

    private static func optional<Value>(_ path: ReferenceWritableKeyPath<CALayer, Value?>) -> LayerProperty {
        LayerProperty(get: { $0[keyPath: path] as Any? }, set: { layer, value in
            if value == nil || value is NSNull { layer[keyPath: path] = nil; return true }
            guard let typed = value as? Value else { return false }
            layer[keyPath: path] = typed
            return true
        })
    }

    private static func flag(_ path: ReferenceWritableKeyPath<CALayer, Bool>) -> LayerProperty {
        LayerProperty(get: { $0[keyPath: path] }, set: { layer, value in
            guard let flag = (value as? Bool) ?? numericValue(value).map({ $0 != 0 }) else { return false }
            layer[keyPath: path] = flag
            return true
        })
    }

    /// Every stored property by its key-value coding key (Core Animation's names: `hidden`, `doubleSided`…).
    /// Never changed after it is built, so safe to share.
    nonisolated(unsafe) static let properties: [String: LayerProperty] = [
        "bounds": property(\.bounds), "position": property(\.position), "anchorPoint": property(\.anchorPoint),
        "anchorPointZ": number(\.anchorPointZ), "zPosition": number(\.zPosition),
        "transform": property(\.transform), "sublayerTransform": property(\.sublayerTransform),
        "hidden": flag(\.isHidden), "opacity": number(\.opacity), "masksToBounds": flag(\.masksToBounds),
        "mask": optional(\.mask), "cornerRadius": number(\.cornerRadius), "maskedCorners": property(\.maskedCorners),
        "borderWidth": number(\.borderWidth), "borderColor": optional(\.borderColor),
        "backgroundColor": optional(\.backgroundColor), "shadowColor": optional(\.shadowColor),
        "shadowOpacity": number(\.shadowOpacity), "shadowOffset": property(\.shadowOffset),
        "shadowRadius": number(\.shadowRadius), "shadowPath": optional(\.shadowPath),
        "contents": optional(\.contents), "contentsGravity": property(\.contentsGravity),
        "contentsRect": property(\.contentsRect), "contentsCenter": property(\.contentsCenter),
        "contentsScale": number(\.contentsScale), "minificationFilter": property(\.minificationFilter),
        "magnificationFilter": property(\.magnificationFilter), "opaque": flag(\.isOpaque),
        "doubleSided": flag(\.isDoubleSided), "geometryFlipped": flag(\.isGeometryFlipped),
        "needsDisplayOnBoundsChange": flag(\.needsDisplayOnBoundsChange),
        "shouldRasterize": flag(\.shouldRasterize), "rasterizationScale": number(\.rasterizationScale),
        "allowsGroupOpacity": flag(\.allowsGroupOpacity), "allowsEdgeAntialiasing": flag(\.allowsEdgeAntialiasing),
        "name": optional(\.name), "frame": property(\.frame),
    ]

    func storedValue(forKey key: String) -> Any? {
        if let property = Self.properties[key] { return property.get(self) }
        return extraValues[key] ?? style?[key] ?? Self.defaultValue(forKey: key)
    }

    func storeValue(_ value: Any?, forKey key: String) {
        guard let property = Self.properties[key] else {
            extraValues[key] = value
            return
        }
        if !property.set(self, value) {
            CALayer.log.error("CALayer: \(String(describing: value)) does not fit key \"\(key)\"; ignored.")
        }
    }

    /// The value at a key path: a property, then sub-keys of points (`x`, `y`), sizes (`width`, `height`),
    /// rectangles (`origin`, `size`) and transforms (`rotation.z`, `scale`, `translation.x`…).
    public func value(forKeyPath keyPath: String) -> Any? {
        let parts = keyPath.split(separator: ".", maxSplits: 1).map(String.init)
        let base = value(forKey: parts[0])
        guard parts.count == 2 else { return base }
        return Self.subValue(of: base, path: parts[1])
    }

    /// Sets the value at a key path; sub-keys change one part of a point, size, rectangle or transform.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        let parts = keyPath.split(separator: ".", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return setValue(value, forKey: keyPath) }
        guard let updated = Self.setting(subPath: parts[1], of: self.value(forKey: parts[0]), to: value) else {
            CALayer.log.error("CALayer: \(String(describing: value)) does not fit key path \"\(keyPath)\"; ignored.")
            return
        }
        setValue(updated, forKey: parts[0])
    }

    /// Copies every property of `other`, for presentation and model copies.
    func copyProperties(from other: CALayer) {
        // `frame` is derived from the others; setting it would undo them under a transform.
        for (key, property) in Self.properties where key != "frame" {
            _ = property.set(self, property.get(other))
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
