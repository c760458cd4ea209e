import Foundation

/// Why an Interface Builder document could not be read or instantiated. Documents come from repositories and
/// downloads, so every fault in one is reported through this error rather than trapped on.
struct InterfaceBuilderError: Error, Equatable, CustomStringConvertible {
    /// The kinds of fault, so that callers and tests can tell them apart without matching messages.
    enum Kind: Equatable, Sendable {
        case tooLarge, tooDeep, malformedXML, notADocument, unsupportedFormat, duplicateID, missingReference
        case referenceCycle, unknownElement, invalidValue, notFound, malformedArchive
    }

    let kind: Kind
    let message: String
    /// The element the fault is in, its `id` and its line, where known.
    let element: String?
    let id: String?
    let line: Int?

    init(_ kind: Kind, _ message: String, element: String? = nil, id: String? = nil, line: Int? = nil) {
        self.kind = kind
        self.message = message
        self.element = element
        self.id = id
        self.line = line
    }

    init(_ kind: Kind, _ message: String, at element: InterfaceBuilderElement) {
        self.init(kind, message, element: element.name, id: element.id, line: element.line)
    }

    var description: String {
        var place: [String] = []
        if let element { place.append("<\(element)>") }
        if let id { place.append("id \"\(id)\"") }
        if let line { place.append("line \(line)") }
        return place.isEmpty ? message : "\(message) (\(place.joined(separator: ", ")))"
    }
}
