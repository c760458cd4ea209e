import Foundation

/// Size-class variations applied as iOS applies them: a view or constraint a variation installs only in some
/// size classes is added or removed (a constraint activated or deactivated) when the view's traits enter or
/// leave them, and the values variations give views and constraints (a constant, `hidden`, colours, a font, text,
/// a stack's axis…) follow the size classes they are for. Each view concerned follows its own traits, from the
/// load on.
@MainActor
enum InterfaceBuilderVariations {
    /// The constraints of `owner` whose installation depends on size classes: activated now for the owner's
    /// traits, and again whenever its size classes change.
    static func track(_ constraints: [(constraint: NSLayoutConstraint, rules: [InterfaceBuilderVariationRule])], of owner: UIView) {
        follow(owner) { traits in
            for (constraint, rules) in constraints {
                let installed = rules.isInstalled(for: traits)
                if constraint.isActive != installed { constraint.isActive = installed }
            }
        }
    }

    /// The variations of the view made for `element`: its subviews installed per size class, and its values.
    static func apply(_ element: InterfaceBuilderElement, to view: UIView, decoder: InterfaceBuilderDecoder) {
        let rules = decoder.document.variationRules
        let subviews = (element.child(named: "subviews")?.children ?? []).compactMap { child -> (UIView, [InterfaceBuilderVariationRule])? in
            guard let id = child.id, let rules = rules[id], let subview = decoder.referencedObject(id) as? UIView,
                  subview.superview === view else { return nil }
            return (subview, rules)
        }
        if !subviews.isEmpty { trackSubviews(subviews, of: view) }
        applyValues(of: element, to: view, following: view, decoder: decoder)
    }

    /// The values `element`'s variations give `object` (a view, or a constraint `owner` holds): set now for the
    /// owner's size classes and whenever they change; where no variation applies, the value the document gave.
    static func applyValues(of element: InterfaceBuilderElement, to object: AnyObject, following owner: UIView,
                            decoder: InterfaceBuilderDecoder) {
        let context = InterfaceBuilderVariedProperty.Context(document: decoder.document, bundle: decoder.bundle)
        var varied: [(property: InterfaceBuilderVariedProperty, base: Any?, values: [(rule: InterfaceBuilderVariationRule, value: Any?)])] = []
        var indices: [String: Int] = [:]
        for variation in element.children where variation.name == "variation" {
            guard let key = variation.key, key != "default", let classes = InterfaceBuilderVariationRule.sizeClasses(ofKey: key) else { continue }
            let rule = InterfaceBuilderVariationRule(horizontal: classes.horizontal, vertical: classes.vertical, isDefault: false, include: true)
            let names = variation.attributes.keys.filter { $0 != "key" } + variation.children.compactMap { $0.name == "mask" ? nil : $0.key }
            for name in names {
                guard let property = InterfaceBuilderVariedProperty.properties(forKey: name).first(where: { $0.applies(object) }),
                      let value = property.read(variation, name, context) else { continue }
                let index = indices[name] ?? varied.count
                if index == varied.count {
                    indices[name] = index
                    varied.append((property, property.current(object), []))
                }
                varied[index].values.append((rule, value))
            }
        }
        guard !varied.isEmpty else { return }
        follow(owner) { [weak object] traits in
            guard let object else { return }
            for (property, base, values) in varied {
                let value = values.filter { InterfaceBuilderVariationRule.matches(horizontal: $0.rule.horizontal, vertical: $0.rule.vertical, traits) }
                    .max { InterfaceBuilderVariationRule.specificity(horizontal: $0.rule.horizontal, vertical: $0.rule.vertical)
                        < InterfaceBuilderVariationRule.specificity(horizontal: $1.rule.horizontal, vertical: $1.rule.vertical) }
                property.set(object, value.map(\.value) ?? base)
            }
        }
    }

    /// Removes the subviews not installed for `superview`'s size classes, and puts them back, in document order
    /// among the others, when they are again.
    private static func trackSubviews(_ subviews: [(view: UIView, rules: [InterfaceBuilderVariationRule])], of superview: UIView) {
        let documentOrder = superview.subviews
        follow(superview) { [weak superview] traits in
            guard let superview else { return }
            for (subview, rules) in subviews {
                let installed = rules.isInstalled(for: traits)
                if !installed, subview.superview === superview {
                    subview.removeFromSuperview()
                } else if installed, subview.superview == nil {
                    // Above the last sibling that comes before it in the document and is shown.
                    let before = documentOrder.prefix { $0 !== subview }.last { $0.superview === superview }
                    if let before { superview.insertSubview(subview, aboveSubview: before) } else { superview.insertSubview(subview, at: 0) }
                }
            }
        }
    }

    /// Runs `update` with `view`'s traits now and after each change of its size classes.
    private static func follow(_ view: UIView, _ update: @escaping @MainActor (UITraitCollection) -> Void) {
        update(view.traitCollection)
        view.registerForTraitChanges([UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self]) { (view: UIView, _) in
            update(view.traitCollection)
        }
    }
}
