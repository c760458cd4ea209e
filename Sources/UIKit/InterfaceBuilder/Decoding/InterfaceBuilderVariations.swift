import Foundation

/// Size-class variations applied as iOS applies them: a view or constraint a variation installs only in some
/// size classes is added or removed (a constraint activated or deactivated) when the view's traits enter or
/// leave them, and a label's, button's or text field's font follows the variation of its size classes. Each view
/// concerned follows its own traits, from the load on.
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

    /// The variations of the view made for `element`: its subviews installed per size class, and its font.
    static func apply(_ element: InterfaceBuilderElement, to view: UIView, decoder: InterfaceBuilderDecoder) {
        let rules = decoder.document.variationRules
        let subviews = (element.child(named: "subviews")?.children ?? []).compactMap { child -> (UIView, [InterfaceBuilderVariationRule])? in
            guard let id = child.id, let rules = rules[id], let subview = decoder.referencedObject(id) as? UIView,
                  subview.superview === view else { return nil }
            return (subview, rules)
        }
        if !subviews.isEmpty { trackSubviews(subviews, of: view) }
        let fonts = element.children.compactMap { variation -> (horizontal: UIUserInterfaceSizeClass?, vertical: UIUserInterfaceSizeClass?, font: UIFont)? in
            guard variation.name == "variation", let key = variation.key, let classes = InterfaceBuilderVariationRule.sizeClasses(ofKey: key),
                  let description = variation.child(key: "fontDescription") else { return nil }
            return (classes.horizontal, classes.vertical, InterfaceBuilderValues.font(description))
        }
        if !fonts.isEmpty, let base = element.child(key: "fontDescription").map(InterfaceBuilderValues.font) {
            follow(view) { traits in
                let font = fonts.filter { InterfaceBuilderVariationRule.matches(horizontal: $0.horizontal, vertical: $0.vertical, traits) }
                    .max { InterfaceBuilderVariationRule.specificity(horizontal: $0.horizontal, vertical: $0.vertical)
                        < InterfaceBuilderVariationRule.specificity(horizontal: $1.horizontal, vertical: $1.vertical) }?.font ?? base
                setFont(font, of: view)
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

    private static func setFont(_ font: UIFont, of view: UIView) {
        switch view {
        case let label as UILabel: label.font = font
        case let field as UITextField: field.font = font
        case let button as UIButton: button.titleLabel?.font = font
        default: break
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
