import Foundation

/// What each gesture does to the selection, and the edit menu it brings up.
extension UITextInteraction: UIEditMenuInteractionDelegate {
    /// Whether a gesture at `point` may act: there is text to act on and the delegate agrees.
    private func begins(at point: CGPoint) -> Bool {
        guard textInput != nil else { return false }
        return delegate?.interactionShouldBegin(self, at: point) ?? true
    }

    func tapped() {
        guard let view, let textInput else { return }
        let point = tap.location(in: view)
        guard begins(at: point), let offset = offset(at: point) else { return }
        delegate?.interactionWillBegin(self)
        defer { delegate?.interactionDidEnd(self) }
        caretMenuTimer?.cancel()
        caretMenuTimer = nil
        let editable = textInteractionMode == .editable
        let wasCaretThere = textInput.isFirstResponder && !editMenu.isPresenting && selectedOffsets == offset..<offset
        if editable, !textInput.isFirstResponder { _ = textInput.becomeFirstResponder() }
        switch tap.tapCount {
        case 1:
            editMenu.dismissMenu()
            if editable {
                select(offset..<offset)
                // A tap on the caret where it already stands asks for the menu, as on iOS, once it is not the
                // first of a double tap: the menu would take the second.
                if wasCaretThere {
                    caretMenuTimer = EventClock.shared.schedule(after: Self.doubleTapInterval) { [weak self] in
                        self?.caretMenuTimer = nil
                        self?.presentMenu()
                    }
                }
            } else {
                hideHandles()
                if let selection = selectedOffsets { select(selection.lowerBound..<selection.lowerBound) }
            }
        case 2:
            selectUnit(.word, at: offset)
        default:
            selectUnit(.paragraph, at: offset)
        }
    }

    /// Selects the unit around `offset` and brings up the menu.
    private func selectUnit(_ granularity: UITextGranularity, at offset: Int) {
        guard let unit = unit(granularity, at: offset) else { return }
        select(unit)
        presentMenu()
    }

    func longPressChanged() {
        guard let view else { return }
        let point = longPress.location(in: view)
        switch longPress.state {
        case .began:
            guard begins(at: point) else { return }
            delegate?.interactionWillBegin(self)
            editMenu.dismissMenu()
            if textInteractionMode == .nonEditable {
                if let offset = offset(at: point) { selectUnit(.word, at: offset) }
                return
            }
            if let textInput, !textInput.isFirstResponder { _ = textInput.becomeFirstResponder() }
            moveCaret(to: point)
        case .changed:
            guard textInteractionMode == .editable else { return }
            moveCaret(to: point)
        case .ended, .cancelled, .failed:
            hideLoupe()
            guard textInput != nil else { return }
            if textInteractionMode == .editable, longPress.state == .ended { presentMenu() }
            delegate?.interactionDidEnd(self)
        default:
            break
        }
    }

    /// Puts the caret under `point` and shows the loupe over it.
    private func moveCaret(to point: CGPoint) {
        guard let offset = offset(at: point) else { return }
        select(offset..<offset)
        showLoupe(at: point)
    }

    func handleDragged(_ handle: TextSelectionHandleView) {
        guard let view, let selection = selectedOffsets else { return }
        switch handle.pan.state {
        case .began:
            editMenu.dismissMenu()
            delegate?.interactionWillBegin(self)
        case .changed:
            // The finger holds the handle's knob, off the line: aim at the line it marks.
            let point = handle.pan.location(in: view)
            let lineAimed = CGPoint(x: point.x, y: point.y + (handle.isStart ? handle.grabOffset : -handle.grabOffset))
            guard let offset = offset(at: lineAimed) else { return }
            // An end never crosses the other: the selection keeps at least one character.
            if handle.isStart {
                select(min(offset, selection.upperBound - 1)..<selection.upperBound)
            } else {
                select(selection.lowerBound..<max(offset, selection.lowerBound + 1))
            }
            showLoupe(at: point)
        case .ended, .cancelled, .failed:
            hideLoupe()
            presentMenu()
            delegate?.interactionDidEnd(self)
        default:
            break
        }
    }

    // MARK: Edit menu

    /// Brings up the edit menu beside the selection.
    func presentMenu() {
        guard let bounds = selectionBounds else { return }
        editMenu.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: bounds.midX, y: bounds.minY)))
    }

    /// The text input's menu for the selection, when it gives one.
    public func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
                                    suggestedActions: [UIMenuElement]) -> UIMenu? {
        guard let textInput, let range = textInput.selectedTextRange else { return nil }
        return textInput.editMenu(for: range, suggestedActions: suggestedActions)
    }

    /// The selection, which the menu must not cover.
    public func editMenuInteraction(_ interaction: UIEditMenuInteraction,
                                    targetRectFor configuration: UIEditMenuConfiguration) -> CGRect {
        selectionBounds ?? CGRect(origin: configuration.sourcePoint, size: .zero)
    }

    // MARK: Handles and loupe

    /// Shows handles at the ends of a selection, and hides them for a caret.
    func updateHandles() {
        guard let view, let textInput, let textView, let range = textInput.selectedTextRange, !range.isEmpty else {
            return hideHandles()
        }
        let rects = textInput.selectionRects(for: range).map(\.rect).filter { !$0.isNull }
        guard let first = rects.first, let last = rects.last else { return hideHandles() }
        let rightToLeft = textInput.baseWritingDirection(for: range.start, in: .forward) == .rightToLeft
        let startEdge = rightToLeft ? first.maxX : first.minX, endEdge = rightToLeft ? last.minX : last.maxX
        startHandle.place(at: textView.convert(CGRect(x: startEdge, y: first.minY, width: 0, height: first.height), to: view), in: view)
        endHandle.place(at: textView.convert(CGRect(x: endEdge, y: last.minY, width: 0, height: last.height), to: view), in: view)
    }

    /// The text input changed its selection: the handles follow it while `showingHandles`, and the menu goes
    /// when the text input stops editing.
    func selectionChanged(showingHandles: Bool) {
        if showingHandles {
            updateHandles()
        } else {
            hideHandles()
            if editMenu.isPresenting { editMenu.dismissMenu() }
        }
    }

    /// The text changed through the keyboard, an input method or the pasteboard: the edit menu goes, and one a
    /// tap on the caret was about to bring up does not come, as on iOS.
    func textChanged() {
        caretMenuTimer?.cancel()
        caretMenuTimer = nil
        if editMenu.isPresenting { editMenu.dismissMenu() }
    }

    /// Whether `point` (in `view`'s coordinates) is on a shown selection handle, which may lie outside the view.
    func handleContains(_ point: CGPoint, in view: UIView) -> Bool {
        [startHandle, endHandle].contains { $0.superview != nil && $0.point(inside: $0.convert(point, from: view), with: nil) }
    }

    func hideHandles() {
        startHandle.removeFromSuperview()
        endHandle.removeFromSuperview()
    }

    /// Shows the loupe magnifying the text under `point` (the interaction's view), above the finger.
    private func showLoupe(at point: CGPoint) {
        guard let view, let window = view.window, let textView else { return }
        let loupe = self.loupe ?? TextLoupeView()
        self.loupe = loupe
        if loupe.superview !== window { window.addSubview(loupe) }
        loupe.magnify(textView, at: view.convert(point, to: textView), in: window)
    }

    func hideLoupe() {
        loupe?.removeFromSuperview()
        loupe = nil
    }
}
