import Foundation

/// What a field does with Tab: the next field becomes first responder; while the field is focused, focus moves
/// to the next focus group instead, as on iPadOS.
extension UITextField {
    /// Whether keys move the caret and type: while the field edits.
    var isEditingText: Bool { isEditing }

    func tabPressed(backward: Bool) {
        if let window, window.focusSystem.focusedItem === self {
            _ = window.focusSystem.move(backward ? .previous : .next, in: window)
        } else {
            moveToNextField(backward: backward)
        }
    }

    /// Makes the next (or previous) enabled field of the window first responder, in reading order — top to
    /// bottom, then leading to trailing — wrapping around.
    private func moveToNextField(backward: Bool) {
        guard let window else { return }
        var fields: [UITextField] = []
        func collect(_ view: UIView) {
            if let field = view as? UITextField, field.isEnabled, !field.isHidden { fields.append(field) }
            guard !view.isHidden else { return }
            for subview in view.subviews { collect(subview) }
        }
        collect(window)
        guard fields.count > 1, let index = fields.firstIndex(where: { $0 === self }) else { return }
        let origins = fields.map { $0.convert(CGPoint.zero, to: window) }
        let order = fields.indices.sorted { (origins[$0].y, origins[$0].x) < (origins[$1].y, origins[$1].x) }
        guard let position = order.firstIndex(of: index) else { return }
        let next = order[(position + (backward ? order.count - 1 : 1)) % order.count]
        _ = fields[next].becomeFirstResponder()
    }
}
