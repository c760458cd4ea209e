import Foundation

/// The kinds of keyboard a text-input view asks for.
public enum UIKeyboardType: Int, Sendable {
    /// The current input method's keyboard.
    case `default` = 0
    /// Only ASCII characters.
    case asciiCapable = 1
    /// Digits and punctuation.
    case numbersAndPunctuation = 2
    /// For URLs: "/" and ".com" near at hand.
    case URL = 3
    /// Digits only.
    case numberPad = 4
    /// Digits, "*", "#" and "+".
    case phonePad = 5
    /// Letters, with a phone pad one key away.
    case namePhonePad = 6
    /// For email addresses: "@" and "." near at hand.
    case emailAddress = 7
    /// Digits and the decimal separator.
    case decimalPad = 8
    /// "@" and "#" near at hand.
    case twitter = 9
    /// For search terms: a Go key, a space and ".".
    case webSearch = 10
    /// ASCII digits only.
    case asciiCapableNumberPad = 11

    /// The older name of `.asciiCapable`.
    public static let alphabet = UIKeyboardType.asciiCapable
}

/// When the keyboard's Shift key turns on by itself.
public enum UITextAutocapitalizationType: Int, Sendable {
    /// Never.
    case none = 0
    /// At the start of each word.
    case words = 1
    /// At the start of each sentence.
    case sentences = 2
    /// For every character.
    case allCharacters = 3
}

/// What the keyboard's Return key is labelled.
public enum UIReturnKeyType: Int, Sendable {
    /// "Return".
    case `default` = 0
    /// "Go".
    case go = 1
    /// "Google".
    case google = 2
    /// "Join".
    case join = 3
    /// "Next".
    case next = 4
    /// "Route".
    case route = 5
    /// "Search".
    case search = 6
    /// "Send".
    case send = 7
    /// "Yahoo".
    case yahoo = 8
    /// "Done".
    case done = 9
    /// "Emergency Call".
    case emergencyCall = 10
    /// "Continue".
    case `continue` = 11
}

/// How a text-input view wants the keyboard to behave. Every member is optional in UIKit, so each has a
/// default here (the default keyboard, sentence capitalization, the Return key, visible text); an adopter
/// that stores a trait declares the property, and the default setters keep nothing.
///
/// Vellum has no on-screen keyboard: the traits are kept for the code that reads them (a hardware keyboard
/// types the same whatever they say).
@preconcurrency @MainActor
public protocol UITextInputTraits: AnyObject {
    /// The keyboard wanted.
    var keyboardType: UIKeyboardType { get set }
    /// When Shift turns on by itself.
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    /// The Return key's label.
    var returnKeyType: UIReturnKeyType { get set }
    /// Whether the text is hidden as it is typed (a password).
    var isSecureTextEntry: Bool { get set }
    /// Whether the Return key is disabled while there is no text.
    var enablesReturnKeyAutomatically: Bool { get set }
}

extension UITextInputTraits {
    /// `.default`.
    public var keyboardType: UIKeyboardType {
        get { .default }
        set {}
    }

    /// `.sentences`.
    public var autocapitalizationType: UITextAutocapitalizationType {
        get { .sentences }
        set {}
    }

    /// `.default`.
    public var returnKeyType: UIReturnKeyType {
        get { .default }
        set {}
    }

    /// False.
    public var isSecureTextEntry: Bool {
        get { false }
        set {}
    }

    /// False.
    public var enablesReturnKeyAutomatically: Bool {
        get { false }
        set {}
    }
}
