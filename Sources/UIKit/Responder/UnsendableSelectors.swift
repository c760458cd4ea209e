import Foundation

/// Selectors that name a method no target can be found for: what UIKit raises "unrecognized selector" for.
/// On Linux the usual cause is a selector made from a string alone (`Selector("tapped:")`), which no Swift
/// method can ever answer, so each such selector is reported once, at error level, with the fix: a gesture
/// sends its action a dozen times a drag and the message would drown everything else.
@MainActor
enum UnsendableSelectors {
    private static var reported: Set<String> = []

    /// Whether `target` can perform `action`: the selector is bound to a method of its class, or it is a
    /// responder whose `method(for:)` or standard edit actions answer the name.
    static func canPerform(_ action: Selector, on target: AnyObject) -> Bool {
        if let method = action.method { return method.accepts(target) }
        guard let responder = target as? UIResponder else { return false }
        return responder.method(for: action) != nil || UIResponder.standardEditActions[action.name] != nil
    }

    /// Logs, the first time for `action`'s name, that `target` cannot perform it and how to fix it.
    static func report(_ action: Selector, target: AnyObject) {
        guard reported.insert(action.name).inserted else { return }
        let type = NSLayoutConstraint.className(of: target)
        let method = action.name.split(separator: ":").first.map(String.init) ?? action.name
        let why = action.method == nil
            ? "Swift on Linux has no Objective-C runtime, so a selector made from a string alone never reaches a method: "
                + "pass the method itself (action: \(type).\(method)) or bind the name to it "
                + "(Selector(\"\(action.name)\", \(type).\(method)))."
            : "The selector is bound to a method of another class than the target's."
        uikitLog.error("""
            -[\(type) \(action.name)]: unrecognized selector sent to instance \(NSLayoutConstraint.address(of: target)). \
            \(why) Nothing is sent; this is logged once per selector.
            """)
    }
}
