import Foundation

/// Where the text goes: wrapped at the container's width less its padding, the content as tall as the text
/// and the insets, the drawn region following the offset, and the view's own size when it does not scroll.
extension UITextView {
    /// The width lines wrap at in a view `width` points wide.
    func wrapWidth(forViewWidth width: CGFloat) -> CGFloat {
        let inset = textContainerInset
        let containerWidth = container.widthTracksTextView ? width - inset.left - inset.right : container.size.width
        return max(containerWidth - 2 * container.lineFragmentPadding, 0)
    }

    /// Something about how the text is laid out changed: lay it out again and redraw.
    func textLayoutChanged() {
        textDocument.wrapsAtCharacters = container.lineBreakMode == .byCharWrapping
        textDocument.invalidateLayouts()
        contentView.setNeedsDisplay()
        textChanged()
        setNeedsLayout()
    }

    /// The text changed: the content's size, the view's own size and the caret follow.
    func textChanged() {
        invalidateIntrinsicContentSize()
        updateContentSize()
        updateCaret()
        scrollCaretToVisible()
    }

    /// Redraws the text shown in `span` of the document's height (its coordinates), across the view, and the
    /// few points around it that a glyph's ink may reach past its line's box.
    func redrawText(in span: Range<CGFloat>) {
        let offset = textOrigin.y - contentView.frame.minY
        let top = max(span.lowerBound + offset - 4, 0), bottom = min(span.upperBound + offset + 4, contentView.bounds.height)
        guard bottom > top else { return }
        contentView.setNeedsDisplay(CGRect(x: 0, y: top, width: contentView.bounds.width, height: bottom - top))
    }

    /// The document's height (its coordinates) from the top of the line holding `range`'s start to the bottom of
    /// the one holding its end: where its highlight or underline is drawn.
    func textSpan(of range: NSRange) -> Range<CGFloat> {
        let range = textDocument.clamp(range)
        return textDocument.line(at: range.location).rect.minY..<textDocument.line(at: range.location + range.length).rect.maxY
    }

    func layoutText() {
        let width = wrapWidth(forViewWidth: bounds.width)
        if textDocument.wrapWidth != width {
            textDocument.wrapWidth = width
            contentView.setNeedsDisplay()
        }
        if laidOutWidth != bounds.width {
            laidOutWidth = bounds.width
            invalidateIntrinsicContentSize()
        }
        updateContentSize()
        visibleRegionChanged()
        updateCaret()
    }

    /// The drawn region covers the visible bounds.
    func visibleRegionChanged() {
        guard contentView.frame != bounds else { return }
        contentView.frame = bounds
        contentView.setNeedsDisplay()
    }

    /// The box a `UILabel` of the container's lines and line-break mode would draw the text in, when the
    /// container cuts the text after its last line shown with an ellipsis; nil otherwise. Runs without a font
    /// or colour take the view's, and the view's alignment, as the document does.
    func truncatedTextBox() -> TextBox? {
        let limit = container.maximumNumberOfLines
        guard limit > 0, [.byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail].contains(container.lineBreakMode),
              shownTextHeight(of: textDocument) < textDocument.size.height else { return nil }
        var attributes = baseAttributes
        attributes[.foregroundColor] = textColor ?? UIColor.label
        let shown = NSMutableAttributedString(string: storage.string, attributes: attributes)
        let style = NSMutableParagraphStyle()
        style.alignment = textAlignment
        shown.addAttribute(.paragraphStyle, value: style, range: NSRange(location: 0, length: shown.length))
        storage.enumerateAttributes(in: NSRange(location: 0, length: storage.length), options: []) { attributes, range, _ in
            shown.addAttributes(attributes, range: range)
        }
        return TextBox(shown, width: textDocument.wrapWidth, numberOfLines: limit, lineBreakMode: container.lineBreakMode)
    }

    /// The height of the text shown: every line, or the container's first `maximumNumberOfLines`.
    func shownTextHeight(of document: TextDocument) -> CGFloat {
        let limit = container.maximumNumberOfLines
        guard limit > 0 else { return document.size.height }
        var offset = 0, bottom: CGFloat = 0
        for _ in 0..<limit {
            let line = document.line(at: offset)
            bottom = line.rect.maxY
            let end = line.range.location + line.range.length
            let paragraph = document.paragraphIndex(containing: offset)
            let next = end >= document.bounds(ofParagraph: paragraph).bodyEnd
                ? (paragraph + 1 < document.paragraphs.count ? document.bounds(ofParagraph: paragraph + 1).start : nil)
                : end
            guard let next, next > offset else { break }
            offset = next
        }
        return bottom
    }

    func updateContentSize() {
        let inset = textContainerInset
        let size = CGSize(width: bounds.width, height: shownTextHeight(of: textDocument) + inset.top + inset.bottom)
        if contentSize != size { contentSize = size }
    }

    /// The size the view needs for its text at `size`'s width (its own when not finite and positive): that
    /// width, and the text's height with the insets. With no width at all, the widest paragraph's.
    func textSizeThatFits(_ size: CGSize) -> CGSize {
        let inset = textContainerInset
        let width = size.width.isFinite && size.width > 0 && size.width < .greatestFiniteMagnitude ? size.width : bounds.width
        guard width > 0 else {
            let measured = measuredDocument(wrapWidth: nil)
            return CGSize(width: measured.size.width + 2 * container.lineFragmentPadding + inset.left + inset.right,
                          height: (shownTextHeight(of: measured) + inset.top + inset.bottom).rounded(.up))
        }
        let document = measuredDocument(wrapWidth: wrapWidth(forViewWidth: width))
        return CGSize(width: width, height: (shownTextHeight(of: document) + inset.top + inset.bottom).rounded(.up))
    }

    /// The view's document when it wraps at `wrapWidth`, else a copy laid out there.
    private func measuredDocument(wrapWidth: CGFloat?) -> TextDocument {
        if textDocument.wrapWidth == wrapWidth { return textDocument }
        let copy = TextDocument(text: textDocument.text, font: textDocument.font)
        copy.alignment = textDocument.alignment
        copy.wrapWidth = wrapWidth
        copy.paragraphRuns = textDocument.paragraphRuns
        return copy
    }

    /// Without scrolling, the text's height at the view's width (the widest paragraph's width too, before the
    /// view has one); with scrolling, none.
    var textIntrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        let fitted = textSizeThatFits(CGSize(width: bounds.width, height: .greatestFiniteMagnitude))
        return CGSize(width: bounds.width > 0 ? UIView.noIntrinsicMetric : fitted.width, height: fitted.height)
    }
}
