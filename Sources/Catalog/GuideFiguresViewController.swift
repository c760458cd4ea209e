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
        figures.addSubview(figure1_1())
        figures.addSubview(figure1_5())
        let guide = GuideScrollPage(frame: bounds.offsetBy(dx: bounds.width, dy: 0))
        let zoom = ZoomPage(frame: bounds.offsetBy(dx: 2 * bounds.width, dy: 0))
        for page in [figures, guide, zoom] { pager.addSubview(page) }
        pager.contentSize = CGSize(width: 3 * bounds.width, height: bounds.height)
        view = pager
        if ProcessInfo.processInfo.environment["VELLUM_FRAMES"] != nil { tour(pager, guide, zoom) }
    }

    /// Recorded headless, the frames show the pages turning, the guide scrolling and the picture zooming, as a
    /// user would make them.
    private func tour(_ pager: UIScrollView, _ guide: UIScrollView, _ zoom: UIScrollView) {
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.4) {
            pager.setContentOffset(CGPoint(x: pager.bounds.width, y: 0), animated: true)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 2.0) {
            guide.setContentOffset(CGPoint(x: 0, y: 700), animated: true)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 2.8) {
            pager.setContentOffset(CGPoint(x: 2 * pager.bounds.width, y: 0), animated: true)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 3.4) {
            // The sun, at the top right of the landscape.
            zoom.zoom(to: CGRect(x: 780, y: 60, width: 260, height: 260), animated: true)
        }
    }

    /// Figure 1-1: the ViewTransitions sample's views — a container holding an image view and a toolbar.
    /// Its Flip button turns the image over to the other side and back (the guide's Listing 4-8); the
    /// catalog flips it once by itself as it starts, so the frames written headless show the transition.
    private func figure1_1() -> UIView {
        let section = UIView(frame: CGRect(x: 20, y: 64, width: 350, height: 300))
        section.layer.addSublayer(caption("Figure 1-1  Views of a sample application",
                                          frame: CGRect(x: 0, y: 0, width: 350, height: 20), size: 13, hex: 0x6E6E73))
        let container = UIView(frame: CGRect(x: 0, y: 24, width: 350, height: 270))
        container.backgroundColor = .white
        container.layer.cornerRadius = 12
        container.clipsToBounds = true
        let image = LandscapeView(frame: CGRect(x: 0, y: 0, width: 350, height: 226))
        image.contentMode = .scaleAspectFill
        image.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let back = UILabel(frame: image.frame)
        back.text = "The other side: UIView.transition(from:to:)"
        back.textAlignment = .center
        back.textColor = .white
        back.backgroundColor = uiColor(0x1C3D5A)
        back.isHidden = true
        let toolbar = ToolbarView(frame: CGRect(x: 0, y: 226, width: 350, height: 44))
        toolbar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        var showingImage = true
        let flip = UIAction(title: "Flip") { _ in
            UIView.transition(from: showingImage ? image : back, to: showingImage ? back : image, duration: 1,
                              options: [.transitionFlipFromLeft, .showHideTransitionViews])
            showingImage.toggle()
        }
        toolbar.flipButton.addAction(flip, for: .primaryActionTriggered)
        container.addSubview(image)
        container.addSubview(back)
        container.addSubview(toolbar)
        section.addSubview(container)
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { toolbar.flipButton.sendActions(for: .primaryActionTriggered) }
        return section
    }

    /// Figure 1-5: an image view whose frame's origin is (40, 40) in its superview, 240 × 380 points; its
    /// bounds' origin is (0, 0) in its own coordinates.
    private func figure1_5() -> UIView {
        let superview = UIView(frame: CGRect(x: 20, y: 384, width: 350, height: 440))
        superview.backgroundColor = uiColor(0xD1D1D6)
        superview.layer.cornerRadius = 12
        superview.layer.addSublayer(caption("Figure 1-5  frame (40, 40, 240, 380)",
                                            frame: CGRect(x: 12, y: 10, width: 330, height: 20), size: 13, hex: 0x3A3A3C))
        let imageView = LandscapeView(frame: CGRect(x: 40, y: 40, width: 240, height: 380))
        imageView.layer.borderColor = color(0xFF3B30)
        imageView.layer.borderWidth = 2
        imageView.layer.addSublayer(caption("bounds (0, 0, 240, 380)", frame: CGRect(x: 8, y: 350, width: 224, height: 20),
                                            size: 13, hex: 0xFFFFFF))
        superview.addSubview(imageView)
        return superview
    }
}

/// An image-like view: a landscape drawn once into its backing store, then scaled by its content mode.
final class LandscapeView: UIView {
    override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let b = bounds
        let sky = CGGradient(colorsSpace: nil, colors: [color(0x5AC8FA), color(0xE5F6FF)], locations: [0, 1])!
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
