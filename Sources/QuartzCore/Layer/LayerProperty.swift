/// A stored layer property reachable by key: how to read it, write a value given by key into it, and copy it
/// between two layers of the class that declares it.
struct LayerProperty: Sendable {
    /// The value, or `nil` when the layer is not of the declaring class.
    let get: @Sendable (CALayer) -> Any?
    /// Writes a value; `false` when it does not fit the property or the layer is not of the declaring class.
    let set: @Sendable (CALayer, Any?) -> Bool
    /// Copies the value from `from` into `into` when both are of the declaring class, without boxing it.
    let copy: @Sendable (_ into: CALayer, _ from: CALayer) -> Void
    /// Whether `LayerValues` carries the property by key in `extra`: a layer class's own animatable property
    /// (the base layer's animatable properties are `LayerValues` fields).
    private(set) var isAnimatable = false

    /// The property at `path`; `convert` turns a value given by key into the property's type (`nil` when it
    /// does not fit), `wrap` turns the property's value into the one read by key.
    init<Layer: CALayer, Value>(_ path: ReferenceWritableKeyPath<Layer, Value> & Sendable,
                                convert: @escaping @Sendable (Any?) -> Value?,
                                wrap: @escaping @Sendable (Value) -> Any? = { $0 }) {
        get = { layer in (layer as? Layer).flatMap { wrap($0[keyPath: path]) } }
        set = { layer, value in
            guard let layer = layer as? Layer, let converted = convert(value) else { return false }
            layer[keyPath: path] = converted
            return true
        }
        copy = { into, from in
            guard let into = into as? Layer, let from = from as? Layer else { return }
            into[keyPath: path] = from[keyPath: path]
        }
    }

    /// The same property, animated by key (see `isAnimatable`).
    var animatable: LayerProperty {
        var property = self
        property.isAnimatable = true
        return property
    }

    /// A property of any type; the value must have that type.
    static func typed<Layer: CALayer, Value>(_ path: ReferenceWritableKeyPath<Layer, Value> & Sendable)
        -> LayerProperty {
        LayerProperty(path, convert: { $0 as? Value })
    }

    /// The optional property at `path`, which `nil` and `NSNull` clear; `convert` turns any other value given by
    /// key into the property's type.
    private init<Layer: CALayer, Wrapped>(_ path: ReferenceWritableKeyPath<Layer, Wrapped?> & Sendable,
                                          clearedOr convert: @escaping @Sendable (Any) -> Wrapped?) {
        // Read back flattened, so that an empty property reads as `nil`, not as a boxed `nil`.
        self.init(path, convert: { value in
            guard let value, !(value is NSNull) else { return .some(nil) }
            return convert(value).map { .some($0) }
        }, wrap: { $0 })
    }

    /// An optional property; `nil` and `NSNull` clear it.
    static func optional<Layer: CALayer, Wrapped>(_ path: ReferenceWritableKeyPath<Layer, Wrapped?> & Sendable)
        -> LayerProperty {
        LayerProperty(path, clearedOr: { $0 as? Wrapped })
    }

    /// A floating-point property that takes any number.
    static func number<Layer: CALayer, Value: BinaryFloatingPoint & Sendable>(
        _ path: ReferenceWritableKeyPath<Layer, Value> & Sendable) -> LayerProperty {
        LayerProperty(path, convert: { numericValue($0).map(Value.init) })
    }

    /// An integer property that takes any whole, finite number.
    static func integer<Layer: CALayer>(_ path: ReferenceWritableKeyPath<Layer, Int> & Sendable) -> LayerProperty {
        LayerProperty(path, convert: { numericValue($0).flatMap { Int(exactly: $0) } })
    }

    /// A Boolean property that also takes a number (non-zero is `true`), as key-value coding does.
    static func flag<Layer: CALayer>(_ path: ReferenceWritableKeyPath<Layer, Bool> & Sendable) -> LayerProperty {
        LayerProperty(path, convert: { ($0 as? Bool) ?? numericValue($0).map { $0 != 0 } })
    }

    /// A property holding a named constant; it also takes the constant's name, as Objective-C code passes it.
    static func named<Layer: CALayer, Value: RawRepresentable<String> & Sendable>(
        _ path: ReferenceWritableKeyPath<Layer, Value> & Sendable) -> LayerProperty {
        LayerProperty(path, convert: { ($0 as? Value) ?? ($0 as? String).flatMap(Value.init(rawValue:)) })
    }

    /// An optional array of numbers; it takes an array of any numbers.
    static func numbers<Layer: CALayer>(_ path: ReferenceWritableKeyPath<Layer, [NSNumber]?> & Sendable)
        -> LayerProperty {
        LayerProperty(path, clearedOr: { value in
            guard let array = value as? [Any] else { return nil }
            let numbers = array.compactMap { numericValue($0).map { NSNumber(value: $0) } }
            return numbers.count == array.count ? numbers : nil
        })
    }

    /// The properties a layer class reaches by key, its superclasses' included: each class builds its table
    /// once, in a static constant, and returns it from `CALayer.keyedProperties`.
    struct Table: Sendable {
        /// Every property, by its key-value coding key.
        let byKey: [String: LayerProperty]
        /// The keys of the animatable properties `LayerValues` carries by key.
        let animatableKeys: Set<String>

        /// The properties of `base` (a superclass's table) and `own`, the class's own.
        init(extending base: Table? = nil, _ own: [String: LayerProperty]) {
            byKey = (base?.byKey ?? [:]).merging(own) { $1 }
            animatableKeys = Set(byKey.filter(\.value.isAnimatable).keys)
        }
    }
}
