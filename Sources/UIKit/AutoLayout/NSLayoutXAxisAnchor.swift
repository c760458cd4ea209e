import Foundation

/// An anchor along the x-axis: a left, right, leading or trailing edge, or a horizontal centre.
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// The distance from this anchor to `otherAnchor` (`otherAnchor − self`), as a size to constrain.
    open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        guard let from = side.term, let to = otherAnchor.side.term else {
            return NSLayoutDimension(side: side)
        }
        return NSLayoutDimension(side: .distance(from: from, to: to))
    }

    /// `self == anchor + multiplier × the standard spacing`: this anchor trails `anchor` by the system
    /// spacing (8 points), scaled.
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        systemSpacing(.equal, anchor, multiplier)
    }

    /// `self >= anchor + multiplier × the standard spacing`.
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        systemSpacing(.greaterThanOrEqual, anchor, multiplier)
    }

    /// `self <= anchor + multiplier × the standard spacing`.
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        systemSpacing(.lessThanOrEqual, anchor, multiplier)
    }

    private func systemSpacing(_ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutXAxisAnchor,
                               _ multiplier: CGFloat) -> NSLayoutConstraint {
        let constraint = makeConstraint(relation, anchor.side, constant: UIView.standardSpacing * multiplier)
        if multiplier.isFinite { constraint.systemSpacingMultiplier = multiplier }
        return constraint
    }
}
