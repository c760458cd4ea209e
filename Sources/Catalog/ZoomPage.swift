import UIKit

/// A zoomable picture: the landscape figure drawn large, filling the page's height to begin with, which a drag
/// pans across and a pinch zooms up to four times. It is its own delegate, as small zooming views often are.
final class ZoomPage: UIScrollView, UIScrollViewDelegate {
    private let picture = LandscapeView(frame: CGRect(x: 0, y: 0, width: 1200, height: 800))

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = uiColor(0x101820)
        addSubview(picture)
        contentSize = picture.frame.size
        delegate = self
        fitHeight()
    }

    /// Lets the picture zoom from filling the page's height to four times that, and shows it filling the height
    /// unless it is zoomed in.
    func fitHeight() {
        let fill = bounds.height / picture.bounds.height
        guard fill.isFinite, fill > 0, fill != minimumZoomScale else { return }
        let atMinimum = zoomScale <= minimumZoomScale
        minimumZoomScale = fill
        maximumZoomScale = 4 * fill
        if atMinimum || zoomScale < fill { zoomScale = fill }
    }

    required init?(coder: NSCoder) { nil }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { picture }
}
