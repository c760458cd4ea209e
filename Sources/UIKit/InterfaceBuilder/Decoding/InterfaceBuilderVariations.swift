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
        let context = InterfaceBuilderVariedProperty.Context(document: decoder.document, bundle: decoder.bundle, decoder: decoder)
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

    /// Whether `constraint`'s variations give it another multiplier or priority (`<variation key=…
    /// multiplier="1:2" priority="750"/>`).
    static func variesForm(of constraint: InterfaceBuilderElement) -> Bool {
        constraint.children.contains { $0.name == "variation" && ($0["multiplier"] != nil || $0["priority"] != nil) }
    }

    /// A constraint whose multiplier or priority varies with size classes. A live constraint's multiplier cannot
    /// change, nor its priority cross between required and optional, so, as iOS swaps the constraints it installs
    /// per size class, each pair of values is a constraint of its own (`base` has the document's, `make` makes
    /// the others at load), and only the one the owner's size classes select is active, while `rules` install
    /// the constraint at all. Returns the form the owner's traits select now.
    @discardableResult
    static func trackForms(of element: InterfaceBuilderElement, base: NSLayoutConstraint, rules: [InterfaceBuilderVariationRule]?,
                           owner: UIView, make: (CGFloat, UILayoutPriority) -> NSLayoutConstraint?) -> NSLayoutConstraint {
        var forms: [(rule: InterfaceBuilderVariationRule, multiplier: CGFloat?, priority: UILayoutPriority?)] = []
        for variation in element.children where variation.name == "variation" {
            guard let key = variation.key, key != "default", let classes = InterfaceBuilderVariationRule.sizeClasses(ofKey: key) else { continue }
            let multiplier = variation["multiplier"].map { InterfaceBuilderConstraints.multiplier($0) }
            let priority = variation.number("priority").map { UILayoutPriority(Float(min(max($0, 1), 1000))) }
            guard multiplier != nil || priority != nil else { continue }
            forms.append((InterfaceBuilderVariationRule(horizontal: classes.horizontal, vertical: classes.vertical, isDefault: false, include: true),
                          multiplier, priority))
        }
        forms.sort { InterfaceBuilderVariationRule.specificity(horizontal: $0.rule.horizontal, vertical: $0.rule.vertical)
            < InterfaceBuilderVariationRule.specificity(horizontal: $1.rule.horizontal, vertical: $1.rule.vertical) }
        // The most specific matching variation gives each value; the others keep the document's.
        func values(_ traits: UITraitCollection) -> (multiplier: CGFloat, priority: UILayoutPriority) {
            var values = (multiplier: base.multiplier, priority: base.priority)
            for form in forms where InterfaceBuilderVariationRule.matches(horizontal: form.rule.horizontal, vertical: form.rule.vertical, traits) {
                values = (form.multiplier ?? values.multiplier, form.priority ?? values.priority)
            }
            return values
        }
        var made = [(multiplier: base.multiplier, priority: base.priority, constraint: base)]
        let sizeClasses: [UIUserInterfaceSizeClass] = [.unspecified, .compact, .regular]
        for horizontal in sizeClasses {
            for vertical in sizeClasses {
                let form = values(UITraitCollection(traitsFrom: [UITraitCollection(horizontalSizeClass: horizontal),
                                                                 UITraitCollection(verticalSizeClass: vertical)]))
                guard !made.contains(where: { $0.multiplier == form.multiplier && $0.priority == form.priority }),
                      let constraint = make(form.multiplier, form.priority) else { continue }
                made.append((form.multiplier, form.priority, constraint))
            }
        }
        func selected(_ traits: UITraitCollection) -> NSLayoutConstraint? {
            let form = values(traits)
            return made.first { $0.multiplier == form.multiplier && $0.priority == form.priority }?.constraint
        }
        follow(owner) { traits in
            let selected = selected(traits)
            let installed = rules?.isInstalled(for: traits) ?? true
            // Off before on, so the outgoing and incoming forms never hold together.
            for other in made where other.constraint !== selected && other.constraint.isActive { other.constraint.isActive = false }
            if let selected, selected.isActive != installed { selected.isActive = installed }
        }
        return selected(owner.traitCollection) ?? base
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
