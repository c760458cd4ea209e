import Foundation

/// Attributes as Pango draws them, and links: those in the text (`.link`) and those the data detectors find
/// while the view is not editable, drawn with `linkTextAttributes` and followed when tapped.
extension UITextView {
    /// The attributes of the text in `range` (a paragraph's body), as runs counted from its start; links
    /// take `linkTextAttributes` over their own.
    func runs(in range: NSRange) -> [TextLayout.Run] {
        guard range.length > 0, range.location + range.length <= storage.length else { return [] }
        var runs = StyledText(storage.attributedSubstring(from: range)).base.runs
        var links: [NSRange] = []
        storage.enumerateAttribute(.link, in: range, options: []) { value, part, _ in
            if value != nil { links.append(part) }
        }
        links += detectedLinks.map(\.range)
        guard !links.isEmpty else { return runs }
        let style = StyledText(" ", attributes: linkTextAttributes).base.runs.first
        for link in links {
            let part = NSIntersectionRange(link, range)
            guard part.length > 0 else { continue }
            var run = style ?? TextLayout.Run(range: 0..<1)
            run.range = part.location - range.location..<part.location + part.length - range.location
            run.font = nil
            runs.append(run)
        }
        return runs
    }

    /// The default look of links: the tint colour.
    var defaultLinkTextAttributes: [NSAttributedString.Key: Any] {
        [.foregroundColor: tintColor ?? UIColor.systemBlue]
    }

    /// Finds the links again, when the view is not editable and detects them.
    func updateDetectedLinks() {
        let found = !isEditable && dataDetectorTypes.contains(.link) ? LinkDetector.links(in: textDocument.text) : []
        guard !(found.isEmpty && detectedLinks.isEmpty) else { return }
        detectedLinks = found
        textDocument.invalidateLayouts()
        contentView.setNeedsDisplay()
    }

    /// The link whose text is under `point` (the view's coordinates).
    func link(at point: CGPoint) -> (range: NSRange, url: URL)? {
        let offset = offset(closestTo: point)
        for candidate in [offset, offset - 1] where candidate >= 0 && candidate < storage.length {
            let character = NSRange(location: candidate, length: 1)
            guard textDocument.selectionRects(for: character).contains(where: { viewRect(fromText: $0).contains(point) })
            else { continue }
            var range = NSRange(location: 0, length: 0)
            switch storage.attribute(.link, at: candidate, effectiveRange: &range) {
            case let url as URL: return (range, url)
            case let string as String: if let url = URL(string: string) { return (range, url) }
            default: break
            }
            if let found = detectedLinks.first(where: { NSLocationInRange(candidate, $0.range) }) { return found }
        }
        return nil
    }

    // MARK: Touches

    /// Fingers select through `textInteraction` (whose delegate follows a tapped link in a view that is not
    /// editable); the pointer selects here, and follows a link clicked: an editable view edits where it is clicked, a selectable one selects a
    /// word or paragraph on a double or triple click.
    func textTouchBegan(_ touch: UITouch, with event: UIEvent?) {
        touchedLink = nil
        if !isEditable, isSelectable, touch.tapCount == 1, let link = link(at: touch.location(in: self)) {
            touchedLink = link
            return
        }
        guard touch.type == .indirectPointer else { return }
        if isEditable {
            guard isFirstResponder || becomeFirstResponder() else { return }
            selectTouchBegan(touch, with: event)
        } else if isSelectable, touch.tapCount > 1 {
            selectTouchBegan(touch, with: event)
        }
    }

    /// The text interaction that fits: editing, selecting only, or none when the text is not selectable.
    func updateTextInteraction() {
        let mode: UITextInteractionMode? = isEditable ? .editable : isSelectable ? .nonEditable : nil
        guard textInteraction?.textInteractionMode != mode else { return }
        if let old = textInteraction {
            old.editMenu.dismissMenu()
            removeInteraction(old)
        }
        textInteraction = mode.map(UITextInteraction.init(for:))
        if let textInteraction {
            textInteraction.textInput = self
            textInteraction.delegate = linkTapper
            addInteraction(textInteraction)
        }
    }

    func textTouchEnded(_ touch: UITouch) {
        defer { touchedLink = nil }
        guard let touched = touchedLink, let link = link(at: touch.location(in: self)), link.range == touched.range else { return }
        followLink(link)
    }

    /// Asks the delegate whether to follow `link`, then performs the action it gives (by default, the one
    /// opening the URL).
    func followLink(_ link: (range: NSRange, url: URL)) {
        guard textViewDelegate?.textView(self, shouldInteractWith: link.url, in: link.range, interaction: .invokeDefaultAction) ?? true
        else { return }
        let item = UITextItem(content: .link(link.url), range: link.range)
        let defaultAction = UIAction(title: "Open Link") { _ in
            uikitLog.info("UITextView: nothing on this system opens \(link.url.absoluteString) for the app")
        }
        let action = textViewDelegate.map { $0.textView(self, primaryActionFor: item, defaultAction: defaultAction) } ?? defaultAction
        action?.perform(withSender: self)
    }
}
