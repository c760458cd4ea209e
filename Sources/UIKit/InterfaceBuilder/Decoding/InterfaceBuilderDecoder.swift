import Foundation

/// One load of an Interface Builder document: it makes objects from their elements through
/// `init?(coder:)`, then, in `finish()`, installs constraints, connects outlets and actions, applies runtime
/// attributes and calls `awakeFromNib()`, in the order iOS does.
///
/// A xib loads with `instantiateTopLevelObjects()`. A storyboard scene loads with `instantiate(objectID:)`
/// (the controller and everything its element holds, then `finish()` is run); the segues met on the way are in
/// `segues`, with their source objects, for the storyboard to perform.
@MainActor
final class InterfaceBuilderDecoder {
    let document: InterfaceBuilderDocument
    let bundle: Bundle?
    /// File's Owner (`-1`).
    let owner: AnyObject?
    /// Objects for the document's external-object placeholders, by placeholder identifier.
    let externalObjects: [String: Any]
    /// What earlier loads of the document from this bundle worked out.
    private(set) lazy var plan = document.plan(for: bundle)

    /// Every object made or stood in for so far for an element with an id, by the slot the plan gives the
    /// element: objects and constraint ends are found by index; ids are looked up only for outlets and the like.
    private var objects: [AnyObject?] = []
    /// The object each layout guide element (`<viewLayoutGuide>`, `<viewControllerLayoutGuide>`) belongs to.
    private(set) var guideOwners: [String: AnyObject] = [:]
    /// Elements (as the plan keeps them) with their objects in the order their `init?(coder:)` returned:
    /// subviews before their superview, which is the order `awakeFromNib()` is called in.
    private var made: [(entry: InterfaceBuilderPlan.DecodedElement, object: AnyObject)] = []
    /// Placeholders met, whose connections are applied too.
    private var placeholders: [(element: InterfaceBuilderElement, object: AnyObject)] = []
    /// Segue elements with their source objects, for the storyboard.
    private(set) var segues: [(source: AnyObject, segue: InterfaceBuilderElement)] = []
    private var finishedCount = 0
    private var constrainedCount = 0
    private var loggedStandIns: Set<String> = []

    init(document: InterfaceBuilderDocument, bundle: Bundle?, owner: AnyObject?, externalObjects: [String: Any] = [:]) {
        self.document = document
        self.bundle = bundle
        self.owner = owner
        self.externalObjects = externalObjects
    }

    // MARK: Loading

    /// A xib's top-level objects in document order, placeholders left out, after `finish()`.
    func instantiateTopLevelObjects() -> [AnyObject] {
        let objects = document.topLevelObjects.compactMap { element -> AnyObject? in
            let object = self.object(for: element)
            return element.name == "placeholder" ? nil : object
        }
        finish()
        return objects
    }

    /// The object of the element with `id` and everything its element holds, after `finish()`; nil when
    /// there is no such element or it cannot be made.
    func instantiate(objectID id: String) -> AnyObject? {
        guard let element = document.elementsByID[id] else {
            uikitLog.error("Interface Builder: no object with id \"\(id)\" in the document.")
            return nil
        }
        let object = object(for: element)
        finish()
        return object
    }

    /// The object for `element`, made on first use.
    func object(for element: InterfaceBuilderElement) -> AnyObject? {
        let entry = plan.decoded(element)
        if entry.id != nil, let existing = object(atSlot: entry.slot) { return existing }
        let type: AnyClass
        if entry.customClass == nil, let known = entry.elementClass {
            // Only elements that make a UIKit class have one kept: no placeholder.
            type = known
        } else {
            switch element.name {
            case "placeholder":
                return placeholder(element)
            case "exit", "viewControllerPlaceholder":
                return nil
            default:
                break
            }
            guard let found = objectClass(of: entry) else { return nil }
            type = found
        }
        let coder = InterfaceBuilderCoder(entry: entry, decoder: self)
        guard let object = InterfaceBuilderClasses.make(type, coder: coder) else {
            uikitLog.error("Interface Builder: \(type) refused to decode <\(element.name)> on line \(element.line).")
            return nil
        }
        adopt(object, for: entry, asMade: true)
        if document.kind == .xib, let controller = object as? UIViewController, element.child(key: "view") != nil {
            controller.storyboardScene = StoryboardScene(nib: document, bundle: bundle, element: element)
        }
        return object
    }

    /// Records `object` as the one made for `element`, so that constraints and connections reach it: each
    /// object made here, one a class makes itself for an element of its document (a visual effect view's
    /// content view) or a storyboard's creator block makes (`asMade`: its constraints, connections and
    /// `awakeFromNib()` come with the rest's), or one an earlier load made (a storyboard controller whose view
    /// loads later).
    func adopt(_ object: AnyObject, for element: InterfaceBuilderElement, asMade: Bool = true) {
        adopt(object, for: plan.decoded(element), asMade: asMade)
    }

    private func adopt(_ object: AnyObject, for entry: InterfaceBuilderPlan.DecodedElement, asMade: Bool) {
        if entry.id != nil { keep(object, atSlot: entry.slot) }
        for guide in entry.element.layoutGuides {
            if let id = guide.id { guideOwners[id] = object }
        }
        if asMade { made.append((entry, object)) }
    }

    /// The object kept for the element with `slot`.
    func object(atSlot slot: Int) -> AnyObject? {
        slot < objects.count ? objects[slot] : nil
    }

    /// Keeps `object` for the element with `slot` (a constraint for its outlets, without `adopt`'s work).
    func keep(_ object: AnyObject, atSlot slot: Int) {
        if slot >= objects.count {
            objects.append(contentsOf: repeatElement(nil, count: max(plan.slotCount, slot + 1) - objects.count))
        }
        objects[slot] = object
    }

    private func placeholder(_ element: InterfaceBuilderElement) -> AnyObject? {
        let object: AnyObject?
        switch element["placeholderIdentifier"] {
        case "IBFilesOwner": object = owner
        case "IBFirstResponder", nil: object = nil
        case let identifier?:
            object = externalObjects[identifier] as AnyObject?
            if object == nil {
                uikitLog.error("This coder is expecting the replaced object \(identifier) to be returned from the external objects; none was given.")
            }
        }
        if let object {
            if element.id != nil { keep(object, atSlot: plan.givenSlot(of: element)) }
            placeholders.append((element, object))
        }
        return object
    }

    /// The class to make: the custom class when it can be found, else the element's UIKit class.
    private func objectClass(of entry: InterfaceBuilderPlan.DecodedElement) -> AnyClass? {
        let customName = entry.customClass
        let element = entry.element
        let base: AnyClass? = InterfaceBuilderClasses.baseClass(ofElement: element.name)
        let standIn = InterfaceBuilderClasses.viewStandIns.contains(element.name) || InterfaceBuilderClasses.controllerStandIns.contains(element.name)
        if standIn, loggedStandIns.insert(element.name).inserted {
            uikitLog.info("Interface Builder: Vellum has no <\(element.name)> yet; a \(base.map { "\($0)" } ?? "base class") holds its place.")
        }
        if let name = customName,
           let custom = InterfaceBuilderConnections.classNamed(name, module: element["customModule"], base: base) {
            if InterfaceBuilderClasses.canMake(custom) { return custom }
            uikitLog.error("""
                Unknown class \(name) in Interface Builder file. (\(String(reflecting: custom)) is a gesture recognizer, which \
                a document can only make when it declares InterfaceBuilder.CustomObject; a \(base.map { "\($0)" } ?? "") stands in.)
                """)
        }
        guard let base else {
            uikitLog.error("Interface Builder: <\(element.name)> on line \(element.line) has no class; it is skipped.")
            return nil
        }
        // Custom classes are looked up on every load: the app may register classes between loads.
        if customName == nil, !standIn { entry.elementClass = base }
        return base
    }

    // MARK: Finishing

    /// Installs the constraints, connections and runtime attributes of the objects made since the last call,
    /// then calls their `awakeFromNib()`.
    func finish() {
        installConstraints()
        let batch = made[finishedCount...]
        finishedCount = made.count
        if document.hasVariations {
            for case let (entry, view as UIView) in batch { InterfaceBuilderVariations.apply(entry.element, to: view, decoder: self) }
        }
        let pending = placeholders
        placeholders = []
        for (element, object) in pending {
            if let connections = element.child(named: "connections") { connect(connections, of: object) }
            if let attributes = element.child(named: "userDefinedRuntimeAttributes") { applyRuntimeAttributes(attributes, to: object) }
        }
        for (entry, object) in batch {
            if let connections = entry.connections { connect(connections, of: object) }
            if let attributes = entry.runtimeAttributes { applyRuntimeAttributes(attributes, to: object) }
        }
        for (_, object) in batch {
            switch object {
            case let responder as UIResponder: responder.awakeFromNib()
            case let recognizer as UIGestureRecognizer: recognizer.awakeFromNib()
            case let custom as InterfaceBuilder.CustomObject: custom.awakeFromNib()
            default: break
            }
        }
    }

    /// Installs the constraints of the views made since the last call, registering each under its id, so that
    /// a storyboard controller's outlets, connected before `finish()`, reach them.
    func installConstraints() {
        let batch = made[constrainedCount...]
        constrainedCount = made.count
        for (entry, object) in batch {
            if let constraints = entry.constraints, let view = object as? UIView {
                InterfaceBuilderConstraints.install(constraints, in: view, element: entry.element, decoder: self)
            }
        }
    }

    /// The object an attribute names: File's Owner for `-1`, nil for First Responder and unknown ids.
    func referencedObject(_ id: String?) -> AnyObject? {
        guard let id else { return nil }
        if let element = document.elementsByID[id], let slot = plan.slot(of: element), let object = object(atSlot: slot) {
            return object
        }
        return id == "-1" ? owner : nil
    }

    private func connect(_ connections: InterfaceBuilderElement, of source: AnyObject) {
        connectOutlets(connections, of: source)
        for connection in connections.children {
            switch connection.name {
            case "action":
                guard let selector = connection["selector"] else { continue }
                let target = referencedObject(connection["destination"])
                _ = InterfaceBuilderConnections.connectAction(selector, from: source, to: target, event: connection["eventType"])
            case "segue":
                segues.append((source, connection))
            default:
                continue
            }
        }
    }

    /// Connects the `<outlet>`s and `<outletCollection>`s of `connections` (collections in document order, each
    /// once all its members are known), leaving out those to `excluded`.
    func connectOutlets(_ connections: InterfaceBuilderElement, of source: AnyObject, excluding excluded: AnyObject? = nil) {
        var collections: [String: [AnyObject]] = [:]
        var collectionOrder: [String] = []
        for connection in connections.children where connection.name == "outlet" || connection.name == "outletCollection" {
            guard let property = connection["property"], let destination = referencedObject(connection["destination"]),
                  destination !== excluded else {
                continue
            }
            if connection.name == "outlet" {
                _ = InterfaceBuilderConnections.connectOutlet(property, of: source, to: destination)
            } else {
                if collections[property] == nil { collectionOrder.append(property) }
                collections[property, default: []].append(destination)
            }
        }
        for property in collectionOrder {
            let members = collections[property] ?? []
            if property == "gestureRecognizers", let view = source as? UIView {
                members.compactMap { $0 as? UIGestureRecognizer }.forEach(view.addGestureRecognizer)
            } else {
                _ = InterfaceBuilderConnections.connectOutletCollection(property, of: source, to: members)
            }
        }
    }

    private func applyRuntimeAttributes(_ attributes: InterfaceBuilderElement, to object: AnyObject) {
        for attribute in attributes.children where attribute.name == "userDefinedRuntimeAttribute" {
            guard let keyPath = attribute["keyPath"] else { continue }
            let value = runtimeValue(attribute)
            _ = InterfaceBuilderConnections.setRuntimeAttribute(keyPath, of: object, to: value as Any)
        }
    }

    /// A runtime attribute's value by its `type`: inline `value=` or a child with `key="value"`.
    private func runtimeValue(_ attribute: InterfaceBuilderElement) -> Any? {
        let child = attribute.child(key: "value")
        switch attribute["type"] {
        case "boolean": return (attribute["value"] ?? child?["value"]) == "YES"
        case "number": return attribute.number("value") ?? child?.number("value") ?? 0
        case "string", "localizedString":
            let text = attribute["value"] ?? child?["value"] ?? child?.text ?? ""
            guard attribute["type"] == "localizedString" else { return text }
            return LocalizedStrings.localizedString(forKey: text, value: text, table: nil, bundle: bundle ?? .main)
        case "point": return child.map { NSValue(cgPoint: InterfaceBuilderValues.point($0)) }
        case "size": return child.map { NSValue(cgSize: InterfaceBuilderValues.size($0)) }
        case "rect": return child.map { NSValue(cgRect: InterfaceBuilderValues.rect($0)) }
        case "range": return child.map { NSValue(range: NSRange(location: Int($0.number("location") ?? 0), length: Int($0.number("length") ?? 0))) }
        case "color": return child.flatMap { InterfaceBuilderValues.color($0, document: document, bundle: bundle) }
        case "image": return (attribute["value"] ?? child?["value"]).flatMap { image(named: $0, catalog: nil) }
        default: return nil
        }
    }

    /// An image the document names: an SF Symbol with `catalog="system"`, else from the bundle.
    func image(named name: String, catalog: String?) -> UIImage? {
        let image = catalog == "system" ? UIImage(systemName: name) : UIImage(named: name, in: bundle, compatibleWith: nil)
        if image == nil { uikitLog.error("Could not load the \"\(name)\" image referenced from a nib in the bundle with identifier \"\(bundle?.bundleIdentifier ?? "(null)")\"") }
        return image
    }
}
