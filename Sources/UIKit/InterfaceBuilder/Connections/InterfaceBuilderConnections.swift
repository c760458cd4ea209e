import Foundation

/// Where an Interface Builder document's references to the app's code are resolved: outlets, actions,
/// user-defined runtime attributes and custom classes. Swift on Linux has no key–value coding and no
/// Objective-C runtime, so each returns whether it managed, and the loader logs what it could not do in
/// UIKit's words.
@MainActor
enum InterfaceBuilderConnections {
    /// Sets the outlet `property` of `source` to `destination`.
    static func connectOutlet(_ property: String, of source: AnyObject, to destination: AnyObject) -> Bool {
        guard let layer = source as? CALayer else { return false }
        layer.setValue(destination, forKey: property)
        return true
    }

    /// Makes `target` (nil: the responder chain) receive `selector` from `control` for `event`, Interface
    /// Builder's name of a `UIControl.Event` (none for a gesture recognizer).
    static func connectAction(_ selector: String, from control: AnyObject, to target: AnyObject?, event: String?) -> Bool {
        switch control {
        case let control as UIControl:
            guard let event = controlEvents[event ?? "primaryActionTriggered"] else { return false }
            control.addTarget(target, action: Selector(selector), for: event)
            return true
        case let recognizer as UIGestureRecognizer:
            guard let target else { return false }
            recognizer.addTarget(target, action: Selector(selector))
            return true
        default:
            return false
        }
    }

    /// Sets a user-defined runtime attribute: `layer.…` key paths through the layer's key–value access.
    static func setRuntimeAttribute(_ keyPath: String, of object: AnyObject, to value: Any) -> Bool {
        switch object {
        case let layer as CALayer:
            layer.setValue(value, forKeyPath: keyPath)
            return true
        case let view as UIView where keyPath.hasPrefix("layer."):
            view.layer.setValue(value, forKeyPath: String(keyPath.dropFirst("layer.".count)))
            return true
        default:
            return false
        }
    }

    /// The class a `customClass` names: UIKit's own by name, else `Module.Name` through Swift's runtime.
    static func classNamed(_ name: String, module: String?) -> AnyClass? {
        if let uikit = InterfaceBuilderClasses.classesByName[name] { return uikit }
        if let module, let found = NSClassFromString("\(module).\(name)") { return found }
        return NSClassFromString(name)
    }

    private static let controlEvents: [String: UIControl.Event] = [
        "touchDown": .touchDown, "touchDownRepeat": .touchDownRepeat, "touchDragInside": .touchDragInside,
        "touchDragOutside": .touchDragOutside, "touchDragEnter": .touchDragEnter, "touchDragExit": .touchDragExit,
        "touchUpInside": .touchUpInside, "touchUpOutside": .touchUpOutside, "touchCancel": .touchCancel,
        "valueChanged": .valueChanged, "primaryActionTriggered": .primaryActionTriggered,
        "menuActionTriggered": .menuActionTriggered, "editingDidBegin": .editingDidBegin,
        "editingChanged": .editingChanged, "editingDidEnd": .editingDidEnd, "editingDidEndOnExit": .editingDidEndOnExit,
    ]
}
