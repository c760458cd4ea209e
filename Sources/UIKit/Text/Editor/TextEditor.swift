import Foundation

/// What Vellum's editable text views share: their text in a `TextDocument`, a selection and marked range in
/// UTF-16 offsets, and the word being typed for undo. Keys, touches, the pasteboard, undo, input methods and
/// most of `UITextInput` are written once, in this protocol's extensions, on top of the few things each view
/// answers its own way: where its text sits, what an edit does, what Tab does.
@MainActor
protocol TextEditor: UIView, UITextInput, TextDocumentOwner {
    /// The selection; an empty one is the caret.
    var selection: NSRange { get set }
    /// The input method's composition; nil when nothing is composed.
    var markedRange: NSRange? { get set }
    /// Where a selection being extended by touch, pointer or Shift keeps its other end.
    var selectionAnchor: Int? { get set }
    /// The word being typed, which one undo step takes back.
    var typingRun: TypingRun? { get set }
    /// The x a run of up and down arrows keeps, as iOS keeps it across short lines.
    var verticalGoal: CGFloat? { get set }
    /// Whether the view edits now: keys move its caret and type into it.
    var isEditingText: Bool { get }
    /// A rectangle in the document's coordinates, in the view's.
    func viewRect(fromText rect: CGRect) -> CGRect
    /// A point in the view's coordinates, in the document's.
    func textPoint(fromView point: CGPoint) -> CGPoint
    /// Replaces `range` with `replacement` as the user's edit, if the delegate agrees; whether it was made.
    @discardableResult
    func userEdit(_ range: NSRange, with replacement: String, isMarking: Bool) -> Bool
    /// Selects `range` (clamped), telling the input delegate when the change is the view's own.
    func setSelection(_ range: NSRange, notifyingInputDelegate: Bool)
    /// Tab, or Shift-Tab when `backward`, was pressed with no other modifier.
    func tabPressed(backward: Bool)
}

extension TextEditor {
    /// The caret at `offset`, in the view's coordinates.
    func caretRect(forOffset offset: Int) -> CGRect {
        viewRect(fromText: textDocument.caretRect(at: offset))
    }

    /// The offset nearest `point`, in the view's coordinates.
    func offset(closestTo point: CGPoint) -> Int {
        textDocument.offset(closestTo: textPoint(fromView: point))
    }

    /// What Backspace deletes: the selection, or the character before the caret (a whole emoji or accented
    /// letter).
    var rangeDeletedBackward: NSRange {
        selection.length > 0 ? selection : textDocument.rangeDeletedBackward(from: selection.location)
    }

    /// Makes an edit the view has agreed to in its document: undo registers it, the caret follows the
    /// replacement, and a run of up and down arrows forgets its x.
    func replaceInDocument(_ range: NSRange, with replacement: String) {
        let replaced = textDocument.substring(range)
        let inserted = textDocument.replace(range, with: replacement)
        registerUndo(of: inserted, replacing: replaced)
        selection = NSRange(location: inserted.location + inserted.length, length: 0)
        selectionAnchor = nil
        verticalGoal = nil
        KeyboardManager.shared.textInputChanged()
    }
}
