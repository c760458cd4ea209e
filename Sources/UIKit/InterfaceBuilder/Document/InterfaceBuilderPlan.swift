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
    /// takes, with the items as ids and as the slots of their elements, so that a load finds them without a lookup.
    /// A class, so that a load iterating a view's specs copies none.
    final class ConstraintSpec: Sendable {
        let element: InterfaceBuilderElement
        /// The slot the constraint is kept in for outlets to it; nil when it has no id.
        let slot: Int?
        let firstItem: String?
        /// The slots of the items' elements (nil for the owning view or an id that names no element).
        let firstSlot: Int?
        let secondSlot: Int?
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

        init(element: InterfaceBuilderElement, slot: Int?, firstItem: String?, firstSlot: Int?, secondSlot: Int?,
             firstAttribute: NSLayoutConstraint.Attribute, hasSecond: Bool, secondItem: String?,
             secondAttribute: NSLayoutConstraint.Attribute, relation: NSLayoutConstraint.Relation,
             multiplier: CGFloat, constant: CGFloat, priority: UILayoutPriority?, identifier: String?,
             hasValueVariations: Bool, firstWritesTranslates: Bool, secondWritesTranslates: Bool) {
            self.element = element
            self.slot = slot
            self.firstItem = firstItem
            self.firstSlot = firstSlot
            self.secondSlot = secondSlot
            self.firstAttribute = firstAttribute
            self.hasSecond = hasSecond
            self.secondItem = secondItem
            self.secondAttribute = secondAttribute
            self.relation = relation
            self.multiplier = multiplier
            self.constant = constant
            self.priority = priority
            self.identifier = identifier
            self.hasValueVariations = hasValueVariations
            self.firstWritesTranslates = firstWritesTranslates
            self.secondWritesTranslates = secondWritesTranslates
        }
    }

    /// What loads keep of one element: its slot in a load's objects, what the decoder reads of it (its id and
    /// custom class, the class it makes, the children it looks for), and what UIKit's classes read from it, by class,
    /// filled by the first load's `init?(coder:)`, so that later loads set properties without looking the
    /// document's keys up again.
    final class DecodedElement {
        let element: InterfaceBuilderElement
        /// The element's index in a load's objects (`InterfaceBuilderDecoder.object(atSlot:)`).
        let slot: Int
        let id: String?
        let customClass: String?
        /// The UIKit class an element without a custom class makes, once a load has looked it up.
        var elementClass: AnyClass?
        /// The `<subviews>` children, the `<constraints>`, `<connections>` and `<userDefinedRuntimeAttributes>`.
        private(set) lazy var subviews: [InterfaceBuilderElement] = element.child(named: "subviews")?.children ?? []
        private(set) lazy var constraints: InterfaceBuilderElement? = element.child(named: "constraints")
        private(set) lazy var connections: InterfaceBuilderElement? = element.child(named: "connections")
        private(set) lazy var runtimeAttributes: InterfaceBuilderElement? = element.child(named: "userDefinedRuntimeAttributes")
        var view: UIView.CodedView?
        var appearance: UIView.CodedAppearance?
        var control: UIControl.CodedControl?
        var label: UILabel.CodedLabel?
        var button: UIButton.CodedButton?
        var toggle: UISwitch.CodedSwitch?

        init(_ element: InterfaceBuilderElement, slot: Int) {
            self.element = element
            self.slot = slot
            id = element.id
            customClass = element["customClass"]
        }
    }

    let bundle: Bundle?
    private var values: [ObjectIdentifier: Any?] = [:]
    private var decodedElements: [ObjectIdentifier: DecodedElement] = [:]
    private var constraints: [ObjectIdentifier: [ConstraintSpec]] = [:]
    /// The slot of each element given one: object elements, constraints and the items constraints name.
    private var slots: [ObjectIdentifier: Int] = [:]
    /// How many slots elements have been given: the size of a load's objects.
    var slotCount: Int { slots.count }

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

    /// What loads have kept of `element` so far.
    func decoded(_ element: InterfaceBuilderElement) -> DecodedElement {
        let key = ObjectIdentifier(element)
        if let kept = decodedElements[key] { return kept }
        let made = DecodedElement(element, slot: givenSlot(of: element))
        decodedElements[key] = made
        return made
    }

    /// The slot of `element`, if a load has given it one.
    func slot(of element: InterfaceBuilderElement) -> Int? { slots[ObjectIdentifier(element)] }

    /// The slot of `element`, the next one when it has none yet (constraints get one without the entry of an
    /// object element).
    func givenSlot(of element: InterfaceBuilderElement) -> Int {
        let key = ObjectIdentifier(element)
        if let slot = slots[key] { return slot }
        let slot = slots.count
        slots[key] = slot
        return slot
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
