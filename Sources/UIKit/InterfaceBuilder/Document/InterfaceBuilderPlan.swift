import Foundation

/// What every load of a document would otherwise work out again from its elements: the decoded values of its
/// value elements (`<rect>`, `<color>`, `<fontDescription>`, numbers and strings) and its constraints as specs
/// with their attributes, relation, multiplier, constant and priority read, so that a load after the first only
/// creates objects and sets properties. Filled as loads ask, kept by the document for the bundle it was
/// loaded from (named colours and images depend on it).
///
/// Shared values are immutable (`NSValue`, `NSNumber`, `UIColor`, `UIFont`, strings), as on iOS, where
/// decoding a colour twice may give the same object. Fonts of text styles are not kept: they follow the
/// content size category of the moment.
@MainActor
final class InterfaceBuilderPlan {
    /// A `<constraint>` read: what `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`
    /// takes, with the items still as ids.
    struct ConstraintSpec {
        let element: InterfaceBuilderElement
        let firstItem: String?
        let firstAttribute: NSLayoutConstraint.Attribute
        /// Whether a second item or attribute is written; its id (nil for the owning view) and attribute.
        let hasSecond: Bool
        let secondItem: String?
        let secondAttribute: NSLayoutConstraint.Attribute
        let relation: NSLayoutConstraint.Relation
        let multiplier: CGFloat
        let constant: CGFloat
        let priority: UILayoutPriority?
        let identifier: String?
        /// Whether size-class variations give the constraint other values (its constant).
        let hasValueVariations: Bool
        /// Whether the first and second items' elements write `translatesAutoresizingMaskIntoConstraints`;
        /// a view that does not is switched off it by the constraint, as Interface Builder does.
        let firstWritesTranslates: Bool
        let secondWritesTranslates: Bool
    }

    let bundle: Bundle?
    private var values: [ObjectIdentifier: Any?] = [:]
    private var constraints: [ObjectIdentifier: [ConstraintSpec]] = [:]

    /// Elements whose decoded value is the same on every load.
    private static let keptValueElements: Set<String> = [
        "color", "fontDescription", "rect", "size", "point", "edgeInsets", "inset", "directionalEdgeInsets",
        "autoresizingMask", "string", "mutableString", "integer", "real", "bool", "date", "nil",
    ]

    init(bundle: Bundle?) {
        self.bundle = bundle
    }

    /// The value of `element` decoded by `decode`, kept after the first load when it is a value element.
    func value(of element: InterfaceBuilderElement, _ decode: () -> Any?) -> Any? {
        guard Self.keptValueElements.contains(element.name), element.name != "fontDescription" || element["style"] == nil else {
            return decode()
        }
        let key = ObjectIdentifier(element)
        if let kept = values[key] { return kept }
        let value = decode()
        values[key] = .some(value)
        return value
    }

    /// The constraints of `element`'s `<constraints>` that reach the runtime: placeholders and those the
    /// default size-class variation excludes left out.
    func constraintSpecs(of element: InterfaceBuilderElement, _ read: () -> [ConstraintSpec]) -> [ConstraintSpec] {
        let key = ObjectIdentifier(element)
        if let kept = constraints[key] { return kept }
        let specs = read()
        constraints[key] = specs
        return specs
    }
}
