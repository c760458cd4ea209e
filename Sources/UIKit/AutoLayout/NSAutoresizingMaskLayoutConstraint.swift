import Foundation
import LayoutEngine

/// One of the four constraints that hold a view with `translatesAutoresizingMaskIntoConstraints` at its
/// frame (its alignment rectangle): `minX`, `minY`, `width` or `height` equal to the current value. The
/// autoresizing mask itself is applied to the frame when the superview resizes, and these follow the
/// frame. Printed as UIKit does, with the mask in `h=` / `v=` form (`-` fixed, `&` flexible, for the
/// leading margin, the size and the trailing margin).
@MainActor
final class NSAutoresizingMaskLayoutConstraint: NSLayoutConstraint {
    /// Which unknown of the view this pins.
    enum Part: Int {
        case minX, minY, width, height

        var name: String { ["minX", "minY", "width", "height"][rawValue] }
    }

    let part: Part
    /// The view it is about; nil once it went away.
    var view: UIView? { firstSide.term?.reference.view }

    init(view: UIView, part: Part, value: CGFloat) {
        self.part = part
        let attribute: Attribute = [.left, .top, .width, .height][part.rawValue]
        super.init()
        configure(first: .attribute(LayoutTerm(item: view, attribute: attribute)), relation: .equal, second: nil,
                  multiplier: 1, constant: value)
        isSystemConstraint = true
    }

    override var relationDescription: String {
        guard let view else { return "(released).\(part.name) == \(Self.format(constantStorage))" }
        return "\(Self.maskCode(view.autoresizingMask)) \(Self.describe(item: view)).\(part.name) == \(Self.format(constantStorage))"
    }

    override func makeSolverConstraints(in builder: inout ExpressionBuilder) -> BuiltConstraints? {
        guard let view, constantStorage.isFinite else { return nil }
        let variables = builder.variables(of: view)
        let variable = switch part {
        case .minX: variables.minX
        case .minY: variables.minY
        case .width: variables.width
        case .height: variables.height
        }
        return BuiltConstraints(SolverConstraint(LinearExpression([.init(variable, 1)], constant: 0 - Double(constantStorage)),
                                                 .equal))
    }

    /// `h=--& v=--&`: per axis, the leading margin, the size and the trailing margin, `&` where flexible.
    /// With nothing flexible the trailing margin is shown flexible, as UIKit does.
    static func maskCode(_ mask: UIView.AutoresizingMask) -> String {
        func axis(_ start: Bool, _ size: Bool, _ end: Bool) -> String {
            let flexibleEnd = end || !(start || size)
            return (start ? "&" : "-") + (size ? "&" : "-") + (flexibleEnd ? "&" : "-")
        }
        return "h=" + axis(mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin))
            + " v=" + axis(mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin))
    }
}
