import Foundation

extension UIGestureRecognizer {
    /// Adds `action`, an unbound method of `target`'s class taking the recognizer (or any type the recognizer
    /// can be cast to); `target` is held weakly. Method references cannot be compared, so each call adds a
    /// pair (UIKit ignores a pair added twice); `removeTarget(target, action: nil)` removes them.
    public func addTarget<T: AnyObject, Sender>(_ target: T, action: @escaping @MainActor (T) -> (Sender) -> Void) {
        targets.append(GestureTarget(target: target, action: Selector(unnamedActionName(of: T.self, arguments: ":"), action), handler: nil))
    }

    /// Adds `action`, an unbound method of `target`'s class taking no argument; `target` is held weakly.
    public func addTarget<T: AnyObject>(_ target: T, action: @escaping @MainActor (T) -> () -> Void) {
        targets.append(GestureTarget(target: target, action: Selector(unnamedActionName(of: T.self, arguments: ""), action), handler: nil))
    }

    /// Adds a closure called with the recognizer for each state change (Vellum).
    public func addTarget(handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        targets.append(GestureTarget(target: nil, action: nil, handler: handler))
    }

    func appendTarget(_ target: Any, action: Selector) {
        // A value would be boxed and released at once: only objects can be held weakly as targets.
        guard type(of: target) is AnyClass else {
            return uikitLog.error("-[\(type(of: self)) addTarget:action:]: target \(target) is not an object; ignored.")
        }
        let object = target as AnyObject
        // A pair already added is not added again, as in UIKit.
        guard !targets.contains(where: { $0.target === object && $0.action == action }) else { return }
        targets.append(GestureTarget(target: object, action: action, handler: nil))
        if !UnsendableSelectors.canPerform(action, on: object) { UnsendableSelectors.report(action, target: object) }
    }

    func removeTargets(_ target: Any?, action: Selector?) {
        let object = target.map { $0 as AnyObject }
        targets.removeAll { entry in
            let targetMatches = object == nil || entry.target === object
            let actionMatches = action == nil || entry.action == action
            return targetMatches && actionMatches
        }
    }

    /// Sends the action messages for the current state: each pair in the order added; pairs whose target
    /// has gone are dropped.
    func sendActions() {
        targets.removeAll { $0.handler == nil && $0.target == nil }
        for entry in targets {
            if let handler = entry.handler {
                handler(self)
            } else if let target = entry.target, let action = entry.action {
                if !performAction(action, on: target, sender: self, event: nil) {
                    UnsendableSelectors.report(action, target: target)
                }
            }
        }
    }

    // MARK: Location

    func centroidLocation(in view: UIView?) -> CGPoint {
        if !trackedTouches.isEmpty { rememberCentroid() }
        return convertFromWindow(lastLocationInWindow, window: lastWindow, to: view)
    }

    /// Records the centroid of the tracked touches as the last known location.
    func rememberCentroid() {
        guard let first = trackedTouches.first else { return }
        var x: CGFloat = 0, y: CGFloat = 0
        for touch in trackedTouches {
            x += touch.locationInWindow.x
            y += touch.locationInWindow.y
        }
        let n = CGFloat(trackedTouches.count)
        lastLocationInWindow = CGPoint(x: x / n, y: y / n)
        lastWindow = first.window
    }

    func touchLocation(at index: Int, in view: UIView?) -> CGPoint {
        guard trackedTouches.indices.contains(index) else {
            uikitLog.error("-[\(type(of: self)) locationOfTouch:inView:]: index (\(index)) beyond bounds (\(trackedTouches.count)).")
            return location(in: view)
        }
        return trackedTouches[index].location(in: view)
    }

    /// A point in `window`'s coordinates converted to `view`'s (the window's when nil).
    func convertFromWindow(_ point: CGPoint, window: UIWindow?, to view: UIView?) -> CGPoint {
        guard let view, let window, view !== window else { return point }
        return view.convert(point, from: window)
    }

    /// A vector in `window`'s coordinates converted to `view`'s (the window's when nil).
    func convertVectorFromWindow(_ vector: CGPoint, window: UIWindow?, to view: UIView?) -> CGPoint {
        guard let view, let window, view !== window else { return vector }
        let origin = view.convert(CGPoint.zero, from: window)
        let tip = view.convert(vector, from: window)
        return CGPoint(x: tip.x - origin.x, y: tip.y - origin.y)
    }

    /// A vector in `view`'s coordinates (the window's when nil) converted to the window's.
    func convertVectorToWindow(_ vector: CGPoint, from view: UIView?, window: UIWindow?) -> CGPoint {
        guard let view, let window, view !== window else { return vector }
        let origin = view.convert(CGPoint.zero, to: window)
        let tip = view.convert(vector, to: window)
        return CGPoint(x: tip.x - origin.x, y: tip.y - origin.y)
    }

    // MARK: Enabling

    /// `isEnabled`'s setter: disabling ends an attempt under way.
    func setEnabled(_ enabled: Bool) {
        guard enabled != isEnabledStorage else { return }
        isEnabledStorage = enabled
        if !enabled { GestureArbiter.shared.abort(self) }
    }
}
