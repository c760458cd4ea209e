import Foundation
import LayoutEngine

/// A view's intrinsic content size along one axis, as UIKit keeps it: the size should not grow beyond the
/// intrinsic value (content hugging, an optional `<=` at the hugging priority) nor shrink below it
/// (compression resistance, `>=` at its priority). Printed as
/// `UILabel:0x….width == 42 Hug:250 CompressionResistance:750`.
@MainActor
final class NSContentSizeLayoutConstraint: NSLayoutConstraint {
    let axis: Axis
    let hugging: UILayoutPriority
    let compressionResistance: UILayoutPriority
    /// The view it is about; nil once it went away.
    var view: UIView? { firstSide.term?.reference.view }

    init(view: UIView, axis: Axis, size: CGFloat, hugging: UILayoutPriority, compressionResistance: UILayoutPriority) {
        self.axis = axis
        self.hugging = hugging
        self.compressionResistance = compressionResistance
        super.init()
        let side = LayoutSide.attribute(LayoutTerm(item: view, attribute: axis == .horizontal ? .width : .height))
        configure(first: side, relation: .equal, second: nil, multiplier: 1, constant: size)
        validate(first: side, second: nil, context: "")
        isSystemConstraint = true
    }

    override var relationDescription: String {
        let attribute = axis == .horizontal ? "width" : "height"
        let item = view.map(Self.describe(item:)) ?? "(released)"
        return "\(item).\(attribute) == \(Self.format(constantStorage)) Hug:\(Self.format(hugging.rawValue)) CompressionResistance:\(Self.format(compressionResistance.rawValue))"
    }

    override func makeSolverConstraints(in builder: inout ExpressionBuilder) -> BuiltConstraints? {
        guard let view, constantStorage.isFinite else { return nil }
        let variables = builder.variables(of: view)
        let variable = axis == .horizontal ? variables.width : variables.height
        let size = LinearExpression(constant: Double(constantStorage))
        return BuiltConstraints(
            SolverConstraint(LinearExpression(variable), .lessThanOrEqual, size, strength: Self.strength(hugging)),
            SolverConstraint(LinearExpression(variable), .greaterThanOrEqual, size, strength: Self.strength(compressionResistance)))
    }
}
