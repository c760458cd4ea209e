import Foundation

/// A writable key path registered under a name, with its root and value types erased: sets a document's value
/// (an outlet's object, an outlet collection's array, a runtime attribute's number, colour…) on an instance of
/// the root class. A key path on a `weak var` stays weak; values of the wrong type are refused, not forced.
@MainActor
struct KeyPathSetter {
    /// What became of a value.
    enum Outcome: Equatable {
        case set
        /// The value is not of the property's type (named).
        case mismatch(expected: String)
        /// The key path is read-only (a `let`, or a computed property without a setter).
        case readOnly
    }

    /// The property's type, as Swift names it.
    let valueType: Any.Type
    private let apply: @MainActor (AnyObject, Any?) -> Outcome

    init<Root: AnyObject>(_ keyPath: PartialKeyPath<Root>) {
        valueType = type(of: keyPath).valueType
        func make<Value>(_: Value.Type) -> @MainActor (AnyObject, Any?) -> Outcome {
            guard let writable = keyPath as? ReferenceWritableKeyPath<Root, Value> else { return { _, _ in .readOnly } }
            return { object, value in
                // A key path of a base class applies to a subclass's instance through the upcast.
                guard let root = object as? Root else { return .mismatch(expected: "\(Root.self)") }
                guard let converted = InterfaceBuilderValue.convert(value, to: Value.self) else {
                    return .mismatch(expected: "\(Value.self)")
                }
                root[keyPath: writable] = converted
                return .set
            }
        }
        apply = _openExistential(valueType, do: make)
    }

    /// Sets `value` on `object`.
    func set(_ value: Any?, on object: AnyObject) -> Outcome {
        apply(object, value)
    }
}

/// Conversions between what documents hold and what properties take: numbers of any kind to the property's
/// numeric type, a colour to a `CGColor` for layer properties, nil to an optional.
enum InterfaceBuilderValue {
    /// `value` as a `Target`, converted where IB's types and Swift's differ; nil when it cannot be one.
    static func convert<Target>(_ value: Any?, to _: Target.Type) -> Target? {
        guard let value, !(value is NSNull) else { return Optional<Any>.none as? Target }
        if let direct = value as? Target { return direct }
        if let box = value as? NSValue, !(box is NSNumber), let unboxed = unboxed(box) as? Target { return unboxed }
        if let number = number(value) {
            var candidates: [Any] = [CGFloat(number), number, Float(number)]
            if let integer = Int(exactly: number) { candidates.append(integer) }
            candidates.append(number != 0)
            for candidate in candidates { if let converted = candidate as? Target { return converted } }
        }
        if let color = value as? UIColor, let converted = color.cgColor as? Target { return converted }
        return nil
    }

    /// The point, size, rectangle or range inside `box` (runtime attributes of those types come boxed).
    static func unboxed(_ box: NSValue) -> Any? {
        switch String(cString: box.objCType) {
        case encodings.point: return box.pointValue
        case encodings.size: return box.sizeValue
        case encodings.rect: return box.rectValue
        case encodings.range: return box.rangeValue
        default: return nil
        }
    }

    private static let encodings = (
        point: String(cString: NSValue(point: .zero).objCType), size: String(cString: NSValue(size: .zero).objCType),
        rect: String(cString: NSValue(rect: .zero).objCType),
        range: String(cString: NSValue(range: NSRange(location: 0, length: 0)).objCType))

    /// Any numeric value (or a Boolean) as a `Double`.
    static func number(_ value: Any) -> Double? {
        switch value {
        case let v as Bool: return v ? 1 : 0
        case let v as Double: return v
        case let v as CGFloat: return Double(v)
        case let v as Float: return Double(v)
        case let v as Int: return Double(v)
        case let v as NSNumber: return v.doubleValue
        case let v as any BinaryInteger: return Double(v)
        default: return nil
        }
    }
}
