import Foundation

/// How the user edits besides typing: touches and the pointer place the caret (one tap), select a word (two)
/// or the paragraph (three), drag a selection and extend it with Shift; keys move and select as Mac Catalyst
/// maps a PC keyboard — arrows by character and line, Option/Ctrl by word, Cmd to the line's or the text's
/// ends, Home/End to the line's, Shift extending.
extension TextEditor {
    // MARK: Touches and pointer

    /// Places the caret or selection for a touch (or click) that went down in an editing view.
    func selectTouchBegan(_ touch: UITouch, with event: UIEvent?) {
        let offset = offset(closestTo: touch.location(in: self))
        unmarkText()
        verticalGoal = nil
        if event?.modifierFlags.contains(.shift) == true {
            let anchor = selectionAnchor ?? selection.location
            selectionAnchor = anchor
            return setSelection(NSRange(between: anchor, and: offset), notifyingInputDelegate: true)
        }
        switch touch.tapCount {
        case 1:
            selectionAnchor = offset
            setSelection(NSRange(location: offset, length: 0), notifyingInputDelegate: true)
        case 2:
            let word = textDocument.enclosingUnit(offset, .word, forward: true)
                ?? textDocument.enclosingUnit(offset, .word, forward: false)
                ?? textDocument.enclosingUnit(offset, .character, forward: true)
            selectionAnchor = word?.lowerBound
            if let word { setSelection(NSRange(location: word.lowerBound, length: word.count), notifyingInputDelegate: true) }
        default:
            let index = textDocument.paragraphIndex(containing: offset)
            let (start, end) = textDocument.bounds(ofParagraph: index)
            selectionAnchor = start
            setSelection(NSRange(location: start, length: end - start), notifyingInputDelegate: true)
        }
    }

    /// Extends the selection a one-tap drag began.
    func selectTouchMoved(_ touch: UITouch) {
        guard isEditingText, let anchor = selectionAnchor, touch.tapCount == 1 else { return }
        let offset = offset(closestTo: touch.location(in: self))
        setSelection(NSRange(between: anchor, and: offset), notifyingInputDelegate: true)
    }

    // MARK: Keys

    /// Does what each press's key does while editing; the presses it did nothing with.
    func editingPresses(_ presses: Set<UIPress>) -> Set<UIPress> {
        var unhandled = Set<UIPress>()
        for press in presses {
            guard isEditingText, let key = press.key, handleKey(key) else {
                unhandled.insert(press)
                continue
            }
        }
        return unhandled
    }

    /// Does what `key` does; whether it did anything.
    private func handleKey(_ key: UIKey) -> Bool {
        let flags = key.modifierFlags
        let extending = flags.contains(.shift)
        let byWord = !flags.isDisjoint(with: [.alternate, .control])
        let byLine = flags.contains(.command)
        let caret = extending ? selectionFocus : nil
        let goal = verticalGoal
        verticalGoal = nil
        switch key.keyCode {
        case .keyboardLeftArrow, .keyboardRightArrow:
            let right = key.keyCode == .keyboardRightArrow
            let forward = right != textDocument.isRightToLeft(at: selection.location)
            let from = caret ?? (forward ? selection.location + selection.length : selection.location)
            let target: Int
            if byLine {
                target = lineEdge(of: from, end: forward)
            } else if byWord {
                target = textDocument.boundary(from: from, .word, forward: forward) ?? (forward ? textDocument.length : 0)
            } else if selection.length > 0, !extending {
                target = from
            } else {
                target = textDocument.offset(from: from, characters: forward ? 1 : -1)
            }
            move(to: target, extending: extending)
        case .keyboardUpArrow, .keyboardDownArrow:
            let down = key.keyCode == .keyboardDownArrow
            if byLine {
                move(to: down ? textDocument.length : 0, extending: extending)
                return true
            }
            let from = caret ?? (down ? selection.location + selection.length : selection.location)
            let x = goal ?? textDocument.caretRect(at: from).midX
            move(to: lineOffset(from: from, down: down, x: x), extending: extending)
            verticalGoal = x
        case .keyboardHome, .keyboardEnd:
            move(to: lineEdge(of: caret ?? selection.location, end: key.keyCode == .keyboardEnd), extending: extending)
        case .keyboardDeleteForward:
            deleteForward()
        case .keyboardTab where flags.isDisjoint(with: [.command, .control, .alternate]):
            tabPressed(backward: extending)
        case .keyboardA where byLine || flags.contains(.control):
            selectWholeText()
        case .keyboardC where byLine || flags.contains(.control):
            copySelection()
        case .keyboardX where byLine || flags.contains(.control):
            cutSelection()
        case .keyboardV where byLine || flags.contains(.control):
            pasteText()
        default:
            verticalGoal = goal
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
            setSelection(NSRange(between: anchor, and: offset), notifyingInputDelegate: true)
        } else {
            selectionAnchor = nil
            setSelection(NSRange(location: offset, length: 0), notifyingInputDelegate: true)
        }
    }

    /// The offset on the line above or below the one holding `offset`, nearest `x`; the text's start above
    /// the first line and its end below the last.
    private func lineOffset(from offset: Int, down: Bool, x: CGFloat) -> Int {
        let line = textDocument.line(at: offset).rect
        let y = down ? line.maxY + 1 : line.minY - 1
        if y < 0 { return 0 }
        if y >= textDocument.size.height { return textDocument.length }
        return textDocument.offset(closestTo: CGPoint(x: x, y: y))
    }

    /// The start or end of the laid-out line holding `offset`; a wrapped line ends before the space it broke at.
    private func lineEdge(of offset: Int, end: Bool) -> Int {
        let line = textDocument.line(at: offset).range
        guard end else { return line.location }
        let upper = line.location + line.length
        let bodyEnd = textDocument.bounds(ofParagraph: textDocument.paragraphIndex(containing: offset)).bodyEnd
        guard upper < bodyEnd, upper > line.location,
              textDocument.substring(NSRange(location: upper - 1, length: 1)).allSatisfy(\.isWhitespace) else {
            return min(upper, bodyEnd)
        }
        return upper - 1
    }

    /// Selects the whole text.
    func selectWholeText() {
        selectionAnchor = 0
        setSelection(NSRange(location: 0, length: textDocument.length), notifyingInputDelegate: true)
    }

    /// Deletes the selection, or the character after the caret.
    func deleteForward() {
        var range = selection
        if range.length == 0 {
            let next = textDocument.offset(from: range.location, characters: 1)
            range = NSRange(location: range.location, length: next - range.location)
        }
        guard range.length > 0 else { return }
        userEdit(range, with: "", isMarking: false)
    }
}

extension NSRange {
    /// The range between two offsets, in either order.
    init(between a: Int, and b: Int) {
        self.init(location: Swift.min(a, b), length: abs(b - a))
    }
}
