import Foundation

/// A property whose value a size-class `<variation>` may change, by the name Interface Builder writes it under:
/// an attribute of the variation (`<variation key="heightClass=compact" constant="8"/>`, `hidden="YES"`) or a
/// child with that key (`<color key="backgroundColor">`, `<fontDescription key="fontDescription">`). Each reads
/// its value from the variation element and sets it on the object it belongs to.
@MainActor
struct InterfaceBuilderVariedProperty {
    /// The document and bundle colours are resolved against, and the decoder that finds images.
    struct Context {
        let document: InterfaceBuilderDocument
        let bundle: Bundle?
        let decoder: InterfaceBuilderDecoder
    }

    /// Whether `object` has the property.
    let applies: @MainActor (AnyObject) -> Bool
    /// The object's value now: what it goes back to where no variation gives one.
    let current: @MainActor (AnyObject) -> Any?
    /// The value `element` writes under `key`; nil when it writes none.
    let read: @MainActor (InterfaceBuilderElement, String, Context) -> Any?
    let set: @MainActor (AnyObject, Any?) -> Void

    /// A property at `keyPath` of `Root`, read from an element by `read` (nil when the element writes none; a
    /// written nil colour is `.some(nil)`).
    init<Root: AnyObject, Value>(_ keyPath: ReferenceWritableKeyPath<Root, Value>,
                                 _ read: @escaping @MainActor (InterfaceBuilderElement, String, Context) -> Value?) {
        applies = { $0 is Root }
        current = { ($0 as? Root)?[keyPath: keyPath] }
        self.read = { element, key, context in read(element, key, context).map { $0 as Any } }
        set = { object, value in
            guard let root = object as? Root, let value = value as? Value else { return }
            root[keyPath: keyPath] = value
        }
    }

    private init(applies: @escaping @MainActor (AnyObject) -> Bool, current: @escaping @MainActor (AnyObject) -> Any?,
                 read: @escaping @MainActor (InterfaceBuilderElement, String, Context) -> Any?,
                 set: @escaping @MainActor (AnyObject, Any?) -> Void) {
        self.applies = applies
        self.current = current
        self.read = read
        self.set = set
    }

    /// A button's image for `state`, which a variation writes as `<state key="normal" image="…"/>`.
    private static func buttonImage(for state: UIControl.State) -> InterfaceBuilderVariedProperty {
        .init(applies: { $0 is UIButton }, current: { ($0 as? UIButton)?.image(for: state) as Any }) { element, key, context in
            element.child(key: key).flatMap { child in child["image"].map { child.name == "state" ? image($0, child, context) : nil } }
        } set: { object, value in
            (object as? UIButton)?.setImage(value as? UIImage, for: state)
        }
    }

    /// The properties a variation may give a value, by the attribute or child key it writes.
    static func properties(forKey key: String) -> [InterfaceBuilderVariedProperty] {
        table[key] ?? []
    }

    private static let table: [String: [InterfaceBuilderVariedProperty]] = [
        "constant": [.init(\NSLayoutConstraint.constant, number)],
        "hidden": [.init(\UIView.isHidden, bool)],
        "alpha": [.init(\UIView.alpha) { element, key, context in number(element, key, context).map { min(max($0, 0), 1) } }],
        "clipsSubviews": [.init(\UIView.clipsToBounds, bool)],
        "userInteractionEnabled": [.init(\UIView.isUserInteractionEnabled, bool)],
        "backgroundColor": [.init(\UIView.backgroundColor, color)],
        "tintColor": [.init(\UIView.tintColor, color)],
        "text": [.init(\UILabel.text, text), .init(\UITextField.text, text)],
        "textColor": [.init(\UILabel.textColor, color), .init(\UITextField.textColor, color)],
        "fontDescription": [.init(\UILabel.font, font), .init(\UITextField.font, font), .init(\UIButton.titleFont, font)],
        "textAlignment": [.init(\UILabel.textAlignment, textAlignment), .init(\UITextField.textAlignment, textAlignment)],
        "numberOfLines": [.init(\UILabel.numberOfLines) { element, key, context in number(element, key, context).map { max(0, Int($0)) } }],
        "axis": [.init(\UIStackView.axis) { element, key, _ in element[key].map { $0 == "vertical" ? .vertical : .horizontal } }],
        "spacing": [.init(\UIStackView.spacing, number)],
        "image": [.init(\UIImageView.image) { element, key, context -> UIImage?? in element[key].map { image($0, element, context) } }],
        "normal": [buttonImage(for: .normal)],
        "highlighted": [buttonImage(for: .highlighted)],
        "selected": [buttonImage(for: .selected)],
        "disabled": [buttonImage(for: .disabled)],
    ]

    /// The image `name` names in `element`: an SF Symbol where the element writes `catalog="system"`.
    private static func image(_ name: String, _ element: InterfaceBuilderElement, _ context: Context) -> UIImage? {
        context.decoder.image(named: name, catalog: element["catalog"])
    }

    private static func number(_ element: InterfaceBuilderElement, _ key: String, _: Context) -> CGFloat? {
        element.number(key).map { CGFloat($0) }
    }

    private static func bool(_ element: InterfaceBuilderElement, _ key: String, _: Context) -> Bool? {
        element.bool(key)
    }

    private static func color(_ element: InterfaceBuilderElement, _ key: String, _ context: Context) -> UIColor?? {
        guard let child = element.child(key: key) else { return nil }
        return .some(child.name == "color" ? InterfaceBuilderValues.color(child, document: context.document, bundle: context.bundle) : nil)
    }

    private static func font(_ element: InterfaceBuilderElement, _ key: String, _: Context) -> UIFont?? {
        element.child(key: key).map { .some(InterfaceBuilderValues.font($0)) }
    }

    private static func text(_ element: InterfaceBuilderElement, _ key: String, _: Context) -> String?? {
        if let text = element[key] { return .some(text) }
        return element.child(key: key).map { .some($0.text ?? $0["value"] ?? "") }
    }

    private static func textAlignment(_ element: InterfaceBuilderElement, _ key: String, _: Context) -> NSTextAlignment? {
        InterfaceBuilderValues.enumeration(element[key], InterfaceBuilderValues.textAlignments, as: NSTextAlignment.self)
    }
}

private extension UIButton {
    /// The title's font, as a variation of `fontDescription` sets it.
    var titleFont: UIFont? {
        get { titleLabel?.font }
        set { titleLabel?.font = newValue }
    }
}
