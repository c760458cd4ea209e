import Foundation

/// The on-screen keyboard: three rows of letter keys, Shift, Backspace, Space and Return, laid out as iOS's
/// English keyboard is. A tap types into the first responder the keyboard came for: a letter through `insertText(_:)`, Backspace through `deleteBackward()`. Shift types the next
/// letter in capitals.
@MainActor
final class OnScreenKeyboardView: UIView {
    /// The keyboard's background: iOS's light keyboard grey.
    static let backgroundColor = UIColor(red: 0.82, green: 0.83, blue: 0.85, alpha: 1)

    /// The rows of letters.
    private static let rows = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]
    private static let keyGap: CGFloat = 6
    private static let rowGap: CGFloat = 11
    private static let topMargin: CGFloat = 8

    /// The height of the keys' area on `screen` (the bottom safe area comes below): iOS's 216 points on a
    /// phone in portrait and 162 in landscape, 264 and 352 on a screen at least 600 points wide and tall.
    static func height(on screen: UIScreen) -> CGFloat {
        let size = screen.bounds.size
        let landscape = size.width > size.height
        if min(size.width, size.height) >= 600 { return landscape ? 352 : 264 }
        return landscape ? 162 : 216
    }

    private var letterKeys: [[UIButton]] = []
    private let shiftKey = UIButton(type: .custom)
    private let deleteKey = UIButton(type: .custom)
    private let spaceKey = UIButton(type: .custom)
    private let returnKey = UIButton(type: .custom)
    private var shifted = false {
        didSet { updateLetterTitles() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = Self.backgroundColor
        letterKeys = Self.rows.map { row in
            row.map { letter in
                let key = makeKey(String(letter), dark: false)
                key.addAction(UIAction { [weak self] _ in self?.type(letter) }, for: .touchUpInside)
                return key
            }
        }
        for (key, title, action) in [(shiftKey, "⇧", OnScreenKeyboardView.toggleShift),
                                     (deleteKey, "⌫", OnScreenKeyboardView.deleteBackward),
                                     (spaceKey, "space", OnScreenKeyboardView.typeSpace),
                                     (returnKey, "return", OnScreenKeyboardView.typeReturn)] {
            configure(key, title: title, dark: key !== spaceKey)
            key.addAction(UIAction { [weak self] _ in self.map { action($0)() } }, for: .touchUpInside)
        }
        isAccessibilityElement = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    private func makeKey(_ title: String, dark: Bool) -> UIButton {
        let key = UIButton(type: .custom)
        configure(key, title: title, dark: dark)
        return key
    }

    private func configure(_ key: UIButton, title: String, dark: Bool) {
        key.setTitle(title, for: .normal)
        key.setTitleColor(.black, for: .normal)
        key.backgroundColor = dark ? UIColor(red: 0.67, green: 0.69, blue: 0.73, alpha: 1) : .white
        key.layer.cornerRadius = 5
        key.accessibilityLabel = title
        addSubview(key)
    }

    private func updateLetterTitles() {
        for (row, keys) in zip(Self.rows, letterKeys) {
            for (letter, key) in zip(row, keys) {
                key.setTitle(shifted ? letter.uppercased() : String(letter), for: .normal)
            }
        }
    }

    /// The keys of the rows share the width as iOS's do: ten letters fill the top row, the others are centred,
    /// Shift and Backspace flank the last, and Space fills the bottom row between Return and the margin.
    override func layoutSubviews() {
        super.layoutSubviews()
        let area = bounds.inset(by: UIEdgeInsets(top: Self.topMargin, left: 3, bottom: safeAreaInsets.bottom + 4, right: 3))
        let rowCount = CGFloat(Self.rows.count + 1)
        let rowHeight = max(0, (area.height - Self.rowGap * (rowCount - 1)) / rowCount)
        let keyWidth = max(0, (area.width - Self.keyGap * 9) / 10)
        for (index, keys) in letterKeys.enumerated() {
            let y = area.minY + CGFloat(index) * (rowHeight + Self.rowGap)
            let rowWidth = CGFloat(keys.count) * keyWidth + CGFloat(keys.count - 1) * Self.keyGap
            var x = area.midX - rowWidth / 2
            for key in keys {
                key.frame = CGRect(x: x, y: y, width: keyWidth, height: rowHeight)
                x += keyWidth + Self.keyGap
            }
        }
        let thirdRowY = area.minY + 2 * (rowHeight + Self.rowGap)
        let sideWidth = keyWidth * 1.3
        shiftKey.frame = CGRect(x: area.minX, y: thirdRowY, width: sideWidth, height: rowHeight)
        deleteKey.frame = CGRect(x: area.maxX - sideWidth, y: thirdRowY, width: sideWidth, height: rowHeight)
        let bottomY = area.minY + 3 * (rowHeight + Self.rowGap)
        let returnWidth = keyWidth * 2.5
        returnKey.frame = CGRect(x: area.maxX - returnWidth, y: bottomY, width: returnWidth, height: rowHeight)
        spaceKey.frame = CGRect(x: area.minX, y: bottomY, width: max(0, returnKey.frame.minX - Self.keyGap - area.minX),
                                height: rowHeight)
    }

    /// The responder the keys type into: the first responder the keyboard came for, if it takes text.
    private var typingTarget: UIKeyInput? {
        KeyboardManager.shared.servedWindow?.currentFirstResponder as? UIKeyInput
    }

    private func type(_ letter: Character) {
        typingTarget?.insertText(shifted ? letter.uppercased() : String(letter))
        shifted = false
    }

    private func toggleShift() { shifted.toggle() }
    private func deleteBackward() { typingTarget?.deleteBackward() }
    private func typeSpace() { typingTarget?.insertText(" ") }
    private func typeReturn() { typingTarget?.insertText("\n") }
}
