import Foundation

extension UIControl {
    /// Adds `action`, an unbound method of `T` taking the sender (any type the control can be cast to), for
    /// `controlEvents`: sent to `target` (held weakly), or with a nil target to the first responder up the
    /// chain that is a `T`.
    public func addTarget<T: AnyObject, Sender>(_ target: T?, action: @escaping @MainActor (T) -> (Sender) -> Void,
                                                for controlEvents: Event) {
        appendTarget(target, action: Selector(unnamedActionName(of: T.self, arguments: ":"), action), for: controlEvents)
    }

    /// Adds `action`, an unbound method of `T` taking no argument, for `controlEvents`.
    public func addTarget<T: AnyObject>(_ target: T?, action: @escaping @MainActor (T) -> () -> Void, for controlEvents: Event) {
        appendTarget(target, action: Selector(unnamedActionName(of: T.self, arguments: ""), action), for: controlEvents)
    }

    /// Adds `action`, an unbound method of `T` taking the sender and the event (`action(_:forEvent:)`), for
    /// `controlEvents`.
    public func addTarget<T: AnyObject, Sender>(_ target: T?, action: @escaping @MainActor (T) -> (Sender, UIEvent) -> Void,
                                                for controlEvents: Event) {
        appendTarget(target, action: Selector(unnamedActionName(of: T.self, arguments: ":forEvent:"), action), for: controlEvents)
    }

    /// The targets of the control's target–action pairs that are objects Swift can hash (NSObject
    /// subclasses); `NSNull` stands for nil targets.
    public var allTargets: Set<AnyHashable> {
        var set = Set<AnyHashable>()
        // One NSNull for every nil target, as Apple's singleton would be.
        let null = NSNull()
        for entry in controlTargets where entry.uiAction == nil {
            if !entry.hasTarget {
                set.insert(null)
            } else if let hashable = entry.target as? AnyHashable {
                set.insert(hashable)
            }
        }
        return set
    }

    /// The events any action is registered for.
    public var allControlEvents: Event {
        controlTargets.reduce(into: Event()) { $0.formUnion($1.events) }
    }

    /// The names of the actions registered for `target` and `controlEvent`; nil when there are none.
    public func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let object = target.map { $0 as AnyObject }
        let names = controlTargets.compactMap { entry -> String? in
            guard entry.uiAction == nil, !entry.events.isDisjoint(with: controlEvent) else { return nil }
            guard object == nil ? !entry.hasTarget : entry.target === object else { return nil }
            return entry.action?.name
        }
        return names.isEmpty ? nil : names
    }

    func appendTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        if let target, !(type(of: target) is AnyClass) {
            return uikitLog.error("-[\(type(of: self)) addTarget:action:forControlEvents:]: target \(target) is not an object; ignored.")
        }
        let object = target.map { $0 as AnyObject }
        if let object, !UnsendableSelectors.canPerform(action, on: object) {
            UnsendableSelectors.report(action, target: object)
        }
        if let index = controlTargets.firstIndex(where: { entry in
            entry.uiAction == nil && entry.hasTarget == (object != nil) && entry.target === object && entry.action == action
        }) {
            controlTargets[index].events.formUnion(controlEvents)
            return
        }
        controlTargets.append(ControlTarget(target: object, hasTarget: object != nil, action: action, uiAction: nil,
                                            events: controlEvents))
    }

    func removeTargets(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        for index in controlTargets.indices.reversed() {
            let entry = controlTargets[index]
            guard entry.uiAction == nil else { continue }
            guard object == nil || entry.target === object, action == nil || entry.action == action else { continue }
            controlTargets[index].events.subtract(controlEvents)
            if controlTargets[index].events.isEmpty { controlTargets.remove(at: index) }
        }
    }

    func appendAction(_ action: UIAction, for controlEvents: Event) {
        if let index = controlTargets.firstIndex(where: { $0.uiAction?.identifier == action.identifier }) {
            let events = controlTargets[index].events.union(controlEvents)
            controlTargets[index] = ControlTarget(target: nil, hasTarget: false, action: nil, uiAction: action, events: events)
            return
        }
        controlTargets.append(ControlTarget(target: nil, hasTarget: false, action: nil, uiAction: action, events: controlEvents))
    }

    func removeActions(identifiedBy identifier: UIAction.Identifier, for controlEvents: Event) {
        for index in controlTargets.indices.reversed() where controlTargets[index].uiAction?.identifier == identifier {
            controlTargets[index].events.subtract(controlEvents)
            if controlTargets[index].events.isEmpty { controlTargets.remove(at: index) }
        }
    }

    /// Sends the actions registered for any of `controlEvents`, in the order they were added; pairs whose
    /// target has gone are dropped.
    func sendActions(for controlEvents: Event, with event: UIEvent?) {
        controlTargets.removeAll { $0.uiAction == nil && $0.hasTarget && $0.target == nil }
        let matching = controlTargets.filter { !$0.events.isDisjoint(with: controlEvents) }
        for entry in matching {
            if let action = entry.uiAction {
                sendAction(action)
            } else if let action = entry.action {
                if entry.hasTarget {
                    guard let target = entry.target else { continue }
                    sendAction(action, to: target, for: event)
                } else {
                    sendAction(action, to: nil, for: event)
                }
            }
        }
    }
}
