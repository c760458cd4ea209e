import Foundation

/// Where a loaded document's connections meet the app's classes: outlets and outlet collections set through
/// `setValue(_:forKey:)` (a `UIResponder` subclass's override first, as iOS connects outlets), actions bound
/// to registered methods through target–action, runtime attributes set by key path, and `customClass` names
/// resolved to classes. Each returns false, having logged why, when it cannot do what the document asks;
/// nothing crashes and nothing already set is undone.
///
/// The values a runtime attribute arrives with are Swift's for each of Interface Builder's types: `Bool`,
/// a number (`Int` or `Double`), `String` (also a localized string, looked up), `CGPoint`, `CGSize`, `CGRect`,
/// `NSRange`, `UIColor`, `UIImage`, and nil or `NSNull` for the nil type.
@MainActor
enum InterfaceBuilderConnections {
    /// Connects the outlet `property` of `source` to `destination`.
    /// A collection's members may come as an `NSArray`, which is set as a Swift array.
    static func connectOutlet(_ property: String, of source: AnyObject, to destination: AnyObject) -> Bool {
        if let members = destination as? NSArray {
            return connectOutletCollection(property, of: source, to: members.map { $0 as AnyObject })
        }
        return setValue(destination, forKey: property, of: source)
    }

    /// Connects the outlet collection `property` of `source` to `destinations`, in document order.
    static func connectOutletCollection(_ property: String, of source: AnyObject, to destinations: [AnyObject]) -> Bool {
        setValue(destinations, forKey: property, of: source)
    }

    /// Binds `<action selector=… destination=… eventType=…>` of `control` (a control, gesture recognizer or bar
    /// button item): to `target`'s method registered as `selector`, or, with a nil target (First Responder),
    /// to whichever responder up the chain registered it when the action is sent.
    static func connectAction(_ selector: String, from control: AnyObject, to target: AnyObject?, event: String?) -> Bool {
        guard let action = InterfaceBuilderActions.selector(selector, target: target) else { return false }
        return InterfaceBuilderActions.bind(action, from: control, to: target, event: event)
    }

    /// Applies the user-defined runtime attribute (or `@IBInspectable` value) `keyPath` of `object`:
    /// `layer.…` through the layer's key-value access, other keys as `setValue(_:forKey:)` does.
    static func setRuntimeAttribute(_ keyPath: String, of object: AnyObject, to value: Any) -> Bool {
        let value = InterfaceBuilderKeyValueCoding.unwrapped(value)
        if keyPath.hasPrefix("layer."), let view = object as? UIView {
            return InterfaceBuilderKeyValueCoding.setLayerValue(value, forKeyPath: String(keyPath.dropFirst(6)), of: view)
        }
        return setValue(value, forKey: keyPath, of: object)
    }

    /// The class a document names as `customClass` (in `module`, or the app's when nil), which must descend from
    /// `base` when given; nil, logged as on iOS, when there is none or it may not be instantiated.
    static func classNamed(_ name: String, module: String?, base: AnyClass? = nil) -> AnyClass? {
        InterfaceBuilderCustomClasses.classNamed(name, module: module, base: base)
    }

    /// `object.setValue(value, forKey: key)`, through a responder's override; whether the value was set.
    private static func setValue(_ value: Any?, forKey key: String, of object: AnyObject) -> Bool {
        guard let responder = object as? UIResponder else {
            return InterfaceBuilderKeyValueCoding.setValue(value, forKey: key, of: object)
        }
        return InterfaceBuilderKeyValueCoding.observingOutcome { responder.setValue(value, forKey: key) }
    }
}
