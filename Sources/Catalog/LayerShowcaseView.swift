import UIKit

/// What Core Animation composites: a gradient backdrop, a card with a shadow and rounded corners, text, a
/// stroked shape, a replicated spinner and a layer in perspective — sublayers of the view's layer.
final class LayerShowcaseView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        let backdrop = CAGradientLayer()
        backdrop.frame = bounds
        backdrop.colors = [color(0x0F2027), color(0x2C5364)]
        layer.addSublayer(backdrop)

        let card = CALayer()
        card.frame = CGRect(x: 24, y: 24, width: 200, height: 130)
        card.backgroundColor = color(0xFAFAFA)
        card.cornerRadius = 16
        card.shadowOpacity = 0.5
        card.shadowRadius = 10
        card.shadowOffset = CGSize(width: 0, height: 8)
        layer.addSublayer(card)

        let title = CATextLayer()
        title.frame = CGRect(x: 16, y: 14, width: 170, height: 30)
        title.string = "Core Animation"
        title.fontSize = 20
        title.foregroundColor = color(0x203A43)
        card.addSublayer(title)

        let ring = CAShapeLayer()
        ring.frame = CGRect(x: 16, y: 52, width: 64, height: 64)
        ring.path = CGPath(ellipseIn: ring.bounds.insetBy(dx: 4, dy: 4), transform: nil)
        ring.fillColor = nil
        ring.strokeColor = color(0xE4572E)
        ring.lineWidth = 8
        ring.lineCap = .round
        ring.strokeEnd = 0.7
        card.addSublayer(ring)

        let spinner = CAReplicatorLayer()
        spinner.frame = CGRect(x: 110, y: 52, width: 64, height: 64)
        spinner.instanceCount = 12
        spinner.instanceTransform = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
        spinner.instanceColor = color(0x17BEBB)
        spinner.instanceAlphaOffset = -1.0 / 12
        let tick = CALayer()
        tick.frame = CGRect(x: 29, y: 2, width: 6, height: 16)
        tick.cornerRadius = 3
        tick.backgroundColor = CGColor(gray: 1, alpha: 1)
        spinner.addSublayer(tick)
        card.addSublayer(spinner)

        let tilted = CALayer()
        tilted.frame = CGRect(x: 260, y: 40, width: 190, height: 240)
        tilted.backgroundColor = color(0xFFD166)
        tilted.cornerRadius = 20
        tilted.borderWidth = 4
        tilted.borderColor = color(0xFFFFFF)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        tilted.transform = CATransform3DRotate(perspective, .pi / 5, 0, 1, 0)
        let label = CATextLayer()
        label.frame = CGRect(x: 20, y: 100, width: 150, height: 40)
        label.string = "In perspective"
        label.fontSize = 22
        label.alignmentMode = .center
        label.foregroundColor = color(0x3D2C00)
        tilted.addSublayer(label)
        layer.addSublayer(tilted)
    }

    required init?(coder: NSCoder) { nil }
}
