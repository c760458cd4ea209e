import Foundation
import Synchronization

/// Base internationalization: a document in `Base.lproj` shows the strings of `<Name>.strings` in the `.lproj`
/// folder of the localization the user's languages choose, keyed `"<object ID>.<property>"` as Xcode exports them
/// (`"Xy1-ab-cd3.text" = "Hallo";`). Xcode merges them into each localization's compiled document at build time;
/// here they are merged into a copy of the parsed document when it is loaded, once per document and table.
enum InterfaceBuilderLocalization {
    private struct Entry {
        let base: InterfaceBuilderDocument
        let localized: InterfaceBuilderDocument
    }

    private static let entries = Mutex<[String: Entry]>([:])

    /// `document`, read from `url`, with the strings of `<Name>.strings` (or a `<Name>.xcstrings` catalog) where
    /// `bundle`'s localizations in `searchList` have it, when `url` is in `Base.lproj`; `document` itself when it is
    /// not or no localization searched has the table.
    static func localized(_ document: InterfaceBuilderDocument, at url: URL, in bundle: Bundle,
                          searchList: [String]) -> InterfaceBuilderDocument {
        guard url.deletingLastPathComponent().lastPathComponent == "Base.lproj" else { return document }
        let name = url.deletingPathExtension().lastPathComponent
        guard let table = LocalizedStrings.table(named: name, in: bundle, searchList: searchList) else { return document }
        let key = "\(url.path)|\(searchList.joined(separator: ","))"
        if let entry = entries.withLock({ $0[key] }), entry.base === document { return entry.localized }
        // The copy differs from the checked original in attribute values alone, so it cannot fail the checks.
        guard let localized = try? InterfaceBuilderDocument(root: localizedElement(document.root, table: table)) else {
            return document
        }
        entries.withLock { $0[key] = Entry(base: document, localized: localized) }
        return localized
    }

    /// The element's object properties Xcode exports as `<ID>.<property>` from an attribute of the same name.
    static let attributeProperties = ["text", "title", "placeholder", "headerTitle", "footerTitle", "prompt"]

    /// `element` with every string `table` has for its objects, at any depth.
    static func localizedElement(_ element: InterfaceBuilderElement, table: LocalizedStrings.Table) -> InterfaceBuilderElement {
        var attributes = element.attributes
        var children = element.children
        if let id = element.id {
            func string(_ property: String) -> String? { table.string(forKey: "\(id).\(property)") }
            for property in attributeProperties where attributes[property] != nil {
                if let value = string(property) { attributes[property] = value }
            }
            children = children.map { child in
                switch (child.name, child["key"]) {
                case ("string", let key?):
                    // Text Xcode writes as an element (it has line breaks): `<string key="text">`.
                    return string(key).map { copy(child, text: $0) } ?? child
                case ("state", let state?):
                    return string("\(state)Title").map { copy(child, setting: "title", to: $0) } ?? child
                case ("buttonConfiguration", "configuration"):
                    return string("configuration.title").map { copy(child, setting: "title", to: $0) } ?? child
                case ("accessibility", _):
                    var accessibility = child.attributes
                    for (attribute, property) in [("label", "accessibilityLabel"), ("hint", "accessibilityHint")] {
                        if let value = string(property) { accessibility[attribute] = value }
                    }
                    return copy(child, attributes: accessibility)
                case ("segments", _):
                    var index = 0
                    return copy(child, children: child.children.map { segment in
                        guard segment.name == "segment" else { return segment }
                        defer { index += 1 }
                        return string("segmentTitles[\(index)]").map { copy(segment, setting: "title", to: $0) } ?? segment
                    })
                default:
                    return child
                }
            }
        }
        return copy(element, attributes: attributes, children: children.map { localizedElement($0, table: table) })
    }

    private static func copy(_ element: InterfaceBuilderElement, attributes: [String: String]? = nil,
                             children: [InterfaceBuilderElement]? = nil, text: String? = nil) -> InterfaceBuilderElement {
        InterfaceBuilderElement(name: element.name, attributes: attributes ?? element.attributes,
                                children: children ?? element.children, text: text ?? element.text, line: element.line)
    }

    private static func copy(_ element: InterfaceBuilderElement, setting attribute: String, to value: String) -> InterfaceBuilderElement {
        var attributes = element.attributes
        attributes[attribute] = value
        return copy(element, attributes: attributes)
    }
}
