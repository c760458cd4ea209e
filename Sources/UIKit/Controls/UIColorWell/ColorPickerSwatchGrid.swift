import Foundation

/// The colour picker's grid of swatches: a row of grays from white to black, then nine rows of twelve
/// hues, from dark through full to pale. A tap chooses the swatch under it; the chosen one is outlined.
@MainActor
final class ColorPickerSwatchGrid: UIControl {
    static let columns = 12
    static let rows = 10

    /// The swatch chosen last, as (row, column).
    var chosen: (row: Int, column: Int)? {
        didSet {
            setNeedsLayout()
            outline.isHidden = chosen == nil
        }
    }

    private let outline = UIView(frame: .zero)

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        outline.isUserInteractionEnabled = false
        outline.isHidden = true
        outline.layer.borderWidth = 3
        outline.layer.borderColor = CGColor(gray: 1, alpha: 1)
        addSubview(outline)
    }

    required init?(coder: NSCoder) { nil }

    /// The swatch's colour: grays in row 0, hues across the columns below, darker above row 5 and paler
    /// below it.
    static func color(row: Int, column: Int) -> UIColor {
        if row == 0 { return UIColor(white: 1 - CGFloat(column) / CGFloat(columns - 1), alpha: 1) }
        let hue = CGFloat(column) / CGFloat(columns)
        if row <= 5 { return UIColor(hue: hue, saturation: 1, brightness: 0.5 + CGFloat(row - 1) * 0.125, alpha: 1) }
        return UIColor(hue: hue, saturation: 1 - CGFloat(row - 5) * 0.2, brightness: 1, alpha: 1)
    }

    /// The cell of (`row`, `column`), the first column at the right in a right-to-left layout.
    func cellFrame(row: Int, column: Int) -> CGRect {
        let width = bounds.width / CGFloat(Self.columns), height = bounds.height / CGFloat(Self.rows)
        let shown = effectiveUserInterfaceLayoutDirection == .rightToLeft ? Self.columns - 1 - column : column
        return CGRect(x: CGFloat(shown) * width, y: CGFloat(row) * height, width: width, height: height)
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        for row in 0..<Self.rows {
            for column in 0..<Self.columns {
                context.setFillColor(Self.color(row: row, column: column).cgColor)
                context.fill(cellFrame(row: row, column: column))
            }
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if let chosen { outline.frame = cellFrame(row: chosen.row, column: chosen.column) }
        setNeedsDisplay()
    }

    /// Chooses the swatch where the touch lifts, sending `.valueChanged`.
    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let point = touch?.location(in: self), bounds.contains(point) else { return }
        let row = min(Self.rows - 1, Int(point.y / bounds.height * CGFloat(Self.rows)))
        var column = min(Self.columns - 1, Int(point.x / bounds.width * CGFloat(Self.columns)))
        if effectiveUserInterfaceLayoutDirection == .rightToLeft { column = Self.columns - 1 - column }
        chosen = (row, column)
        sendActions(for: .valueChanged, with: event)
    }
}
