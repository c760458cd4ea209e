import Foundation

/// The coder that `init?(coder:)` receives when an object is loaded from an Interface Builder document: it
/// serves that object's element, with the document's keys (`frame`, `backgroundColor`, `text`, `hidden`), so
/// UIKit's classes and the app's decode themselves as they do on iOS.
///
/// `decodeObject(forKey:)` gives an attribute as a `String`, a `<color>` as a `UIColor`, a `<fontDescription>`
/// as a `UIFont`, geometry as an `NSValue`, `<string>` text, `<integer>`/`<real>`/`<bool>` values as
/// `NSNumber`, an object element as the object it makes, and `subviews` as the array of subviews. Its state
/// is immutable and it is used only on the main actor, during a load.
final class InterfaceBuilderCoder: NSCoder, @unchecked Sendable {
    let element: InterfaceBuilderElement
    /// The load this coder belongs to; coders exist only while it runs on the main actor.
    let decoder: InterfaceBuilderDecoder

    /// What the plan keeps of the element, when the decoder had it at hand.
    private let entry: InterfaceBuilderPlan.DecodedElement?

    init(element: InterfaceBuilderElement, decoder: InterfaceBuilderDecoder) {
        self.element = element
        self.decoder = decoder
        entry = nil
        super.init()
    }

    /// A coder for the element `entry` keeps.
    @MainActor init(entry: InterfaceBuilderPlan.DecodedElement, decoder: InterfaceBuilderDecoder) {
        element = entry.element
        self.decoder = decoder
        self.entry = entry
        super.init()
    }

    var document: InterfaceBuilderDocument { decoder.document }

    /// What UIKit's classes read from the element on an earlier load of the document, and keep for later ones.
    @MainActor var decoded: InterfaceBuilderPlan.DecodedElement { entry ?? decoder.plan.decoded(element) }

    override var allowsKeyedCoding: Bool { true }

    override func containsValue(forKey key: String) -> Bool {
        element.attributes[key] != nil || element.child(key: key) != nil || (key == "subviews" && element.child(named: "subviews") != nil)
    }

    override func decodeObject(forKey key: String) -> Any? {
        if let value = element.attributes[key] { return value }
        if key == "subviews" { return onMainActor { subviews() } }
        guard let child = element.child(key: key) else { return nil }
        return onMainActor { value(of: child) }
    }

    override func decodeBool(forKey key: String) -> Bool {
        if let text = element.attributes[key] { return text == "YES" }
        return (decodeObject(forKey: key) as? NSNumber)?.boolValue ?? false
    }

    override func decodeDouble(forKey key: String) -> Double {
        if let text = element.attributes[key] { return Double(text).flatMap { $0.isFinite ? $0 : nil } ?? 0 }
        return (decodeObject(forKey: key) as? NSNumber)?.doubleValue ?? 0
    }

    override func decodeFloat(forKey key: String) -> Float { Float(decodeDouble(forKey: key)) }

    override func decodeInteger(forKey key: String) -> Int {
        let value = decodeDouble(forKey: key)
        return value.magnitude < 0x1p53 ? Int(value) : 0
    }

    override func decodeInt32(forKey key: String) -> Int32 { Int32(clamping: decodeInteger(forKey: key)) }

    override func decodeInt64(forKey key: String) -> Int64 { Int64(decodeInteger(forKey: key)) }

    // MARK: Typed reads for UIKit's own decoding

    /// An attribute or child that is present: nil tells "not written" from a written default. An attribute is
    /// looked up once; a child only when there is no attribute (decoding asks for many keys, most absent).
    func bool(_ key: String) -> Bool? {
        if let text = element.attributes[key] { return text == "YES" }
        guard element.child(key: key) != nil else { return nil }
        return decodeBool(forKey: key)
    }

    func double(_ key: String) -> Double? {
        if let text = element.attributes[key] { return Double(text).flatMap { $0.isFinite ? $0 : nil } ?? 0 }
        guard element.child(key: key) != nil else { return nil }
        return decodeDouble(forKey: key)
    }

    func string(_ key: String) -> String? { decodeObject(forKey: key) as? String }

    func color(_ key: String) -> UIColor? { decodeObject(forKey: key) as? UIColor }

    /// The `<color>` child with `key`, as present-with-nil (`<nil key=…>`) or absent.
    func colorIfWritten(_ key: String) -> UIColor?? {
        guard let child = element.child(key: key) else { return .none }
        return .some(onMainActor { value(of: child) } as? UIColor)
    }

    func children(named name: String) -> [InterfaceBuilderElement] {
        element.children.filter { $0.name == name }
    }

    /// An enumeration attribute written by name.
    func enumeration<T: RawRepresentable>(_ key: String, _ names: [String], as type: T.Type) -> T? where T.RawValue == Int {
        InterfaceBuilderValues.enumeration(element.attributes[key], names, as: type)
    }

    // MARK: Values

    /// Runs `body` on the main actor, where every load runs: `init?(coder:)` is called there, but NSCoder's
    /// methods are not isolated.
    private func onMainActor<T>(_ body: @MainActor () -> T) -> T {
        nonisolated(unsafe) var result: T?
        MainActor.assumeIsolated { result = body() }
        return result!
    }

    @MainActor private func value(of child: InterfaceBuilderElement) -> Any? {
        decoder.plan.value(of: child) { decodedValue(of: child) }
    }

    @MainActor private func decodedValue(of child: InterfaceBuilderElement) -> Any? {
        switch child.name {
        case "color": InterfaceBuilderValues.color(child, document: document, bundle: decoder.bundle)
        case "fontDescription": InterfaceBuilderValues.font(child)
        case "rect": NSValue(cgRect: InterfaceBuilderValues.rect(child))
        case "size": NSValue(cgSize: InterfaceBuilderValues.size(child))
        case "point": NSValue(cgPoint: InterfaceBuilderValues.point(child))
        case "edgeInsets", "inset": NSValue(uiEdgeInsets: InterfaceBuilderValues.edgeInsets(child))
        case "directionalEdgeInsets": InterfaceBuilderValues.directionalEdgeInsets(child)
        case "autoresizingMask": NSNumber(value: InterfaceBuilderValues.autoresizingMask(child).rawValue)
        case "string", "mutableString": child.text ?? child["value"] ?? ""
        case "integer", "real": child.number("value").map { NSNumber(value: $0) }
        case "bool": NSNumber(value: child["value"] == "YES")
        case "date": child.number("timeIntervalSinceReferenceDate").map(Date.init(timeIntervalSinceReferenceDate:))
        case "nil": nil
        default: InterfaceBuilderDocument.isObjectElement(child.name) ? decoder.object(for: child) : nil
        }
    }

    @MainActor private func subviews() -> [UIView] {
        decoded.subviews.compactMap { decoder.object(for: $0) as? UIView }
    }
}
