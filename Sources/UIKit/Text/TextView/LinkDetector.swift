import Foundation

/// Finds links in plain text, as the `.link` data detector does: web addresses with a scheme
/// (`https://…`, `http://…`), ones that start "www.", and mail addresses. A link ends at white space or a
/// character URLs do not hold; trailing punctuation that ends a sentence, and a closing bracket without its
/// opening one, stay outside it.
enum LinkDetector {
    /// The links in `text`, in order, with UTF-16 ranges.
    static func links(in text: String) -> [(range: NSRange, url: URL)] {
        let units = Array(text.utf16)
        var found: [(range: NSRange, url: URL)] = []
        var index = 0
        while index < units.count {
            guard startsWord(units, at: index), let end = candidateEnd(units, from: index) else {
                index += 1
                continue
            }
            let candidate = String(decoding: units[index..<end], as: UTF16.self)
            let trimmed = trimmed(candidate)
            if let url = url(for: trimmed) {
                found.append((NSRange(location: index, length: trimmed.utf16.count), url))
                index += trimmed.utf16.count
            } else {
                index = end
            }
        }
        return found
    }

    /// Whether a link may start at `index`: at the text's start or after a character that is not part of a word.
    private static func startsWord(_ units: [UInt16], at index: Int) -> Bool {
        guard index > 0 else { return true }
        let previous = units[index - 1]
        return !(isWordUnit(previous) || previous == UInt16(UInt8(ascii: "@")) || previous == UInt16(UInt8(ascii: "/")))
    }

    private static func isWordUnit(_ unit: UInt16) -> Bool {
        unit >= 0x80 || (unit >= 0x30 && unit <= 0x39) || (unit | 0x20 >= 0x61 && unit | 0x20 <= 0x7A)
    }

    /// Where a run of characters URLs may hold, starting at `index`, ends; nil when it is empty.
    private static func candidateEnd(_ units: [UInt16], from index: Int) -> Int? {
        var end = index
        while end < units.count, isURLUnit(units[end]) { end += 1 }
        return end > index ? end : nil
    }

    private static func isURLUnit(_ unit: UInt16) -> Bool {
        guard unit < 0x80 else { return false }
        let scalar = Unicode.Scalar(UInt8(unit))
        return scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-._~:/?#[]@!$&'()*+,;=%".unicodeScalars.contains(scalar)
    }

    /// `candidate` without what a sentence puts after a link.
    private static func trimmed(_ candidate: String) -> String {
        var result = Substring(candidate)
        while let last = result.last {
            if ".,;:!?'\"".contains(last) {
                result.removeLast()
            } else if last == ")", result.filter({ $0 == "(" }).count < result.filter({ $0 == ")" }).count {
                result.removeLast()
            } else if last == "]", result.filter({ $0 == "[" }).count < result.filter({ $0 == "]" }).count {
                result.removeLast()
            } else {
                break
            }
        }
        return String(result)
    }

    /// The URL `text` links to, if it is a link.
    private static func url(for text: String) -> URL? {
        let lower = text.lowercased()
        for scheme in ["https://", "http://"] where lower.hasPrefix(scheme) {
            guard hasHost(String(text.dropFirst(scheme.count))) else { return nil }
            return URL(string: text)
        }
        if lower.hasPrefix("www."), hasHost(text) { return URL(string: "http://" + text) }
        if let at = text.firstIndex(of: "@"), at > text.startIndex, !text.contains("/"),
           text[text.index(after: at)...].contains("."), hasHost(String(text[text.index(after: at)...])) {
            return URL(string: "mailto:" + text)
        }
        return nil
    }

    /// Whether `rest` starts with a host name of two or more labels ("example.com").
    private static func hasHost(_ rest: String) -> Bool {
        let host = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" && $0 != ":" }
        let labels = host.split(separator: ".", omittingEmptySubsequences: false)
        return labels.count >= 2 && labels.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" } }
    }
}
