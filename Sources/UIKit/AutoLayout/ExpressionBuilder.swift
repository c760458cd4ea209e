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
/// Bounds origins (scrolling) are not part of the expressions. As in UIKit, the app's constraints between a
/// scroll view and its content see the scroll view's edges and centres as its content area's
/// (`contentLayoutGuide`); its width and height stay its frame's.
@MainActor
struct ExpressionBuilder {
    /// The view the constraint is installed on.
    let container: UIView
    /// The items whose unknowns were used, as Auto Layout refers to them (found again, and their unknowns read,
    /// without touching the objects or their states), in the order first used (a handful: a set would cost more).
    private(set) var items: [LayoutReference] = []
    /// Whether horizontal positions are mirrored: for a constraint naming leading or trailing edges, installed
    /// on a view laid out right to left. Leading is then the right edge, trailing the left one, and every
    /// horizontal position of the constraint counts leftwards (x' = −x), so its constant moves items from the
    /// leading edge towards the trailing one.
    var mirrorsHorizontally = false
    /// Whether the constraint is the app's, not one UIKit made: a scroll view container's own positions are
    /// then its content guide's (the guides' own constraints are made from the scroll view's edges), and a
    /// scroll view's frame guide whose position it uses follows every scroll from then on.
    var buildsAppConstraint = false

    init(container: UIView) {
        self.container = container
    }

    /// A builder whose list of items takes over the storage of `spare` (emptied), which `recycle(into:)`
    /// gives back.
    init(container: UIView, reusing spare: inout [LayoutReference]) {
        self.container = container
        swap(&items, &spare)
    }

    /// Hands the list of items, emptied with its storage kept, to `spare` for the next builder.
    mutating func recycle(into spare: inout [LayoutReference]) {
        // One at a time: `removeAll(keepingCapacity:)` replaces the whole range through a generic path that cost
        // more than the one or two items a constraint names.
        while !items.isEmpty { items.removeLast() }
        swap(&items, &spare)
    }

    /// The unknowns of `item`, which the engine must now hold.
    mutating func variables(of item: UIView) -> ItemVariables {
        variables(of: item.layoutReference, item: item)
    }

    /// The unknowns of `item`, a live view or layout guide that `reference` refers to, which the engine must now hold.
    private mutating func variables(of reference: LayoutReference, item: AnyObject) -> ItemVariables {
        let variables = reference.variables(of: item)
        for used in items where used === reference { return variables }
        items.append(reference)
        return variables
    }

    /// Appends the terms of `side`, each coefficient times `factor`, to `terms`, and returns the side's
    /// constant (not multiplied); nil when an item is gone or not inside the container. Building a
    /// constraint's terms in one array, rather than adding up expressions, spares an array a step; terms
    /// come in the order, and with the values, that adding up the expressions would give.
    mutating func append(_ side: LayoutSide, times factor: Double, to terms: inout [LinearExpression.Term]) -> Double? {
        switch side {
        case let .attribute(term):
            return append(term.reference, attribute: term.attribute, times: factor, to: &terms)
        case let .distance(from, to):
            // `to − from`: the start's items are taken in first, its terms go last.
            var startTerms: [LinearExpression.Term] = []
            guard let start = append(from.reference, attribute: from.attribute, times: -factor, to: &startTerms),
                  let end = append(to.reference, attribute: to.attribute, times: factor, to: &terms)
            else { return nil }
            terms += startTerms
            return end - start
        }
    }

    /// Appends `attribute` of the item `reference` refers to in the container's coordinates, as
    /// `append(_:times:to:)` does; nil when the item is gone.
    private mutating func append(_ reference: LayoutReference, attribute: NSLayoutConstraint.Attribute,
                                 times factor: Double, to terms: inout [LinearExpression.Term]) -> Double? {
        guard let item = reference.object else { return nil }
        let view = item as? UIView
        if let plain = attribute.withoutMargin {
            // Margin attributes are the margins guide's edges, as in UIKit; guides have no margins.
            let guide = view?.layoutMarginsGuide.layoutReference ?? reference
            return append(guide, attribute: plain, times: factor, to: &terms)
        }
        if let view, view === container, buildsAppConstraint, let scrollView = view as? UIScrollView,
           attribute.kind == .xPosition || attribute.kind == .yPosition {
            return append(scrollView.contentLayoutGuide.layoutReference, attribute: attribute, times: factor, to: &terms)
        }
        if let view, attribute == .firstBaseline || attribute == .lastBaseline {
            return appendBaseline(of: view, first: attribute == .firstBaseline, times: factor, to: &terms)
        }
        let kind = attribute.kind
        guard kind != .none else { return nil }
        guard kind == .xPosition || kind == .yPosition else {
            let variables = variables(of: reference, item: item)
            terms.append(.init(kind == .width ? variables.width : variables.height, factor))
            return 0
        }
        let horizontal = kind == .xPosition
        let mirrored = horizontal && mirrorsHorizontally
        let sign = mirrored ? -factor : factor
        guard let (origin, variables) = appendOrigin(of: reference, item: item, view: view, horizontal: horizontal,
                                                     times: sign, to: &terms) else { return nil }
        let size = horizontal ? variables.width : variables.height
        switch attribute {
        case .right, .bottom: terms.append(.init(size, sign))
        case .trailing where !mirrored, .leading where mirrored: terms.append(.init(size, sign))
        case .centerX, .centerY: terms.append(.init(size, 0.5 * sign))
        default: break
        }
        return mirrored ? -origin : origin
    }

    /// A view's baseline: the one of its baseline view (itself or a descendant), at the offset that view
    /// reports, or its bottom edge when it has no text.
    private mutating func appendBaseline(of view: UIView, first: Bool, times factor: Double,
                                         to terms: inout [LinearExpression.Term]) -> Double? {
        var source = first ? view.forFirstBaselineLayout : view.forLastBaselineLayout
        if source !== view && !source.isDescendant(of: view) { source = view }
        guard let (top, variables) = appendOrigin(of: source.layoutReference, item: source, view: source,
                                                  horizontal: false, times: factor, to: &terms) else { return nil }
        let height = variables.height
        if first, let offset = source.firstBaselineOffsetFromTop { return top + Double(offset) }
        terms.append(.init(height, factor))
        return first ? top : top - Double(source.lastBaselineOffsetFromBottom ?? 0)
    }

    /// Appends the left (top) edge of `item`'s alignment rectangle in the container's coordinates: its own
    /// unknown, then those of the views between it and the container (`view` is `item` when a view; `reference`
    /// refers to `item`). Returns the edge's constant, and the item's unknowns, found on the way.
    private mutating func appendOrigin(of reference: LayoutReference, item: AnyObject, view: UIView?, horizontal: Bool,
                                       times factor: Double, to terms: inout [LinearExpression.Term])
        -> (Double, ItemVariables)? {
        // The views between are taken in first, but their terms follow the item's own.
        let position = terms.count
        var offset = 0.0
        if let view {
            if view === container {
                let insets = view.alignmentRectInsets
                return (Double(horizontal ? insets.left : insets.top), variables(of: reference, item: item))
            }
            // A child of the container, the usual case, has no views between.
            if view.superviewStorage !== container {
                guard let parent = view.superviewStorage,
                      let between = appendBoundsOrigin(of: parent, horizontal: horizontal, times: factor, to: &terms)
                else { return nil }
                offset = between
            }
        } else {
            guard let owner = (item as? UILayoutGuide)?.owningViewStorage,
                  let between = appendBoundsOrigin(of: owner, horizontal: horizontal, times: factor, to: &terms)
            else { return nil }
            offset = between
            if buildsAppConstraint, let guide = item as? ScrollViewLayoutGuide { guide.notePositionUsed() }
        }
        let variables = variables(of: reference, item: item)
        let term = LinearExpression.Term(horizontal ? variables.minX : variables.minY, factor)
        if position == terms.count { terms.append(term) } else { terms.insert(term, at: position) }
        return (offset, variables)
    }

    /// Appends where `view`'s coordinate origin lies in the container's coordinates: the sum of the frame
    /// origins between them.
    private mutating func appendBoundsOrigin(of view: UIView, horizontal: Bool, times factor: Double,
                                             to terms: inout [LinearExpression.Term]) -> Double? {
        var constant = 0.0
        var current = view
        while current !== container {
            guard let parent = current.superview else { return nil }
            let insets = current.alignmentRectInsets
            let variables = variables(of: current.layoutReference, item: current)
            terms.append(.init(horizontal ? variables.minX : variables.minY, factor))
            constant -= Double(horizontal ? insets.left : insets.top)
            current = parent
        }
        return constant
    }
}

extension NSLayoutConstraint {
    /// The solver's strength for a UIKit priority: 1000 is required.
    static func strength(_ priority: UILayoutPriority) -> Strength {
        priority.rawValue >= 1000 ? .required : Strength(Double(priority.rawValue))
    }

    /// `first relation multiplier × second + constant`, in the container's coordinates, as the solver keeps
    /// it: `first − (multiplier × second + constant) relation 0`; nil unless every number in it is finite (each
    /// coefficient is ±1, ±½, or those times the multiplier).
    func standardSolverConstraints(in builder: inout ExpressionBuilder) -> BuiltConstraints? {
        var terms: [LinearExpression.Term] = []
        terms.reserveCapacity(4)
        builder.mirrorsHorizontally = namesLeadingOrTrailing
            && builder.container.effectiveUserInterfaceLayoutDirection == .rightToLeft
        builder.buildsAppConstraint = !isSystemConstraint
        guard let first = builder.append(firstSide, times: 1, to: &terms) else { return nil }
        let multiplier = Double(multiplierStorage), constant = Double(constantStorage)
        var rhs = constant
        if let secondSide {
            guard multiplier.isFinite, let second = builder.append(secondSide, times: -multiplier, to: &terms) else {
                return nil
            }
            rhs = second * multiplier + constant
        }
        guard (first - rhs).isFinite else { return nil }
        let relation: SolverConstraint.Relation = switch relationStorage {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        return BuiltConstraints(SolverConstraint(LinearExpression(terms, constant: first - rhs), relation,
                                                 strength: Self.strength(priorityStorage)))
    }
}
