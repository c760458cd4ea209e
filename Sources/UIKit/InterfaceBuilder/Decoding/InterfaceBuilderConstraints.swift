import Foundation

/// A view's `<constraints>`: each becomes an `NSLayoutConstraint` held by that view, with the items,
/// relation, multiplier, constant, priority and identifier Interface Builder wrote. Placeholder constraints
/// (removed at build time) are left out; those size-class variations install only in some size classes are
/// active while the view's traits are in them.
@MainActor
enum InterfaceBuilderConstraints {
    static func install(_ constraints: InterfaceBuilderElement, in view: UIView, element: InterfaceBuilderElement,
                        decoder: InterfaceBuilderDecoder) {
        var made: [NSLayoutConstraint] = []
        var varying: [(constraint: NSLayoutConstraint, rules: [InterfaceBuilderVariationRule])] = []
        for constraint in constraints.children where constraint.name == "constraint" {
            guard constraint.bool("placeholder") != true,
                  let made1 = makeConstraint(constraint, owner: view, decoder: decoder) else { continue }
            if let rules = decoder.document.variationRules[constraint.id ?? ""] {
                varying.append((made1, rules))
            } else {
                made.append(made1)
            }
        }
        view.addConstraints(made)
        if !varying.isEmpty { InterfaceBuilderVariations.track(varying, of: view) }
    }

    private static func makeConstraint(_ element: InterfaceBuilderElement, owner: UIView,
                                       decoder: InterfaceBuilderDecoder) -> NSLayoutConstraint? {
        guard let first = item(element["firstItem"], attribute: element["firstAttribute"], owner: owner, decoder: decoder),
              first.attribute != .notAnAttribute else {
            uikitLog.error("Interface Builder: the constraint \(element.id ?? "") on line \(element.line) has no first item or attribute; it is skipped.")
            return nil
        }
        var second: (item: AnyObject, attribute: NSLayoutConstraint.Attribute)?
        if element["secondItem"] != nil || element["secondAttribute"] != nil {
            guard let found = item(element["secondItem"], attribute: element["secondAttribute"], owner: owner, decoder: decoder) else {
                uikitLog.error("Interface Builder: the constraint \(element.id ?? "") on line \(element.line) names a second item that was not loaded; it is skipped.")
                return nil
            }
            second = found
        }
        let relation: NSLayoutConstraint.Relation = switch element["relation"] {
        case "greaterThanOrEqual": .greaterThanOrEqual
        case "lessThanOrEqual": .lessThanOrEqual
        default: .equal
        }
        for case let view as UIView in [first.item, second?.item] where view !== owner {
            if decoder.document.elementsByID[decoder.elementID(of: view) ?? ""]?["translatesAutoresizingMaskIntoConstraints"] == nil {
                view.translatesAutoresizingMaskIntoConstraints = false
            }
        }
        let constraint = NSLayoutConstraint(item: first.item, attribute: first.attribute, relatedBy: relation,
                                            toItem: second?.item, attribute: second?.attribute ?? .notAnAttribute,
                                            multiplier: multiplier(element["multiplier"]), constant: element.number("constant") ?? 0)
        if let priority = element.number("priority") { constraint.priority = UILayoutPriority(Float(min(max(priority, 1), 1000))) }
        constraint.identifier = element["identifier"]
        return constraint
    }

    /// `"1:2"` or a decimal; 1 when absent or not a finite non-zero number.
    static func multiplier(_ text: String?) -> CGFloat {
        guard let text else { return 1 }
        let parts = text.split(separator: ":")
        let value: Double? = parts.count == 2 ? Double(parts[0]).flatMap { numerator in Double(parts[1]).map { numerator / $0 } } : Double(text)
        guard let value, value.isFinite, value != 0 else { return 1 }
        return value
    }

    /// The item and attribute a constraint names: a view, a layout guide (`<viewLayoutGuide key="safeArea">`,
    /// or before Xcode 9 a controller's top or bottom guide), or the owning view when no item is written.
    private static func item(_ id: String?, attribute: String?, owner: UIView,
                             decoder: InterfaceBuilderDecoder) -> (item: AnyObject, attribute: NSLayoutConstraint.Attribute)? {
        var attribute = attribute.map { $0 == "baseline" ? "lastBaseline" : $0 }.flatMap(attributes.firstIndex(of:)).flatMap(NSLayoutConstraint.Attribute.init(rawValue:)) ?? .notAnAttribute
        guard let id else { return (owner, attribute) }
        if let object = decoder.referencedObject(id) { return (object, attribute) }
        guard let guide = decoder.document.elementsByID[id] else { return nil }
        switch guide.name {
        case "viewLayoutGuide":
            guard let view = guideOwner(of: guide, decoder: decoder) else { return nil }
            switch guide.key {
            case "safeArea": return (view.safeAreaLayoutGuide, attribute)
            case "keyboard": return (view.keyboardLayoutGuide, attribute)
            default: return (view.layoutMarginsGuide, attribute)
            }
        case "viewControllerLayoutGuide":
            // The top guide's bottom is the safe area's top; the bottom guide's top its bottom.
            guard let view = guideOwner(of: guide, decoder: decoder) else { return nil }
            if guide["type"] == "top", attribute == .bottom { attribute = .top }
            if guide["type"] == "bottom", attribute == .top { attribute = .bottom }
            return (view.safeAreaLayoutGuide, attribute)
        default:
            return nil
        }
    }

    /// The view a guide belongs to: the view whose element holds it, or for a controller's guide its root view.
    private static func guideOwner(of guide: InterfaceBuilderElement, decoder: InterfaceBuilderDecoder) -> UIView? {
        switch decoder.guideOwners[guide.id ?? ""] {
        case let view as UIView: view
        case let controller as UIViewController: controller.viewIfLoaded
        default: nil
        }
    }

    /// Attribute names in raw-value order.
    private static let attributes = [
        "notAnAttribute", "left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY",
        "lastBaseline", "firstBaseline", "leftMargin", "rightMargin", "topMargin", "bottomMargin", "leadingMargin",
        "trailingMargin", "centerXWithinMargins", "centerYWithinMargins",
    ]
}
