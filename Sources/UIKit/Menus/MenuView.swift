import Foundation

/// The platter of a shown menu, as iOS 17 draws it: 250 points wide with rounded corners, rows 44 high with
/// hairlines between them, thick gaps between inline groups. It tracks a touch across its rows: the one under
/// the finger is highlighted, and lifting there selects it.
@MainActor
final class MenuView: UIView {
    static let width: CGFloat = 250
    static let rowHeight: CGFloat = 44
    static let titleHeight: CGFloat = 32
    static let groupSeparatorHeight: CGFloat = 8
    static let cornerRadius: CGFloat = 13
    /// The gap between inline groups: a darker band of the platter.
    static let groupSeparatorColor = UIColor { traits in
        UIColor(white: 0, alpha: traits.userInterfaceStyle == .dark ? 0.3 : 0.08)
    }

    /// Told when a row is selected.
    var onSelect: ((MenuItem) -> Void)?
    private(set) var rows: [MenuRowView] = []
    private var separators: [UIView] = []
    private var tracked: MenuRowView?

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = AlertView.platterColor
        layer.cornerRadius = Self.cornerRadius
        clipsToBounds = true
    }

    required init?(coder: NSCoder) { nil }

    /// Shows `items`, in place of the rows shown.
    func show(_ items: [MenuItem]) {
        tracked = nil
        for row in rows { row.removeFromSuperview() }
        rows = items.map(MenuRowView.init(item:))
        let indents = rows.contains(where: \.isChecked)
        for row in rows {
            row.indentsForCheckmarks = indents
            addSubview(row)
        }
        setNeedsLayout()
    }

    /// The height of the rows stacked.
    var contentHeight: CGFloat { rows.reduce(0) { $0 + $1.item.height } }

    override func layoutSubviews() {
        super.layoutSubviews()
        for separator in separators { separator.removeFromSuperview() }
        separators = []
        let hairline = 1 / max(traitCollection.displayScale, 1)
        var y: CGFloat = 0
        var previousIsRow = false
        for row in rows {
            row.frame = CGRect(x: 0, y: y, width: bounds.width, height: row.item.height)
            if previousIsRow, row.item.isShown {
                let line = UIView(frame: CGRect(x: 0, y: y, width: bounds.width, height: hairline))
                line.backgroundColor = .separator
                line.isUserInteractionEnabled = false
                addSubview(line)
                separators.append(line)
            }
            previousIsRow = row.item.isShown
            y += row.item.height
        }
    }

    // MARK: Tracking a touch across the rows

    /// The selectable row at `point` (in this view), if any.
    func row(at point: CGPoint) -> MenuRowView? {
        rows.first { $0.item.isSelectable && $0.frame.contains(point) }
    }

    /// Highlights the row at `point`, or none.
    func track(_ point: CGPoint?) {
        let row = point.flatMap { self.row(at: $0) }
        guard row !== tracked else { return }
        tracked?.isHighlighted = false
        tracked = row
        row?.isHighlighted = true
    }

    /// Selects the row at `point`, if any.
    func release(_ point: CGPoint) {
        let row = self.row(at: point)
        track(nil)
        if let row { onSelect?(row.item) }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        track(touches.first?.location(in: self))
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        track(touches.first?.location(in: self))
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let point = touches.first?.location(in: self) else { return }
        release(point)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        track(nil)
    }
}
