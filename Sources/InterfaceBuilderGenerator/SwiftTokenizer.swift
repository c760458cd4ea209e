/// One token of Swift source as the declaration scanner needs it.
struct SwiftToken: Equatable {
    enum Kind: Equatable {
        /// An identifier or keyword (backticks removed).
        case word
        /// An attribute, without its `@`.
        case attribute
        /// Any other character outside comments and string literals.
        case punctuation
    }

    let kind: Kind
    let text: String
    /// The 1-based line the token starts on.
    let line: Int
}

/// Splits Swift source into words, attributes and punctuation, skipping comments (nested block comments too),
/// string literals (single-line, multi-line and raw) and compiler directives (`#if canImport(ObjectiveC)`,
/// `#endif`…), so that what both branches of an `#if` declare is seen.
struct SwiftTokenizer {
    private let characters: [Character]
    private var index = 0
    private var line = 1

    private static let directives: Set<String> = ["if", "elseif", "else", "endif", "warning", "error", "sourceLocation"]

    init(_ source: String) {
        characters = Array(source)
    }

    static func tokens(of source: String) -> [SwiftToken] {
        var tokenizer = SwiftTokenizer(source)
        return tokenizer.all()
    }

    private mutating func all() -> [SwiftToken] {
        var tokens: [SwiftToken] = []
        while let character = peek() {
            if character == "\n" {
                line += 1
                index += 1
            } else if character.isWhitespace {
                index += 1
            } else if starts(with: "//") {
                skipLine()
            } else if starts(with: "/*") {
                skipBlockComment()
            } else if character == "\"" || (character == "#" && isRawStringStart()) {
                skipString()
            } else if character == "#" {
                index += 1
                // A directive hides nothing of its line from the other branch; `#available(…) {` keeps its brace.
                if Self.directives.contains(readWord()) { skipLine() }
            } else if character == "@" {
                index += 1
                tokens.append(SwiftToken(kind: .attribute, text: readWord(), line: line))
            } else if character == "`" || character.isLetter || character == "_" {
                tokens.append(SwiftToken(kind: .word, text: readWord(), line: line))
            } else if character.isNumber {
                _ = readWord()
            } else {
                tokens.append(SwiftToken(kind: .punctuation, text: String(character), line: line))
                index += 1
            }
        }
        return tokens
    }

    private func peek(_ offset: Int = 0) -> Character? {
        index + offset < characters.count ? characters[index + offset] : nil
    }

    private func starts(with text: String) -> Bool {
        for (offset, character) in text.enumerated() where peek(offset) != character { return false }
        return true
    }

    private mutating func readWord() -> String {
        if peek() == "`" {
            index += 1
            let start = index
            while let character = peek(), character != "`", character != "\n" { index += 1 }
            defer { if peek() == "`" { index += 1 } }
            return String(characters[start..<index])
        }
        let start = index
        while let character = peek(), character.isLetter || character.isNumber || character == "_" { index += 1 }
        return String(characters[start..<index])
    }

    private mutating func skipLine() {
        while let character = peek(), character != "\n" { index += 1 }
    }

    private mutating func skipBlockComment() {
        var depth = 0
        while peek() != nil {
            if starts(with: "/*") {
                depth += 1
                index += 2
            } else if starts(with: "*/") {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                if peek() == "\n" { line += 1 }
                index += 1
            }
        }
    }

    /// Whether a `#` starts a raw string (`#"…"#`).
    private func isRawStringStart() -> Bool {
        var offset = 0
        while peek(offset) == "#" { offset += 1 }
        return peek(offset) == "\""
    }

    /// Skips a string literal, with its interpolations' parentheses and escapes.
    private mutating func skipString() {
        var hashes = 0
        while peek() == "#" {
            hashes += 1
            index += 1
        }
        let multiline = starts(with: "\"\"\"")
        index += multiline ? 3 : 1
        let closing = (multiline ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes)
        let escape = "\\" + String(repeating: "#", count: hashes)
        while let character = peek() {
            if starts(with: escape) {
                index += escape.count
                if peek() == "\n" { line += 1 }
                index += 1
            } else if starts(with: closing) {
                index += closing.count
                return
            } else if character == "\n" {
                line += 1
                index += 1
                if !multiline { return }
            } else {
                index += 1
            }
        }
    }
}
