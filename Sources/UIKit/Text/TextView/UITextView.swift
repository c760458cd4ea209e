import Foundation

/// A scrolling view of multi-paragraph text, editable or read-only: typing, deleting, selecting and moving
/// across lines with keys and touches, input methods' marked text, a blinking caret kept in view, attributed
/// runs drawn each in its own font and colour, links detected and tapped, and self-sizing when scrolling is
/// off.
///
/// The text lives in a `TextDocument` (one Pango layout a paragraph, remade only when its paragraph
/// changes) with the attributes beside it; positions count UTF-16 code units, as in UIKit. The view is its
/// own `UITextInput`.
@preconcurrency @MainActor
open class UITextView: UIScrollView, TextEditor {
    /// Posted when a text view becomes first responder; the object is the view.
    public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted when the user changes a text view's text; the object is the view.
    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted when a text view resigns first responder; the object is the view.
    public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")

    /// The text, laid out.
    let textDocument = TextDocument()
    /// The attributes of every character, beside the document's plain text.
    var storage = NSMutableAttributedString(string: "")
    /// The view the visible text is drawn in: it covers the scroll view's bounds and follows the offset.
    let contentView = TextViewContentView()
    /// The caret, in the content's coordinates, shown while the selection is empty and the view edits.
    let caretView = UIView()
    /// The selection and marked range, in UTF-16 offsets.
    var selection = NSRange(location: 0, length: 0)
    var markedRange: NSRange?
    var selectionAnchor: Int?
    var typingRun: TypingRun?
    var verticalGoal: CGFloat?
    /// The blinking caret, on the frame clock, while editing.
    var caretClock: CaretClock?
    var isEditingStorage = false
    /// The links the data detectors found in the text, while it is not editable.
    var detectedLinks: [(range: NSRange, url: URL)] = []
    /// The link a touch went down on, followed if the touch ends on it.
    var touchedLink: (range: NSRange, url: URL)?
    /// What fingers do (taps, long press, handles, the edit menu), editable or not; none while not selectable.
    var textInteraction: UITextInteraction?
    /// Follows a link a finger taps instead of selecting.
    lazy var linkTapper = TextViewLinkTapper(textView: self)
    /// The width the text was last wrapped at, to tell Auto Layout when it changes.
    var laidOutWidth: CGFloat?
    /// The text container's own settings; its size follows the view's.
    let container = NSTextContainer(size: .zero)

    /// A text view with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.textView = self
        contentView.isUserInteractionEnabled = false
        contentView.isOpaque = false
        addSubview(contentView)
        caretView.isHidden = true
        caretView.isUserInteractionEnabled = false
        addSubview(caretView)
        container.textView = self
        textDocument.font = Self.defaultFont
        textDocument.paragraphRuns = { [unowned self] range in self.runs(in: range) }
        alwaysBounceVertical = true
        backgroundColor = .systemBackground
        updateTextInteraction()
    }

    /// A text view with `frame` whose text is laid out in `textContainer` (its settings are taken).
    public convenience init(frame: CGRect, textContainer: NSTextContainer?) {
        self.init(frame: frame)
        if let textContainer {
            container.lineFragmentPadding = textContainer.lineFragmentPadding
            container.maximumNumberOfLines = textContainer.maximumNumberOfLines
            container.lineBreakMode = textContainer.lineBreakMode
        }
    }

    /// A text view from an archive: Vellum reads none.
    public required init?(coder: NSCoder) {
        nil
    }

    /// The font of text with no font of its own: the system font at 12 points, as on iOS.
    static var defaultFont: UIFont { .systemFont(ofSize: 12) }

    // MARK: Text

    /// The text; setting it keeps the view's font, colour and alignment, sends no delegate call, and puts
    /// the caret at its end.
    open var text: String! {
        get { textDocument.text }
        set { setStorage(NSAttributedString(string: newValue ?? "", attributes: baseAttributes)) }
    }

    /// The text with its attributes; runs without a font or colour show in the view's.
    open var attributedText: NSAttributedString! {
        get { NSAttributedString(attributedString: storage) }
        set { setStorage(newValue ?? NSAttributedString(string: "")) }
    }

    /// The font of the whole text; setting it applies to every character. Nil restores the default.
    open var font: UIFont? {
        didSet {
            let font = font ?? Self.defaultFont
            storage.addAttribute(.font, value: font, range: NSRange(location: 0, length: storage.length))
            typingAttributes[.font] = font
            textDocument.font = font
            textLayoutChanged()
        }
    }

    /// The colour of the whole text; setting it applies to every character.
    open var textColor: UIColor? {
        didSet {
            let whole = NSRange(location: 0, length: storage.length)
            if let textColor {
                storage.addAttribute(.foregroundColor, value: textColor, range: whole)
                typingAttributes[.foregroundColor] = textColor
            } else {
                storage.removeAttribute(.foregroundColor, range: whole)
                typingAttributes[.foregroundColor] = nil
            }
            textLayoutChanged()
        }
    }

    /// How the text is aligned.
    open var textAlignment: NSTextAlignment = .natural {
        didSet {
            textDocument.alignment = textAlignment
            textLayoutChanged()
        }
    }

    /// The attributes typed text takes: those of the text before the caret, or the view's font and colour.
    open var typingAttributes: [NSAttributedString.Key: Any] = [.font: UITextView.defaultFont]

    /// Whether the user may change the text; a view that is not editable detects links.
    open var isEditable = true {
        didSet {
            if !isEditable, isFirstResponder { _ = resignFirstResponder() }
            updateDetectedLinks()
            updateTextInteraction()
        }
    }

    /// Whether the user may select the text (and tap its links).
    open var isSelectable = true {
        didSet {
            if !isSelectable { setSelection(NSRange(location: selection.location, length: 0), notifyingInputDelegate: true) }
            updateTextInteraction()
        }
    }

    /// Whether the user may change the text's attributes (bold, italic, underline from the edit menu).
    open var allowsEditingTextAttributes = false

    /// Whether text the user types keeps `typingAttributes` rather than the attributes around it after an
    /// edit; Vellum always types `typingAttributes`.
    open var clearsOnInsertion = false

    /// Which kinds of data become links while the view is not editable.
    open var dataDetectorTypes: UIDataDetectorTypes = [] {
        didSet { updateDetectedLinks() }
    }

    /// The attributes links are drawn with (their fonts stay the text's); by default the tint colour.
    /// Nil restores the default.
    open var linkTextAttributes: [NSAttributedString.Key: Any]! {
        get { customLinkTextAttributes ?? defaultLinkTextAttributes }
        set {
            customLinkTextAttributes = newValue
            textDocument.invalidateLayouts()
            contentView.setNeedsDisplay()
        }
    }
    private var customLinkTextAttributes: [NSAttributedString.Key: Any]?

    /// The space between the view's edges and its text container: 8 points above and below, as on iOS.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { textLayoutChanged() }
    }

    /// Where the text is laid out: its width follows the view's, less the insets.
    open var textContainer: NSTextContainer { container }

    /// The view's delegate. Give it a `UITextViewDelegate` (which is a `UIScrollViewDelegate`): Swift cannot
    /// narrow the inherited property's type.
    open override var delegate: UIScrollViewDelegate? {
        didSet { textViewDelegate = delegate as? UITextViewDelegate }
    }
    weak var textViewDelegate: UITextViewDelegate?

    /// Whether the view is first responder and editing.
    open var isEditing: Bool { isEditingStorage }

    /// The selection as a UTF-16 range; setting one outside the text clamps it.
    open var selectedRange: NSRange {
        get { selection }
        set { setSelection(newValue, notifyingInputDelegate: true) }
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
    /// Whether the text may not be copied (a text view shows it all the same).
    open var isSecureTextEntry = false

    private var customInputView: UIView?
    private var customInputAccessoryView: UIView?

    /// The view shown in place of the system keyboard while the text view edits.
    open override var inputView: UIView? {
        get { customInputView }
        set { customInputView = newValue }
    }

    /// The view shown above the keyboard while the text view edits.
    open override var inputAccessoryView: UIView? {
        get { customInputAccessoryView }
        set { customInputAccessoryView = newValue }
    }

    // MARK: UITextInput's stored parts

    /// The system's observer of changes the view makes on its own.
    public weak var inputDelegate: UITextInputDelegate?
    /// The attributes marked text is drawn with (an underline is always added).
    public var markedTextStyle: [NSAttributedString.Key: Any]?
    /// The view's tokenizer.
    public private(set) lazy var tokenizer: UITextInputTokenizer = UITextInputStringTokenizer(textInput: self)

    /// Whether there is text.
    public var hasText: Bool { textDocument.length > 0 }

    // MARK: Overridable members (declared here: Swift on Linux cannot override members of extensions)

    /// Self-sizing follows: a view that does not scroll takes its text's height.
    open override var isScrollEnabled: Bool {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// The visible text follows the offset.
    open override var contentOffset: CGPoint {
        didSet { if contentOffset != oldValue { visibleRegionChanged() } }
    }

    open override var canBecomeFirstResponder: Bool { isEditable }

    /// Begins editing, if the view is editable and its delegate agrees.
    open override func becomeFirstResponder() -> Bool { beginEditing() }

    /// Ends editing, if the delegate agrees.
    open override func resignFirstResponder() -> Bool { endEditing() }

    open override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        if newWindow == nil, isFirstResponder { _ = resignFirstResponder() }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        caretView.backgroundColor = tintColor
        textDocument.invalidateLayouts()
        contentView.setNeedsDisplay()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        textDocument.invalidateLayouts()
        contentView.setNeedsDisplay()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutText()
    }

    open override var intrinsicContentSize: CGSize { textIntrinsicContentSize }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { textSizeThatFits(size) }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        if let touch = touches.first { textTouchBegan(touch, with: event) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        if let touch = touches.first, touch.type == .indirectPointer, touchedLink == nil { selectTouchMoved(touch) }
    }

    /// The selection handles reach past the text's edges: a finger on one is inside.
    open override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        super.point(inside: point, with: event) || textInteraction?.handleContains(point, in: self) == true
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        if let touch = touches.first { textTouchEnded(touch) }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
        touchedLink = nil
    }

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let unhandled = editingPresses(presses)
        if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
    }

    /// Selects the whole text.
    open override func selectAll(_ sender: Any?) { selectWholeText() }

    /// Selects the word at the caret.
    open override func select(_ sender: Any?) { selectWordAtCaret() }

    /// The edit actions the view can perform now — cut and copy with a selection, paste with text on the
    /// pasteboard, select and select all with text not all selected — and what the responder's default allows.
    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        canPerformEditAction(action) ?? super.canPerformAction(action, withSender: sender)
    }

    /// Copies the selection to the general pasteboard and deletes it.
    open override func cut(_ sender: Any?) { cutSelection() }

    /// Copies the selection to the general pasteboard.
    open override func copy(_ sender: Any?) { copySelection() }

    /// Types the general pasteboard's text over the selection.
    open override func paste(_ sender: Any?) { pasteText() }

    /// Scrolls so that the text in `range` shows.
    open func scrollRangeToVisible(_ range: NSRange) { scrollTextRangeToVisible(range) }

    /// The caret at `position`, in the view's coordinates.
    open func caretRect(for position: UITextPosition) -> CGRect { documentCaretRect(for: position) }

    /// The rectangles of `range`, in the view's coordinates.
    open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { documentSelectionRects(for: range) }
}
