import Foundation

/// Where a field puts its parts — border, text, placeholder, clear button, side views — and how it draws its
/// border styles as iOS does.
extension UITextField {
    /// The text's inset from the border on each side: iOS's 7 points inside a drawn border, none without.
    private var textInset: CGFloat { borderStyle == .none ? 0 : 7 }

    func standardBorderRect(_ bounds: CGRect) -> CGRect { bounds }

    func standardTextRect(_ bounds: CGRect) -> CGRect {
        var rect = bounds.insetBy(dx: textInset, dy: 0)
        if isShown(leftView, leftViewMode) { rect.origin.x = max(rect.minX, leftViewRect(forBounds: bounds).maxX) }
        var trailing = rect.maxX
        if isShown(rightView, rightViewMode) { trailing = min(trailing, rightViewRect(forBounds: bounds).minX) }
        if showsClearButton { trailing = min(trailing, clearButtonRect(forBounds: bounds).minX) }
        rect.size.width = max(trailing - rect.minX, 0)
        return rect
    }

    func standardEditingRect(_ bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    func standardPlaceholderRect(_ bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    func standardClearButtonRect(_ bounds: CGRect) -> CGRect {
        let size: CGFloat = 19
        var trailing = bounds.maxX - max(textInset - 2, 0)
        if isShown(rightView, rightViewMode) { trailing = rightViewRect(forBounds: bounds).minX }
        return CGRect(x: trailing - size, y: bounds.midY - size / 2, width: size, height: size)
    }

    func standardLeftViewRect(_ bounds: CGRect) -> CGRect {
        let size = sideViewSize(leftView)
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    func standardRightViewRect(_ bounds: CGRect) -> CGRect {
        let size = sideViewSize(rightView)
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    private func sideViewSize(_ view: UIView?) -> CGSize {
        guard let view else { return .zero }
        let intrinsic = view.intrinsicContentSize
        return CGSize(width: intrinsic.width >= 0 ? intrinsic.width : view.bounds.width,
                      height: intrinsic.height >= 0 ? intrinsic.height : view.bounds.height)
    }

    func isShown(_ view: UIView?, _ mode: ViewMode) -> Bool {
        view != nil && isShown(mode)
    }

    private func isShown(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: false
        case .whileEditing: isEditing
        case .unlessEditing: !isEditing
        case .always: true
        }
    }

    /// Whether the clear button shows: its mode allows it and there is text.
    var showsClearButton: Bool {
        hasText && isShown(clearButtonMode)
    }

    func layoutFieldSubviews() {
        for (view, mode, rect) in [(leftView, leftViewMode, leftViewRect(forBounds: bounds)),
                                   (rightView, rightViewMode, rightViewRect(forBounds: bounds))] {
            guard let view else { continue }
            if isShown(view, mode) {
                if view.superview !== self { addSubview(view) }
                view.frame = rect
            } else if view.superview === self {
                view.removeFromSuperview()
            }
        }
        if showsClearButton {
            let button = clearButton ?? makeClearButton()
            button.frame = clearButtonRect(forBounds: bounds)
            button.isHidden = false
        } else {
            clearButton?.isHidden = true
        }
        let rect = isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        if contentView.frame != rect { contentView.frame = rect }
        textDocument.font = fittedFont()
        layoutBezel()
        scrollCaretIntoView()
        updateCaret()
    }

    private func makeClearButton() -> TextFieldClearButton {
        let button = TextFieldClearButton()
        button.field = self
        addSubview(button)
        clearButton = button
        return button
    }

    /// As wide as the text (or placeholder) and the side views, as tall as a line of the font plus iOS's
    /// padding for a drawn border (34 points for the system font at 17 points).
    var fieldIntrinsicContentSize: CGSize {
        let font = font ?? Self.defaultFont
        let textWidth = max(textDocument.size.width, attributedPlaceholder.map { TextBox($0).size.width } ?? 0)
        var width = ceil(textWidth) + 2 * textInset
        width += sideViewSize(isShown(leftView, leftViewMode) ? leftView : nil).width
        width += sideViewSize(isShown(rightView, rightViewMode) ? rightView : nil).width
        let padding: CGFloat = borderStyle == .none ? 0 : (borderStyle == .roundedRect ? 13 : 9)
        let sides = [leftView, rightView].compactMap { $0 }.map { sideViewSize($0).height }
        return CGSize(width: width, height: max(ceil(font.lineHeight) + padding, sides.max() ?? 0))
    }

    /// The font the text is laid out in: the field's, shrunk for the text to fit when
    /// `adjustsFontSizeToFitWidth` asks.
    func fittedFont() -> UIFont {
        let font = font ?? Self.defaultFont
        let width = (isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)).width
        guard adjustsFontSizeToFitWidth, width > 0, hasText, font.pointSize > 0 else { return font }
        let lowest = max(minimumFontSize, 0) / font.pointSize
        let attributed = NSAttributedString(string: textDocument.text, attributes: [.font: font])
        let scale = TextBox.fittingScale(for: attributed, width: width, minimumScale: min(lowest, 1))
        return scale < 1 ? font.withSize(font.pointSize * scale) : font
    }

    // MARK: Border

    /// Sets the layer's look for the border style: iOS draws a rounded rectangle with a hairline in
    /// `systemGray4`-like gray and a corner radius of 5 on the field's background (white unless set), a
    /// line as a 1-point dark rectangle, and a bezel as a gray rectangle with a darker top.
    func applyBorderStyle() {
        layer.cornerRadius = borderStyle == .roundedRect ? 5 : 0
        switch borderStyle {
        case .none:
            layer.borderWidth = 0
            bezelTop?.removeFromSuperlayer()
        case .line:
            layer.borderWidth = 1
            layer.borderColor = UIColor.black.cgColor
            bezelTop?.removeFromSuperlayer()
        case .bezel:
            layer.borderWidth = 1
            layer.borderColor = UIColor(white: 0.6, alpha: 1).cgColor
            let top = bezelTop ?? CALayer()
            top.backgroundColor = UIColor(white: 0.35, alpha: 1).cgColor
            layer.addSublayer(top)
            bezelTop = top
        case .roundedRect:
            layer.borderWidth = 0.5
            layer.borderColor = UIColor(white: 0.8, alpha: 1).cgColor
            bezelTop?.removeFromSuperlayer()
            if backgroundColor == nil { backgroundColor = .tertiarySystemBackground }
        }
        layoutBezel()
    }

    /// The bezel's darker top edge, 1 point high.
    private var bezelTop: CALayer? {
        get { layer.sublayers?.first { $0.name == "UITextFieldBezelTop" } }
        set { newValue?.name = "UITextFieldBezelTop" }
    }

    func layoutBezel() {
        bezelTop?.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 1)
    }

    func drawBackground() {
        guard let image = isEnabled ? background : (disabledBackground ?? background) else { return }
        image.draw(in: borderRect(forBounds: bounds))
    }
}
