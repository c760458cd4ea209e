import Foundation

/// An attribute of one layout item (a view or a layout guide), held weakly.
struct LayoutTerm {
    /// The view or layout guide; nil once released.
    weak var item: AnyObject?
    /// Which of its attributes.
    let attribute: NSLayoutConstraint.Attribute
}

/// One side of a constraint, or an anchor: an attribute of an item, or the distance between two
/// attributes along one axis (`anchorWithOffset(to:)`), which is a size.
enum LayoutSide {
    /// `item.attribute`.
    case attribute(LayoutTerm)
    /// `to − from`.
    case distance(from: LayoutTerm, to: LayoutTerm)

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

    /// The items on this side that are still alive.
    var items: [AnyObject] { terms.compactMap(\.item) }

    /// Whether an item this side was made with has been released.
    var hasReleasedItem: Bool { terms.contains { $0.item == nil } }

    /// What the side measures; a distance along an axis is a size.
    var kind: NSLayoutConstraint.Attribute.Kind {
        switch self {
        case let .attribute(term): term.attribute.kind
        case let .distance(from, _): from.attribute.kind == .xPosition ? .width : .height
        }
    }
}
