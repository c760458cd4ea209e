import Foundation

/// A key combination that sends an action up the responder chain: responders list theirs in `keyCommands`,
/// and a key press matching one, starting from the first responder, sends its action instead of
/// `pressesBegan`.
@preconcurrency @MainActor
open class UIKeyCommand: UIMenuElement {
    /// The input of the up-arrow key.
    public static let inputUpArrow = "UIKeyInputUpArrow"
    /// The input of the down-arrow key.
    public static let inputDownArrow = "UIKeyInputDownArrow"
    /// The input of the left-arrow key.
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    /// The input of the right-arrow key.
    public static let inputRightArrow = "UIKeyInputRightArrow"
    /// The input of the Escape key.
    public static let inputEscape = "UIKeyInputEscape"
    /// The input of the Page Up key.
    public static let inputPageUp = "UIKeyInputPageUp"
    /// The input of the Page Down key.
    public static let inputPageDown = "UIKeyInputPageDown"
    /// The input of the Home key.
    public static let inputHome = "UIKeyInputHome"
    /// The input of the End key.
    public static let inputEnd = "UIKeyInputEnd"
    /// The input of the forward-delete key.
    public static let inputDelete = "UIKeyInputDelete"

    /// The characters of the key (or one of the `input…` names).
    public let input: String?
    /// The modifier keys that must be held.
    public let modifierFlags: UIKeyModifierFlags
    /// The action sent up the responder chain.
    public let action: Selector?
    /// The title shown in the list of key commands.
    open var discoverabilityTitle: String?
    /// Whether the command wins over the system's handling of the key.
    open var wantsPriorityOverSystemBehavior = false

    /// A command sending `action` when `input` is typed with `modifierFlags` held.
    public init(title: String = "", image: UIImage? = nil, action: Selector, input: String,
                modifierFlags: UIKeyModifierFlags = [], discoverabilityTitle: String? = nil) {
        self.input = input
        self.modifierFlags = modifierFlags
        self.action = action
        self.discoverabilityTitle = discoverabilityTitle
        super.init(title: title, image: image)
    }

    /// A command sending `action` when `input` is typed with `modifierFlags` held.
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.init(action: action, input: input, modifierFlags: modifierFlags)
    }

    /// Whether `key` types this command: its input and modifiers (Caps Lock and the keypad aside).
    func matches(_ key: UIKey) -> Bool {
        guard let input else { return false }
        let relevant: UIKeyModifierFlags = [.shift, .control, .alternate, .command]
        guard key.modifierFlags.intersection(relevant) == modifierFlags.intersection(relevant) else { return false }
        if let special = UIKeyCommand.specialInputs[key.keyCode] { return input == special }
        return input.lowercased() == key.charactersIgnoringModifiers.lowercased()
    }

    private static let specialInputs: [UIKeyboardHIDUsage: String] = [
        .keyboardUpArrow: inputUpArrow, .keyboardDownArrow: inputDownArrow, .keyboardLeftArrow: inputLeftArrow,
        .keyboardRightArrow: inputRightArrow, .keyboardEscape: inputEscape, .keyboardPageUp: inputPageUp,
        .keyboardPageDown: inputPageDown, .keyboardHome: inputHome, .keyboardEnd: inputEnd,
        .keyboardDeleteForward: inputDelete,
    ]
}
