import Foundation

/// Placing the components side by side, centred, and the selection platter behind their centre rows.
extension UIPickerView {
    /// The font of titled rows (iOS's picker rows, measured from screenshots).
    static let titleFont = UIFont.systemFont(ofSize: 21)

    /// An even share of the width left after the margins and the spaces between components.
    var evenComponentWidth: CGFloat {
        let count = CGFloat(max(wheels.count, 1))
        let free = bounds.width - 2 * Self.componentMargin - Self.componentSpacing * (count - 1)
        return max(0, free / count)
    }

    /// Each component's width, from the delegate or an even share; one that is not a finite, non-negative
    /// number takes the even share.
    func componentWidths() -> [CGFloat] {
        wheels.map { wheel in
            let width = delegate?.pickerView(self, widthForComponent: wheel.component) ?? evenComponentWidth
            return width.isFinite && width >= 0 ? width : evenComponentWidth
        }
    }

    /// Lays the wheels out side by side, centred as a group, each the picker's height, and the platter
    /// across them behind the centre rows.
    func layoutComponents() {
        _ = numberOfComponents
        let widths = componentWidths()
        let total = widths.reduce(0, +) + Self.componentSpacing * CGFloat(max(widths.count - 1, 0))
        var x = ((bounds.width - total) / 2).rounded(.down)
        for (wheel, width) in zip(wheels, widths) {
            wheel.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
            x += width + Self.componentSpacing
        }
        guard let first = wheels.first, let last = wheels.last else {
            selectionPlatter.isHidden = true
            return
        }
        let height = wheels.map(\.rowHeight).max() ?? Self.defaultRowHeight
        selectionPlatter.isHidden = false
        selectionPlatter.frame = CGRect(x: first.frame.minX, y: ((bounds.height - height) / 2).rounded(.down),
                                        width: last.frame.maxX - first.frame.minX, height: height)
    }

    /// The default row view: a centred label of the row's styled title, else its title, else "?" as on iOS,
    /// as wide as its component.
    func titleLabel(forRow row: Int, inComponent component: Int, reusing view: UIView?) -> UIView {
        let label = view as? UILabel ?? UILabel()
        if wheels.indices.contains(component) {
            label.bounds.size = CGSize(width: wheels[component].bounds.width, height: wheels[component].rowHeight)
        }
        label.textAlignment = .center
        if let attributed = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component) {
            label.attributedText = attributed
        } else {
            label.font = Self.titleFont
            label.textColor = .label
            label.text = delegate?.pickerView(self, titleForRow: row, forComponent: component) ?? "?"
        }
        return label
    }
}
