import Foundation

/// Editing: becoming and resigning first responder with the delegate's consent, edits that ask
/// `textView(_:shouldChangeTextIn:replacementText:)` and then tell `textViewDidChange` and post
/// `textDidChangeNotification`, and the caret kept in view.
extension UITextView {
    func beginEditing() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, textViewDelegate?.textViewShouldBeginEditing(self) ?? true,
              super.becomeFirstResponder() else { return false }
        isEditingStorage = true
        caretClock = CaretClock(caretView: caretView)
        InputMethodSession.shared.editorBeganEditing(self)
        updateCaret()
        scrollCaretToVisible()
        contentView.setNeedsDisplay()
        textViewDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        return true
    }

    func endEditing() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard textViewDelegate?.textViewShouldEndEditing(self) ?? true, super.resignFirstResponder() else { return false }
        unmarkText()
        isEditingStorage = false
        caretClock?.stop()
        caretClock = nil
        InputMethodSession.shared.editorEndedEditing(self)
        selectionAnchor = nil
        updateCaret()
        contentView.setNeedsDisplay()
        textViewDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
        return true
    }

    var isEditingText: Bool { isEditing }

    /// Tab types a tab, as in Notes; Shift-Tab does nothing.
    func tabPressed(backward: Bool) {
        if !backward { insertText("\t") }
    }

    // MARK: Typing

    /// Types `text` over the selection (or the marked text, ending the composition); Return types a line
    /// break, and pasted carriage returns become line feeds.
    public func insertText(_ text: String) {
        let typed = text.contains("\r") ? text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n") : text
        let target = markedRange ?? selection
        let wasMarked = markedRange != nil
        guard userEdit(target, with: typed) else { return }
        if wasMarked { markedRange = nil }
    }

    /// Deletes the selection, or the character before the caret (a whole emoji or accented letter).
    public func deleteBackward() {
        let range = rangeDeletedBackward
        guard range.length > 0 else { return }
        userEdit(range, with: "")
    }

    /// Replaces `range` with `replacement` in `typingAttributes` as the user's edit: a view that is not
    /// editable refuses it, and so may the delegate; then the text changes, the caret follows the
    /// replacement, and `textViewDidChange`, `textDidChangeNotification` and `textViewDidChangeSelection`
    /// follow. Whether it was made.
    @discardableResult
    func userEdit(_ range: NSRange, with replacement: String, isMarking: Bool = false) -> Bool {
        guard isEditable else { return false }
        let range = textDocument.clamp(range)
        if let textViewDelegate, !textViewDelegate.textView(self, shouldChangeTextIn: range, replacementText: replacement) {
            return false
        }
        // The highlight of the selection and the underline of marked text go with the edit.
        let highlighted = [selection, markedRange].compactMap { $0 }.filter { $0.length > 0 }.map(textSpan(of:))
        if markedRange != nil, !isMarking { markedRange = nil }
        // The storage first: the document asks it for the attributes of the lines it lays out again.
        storage.replaceCharacters(in: range, with: NSAttributedString(string: replacement, attributes: typingAttributes))
        replaceInDocument(range, with: replacement)
        caretClock?.noteActivity()
        textInteraction?.textChanged()
        for span in highlighted + [textDocument.lastEditSpan] { redrawText(in: span) }
        textChanged()
        textViewDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
        textViewDelegate?.textViewDidChangeSelection(self)
        return true
    }

    /// The view's font and colour as attributes, for text set without its own.
    var baseAttributes: [NSAttributedString.Key: Any] {
        var attributes: [NSAttributedString.Key: Any] = [.font: font ?? Self.defaultFont]
        if let textColor { attributes[.foregroundColor] = textColor }
        return attributes
    }

    /// Replaces the whole text and its attributes, as the app does: the caret goes to the end, and neither
    /// the delegate nor undo hears of it.
    func setStorage(_ attributed: NSAttributedString) {
        inputDelegate?.textWillChange(self)
        markedRange = nil
        typingRun = nil
        storage = NSMutableAttributedString(attributedString: attributed)
        textDocument.text = attributed.string
        selection = NSRange(location: textDocument.length, length: 0)
        selectionAnchor = nil
        inputDelegate?.textDidChange(self)
        updateDetectedLinks()
        textLayoutChanged()
        KeyboardManager.shared.textInputChanged()
    }

    // MARK: Selection and caret

    /// Selects `range` (clamped), telling the delegate and, when the change is the view's own, the input
    /// delegate; typing then takes the attributes of the character before the selection.
    func setSelection(_ range: NSRange, notifyingInputDelegate: Bool = true) {
        let range = textDocument.clamp(range)
        guard range != selection else { return updateCaret() }
        if notifyingInputDelegate { inputDelegate?.selectionWillChange(self) }
        // Only a highlight is drawn for a selection: a caret moving redraws nothing.
        for highlighted in [selection, range] where highlighted.length > 0 { redrawText(in: textSpan(of: highlighted)) }
        selection = range
        if notifyingInputDelegate { inputDelegate?.selectionDidChange(self) }
        if storage.length > 0 {
            var attributes = storage.attributes(at: min(max(range.location - 1, 0), storage.length - 1), effectiveRange: nil)
            attributes[.link] = nil
            typingAttributes = attributes
        }
        caretClock?.noteActivity()
        updateCaret()
        scrollCaretToVisible()
        textViewDelegate?.textViewDidChangeSelection(self)
    }

    /// Places the caret view (shown while editing with an empty selection) in the tint colour, and tells the
    /// input method where the caret is.
    func updateCaret() {
        textInteraction?.selectionChanged(showingHandles: isEditing || !isEditable)
        let shown = isEditing && selection.length == 0
        caretView.isHidden = !shown
        guard shown else { return }
        caretView.frame = caretRect(forOffset: selection.location)
        caretView.backgroundColor = tintColor
        InputMethodSession.shared.caretMoved(in: self)
    }

    /// Scrolls as little as needed for the caret (or the selection's moving end) to show, with the
    /// container's inset below it.
    func scrollCaretToVisible() {
        guard isEditing, isScrollEnabled, bounds.height > 0 else { return }
        let caret = caretRect(forOffset: selection.location + selection.length)
        scrollRectToVisible(caret.inset(by: UIEdgeInsets(top: -textContainerInset.top, left: 0,
                                                          bottom: -textContainerInset.bottom, right: 0)), animated: false)
    }

    func scrollTextRangeToVisible(_ range: NSRange) {
        let range = textDocument.clamp(range)
        layoutIfNeeded()
        let rects = range.length == 0 ? [textDocument.caretRect(at: range.location)] : textDocument.selectionRects(for: range)
        guard let first = rects.first else { return }
        let union = rects.dropFirst().reduce(first) { $0.union($1) }
        scrollRectToVisible(viewRect(fromText: union), animated: false)
    }
}
