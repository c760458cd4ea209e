import Foundation

/// What every load of a document would otherwise work out again from its elements: the decoded values of its
/// value elements (`<rect>`, `<color>`, `<fontDescription>`, numbers and strings), what UIKit's views read from
/// their elements (typed, so a later load looks no key up), the classes of elements without a custom class, and
/// its constraints as specs with their attributes, relation, multiplier, constant and priority read, so that a
/// load after the first only creates objects and sets properties. Filled as loads ask, kept by the document for
/// the bundle it was loaded from (named colours and images depend on it).
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

    /// What UIKit's classes read from one object element, by class: filled by the first load's `init?(coder:)`,
    /// so that later loads set properties without looking the document's keys up again.
    final class DecodedElement {
        var view: UIView.CodedView?
        var appearance: UIView.CodedAppearance?
        var control: UIControl.CodedControl?
        var label: UILabel.CodedLabel?
        var button: UIButton.CodedButton?
        var toggle: UISwitch.CodedSwitch?
    }

    let bundle: Bundle?
    private var values: [ObjectIdentifier: Any?] = [:]
    private var decodedElements: [ObjectIdentifier: DecodedElement] = [:]
    private var constraints: [ObjectIdentifier: [ConstraintSpec]] = [:]
    private var classes: [ObjectIdentifier: AnyClass] = [:]

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
        let key = ObjectIdentifier(element)
        if let kept = values[key] { return kept }
        guard Self.keptValueElements.contains(element.name), element.name != "fontDescription" || element["style"] == nil else {
            return decode()
        }
        let value = decode()
        values[key] = .some(value)
        return value
    }

    /// What UIKit's classes have read from `element` so far.
    func decoded(_ element: InterfaceBuilderElement) -> DecodedElement {
        let key = ObjectIdentifier(element)
        if let kept = decodedElements[key] { return kept }
        let made = DecodedElement()
        decodedElements[key] = made
        return made
    }

    /// The UIKit class an element without a custom class makes, once a load has looked it up.
    func elementClass(of element: InterfaceBuilderElement) -> AnyClass? { classes[ObjectIdentifier(element)] }

    /// Keeps the class a load looked up for an element without a custom class.
    func rememberClass(_ type: AnyClass, of element: InterfaceBuilderElement) { classes[ObjectIdentifier(element)] = type }

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
