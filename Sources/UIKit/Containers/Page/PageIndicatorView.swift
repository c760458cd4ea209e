import Foundation

/// The dots under a scroll-style page view controller whose data source counts its pages: one a page, the
/// current one white and the others faint, centred on a black strip, as iOS draws `UIPageControl` there.
@MainActor
final class PageIndicatorView: UIView {
    /// The strip's height: `UIPageControl`'s.
    static let height: CGFloat = 37
    /// A dot's diameter.
    static let dotDiameter: CGFloat = 7
    /// From one dot's centre to the next.
    static let dotPitch: CGFloat = 16

    var numberOfPages = 0 {
        didSet { if numberOfPages != oldValue { setNeedsDisplay() } }
    }
    var currentPage = 0 {
        didSet { if currentPage != oldValue { setNeedsDisplay() } }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .black
        contentMode = .redraw
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { nil }

    /// The dots' rectangles, left to right, centred in the bounds.
    var dotRects: [CGRect] {
        let pitch = Self.dotPitch, diameter = Self.dotDiameter
        let width = CGFloat(max(0, numberOfPages - 1)) * pitch + diameter
        let left = bounds.midX - width / 2, top = bounds.midY - diameter / 2
        return (0..<max(0, numberOfPages)).map {
            CGRect(x: left + CGFloat($0) * pitch, y: top, width: diameter, height: diameter)
        }
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        for (index, dot) in dotRects.enumerated() where dot.intersects(rect) {
            context.setFillColor((index == currentPage ? UIColor.white : UIColor(white: 1, alpha: 0.3)).cgColor)
            context.fillEllipse(in: dot)
        }
    }
}
