import Foundation

/// A popover's bubble: a rounded rectangle with an arrow on one side, filled with the popover's colour, and
/// the presented controller's view clipped to the rectangle.
@MainActor
final class PopoverView: UIView {
    private let bubble = CAShapeLayer()
    private let contentView = UIView()
    /// The arrow's direction and where its tip is along its edge.
    var arrow: (direction: UIPopoverArrowDirection, tip: CGFloat) = (.up, 0) { didSet { setNeedsLayout() } }
    var fillColor: UIColor = .white { didSet { bubble.fillColor = fillColor.cgColor } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        layer.addSublayer(bubble)
        bubble.fillColor = fillColor.cgColor
        contentView.clipsToBounds = true
        contentView.layer.cornerRadius = UIPopoverPresentationController.cornerRadius
        addSubview(contentView)
    }

    required init?(coder: NSCoder) { nil }

    /// Shows `view` filling the rectangle.
    func setContent(_ view: UIView) {
        contentView.frame = contentRect
        view.frame = contentView.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(view)
    }

    /// The rectangle: the bounds less the arrow's side.
    var contentRect: CGRect {
        let height = UIPopoverPresentationController.arrowHeight
        switch arrow.direction {
        case .up: return CGRect(x: 0, y: height, width: bounds.width, height: bounds.height - height)
        case .down: return CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height - height)
        case .left: return CGRect(x: height, y: 0, width: bounds.width - height, height: bounds.height)
        default: return CGRect(x: 0, y: 0, width: bounds.width - height, height: bounds.height)
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let rect = contentRect
        contentView.frame = rect
        bubble.frame = bounds
        let path = CGMutablePath()
        let radius = min(UIPopoverPresentationController.cornerRadius, rect.width / 2, rect.height / 2)
        path.addRoundedRect(in: rect, cornerWidth: radius, cornerHeight: radius)
        let half = UIPopoverPresentationController.arrowBase / 2, tip = arrow.tip
        let points: [CGPoint]
        switch arrow.direction {
        case .up: points = [CGPoint(x: tip - half, y: rect.minY), CGPoint(x: tip, y: 0), CGPoint(x: tip + half, y: rect.minY)]
        case .down: points = [CGPoint(x: tip - half, y: rect.maxY), CGPoint(x: tip, y: bounds.maxY), CGPoint(x: tip + half, y: rect.maxY)]
        case .left: points = [CGPoint(x: rect.minX, y: tip - half), CGPoint(x: 0, y: tip), CGPoint(x: rect.minX, y: tip + half)]
        default: points = [CGPoint(x: rect.maxX, y: tip - half), CGPoint(x: bounds.maxX, y: tip), CGPoint(x: rect.maxX, y: tip + half)]
        }
        path.addLines(between: points)
        path.closeSubpath()
        bubble.path = path
    }
}
