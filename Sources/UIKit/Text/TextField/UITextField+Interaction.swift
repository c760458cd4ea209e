import Foundation

/// How the user edits a field besides typing: touches and the pointer place the caret (one tap), select a
/// word (two) or everything (three), drag a selection, and extend it with Shift; keys move and select as
/// Mac Catalyst maps a PC keyboard, and Tab moves to the next field.
extension UITextField {
    // MARK: Touches and pointer

    func editingTouchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, isEnabled else { return }
        if !isFirstResponder, !becomeFirstResponder() { return }
        let offset = offset(closestTo: touch.location(in: self))
        unmarkText()
        if event?.modifierFlags.contains(.shift) == true {
            let anchor = selectionAnchor ?? selection.location
            selectionAnchor = anchor
            return setSelection(NSRange(between: anchor, and: offset))
        }
        switch touch.tapCount {
        case 1:
            selectionAnchor = offset
            setSelection(NSRange(location: offset, length: 0))
        case 2:
            let word = textDocument.enclosingUnit(offset, .word, forward: true)
                ?? textDocument.enclosingUnit(offset, .word, forward: false)
                ?? textDocument.enclosingUnit(offset, .character, forward: true)
            selectionAnchor = word?.lowerBound
            if let word { setSelection(NSRange(location: word.lowerBound, length: word.count)) }
        default:
            selectionAnchor = 0
            setSelection(NSRange(location: 0, length: textDocument.length))
        }
    }

    func editingTouchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, isEditing, let anchor = selectionAnchor, touch.tapCount == 1 else { return }
        setSelection(NSRange(between: anchor, and: offset(closestTo: touch.location(in: self))))
    }

    // MARK: Keys

    func editingPresses(_ presses: Set<UIPress>) -> Set<UIPress> {
        var unhandled = Set<UIPress>()
        for press in presses {
            guard isEditing, let key = press.key, handleKey(key) else {
                unhandled.insert(press)
                continue
            }
        }
        return unhandled
    }

    /// Does what `key` does in a field; whether it did anything.
    private func handleKey(_ key: UIKey) -> Bool {
        let flags = key.modifierFlags
        let extending = flags.contains(.shift)
        let byWord = !flags.isDisjoint(with: [.alternate, .control])
        let byLine = flags.contains(.command)
        let caret = extending ? selectionFocus : nil
        switch key.keyCode {
        case .keyboardLeftArrow, .keyboardRightArrow:
            let right = key.keyCode == .keyboardRightArrow
            let forward = right != textDocument.isRightToLeft(at: selection.location)
            let from = caret ?? (forward ? selection.location + selection.length : selection.location)
            let target: Int
            if byLine {
                target = forward ? textDocument.length : 0
            } else if byWord {
                target = textDocument.boundary(from: from, .word, forward: forward) ?? (forward ? textDocument.length : 0)
            } else if selection.length > 0, !extending {
                target = from
            } else {
                target = textDocument.offset(from: from, characters: forward ? 1 : -1)
            }
            move(to: target, extending: extending)
        case .keyboardUpArrow, .keyboardHome:
            move(to: 0, extending: extending)
        case .keyboardDownArrow, .keyboardEnd:
            move(to: textDocument.length, extending: extending)
        case .keyboardDeleteForward:
            deleteForward()
        case .keyboardTab where flags.isDisjoint(with: [.command, .control, .alternate]):
            moveToNextField(backward: extending)
        case .keyboardA where byLine || flags.contains(.control):
            selectWholeText()
        case .keyboardC where byLine || flags.contains(.control):
            copySelection()
        case .keyboardX where byLine || flags.contains(.control):
            cutSelection()
        case .keyboardV where byLine || flags.contains(.control):
            pasteText()
        default:
            return false
        }
        return true
    }

    /// The end of the selection that moves when Shift extends it.
    private var selectionFocus: Int {
        guard let anchor = selectionAnchor, anchor == selection.location || anchor == selection.location + selection.length
        else { return selection.location + selection.length }
        return anchor == selection.location ? selection.location + selection.length : selection.location
    }

    /// Moves the caret to `offset`, or the selection's moving end there when `extending`.
    private func move(to offset: Int, extending: Bool) {
        unmarkText()
        if extending {
            let anchor = selectionAnchor.flatMap { $0 == selection.location || $0 == selection.location + selection.length ? $0 : nil }
                ?? selection.location
            selectionAnchor = anchor
            setSelection(NSRange(between: anchor, and: offset))
        } else {
            selectionAnchor = nil
            setSelection(NSRange(location: offset, length: 0))
        }
    }

    /// Selects the whole text.
    func selectWholeText() {
        selectionAnchor = 0
        setSelection(NSRange(location: 0, length: textDocument.length))
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

extension NSRange {
    /// The range between two offsets, in either order.
    init(between a: Int, and b: Int) {
        self.init(location: Swift.min(a, b), length: abs(b - a))
    }
}
