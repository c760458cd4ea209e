import Foundation
import LayoutEngine

/// A constraint of the solver (the `LayoutEngine` module's `Constraint`).
typealias SolverConstraint = LayoutEngine.Constraint

/// Turns layout attributes into linear expressions over items' unknowns, in the coordinates of the view a
/// constraint is installed on, and records the items whose unknowns it used.
///
/// An item's unknowns are its alignment rectangle in its parent's coordinates, so an attribute of an item
/// deeper in the tree adds the frame origins of the views between it and the container. The container's
/// own edges are constants (its bounds' alignment rectangle); its size is its width and height unknowns.
/// Bounds origins (scrolling) are not part of the expressions.
@MainActor
struct ExpressionBuilder {
    /// The view the constraint is installed on.
    let container: UIView
    /// Items whose unknowns were used, in the order first used.
    private(set) var items: [AnyObject] = []
    private var seen = Set<ObjectIdentifier>()

    init(container: UIView) {
        self.container = container
    }

    /// The unknowns of `item`, which the engine must now hold.
    mutating func variables(of item: AnyObject) -> ItemVariables {
        if seen.insert(ObjectIdentifier(item)).inserted { items.append(item) }
        return layoutItemState(of: item).variables
    }

    /// The expression for a side, nil when an item is gone or not inside the container.
    mutating func expression(_ side: LayoutSide) -> LinearExpression? {
        switch side {
        case let .attribute(term):
            return expression(term)
        case let .distance(from, to):
            guard let start = expression(from), let end = expression(to) else { return nil }
            return end - start
        }
    }

    mutating func expression(_ term: LayoutTerm) -> LinearExpression? {
        guard let item = term.item else { return nil }
        return expression(item: item, attribute: term.attribute)
    }

    /// `item.attribute` in the container's coordinates.
    mutating func expression(item: AnyObject, attribute: NSLayoutConstraint.Attribute) -> LinearExpression? {
        if let plain = attribute.withoutMargin {
            // Margin attributes are the margins guide's edges, as in UIKit; guides have no margins.
            if let view = item as? UIView { return expression(item: view.layoutMarginsGuide, attribute: plain) }
            return expression(item: item, attribute: plain)
        }
        if let view = item as? UIView, attribute == .firstBaseline || attribute == .lastBaseline {
            return baseline(of: view, first: attribute == .firstBaseline)
        }
        switch attribute.kind {
        case .xPosition:
            guard let x = origin(of: item, horizontal: true) else { return nil }
            let width = LinearExpression(variables(of: item).width)
            switch attribute {
            case .right, .trailing: return x + width
            case .centerX: return x + width * 0.5
            default: return x
            }
        case .yPosition:
            guard let y = origin(of: item, horizontal: false) else { return nil }
            let height = LinearExpression(variables(of: item).height)
            switch attribute {
            case .bottom: return y + height
            case .centerY: return y + height * 0.5
            default: return y
            }
        case .width:
            return LinearExpression(variables(of: item).width)
        case .height:
            return LinearExpression(variables(of: item).height)
        case .none:
            return nil
        }
    }

    /// A view's baseline: the one of its baseline view (itself or a descendant), at the offset that view
    /// reports, or its bottom edge when it has no text.
    private mutating func baseline(of view: UIView, first: Bool) -> LinearExpression? {
        var source = first ? view.forFirstBaselineLayout : view.forLastBaselineLayout
        if source !== view && !source.isDescendant(of: view) { source = view }
        guard let top = origin(of: source, horizontal: false) else { return nil }
        let bottom = top + LinearExpression(variables(of: source).height)
        if first {
            if let offset = source.firstBaselineOffsetFromTop { return top + Double(offset) }
            return bottom
        }
        return bottom - Double(source.lastBaselineOffsetFromBottom ?? 0)
    }

    /// The left (top) edge of `item`'s alignment rectangle in the container's coordinates.
    private mutating func origin(of item: AnyObject, horizontal: Bool) -> LinearExpression? {
        if let view = item as? UIView {
            if view === container {
                let insets = view.alignmentRectInsets
                return LinearExpression(constant: Double(horizontal ? insets.left : insets.top))
            }
            guard let parent = view.superview, let offset = boundsOrigin(of: parent, horizontal: horizontal) else { return nil }
            let variables = variables(of: view)
            return LinearExpression(horizontal ? variables.minX : variables.minY) + offset
        }
        guard let guide = item as? UILayoutGuide, let owner = guide.owningViewStorage,
              let offset = boundsOrigin(of: owner, horizontal: horizontal) else { return nil }
        let variables = variables(of: guide)
        return LinearExpression(horizontal ? variables.minX : variables.minY) + offset
    }

    /// Where `view`'s coordinate origin lies in the container's coordinates: the sum of the frame origins
    /// between them.
    private mutating func boundsOrigin(of view: UIView, horizontal: Bool) -> LinearExpression? {
        var expression = LinearExpression()
        var current = view
        while current !== container {
            guard let parent = current.superview else { return nil }
            let insets = current.alignmentRectInsets
            let variables = variables(of: current)
            expression = expression + (horizontal ? variables.minX : variables.minY)
                - Double(horizontal ? insets.left : insets.top)
            current = parent
        }
        return expression
    }
}

/// The Auto Layout state of a view or layout guide (made for a view on first use).
@MainActor
func layoutItemState(of item: AnyObject) -> LayoutItemState {
    if let view = item as? UIView { return view.autoLayoutState }
    if let guide = item as? UILayoutGuide { return guide.layoutItemState }
    preconditionFailure("layout items are views and layout guides")
}

extension NSLayoutConstraint {
    /// The solver's strength for a UIKit priority: 1000 is required.
    static func strength(_ priority: UILayoutPriority) -> Strength {
        priority.rawValue >= 1000 ? .required : Strength(Double(priority.rawValue))
    }

    /// `first relation multiplier × second + constant`, in the container's coordinates.
    func standardSolverConstraints(in builder: inout ExpressionBuilder) -> [SolverConstraint]? {
        guard let lhs = builder.expression(firstSide) else { return nil }
        var rhs = LinearExpression(constant: Double(constantStorage))
        if let secondSide {
            guard let second = builder.expression(secondSide) else { return nil }
            rhs = second * Double(multiplierStorage) + Double(constantStorage)
        }
        let relation: SolverConstraint.Relation = switch relationStorage {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        return [SolverConstraint(lhs, relation, rhs, strength: Self.strength(priorityStorage))]
    }
}
