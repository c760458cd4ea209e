import Foundation

/// The key-value coding Interface Builder needs, over the registry's key paths: `UIResponder`'s default
/// `setValue(_:forKey:)` and `setValue(_:forUndefinedKey:)`, and the same for objects that are not responders.
/// Refusals are logged in iOS's wording, once per class and key: a list cell's outlets connect for every row.
@MainActor
enum InterfaceBuilderKeyValueCoding {
    /// Whether the last value set through the defaults was set; nil while no default ran (an override took it).
    private static var outcome: Bool?
    private static var reported: Set<String> = []

    /// Runs `body`, which sets a value through an overridable `setValue(_:forKey:)`; whether it was set. An
    /// override that does not call the default took the value, so it counts as set.
    static func observingOutcome(_ body: () -> Void) -> Bool {
        let outer = outcome
        outcome = nil
        body()
        let result = outcome ?? true
        outcome = outer
        return result
    }

    /// `UIResponder.setValue(_:forKey:)`'s work: the registered property, else `setValue(_:forUndefinedKey:)`.
    static func setValue(_ value: Any?, forKey key: String, of responder: UIResponder) {
        guard InterfaceBuilderRegistry.shared.property(key, of: responder) != nil else {
            return responder.setValue(value, forUndefinedKey: key)
        }
        outcome = setValue(value, forKey: key, of: responder as AnyObject)
    }

    /// Sets the property registered as `key` on `object`; false, logged, when there is none or the value does not fit.
    static func setValue(_ value: Any?, forKey key: String, of object: AnyObject) -> Bool {
        guard let setter = InterfaceBuilderRegistry.shared.property(key, of: object) else {
            reportUndefinedKey(key, of: object)
            return false
        }
        switch setter.set(value, on: object) {
        case .set:
            return true
        case .mismatch(let expected):
            let given = value.map { "\(type(of: $0))" } ?? "nil"
            report(key, of: object, "[<\(describe(object))> setValue:forKey:]: the value for the key \(key) is a \(given), "
                + "not a \(expected); not set.")
        case .readOnly:
            report(key, of: object, "[<\(describe(object))> setValue:forKey:]: the key \(key) is read-only; not set.")
        }
        return false
    }

    /// `UIResponder.setValue(_:forUndefinedKey:)`'s work: what iOS raises `NSUnknownKeyException` for.
    static func reportUndefinedKey(_ key: String, of object: AnyObject) {
        outcome = false
        report(key, of: object, """
            [<\(describe(object))> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(key). \
            Swift on Linux finds no property by its name: add the InterfaceBuilderPlugin to the target's plugins, \
            or register the property with InterfaceBuilder.register(_:outlets:actions:inspectables:).
            """)
    }

    /// Sets `keyPath` of the view's layer, a colour as the `CGColor` layers hold.
    static func setLayerValue(_ value: Any?, forKeyPath keyPath: String, of view: UIView) -> Bool {
        view.layer.setValue((value as? UIColor)?.cgColor ?? value, forKeyPath: keyPath)
        return true
    }

    /// The value inside `value` when it is an optional (nil for an empty one).
    static func unwrapped(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.map { unwrapped($0.value) } ?? nil
    }

    private static func report(_ key: String, of object: AnyObject, _ message: String) {
        guard reported.insert("\(ObjectIdentifier(type(of: object)))/\(key)").inserted else { return }
        uikitLog.error("\(message)")
    }

    /// `App.ViewController 0x600000c04000`, as iOS's messages show an instance.
    private static func describe(_ object: AnyObject) -> String {
        "\(String(reflecting: type(of: object))) \(NSLayoutConstraint.address(of: object))"
    }
}
