import Foundation

/// Reads the XML of a `.xib` or `.storyboard` into a tree of `InterfaceBuilderElement`s, within limits that
/// keep a hostile file from costing more than a bounded amount of memory and time.
enum InterfaceBuilderParser {
    /// Larger documents are refused: Xcode's largest storyboards are a few megabytes.
    static let maximumSize = 16 << 20
    /// Deeper nesting is refused, so that recursive decoding of subviews stays within the stack.
    static let maximumDepth = 256

    static func parse(_ data: Data) throws(InterfaceBuilderError) -> InterfaceBuilderElement {
        guard data.count <= maximumSize else {
            throw InterfaceBuilderError(.tooLarge, "The document is \(data.count) bytes; at most \(maximumSize) are read.")
        }
        // Xcode writes UTF-8; the reader makes strings of the bytes as they are.
        guard String(validating: data, as: UTF8.self) != nil else {
            throw InterfaceBuilderError(.malformedXML, "The document is not valid UTF-8.")
        }
        let result = data.withUnsafeBytes { bytes in
            Result { () throws(InterfaceBuilderError) in try Reader.read(bytes) }
        }
        return try result.get()
    }

    /// Reads the XML of an Interface Builder document into its element tree in one pass over the bytes: start and
    /// end tags with their attributes, text with the five predefined entities and character references, CDATA
    /// sections, comments and processing instructions. It checks what makes XML well-formed for these documents
    /// (tags nest and match, attributes are quoted and not repeated, one root element, references name characters)
    /// and reports faults with the line of the last element opened, as `InterfaceBuilderParser` promises.
    /// A document type declaration or any other markup declaration is refused: Interface Builder writes none, and
    /// refusing them keeps entity expansion out. Foundation's `XMLParser` took a third more time for the same tree.
    private struct Reader {
        private struct Open {
            let name: String
            let attributes: [String: String]
            let line: Int
            var children: [InterfaceBuilderElement] = []
            var text: [UInt8] = []
        }

        private let bytes: UnsafeRawBufferPointer
        private var index = 0
        private var line = 1
        private var stack: [Open] = []
        private var root: InterfaceBuilderElement?
        private var lastOpenedLine: Int?

        /// The root element of the UTF-8 document `bytes`.
        static func read(_ bytes: UnsafeRawBufferPointer) throws(InterfaceBuilderError) -> InterfaceBuilderElement {
            var reader = Reader(bytes: bytes)
            return try reader.document()
        }

        private init(bytes: UnsafeRawBufferPointer) {
            self.bytes = bytes
        }

        private mutating func document() throws(InterfaceBuilderError) -> InterfaceBuilderElement {
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "<") {
                    try markup()
                } else {
                    try text()
                }
            }
            if !stack.isEmpty { throw malformed("<\(stack[stack.count - 1].name)> is not closed.") }
            guard let root else { throw malformed("There is no root element.") }
            return root
        }

        // MARK: Markup

        private mutating func markup() throws(InterfaceBuilderError) {
            if matches("<!--") {
                try skip(past: "-->", what: "comment")
            } else if matches("<![CDATA[") {
                guard !stack.isEmpty else { throw malformed("Character data outside the root element.") }
                index += 9
                let start = index
                try skip(past: "]]>", what: "CDATA section")
                stack[stack.count - 1].text += normalizedLineEnds(start..<(index - 3))
            } else if matches("<?") {
                try skip(past: "?>", what: "processing instruction")
            } else if matches("</") {
                try endTag()
            } else if matches("<!") {
                // Interface Builder never writes a document type declaration; refusing one keeps entity expansion out.
                throw malformed("The document declares a DTD or entities, which Interface Builder never writes.")
            } else {
                try startTag()
            }
        }

        private mutating func startTag() throws(InterfaceBuilderError) {
            let tagLine = line
            index += 1
            let name = try self.name()
            var attributes: [String: String] = [:]
            while true {
                let spaced = skipWhitespace()
                guard index < bytes.count else { throw malformed("The tag <\(name)> is not closed.") }
                if bytes[index] == UInt8(ascii: ">") || matches("/>") { break }
                guard spaced else { throw malformed("Attributes of <\(name)> must be separated by whitespace.") }
                let attribute = try self.name()
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { throw malformed("The attribute \(attribute) of <\(name)> has no value.") }
                index += 1
                skipWhitespace()
                let value = try quotedValue()
                guard attributes.updateValue(value, forKey: attribute) == nil else {
                    throw malformed("The attribute \(attribute) is written twice on <\(name)>.")
                }
            }
            guard stack.count < InterfaceBuilderParser.maximumDepth else {
                throw InterfaceBuilderError(.tooDeep, "Elements nest deeper than \(InterfaceBuilderParser.maximumDepth) levels.",
                                            element: name, id: attributes["id"], line: tagLine)
            }
            if stack.isEmpty, root != nil {
                throw InterfaceBuilderError(.malformedXML, "The document has more than one root element.", element: name, line: tagLine)
            }
            lastOpenedLine = tagLine
            let open = Open(name: name, attributes: attributes, line: tagLine)
            if bytes[index] == UInt8(ascii: "/") {
                index += 2
                close(open)
            } else {
                index += 1
                stack.append(open)
            }
        }

        private mutating func endTag() throws(InterfaceBuilderError) {
            index += 2
            let name = try self.name()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else { throw malformed("The end tag </\(name)> is not closed.") }
            index += 1
            guard let open = stack.popLast(), open.name == name else { throw malformed("The end tag </\(name)> matches no open element.") }
            close(open)
        }

        private mutating func close(_ open: Open) {
            let isBlank = open.text.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
            let element = InterfaceBuilderElement(name: open.name, attributes: open.attributes, children: open.children,
                                                  text: isBlank ? nil : String(decoding: open.text, as: UTF8.self), line: open.line)
            if stack.isEmpty {
                root = element
            } else {
                stack[stack.count - 1].children.append(element)
            }
        }

        // MARK: Text

        private mutating func text() throws(InterfaceBuilderError) {
            let start = index
            var decoded: [UInt8] = []
            var copied = start
            while index < bytes.count, bytes[index] != UInt8(ascii: "<") {
                switch bytes[index] {
                case UInt8(ascii: "&"):
                    decoded += normalizedLineEnds(copied..<index)
                    decoded += try reference()
                    copied = index
                case 0x0A:
                    line += 1
                    index += 1
                default:
                    index += 1
                }
            }
            decoded += normalizedLineEnds(copied..<index)
            if stack.isEmpty {
                guard decoded.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) else {
                    throw malformed("Text outside the root element.")
                }
            } else {
                stack[stack.count - 1].text += decoded
            }
        }

        /// `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`, `&#N;` or `&#xH;` at `index`, as UTF-8.
        private mutating func reference() throws(InterfaceBuilderError) -> [UInt8] {
            let start = index + 1
            var end = start
            while end < bytes.count, end - start < 12, bytes[end] != UInt8(ascii: ";") { end += 1 }
            guard end < bytes.count, bytes[end] == UInt8(ascii: ";") else { throw malformed("An entity reference is not closed.") }
            let name = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
            index = end + 1
            switch name {
            case "amp": return [UInt8(ascii: "&")]
            case "lt": return [UInt8(ascii: "<")]
            case "gt": return [UInt8(ascii: ">")]
            case "quot": return [UInt8(ascii: "\"")]
            case "apos": return [UInt8(ascii: "'")]
            default:
                let number: UInt32? = if name.hasPrefix("#x") {
                    UInt32(name.dropFirst(2), radix: 16)
                } else if name.hasPrefix("#") {
                    UInt32(name.dropFirst(), radix: 10)
                } else {
                    nil
                }
                guard let number, number != 0, let scalar = Unicode.Scalar(number) else {
                    throw malformed("The entity &\(name); is not one XML defines.")
                }
                return Array(String(Character(scalar)).utf8)
            }
        }

        private mutating func quotedValue() throws(InterfaceBuilderError) -> String {
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
                throw malformed("An attribute value is not quoted.")
            }
            let quote = bytes[index]
            index += 1
            var value: [UInt8] = []
            var copied = index
            var plain = true
            while index < bytes.count, bytes[index] != quote {
                switch bytes[index] {
                case UInt8(ascii: "<"):
                    throw malformed("An attribute value holds \"<\".")
                case UInt8(ascii: "&"):
                    value += UnsafeRawBufferPointer(rebasing: bytes[copied..<index])
                    value += try reference()
                    copied = index
                    plain = false
                case 0x0A, 0x09, 0x0D:
                    // XML turns each whitespace character of a value into a space, and a CR LF into one.
                    value += UnsafeRawBufferPointer(rebasing: bytes[copied..<index])
                    if bytes[index] == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                    if bytes[index] == 0x0A { line += 1 }
                    value.append(0x20)
                    index += 1
                    copied = index
                    plain = false
                default:
                    index += 1
                }
            }
            guard index < bytes.count else { throw malformed("An attribute value is not closed.") }
            defer { index += 1 }
            if plain { return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[copied..<index]), as: UTF8.self) }
            value += UnsafeRawBufferPointer(rebasing: bytes[copied..<index])
            return String(decoding: value, as: UTF8.self)
        }

        // MARK: Scanning

        /// A name: a letter, `_`, `:` or a non-ASCII character, then anything but whitespace and `/>=`.
        private mutating func name() throws(InterfaceBuilderError) -> String {
            let start = index
            while index < bytes.count {
                let byte = bytes[index]
                if byte <= 0x20 || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "=")
                    || byte == UInt8(ascii: "<") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { break }
                index += 1
            }
            guard index > start else { throw malformed("A name is expected.") }
            let first = bytes[start]
            guard first >= 0x80 || first == UInt8(ascii: "_") || first == UInt8(ascii: ":")
                    || (first | 0x20 >= UInt8(ascii: "a") && first | 0x20 <= UInt8(ascii: "z")) else {
                throw malformed("A name cannot start with \"\(Character(Unicode.Scalar(first)))\".")
            }
            return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        }

        /// Skips whitespace; whether there was any.
        @discardableResult
        private mutating func skipWhitespace() -> Bool {
            let start = index
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x09 || bytes[index] == 0x0D {
                if bytes[index] == 0x0A { line += 1 }
                index += 1
            }
            return index > start
        }

        private func matches(_ literal: StaticString) -> Bool {
            let count = literal.utf8CodeUnitCount
            guard bytes.count - index >= count else { return false }
            let pointer = literal.utf8Start
            for offset in 0..<count where bytes[index + offset] != pointer[offset] { return false }
            return true
        }

        /// Moves past the next `terminator`, counting lines; a fault when there is none.
        private mutating func skip(past terminator: StaticString, what: String) throws(InterfaceBuilderError) {
            while index < bytes.count {
                if matches(terminator) {
                    index += terminator.utf8CodeUnitCount
                    return
                }
                if bytes[index] == 0x0A { line += 1 }
                index += 1
            }
            throw malformed("A \(what) is not closed.")
        }

        /// The bytes of `range` with each CR LF or lone CR made a LF, as XML reads line ends.
        private func normalizedLineEnds(_ range: Range<Int>) -> [UInt8] {
            var result: [UInt8] = []
            result.reserveCapacity(range.count)
            var position = range.lowerBound
            while position < range.upperBound {
                let byte = bytes[position]
                if byte == 0x0D {
                    result.append(0x0A)
                    if position + 1 < range.upperBound, bytes[position + 1] == 0x0A { position += 1 }
                } else {
                    result.append(byte)
                }
                position += 1
            }
            return result
        }

        private func malformed(_ reason: String) -> InterfaceBuilderError {
            InterfaceBuilderError(.malformedXML, "The document is not well-formed XML: \(reason)", line: lastOpenedLine ?? line)
        }
    }
}
