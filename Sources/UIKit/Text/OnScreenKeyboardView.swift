import Foundation

/// The on-screen keyboard, laid out as iOS's English keyboards are for the first responder's `keyboardType`:
/// letters with Shift, the numbers and symbols planes behind the "123" and "#+=" keys, the email, URL, Twitter
/// and web-search variants of the bottom row, and the number, decimal and phone pads. A tap types into the
/// first responder the keyboard came for: characters through `insertText(_:)`, Backspace through
/// `deleteBackward()`. The Return key shows the `returnKeyType`'s title, and is dimmed while the text is empty
/// when the responder `enablesReturnKeyAutomatically`.
@MainActor
final class OnScreenKeyboardView: UIView {
    /// The keyboard's background: iOS's light keyboard grey.
    static let backgroundColor = UIColor(red: 0.82, green: 0.83, blue: 0.85, alpha: 1)
    /// The function keys' (Shift, Backspace, the plane keys) darker grey.
    private static let functionKeyColor = UIColor(red: 0.67, green: 0.69, blue: 0.73, alpha: 1)

    /// A set of keys shown at once.
    enum Plane: Equatable {
        case letters, numbers, symbols, numberPad, decimalPad, phonePad, phoneSymbols
    }

    /// What a key does.
    private enum Action {
        case type(String), shift, delete, returnKey, plane(Plane)
    }

    /// A key: its title, what it does, its width in letter-key widths (0 fills what the row leaves).
    private struct Key {
        let title: String
        let action: Action
        var width: CGFloat = 1
        var isFunction: Bool {
            if case .type = action { return false }
            return true
        }

        static func text(_ characters: String) -> [Key] { characters.map { Key(title: String($0), action: .type(String($0))) } }
    }

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

    /// The title of the Return key for `type`, as iOS's English keyboard shows it (Google and Yahoo searches
    /// read "search" since iOS 7).
    static func returnKeyTitle(_ type: UIReturnKeyType) -> String {
        switch type {
        case .default: "return"
        case .go: "go"
        case .google, .yahoo, .search: "search"
        case .join: "join"
        case .next: "next"
        case .route: "route"
        case .send: "send"
        case .done: "done"
        case .emergencyCall: "Emergency Call"
        case .continue: "continue"
        }
    }

    /// The plane shown.
    private(set) var plane = Plane.letters
    private var keyboardType = UIKeyboardType.default
    private var returnKeyType = UIReturnKeyType.default
    private var enablesReturnKeyAutomatically = false
    private var rows: [[(key: Key, button: UIButton)]] = []
    private var returnButton: UIButton?
    private var shifted = false {
        didSet { if shifted != oldValue { updateLetterTitles() } }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = Self.backgroundColor
        isAccessibilityElement = false
        show(.letters)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Takes the keyboard type, Return key and its automatic enabling from `traits`, starting on the plane
    /// the type opens with.
    func configure(for traits: UITextInputTraits?) {
        keyboardType = traits?.keyboardType ?? .default
        returnKeyType = traits?.returnKeyType ?? .default
        enablesReturnKeyAutomatically = traits?.enablesReturnKeyAutomatically ?? false
        shifted = false
        show(Self.firstPlane(for: keyboardType))
    }

    private static func firstPlane(for type: UIKeyboardType) -> Plane {
        switch type {
        case .numberPad, .asciiCapableNumberPad: .numberPad
        case .decimalPad: .decimalPad
        case .phonePad: .phonePad
        case .numbersAndPunctuation: .numbers
        default: .letters
        }
    }

    /// The text's emptiness may have changed: the Return key follows when it enables itself automatically.
    func updateReturnKey() {
        guard let returnButton else { return }
        let target = typingTarget
        returnButton.isEnabled = !enablesReturnKeyAutomatically || target?.hasText == true
    }

    // MARK: Planes

    /// The keys of `plane` for the keyboard type.
    private func keys(of plane: Plane) -> [[Key]] {
        let delete = Key(title: "⌫", action: .delete, width: 1.3)
        let returnKey = Key(title: Self.returnKeyTitle(returnKeyType), action: .returnKey, width: 2.5)
        let space = Key(title: "space", action: .type(" "), width: 0)
        switch plane {
        case .letters:
            return [Key.text("qwertyuiop"), Key.text("asdfghjkl"),
                    [Key(title: "⇧", action: .shift, width: 1.3)] + Key.text("zxcvbnm") + [delete],
                    bottomRow(space: space, returnKey: returnKey)]
        case .numbers, .symbols:
            let numbers = plane == .numbers
            let toggle = Key(title: numbers ? "#+=" : "123", action: .plane(numbers ? .symbols : .numbers), width: 1.3)
            return [Key.text(numbers ? "1234567890" : "[]{}#%^*+="), Key.text(numbers ? "-/:;()$&@\"" : "_\\|~<>€£¥•"),
                    [toggle] + Key.text(".,?!'").map { Key(title: $0.title, action: $0.action, width: 1.4) } + [delete],
                    [Key(title: "ABC", action: .plane(.letters), width: 2.5), space, returnKey]]
        case .numberPad, .decimalPad:
            let corner = plane == .decimalPad ? Key.text(Locale.current.decimalSeparator ?? ".") : [Key(title: "", action: .type(""))]
            return [Key.text("123"), Key.text("456"), Key.text("789"), corner + Key.text("0") + [delete]]
        case .phonePad, .phoneSymbols:
            let symbols = plane == .phoneSymbols
            let toggle = Key(title: symbols ? "123" : "+*#", action: .plane(symbols ? .phonePad : .phoneSymbols))
            let digits = symbols ? [Key.text("*#+"), Key.text("()-"), Key.text(",;/")] : [Key.text("123"), Key.text("456"), Key.text("789")]
            return digits + [[toggle] + Key.text("0") + [delete]]
        }
    }

    /// The bottom row of the letters plane: the "123" key, then what the keyboard type adds around Space.
    private func bottomRow(space: Key, returnKey: Key) -> [Key] {
        let numbers = Key(title: "123", action: .plane(.numbers), width: 1.3)
        switch keyboardType {
        case .emailAddress: return [numbers, space] + Key.text("@.") + [returnKey]
        case .URL: return [numbers] + Key.text("./") + [Key(title: ".com", action: .type(".com"), width: 0), returnKey]
        case .twitter: return [numbers, space] + Key.text("@#") + [returnKey]
        case .webSearch: return [numbers, space] + Key.text(".") + [returnKey]
        default: return [numbers, space, returnKey]
        }
    }

    /// Shows `plane`'s keys.
    private func show(_ plane: Plane) {
        self.plane = plane
        for row in rows { for entry in row { entry.button.removeFromSuperview() } }
        returnButton = nil
        rows = keys(of: plane).map { row in
            row.map { key in
                let button = UIButton(type: .custom)
                button.setTitle(key.title, for: .normal)
                button.setTitleColor(.black, for: .normal)
                button.setTitleColor(.gray, for: .disabled)
                button.backgroundColor = key.isFunction ? Self.functionKeyColor : .white
                button.layer.cornerRadius = 5
                button.accessibilityLabel = key.title
                if case .returnKey = key.action, returnKeyType != .default {
                    button.backgroundColor = .systemBlue
                    button.setTitleColor(.white, for: .normal)
                }
                if case .returnKey = key.action { returnButton = button }
                let action = key.action
                button.addAction(UIAction { [weak self] _ in self?.perform(action) }, for: .touchUpInside)
                addSubview(button)
                return (key, button)
            }
        }
        updateLetterTitles()
        updateReturnKey()
        setNeedsLayout()
    }

    private func updateLetterTitles() {
        guard plane == .letters else { return }
        for row in rows {
            for (key, button) in row {
                if case .type = key.action, key.title.count == 1 {
                    button.setTitle(shifted ? key.title.uppercased() : key.title, for: .normal)
                }
            }
        }
    }

    // MARK: Layout

    /// Rows share the height; in a row, keys are as wide as their share of a letter key (ten letters and their
    /// gaps fill a row; three keys fill a pad's), a filling key takes what is left, and a row whose ends are
    /// function keys keeps them at the edges with the others centred between.
    override func layoutSubviews() {
        super.layoutSubviews()
        let area = bounds.inset(by: UIEdgeInsets(top: Self.topMargin, left: 3, bottom: safeAreaInsets.bottom + 4, right: 3))
        let isPad = [.numberPad, .decimalPad, .phonePad, .phoneSymbols].contains(plane)
        let columns: CGFloat = isPad ? 3 : 10
        let unit = max(0, (area.width - Self.keyGap * (columns - 1)) / columns)
        let rowHeight = max(0, (area.height - Self.rowGap * CGFloat(rows.count - 1)) / CGFloat(rows.count))
        for (index, row) in rows.enumerated() {
            let y = area.minY + CGFloat(index) * (rowHeight + Self.rowGap)
            let gaps = Self.keyGap * CGFloat(row.count - 1)
            let fixed = row.reduce(CGFloat(0)) { $0 + $1.key.width * unit }
            let fillers = row.filter { $0.key.width == 0 }.count
            let filling = fillers > 0 ? max(0, (area.width - gaps - fixed) / CGFloat(fillers)) : 0
            let widths = row.map { $0.key.width == 0 ? filling : $0.key.width * unit }
            var frames: [CGRect] = []
            let total = widths.reduce(0, +) + gaps
            var x = fillers > 0 || isPad ? area.minX : area.midX - total / 2
            for width in widths {
                frames.append(CGRect(x: x, y: y, width: width, height: rowHeight))
                x += width + Self.keyGap
            }
            if fillers == 0, !isPad, row.count > 2, row[0].key.isFunction, row[row.count - 1].key.isFunction {
                frames[0].origin.x = area.minX
                frames[frames.count - 1].origin.x = area.maxX - frames[frames.count - 1].width
            }
            for (entry, frame) in zip(row, frames) { entry.button.frame = frame }
        }
    }

    // MARK: Typing

    /// The responder the keys type into: the first responder the keyboard came for, if it takes text.
    private var typingTarget: UIKeyInput? {
        KeyboardManager.shared.servedWindow?.currentFirstResponder as? UIKeyInput
    }

    private func perform(_ action: Action) {
        switch action {
        case .type(let text):
            guard !text.isEmpty else { return }
            typingTarget?.insertText(plane == .letters && shifted ? text.uppercased() : text)
            shifted = false
            // As on iOS, a space or an apostrophe typed on the numbers plane brings the letters back.
            if plane == .numbers, text == " " || text == "'" { show(.letters) }
        case .shift:
            shifted.toggle()
        case .delete:
            typingTarget?.deleteBackward()
        case .returnKey:
            typingTarget?.insertText("\n")
        case .plane(let plane):
            show(plane)
        }
        updateReturnKey()
    }
}
