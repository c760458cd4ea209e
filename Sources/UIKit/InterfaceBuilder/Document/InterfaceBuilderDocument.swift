import Foundation
import Synchronization

/// A parsed and checked `.xib` or `.storyboard`: the element tree indexed by `id`, ready to instantiate any
/// number of times. Immutable, so one parse serves every load (`InterfaceBuilderDocumentCache`).
///
/// For storyboards, `scenes` lists the `<scene>` elements, `controller(inScene:)` each one's controller
/// element, `initialViewControllerID` and `identifiers` the entry points, and `segues(from:)` the segue
/// elements of an object's `<connections>`; `InterfaceBuilderDecoder.instantiate(objectID:)` builds an object
/// and everything it owns.
final class InterfaceBuilderDocument: Sendable {
    /// Whether the document is a nib or a storyboard.
    enum Kind: Sendable { case xib, storyboard }

    let kind: Kind
    let root: InterfaceBuilderElement
    /// Every element with an `id`, unique within the document.
    let elementsByID: [String: InterfaceBuilderElement]
    /// Xib: the children of `<objects>`, placeholders included, in document order.
    let topLevelObjects: [InterfaceBuilderElement]
    /// Storyboard: the `<scene>` elements in document order.
    let scenes: [InterfaceBuilderElement]
    /// Storyboard: the `initialViewController` attribute.
    let initialViewControllerID: String?
    /// Storyboard: the id of each controller by its `storyboardIdentifier`.
    let identifiers: [String: String]
    /// The design-time values of the system and catalog colours the document uses (`<resources>`), by name.
    let resourceColors: [String: InterfaceBuilderElement]
    /// The size-class variations' rules for the views and constraints they install or not, by id.
    let variationRules: [String: [InterfaceBuilderVariationRule]]
    /// Whether the document has size-class variations at all (of installation or of properties).
    let hasVariations: Bool
    /// The plan of loads from the last bundle the document was loaded from.
    private let lastPlan = Mutex<InterfaceBuilderPlan?>(nil)

    /// Elements that stand for objects and the UIKit class name each becomes, besides the class table: these
    /// are instantiated by other means or not at all.
    static let nonClassObjectElements: Set<String> = ["placeholder", "exit", "viewControllerPlaceholder", "customObject"]

    init(root: InterfaceBuilderElement) throws(InterfaceBuilderError) {
        switch root.name {
        case "document": break
        case "archive":
            throw InterfaceBuilderError(.unsupportedFormat, "Documents in the Xcode 3 and 4 format (<archive>) are not read; open and save the file in a newer Xcode.",
                                        at: root)
        default:
            throw InterfaceBuilderError(.notADocument, "The root element is <\(root.name)>, not an Interface Builder <document>.", at: root)
        }
        self.root = root
        kind = root["type"]?.contains("Storyboard") == true ? .storyboard : .xib

        var byID: [String: InterfaceBuilderElement] = [:]
        var scenes: [InterfaceBuilderElement] = []
        var identifiers: [String: String] = [:]
        var variations: [InterfaceBuilderElement] = []
        try root.forEachDescendant { element throws(InterfaceBuilderError) in
            if let id = element.id {
                if let first = byID[id] {
                    throw InterfaceBuilderError(.duplicateID, "The id is used twice, first on line \(first.line).", at: element)
                }
                byID[id] = element
            }
            if element.name == "scene" { scenes.append(element) }
            if element.name == "variation" { variations.append(element) }
            if let identifier = element["storyboardIdentifier"], let id = element.id { identifiers[identifier] = id }
            if element.name == "objects" || element.name == "subviews" {
                for child in element.children where !Self.isObjectElement(child.name) {
                    throw InterfaceBuilderError(.unknownElement, "Unknown element <\(child.name)> where objects are expected.", at: child)
                }
            }
        }
        elementsByID = byID
        self.scenes = scenes
        self.identifiers = identifiers
        initialViewControllerID = root["initialViewController"]
        topLevelObjects = root.child(named: "objects")?.children ?? []

        var colors: [String: InterfaceBuilderElement] = [:]
        for resource in root.child(named: "resources")?.children ?? [] where resource.name == "systemColor" || resource.name == "namedColor" {
            if let name = resource["name"], let color = resource.child(named: "color") { colors[name] = color }
        }
        resourceColors = colors
        variationRules = InterfaceBuilderVariationRule.index(variations)
        hasVariations = !variations.isEmpty

        try checkReferences()
        try checkEagerSegueCycles()
    }

    static func isObjectElement(_ name: String) -> Bool {
        InterfaceBuilderClasses.elementClasses[name] != nil || nonClassObjectElements.contains(name)
            || InterfaceBuilderClasses.viewStandIns.contains(name) || InterfaceBuilderClasses.controllerStandIns.contains(name)
    }

    /// Reads and checks `data`: a compiled nib (NIBArchive or keyed archive, told by its magic bytes) becomes
    /// the element tree of its source; anything else is read as XML.
    convenience init(data: Data) throws(InterfaceBuilderError) {
        if let compiled = try CompiledNib.read(data) {
            try self.init(root: CompiledNibTranslator.document(for: compiled))
        } else {
            try self.init(root: InterfaceBuilderParser.parse(data))
        }
    }

    /// What loads from `bundle` keep of the document's decoding; a new plan when the bundle changes.
    @MainActor func plan(for bundle: Bundle?) -> InterfaceBuilderPlan {
        lastPlan.withLock { plan in
            if let plan, plan.bundle === bundle { return plan }
            let made = InterfaceBuilderPlan(bundle: bundle)
            plan = made
            return made
        }
    }

    /// A storyboard scene's controller: the `<objects>` child marked as the view controller.
    func controller(inScene scene: InterfaceBuilderElement) -> InterfaceBuilderElement? {
        let objects = scene.child(named: "objects")?.children ?? []
        return objects.first { $0["sceneMemberID"] == "viewController" }
            ?? objects.first { !Self.nonClassObjectElements.contains($0.name) }
    }

    /// The `<segue>` elements in the `<connections>` of the element with `id`.
    func segues(from id: String) -> [InterfaceBuilderElement] {
        elementsByID[id]?.child(named: "connections")?.children.filter { $0.name == "segue" } ?? []
    }

    /// Every attribute that names another object must name one in this document.
    private func checkReferences() throws(InterfaceBuilderError) {
        if let initial = initialViewControllerID, elementsByID[initial] == nil {
            throw InterfaceBuilderError(.missingReference, "initialViewController names \"\(initial)\", which is not in the document.", at: root)
        }
        try root.forEachDescendant { element throws(InterfaceBuilderError) in
            for attribute in ["destination", "firstItem", "secondItem"] {
                guard let target = element[attribute], elementsByID[target] == nil else { continue }
                throw InterfaceBuilderError(.missingReference, "\(attribute) names \"\(target)\", which is not in the document.", at: element)
            }
        }
    }

    /// Relationship and embed segues are followed when their source is instantiated: a cycle of them would
    /// instantiate without end.
    private func checkEagerSegueCycles() throws(InterfaceBuilderError) {
        guard kind == .storyboard else { return }
        var edges: [String: [InterfaceBuilderElement]] = [:]
        for scene in scenes {
            guard let controller = controller(inScene: scene), let source = controller.id else { continue }
            scene.forEachDescendant { element in
                guard element.name == "segue", element["kind"] == "relationship" || element["kind"] == "embed" else { return }
                edges[source, default: []].append(element)
            }
        }
        // Depth-first with an explicit stack: 0 unvisited, 1 on the current path, 2 done.
        var state: [String: Int] = [:]
        for start in edges.keys.sorted() where state[start] == nil {
            var stack: [(id: String, next: Int)] = [(start, 0)]
            state[start] = 1
            while let top = stack.last {
                let out = edges[top.id] ?? []
                guard top.next < out.count else {
                    state[top.id] = 2
                    stack.removeLast()
                    continue
                }
                stack[stack.count - 1].next += 1
                let segue = out[top.next]
                guard let target = segue["destination"] else { continue }
                switch state[target] {
                case 1:
                    throw InterfaceBuilderError(.referenceCycle, "Relationship and embed segues form a cycle through \"\(target)\".", at: segue)
                case nil:
                    state[target] = 1
                    stack.append((target, 0))
                default:
                    break
                }
            }
        }
    }
}
