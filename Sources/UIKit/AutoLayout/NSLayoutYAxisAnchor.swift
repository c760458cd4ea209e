import Foundation

/// An anchor along the y-axis: a top or bottom edge, a vertical centre or a baseline.
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// The distance from this anchor to `otherAnchor` (`otherAnchor − self`), as a size to constrain.
    open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        guard let from = side.term, let to = otherAnchor.side.term else {
            return NSLayoutDimension(side: side)
        }
        return NSLayoutDimension(side: .distance(from: from, to: to))
    }

    /// `self == anchor + multiplier × the standard spacing`: this anchor is below `anchor` by the system
    /// spacing (8 points), scaled.
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        systemSpacing(.equal, anchor, multiplier)
    }

    /// `self >= anchor + multiplier × the standard spacing`.
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        systemSpacing(.greaterThanOrEqual, anchor, multiplier)
    }

    /// `self <= anchor + multiplier × the standard spacing`.
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        systemSpacing(.lessThanOrEqual, anchor, multiplier)
    }

    private func systemSpacing(_ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutYAxisAnchor,
                               _ multiplier: CGFloat) -> NSLayoutConstraint {
        let constraint = makeConstraint(relation, anchor.side, constant: UIView.standardSpacing * multiplier)
        if multiplier.isFinite { constraint.systemSpacingMultiplier = multiplier }
        return constraint
    }
}
