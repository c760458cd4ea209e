import Foundation

/// One element of an Interface Builder document as read: its name, attributes and children, immutable once
/// parsed so that a cached document is shared by every load of it, on any thread.
final class InterfaceBuilderElement: Sendable {
    let name: String
    let attributes: [String: String]
    let children: [InterfaceBuilderElement]
    /// The text inside the element, for the few that hold some (`<string key="text">`); nil when blank.
    let text: String?
    /// The line the element starts on, for error messages.
    let line: Int
    /// The first child with each `key`: decoding asks for a dozen keys an object, most of them absent.
    private let childrenByKey: [String: InterfaceBuilderElement]
    /// The layout guides the element declares (`<viewLayoutGuide>` children, and the `<layoutGuides>` of
    /// controllers before Xcode 9), found once rather than on every load.
    let layoutGuides: [InterfaceBuilderElement]

    init(name: String, attributes: [String: String], children: [InterfaceBuilderElement], text: String? = nil,
         line: Int) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.text = text
        self.line = line
        var byKey: [String: InterfaceBuilderElement] = [:]
        var guides: [InterfaceBuilderElement] = []
        for child in children {
            if let key = child.attributes["key"], byKey[key] == nil { byKey[key] = child }
            if child.name.hasSuffix("LayoutGuide") { guides.append(child) }
            if child.name == "layoutGuides" { guides += child.children.filter { $0.name.hasSuffix("LayoutGuide") } }
        }
        childrenByKey = byKey
        layoutGuides = guides
    }

    subscript(attribute: String) -> String? { attributes[attribute] }

    var id: String? { attributes["id"] }
    /// The property of the parent this element is the value of (`<rect key="frame">`).
    var key: String? { attributes["key"] }

    /// A `"YES"`/`"NO"` attribute; nil when absent.
    func bool(_ attribute: String) -> Bool? {
        attributes[attribute].map { $0 == "YES" }
    }

    /// A number attribute; nil when absent or not a finite number.
    func number(_ attribute: String) -> Double? {
        guard let text = attributes[attribute], let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// The first child that is the value of `key`.
    func child(key: String) -> InterfaceBuilderElement? {
        childrenByKey[key]
    }

    /// The first child named `name`.
    func child(named name: String) -> InterfaceBuilderElement? {
        children.first { $0.name == name }
    }

    /// Every element of the subtree, this one first, in document order.
    func forEachDescendant<Failure: Error>(_ body: (InterfaceBuilderElement) throws(Failure) -> Void) throws(Failure) {
        var stack: [InterfaceBuilderElement] = [self]
        while let element = stack.popLast() {
            try body(element)
            stack.append(contentsOf: element.children.reversed())
        }
    }
}
