import Foundation

/// The loupe over a finger moving the caret: a capsule above the touch showing the text under it magnified
/// 1.25 times, as iOS 17's loupe does (its size and magnification are estimates).
final class TextLoupeView: UIView {
    static let size = CGSize(width: 120, height: 44)
    static let magnification: CGFloat = 1.25
    /// How far above the touch the loupe's centre sits.
    static let lift: CGFloat = 50
    private weak var source: UIView?
    private var focus = CGPoint.zero

    init() {
        super.init(frame: CGRect(origin: .zero, size: Self.size))
        backgroundColor = .systemBackground
        layer.cornerRadius = Self.size.height / 2
        layer.masksToBounds = true
        layer.borderWidth = 0.5
        layer.borderColor = UIColor.separator.cgColor
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { nil }

    /// Shows `source` around `point` (its coordinates), above that point in `window`.
    func magnify(_ source: UIView, at point: CGPoint, in window: UIWindow) {
        self.source = source
        focus = point
        let centre = source.convert(point, to: window)
        self.center = CGPoint(x: centre.x, y: centre.y - Self.lift)
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        guard let source, let context = UIGraphicsGetCurrentContext() else { return }
        context.translateBy(x: bounds.midX, y: bounds.midY)
        context.scaleBy(x: Self.magnification, y: Self.magnification)
        context.translateBy(x: -focus.x, y: -focus.y)
        source.layer.render(in: context)
    }
}
