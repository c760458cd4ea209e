import Foundation

/// Turns a compiled nib's objects into the element tree of the `.xib` it was compiled from, so that a compiled
/// nib loads through the same decoder, with the same checks, as the source: each object becomes the element
/// Interface Builder writes for its class (`UIClassSwapper` gives the custom class), UIKit's keyed-coder keys
/// become the document's attributes and value elements (`UIBounds` and `UICenter` the frame, `UIText` the
/// text, `UIViewAutolayoutConstraints` the constraints), and each `UIRuntime…Connection` of
/// `UINibConnectionsKey` an `<outlet>`, `<outletCollection>` or `<action>` in its source's `<connections>`.
///
/// Objects are named `o<index>`, File's Owner `-1` and First Responder `-2`, as in a `.xib`. An object met
/// twice or inside itself is refused, so a hostile graph is walked once, within the document's depth limit.
///
/// A nib of a compiled storyboard is translated within a `Scope` (`CompiledStoryboard` joins the nibs of one
/// storyboard into one document).
struct CompiledNibTranslator {
    /// What a nib of a compiled storyboard shares with the storyboard's other nibs.
    struct Scope {
        /// Put before every id, so that the nibs of one storyboard share a document; proxies get ids of
        /// their own too (`prefix` + `o<index>`).
        var idPrefix: String
        /// The ids of the objects proxies stand for, by proxied identifier: the scene's controller for
        /// `IBFilesOwner` in a view's nib, and the `UIExternalObjectsTableForViewLoading` entries.
        var externalObjects: [String: String] = [:]
        /// The `<segue>` elements of the scene's segue templates, by the template's id: a control's
        /// `perform:` action or a cell's `selectionSegueTemplate` outlet to one becomes the segue.
        var segues: [String: InterfaceBuilderElement] = [:]
        /// The objects read instead of the nib's top-level ones: a controller the nib holds as another's child.
        var roots: [Int]?
        /// The attributes of the `<viewControllerPlaceholder>` each storyboard reference becomes, by the
        /// identifier its `UIStoryboardViewControllerPlaceholder` names (the `Info.plist`'s
        /// `UIViewControllerIdentifiersToExternalStoryboardReferences`).
        var references: [String: [String: String]] = [:]
    }

    /// The objects of a nib in a compiled storyboard and the connections whose source is a proxy for another
    /// nib's object.
    struct ScopedObjects {
        /// The top-level objects' elements, proxies as `<placeholder>`.
        var objects: [InterfaceBuilderElement]
        /// Connections from proxies, by the id of the object the proxy stands for.
        var externalConnections: [String: [InterfaceBuilderElement]]
        /// The ids of the segue templates that a control or cell of the nib triggers.
        var triggeredSegues: Set<String>
    }

    private let nib: CompiledNib
    private let scope: Scope?
    private var externalConnections: [String: [InterfaceBuilderElement]] = [:]
    private var triggeredSegues: Set<String> = []
    /// The objects the tree will hold, found before it is built so that connections to others are left out.
    private var reachable: Set<Int> = []
    private var emitted: Set<Int> = []
    private var onPath: Set<Int> = []
    private var connections: [Int: [InterfaceBuilderElement]] = [:]
    /// What the nib's root tables say of an object: its accessibility and its runtime attributes.
    private var rootTableElements: [Int: [InterfaceBuilderElement]] = [:]

    /// The `<document>` element for `nib`.
    static func document(for nib: CompiledNib) throws(InterfaceBuilderError) -> InterfaceBuilderElement {
        var translator = CompiledNibTranslator(nib: nib, scope: nil)
        return try translator.document()
    }

    /// The objects of a nib of a compiled storyboard, translated within `scope`.
    static func objects(for nib: CompiledNib, in scope: Scope) throws(InterfaceBuilderError) -> ScopedObjects {
        var translator = CompiledNibTranslator(nib: nib, scope: scope)
        let objects = try translator.topLevelElements()
        return ScopedObjects(objects: objects, externalConnections: translator.externalConnections,
                             triggeredSegues: translator.triggeredSegues)
    }

    private init(nib: CompiledNib, scope: Scope?) {
        self.nib = nib
        self.scope = scope
    }

    private mutating func topLevelElements() throws(InterfaceBuilderError) -> [InterfaceBuilderElement] {
        let root = nib.objects[nib.root]
        guard root["UINibTopLevelObjectsKey"] != nil else {
            throw InterfaceBuilderError(.notADocument, "The compiled nib has no UINibTopLevelObjectsKey.")
        }
        let topLevel = scope?.roots ?? nib.members(root["UINibTopLevelObjectsKey"]).compactMap(Self.index)
        findReachable(from: topLevel)
        for connection in nib.members(root["UINibConnectionsKey"]) { addConnection(connection) }
        readRootTables(root)
        var objects: [InterfaceBuilderElement] = []
        for index in topLevel { objects.append(try element(for: index, key: nil, depth: 1)) }
        return objects
    }

    private mutating func document() throws(InterfaceBuilderError) -> InterfaceBuilderElement {
        let objects = try topLevelElements()
        return InterfaceBuilderElement(
            name: "document",
            attributes: ["type": "com.apple.InterfaceBuilder3.CocoaTouch.XIB", "version": "3.0", "targetRuntime": "iOS.CocoaTouch"],
            children: [InterfaceBuilderElement(name: "objects", attributes: [:], children: objects, line: 0)], line: 0)
    }

    private static func index(_ value: CompiledNib.Value) -> Int? {
        if case .object(let index) = value { return index }
        return nil
    }

    // MARK: Objects

    /// The objects an object holds as elements of its own: subviews, a controller's view and navigation item,
    /// an item's bar button items.
    private func containedObjects(_ index: Int) -> [Int] {
        let object = nib.objects[index]
        var contained = nib.members(object["UISubviews"])
        for (key, value) in object.values {
            if Self.nestedObjects[key] != nil { contained.append(value) }
            if Self.nestedLists[key] != nil { contained += nib.members(value) }
        }
        return contained.compactMap(Self.index)
    }

    private mutating func findReachable(from topLevel: [Int]) {
        var stack = topLevel
        while let index = stack.popLast() {
            guard reachable.insert(index).inserted else { continue }
            stack += containedObjects(index)
        }
    }

    /// The id an object has in the tree.
    private func id(_ index: Int) -> String {
        let object = nib.objects[index]
        if object.className == "UIProxyObject" {
            if let external = externalID(index) { return external }
            switch (scope, nib.string(object["UIProxiedObjectIdentifier"])) {
            case (nil, "IBFilesOwner"): return "-1"
            case (nil, "IBFirstResponder"): return "-2"
            default: break
            }
        }
        return "\(scope?.idPrefix ?? "")o\(index)"
    }

    /// The id of the object of another nib that the proxy at `index` stands for, within a scope.
    private func externalID(_ index: Int) -> String? {
        let object = nib.objects[index]
        guard let scope, object.className == "UIProxyObject", let identifier = nib.string(object["UIProxiedObjectIdentifier"]) else { return nil }
        return scope.externalObjects[identifier]
    }

    /// Within a scope, whether a connection touching the object at `index` is the storyboard's own wiring
    /// rather than the app's: a proxy for nothing the document holds (`UIStoryboardPlaceholder`, a scene nib's
    /// File's Owner) or a segue template. Such connections are left out without a word.
    private func isStoryboardWiring(_ index: Int) -> Bool {
        guard scope != nil else { return false }
        let object = nib.objects[index]
        if object.className.hasSuffix("SegueTemplate") { return true }
        guard object.className == "UIProxyObject", externalID(index) == nil else { return false }
        return nib.string(object["UIProxiedObjectIdentifier"]) != "IBFirstResponder"
    }

    private mutating func element(for index: Int, key: String?, depth: Int) throws(InterfaceBuilderError) -> InterfaceBuilderElement {
        guard depth <= InterfaceBuilderParser.maximumDepth else {
            throw InterfaceBuilderError(.tooDeep, "The compiled nib nests objects more than \(InterfaceBuilderParser.maximumDepth) deep.")
        }
        guard !onPath.contains(index) else {
            throw InterfaceBuilderError(.referenceCycle, "Object \(index) of the compiled nib contains itself.", id: id(index))
        }
        guard emitted.insert(index).inserted else {
            throw InterfaceBuilderError(.duplicateID, "Object \(index) of the compiled nib is in two places.", id: id(index))
        }
        onPath.insert(index)
        defer { onPath.remove(index) }

        let object = nib.objects[index]
        var attributes = ["id": id(index)]
        if let key { attributes["key"] = key }
        if object.className == "UIProxyObject" {
            attributes["placeholderIdentifier"] = nib.string(object["UIProxiedObjectIdentifier"]) ?? ""
            return InterfaceBuilderElement(name: "placeholder", attributes: attributes, children: connectionsElement(index), line: 0)
        }
        if object.className == "UIStoryboardViewControllerPlaceholder" { return referenceElement(object, attributes: attributes) }
        var className = object.className
        if className == "UIClassSwapper" {
            className = nib.string(object["UIOriginalClassName"]) ?? "UIView"
            if let custom = nib.string(object["UIClassName"]) {
                let (name, module) = Self.customClass(custom)
                attributes["customClass"] = name
                attributes["customModule"] = module
            }
        }
        let name = Self.elementName(className)
        if name == nil { attributes["customClass"] = className }
        var children: [InterfaceBuilderElement] = []
        try translateValues(of: object, into: &attributes, &children, depth: depth)
        if let constraints = constraintsElement(object) { children.append(constraints) }
        children += rootTableElements[index] ?? []
        children += connectionsElement(index)
        return InterfaceBuilderElement(name: name ?? "view", attributes: attributes, children: children, line: 0)
    }

    /// A storyboard reference (`UIStoryboardViewControllerPlaceholder`, which iOS replaces while decoding by the
    /// controller it names): its `UIStoryboardIdentifier` is looked up among the storyboard's references. One the
    /// storyboard does not list becomes a reference to nothing, which logs when it is followed.
    private func referenceElement(_ object: CompiledNib.Object, attributes: [String: String]) -> InterfaceBuilderElement {
        var attributes = attributes
        let identifier = nib.string(object["UIStoryboardIdentifier"]) ?? ""
        if let reference = scope?.references[identifier] {
            attributes.merge(reference) { $1 }
        } else {
            attributes["missingReference"] = identifier
        }
        return InterfaceBuilderElement(name: "viewControllerPlaceholder", attributes: attributes, children: [], line: 0)
    }

    /// The element Interface Builder writes for a UIKit class: `UILabel` is `label`, `UILongPressGestureRecognizer`
    /// is `pongPressGestureRecognizer`; nil for classes it has no element for.
    static func elementName(_ className: String) -> String? {
        if let name = elementNames[className] { return name }
        guard className.hasPrefix("UI"), let first = className.dropFirst(2).first else { return nil }
        let candidate = first.lowercased() + className.dropFirst(3)
        return InterfaceBuilderDocument.isObjectElement(candidate) ? candidate : nil
    }

    private static let elementNames: [String: String] = {
        var names: [String: String] = [:]
        for (element, className) in InterfaceBuilderClasses.elementClasses where element != "tableViewCellContentView" {
            names[className] = element
        }
        return names
    }()

    /// A custom class name as compiled: Swift's mangled `_TtC3App6Screen`, `App.Screen`, or a bare name; the
    /// class and its module.
    static func customClass(_ name: String) -> (name: String, module: String?) {
        if name.hasPrefix("_TtC") {
            var rest = Substring(name.dropFirst(4))
            var parts: [String] = []
            while let digits = rest.prefix(while: \.isNumber).nilIfEmpty, let length = Int(digits), length > 0,
                  length <= rest.count - digits.count {
                rest = rest.dropFirst(digits.count)
                parts.append(String(rest.prefix(length)))
                rest = rest.dropFirst(length)
            }
            if parts.count == 2, rest.isEmpty { return (parts[1], parts[0]) }
            return (name, nil)
        }
        if let dot = name.firstIndex(of: ".") { return (String(name[name.index(after: dot)...]), String(name[..<dot])) }
        return (name, nil)
    }

    // MARK: Values

    /// Keyed-coder booleans and the attributes they are written as.
    private static let booleans: [String: String] = [
        "UIHidden": "hidden", "UIOpaque": "opaque", "UIClipsToBounds": "clipsSubviews", "UIMultipleTouchEnabled": "multipleTouchEnabled",
        "UIEnabled": "enabled", "UISelected": "selected", "UIHighlighted": "highlighted", "UISwitchOn": "on",
        "UIContinuous": "continuous", "UIAdjustsFontSizeToFit": "adjustsFontSizeToFit",
        "UIAdjustsFontForContentSizeCategory": "adjustsFontForContentSizeCategory",
        "UIStackViewBaselineRelative": "baselineRelativeArrangement",
        "UIStackViewLayoutMarginsRelative": "layoutMarginsRelativeArrangement",
        "UIAllowsSelection": "allowsSelection", "UIAllowsMultipleSelection": "allowsMultipleSelection",
        "UIAllowsSelectionDuringEditing": "allowsSelectionDuringEditing",
    ]
    /// Booleans stored negated: a true `UIUserInteractionDisabled` is `userInteractionEnabled="NO"`.
    private static let negatedBooleans: [String: String] = [
        "UIUserInteractionDisabled": "userInteractionEnabled", "UIDisabled": "enabled",
    ]
    private static let numbers: [String: String] = [
        "UIAlpha": "alpha", "UITag": "tag", "UINumberOfLines": "numberOfLines", "UIMinimumScaleFactor": "minimumScaleFactor",
        "UIPreferredMaxLayoutWidth": "preferredMaxLayoutWidth", "UIValue": "value", "UIMinValue": "minValue",
        "UIMaxValue": "maxValue", "UIMinimumFontSize": "minimumFontSize", "UIStackViewSpacing": "spacing",
        "UIRowHeight": "rowHeight", "UIEstimatedRowHeight": "estimatedRowHeight", "UISectionHeaderHeight": "sectionHeaderHeight",
        "UIEstimatedSectionHeaderHeight": "estimatedSectionHeaderHeight", "UISectionFooterHeight": "sectionFooterHeight",
        "UIEstimatedSectionFooterHeight": "estimatedSectionFooterHeight",
        "UISectionIndexMinimumDisplayRowCount": "sectionIndexMinimumDisplayRowCount",
        "UIIndentationLevel": "indentationLevel", "UIIndentationWidth": "indentationWidth",
    ]
    /// Images by their resource name (`UIImageNibPlaceholder`'s `UIResourceName`).
    private static let images: [String: String] = ["UIImage": "image", "UIHighlightedImage": "highlightedImage"]
    private static let strings: [String: String] = [
        "UIText": "text", "UIPlaceholder": "placeholder", "UITitle": "title", "UIStoryboardIdentifier": "storyboardIdentifier",
        "UIPrompt": "prompt", "UIReuseIdentifier": "reuseIdentifier",
    ]
    private static let enumerations: [String: (String, [String])] = [
        "UIContentMode": ("contentMode", InterfaceBuilderValues.contentModes),
        "UITextAlignment": ("textAlignment", InterfaceBuilderValues.textAlignments),
        "UILineBreakMode": ("lineBreakMode", InterfaceBuilderValues.lineBreakModes),
        "UIStackViewAxis": ("axis", ["horizontal", "vertical"]),
        "UIStackViewDistribution": ("distribution", ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"]),
        "UIStackViewAlignment": ("alignment", ["fill", "leading", "firstBaseline", "center", "trailing", "lastBaseline"]),
        "UILargeTitleDisplayMode": ("largeTitleDisplayMode", ["automatic", "always", "never"]),
        "UISeparatorStyle": ("separatorStyle", ["none", "default", "singleLineEtched"]),
        "UITableViewCellStyle": ("style", ["IBUITableViewCellStyleDefault", "IBUITableViewCellStyleValue1",
                                           "IBUITableViewCellStyleValue2", "IBUITableViewCellStyleSubtitle"]),
        "UISelectionStyle": ("selectionStyle", ["none", "blue", "gray", "default"]),
        "UIAccessoryType": ("accessoryType", accessoryTypes), "UIEditingAccessoryType": ("editingAccessoryType", accessoryTypes),
    ]
    private static let accessoryTypes = ["none", "disclosureIndicator", "detailDisclosureButton", "checkmark", "detailButton"]
    /// Objects held under a key, and the key of the element each becomes.
    private static let nestedObjects: [String: String] = [
        "UIView": "view", "UINavigationItem": "navigationItem", "UIContentView": "contentView", "UILeftBarButtonItem": "leftBarButtonItem",
        "UIRightBarButtonItem": "rightBarButtonItem", "UIBackBarButtonItem": "backBarButtonItem",
    ]
    /// Arrays of objects held under a key, and the key of the element that lists them.
    private static let nestedLists: [String: String] = [
        "UILeftBarButtonItems": "leftBarButtonItems", "UIRightBarButtonItems": "rightBarButtonItems",
    ]
    private static let colors: [String: String] = [
        "UIBackgroundColor": "backgroundColor", "UITintColor": "tintColor", "UITextColor": "textColor",
        "UIHighlightedColor": "highlightedColor", "UISeparatorColor": "separatorColor",
        "UISectionIndexColor": "sectionIndexColor", "UISectionIndexBackgroundColor": "sectionIndexBackgroundColor",
    ]
    /// A table cell's references to the views of its content view that are its own, and the attributes naming
    /// them (`UITableViewCell`'s coder reads `UIContentView` with these).
    private static let cellViews: [String: String] = [
        "UITextLabel": "textLabel", "UIDetailTextLabel": "detailTextLabel", "UIImageView": "imageView",
    ]
    private static let buttonTypes: [Int: String] = [
        0: "custom", 1: "system", 2: "detailDisclosure", 3: "infoLight", 4: "infoDark", 5: "contactAdd", 7: "close",
    ]

    private mutating func translateValues(of object: CompiledNib.Object, into attributes: inout [String: String],
                                          _ children: inout [InterfaceBuilderElement], depth: Int) throws(InterfaceBuilderError) {
        var seen: Set<String> = []
        let isCell = object.className == "UITableViewCell" || (object.className == "UIClassSwapper"
            && nib.string(object["UIOriginalClassName"]) == "UITableViewCell")
        // A cell's content view is its `contentView`, not one of its subviews as well.
        let contentView = object["UIContentView"].flatMap(Self.index)
        for (key, value) in object.values where seen.insert(key).inserted {
            if let name = Self.booleans[key], let flag = nib.bool(value) {
                attributes[name] = flag ? "YES" : "NO"
            } else if let name = Self.negatedBooleans[key], let flag = nib.bool(value) {
                attributes[name] = flag ? "NO" : "YES"
            } else if let name = Self.images[key], let image = nib.object(value), let resource = nib.string(image["UIResourceName"]) {
                attributes[name] = resource
            } else if let name = Self.numbers[key], let number = nib.number(value) {
                attributes[name] = Self.text(number)
            } else if let name = Self.strings[key], let text = nib.string(value) {
                attributes[name] = text
            } else if case let (name, names)? = Self.enumerations[key], let raw = nib.number(value), let index = Int(exactly: raw),
                      names.indices.contains(index) {
                attributes[name] = names[index]
            } else if let name = Self.colors[key] {
                if let color = colorElement(value, key: name) { children.append(color) }
            } else if isCell, let name = Self.cellViews[key], let view = Self.index(value) {
                attributes[name] = id(view)
            } else {
                switch key {
                case "UIViewDoesNotTranslateAutoresizingMaskIntoConstraints":
                    if nib.bool(value) == true { attributes["translatesAutoresizingMaskIntoConstraints"] = "NO" }
                case "UIButtonType":
                    if let raw = nib.number(value), let name = Int(exactly: raw).flatMap({ Self.buttonTypes[$0] }) { attributes["buttonType"] = name }
                case "UIAutoresizingMask":
                    if let raw = nib.number(value), let mask = Int(exactly: raw) { children.append(Self.autoresizingMask(mask)) }
                case "UIFont":
                    if let font = fontElement(value) { children.append(font) }
                case "UIButtonStatefulContent":
                    children += stateElements(value)
                case "UISubviews":
                    var subviews: [InterfaceBuilderElement] = []
                    for case .object(let member) in nib.members(value) where member != contentView {
                        subviews.append(try element(for: member, key: nil, depth: depth + 1))
                    }
                    children.append(InterfaceBuilderElement(name: "subviews", attributes: [:], children: subviews, line: 0))
                case "UIStyle" where object.className == "UIBarButtonItem":
                    if let raw = nib.number(value), let index = Int(exactly: raw), [0, 1, 2].contains(index) {
                        attributes["style"] = ["plain", "bordered", "done"][index]
                    }
                case "UISplitViewControllerStyle":
                    if let raw = nib.number(value), let index = Int(exactly: raw), [0, 1, 2].contains(index) {
                        attributes["style"] = ["unspecified", "doubleColumn", "tripleColumn"][index]
                    }
                case "UIStyle" where object.className == "UITableView":
                    if let raw = nib.number(value), let index = Int(exactly: raw), [0, 1, 2].contains(index) {
                        attributes["style"] = ["plain", "grouped", "insetGrouped"][index]
                    }
                default:
                    if let name = Self.nestedObjects[key], case .object(let nested) = value {
                        children.append(try element(for: nested, key: name, depth: depth + 1))
                    } else if let name = Self.nestedLists[key] {
                        var members: [InterfaceBuilderElement] = []
                        for case .object(let member) in nib.members(value) {
                            members.append(try element(for: member, key: nil, depth: depth + 1))
                        }
                        children.append(InterfaceBuilderElement(name: "array", attributes: ["key": name], children: members, line: 0))
                    }
                }
            }
        }
        if let frame = frameElement(object) {
            children.append(frame)
            // Views say whether they translate their masks; a view that says nothing does, as on iOS.
            if attributes["translatesAutoresizingMaskIntoConstraints"] == nil { attributes["translatesAutoresizingMaskIntoConstraints"] = "YES" }
        }
    }

    /// A number as the document writes it.
    private static func text(_ number: Double) -> String {
        number == number.rounded() && number.magnitude < 1e15 ? String(Int64(number)) : String(number)
    }

    /// The numbers a geometry value holds: floats or doubles after a type byte (NIBArchive), or a string such
    /// as `{{0, 0}, {320, 480}}` (keyed archives).
    private func geometry(_ value: CompiledNib.Value?, count: Int) -> [Double]? {
        if case .data(let bytes)? = value, let type = bytes.first {
            let size = type == 6 ? 4 : type == 7 ? 8 : 0
            guard size > 0, bytes.count == 1 + count * size else { return nil }
            let numbers = (0..<count).map { item in
                let raw = bytes[(1 + item * size)..<(1 + (item + 1) * size)].reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
                return size == 4 ? Double(Float(bitPattern: UInt32(raw))) : Double(bitPattern: raw)
            }
            return numbers.allSatisfy(\.isFinite) ? numbers : nil
        }
        guard let text = nib.string(value) else { return nil }
        let numbers = text.split { !"-+.0123456789eE".contains($0) }.compactMap { Double($0) }
        return numbers.count == count && numbers.allSatisfy(\.isFinite) ? numbers : nil
    }

    /// The frame from `UIBounds` (its size) and `UICenter`.
    private func frameElement(_ object: CompiledNib.Object) -> InterfaceBuilderElement? {
        let bounds = geometry(object["UIBounds"], count: 4)
        let center = geometry(object["UICenter"], count: 2)
        guard bounds != nil || center != nil else { return nil }
        let (width, height) = (bounds?[2] ?? 0, bounds?[3] ?? 0)
        let (x, y) = center.map { ($0[0] - width / 2, $0[1] - height / 2) } ?? (0, 0)
        return InterfaceBuilderElement(name: "rect", attributes: [
            "key": "frame", "x": Self.text(x), "y": Self.text(y), "width": Self.text(width), "height": Self.text(height),
        ], children: [], line: 0)
    }

    private static func autoresizingMask(_ mask: Int) -> InterfaceBuilderElement {
        let names = ["flexibleMinX", "widthSizable", "flexibleMaxX", "flexibleMinY", "heightSizable", "flexibleMaxY"]
        var attributes = ["key": "autoresizingMask"]
        for (bit, name) in names.enumerated() where mask & (1 << bit) != 0 { attributes[name] = "YES" }
        return InterfaceBuilderElement(name: "autoresizingMask", attributes: attributes, children: [], line: 0)
    }

    /// A `UIColor`: a system colour by name when Vellum knows it, else its components (grey or RGB), from the
    /// `UI…` keys or the `NSRGB`/`NSWhite` text older archives hold.
    private func colorElement(_ value: CompiledNib.Value, key: String) -> InterfaceBuilderElement? {
        guard let color = nib.object(value), color.className.hasSuffix("Color") else { return nil }
        var attributes = ["key": key]
        if let name = nib.string(color["UISystemColorName"]), InterfaceBuilderValues.systemColor(named: name) != nil {
            attributes["systemColor"] = name
            return InterfaceBuilderElement(name: "color", attributes: attributes, children: [], line: 0)
        }
        let written = { (name: String) in nib.string(color[name]).map { $0.split(separator: " ").compactMap { Double($0) } } ?? [] }
        if let white = nib.number(color["UIWhite"]) ?? written("NSWhite").first {
            attributes["white"] = Self.text(white)
            attributes["customColorSpace"] = "genericGamma22GrayColorSpace"
            attributes["alpha"] = Self.text(nib.number(color["UIAlpha"]) ?? written("NSWhite").dropFirst().first ?? 1)
        } else {
            let rgb = written("NSRGB")
            let components = ["UIRed", "UIGreen", "UIBlue"].enumerated().map { nib.number(color[$1]) ?? (rgb.count > $0 ? rgb[$0] : nil) }
            guard let red = components[0], let green = components[1], let blue = components[2] else { return nil }
            attributes["red"] = Self.text(red)
            attributes["green"] = Self.text(green)
            attributes["blue"] = Self.text(blue)
            attributes["alpha"] = Self.text(nib.number(color["UIAlpha"]) ?? (rgb.count > 3 ? rgb[3] : 1))
            attributes["customColorSpace"] = "sRGB"
        }
        attributes["colorSpace"] = "custom"
        return InterfaceBuilderElement(name: "color", attributes: attributes, children: [], line: 0)
    }

    /// A `UIFont`: the system font (`UISystemFont`, or a name starting with a dot) with the weight its name
    /// ends in, else the named font.
    private func fontElement(_ value: CompiledNib.Value) -> InterfaceBuilderElement? {
        guard let font = nib.object(value), font.className == "UIFont" else { return nil }
        let name = nib.string(font["UIFontName"]) ?? nib.string(font["NSName"]) ?? ""
        let size = nib.number(font["UIFontPointSize"]) ?? nib.number(font["NSSize"]) ?? 17
        var attributes = ["key": "fontDescription", "pointSize": Self.text(size)]
        if nib.bool(font["UISystemFont"]) == true || name.hasPrefix(".") || name.isEmpty {
            let suffix = name.split(separator: "-").dropFirst().last.map { $0.prefix(1).lowercased() + $0.dropFirst() } ?? "regular"
            if suffix.contains("italic") || suffix.contains("Italic") {
                attributes["type"] = "italicSystem"
            } else {
                attributes["type"] = "system"
                if ["ultraLight", "thin", "light", "medium", "semibold", "bold", "heavy", "black"].contains(suffix) { attributes["weight"] = suffix }
            }
        } else {
            attributes["name"] = name
        }
        return InterfaceBuilderElement(name: "fontDescription", attributes: attributes, children: [], line: 0)
    }

    /// A button's `UIButtonStatefulContent`: a dictionary from the state's raw value to a `UIButtonContent`
    /// with `UITitle`, `UITitleColor`, `UIImage` and `UIBackgroundImage`.
    private func stateElements(_ value: CompiledNib.Value) -> [InterfaceBuilderElement] {
        let names: [Int: String] = [0: "normal", 1: "highlighted", 2: "disabled", 4: "selected"]
        let members = nib.members(value)
        return stride(from: 0, to: members.count - 1, by: 2).compactMap { item in
            guard let raw = nib.number(members[item]), let state = Int(exactly: raw).flatMap({ names[$0] }),
                  let content = nib.object(members[item + 1]) else { return nil }
            var attributes = ["key": state]
            if let title = nib.string(content["UITitle"]) { attributes["title"] = title }
            for (key, name) in [("UIImage", "image"), ("UIBackgroundImage", "backgroundImage")] {
                if let image = nib.object(content[key]), let resource = nib.string(image["UIResourceName"]) { attributes[name] = resource }
            }
            let color = colorElement(content["UITitleColor"] ?? .null, key: "titleColor")
            return InterfaceBuilderElement(name: "state", attributes: attributes, children: color.map { [$0] } ?? [], line: 0)
        }
    }

    // MARK: Constraints

    private static let attributeNames = [
        "notAnAttribute", "left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY",
        "lastBaseline", "firstBaseline", "leftMargin", "rightMargin", "topMargin", "bottomMargin", "leadingMargin",
        "trailingMargin", "centerXWithinMargins", "centerYWithinMargins",
    ]

    /// A view's `UIViewAutolayoutConstraints`, each `NSLayoutConstraint` with its items among the tree's objects;
    /// one naming an object the tree does not hold (a layout guide Vellum makes itself) is left out, logged.
    private func constraintsElement(_ object: CompiledNib.Object) -> InterfaceBuilderElement? {
        guard let list = object["UIViewAutolayoutConstraints"] else { return nil }
        var constraints: [InterfaceBuilderElement] = []
        for case .object(let index) in nib.members(list) {
            let constraint = nib.objects[index]
            guard constraint.className == "NSLayoutConstraint" else { continue }
            var attributes = ["id": "\(scope?.idPrefix ?? "")o\(index)"]
            var complete = true
            for (itemKey, attributeKey, item, attribute) in [("NSFirstItem", "NSFirstAttribute", "firstItem", "firstAttribute"),
                                                             ("NSSecondItem", "NSSecondAttribute", "secondItem", "secondAttribute")] {
                if case .object(let target)? = constraint[itemKey] {
                    if emitted.contains(target) { attributes[item] = id(target) } else { complete = false }
                }
                if let raw = nib.number(constraint[attributeKey]), let code = Int(exactly: raw), code != 0,
                   Self.attributeNames.indices.contains(code) {
                    attributes[attribute] = Self.attributeNames[code]
                }
            }
            guard complete, attributes["firstAttribute"] != nil else {
                uikitLog.error("Interface Builder: the compiled nib's constraint \(index) names an object or attribute it does not hold; it is left out.")
                continue
            }
            switch nib.number(constraint["NSRelation"]) {
            case .some(-1): attributes["relation"] = "lessThanOrEqual"
            case .some(1): attributes["relation"] = "greaterThanOrEqual"
            default: break
            }
            if let multiplier = nib.number(constraint["NSMultiplier"]) { attributes["multiplier"] = Self.text(multiplier) }
            if let constant = nib.number(constraint["NSConstantV2"] ?? constraint["NSConstant"]) { attributes["constant"] = Self.text(constant) }
            if let priority = nib.number(constraint["NSPriority"]) { attributes["priority"] = Self.text(priority) }
            if let identifier = nib.string(constraint["NSLayoutIdentifier"]) { attributes["identifier"] = identifier }
            constraints.append(InterfaceBuilderElement(name: "constraint", attributes: attributes, children: [], line: 0))
        }
        return InterfaceBuilderElement(name: "constraints", attributes: [:], children: constraints, line: 0)
    }

    // MARK: Accessibility and runtime attributes

    /// Reads `UINibAccessibilityConfigurationsKey` (`UIRuntimeAccessibilityConfiguration`s) and
    /// `UINibKeyValuePairsKey` (`UINibKeyValuePair`s: user-defined runtime attributes and inspectables) into the
    /// `<accessibility>` and `<userDefinedRuntimeAttributes>` elements of the objects they name.
    private mutating func readRootTables(_ root: CompiledNib.Object) {
        for case .object(let index) in nib.members(root["UINibAccessibilityConfigurationsKey"]) {
            let configuration = nib.objects[index]
            // ibtool's key is spelt "Accessibile".
            guard configuration.className == "UIRuntimeAccessibilityConfiguration",
                  case .object(let target)? = configuration["UIAccessibileObject"] else { continue }
            rootTableElements[target, default: []].append(accessibilityElement(configuration))
        }
        var attributes: [Int: [InterfaceBuilderElement]] = [:]
        var order: [Int] = []
        for case .object(let index) in nib.members(root["UINibKeyValuePairsKey"]) {
            let pair = nib.objects[index]
            guard pair.className == "UINibKeyValuePair", case .object(let target)? = pair["UIObject"],
                  let keyPath = nib.string(pair["UIKeyPath"]) else { continue }
            guard let attribute = runtimeAttribute(keyPath, pair["UIValue"]) else {
                uikitLog.error("Interface Builder: the compiled nib's runtime attribute \"\(keyPath)\" has a value of a kind Vellum does not read; it is left out.")
                continue
            }
            if attributes[target] == nil { order.append(target) }
            attributes[target, default: []].append(attribute)
        }
        for target in order {
            rootTableElements[target, default: []].append(
                InterfaceBuilderElement(name: "userDefinedRuntimeAttributes", attributes: [:], children: attributes[target] ?? [], line: 0))
        }
    }

    /// Accessibility traits by the attribute names Interface Builder writes.
    private static let accessibilityTraits: [(String, UIAccessibilityTraits)] = [
        ("button", .button), ("link", .link), ("image", .image), ("selected", .selected), ("playsSound", .playsSound),
        ("keyboardKey", .keyboardKey), ("staticText", .staticText), ("summaryElement", .summaryElement),
        ("notEnabled", .notEnabled), ("updatesFrequently", .updatesFrequently), ("searchField", .searchField),
        ("startsMediaSession", .startsMediaSession), ("adjustable", .adjustable),
        ("allowsDirectInteraction", .allowsDirectInteraction), ("causesPageTurn", .causesPageTurn), ("header", .header),
    ]

    /// `<accessibility key="accessibilityConfiguration" label= hint= identifier=>` with its traits and whether
    /// the object is an element.
    private func accessibilityElement(_ configuration: CompiledNib.Object) -> InterfaceBuilderElement {
        var attributes = ["key": "accessibilityConfiguration"]
        attributes["label"] = nib.string(configuration["UIAccessibilityLabel"])
        attributes["hint"] = nib.string(configuration["UIAccessibilityHint"])
        attributes["identifier"] = nib.string(configuration["UIAccessibilityIdentifier"])
        var children: [InterfaceBuilderElement] = []
        if let raw = nib.number(configuration["UIAccessibilityTraits"]), raw >= 0, raw < 0x1p63 {
            let traits = UIAccessibilityTraits(rawValue: UInt64(raw))
            var named = ["key": "traits"]
            for (name, trait) in Self.accessibilityTraits where traits.contains(trait) { named[name] = "YES" }
            children.append(InterfaceBuilderElement(name: "accessibilityTraits", attributes: named, children: [], line: 0))
        }
        if let isElement = nib.bool(configuration["UIIsAccessibilityElement"]) {
            children.append(InterfaceBuilderElement(name: "bool", attributes: ["key": "isElement", "value": isElement ? "YES" : "NO"],
                                                    children: [], line: 0))
        }
        return InterfaceBuilderElement(name: "accessibility", attributes: attributes, children: children, line: 0)
    }

    /// A `<userDefinedRuntimeAttribute>` for a key-value pair's value: a boolean, a number, a string, a colour or
    /// an image; nil for any other kind.
    private func runtimeAttribute(_ keyPath: String, _ value: CompiledNib.Value?) -> InterfaceBuilderElement? {
        var attributes = ["keyPath": keyPath]
        var children: [InterfaceBuilderElement] = []
        let boxed = nib.object(value)
        if case .bool(let flag)? = value {
            attributes["type"] = "boolean"
            attributes["value"] = flag ? "YES" : "NO"
        } else if boxed?.className == "NSNumber", case .bool(let flag)? = boxed?.values.first?.value {
            attributes["type"] = "boolean"
            attributes["value"] = flag ? "YES" : "NO"
        } else if let number = nib.number(value) {
            attributes["type"] = "number"
            attributes["value"] = Self.text(number)
        } else if let text = nib.string(value) {
            attributes["type"] = "string"
            attributes["value"] = text
        } else if let image = boxed, image.className == "UIImageNibPlaceholder", let name = nib.string(image["UIResourceName"]) {
            attributes["type"] = "image"
            attributes["value"] = name
        } else if let value, let color = colorElement(value, key: "value") {
            attributes["type"] = "color"
            children.append(color)
        } else {
            return nil
        }
        return InterfaceBuilderElement(name: "userDefinedRuntimeAttribute", attributes: attributes, children: children, line: 0)
    }

    // MARK: Connections

    /// Control events by their bit in `UIEventMask` (`UIControl.Event`'s raw values).
    private static let events: [(bit: Int, name: String)] = [
        (0, "touchDown"), (1, "touchDownRepeat"), (2, "touchDragInside"), (3, "touchDragOutside"), (4, "touchDragEnter"),
        (5, "touchDragExit"), (6, "touchUpInside"), (7, "touchUpOutside"), (8, "touchCancel"), (12, "valueChanged"),
        (13, "primaryActionTriggered"), (14, "menuActionTriggered"), (16, "editingDidBegin"), (17, "editingChanged"),
        (18, "editingDidEnd"), (19, "editingDidEndOnExit"),
    ]

    private mutating func addConnection(_ value: CompiledNib.Value) {
        guard case .object(let index) = value else { return }
        let connection = nib.objects[index]
        guard case .object(let source)? = connection["UISource"], let label = nib.string(connection["UILabel"]) else { return }
        let destinations = connection["UIDestination"].map { destination in
            nib.object(destination)?.className.hasSuffix("Array") == true ? nib.members(destination) : [destination]
        } ?? []
        let targets = destinations.compactMap(Self.index)
        if isStoryboardWiring(source) { return }
        if connection.className == "UIRuntimeOutletConnection", label == "containerView", targets.count == 1, reachable.contains(targets[0]),
           let segue = scope?.segues[id(source)], segue["kind"] == "embed", let templateID = segue.id {
            // An embed template names its container view: the container holds the segue, as in a storyboard's XML.
            triggeredSegues.insert(templateID)
            connections[targets[0], default: []].append(segue)
            return
        }
        let segue = isLoaded(source) && targets.count == 1 ? triggeredSegue(label, of: connection.className, to: targets[0], from: source) : nil
        if segue == nil, targets.contains(where: isStoryboardWiring) { return }
        guard segue != nil || (isLoaded(source) && !targets.isEmpty && targets.allSatisfy(isLoaded)) else {
            uikitLog.error("Interface Builder: the compiled nib's connection \"\(label)\" names an object it does not load; it is left out.")
            return
        }
        var made: [InterfaceBuilderElement] = []
        if let segue {
            made.append(segue)
        } else {
            switch connection.className {
            case "UIRuntimeOutletConnection":
                made.append(Self.connection("outlet", ["property": label, "destination": id(targets[0])]))
            case "UIRuntimeOutletCollectionConnection":
                for target in targets {
                    made.append(Self.connection("outletCollection", ["property": label, "destination": id(target)]))
                }
            case "UIRuntimeEventConnection":
                let mask = nib.number(connection["UIEventMask"]).flatMap { Int(exactly: $0) } ?? 0
                let events = Self.events.filter { mask & (1 << $0.bit) != 0 }
                if events.isEmpty {
                    made.append(Self.connection("action", ["selector": label, "destination": id(targets[0])]))
                }
                for event in events {
                    made.append(Self.connection("action", ["selector": label, "destination": id(targets[0]), "eventType": event.name]))
                }
            default:
                return
            }
        }
        if let external = externalID(source) {
            externalConnections[external, default: []] += made
        } else {
            connections[source, default: []] += made
        }
    }

    /// Whether the tree holds the object at `index`, or stands for it by another nib's id.
    private func isLoaded(_ index: Int) -> Bool {
        reachable.contains(index) || externalID(index) != nil
    }

    /// The `<segue>` a connection stands for: a control's `perform:` action or a cell's
    /// `selectionSegueTemplate` outlet to a segue template of the scene, with an id of its own per source.
    private mutating func triggeredSegue(_ label: String, of className: String, to target: Int,
                                         from source: Int) -> InterfaceBuilderElement? {
        let triggers = (className == "UIRuntimeEventConnection" && label == "perform:")
            || (className == "UIRuntimeOutletConnection" && label == "selectionSegueTemplate")
        guard triggers, let segue = scope?.segues[id(target)], let templateID = segue.id else { return nil }
        triggeredSegues.insert(templateID)
        var attributes = segue.attributes
        attributes["id"] = "\(templateID)-\(id(source))"
        return InterfaceBuilderElement(name: "segue", attributes: attributes, children: segue.children, line: 0)
    }

    private static func connection(_ name: String, _ attributes: [String: String]) -> InterfaceBuilderElement {
        InterfaceBuilderElement(name: name, attributes: attributes, children: [], line: 0)
    }

    private func connectionsElement(_ index: Int) -> [InterfaceBuilderElement] {
        guard let made = connections[index] else { return [] }
        return [InterfaceBuilderElement(name: "connections", attributes: [:], children: made, line: 0)]
    }
}

extension Substring {
    fileprivate var nilIfEmpty: Substring? { isEmpty ? nil : self }
}
