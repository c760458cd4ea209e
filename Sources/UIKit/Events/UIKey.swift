import Foundation

/// A keyboard key in a press: the characters it types and its HID usage code.
@preconcurrency @MainActor
open class UIKey: NSObject {
    /// What the key types with the modifiers held.
    public let characters: String
    /// What the key types without the modifiers (but with Shift's effect on letters undone).
    public let charactersIgnoringModifiers: String
    /// The modifier keys held.
    public let modifierFlags: UIKeyModifierFlags
    /// The key's USB HID usage.
    public let keyCode: UIKeyboardHIDUsage

    /// A key of `keyCode` typing `characters`.
    public init(keyCode: UIKeyboardHIDUsage, characters: String, charactersIgnoringModifiers: String? = nil,
                modifierFlags: UIKeyModifierFlags = []) {
        self.keyCode = keyCode
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers ?? characters
        self.modifierFlags = modifierFlags
        super.init()
    }
}

/// The modifier keys held with a key or during an event.
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    /// The flags' bits.
    public let rawValue: Int
    /// Flags with the given bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Caps Lock is on.
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    /// Shift.
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    /// Control.
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    /// Option (Alt).
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    /// Command (the Super or Windows key on Linux keyboards).
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    /// A key of the numeric keypad.
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

/// A keyboard key's USB HID usage code (page 7): what SDL's scancodes are too.
public struct UIKeyboardHIDUsage: RawRepresentable, Hashable, Sendable {
    /// The usage code.
    public let rawValue: Int
    /// The key of usage `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// A…Z.
    public static let keyboardA = Self(rawValue: 4), keyboardB = Self(rawValue: 5), keyboardC = Self(rawValue: 6)
    public static let keyboardD = Self(rawValue: 7), keyboardE = Self(rawValue: 8), keyboardF = Self(rawValue: 9)
    public static let keyboardG = Self(rawValue: 10), keyboardH = Self(rawValue: 11), keyboardI = Self(rawValue: 12)
    public static let keyboardJ = Self(rawValue: 13), keyboardK = Self(rawValue: 14), keyboardL = Self(rawValue: 15)
    public static let keyboardM = Self(rawValue: 16), keyboardN = Self(rawValue: 17), keyboardO = Self(rawValue: 18)
    public static let keyboardP = Self(rawValue: 19), keyboardQ = Self(rawValue: 20), keyboardR = Self(rawValue: 21)
    public static let keyboardS = Self(rawValue: 22), keyboardT = Self(rawValue: 23), keyboardU = Self(rawValue: 24)
    public static let keyboardV = Self(rawValue: 25), keyboardW = Self(rawValue: 26), keyboardX = Self(rawValue: 27)
    public static let keyboardY = Self(rawValue: 28), keyboardZ = Self(rawValue: 29)
    /// 1…9 and 0 of the main keyboard.
    public static let keyboard1 = Self(rawValue: 30), keyboard2 = Self(rawValue: 31), keyboard3 = Self(rawValue: 32)
    public static let keyboard4 = Self(rawValue: 33), keyboard5 = Self(rawValue: 34), keyboard6 = Self(rawValue: 35)
    public static let keyboard7 = Self(rawValue: 36), keyboard8 = Self(rawValue: 37), keyboard9 = Self(rawValue: 38)
    public static let keyboard0 = Self(rawValue: 39)
    /// Return.
    public static let keyboardReturnOrEnter = Self(rawValue: 40)
    /// Escape.
    public static let keyboardEscape = Self(rawValue: 41)
    /// Backspace.
    public static let keyboardDeleteOrBackspace = Self(rawValue: 42)
    /// Tab.
    public static let keyboardTab = Self(rawValue: 43)
    /// Space.
    public static let keyboardSpacebar = Self(rawValue: 44)
    /// - and _.
    public static let keyboardHyphen = Self(rawValue: 45)
    /// = and +.
    public static let keyboardEqualSign = Self(rawValue: 46)
    /// [ and {.
    public static let keyboardOpenBracket = Self(rawValue: 47)
    /// ] and }.
    public static let keyboardCloseBracket = Self(rawValue: 48)
    /// \ and |.
    public static let keyboardBackslash = Self(rawValue: 49)
    /// ; and :.
    public static let keyboardSemicolon = Self(rawValue: 51)
    /// ' and ".
    public static let keyboardQuote = Self(rawValue: 52)
    /// ` and ~.
    public static let keyboardGraveAccentAndTilde = Self(rawValue: 53)
    /// , and <.
    public static let keyboardComma = Self(rawValue: 54)
    /// . and >.
    public static let keyboardPeriod = Self(rawValue: 55)
    /// / and ?.
    public static let keyboardSlash = Self(rawValue: 56)
    /// Caps Lock.
    public static let keyboardCapsLock = Self(rawValue: 57)
    /// F1…F12.
    public static let keyboardF1 = Self(rawValue: 58), keyboardF2 = Self(rawValue: 59), keyboardF3 = Self(rawValue: 60)
    public static let keyboardF4 = Self(rawValue: 61), keyboardF5 = Self(rawValue: 62), keyboardF6 = Self(rawValue: 63)
    public static let keyboardF7 = Self(rawValue: 64), keyboardF8 = Self(rawValue: 65), keyboardF9 = Self(rawValue: 66)
    public static let keyboardF10 = Self(rawValue: 67), keyboardF11 = Self(rawValue: 68), keyboardF12 = Self(rawValue: 69)
    /// Print Screen.
    public static let keyboardPrintScreen = Self(rawValue: 70)
    /// Scroll Lock.
    public static let keyboardScrollLock = Self(rawValue: 71)
    /// Pause.
    public static let keyboardPause = Self(rawValue: 72)
    /// Insert.
    public static let keyboardInsert = Self(rawValue: 73)
    /// Home.
    public static let keyboardHome = Self(rawValue: 74)
    /// Page Up.
    public static let keyboardPageUp = Self(rawValue: 75)
    /// Forward delete.
    public static let keyboardDeleteForward = Self(rawValue: 76)
    /// End.
    public static let keyboardEnd = Self(rawValue: 77)
    /// Page Down.
    public static let keyboardPageDown = Self(rawValue: 78)
    /// The arrows.
    public static let keyboardRightArrow = Self(rawValue: 79), keyboardLeftArrow = Self(rawValue: 80)
    public static let keyboardDownArrow = Self(rawValue: 81), keyboardUpArrow = Self(rawValue: 82)
    /// The modifier keys.
    public static let keyboardLeftControl = Self(rawValue: 224), keyboardLeftShift = Self(rawValue: 225)
    public static let keyboardLeftAlt = Self(rawValue: 226), keyboardLeftGUI = Self(rawValue: 227)
    public static let keyboardRightControl = Self(rawValue: 228), keyboardRightShift = Self(rawValue: 229)
    public static let keyboardRightAlt = Self(rawValue: 230), keyboardRightGUI = Self(rawValue: 231)

    /// The press type a key stands for: the arrows and page keys have remote-control counterparts.
    var pressType: UIPress.PressType {
        switch self {
        case .keyboardUpArrow: return .upArrow
        case .keyboardDownArrow: return .downArrow
        case .keyboardLeftArrow: return .leftArrow
        case .keyboardRightArrow: return .rightArrow
        case .keyboardPageUp: return .pageUp
        case .keyboardPageDown: return .pageDown
        default: return .keyboardKey
        }
    }

    /// The modifier a modifier key holds, if it is one.
    var modifierFlag: UIKeyModifierFlags? {
        switch self {
        case .keyboardLeftShift, .keyboardRightShift: return .shift
        case .keyboardLeftControl, .keyboardRightControl: return .control
        case .keyboardLeftAlt, .keyboardRightAlt: return .alternate
        case .keyboardLeftGUI, .keyboardRightGUI: return .command
        default: return nil
        }
    }
}
