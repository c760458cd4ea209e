import Foundation

/// The spokes of an activity indicator, drawn once; the indicator turns their layer.
final class ActivitySpokesView: UIView {
    weak var indicator: UIActivityIndicatorView?

    /// The opacity of each spoke, from the brightest one round against the turn.
    static let spokeAlphas: [CGFloat] = [1, 0.85, 0.7, 0.55, 0.4, 0.3, 0.3, 0.3]

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Eight rounded spokes from 45 % of the radius to its end, a fifth of the radius wide; the brightest points
    /// up, and each next one clockwise is fainter (so, turning clockwise, the bright spoke leads).
    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let indicator else { return }
        let radius = min(bounds.width, bounds.height) / 2
        let centre = CGPoint(x: bounds.midX, y: bounds.midY)
        let color = (indicator.color ?? .secondaryLabel).resolvedColor(with: traitCollection).cgColor
        context.setLineCap(.round)
        context.setLineWidth(radius / 5)
        let inner = radius * 0.45, outer = radius - radius / 10
        for (index, alpha) in Self.spokeAlphas.enumerated() {
            let angle = -CGFloat.pi / 2 - CGFloat(index) * 2 * .pi / CGFloat(UIActivityIndicatorView.spokeCount)
            context.setStrokeColor(color.copy(alpha: color.alpha * alpha) ?? color)
            context.move(to: CGPoint(x: centre.x + inner * cos(angle), y: centre.y + inner * sin(angle)))
            context.addLine(to: CGPoint(x: centre.x + outer * cos(angle), y: centre.y + outer * sin(angle)))
            context.strokePath()
        }
    }
}
