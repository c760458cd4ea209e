import Foundation

/// A document's `<action>` connections bound through Swift-native target–action: the selector a class
/// registered under the action's name (the plugin registers every `@IBAction`), or a name the target's
/// `method(for:)` answers. With First Responder as destination the method is found when the action is sent,
/// on the responder up the chain that registered it.
@MainActor
enum InterfaceBuilderActions {
    private static var reported: Set<String> = []

    private static let events: [String: UIControl.Event] = [
        "touchDown": .touchDown, "touchDownRepeat": .touchDownRepeat, "touchDragInside": .touchDragInside,
        "touchDragOutside": .touchDragOutside, "touchDragEnter": .touchDragEnter, "touchDragExit": .touchDragExit,
        "touchUpInside": .touchUpInside, "touchUpOutside": .touchUpOutside, "touchCancel": .touchCancel,
        "valueChanged": .valueChanged, "primaryActionTriggered": .primaryActionTriggered,
        "menuActionTriggered": .menuActionTriggered, "editingDidBegin": .editingDidBegin,
        "editingChanged": .editingChanged, "editingDidEnd": .editingDidEnd,
        "editingDidEndOnExit": .editingDidEndOnExit, "allTouchEvents": .allTouchEvents,
        "allEditingEvents": .allEditingEvents, "allEvents": .allEvents,
    ]

    /// The selector `name` as `target` performs it: the method its class registered, or a name its
    /// `method(for:)` answers; for a nil target, the name alone, which each responder up the chain looks up when
    /// the action is sent. Nil, logged once, when `target` has no such method.
    static func selector(_ name: String, target: AnyObject?) -> Selector? {
        guard let target else { return Selector(name) }
        let registry = InterfaceBuilderRegistry.shared
        if let action = registry.action(name, of: target) { return action }
        if let responder = target as? UIResponder,
           responder.method(for: Selector(name)) != nil || UIResponder.standardEditActions[name] != nil {
            return Selector(name)
        }
        if reported.insert(name).inserted {
            let type = String(reflecting: Swift.type(of: target))
            uikitLog.error("""
                -[\(type) \(name)]: unrecognized selector sent to instance \(NSLayoutConstraint.address(of: target)). \
                Swift on Linux finds no method by its name: add the InterfaceBuilderPlugin to the target's plugins, \
                or register the method with InterfaceBuilder.register(_:outlets:actions:inspectables:). \
                The Interface Builder action is not connected; this is logged once per selector.
                """)
        }
        return nil
    }

    /// Adds `action` to `control`'s targets for `event` (a control event's name; a control's primary action
    /// when nil), to a gesture recognizer's targets, or as a bar button item's target and action.
    static func bind(_ action: Selector, from control: AnyObject, to target: AnyObject?, event: String?) -> Bool {
        switch control {
        case let control as UIControl:
            guard let events = event.map({ events[$0] }) ?? .primaryActionTriggered else {
                uikitLog.error("Interface Builder action \(action.name): unknown event type \"\(event ?? "")\"; not connected.")
                return false
            }
            control.addTarget(target, action: action, for: events)
        case let recognizer as UIGestureRecognizer:
            guard let target else {
                uikitLog.error("Interface Builder action \(action.name): a gesture recognizer's action needs a target; not connected.")
                return false
            }
            recognizer.addTarget(target, action: action)
        case let item as UIBarButtonItem:
            item.target = target
            item.action = action
        default:
            uikitLog.error("Interface Builder action \(action.name): \(type(of: control)) sends no actions; not connected.")
            return false
        }
        return true
    }
}
