import Foundation

/// The wheel's look: its rows are laid on a cylinder whose radius is half the wheel's height, seen in
/// perspective. A row `d` points of scroll from the centre is turned `d / radius` radians about the x axis,
/// so it shows at `radius · sin θ` from the centre, foreshortened and fading as it turns away; rows a
/// quarter turn or more away are out of sight and have no view.
extension PickerWheel {
    /// The eye's distance from the cylinder's axis, in radii: a mild perspective, as iOS's wheels show.
    private static let eyeDistance: CGFloat = 4

    private var radius: CGFloat { max(bounds.height / 2, 1) }

    /// The turn of `row` at the current offset: its distance from the centre over the radius.
    private func angle(ofRow row: Int) -> CGFloat {
        let centre = contentOffset.y + bounds.height / 2
        return ((CGFloat(row) + 0.5) * rowHeight - centre) / radius
    }

    /// Where the centre of a row turned by `angle` shows, from the wheel's centre, and its perspective scale.
    private func projection(ofAngle angle: CGFloat) -> (y: CGFloat, scale: CGFloat) {
        let eye = Self.eyeDistance * radius
        let depth = radius * (cos(angle) - 1)
        let scale = eye / (eye - depth)
        return (radius * sin(angle) * scale, scale)
    }

    /// The rows within a quarter turn of the centre.
    private var rowsInSight: Range<Int> {
        guard numberOfRows > 0, rowHeight > 0 else { return 0..<0 }
        let centre = contentOffset.y + bounds.height / 2, reach = radius * .pi / 2
        let first = Int(((centre - reach) / rowHeight).rounded(.down))
        let last = Int(((centre + reach) / rowHeight).rounded(.up))
        return max(first, 0)..<min(max(last, 0), numberOfRows)
    }

    /// Gives every row in sight a view (reusing those that left) and turns each onto the cylinder.
    func tileRows() {
        guard let picker else { return }
        let sight = rowsInSight
        for (row, view) in visibleRows where !sight.contains(row) {
            visibleRows[row] = nil
            recycle(view)
        }
        for row in sight {
            let view: UIView
            if let shown = visibleRows[row] {
                view = shown
            } else {
                view = picker.rowView(forRow: row, inComponent: component, reusing: reusableViews.popLast())
                visibleRows[row] = view
                if view.superview !== self { addSubview(view) }
                view.transform3D = CATransform3DIdentity
                if view.bounds.size == .zero { view.bounds.size = CGSize(width: bounds.width, height: rowHeight) }
                view.center = CGPoint(x: bounds.width / 2, y: (CGFloat(row) + 0.5) * rowHeight)
            }
            turn(view, row: row)
        }
    }

    /// Places `view` on the cylinder: turned about its own x axis, in perspective, scaled for its depth and
    /// moved to where its centre projects.
    private func turn(_ view: UIView, row: Int) {
        let angle = angle(ofRow: row)
        guard abs(angle) < .pi / 2 else {
            view.isHidden = true
            return
        }
        view.isHidden = false
        let (projected, scale) = projection(ofAngle: angle)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / (Self.eyeDistance * radius)
        let distance = (CGFloat(row) + 0.5) * rowHeight - (contentOffset.y + bounds.height / 2)
        var transform = CATransform3DMakeRotation(-angle, 1, 0, 0)
        transform = CATransform3DConcat(transform, perspective)
        transform = CATransform3DConcat(transform, CATransform3DMakeScale(scale, scale, 1))
        transform = CATransform3DConcat(transform, CATransform3DMakeTranslation(0, projected - distance, 0))
        view.transform3D = transform
        view.alpha = cos(angle)
    }

    /// The row whose band on the cylinder holds `point` (in the wheel's coordinates), if any.
    func row(atPoint point: CGPoint) -> Int? {
        let fromCentre = point.y - (contentOffset.y + bounds.height / 2)
        for row in rowsInSight {
            let angle = angle(ofRow: row), half = rowHeight / 2 / radius
            guard abs(angle) < .pi / 2 else { continue }
            let top = projection(ofAngle: max(angle - half, -.pi / 2)).y
            let bottom = projection(ofAngle: min(angle + half, .pi / 2)).y
            if fromCentre >= top, fromCentre < bottom { return row }
        }
        return nil
    }

    /// Takes `view` out of sight and keeps it for reuse.
    func recycle(_ view: UIView) {
        view.removeFromSuperview()
        reusableViews.append(view)
    }
}
