import UIKit

/// One figure or listing, live, in a scroll view that fits it to the width and lets it be zoomed.
final class FigureViewController: UIViewController, UIScrollViewDelegate {
    private let entry: CatalogEntry
    private var figure: UIView?

    init(_ entry: CatalogEntry) {
        self.entry = entry
        super.init(nibName: nil, bundle: nil)
        title = entry.title
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        let scrollView = UIScrollView()
        scrollView.backgroundColor = .systemGroupedBackground
        scrollView.delegate = self
        scrollView.maximumZoomScale = 3
        let figure = entry.makeView()
        figure.frame.origin = .zero
        scrollView.addSubview(figure)
        scrollView.contentSize = figure.frame.size
        scrollView.contentInset = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        self.figure = figure
        view = scrollView
    }

    /// A figure wider than the screen starts scaled to fit its width.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard let scrollView = view as? UIScrollView, let figure, scrollView.bounds.width > 0 else { return }
        let fit = min(1, (scrollView.bounds.width - 40) / figure.bounds.width)
        if scrollView.minimumZoomScale != fit {
            scrollView.minimumZoomScale = fit
            scrollView.zoomScale = fit
            let inset = scrollView.adjustedContentInset
            scrollView.contentOffset = CGPoint(x: -inset.left, y: -inset.top)
        }
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { figure }
}
