import Foundation

/// A compiled storyboard (`Name.storyboardc`, what `ibtool --compile` makes of a `.storyboard`), read into the
/// element tree of the storyboard it came from, so that it loads through the same decoder, checks and segues.
///
/// The folder holds an `Info.plist` — `UIViewControllerIdentifiersToNibNames` (each controller's identifier,
/// its Storyboard ID or one ibtool made, to its nib's name), `UIStoryboardDesignatedEntryPointIdentifier` — and
/// one compiled nib per controller. A controller's nib holds the controller, its segue templates
/// (`UIStoryboardSegueTemplates`) and in `UINibName` the name of its view's nib; the view's nib reaches the
/// controller through File's Owner and the scene's other objects (templates too) through proxies listed in the
/// controller's `UIExternalObjectsTableForViewLoading`. Each scene becomes a `<scene>` whose controller holds
/// its `<view key="view">`; each template a `<segue>` on the control or cell that triggers it, else on the
/// controller. A controller's children in its own nib (`UIChildViewControllers`, `UIViewControllers`: a
/// navigation controller's root, a tab bar controller's tabs) become scenes of their own that the container's
/// relationship segues lead to; an embed template's `UIContainerView`, an outlet from the template's proxy in the
/// view's nib, puts its segue on that container view. A split view controller's children are its columns in
/// order (primary, the triple style's supplementary, secondary), its `UISplitViewControllerCompactColumnVC` the
/// compact column, as UIKit's decoder reads them.
///
/// Storyboard references: the `Info.plist`'s `UIViewControllerIdentifiersToExternalStoryboardReferences` maps an
/// identifier to `UIReferencedStoryboardName`, `UIReferencedControllerIdentifier` and
/// `UIReferencedBundleIdentifier`; a `UIStoryboardViewControllerPlaceholder` object (a scene's controller, or a
/// container's child) names one by its `UIStoryboardIdentifier`, as UIKit's decoder of that class reads it. That
/// ibtool writes the placeholder into a nib of its own listed in `UIViewControllerIdentifiersToNibNames`, rather
/// than leaving a segue's destination identifier to the references table alone, is inferred from that decoder,
/// not seen in ibtool's output: both forms are read, a segue or entry point naming a reference that has no nib
/// getting a scene of its own. Each becomes the `<viewControllerPlaceholder>` a `.storyboard` writes.
enum CompiledStoryboard {
    /// More controllers than this is not a storyboard but an attack on memory.
    static let maximumControllers = 10_000

    /// The document of the compiled storyboard `folder`, from the cache while its `Info.plist` is unchanged.
    static func document(at folder: URL) throws(InterfaceBuilderError) -> InterfaceBuilderDocument {
        let info = folder.appendingPathComponent("Info.plist")
        guard FileManager.default.fileExists(atPath: info.path) else {
            throw InterfaceBuilderError(.notFound, "The compiled storyboard \(folder.path) has no Info.plist.")
        }
        return try InterfaceBuilderDocumentCache.document(at: info) { data throws(InterfaceBuilderError) in
            try InterfaceBuilderDocument(root: root(info: data) { name throws(InterfaceBuilderError) in try nibData(name, in: folder) })
        }
    }

    /// One controller's nib, read.
    private struct Scene {
        let nibName: String
        let nib: CompiledNib
        let controller: Int
        let prefix: String
        /// Whether the controller is another's child in the same nib, with no identifier of its own.
        var isChild = false
        /// The scenes of the controller's children, in order.
        var children: [Int] = []
        /// The scene of a split view controller's compact column, among `children`.
        var compactChild: Int?
        var controllerID: String { "\(prefix)o\(controller)" }
    }

    /// A nib's bytes by its name (without `.nib`).
    typealias NibData = (String) throws(InterfaceBuilderError) -> Data

    /// The `<document>` element for the storyboard whose `Info.plist` is `info` and whose nibs `nibData` gives.
    static func root(info: Data, nibData: NibData) throws(InterfaceBuilderError) -> InterfaceBuilderElement {
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: info, options: [], format: nil)
        } catch {
            throw InterfaceBuilderError(.notADocument, "The compiled storyboard's Info.plist cannot be read: \(error.localizedDescription)")
        }
        guard let table = (plist as? [String: Any])?["UIViewControllerIdentifiersToNibNames"] as? [String: String] else {
            throw InterfaceBuilderError(.notADocument, "The compiled storyboard's Info.plist has no UIViewControllerIdentifiersToNibNames table.")
        }
        guard table.count <= maximumControllers else {
            throw InterfaceBuilderError(.tooLarge, "The compiled storyboard names \(table.count) controllers; at most \(maximumControllers) are read.")
        }
        let references = try referenceTable(plist)
        var scenes: [Scene] = []
        var sceneByNib: [String: Int] = [:]
        for nibName in Set(table.values).sorted() {
            let nib = try read(nibName, nibData)
            guard let controller = controller(of: nib) else {
                throw InterfaceBuilderError(.notADocument, "The compiled storyboard's nib \(nibName) holds no view controller.")
            }
            sceneByNib[nibName] = scenes.count
            scenes.append(Scene(nibName: nibName, nib: nib, controller: controller, prefix: "s\(scenes.count)."))
        }
        var inlined: Set<String> = []
        var next = 0
        while next < scenes.count {
            let scene = scenes[next]
            inlined.insert("\(scene.nibName)#\(scene.controller)")
            let (children, compact) = childControllers(of: scene)
            for child in children where inlined.insert("\(scene.nibName)#\(child)").inserted {
                guard scenes.count < maximumControllers else {
                    throw InterfaceBuilderError(.tooLarge, "The compiled storyboard holds more than \(maximumControllers) controllers.")
                }
                if child == compact { scenes[next].compactChild = scenes.count }
                scenes[next].children.append(scenes.count)
                scenes.append(Scene(nibName: scene.nibName, nib: scene.nib, controller: child, prefix: "s\(scenes.count).", isChild: true))
            }
            next += 1
        }
        // References without a nib of their own get a scene holding just the placeholder.
        var referenceScenes: [String: InterfaceBuilderElement] = [:]
        for (identifier, attributes) in references.sorted(by: { $0.key < $1.key }) where table[identifier] == nil {
            var placeholder = attributes
            placeholder["id"] = "r\(referenceScenes.count).placeholder"
            placeholder["sceneMemberID"] = "viewController"
            placeholder["storyboardIdentifier"] = identifier
            referenceScenes[identifier] = InterfaceBuilderElement(name: "viewControllerPlaceholder", attributes: placeholder, children: [], line: 0)
        }
        let controllerIDs = { (identifier: String) -> String? in
            sceneByNib[table[identifier] ?? identifier].map { scenes[$0].controllerID } ?? referenceScenes[identifier]?.id
        }
        var identifiers: [String: String] = [:]
        for (identifier, nibName) in table.sorted(by: { $0.key < $1.key }) where identifiers[nibName] == nil {
            identifiers[nibName] = identifier
        }
        var sceneElements: [InterfaceBuilderElement] = []
        for scene in scenes {
            sceneElements.append(try sceneElement(scene, identifier: scene.isChild ? nil : identifiers[scene.nibName],
                                                  children: scene.children.map { scenes[$0].controllerID },
                                                  compact: scene.compactChild.map { scenes[$0].controllerID },
                                                  references: references, nibData: nibData, controllerIDs: controllerIDs))
        }
        for (identifier, placeholder) in referenceScenes.sorted(by: { $0.key < $1.key }) {
            sceneElements.append(InterfaceBuilderElement(name: "scene", attributes: ["sceneID": "\(placeholder.id ?? identifier).scene"], children: [
                InterfaceBuilderElement(name: "objects", attributes: [:], children: [placeholder], line: 0),
            ], line: 0))
        }
        var attributes = ["type": "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB", "version": "3.0", "targetRuntime": "iOS.CocoaTouch"]
        if let entry = (plist as? [String: Any])?["UIStoryboardDesignatedEntryPointIdentifier"] as? String {
            guard let id = controllerIDs(entry) else {
                throw InterfaceBuilderError(.missingReference, "The compiled storyboard's entry point \"\(entry)\" names no controller's nib.")
            }
            attributes["initialViewController"] = id
        }
        return InterfaceBuilderElement(name: "document", attributes: attributes, children: [
            InterfaceBuilderElement(name: "scenes", attributes: [:], children: sceneElements, line: 0),
        ], line: 0)
    }

    /// The storyboard references of the `Info.plist`, as the attributes of the `<viewControllerPlaceholder>`
    /// each becomes, by identifier; an entry that is not a table of strings is refused.
    private static func referenceTable(_ plist: Any) throws(InterfaceBuilderError) -> [String: [String: String]] {
        guard let value = (plist as? [String: Any])?["UIViewControllerIdentifiersToExternalStoryboardReferences"] else { return [:] }
        guard let table = value as? [String: Any], table.count <= maximumControllers else {
            throw InterfaceBuilderError(.notADocument, "The compiled storyboard's UIViewControllerIdentifiersToExternalStoryboardReferences is not a table of references.")
        }
        let keys = ["UIReferencedStoryboardName": "storyboardName", "UIReferencedControllerIdentifier": "referencedIdentifier",
                    "UIReferencedBundleIdentifier": "bundleIdentifier"]
        var references: [String: [String: String]] = [:]
        for (identifier, entry) in table {
            guard let entry = entry as? [String: Any] else {
                throw InterfaceBuilderError(.notADocument, "The compiled storyboard's reference \"\(identifier)\" is not a table.")
            }
            var attributes: [String: String] = [:]
            for (key, attribute) in keys {
                guard let text = entry[key] else { continue }
                guard let text = text as? String else {
                    throw InterfaceBuilderError(.notADocument, "The compiled storyboard's reference \"\(identifier)\" has a \(key) that is not a string.")
                }
                attributes[attribute] = text
            }
            references[identifier] = attributes
        }
        return references
    }

    /// The compiled nib `name`.
    private static func read(_ name: String, _ nibData: NibData) throws(InterfaceBuilderError) -> CompiledNib {
        // Names come from the plist: one that leaves the folder is refused, not followed.
        guard !name.isEmpty, !name.contains("/"), !name.hasPrefix(".") else {
            throw InterfaceBuilderError(.invalidValue, "The compiled storyboard names the nib \"\(name)\", which is not a file name.")
        }
        let data = try nibData(name)
        guard data.count <= InterfaceBuilderParser.maximumSize else {
            throw InterfaceBuilderError(.tooLarge, "The nib \(name) is \(data.count) bytes; at most \(InterfaceBuilderParser.maximumSize) are read.")
        }
        guard let nib = try CompiledNib.read(data) else {
            throw InterfaceBuilderError(.notADocument, "The compiled storyboard's \(name).nib is not a compiled nib.")
        }
        return nib
    }

    /// The bytes of `name.nib` in `folder`: a file, or a folder holding `runtime.nib` or `objects….nib`.
    private static func nibData(_ name: String, in folder: URL) throws(InterfaceBuilderError) -> Data {
        var url = folder.appendingPathComponent("\(name).nib")
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw InterfaceBuilderError(.notFound, "The compiled storyboard has no nib \(name).nib.")
        }
        if isFolder.boolValue {
            guard let file = InterfaceBuilderResources.compiledNibFile(in: url) else {
                throw InterfaceBuilderError(.notFound, "The folder \(url.path) holds no runtime.nib or objects nib.")
            }
            url = file
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int ?? 0
        guard size <= InterfaceBuilderParser.maximumSize else {
            throw InterfaceBuilderError(.tooLarge, "The nib \(name) is \(size) bytes; at most \(InterfaceBuilderParser.maximumSize) are read.")
        }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw InterfaceBuilderError(.notFound, "Could not read \(url.path): \(error.localizedDescription)")
        }
    }

    /// The controller of a scene's nib: the one File's Owner's `sceneViewController` outlet names, else the
    /// first top-level object that is not a proxy.
    private static func controller(of nib: CompiledNib) -> Int? {
        let root = nib.objects[nib.root]
        for connection in nib.members(root["UINibConnectionsKey"]).compactMap(nib.object) where
            connection.className == "UIRuntimeOutletConnection" && nib.string(connection["UILabel"]) == "sceneViewController" {
            if case .object(let index)? = connection["UIDestination"] { return index }
        }
        for case .object(let index) in nib.members(root["UINibTopLevelObjectsKey"]) where nib.objects[index].className != "UIProxyObject" {
            return index
        }
        return nil
    }

    /// The controllers a scene's controller holds in its nib, in order and each once, and which of them is a
    /// split view controller's compact column.
    private static func childControllers(of scene: Scene) -> (children: [Int], compact: Int?) {
        let object = scene.nib.objects[scene.controller]
        var children: [Int] = []
        func add(_ value: CompiledNib.Value) {
            if case .object(let index) = value, index != scene.controller, !children.contains(index),
               scene.nib.objects[index].className != "UIProxyObject" {
                children.append(index)
            }
        }
        for key in ["UIChildViewControllers", "UIViewControllers"] { scene.nib.members(object[key]).forEach(add) }
        // The compact column's controller may be among the children too: it is the compact column all the same.
        guard let compact = object["UISplitViewControllerCompactColumnVC"], case .object(let index) = compact else { return (children, nil) }
        add(compact)
        return (children, children.contains(index) ? index : nil)
    }

    /// The members of an `NSDictionary` object as key–value pairs.
    private static func pairs(_ value: CompiledNib.Value?, in nib: CompiledNib) -> [(key: CompiledNib.Value, value: CompiledNib.Value)] {
        let members = nib.members(value)
        return stride(from: 0, to: members.count - 1, by: 2).map { (members[$0], members[$0 + 1]) }
    }

    /// The `<scene>` of one controller's nib and its view's nib.
    private static func sceneElement(_ scene: Scene, identifier: String?, children: [String], compact: String?,
                                     references: [String: [String: String]], nibData: NibData,
                                     controllerIDs: (String) -> String?) throws(InterfaceBuilderError) -> InterfaceBuilderElement {
        let nib = scene.nib
        let controllerObject = nib.objects[scene.controller]
        var segues: [String: InterfaceBuilderElement] = [:]
        var segueOrder: [String] = []
        for case .object(let index) in nib.members(controllerObject["UIStoryboardSegueTemplates"]) {
            guard let segue = segueElement(nib, index, id: "\(scene.prefix)o\(index)", controllerIDs: controllerIDs) else { continue }
            segues["\(scene.prefix)o\(index)"] = segue
            segueOrder.append("\(scene.prefix)o\(index)")
        }
        let own = try CompiledNibTranslator.objects(for: nib, in: .init(idPrefix: scene.prefix, segues: segues,
                                                                        roots: scene.isChild ? [scene.controller] : nil,
                                                                        references: references))
        var triggered = own.triggeredSegues
        var controllerConnections: [InterfaceBuilderElement] = []
        var view: InterfaceBuilderElement?
        var companions: [InterfaceBuilderElement] = []
        if let viewNibName = nib.string(controllerObject["UINibName"]) {
            var external = ["IBFilesOwner": scene.controllerID]
            for (key, value) in pairs(controllerObject["UIExternalObjectsTableForViewLoading"], in: nib) {
                if let name = nib.string(key), case .object(let index) = value { external[name] = "\(scene.prefix)o\(index)" }
            }
            let viewNib = try read(viewNibName, nibData)
            let loaded = try CompiledNibTranslator.objects(for: viewNib, in: .init(idPrefix: "\(scene.prefix)v.", externalObjects: external,
                                                                                   segues: segues, references: references))
            triggered.formUnion(loaded.triggeredSegues)
            var fromController = loaded.externalConnections[scene.controllerID] ?? []
            let viewOutlet = fromController.firstIndex { $0.name == "outlet" && $0["property"] == "view" }
            let viewID = viewOutlet.map { fromController.remove(at: $0)["destination"] }
            let objects = loaded.objects.filter { $0.name != "placeholder" }
            let main = objects.first { viewID != nil && $0.id == viewID } ?? objects.first
            if let main {
                view = InterfaceBuilderElement(name: main.name, attributes: main.attributes.merging(["key": "view"]) { $1 },
                                               children: main.children, line: 0)
            }
            companions = objects.filter { $0 !== main }
            controllerConnections += fromController
            for (id, connections) in loaded.externalConnections where id != scene.controllerID {
                uikitLog.error("UIStoryboard: the view nib \(viewNibName) connects from \(id), which is not its controller; \(connections.count) connection(s) left out.")
            }
        }
        controllerConnections += segueOrder.filter { !triggered.contains($0) }.compactMap { segues[$0] }

        var sceneObjects: [InterfaceBuilderElement] = []
        for element in own.objects {
            if element.id == scene.controllerID {
                let related = relationships(of: element, children: children, compact: compact, prefix: scene.prefix)
                sceneObjects.append(controllerElement(element, identifier: identifier, view: view, connections: controllerConnections + related))
            } else if element.name != "placeholder" || element["placeholderIdentifier"] == "IBFirstResponder" {
                sceneObjects.append(element)
            }
        }
        guard sceneObjects.contains(where: { $0.id == scene.controllerID }) else {
            throw InterfaceBuilderError(.notADocument, "The view controller of the compiled storyboard's nib \(scene.nibName) is not one of its top-level objects.")
        }
        return InterfaceBuilderElement(name: "scene", attributes: ["sceneID": "\(scene.prefix)scene"], children: [
            InterfaceBuilderElement(name: "objects", attributes: [:], children: sceneObjects + companions, line: 0),
        ], line: 0)
    }

    /// The controller's element as a storyboard writes it: marked as the scene's controller, with its
    /// Storyboard ID, its view and its connections (outlets into the view, segues it performs by identifier).
    private static func controllerElement(_ element: InterfaceBuilderElement, identifier: String?, view: InterfaceBuilderElement?,
                                          connections: [InterfaceBuilderElement]) -> InterfaceBuilderElement {
        var attributes = element.attributes
        attributes["sceneMemberID"] = "viewController"
        attributes["storyboardIdentifier"] = identifier
        var children = element.children.filter { $0.name != "connections" && $0.key != "view" }
        if let view { children.append(view) }
        let existing = element.child(named: "connections")?.children ?? []
        if !existing.isEmpty || !connections.isEmpty {
            children.append(InterfaceBuilderElement(name: "connections", attributes: [:], children: existing + connections, line: 0))
        }
        return InterfaceBuilderElement(name: element.name, attributes: attributes, children: children, line: 0)
    }

    /// The relationship segues from a container controller to its children's scenes: a navigation controller's
    /// first child is its root, a tab bar controller's children its tabs, a split view controller's its columns
    /// in order (and its compact column); another's children, and a split view's beyond its style's columns, are
    /// logged and left out.
    private static func relationships(of element: InterfaceBuilderElement, children: [String], compact: String?,
                                      prefix: String) -> [InterfaceBuilderElement] {
        guard !children.isEmpty else { return [] }
        var related: [(destination: String, relationship: String)]
        switch element.name {
        case "navigationController": related = children.prefix(1).map { ($0, "rootViewController") }
        case "tabBarController": related = children.map { ($0, "viewControllers") }
        case "splitViewController":
            let columns = element["style"] == "tripleColumn"
                ? ["masterViewController", "supplementaryViewController", "detailViewController"]
                : ["masterViewController", "detailViewController"]
            let inColumns = children.filter { $0 != compact }
            if inColumns.count > columns.count {
                uikitLog.error("UIStoryboard: the compiled storyboard's split view controller holds \(inColumns.count) column controllers; its style has \(columns.count), the others are left out.")
            }
            related = zip(inColumns, columns).map { ($0, $1) }
            if let compact { related.append((compact, "compactViewController")) }
        default:
            uikitLog.error("UIStoryboard: the compiled storyboard's \(element.name) holds \(children.count) child controller(s) it has no relationship to; they are left out.")
            return []
        }
        return related.enumerated().map { number, child in
            InterfaceBuilderElement(name: "segue", attributes: ["id": "\(prefix)r\(number)", "kind": "relationship",
                                                               "relationship": child.relationship, "destination": child.destination],
                                    children: [], line: 0)
        }
    }

    /// Segue templates' classes and the kind of `<segue>` each is.
    private static let kinds: [String: String] = [
        "UIStoryboardShowSegueTemplate": "show", "UIStoryboardPushSegueTemplate": "show",
        "UIStoryboardShowDetailSegueTemplate": "showDetail", "UIStoryboardReplaceSegueTemplate": "showDetail",
        "UIStoryboardPresentationSegueTemplate": "presentation", "UIStoryboardModalSegueTemplate": "presentation",
        "UIStoryboardPopoverPresentationSegueTemplate": "popoverPresentation", "UIStoryboardPopoverSegueTemplate": "popoverPresentation",
        "UIStoryboardUnwindSegueTemplate": "unwind", "UIStoryboardEmbedSegueTemplate": "embed", "UIStoryboardSegueTemplate": "custom",
    ]

    /// The `<segue>` of the template at `index`; nil, logged, for a kind Vellum does not read or a destination
    /// the storyboard lacks.
    private static func segueElement(_ nib: CompiledNib, _ index: Int, id: String,
                                     controllerIDs: (String) -> String?) -> InterfaceBuilderElement? {
        let template = nib.objects[index]
        guard var kind = kinds[template.className] else {
            uikitLog.error("UIStoryboard: the compiled storyboard's \(template.className) is not read; that segue is left out.")
            return nil
        }
        var attributes = ["id": id]
        attributes["identifier"] = nib.string(template["UIIdentifier"])
        let action = nib.string(template["UIActionName"])
        if kind == "show", action == "showDetailViewController:sender:" { kind = "showDetail" }
        if kind == "unwind" {
            attributes["unwindAction"] = action
        } else {
            guard let destination = nib.string(template["UIDestinationViewControllerIdentifier"]).flatMap(controllerIDs) else {
                uikitLog.error("UIStoryboard: the compiled storyboard's segue \(attributes["identifier"] ?? id) leads to a controller it does not hold; it is left out.")
                return nil
            }
            attributes["destination"] = destination
        }
        if kind == "custom" {
            guard let segueClass = nib.string(template["UISegueClassName"]) else { return nil }
            attributes["customClass"] = CompiledNibTranslator.customClass(segueClass).name
            attributes["customModule"] = CompiledNibTranslator.customClass(segueClass).module
        }
        if kind == "presentation" {
            let styles = [("UIModalPresentationStyle", "modalPresentationStyle", UIStoryboard.presentationStyles),
                          ("UIModalTransitionStyle", "modalTransitionStyle", UIStoryboard.transitionStyles)]
            for (key, attribute, names) in styles {
                if let raw = nib.number(template[key]).flatMap({ Int(exactly: $0) }), names.indices.contains(raw) { attributes[attribute] = names[raw] }
            }
        }
        if nib.bool(template["UIAnimates"]) == false { attributes["animates"] = "NO" }
        attributes["kind"] = kind
        return InterfaceBuilderElement(name: "segue", attributes: attributes, children: [], line: 0)
    }
}
