import Foundation

/// What a host does for input methods: turn text input on and off, and tell the input method where the
/// caret is, in a screen's pixels, so that its candidate window opens beside it.
@MainActor
protocol InputMethodHost: AnyObject {
    func startTextInput()
    func stopTextInput()
    func setTextInputRect(_ rect: CGRect, on screen: UIScreen)
}

/// The link between the editing text view or field and the host's input method: text input is on while one
/// edits (or another responder that takes text is first), the caret's rectangle follows the caret, and
/// compositions arrive as marked text.
@MainActor
final class InputMethodSession {
    static let shared = InputMethodSession()

    /// The SDL host's input, when there is one.
    weak var host: InputMethodHost?
    private weak var editor: (any TextEditor)?

    func editorBeganEditing(_ editor: any TextEditor) {
        self.editor = editor
        host?.startTextInput()
        caretMoved(in: editor)
    }

    /// Text input goes off when no responder that takes text is first once the change of first responder
    /// is over (the view resigns before the next one becomes first).
    func editorEndedEditing(_ editor: any TextEditor) {
        guard self.editor === editor else { return }
        self.editor = nil
        guard host != nil else { return }
        RunLoop.main.perform { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.editor == nil,
                      !(UIApplication.shared.keyWindow?.currentFirstResponder is UIKeyInput) else { return }
                self.host?.stopTextInput()
            }
        }
    }

    /// Tells the input method where the caret (or the start of the marked text) is.
    func caretMoved(in editor: any TextEditor) {
        guard editor === self.editor, let host, let window = editor.window else { return }
        let offset = editor.markedRange?.location ?? editor.selection.location
        let rect = window.convert(editor.convert(editor.caretRect(forOffset: offset), to: window), to: nil)
        let scale = window.screen.scale
        host.setTextInputRect(CGRect(x: rect.minX * scale, y: rect.minY * scale,
                                     width: rect.width * scale, height: rect.height * scale), on: window.screen)
    }

    /// An input method's composition: `text`, with its cursor at `start` and `length` characters (code
    /// points, as SDL counts them) selected; a `length` of -1 is a caret, a `start` of -1 puts it at the end.
    /// Empty text ends the composition without committing it.
    static func compose(_ text: String, start: Int, length: Int, into input: UITextInput) {
        guard !text.isEmpty else {
            if input.markedTextRange != nil { input.setMarkedText(nil, selectedRange: NSRange(location: 0, length: 0)) }
            input.unmarkText()
            return
        }
        let scalars = Array(text.unicodeScalars)
        func utf16Count(_ count: Int) -> Int {
            scalars.prefix(min(max(count, 0), scalars.count)).reduce(0) { $0 + $1.utf16.count }
        }
        let location = start < 0 ? utf16Count(scalars.count) : utf16Count(start)
        let selected = length <= 0 ? 0 : utf16Count(max(start, 0) + length) - location
        input.setMarkedText(text, selectedRange: NSRange(location: location, length: max(selected, 0)))
    }
}
