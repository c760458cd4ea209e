import Foundation

extension UIStackView {
    /// Axis, distribution, alignment, spacing; every subview Interface Builder lists is arranged.
    func decodeStackView(from coder: InterfaceBuilderCoder) {
        if coder.string("axis") == "vertical" { axis = .vertical }
        let distributions = ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"]
        if let value = coder.enumeration("distribution", distributions, as: Distribution.self) { distribution = value }
        let alignments = ["fill", "leading", "firstBaseline", "center", "trailing", "lastBaseline"]
        if let value = coder.string("alignment") {
            switch value {
            case "top": alignment = .top
            case "bottom": alignment = .bottom
            case "baseline": alignment = .lastBaseline
            default: if let found = InterfaceBuilderValues.enumeration(value, alignments, as: Alignment.self) { alignment = found }
            }
        }
        if let spacing = coder.double("spacing") { self.spacing = spacing }
        if let relative = coder.bool("baselineRelativeArrangement") { isBaselineRelativeArrangement = relative }
        if let relative = coder.bool("layoutMarginsRelativeArrangement") { isLayoutMarginsRelativeArrangement = relative }
        for subview in subviews { addArrangedSubview(subview) }
    }
}
