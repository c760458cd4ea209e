import Foundation

/// A read-only text view: one or more lines of plain or attributed text, drawn with pango.
///
/// Text is centred vertically in the bounds; it wraps and truncates as `numberOfLines` and
/// `lineBreakMode` say, and with `adjustsFontSizeToFitWidth` a single line shrinks down to
/// `minimumScaleFactor` before it truncates. Labels take no touches by default.
@preconcurrency @MainActor
open class UILabel: UIView, UIContentSizeCategoryAdjusting {
    private var textStorage: String?
    private var attributedStorage: NSAttributedString?

    /// A label with `frame`; it redraws when resized and takes no touches.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpLabel()
    }

    /// A label decoded from an archive: from an Interface Builder document, its text, font, colours and wrapping.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpLabel()
        if let coder = coder as? InterfaceBuilderCoder { decodeLabel(from: coder) }
    }

    private func setUpLabel() {
        isUserInteractionEnabled = false
        contentMode = .redraw
        isOpaque = false
    }

    /// The text; setting it replaces any attributed text.
    open var text: String? {
        get { textStorage ?? attributedStorage?.string }
        set {
            textStorage = newValue
            attributedStorage = nil
            textChanged()
        }
    }

    /// The styled text; where its runs have no font, colour or alignment, the label's apply.
    open var attributedText: NSAttributedString? {
        get { attributedStorage ?? textStorage.map { NSAttributedString(string: $0, attributes: defaultAttributes) } }
        set {
            attributedStorage = newValue
            textStorage = nil
            textChanged()
        }
    }

    /// The font of plain text: the system font at 17 points by default. With
    /// `adjustsFontForContentSizeCategory` on, a Dynamic Type font is made for the label's content size category.
    open var font: UIFont! = .systemFont(ofSize: 17) {
        didSet {
            if font == nil { font = .systemFont(ofSize: 17) }
            if adjustsFontForContentSizeCategory, let adjusted = font.adjusted(for: traitCollection) { font = adjusted }
            textChanged()
        }
    }

    /// Whether a font from `UIFont.preferredFont(forTextStyle:)` or `UIFontMetrics` follows the label's
    /// `preferredContentSizeCategory` trait, the label measuring and drawing its text again when it changes.
    open var adjustsFontForContentSizeCategory = false {
        didSet { if adjustsFontForContentSizeCategory, oldValue != adjustsFontForContentSizeCategory { adjustFont() } }
    }

    /// A new content size category makes a Dynamic Type font again, when the label adjusts its font.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if adjustsFontForContentSizeCategory,
           previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory {
            adjustFont()
        }
    }

    private func adjustFont() {
        if let adjusted = font.adjusted(for: traitCollection) { font = adjusted }
    }

    /// The colour of plain text: `.label` by default.
    open var textColor: UIColor! = .label {
        didSet {
            if textColor == nil { textColor = .label }
            setNeedsDisplay()
        }
    }

    /// The colour of the text while `isHighlighted`.
    open var highlightedTextColor: UIColor? { didSet { setNeedsDisplay() } }
    /// Whether the label shows its highlighted colour.
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { setNeedsDisplay() } } }
    /// Whether the text is drawn normally; a disabled label's text is dimmed.
    open var isEnabled = true { didSet { if isEnabled != oldValue { setNeedsDisplay() } } }
    /// How lines are aligned.
    open var textAlignment: NSTextAlignment = .natural { didSet { textChanged() } }
    /// The most lines shown; 0 for as many as fit. 1 by default.
    open var numberOfLines = 1 { didSet { textChanged() } }
    /// How lines wrap and where an ellipsis goes: `.byTruncatingTail` by default.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { textChanged() } }
    /// Whether a single line's font shrinks (down to `minimumScaleFactor`) to fit the width.
    open var adjustsFontSizeToFitWidth = false { didSet { textChanged() } }
    /// The smallest fraction of the font size text shrinks to; 0 means no shrinking.
    open var minimumScaleFactor: CGFloat = 0 { didSet { textChanged() } }
    /// The colour of the text's shadow; none by default.
    open var shadowColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The offset of the text's shadow.
    open var shadowOffset = CGSize(width: 0, height: -1) { didSet { setNeedsDisplay() } }
    /// The width multi-line text wraps at when its size is computed (0: the bounds' width).
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { textChanged() } }

    // MARK: Measuring

    /// The size of the text laid out in `size.width` (unlimited when 0 or less), rounded up.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 && size.width.isFinite ? size.width : nil
        let box = textBox(width: numberOfLines == 1 ? nil : width, scale: 1)
        return CGSize(width: box.size.width.rounded(.up), height: box.size.height.rounded(.up))
    }

    /// The text's natural size: on one line, or wrapped at `preferredMaxLayoutWidth` (else the bounds'
    /// width) when more than one line is allowed.
    open override var intrinsicContentSize: CGSize {
        guard let text = attributedText, text.length > 0 else { return .zero }
        let size = naturalTextBox.size
        return CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up))
    }

    /// A multi-line label without `preferredMaxLayoutWidth` wraps at its width: when Auto Layout changes
    /// that width, the natural height changes with it, so the label asks to be measured again.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if numberOfLines != 1, preferredMaxLayoutWidth <= 0, let measured = measuredWrapWidth, measured != bounds.width {
            invalidateIntrinsicContentSize()
            superview?.setNeedsLayout()
        }
    }

    /// The first line's baseline sits this far below the top when the label has its natural height.
    override var firstBaselineOffsetFromTop: CGFloat? { naturalTextBox.firstBaseline }
    /// The last line's baseline sits this far above the bottom when the label has its natural height.
    override var lastBaselineOffsetFromBottom: CGFloat? {
        let box = naturalTextBox
        return box.size.height.rounded(.up) - box.lastBaseline
    }

    /// The width `intrinsicContentSize` last wrapped at, when it wrapped at the bounds' width.
    private var measuredWrapWidth: CGFloat?

    /// The last natural layout and the wrap width it was made for. Auto Layout asks for the intrinsic size and
    /// both baselines several times a pass, and laying text out is most of a label's cost.
    private var naturalTextBoxCache: (width: CGFloat?, box: TextBox)?

    /// The text laid out as `intrinsicContentSize` measures it.
    private var naturalTextBox: TextBox {
        let wrapsAtBounds = numberOfLines != 1 && preferredMaxLayoutWidth <= 0
        measuredWrapWidth = wrapsAtBounds ? bounds.width : nil
        let wrap = wrapsAtBounds ? bounds.width : preferredMaxLayoutWidth
        let width = numberOfLines == 1 || wrap <= 0 ? nil : wrap
        if let cache = naturalTextBoxCache, cache.width == width { return cache.box }
        let box = textBox(width: width, scale: 1)
        naturalTextBoxCache = (width, box)
        return box
    }

    /// Where the text is drawn within `bounds`: its laid-out size, centred vertically.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let box = TextBox(shownText(scale: 1), width: bounds.width, numberOfLines: numberOfLines,
                          lineBreakMode: lineBreakMode)
        let height = min(box.size.height, bounds.height)
        return CGRect(x: bounds.minX, y: bounds.minY + (bounds.height - height) / 2, width: bounds.width, height: height)
    }

    // MARK: Drawing

    /// Draws the text centred vertically in the bounds.
    open override func draw(_ rect: CGRect) { drawText(in: bounds) }

    /// Draws the text in `rect`; override to change how it is drawn.
    open func drawText(in rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext(), attributedText.map({ $0.length > 0 }) == true else { return }
        var scale: CGFloat = 1
        if adjustsFontSizeToFitWidth, minimumScaleFactor > 0, numberOfLines == 1 {
            scale = TextBox.fittingScale(for: shownText(scale: 1), width: rect.width, minimumScale: minimumScaleFactor)
        }
        let box = textBox(width: rect.width, scale: scale)
        let height = min(box.size.height, rect.height)
        let textRect = CGRect(x: rect.minX, y: rect.minY + (rect.height - height) / 2, width: rect.width,
                              height: numberOfLines == 1 ? box.size.height : height)
        box.draw(in: ctx, rect: textRect)
    }

    // MARK: The text as laid out

    private var defaultAttributes: [NSAttributedString.Key: Any] {
        let style = NSMutableParagraphStyle()
        // Natural alignment starts lines at the leading edge: the right one in a right-to-left layout.
        let rightToLeft = textAlignment == .natural && effectiveUserInterfaceLayoutDirection == .rightToLeft
        style.alignment = rightToLeft ? .right : textAlignment
        var attributes: [NSAttributedString.Key: Any] = [.font: font!, .foregroundColor: shownColor, .paragraphStyle: style]
        if let shadowColor {
            let shadow = NSShadow()
            shadow.shadowColor = shadowColor
            shadow.shadowOffset = shadowOffset
            attributes[.shadow] = shadow
        }
        return attributes
    }

    private var shownColor: UIColor {
        let color: UIColor = isHighlighted ? (highlightedTextColor ?? textColor) : textColor
        return isEnabled ? color : color.withAlphaComponent(0.44)
    }

    /// The text with the label's attributes under its own, fonts scaled by `scale`.
    private func shownText(scale: CGFloat) -> NSAttributedString {
        let shown = NSMutableAttributedString(string: attributedText?.string ?? "", attributes: defaultAttributes)
        if let attributed = attributedStorage {
            attributed.enumerateAttributes(in: NSRange(location: 0, length: attributed.length)) { attributes, range, _ in
                shown.addAttributes(attributes, range: range)
            }
        }
        if scale != 1 {
            shown.enumerateAttribute(.font, in: NSRange(location: 0, length: shown.length)) { value, range, _ in
                if let font = value as? UIFont { shown.addAttribute(.font, value: font.withSize(font.pointSize * scale), range: range) }
            }
        }
        return shown
    }

    private func textBox(width: CGFloat?, scale: CGFloat) -> TextBox {
        TextBox(shownText(scale: scale), width: width, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
    }

    /// A label aligned naturally draws again when its direction may have changed.
    override func layoutDirectionDidChange() {
        super.layoutDirectionDidChange()
        if textAlignment == .natural { setNeedsDisplay() }
    }

    /// Text, font and wrapping all change the natural size and the picture.
    private func textChanged() {
        naturalTextBoxCache = nil
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    // MARK: Accessibility

    /// A label is an element unless told otherwise.
    open override var isAccessibilityElement: Bool {
        get { accessibilityStoredValue(.isElement) as? Bool ?? true }
        set { super.isAccessibilityElement = newValue }
    }
    /// The label set, else the text shown.
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? text }
        set { super.accessibilityLabel = newValue }
    }
    /// The traits set, else `.staticText`, with `.notEnabled` while disabled.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityStoredValue(.traits) as? UIAccessibilityTraits ?? (isEnabled ? .staticText : [.staticText, .notEnabled]) }
        set { super.accessibilityTraits = newValue }
    }
}
