import UIKit

/// The catalog's Tour: pages side by side in a horizontal paging scroll view, under the navigation bar of the tab's
/// own navigation stack and above the tab bar — the View Programming Guide's first figures as live views (Figure
/// 1-1's hierarchy, a window, a container view, an image view and a toolbar with a bar button, and Figure 1-5's
/// frame and bounds) on a page that scrolls vertically, a long page of the guide, and a picture that zooms.
final class GuideFiguresViewController: UIViewController {
    private let pager = UIScrollView()
    private var pages: (figures: UIScrollView, guide: GuideScrollPage, zoom: ZoomPage)?
    /// Whether the headless tour is still to run: it starts the first time the tab appears.
    private var tourPending = ProcessInfo.processInfo.environment["VELLUM_FRAMES"] != nil

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Tour"
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        let view = UIView(frame: UIScreen.main.bounds)
        view.backgroundColor = .systemGroupedBackground
        pager.isPagingEnabled = true
        view.addSubview(pager)
        self.view = view
    }

    /// The pages fill the area between the bars; they are made the first time it is known, at its size, so the
    /// picture starts filling its page's height, and are placed again when it changes, on the page shown.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let area = view.bounds.inset(by: view.safeAreaInsets)
        guard area.width > 0, area.height > 0, area != pager.frame else { return }
        let page = pager.bounds.width > 0 ? (pager.contentOffset.x / pager.bounds.width).rounded() : 0
        pager.frame = area
        let pages = self.pages ?? makePages(CGRect(origin: .zero, size: area.size))
        for (index, view) in [pages.figures, pages.guide, pages.zoom as UIScrollView].enumerated() {
            view.frame = CGRect(x: CGFloat(index) * area.width, y: 0, width: area.width, height: area.height)
        }
        pages.zoom.fitHeight()
        pager.contentSize = CGSize(width: 3 * area.width, height: area.height)
        pager.contentOffset = CGPoint(x: page * area.width, y: 0)
    }

    private func makePages(_ frame: CGRect) -> (figures: UIScrollView, guide: GuideScrollPage, zoom: ZoomPage) {
        let figures = UIScrollView(frame: frame)
        figures.alwaysBounceVertical = true
        figures.layer.addSublayer(caption("Vellum Catalog", frame: CGRect(x: 20, y: 20, width: 350, height: 30), size: 24))
        let figure1_1 = GuideFigures.figure1_1(), figure1_5 = GuideFigures.figure1_5()
        figures.addSubview(figure1_1)
        figures.addSubview(figure1_5)
        figures.contentSize = CGSize(width: frame.width, height: figure1_5.frame.maxY + 20)
        let pages = (figures, GuideScrollPage(frame: frame), ZoomPage(frame: frame))
        for page in [pages.0, pages.1, pages.2 as UIScrollView] { pager.addSubview(page) }
        self.pages = pages
        return pages
    }

    /// Recorded headless, the tour starts the first time the tab appears.
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard tourPending, let pages else { return }
        tourPending = false
        tour(pages.figures, pages.guide, pages.zoom)
    }

    /// Recorded headless, the frames show the figures page scrolling, the pages turning, the guide scrolling and
    /// the picture zooming, as a user would make them.
    private func tour(_ figures: UIScrollView, _ guide: UIScrollView, _ zoom: UIScrollView) {
        let pager = self.pager
        after(0.3) {
            figures.setContentOffset(CGPoint(x: 0, y: max(0, figures.contentSize.height - figures.bounds.height)),
                                     animated: true)
        }
        after(0.8) { pager.setContentOffset(CGPoint(x: pager.bounds.width, y: 0), animated: true) }
        after(1.3) { guide.setContentOffset(CGPoint(x: 0, y: 700), animated: true) }
        after(1.9) { pager.setContentOffset(CGPoint(x: 2 * pager.bounds.width, y: 0), animated: true) }
        // The sun, at the top right of the landscape.
        after(2.4) { zoom.zoom(to: CGRect(x: 780, y: 60, width: 260, height: 260), animated: true) }
    }
}

/// An image-like view: a landscape drawn once into its backing store, then scaled by its content mode.
final class LandscapeView: UIView {
    /// The colour at the top of the sky.
    var skyColor = color(0x5AC8FA) { didSet { setNeedsDisplay() } }

    override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        Self.drawLandscape(in: ctx, bounds: bounds, sky: skyColor)
    }

    /// The landscape in `b`: a sky from `sky`, the sun, two hills.
    static func drawLandscape(in ctx: CGContext, bounds b: CGRect, sky skyColor: CGColor = color(0x5AC8FA)) {
        let sky = CGGradient(colorsSpace: nil, colors: [skyColor, color(0xE5F6FF)], locations: [0, 1])!
        ctx.drawLinearGradient(sky, start: CGPoint(x: 0, y: b.minY), end: CGPoint(x: 0, y: b.maxY * 0.7), options: [])
        ctx.setFillColor(color(0xFFCC00))
        ctx.fillEllipse(in: CGRect(x: b.width * 0.68, y: b.height * 0.12, width: b.width * 0.16, height: b.width * 0.16))
        for (height, hex) in [(0.55, 0x34C759), (0.7, 0x248A3D)] as [(CGFloat, UInt32)] {
            let hill = CGMutablePath()
            hill.move(to: CGPoint(x: 0, y: b.maxY))
            hill.addLine(to: CGPoint(x: 0, y: b.height * height))
            hill.addQuadCurve(to: CGPoint(x: b.width, y: b.height * (height + 0.08)),
                              control: CGPoint(x: b.width * 0.45, y: b.height * (height - 0.25)))
            hill.addLine(to: CGPoint(x: b.width, y: b.maxY))
            hill.closeSubpath()
            ctx.addPath(hill)
            ctx.setFillColor(color(hex))
            ctx.fillPath()
        }
    }
}

/// A toolbar with one button, as Figure 1-1's bar button item.
final class ToolbarView: UIView {
    let flipButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.97, alpha: 1)
        flipButton.setTitle("Flip", for: .normal)
        flipButton.frame = CGRect(x: 0, y: 0, width: 350, height: 44)
        addSubview(flipButton)
        let hairline = CALayer()
        hairline.frame = CGRect(x: 0, y: 0, width: 350, height: 0.5)
        hairline.backgroundColor = color(0xC6C6C8)
        layer.addSublayer(hairline)
    }

    required init?(coder: NSCoder) { nil }
}
