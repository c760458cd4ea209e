import Foundation

/// The characters of a US keyboard's keys, for hosts and the event generator that know only key codes.
package enum KeyboardLayout {
    /// Each key's character and its shifted character.
    private static let table: [UIKeyboardHIDUsage: (String, String)] = {
        var table: [UIKeyboardHIDUsage: (String, String)] = [:]
        for (offset, letter) in "abcdefghijklmnopqrstuvwxyz".enumerated() {
            table[UIKeyboardHIDUsage(rawValue: 4 + offset)] = (String(letter), String(letter).uppercased())
        }
        let digits = Array("1234567890"), shiftedDigits = Array("!@#$%^&*()")
        for offset in 0..<10 {
            table[UIKeyboardHIDUsage(rawValue: 30 + offset)] = (String(digits[offset]), String(shiftedDigits[offset]))
        }
        let others: [(UIKeyboardHIDUsage, String, String)] = [
            (.keyboardReturnOrEnter, "\r", "\r"), (.keyboardEscape, "\u{1B}", "\u{1B}"),
            (.keyboardDeleteOrBackspace, "\u{8}", "\u{8}"), (.keyboardTab, "\t", "\t"), (.keyboardSpacebar, " ", " "),
            (.keyboardHyphen, "-", "_"), (.keyboardEqualSign, "=", "+"), (.keyboardOpenBracket, "[", "{"),
            (.keyboardCloseBracket, "]", "}"), (.keyboardBackslash, "\\", "|"), (.keyboardSemicolon, ";", ":"),
            (.keyboardQuote, "'", "\""), (.keyboardGraveAccentAndTilde, "`", "~"), (.keyboardComma, ",", "<"),
            (.keyboardPeriod, ".", ">"), (.keyboardSlash, "/", "?"),
            (.keyboardUpArrow, "UIKeyInputUpArrow", "UIKeyInputUpArrow"),
            (.keyboardDownArrow, "UIKeyInputDownArrow", "UIKeyInputDownArrow"),
            (.keyboardLeftArrow, "UIKeyInputLeftArrow", "UIKeyInputLeftArrow"),
            (.keyboardRightArrow, "UIKeyInputRightArrow", "UIKeyInputRightArrow"),
        ]
        for (key, plain, shifted) in others { table[key] = (plain, shifted) }
        return table
    }()

    /// The key's character and its shifted character; empty for keys that type nothing.
    package static func characters(of key: UIKeyboardHIDUsage) -> (String, String) {
        table[key] ?? ("", "")
    }

    /// The text the key types into a text-input responder (with Shift when `shifted`); nil for keys that
    /// type none: arrows, and control characters such as Return, Tab and Backspace, which edit instead.
    package static func text(typedBy key: UIKeyboardHIDUsage, shifted: Bool) -> String? {
        guard let (plain, shiftedText) = table[key], key.pressType == .keyboardKey else { return nil }
        let text = shifted ? shiftedText : plain
        return text.unicodeScalars.allSatisfy({ $0.properties.generalCategory != .control }) ? text : nil
    }

    /// The key typing `character`, and whether it needs Shift.
    package static func key(typing character: Character) -> (UIKeyboardHIDUsage, Bool)? {
        let text = String(character)
        for (key, (plain, shifted)) in table {
            if plain == text { return (key, false) }
            if shifted == text { return (key, true) }
        }
        return nil
    }
}
