import Foundation

/// Editing: becoming and resigning first responder with the delegate's consent, edits that ask
/// `textField(_:shouldChangeCharactersIn:replacementString:)` and then send `.editingChanged` and
/// `textDidChangeNotification`, Return, the clear button, and the caret.
extension UITextField {
    func beginEditing() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, delegate?.textFieldShouldBeginEditing(self) ?? true,
              super.becomeFirstResponder() else { return false }
        isEditingStorage = true
        if clearsOnBeginEditing, hasText { text = "" }
        clearsOnNextEdit = isSecureTextEntry || clearsOnInsertion
        setSelection(NSRange(location: textDocument.length, length: 0), notifyingInputDelegate: false)
        editingClock = CaretClock(caretView: caretView) { [weak self] in self?.concealRevealedCharacter() }
        InputMethodSession.shared.editorBeganEditing(self)
        textChanged()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        return true
    }

    func endEditing() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard delegate?.textFieldShouldEndEditing(self) ?? true, super.resignFirstResponder() else { return false }
        endEditingState()
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
        return true
    }

    /// Leaves editing: the composition is committed, the caret hidden, the text scrolled back.
    private func endEditingState() {
        unmarkText()
        isEditingStorage = false
        editingClock?.stop()
        editingClock = nil
        textDocument.revealedOffset = nil
        InputMethodSession.shared.editorEndedEditing(self)
        scrollOffset = 0
        selectionAnchor = nil
        textChanged()
    }

    func fieldWillMove(toWindow newWindow: UIWindow?) {
        if newWindow == nil, isFirstResponder { _ = resignFirstResponder() }
    }

    // MARK: Typing

    /// Types `text` over the selection (or the marked text, ending the composition). A line break is Return.
    public func insertText(_ text: String) {
        if text == "\n" || text == "\r" { return returnPressed() }
        // A single line: pasted or composed line breaks become spaces.
        let line = String(text.unicodeScalars.map { $0 == "\n" || $0 == "\r" || $0 == "\u{2029}" ? " " : Character($0) })
        let target = markedRange ?? selection
        let wasMarked = markedRange != nil
        guard userEdit(target, with: line) else { return }
        if wasMarked { markedRange = nil }
        if isSecureTextEntry, line.utf16.count > 0 {
            let typed = target.location + line.utf16.count
            textDocument.revealedOffset = textDocument.boundary(from: typed, .character, forward: false)
            editingClock?.noteReveal()
        }
    }

    /// Deletes the selection, or the character before the caret (a whole emoji or accented letter).
    public func deleteBackward() {
        let range = rangeDeletedBackward
        guard range.length > 0 else { return }
        userEdit(range, with: "")
    }

    /// Replaces `range` with `replacement` as the user's edit: the delegate may refuse it; then the text
    /// changes, the caret follows the replacement, and `.editingChanged`, `textDidChangeNotification` and
    /// `textFieldDidChangeSelection` follow. Whether it was made.
    @discardableResult
    func userEdit(_ range: NSRange, with replacement: String, isMarking: Bool = false) -> Bool {
        var range = textDocument.clamp(range)
        if clearsOnNextEdit, !isMarking || !replacement.isEmpty {
            clearsOnNextEdit = false
            range = NSRange(location: 0, length: textDocument.length)
        }
        if let delegate, !delegate.textField(self, shouldChangeCharactersIn: range, replacementString: replacement) {
            return false
        }
        if markedRange != nil, !isMarking { markedRange = nil }
        textDocument.revealedOffset = nil
        let attributes = typingAttributes ?? defaultTextAttributes
        storage.replaceCharacters(in: range, with: NSAttributedString(string: replacement, attributes: attributes))
        replaceInDocument(range, with: replacement)
        editingClock?.noteActivity()
        textInteraction.textChanged()
        textChanged()
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
        delegate?.textFieldDidChangeSelection(self)
        return true
    }

    /// Return: if the delegate agrees, `.primaryActionTriggered` and `.editingDidEndOnExit`, and the field
    /// resigns when something listens for the latter.
    private func returnPressed() {
        unmarkText()
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        sendActions(for: .primaryActionTriggered)
        let ends = allControlEvents.contains(.editingDidEndOnExit)
        sendActions(for: .editingDidEndOnExit)
        if ends { _ = resignFirstResponder() }
    }

    /// The clear button was tapped: the text goes if the delegate agrees, with the events of an edit.
    func clearButtonTapped() {
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        if !isFirstResponder { _ = becomeFirstResponder() }
        markedRange = nil
        storage = NSMutableAttributedString(string: "")
        textDocument.text = ""
        selection = NSRange(location: 0, length: 0)
        textChanged()
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
        delegate?.textFieldDidChangeSelection(self)
    }

    /// The secure field's last typed character turns into a bullet.
    func concealRevealedCharacter() {
        textDocument.revealedOffset = nil
        contentView.setNeedsDisplay()
    }

    // MARK: Selection and caret

    /// Selects `range` (clamped), telling the delegate and, when the change is the field's own, the input
    /// delegate.
    func setSelection(_ range: NSRange, notifyingInputDelegate: Bool = true) {
        let range = textDocument.clamp(range)
        guard range != selection else { return updateCaret() }
        if notifyingInputDelegate { inputDelegate?.selectionWillChange(self) }
        selection = range
        customTypingAttributes = nil
        if notifyingInputDelegate { inputDelegate?.selectionDidChange(self) }
        editingClock?.noteActivity()
        scrollCaretIntoView()
        updateCaret()
        contentView.setNeedsDisplay()
        delegate?.textFieldDidChangeSelection(self)
    }

    /// Places the caret view (shown while editing with an empty selection) in the tint colour, and tells the
    /// input method where the caret is.
    func updateCaret() {
        textInteraction.selectionChanged(showingHandles: isEditing)
        let shown = isEditing && selection.length == 0
        caretView.isHidden = !shown
        guard shown else { return }
        let origin = textOrigin
        caretView.frame = textDocument.caretRect(at: selection.location).offsetBy(dx: origin.x, dy: origin.y)
        caretView.backgroundColor = tintColor
        InputMethodSession.shared.caretMoved(in: self)
    }

    func fieldTintColorDidChange() {
        caretView.backgroundColor = tintColor
        contentView.setNeedsDisplay()
    }

    /// Scrolls a line wider than the field so that the caret shows, with 1 point to spare.
    func scrollCaretIntoView() {
        let width = contentView.bounds.width, textWidth = textDocument.size.width
        guard isEditing, textWidth > width else {
            scrollOffset = 0
            return
        }
        let caret = textDocument.caretRect(at: selection.location)
        if caret.maxX - scrollOffset > width { scrollOffset = caret.maxX - width + 1 }
        if caret.minX - scrollOffset < 0 { scrollOffset = max(caret.minX - 1, 0) }
        scrollOffset = min(max(scrollOffset, 0), textWidth - width + 2)
        contentView.setNeedsDisplay()
    }

    // MARK: Drawing

    func drawFieldText(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let origin = textOrigin
        if isEditing, selection.length > 0 {
            context.setFillColor((tintColor ?? .systemBlue).withAlphaComponent(0.2).cgColor)
            for selected in textDocument.selectionRects(for: selection) {
                context.fill(selected.offsetBy(dx: origin.x, dy: origin.y))
            }
        }
        let color = (isEnabled ? textColor ?? .label : (textColor ?? .label).withAlphaComponent(0.5)).cgColor
        textDocument.draw(in: context, at: origin, color: color,
                          visible: rect.offsetBy(dx: -origin.x, dy: -origin.y))
        if let markedRange {
            let underline = (markedTextStyle?[.foregroundColor] as? UIColor) ?? textColor ?? .label
            context.setFillColor(underline.cgColor)
            let baseline = textDocument.firstBaseline + 2
            for marked in textDocument.selectionRects(for: markedRange) {
                context.fill(CGRect(x: marked.minX + origin.x, y: marked.minY + baseline + origin.y, width: marked.width, height: 1))
            }
        }
    }

    func drawFieldPlaceholder(in rect: CGRect) {
        guard let placeholder = attributedPlaceholder, let context = UIGraphicsGetCurrentContext() else { return }
        let styled = NSMutableAttributedString(attributedString: placeholder)
        let whole = NSRange(location: 0, length: styled.length)
        if styled.length > 0, styled.attribute(.font, at: 0, effectiveRange: nil) == nil {
            styled.addAttribute(.font, value: font ?? Self.defaultFont, range: whole)
        }
        let style = NSMutableParagraphStyle()
        style.alignment = textAlignment
        styled.addAttribute(.paragraphStyle, value: style, range: whole)
        let box = TextBox(styled, width: rect.width, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
        box.draw(in: context, rect: CGRect(x: rect.minX, y: rect.midY - box.size.height / 2,
                                           width: rect.width, height: box.size.height))
    }
}
