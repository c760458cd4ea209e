import UIKit

/// Listings 3-3 and 3-4: a custom view that sets itself up in its initializer and draws its content in
/// `draw(_:)` — a rounded frame inset from its bounds, and a diagonal.
final class OutlinedView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = uiColor(0xF2F2F7)
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let frame = bounds.insetBy(dx: 10, dy: 10)
        ctx.setStrokeColor(color(0xAF52DE))
        ctx.setLineWidth(4)
        ctx.addPath(CGPath(roundedRect: frame, cornerWidth: 12, cornerHeight: 12, transform: nil))
        ctx.strokePath()
        ctx.setLineWidth(1)
        ctx.move(to: CGPoint(x: frame.minX, y: frame.minY))
        ctx.addLine(to: CGPoint(x: frame.maxX, y: frame.maxY))
        ctx.strokePath()
    }
}
