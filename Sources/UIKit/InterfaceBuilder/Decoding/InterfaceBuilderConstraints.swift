import Foundation

/// A view's `<constraints>`: each becomes an `NSLayoutConstraint` held by that view, with the items,
/// relation, multiplier, constant, priority and identifier Interface Builder wrote. Placeholder constraints
/// (removed at build time) are left out; those size-class variations install only in some size classes, or give
/// another multiplier or priority, are active while the view's traits are in them. Each is registered under its
/// id so outlets reach it; of swapped forms, the one the view's traits select at load.
@MainActor
enum InterfaceBuilderConstraints {
    static func install(_ constraints: InterfaceBuilderElement, in view: UIView, element: InterfaceBuilderElement,
                        decoder: InterfaceBuilderDecoder) {
        let specs = decoder.plan.constraintSpecs(of: constraints) { Self.specs(of: constraints, document: decoder.document, plan: decoder.plan) }
        let variationRules = decoder.document.variationRules
        var made: [NSLayoutConstraint] = []
        made.reserveCapacity(specs.count)
        var varying: [(constraint: NSLayoutConstraint, rules: [InterfaceBuilderVariationRule])] = []
        for spec in specs {
            guard let constraint = makeConstraint(spec, owner: view, decoder: decoder) else { continue }
            if spec.hasValueVariations {
                InterfaceBuilderVariations.applyValues(of: spec.element, to: constraint, following: view, decoder: decoder)
            }
            let rules = variationRules.isEmpty ? nil : variationRules[spec.element.id ?? ""]
            if spec.hasValueVariations, InterfaceBuilderVariations.variesForm(of: spec.element) {
                let selected = InterfaceBuilderVariations.trackForms(of: spec.element, base: constraint, rules: rules, owner: view) { multiplier, priority in
                    let variant = makeConstraint(spec, owner: view, decoder: decoder, multiplier: multiplier, priority: priority)
                    if let variant {
                        InterfaceBuilderVariations.applyValues(of: spec.element, to: variant, following: view, decoder: decoder)
                    }
                    return variant
                }
                if let slot = spec.slot { decoder.keep(selected, atSlot: slot) }
                continue
            }
            if let slot = spec.slot { decoder.keep(constraint, atSlot: slot) }
            if let rules {
                varying.append((constraint, rules))
            } else {
                made.append(constraint)
            }
        }
        view.addConstraints(made)
        if !varying.isEmpty { InterfaceBuilderVariations.track(varying, of: view) }
    }

    /// The constraints that reach the runtime, read; those a size class installs or not are among them.
    private static func specs(of constraints: InterfaceBuilderElement, document: InterfaceBuilderDocument,
                              plan: InterfaceBuilderPlan) -> [InterfaceBuilderPlan.ConstraintSpec] {
        constraints.children.compactMap { constraint in
            guard constraint.name == "constraint", constraint.bool("placeholder") != true else { return nil }
            let writesTranslates = { (id: String?) in
                id.flatMap { document.elementsByID[$0]?["translatesAutoresizingMaskIntoConstraints"] } != nil
            }
            let slot = { (id: String?) in id.flatMap { document.elementsByID[$0] }.map(plan.givenSlot(of:)) }
            let relation: NSLayoutConstraint.Relation = switch constraint["relation"] {
            case "greaterThanOrEqual": .greaterThanOrEqual
            case "lessThanOrEqual": .lessThanOrEqual
            default: .equal
            }
            return InterfaceBuilderPlan.ConstraintSpec(
                element: constraint, slot: constraint.id.map { _ in plan.givenSlot(of: constraint) },
                firstItem: constraint["firstItem"], firstSlot: slot(constraint["firstItem"]), secondSlot: slot(constraint["secondItem"]),
                firstAttribute: attribute(constraint["firstAttribute"]),
                hasSecond: constraint["secondItem"] != nil || constraint["secondAttribute"] != nil,
                secondItem: constraint["secondItem"], secondAttribute: attribute(constraint["secondAttribute"]),
                relation: relation, multiplier: multiplier(constraint["multiplier"]), constant: constraint.number("constant") ?? 0,
                priority: constraint.number("priority").map { UILayoutPriority(Float(min(max($0, 1), 1000))) },
                identifier: constraint["identifier"], hasValueVariations: constraint.child(named: "variation") != nil,
                firstWritesTranslates: writesTranslates(constraint["firstItem"]),
                secondWritesTranslates: writesTranslates(constraint["secondItem"]))
        }
    }

    /// The constraint `spec` describes; a size-class variation's multiplier or priority replaces the document's.
    private static func makeConstraint(_ spec: InterfaceBuilderPlan.ConstraintSpec, owner: UIView,
                                       decoder: InterfaceBuilderDecoder, multiplier: CGFloat? = nil,
                                       priority: UILayoutPriority? = nil) -> NSLayoutConstraint? {
        let element = spec.element
        guard let first = item(spec.firstItem, slot: spec.firstSlot, attribute: spec.firstAttribute, owner: owner, decoder: decoder),
              first.attribute != .notAnAttribute else {
            uikitLog.error("Interface Builder: the constraint \(element.id ?? "") on line \(element.line) has no first item or attribute; it is skipped.")
            return nil
        }
        var second: (item: AnyObject, attribute: NSLayoutConstraint.Attribute)?
        if spec.hasSecond {
            guard let found = item(spec.secondItem, slot: spec.secondSlot, attribute: spec.secondAttribute, owner: owner, decoder: decoder) else {
                uikitLog.error("Interface Builder: the constraint \(element.id ?? "") on line \(element.line) names a second item that was not loaded; it is skipped.")
                return nil
            }
            second = found
        }
        if !spec.firstWritesTranslates, let view = first.item as? UIView, view !== owner {
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        if !spec.secondWritesTranslates, let view = second?.item as? UIView, view !== owner {
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        let constraint: NSLayoutConstraint
        if isLayoutItem(first.item), second.map({ isLayoutItem($0.item) }) ?? true {
            // Made from the items' sides, as anchors make theirs: the seven-argument initializer's casts from `Any`
            // cost more than the rest of the constraint, and its checks of the items are passed or repeated here.
            constraint = NSLayoutConstraint(first: .attribute(LayoutTerm(item: first.item, attribute: first.attribute)),
                                            relation: spec.relation,
                                            second: second.map { .attribute(LayoutTerm(item: $0.item, attribute: $0.attribute)) },
                                            multiplier: multiplier ?? spec.multiplier, constant: spec.constant,
                                            context: itemsContext)
        } else {
            constraint = NSLayoutConstraint(item: first.item, attribute: first.attribute, relatedBy: spec.relation,
                                            toItem: second?.item, attribute: second?.attribute ?? .notAnAttribute,
                                            multiplier: multiplier ?? spec.multiplier, constant: spec.constant)
        }
        if let priority = priority ?? spec.priority { constraint.priority = priority }
        constraint.identifier = spec.identifier
        return constraint
    }

    private static func isLayoutItem(_ item: AnyObject) -> Bool { item is UIView || item is UILayoutGuide }

    /// How the seven-argument initializer's refusals start, which those of constraints made from sides repeat.
    private static let itemsContext =
        "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: "

    /// `"1:2"` or a decimal; 1 when absent or not a finite non-zero number.
    static func multiplier(_ text: String?) -> CGFloat {
        guard let text else { return 1 }
        let parts = text.split(separator: ":")
        let value: Double? = parts.count == 2 ? Double(parts[0]).flatMap { numerator in Double(parts[1]).map { numerator / $0 } } : Double(text)
        guard let value, value.isFinite, value != 0 else { return 1 }
        return value
    }

    /// The item and attribute a constraint names: a view, a layout guide (`<viewLayoutGuide key="safeArea">`,
    /// or before Xcode 9 a controller's top or bottom guide), or the owning view when no item is written. The
    /// object kept in the slot of the item's element is the item; ids are looked up only for the rest.
    private static func item(_ id: String?, slot: Int?, attribute: NSLayoutConstraint.Attribute, owner: UIView,
                             decoder: InterfaceBuilderDecoder) -> (item: AnyObject, attribute: NSLayoutConstraint.Attribute)? {
        var attribute = attribute
        guard let id else { return (owner, attribute) }
        if let slot, let object = decoder.object(atSlot: slot) { return (object, attribute) }
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

    /// An attribute by the name Interface Builder writes (`baseline` is the last baseline).
    private static func attribute(_ name: String?) -> NSLayoutConstraint.Attribute {
        name.map { $0 == "baseline" ? "lastBaseline" : $0 }.flatMap(attributes.firstIndex(of:))
            .flatMap(NSLayoutConstraint.Attribute.init(rawValue:)) ?? .notAnAttribute
    }

    /// Attribute names in raw-value order.
    private static let attributes = [
        "notAnAttribute", "left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY",
        "lastBaseline", "firstBaseline", "leftMargin", "rightMargin", "topMargin", "bottomMargin", "leadingMargin",
        "trailingMargin", "centerXWithinMargins", "centerYWithinMargins",
    ]
}
