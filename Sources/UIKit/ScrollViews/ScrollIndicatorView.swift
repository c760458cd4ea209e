import Foundation

/// One of a scroll view's two scroll indicators: a thin rounded bar placed in the scroll view's bounds
/// coordinates, so that it stays put while the content scrolls under it. Like iOS's, it is a subview of the
/// scroll view, which keeps it in front of the content; it takes no touches.
@MainActor
final class ScrollIndicatorView: UIView {
    /// The axis an indicator shows the position along.
    enum Axis: Sendable {
        /// Along the right edge: the vertical position.
        case vertical
        /// Along the bottom edge: the horizontal position.
        case horizontal
    }

    /// The bar's thickness, its distance from the edges, and its shortest lengths while scrolling and while
    /// rubber-banding, in points: iOS 13's, as Flutter's Cupertino scrollbar measured them
    /// (`flutter/lib/src/cupertino/scrollbar.dart`); iOS 12 and earlier drew 2.5 points with 37 and 8
    /// (`/work/shared/notes/scrolling.md` §5).
    static let thickness: CGFloat = 3
    static let margin: CGFloat = 3
    static let minimumLength: CGFloat = 36
    static let minimumOverscrollLength: CGFloat = 8

    /// The axis this indicator shows.
    let axis: Axis

    /// An indicator for `axis`, hidden until the scroll view shows it.
    init(axis: Axis, style: UIScrollView.IndicatorStyle) {
        self.axis = axis
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        isOpaque = false
        alpha = 0
        layer.cornerRadius = Self.thickness / 2
        apply(style)
    }

    /// Indicators are made only by their scroll view.
    required init?(coder: NSCoder) { nil }

    /// Moves the indicator to `frame`: only its centre while its length stays, as within the scroll range,
    /// because setting a centre costs less than setting a frame on every frame of a scroll.
    func place(_ frame: CGRect) {
        if bounds.size == frame.size {
            center = CGPoint(x: frame.midX, y: frame.midY)
        } else {
            self.frame = frame
        }
    }

    /// Takes the colours of `style`, as iOS draws them: `.default` dark (black at 35%, the colour Flutter
    /// extracted from iOS 13) with a light border so it shows on any background; `.black` the same without
    /// the border; `.white` white at 50% (iOS 13's dark-appearance colour).
    func apply(_ style: UIScrollView.IndicatorStyle) {
        switch style {
        case .default:
            backgroundColor = UIColor(white: 0, alpha: 0.35)
            layer.borderColor = UIColor(white: 1, alpha: 0.5).cgColor
            layer.borderWidth = 0.5
        case .black:
            backgroundColor = UIColor(white: 0, alpha: 0.35)
            layer.borderWidth = 0
        case .white:
            backgroundColor = UIColor(white: 1, alpha: 0.5)
            layer.borderWidth = 0
        }
    }
}
