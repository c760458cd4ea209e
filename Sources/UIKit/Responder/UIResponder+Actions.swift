import Foundation

/// Action messages: finding who performs a named action and performing it, without an Objective-C runtime
/// (see `Selector`).
extension UIResponder {
    /// The names of the standard edit actions (UIResponderStandardEditActions) and how a responder runs them.
    static let standardEditActions: [String: @MainActor (UIResponder, Any?) -> Void] = [
        "cut:": { $0.cut($1) }, "copy:": { $0.copy($1) }, "paste:": { $0.paste($1) },
        "pasteAndMatchStyle:": { $0.pasteAndMatchStyle($1) }, "select:": { $0.select($1) },
        "selectAll:": { $0.selectAll($1) }, "delete:": { $0.delete($1) },
        "makeTextWritingDirectionLeftToRight:": { $0.makeTextWritingDirectionLeftToRight($1) },
        "makeTextWritingDirectionRightToLeft:": { $0.makeTextWritingDirectionRightToLeft($1) },
        "toggleBoldface:": { $0.toggleBoldface($1) }, "toggleItalics:": { $0.toggleItalics($1) },
        "toggleUnderline:": { $0.toggleUnderline($1) }, "increaseSize:": { $0.increaseSize($1) },
        "decreaseSize:": { $0.decreaseSize($1) },
    ]

    /// Whether the responder implements `action`: its class has the method the selector is bound to, or
    /// `method(for:)` answers the name. The standard edit actions count only through an override of
    /// `canPerformAction(_:withSender:)`.
    func performsAction(_ action: Selector) -> Bool {
        if let method = action.method { return method.accepts(self) }
        return method(for: action) != nil
    }
}

/// Performs `action` on `target` with `sender` and `event`: through the method the selector is bound to,
/// the target's `method(for:)`, or, for a responder, the standard edit action of that name. False when
/// the target has no such method.
@MainActor
func performAction(_ action: Selector, on target: AnyObject, sender: Any?, event: UIEvent?) -> Bool {
    if let method = action.method, method.accepts(target) {
        return method.invoke(target, sender, event)
    }
    guard let responder = target as? UIResponder else { return false }
    if let implementation = responder.method(for: action) {
        implementation(sender, event)
        return true
    }
    if let edit = UIResponder.standardEditActions[action.name] {
        edit(responder, sender)
        return true
    }
    return false
}
