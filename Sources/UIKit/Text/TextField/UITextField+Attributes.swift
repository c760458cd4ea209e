import Foundation

/// A field's attributed runs, as Pango draws them: each run in its own font, colour and decorations, while the
/// runs in the field's own font and colour take the document's, so that a font shrunk to fit the width and a
/// colour that follows light and dark still apply to them.
extension UITextField {
    /// The attributes of the text in `range` (the field's one paragraph), as runs counted from its start; none
    /// for secure text, whose bullets show in the field's font and colour.
    func runs(in range: NSRange) -> [TextLayout.Run] {
        guard !isSecureTextEntry, range.length > 0, range.location + range.length <= storage.length else { return [] }
        let part = NSMutableAttributedString(attributedString: storage.attributedSubstring(from: range))
        let whole = NSRange(location: 0, length: part.length)
        let fieldFont = (font ?? Self.defaultFont).textFont
        var own: [(NSAttributedString.Key, NSRange)] = []
        part.enumerateAttribute(.font, in: whole, options: []) { value, run, _ in
            if let value = value as? UIFont, value.textFont == fieldFont { own.append((.font, run)) }
        }
        part.enumerateAttribute(.foregroundColor, in: whole, options: []) { value, run, _ in
            if let value = value as? UIColor, value === textColor || value.isEqual(textColor) { own.append((.foregroundColor, run)) }
        }
        for (key, run) in own { part.removeAttribute(key, range: run) }
        return StyledText(part).base.runs
    }

    /// Sets `key` to `value` over the whole text, as setting the field's font or colour does.
    func applyToWholeText(_ key: NSAttributedString.Key, _ value: Any) {
        guard storage.length > 0 else { return }
        storage.addAttribute(key, value: value, range: NSRange(location: 0, length: storage.length))
        textDocument.invalidateLayouts()
    }
}
