import UIKit

/// The catalog's pages, side by side in a horizontal paging scroll view: the View Programming Guide's first
/// figures as live views — Figure 1-1's hierarchy (a window, a container view, an image view and a toolbar
/// with a bar button) and Figure 1-5's frame and bounds —, a long page of the guide that scrolls vertically,
/// and a picture that zooms.
final class GuideFiguresViewController: UIViewController {
    override func loadView() {
        let bounds = UIScreen.main.bounds
        let pager = UIScrollView(frame: bounds)
        pager.isPagingEnabled = true
        pager.backgroundColor = .systemGroupedBackground
        let figures = UIView(frame: bounds)
        figures.layer.addSublayer(caption("Vellum Catalog", frame: CGRect(x: 20, y: 20, width: 350, height: 30),
                                          size: 24))
        figures.addSubview(GuideFigures.figure1_1())
        figures.addSubview(GuideFigures.figure1_5())
        let guide = GuideScrollPage(frame: bounds.offsetBy(dx: bounds.width, dy: 0))
        let zoom = ZoomPage(frame: bounds.offsetBy(dx: 2 * bounds.width, dy: 0))
        for page in [figures, guide, zoom] { pager.addSubview(page) }
        pager.contentSize = CGSize(width: 3 * bounds.width, height: bounds.height)
        view = pager
        title = "Tour"
        tourPages = (pager, guide, zoom)
    }

    private var tourPages: (pager: UIScrollView, guide: UIScrollView, zoom: UIScrollView)?

    /// Recorded headless, the tour starts the first time the tab appears.
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard ProcessInfo.processInfo.environment["VELLUM_FRAMES"] != nil, let pages = tourPages else { return }
        tourPages = nil
        tour(pages.pager, pages.guide, pages.zoom)
    }

    /// Recorded headless, the frames show the pages turning, the guide scrolling and the picture zooming, as a
    /// user would make them.
    private func tour(_ pager: UIScrollView, _ guide: UIScrollView, _ zoom: UIScrollView) {
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
            pager.setContentOffset(CGPoint(x: pager.bounds.width, y: 0), animated: true)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.0) {
            guide.setContentOffset(CGPoint(x: 0, y: 700), animated: true)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.6) {
            pager.setContentOffset(CGPoint(x: 2 * pager.bounds.width, y: 0), animated: true)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 2.1) {
            // The sun, at the top right of the landscape.
            zoom.zoom(to: CGRect(x: 780, y: 60, width: 260, height: 260), animated: true)
        }
    }
}

/// An image-like view: a landscape drawn once into its backing store, then scaled by its content mode.
final class LandscapeView: UIView {
    /// The colour at the top of the sky.
    var skyColor = color(0x5AC8FA) { didSet { setNeedsDisplay() } }

    override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let b = bounds
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
