// The Swift 5 target's constraint DSL as Swift 6 wants it: the maker and its descriptions are main-actor
// isolated, as the views they change are. It must compile against UIKit as it does against Apple's SDK.
import UIKit

/// The attributes a description constrains.
struct ConstraintAttributes: OptionSet, Sendable {
    let rawValue: UInt
    static let left = ConstraintAttributes(rawValue: 1 << 0)
    static let top = ConstraintAttributes(rawValue: 1 << 1)
    static let right = ConstraintAttributes(rawValue: 1 << 2)
    static let bottom = ConstraintAttributes(rawValue: 1 << 3)
    static let width = ConstraintAttributes(rawValue: 1 << 4)
    static let height = ConstraintAttributes(rawValue: 1 << 5)
    static let edges: ConstraintAttributes = [.left, .top, .right, .bottom]

    var layoutAttributes: [NSLayoutConstraint.Attribute] {
        let pairs: [(ConstraintAttributes, NSLayoutConstraint.Attribute)] = [
            (.left, .left), (.top, .top), (.right, .right), (.bottom, .bottom), (.width, .width), (.height, .height),
        ]
        return pairs.filter { contains($0.0) }.map(\.1)
    }
}

/// One `make.edges.equalTo(…)` line.
@MainActor
final class ConstraintDescription {
    let item: UIView
    let attributes: ConstraintAttributes
    var relation = NSLayoutConstraint.Relation.equal
    var target: UIView?
    var constant: CGFloat = 0
    var priority = UILayoutPriority.required

    init(item: UIView, attributes: ConstraintAttributes) {
        self.item = item
        self.attributes = attributes
    }

    @discardableResult
    func equalToSuperview() -> ConstraintDescription {
        target = item.superview
        return self
    }

    @discardableResult
    func lessThanOrEqualTo(_ value: CGFloat) -> ConstraintDescription {
        relation = .lessThanOrEqual
        constant = value
        return self
    }

    @discardableResult
    func inset(_ amount: CGFloat) -> ConstraintDescription {
        constant = amount
        return self
    }

    var constraints: [NSLayoutConstraint] {
        attributes.layoutAttributes.map { attribute in
            let inset = attribute == .right || attribute == .bottom ? -constant : constant
            let constraint = NSLayoutConstraint(
                item: item, attribute: attribute, relatedBy: relation,
                toItem: target, attribute: target == nil ? .notAnAttribute : attribute,
                multiplier: 1, constant: target == nil ? constant : inset)
            constraint.priority = priority
            return constraint
        }
    }
}

/// What `makeConstraints`' closure is given.
@MainActor
final class ConstraintMaker {
    let item: UIView
    private var descriptions: [ConstraintDescription] = []

    init(item: UIView) {
        self.item = item
    }

    var edges: ConstraintDescription { describe(.edges) }
    var height: ConstraintDescription { describe(.height) }

    private func describe(_ attributes: ConstraintAttributes) -> ConstraintDescription {
        let description = ConstraintDescription(item: item, attributes: attributes)
        descriptions.append(description)
        return description
    }

    static func makeConstraints(item: UIView, closure: (ConstraintMaker) -> Void) -> [NSLayoutConstraint] {
        let maker = ConstraintMaker(item: item)
        closure(maker)
        item.translatesAutoresizingMaskIntoConstraints = false
        let constraints = maker.descriptions.flatMap(\.constraints)
        NSLayoutConstraint.activate(constraints)
        return constraints
    }
}

/// `view.snp`.
@MainActor
struct ConstraintViewDSL {
    let view: UIView

    @discardableResult
    func makeConstraints(_ closure: (ConstraintMaker) -> Void) -> [NSLayoutConstraint] {
        ConstraintMaker.makeConstraints(item: view, closure: closure)
    }
}

extension UIView {
    var snp: ConstraintViewDSL { ConstraintViewDSL(view: self) }
}

/// A layout set up from main-actor code.
@MainActor
func pinToSuperview(_ view: UIView, inset: CGFloat) {
    view.snp.makeConstraints { make in
        make.edges.equalToSuperview().inset(inset)
        make.height.lessThanOrEqualTo(400)
    }
}

/// Nonisolated code reaches the views by hopping to the main actor.
func pinLater(_ view: UIView, inset: CGFloat) async {
    await pinToSuperview(view, inset: inset)
}
