import Foundation

/// The selection gestures and their UI, for any `UITextInput`: a tap places the caret (or, read-only, clears
/// the selection), a double tap selects a word, a triple tap its paragraph; a long press shows a loupe and
/// moves the caret under the finger (read-only: selects the word); the selection's ends have handles to drag;
/// and the edit menu (cut, copy, paste, select, select all, and the text input's own items through
/// `editMenu(for:suggestedActions:)`) comes up after a selection gesture or a tap on the caret.
///
/// Positions are found through `closestPosition(to:)` and the tokenizer, in the text input's coordinates (its
/// view's, when it is a view).
@preconcurrency @MainActor
open class UITextInteraction: NSObject, UIInteraction {
    /// Whether the interaction edits or only selects.
    public let textInteractionMode: UITextInteractionMode
    /// The text the gestures select in.
    open weak var textInput: (UIResponder & UITextInput)? {
        didSet { editMenu.actionTarget = textInput }
    }
    /// Hears of the gestures, and may refuse them.
    open weak var delegate: UITextInteractionDelegate?
    /// The view the interaction is added to.
    public private(set) weak var view: UIView?

    let tap = TextTapGestureRecognizer()
    let longPress = UILongPressGestureRecognizer()
    private(set) lazy var editMenu = UIEditMenuInteraction(delegate: self)
    let startHandle = TextSelectionHandleView(isStart: true)
    let endHandle = TextSelectionHandleView(isStart: false)
    var loupe: TextLoupeView?
    /// The edit menu a tap on the caret brings up once no second tap follows.
    var caretMenuTimer: EventClock.Token?
    /// How long a tap on the caret waits for a second tap before the menu comes up.
    static let doubleTapInterval: TimeInterval = 0.35

    /// An interaction for text of `mode`.
    public init(for mode: UITextInteractionMode) {
        textInteractionMode = mode
        super.init()
        // The pointer's clicks and drags are the text view's own, as on iPadOS with a mouse.
        let fingers = [NSNumber(value: UITouch.TouchType.direct.rawValue), NSNumber(value: UITouch.TouchType.pencil.rawValue)]
        tap.allowedTouchTypes = fingers
        longPress.allowedTouchTypes = fingers
        tap.addTarget(handler: { [weak self] _ in self?.tapped() })
        longPress.addTarget(handler: { [weak self] _ in self?.longPressChanged() })
        for handle in [startHandle, endHandle] {
            handle.pan.addTarget(handler: { [weak self, weak handle] _ in
                guard let self, let handle else { return }
                self.handleDragged(handle)
            })
        }
    }

    /// The recognizers the interaction adds, for apps to order their own against with `require(toFail:)`.
    open var gesturesForFailureRequirements: [UIGestureRecognizer] {
        [tap, longPress, startHandle.pan, endHandle.pan]
    }

    /// Removes the recognizers, handles and menu from the view it leaves.
    public func willMove(to view: UIView?) {
        guard let old = self.view else { return }
        old.removeGestureRecognizer(tap)
        old.removeGestureRecognizer(longPress)
        old.removeInteraction(editMenu)
        hideHandles()
        hideLoupe()
    }

    /// Adds the recognizers and the edit menu to the view it joins.
    public func didMove(to view: UIView?) {
        self.view = view
        guard let view else { return }
        view.addGestureRecognizer(tap)
        view.addGestureRecognizer(longPress)
        view.addInteraction(editMenu)
    }

    // MARK: Geometry

    /// The view the text input's geometry is in: the text input itself when it is a view, else ours.
    var textView: UIView? { textInput as? UIView ?? view }

    /// `point` (in the interaction's view) in the text input's coordinates.
    func textPoint(_ point: CGPoint) -> CGPoint {
        guard let view, let textView else { return point }
        return view.convert(point, to: textView)
    }

    /// The selection as offsets from the start of the document.
    var selectedOffsets: Range<Int>? {
        guard let textInput, let range = textInput.selectedTextRange else { return nil }
        let start = textInput.offset(from: textInput.beginningOfDocument, to: range.start)
        let end = textInput.offset(from: textInput.beginningOfDocument, to: range.end)
        return min(start, end)..<max(start, end)
    }

    /// Selects `offsets` (a caret when empty) in the text input.
    func select(_ offsets: Range<Int>) {
        guard let textInput, let start = textInput.position(from: textInput.beginningOfDocument, offset: offsets.lowerBound),
              let end = textInput.position(from: start, offset: offsets.count),
              let range = textInput.textRange(from: start, to: end) else { return }
        textInput.selectedTextRange = range
        updateHandles()
    }

    /// The offset nearest `point` (in the interaction's view).
    func offset(at point: CGPoint) -> Int? {
        guard let textInput, let position = textInput.closestPosition(to: textPoint(point)) else { return nil }
        return textInput.offset(from: textInput.beginningOfDocument, to: position)
    }

    /// The range of `granularity` around `offset`: the unit after it, else the one before it.
    func unit(_ granularity: UITextGranularity, at offset: Int) -> Range<Int>? {
        guard let textInput, let position = textInput.position(from: textInput.beginningOfDocument, offset: offset) else {
            return nil
        }
        let tokenizer = textInput.tokenizer
        let range = tokenizer.rangeEnclosingPosition(position, with: granularity, inDirection: .storage(.forward))
            ?? tokenizer.rangeEnclosingPosition(position, with: granularity, inDirection: .storage(.backward))
        return range.map {
            textInput.offset(from: textInput.beginningOfDocument, to: $0.start)..<textInput.offset(from: textInput.beginningOfDocument, to: $0.end)
        }
    }

    /// The caret or the selection's bounding rectangle, in the interaction's view.
    var selectionBounds: CGRect? {
        guard let textInput, let range = textInput.selectedTextRange, let view, let textView else { return nil }
        let rect = range.isEmpty ? textInput.caretRect(for: range.start)
            : textInput.selectionRects(for: range).map(\.rect).reduce(CGRect.null) { $0.union($1) }
        return rect.isNull ? nil : textView.convert(rect, to: view)
    }
}
