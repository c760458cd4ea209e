import Foundation

/// A small line glyph of a menu row, stroked in the tint colour: the checkmark of a checked action and the
/// chevrons of submenu rows.
@MainActor
final class MenuGlyphView: UIView {
    enum Glyph {
        case checkmark, chevronRight, chevronDown
    }

    let glyph: Glyph

    init(_ glyph: Glyph) {
        self.glyph = glyph
        super.init(frame: .zero)
        isOpaque = false
        backgroundColor = .clear
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { nil }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        let b = bounds.insetBy(dx: 2, dy: 2)
        let path = UIBezierPath()
        switch glyph {
        case .checkmark:
            path.move(to: CGPoint(x: b.minX, y: b.midY))
            path.addLine(to: CGPoint(x: b.minX + b.width * 0.38, y: b.maxY - b.height * 0.1))
            path.addLine(to: CGPoint(x: b.maxX, y: b.minY + b.height * 0.1))
        case .chevronRight:
            path.move(to: CGPoint(x: b.midX - b.width * 0.2, y: b.minY))
            path.addLine(to: CGPoint(x: b.midX + b.width * 0.2, y: b.midY))
            path.addLine(to: CGPoint(x: b.midX - b.width * 0.2, y: b.maxY))
        case .chevronDown:
            path.move(to: CGPoint(x: b.minX, y: b.midY - b.height * 0.2))
            path.addLine(to: CGPoint(x: b.midX, y: b.midY + b.height * 0.2))
            path.addLine(to: CGPoint(x: b.maxX, y: b.midY - b.height * 0.2))
        }
        path.lineWidth = 2
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        tintColor.setStroke()
        path.stroke()
    }
}
