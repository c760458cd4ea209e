import Foundation

/// The clear button: a gray circle with a white cross, which empties the field when tapped (if its
/// delegate agrees).
final class TextFieldClearButton: UIControl {
    weak var field: UITextField?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        addAction(UIAction { [weak self] _ in self?.field?.clearButtonTapped() }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) {
        nil
    }

    /// A button on iOS, so its tap wins over the field's text interaction, as a button's does.
    override class var winsSingleTapsOverAncestors: Bool { true }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let circle = bounds.insetBy(dx: 1.5, dy: 1.5)
        context.setFillColor(UIColor.systemGray2.cgColor)
        context.fillEllipse(in: circle)
        let arm = circle.width * 0.18
        context.setStrokeColor(UIColor.white.cgColor)
        context.setLineWidth(1.5)
        context.setLineCap(.round)
        context.move(to: CGPoint(x: circle.midX - arm, y: circle.midY - arm))
        context.addLine(to: CGPoint(x: circle.midX + arm, y: circle.midY + arm))
        context.move(to: CGPoint(x: circle.midX + arm, y: circle.midY - arm))
        context.addLine(to: CGPoint(x: circle.midX - arm, y: circle.midY + arm))
        context.strokePath()
    }
}
