import CSDL2
import Testing
@testable import UIKit
import UIKitTesting

/// The smallest text view: it keeps what is typed and logs the presses that reach it.
final class TypingView: UIView, UIKeyInput {
    var text = ""
    var presses: [String] = []
    var keyboardType = UIKeyboardType.numberPad

    override var canBecomeFirstResponder: Bool { true }
    var hasText: Bool { !text.isEmpty }
    func insertText(_ text: String) { self.text += text }
    func deleteBackward() { if !text.isEmpty { text.removeLast() } }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        self.presses += presses.map { $0.key?.charactersIgnoringModifiers ?? "" }
    }
}

@MainActor @Suite struct KeyInputTests {
    @Test func aKeyInputFirstResponderReceivesTypedTextBackspaceAndReturn() {
        withEventWindow { window, generator in
            window.makeKey()
            let view = TypingView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
            window.addSubview(view)
            #expect(view.becomeFirstResponder())
            generator.keyType("Hi, 42!")
            #expect(view.text == "Hi, 42!" && view.hasText)
            // The presses travel the responder chain as well.
            #expect(view.presses.contains("h") && view.presses.contains("1"))
            generator.keyPress(.keyboardDeleteOrBackspace)
            generator.keyPress(.keyboardReturnOrEnter)
            #expect(view.text == "Hi, 42\n")
            // Arrows, Escape and Tab type nothing; shortcuts neither.
            for key in [UIKeyboardHIDUsage.keyboardLeftArrow, .keyboardEscape, .keyboardTab] { generator.keyPress(key) }
            generator.keyPress(.keyboardA, modifiers: .command)
            generator.keyPress(.keyboardA, modifiers: .control)
            #expect(view.text == "Hi, 42\n")
            generator.keyPress(.keyboardA, modifiers: .shift)
            #expect(view.text == "Hi, 42\nA")

            // Once it resigns, typing goes nowhere.
            #expect(view.resignFirstResponder())
            generator.keyType("x")
            generator.keyPress(.keyboardDeleteOrBackspace)
            #expect(view.text == "Hi, 42\nA")
        }
    }

    @Test func onlyTheKeyWindowsFirstResponderTakesText() {
        withEventWindow { window, generator in
            let view = TypingView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
            window.addSubview(view)
            #expect(view.becomeFirstResponder())
            let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            other.screen = window.screen
            other.isHidden = false
            other.makeKey()
            defer { other.isHidden = true }
            generator.keyType("abc")
            #expect(view.text == "")
            window.makeKey()
            generator.keyType("abc")
            #expect(view.text == "abc")
        }
    }

    @Test func traitsHaveUIKitsDefaultsAndAdoptersKeepTheirOwn() {
        final class Plain: UIView, UIKeyInput {
            var hasText: Bool { false }
            func insertText(_ text: String) {}
            func deleteBackward() {}
        }
        let plain = Plain()
        #expect(plain.keyboardType == .default && plain.autocapitalizationType == .sentences)
        #expect(plain.returnKeyType == .default && !plain.isSecureTextEntry)
        plain.isSecureTextEntry = true
        #expect(!plain.isSecureTextEntry)
        let typing = TypingView()
        #expect(typing.keyboardType == .numberPad)
        typing.keyboardType = .emailAddress
        #expect(typing.keyboardType == .emailAddress)
        #expect(UIKeyboardType.alphabet == .asciiCapable && UIKeyboardType.asciiCapableNumberPad.rawValue == 11)
        #expect(UIReturnKeyType.continue.rawValue == 11 && UITextAutocapitalizationType.allCharacters.rawValue == 3)
    }

    @Test func theSDLHostTypesItsComposedTextAndRepeatsBackspace() {
        withScreenWindow(size: CGSize(width: 200, height: 200), scale: 2) { window, screen in
            screen.hostIdentifier = 4343
            window.makeKey()
            let input = SDLInput()
            let view = TypingView()
            window.addSubview(view)
            #expect(view.becomeFirstResponder())
            func key(_ down: Bool, _ scancode: SDL_Scancode, isRepeat: Bool = false) -> SDL_Event {
                var event = SDL_Event()
                event.type = (down ? SDL_KEYDOWN : SDL_KEYUP).rawValue
                event.key.windowID = 4343
                event.key.keysym.scancode = scancode
                event.key.repeat = isRepeat ? 1 : 0
                return event
            }
            func text(_ string: String) -> SDL_Event {
                var event = SDL_Event()
                event.type = SDL_TEXTINPUT.rawValue
                event.text.windowID = 4343
                withUnsafeMutableBytes(of: &event.text.text) { buffer in
                    for (index, byte) in string.utf8.enumerated() { buffer[index] = byte }
                }
                return event
            }
            // The key press types nothing itself: the text event that follows it does.
            #expect(input.handle(key(true, SDL_SCANCODE_E)))
            #expect(view.text == "")
            #expect(input.handle(text("é")))
            _ = input.handle(key(false, SDL_SCANCODE_E))
            _ = input.handle(text("日本"))
            #expect(view.text == "é日本")
            _ = input.handle(key(true, SDL_SCANCODE_BACKSPACE))
            _ = input.handle(key(true, SDL_SCANCODE_BACKSPACE, isRepeat: true))
            _ = input.handle(key(false, SDL_SCANCODE_BACKSPACE))
            #expect(view.text == "é")
            // Each key began one press; the repeat began none.
            #expect(view.presses == ["e", "\u{8}"])
        }
    }
}
