import Foundation

/// A single line of editable text: typing, deleting, selecting and moving with keys, touches and the
/// pointer, input methods' marked text, a caret that blinks, and iOS's borders, placeholder, clear button and
/// side views.
///
/// The text lives in a `TextDocument`, laid out by Pango; positions count UTF-16 code units, as in UIKit.
/// The field is its own `UITextInput`.
@preconcurrency @MainActor
open class UITextField: UIControl, TextEditor {
    /// The border a field draws.
    public enum BorderStyle: Int, Sendable {
        /// None.
        case none = 0
        /// A thin dark rectangle.
        case line = 1
        /// A bezel: a gray rectangle, darker along its top, as if sunk into the view.
        case bezel = 2
        /// A rounded rectangle in the system's light gray on the field's background: the usual look.
        case roundedRect = 3
    }

    /// When an overlay view (the clear button, the left and right views) shows.
    public enum ViewMode: Int, Sendable {
        /// Never.
        case never = 0
        /// While the field is editing.
        case whileEditing = 1
        /// While it is not.
        case unlessEditing = 2
        /// Always.
        case always = 3
    }

    /// Why editing ended.
    public enum DidEndEditingReason: Int, Sendable {
        /// The field resigned first responder.
        case committed = 0
    }

    /// Posted when a field becomes first responder; the object is the field.
    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted when the user changes a field's text; the object is the field.
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted when a field resigns first responder; the object is the field.
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")

    /// The text, laid out.
    let textDocument = TextDocument()
    /// The attributes of every character, beside the document's plain text.
    var storage = NSMutableAttributedString(string: "")
    /// The attributes the app set for typing, until the selection moves.
    var customTypingAttributes: [NSAttributedString.Key: Any]?
    /// The view the text is drawn in, within the text or editing rectangle.
    let contentView = TextFieldContentView()
    /// The caret, shown while the selection is empty and the field edits.
    let caretView = UIView()
    /// The clear button, made when first shown.
    var clearButton: TextFieldClearButton?
    /// The selection and marked range, in UTF-16 offsets.
    var selection = NSRange(location: 0, length: 0)
    var markedRange: NSRange?
    /// Where a selection being extended by touch, pointer or Shift keeps its other end.
    var selectionAnchor: Int?
    /// How far the text is scrolled left to keep the caret in view.
    var scrollOffset: CGFloat = 0
    /// The blinking and the secure field's revealed character, on the frame clock.
    var editingClock: CaretClock?
    /// A secure field clears its old text at the first edit after editing begins.
    var clearsOnNextEdit = false
    var isEditingStorage = false
    /// The word being typed, which one undo step takes back while typing goes on at its end.
    var typingRun: TypingRun?
    /// The caret's x kept by up and down arrows (a single line: unused beyond its ends).
    var verticalGoal: CGFloat?
    /// What fingers do: tap, double and triple tap, long press with the loupe, handles and the edit menu.
    let textInteraction = UITextInteraction(for: .editable)

    /// A field with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpField()
    }

    /// A field decoded from an archive: from an Interface Builder document, its text, placeholder, font,
    /// border and clear button.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpField()
        if let coder = coder as? InterfaceBuilderCoder { decodeTextField(from: coder) }
    }

    private func setUpField() {
        contentView.field = self
        contentView.isUserInteractionEnabled = false
        contentView.isOpaque = false
        addSubview(contentView)
        caretView.isHidden = true
        caretView.isUserInteractionEnabled = false
        contentView.addSubview(caretView)
        textDocument.font = font ?? Self.defaultFont
        textDocument.paragraphRuns = { [unowned self] range in self.runs(in: range) }
        applyBorderStyle()
        textInteraction.textInput = self
        addInteraction(textInteraction)
    }

    /// A field with `frame` sending `primaryAction` for `.primaryActionTriggered` (Return).
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// The font of text with no font of its own: the system font at 17 points.
    static var defaultFont: UIFont { .systemFont(ofSize: 17) }

    // MARK: Text

    /// The text; setting it sends no events and calls no delegate method, as in UIKit, and puts the caret at
    /// its end. Never nil when read: nil sets "".
    open var text: String? {
        get { textDocument.text }
        set {
            let value = newValue ?? ""
            guard value != textDocument.text else { return }
            inputDelegate?.textWillChange(self)
            markedRange = nil
            storage = NSMutableAttributedString(string: value, attributes: defaultTextAttributes)
            textDocument.text = value
            selection = NSRange(location: textDocument.length, length: 0)
            inputDelegate?.textDidChange(self)
            textChanged()
            KeyboardManager.shared.textInputChanged()
        }
    }

    /// The text with its attributes, each run drawn in its own font, colour and decorations; runs without a
    /// font or colour show in the field's. Setting it takes the first character's font and colour as the
    /// field's, as UIKit does, and sends no events.
    open var attributedText: NSAttributedString? {
        get { NSAttributedString(attributedString: storage) }
        set {
            let value = newValue ?? NSAttributedString(string: "")
            if value.length > 0 {
                let first = value.attributes(at: 0, effectiveRange: nil)
                if let font = first[.font] as? UIFont { self.font = font }
                if let color = first[.foregroundColor] as? UIColor { textColor = color }
            }
            text = value.string
            storage = NSMutableAttributedString(attributedString: value)
            textDocument.invalidateLayouts()
            textChanged()
        }
    }

    /// The text's attributes: its font, colour and alignment. Setting them applies them to the whole text.
    open var defaultTextAttributes: [NSAttributedString.Key: Any] {
        get {
            let style = NSMutableParagraphStyle()
            style.alignment = textAlignment
            return [.font: font ?? Self.defaultFont, .foregroundColor: textColor ?? UIColor.label, .paragraphStyle: style]
        }
        set {
            if let font = newValue[.font] as? UIFont { self.font = font }
            if let color = newValue[.foregroundColor] as? UIColor { textColor = color }
            if let style = newValue[.paragraphStyle] as? NSParagraphStyle { textAlignment = style.alignment }
            let others = newValue.filter { ![.font, .foregroundColor, .paragraphStyle].contains($0.key) }
            guard !others.isEmpty else { return }
            storage.addAttributes(others, range: NSRange(location: 0, length: storage.length))
            textDocument.invalidateLayouts()
            textChanged()
        }
    }

    /// The attributes typed text takes: those the app set, until the selection moves; else those of the
    /// character before the caret (the first character's at the start), or the field's.
    open var typingAttributes: [NSAttributedString.Key: Any]? {
        get {
            if let customTypingAttributes { return customTypingAttributes }
            guard storage.length > 0 else { return defaultTextAttributes }
            return storage.attributes(at: min(max(selection.location - 1, 0), storage.length - 1), effectiveRange: nil)
        }
        set { customTypingAttributes = newValue }
    }

    /// The font of the whole text; nil restores the default.
    open var font: UIFont? = UITextField.defaultFont {
        didSet {
            if font == nil { font = Self.defaultFont }
            applyToWholeText(.font, font)
            textChanged()
        }
    }

    /// The colour of the whole text (`.label` by default).
    open var textColor: UIColor? = .label {
        didSet {
            applyToWholeText(.foregroundColor, textColor ?? UIColor.label)
            contentView.setNeedsDisplay()
        }
    }

    /// How the text is aligned.
    open var textAlignment: NSTextAlignment = .natural {
        didSet { textChanged() }
    }

    /// The gray text shown while the field is empty.
    open var placeholder: String? {
        get { attributedPlaceholder?.string }
        set {
            attributedPlaceholder = newValue.map {
                NSAttributedString(string: $0, attributes: [.foregroundColor: UIColor.placeholderText])
            }
        }
    }

    /// The placeholder with attributes of its own.
    open var attributedPlaceholder: NSAttributedString? {
        didSet {
            contentView.setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }

    /// Whether the field is editing (first responder).
    open var isEditing: Bool { isEditingStorage }

    /// Whether beginning to edit empties the field.
    open var clearsOnBeginEditing = false

    /// Whether editing replaces the text (a secure field's first edit does).
    open var clearsOnInsertion = false

    /// Whether the font shrinks, down to `minimumFontSize`, for the text to fit the field's width.
    open var adjustsFontSizeToFitWidth = false {
        didSet { textChanged() }
    }

    /// The smallest size `adjustsFontSizeToFitWidth` shrinks the font to.
    open var minimumFontSize: CGFloat = 0 {
        didSet { textChanged() }
    }

    /// The field's delegate.
    open weak var delegate: UITextFieldDelegate?

    // MARK: Look

    /// The border.
    open var borderStyle: BorderStyle = .none {
        didSet {
            applyBorderStyle()
            setNeedsLayout()
            invalidateIntrinsicContentSize()
        }
    }

    /// An image stretched behind the field, replacing its border.
    open var background: UIImage? {
        didSet { setNeedsDisplay() }
    }

    /// The background image while the field is disabled.
    open var disabledBackground: UIImage? {
        didSet { setNeedsDisplay() }
    }

    /// When the clear button shows (only while there is text).
    open var clearButtonMode: ViewMode = .never {
        didSet { setNeedsLayout() }
    }

    /// A view at the field's leading edge.
    open var leftView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            setNeedsLayout()
            invalidateIntrinsicContentSize()
        }
    }

    /// When the left view shows.
    open var leftViewMode: ViewMode = .never {
        didSet { setNeedsLayout() }
    }

    /// A view at the field's trailing edge.
    open var rightView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            setNeedsLayout()
            invalidateIntrinsicContentSize()
        }
    }

    /// When the right view shows.
    open var rightViewMode: ViewMode = .never {
        didSet { setNeedsLayout() }
    }

    // MARK: Input traits and views

    /// The keyboard wanted.
    open var keyboardType: UIKeyboardType = .default
    /// When Shift turns on by itself.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// The Return key's label.
    open var returnKeyType: UIReturnKeyType = .default
    /// Whether the on-screen keyboard's Return key is disabled while there is no text.
    open var enablesReturnKeyAutomatically = false
    /// What the text is, for autofill.
    open var textContentType: UITextContentType?
    /// Whether the text shows as bullets; such a field cannot be copied from and takes no marked text.
    open var isSecureTextEntry = false {
        didSet {
            textDocument.isSecure = isSecureTextEntry
            textDocument.revealedOffset = nil
            contentView.setNeedsDisplay()
            updateCaret()
        }
    }

    private var customInputView: UIView?
    private var customInputAccessoryView: UIView?

    /// The view shown in place of the system keyboard while the field edits.
    open override var inputView: UIView? {
        get { customInputView }
        set { customInputView = newValue }
    }

    /// The view shown above the keyboard while the field edits.
    open override var inputAccessoryView: UIView? {
        get { customInputAccessoryView }
        set { customInputAccessoryView = newValue }
    }

    // MARK: UITextInput's stored parts

    /// The system's observer of changes the field makes on its own.
    public weak var inputDelegate: UITextInputDelegate?
    /// The attributes marked text is drawn with (an underline is always added).
    public var markedTextStyle: [NSAttributedString.Key: Any]?
    /// The field's tokenizer.
    public private(set) lazy var tokenizer: UITextInputTokenizer = UITextInputStringTokenizer(textInput: self)

    /// Whether there is text.
    public var hasText: Bool { textDocument.length > 0 }

    /// The text changed, or how it is laid out: relayout, redraw, and keep the caret in view.
    func textChanged() {
        textDocument.font = fittedFont()
        textDocument.alignment = textAlignment
        contentView.setNeedsDisplay()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        updateCaret()
    }

    // MARK: Overridable members (declared here: Swift on Linux cannot override members of extensions)

    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Begins editing, if the field is enabled and its delegate agrees.
    open override func becomeFirstResponder() -> Bool { beginEditing() }

    /// Ends editing, if the delegate agrees.
    open override func resignFirstResponder() -> Bool { endEditing() }

    open override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        fieldWillMove(toWindow: newWindow)
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        fieldTintColorDidChange()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutFieldSubviews()
    }

    open override var intrinsicContentSize: CGSize { fieldIntrinsicContentSize }

    open override func draw(_ rect: CGRect) { drawBackground() }

    /// Fingers select through `textInteraction`; the pointer clicks, Shift-clicks and drags here.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        guard let touch = touches.first, touch.type == .indirectPointer, isEnabled,
              isFirstResponder || becomeFirstResponder() else { return }
        selectTouchBegan(touch, with: event)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        if let touch = touches.first, touch.type == .indirectPointer { selectTouchMoved(touch) }
    }

    /// The selection handles reach past the field's edges: a finger on one is inside.
    open override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        super.point(inside: point, with: event) || textInteraction.handleContains(point, in: self)
    }

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let unhandled = editingPresses(presses)
        if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
    }

    /// Selects the whole text.
    open override func selectAll(_ sender: Any?) { selectWholeText() }

    /// Selects the word at the caret.
    open override func select(_ sender: Any?) { selectWordAtCaret() }

    /// The edit menu for `textRange`: nil, showing the suggested actions; subclasses add their own items.
    open func editMenu(for textRange: UITextRange, suggestedActions: [UIMenuElement]) -> UIMenu? { nil }

    /// The edit actions the field can perform now — cut and copy with a selection (never when secure), paste
    /// with text on the pasteboard, select and select all with text not all selected — and what the
    /// responder's default allows.
    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        canPerformEditAction(action) ?? super.canPerformAction(action, withSender: sender)
    }

    /// Copies the selection to the general pasteboard and deletes it; nothing in a secure field, as on iOS.
    open override func cut(_ sender: Any?) { cutSelection() }

    /// Copies the selection to the general pasteboard; nothing in a secure field, as on iOS.
    open override func copy(_ sender: Any?) { copySelection() }

    /// Types the general pasteboard's text over the selection.
    open override func paste(_ sender: Any?) { pasteText() }

    /// Draws the text in `rect` (the text view's coordinates): the selection behind it in the tint colour,
    /// the text, and a line under marked text.
    open func drawText(in rect: CGRect) { drawFieldText(in: rect) }

    /// Draws the placeholder in `rect`, centred vertically.
    open func drawPlaceholder(in rect: CGRect) { drawFieldPlaceholder(in: rect) }

    /// The rectangle the border is drawn in: the whole field.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { standardBorderRect(bounds) }

    /// The rectangle the text is drawn in when not editing: inside the border, the shown side views and the
    /// clear button.
    open func textRect(forBounds bounds: CGRect) -> CGRect { standardTextRect(bounds) }

    /// The rectangle the text is drawn in while editing: the text rectangle.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { standardEditingRect(bounds) }

    /// The rectangle the placeholder is drawn in: the text rectangle.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { standardPlaceholderRect(bounds) }

    /// The clear button's rectangle: 19 points square, centred vertically, inside the trailing edge.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect { standardClearButtonRect(bounds) }

    /// The left view's rectangle: its size, at the leading edge, centred vertically.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect { standardLeftViewRect(bounds) }

    /// The right view's rectangle: its size, at the trailing edge, centred vertically.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect { standardRightViewRect(bounds) }

    /// The caret at `position`, in the field's coordinates.
    open func caretRect(for position: UITextPosition) -> CGRect { documentCaretRect(for: position) }

    /// The rectangles of `range`, in the field's coordinates.
    open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { documentSelectionRects(for: range) }
}
