import Foundation

/// A view, layout guide or constraint as Auto Layout refers to it without keeping it alive: one per
/// object, which clears it when it goes away. A weak reference would give the object a side table, which
/// slows each retain and release of it, and Auto Layout's views and constraints are retained and
/// released all along the way from activation to layout.
final class LayoutReference {
    /// The object; nil once it went away.
    unowned(unsafe) var object: AnyObject?
    /// For a view or layout guide, its unknowns, made on first use (the first constraint built that names it): kept
    /// here, where the constraints naming the item find them without touching the item or its state.
    @exclusivity(unchecked) private(set) var existingVariables: ItemVariables?

    /// A reference to `object`, which must clear it when it goes away.
    init(_ object: AnyObject?) {
        self.object = object
    }

    /// The object, when it is a view.
    var view: UIView? { object as? UIView }

    /// The unknowns of `object`, the view or layout guide referred to, made on first use.
    func variables(of object: AnyObject) -> ItemVariables {
        if let existingVariables { return existingVariables }
        let made = ItemVariables(key: ObjectIdentifier(object))
        existingVariables = made
        return made
    }

    /// The reference to `object` kept in `storage`, made there on first use.
    static func reference(to object: AnyObject, keptIn storage: inout LayoutReference?) -> LayoutReference {
        if let storage { return storage }
        let made = LayoutReference(object)
        storage = made
        return made
    }
}

/// The reference to `item`, once made: nil for a view or layout guide that has none yet, and for anything else.
@MainActor
func existingLayoutReference(of item: AnyObject) -> LayoutReference? {
    if let view = item as? UIView { return view.layoutReferenceStorage }
    return (item as? UILayoutGuide)?.existingLayoutReference
}

/// The reference to `item` (a view or a layout guide; for anything else, a reference to nothing).
@MainActor
func layoutReference(of item: AnyObject?) -> LayoutReference {
    if let view = item as? UIView { return view.layoutReference }
    if let guide = item as? UILayoutGuide { return guide.layoutReference }
    return LayoutReference(nil)
}

/// An attribute of one layout item (a view or a layout guide), which it does not keep alive.
struct LayoutTerm {
    /// The view or layout guide.
    let reference: LayoutReference
    /// Which of its attributes.
    let attribute: NSLayoutConstraint.Attribute

    /// `item.attribute`; an item that is not a view or layout guide counts as released.
    @MainActor
    init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
        reference = layoutReference(of: item)
        self.attribute = attribute
    }

    /// `attribute` of the item `reference` refers to: for anchors, whose item is known to be a view or guide.
    init(reference: LayoutReference, attribute: NSLayoutConstraint.Attribute) {
        self.reference = reference
        self.attribute = attribute
    }

    /// The view or layout guide; nil once released.
    var item: AnyObject? { reference.object }
}

/// One side of a constraint, or an anchor: an attribute of an item, or the distance between two
/// attributes along one axis (`anchorWithOffset(to:)`), which is a size.
enum LayoutSide {
    /// `item.attribute`.
    case attribute(LayoutTerm)
    /// `to − from`. Boxed: the rare case kept out of line, so that every constraint and anchor holds a side of
    /// one term's size instead of two.
    indirect case distance(from: LayoutTerm, to: LayoutTerm)

    /// The attribute of a single-item side.
    var term: LayoutTerm? {
        if case let .attribute(term) = self { return term }
        return nil
    }

    /// The terms on this side.
    var terms: [LayoutTerm] {
        switch self {
        case let .attribute(term): [term]
        case let .distance(from, to): [from, to]
        }
    }

    /// Whether the side names a leading or trailing edge (margins included), which a right-to-left layout
    /// mirrors.
    var namesLeadingOrTrailing: Bool {
        switch self {
        case let .attribute(term): term.attribute.isDirectional
        case let .distance(from, to): from.attribute.isDirectional || to.attribute.isDirectional
        }
    }

    /// The items on this side that are still alive.
    var items: [AnyObject] { terms.compactMap(\.item) }

    /// Whether an item this side was made with has been released. (This and the two below switch over the
    /// side instead of going through `terms`: they run for every constraint activated.)
    var hasReleasedItem: Bool {
        switch self {
        case let .attribute(term): term.item == nil
        case let .distance(from, to): from.item == nil || to.item == nil
        }
    }

    /// Appends the side's items to `list`; false when one was released.
    func appendItems(to list: inout LayoutItems) -> Bool {
        switch self {
        case let .attribute(term):
            guard let item = term.item else { return false }
            list.append(item)
        case let .distance(from, to):
            guard let start = from.item, let end = to.item else { return false }
            list.append(start)
            list.append(end)
        }
        return true
    }

    /// Whether the side names a left or right edge (margins included), which cannot meet a leading or trailing one.
    var namesLeftOrRight: Bool {
        switch self {
        case let .attribute(term): term.attribute.isAbsoluteHorizontal
        case let .distance(from, to): from.attribute.isAbsoluteHorizontal || to.attribute.isAbsoluteHorizontal
        }
    }

    /// What the side measures; a distance along an axis is a size.
    var kind: NSLayoutConstraint.Attribute.Kind {
        switch self {
        case let .attribute(term): term.attribute.kind
        case let .distance(from, _): from.attribute.kind == .xPosition ? .width : .height
        }
    }
}
