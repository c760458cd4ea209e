import Foundation

/// The few uniform type identifiers in-process drags use, with the conformance between them that
/// `hasItemConformingToTypeIdentifier` follows.
enum ItemProviderType {
    static let utf8PlainText = "public.utf8-plain-text"
    static let plainText = "public.plain-text"
    static let text = "public.text"
    static let data = "public.data"
    static let content = "public.content"
    static let item = "public.item"

    private static let parents: [String: [String]] = [
        utf8PlainText: [plainText],
        plainText: [text],
        text: [data, content],
        data: [item],
        content: [item],
    ]

    /// Whether `type` is `other` or, through the known parents, a kind of it.
    static func conforms(_ type: String, to other: String) -> Bool {
        if type == other { return true }
        return parents[type, default: []].contains { conforms($0, to: other) }
    }
}

/// Why an item provider could not hand out what was asked for.
enum ItemProviderError: Error, CustomStringConvertible {
    case noRepresentation(String)
    case cannotDecode(String)

    var description: String {
        switch self {
        case .noRepresentation(let type): "NSItemProvider: no item of type \(type) is registered."
        case .cannotDecode(let type): "NSItemProvider: the data could not be read as \(type)."
        }
    }
}

extension Progress {
    /// A progress of one unit, already complete: in-process loads finish before they return.
    static func finished() -> Progress {
        let progress = Progress(totalUnitCount: 1)
        progress.completedUnitCount = 1
        return progress
    }
}
