import UIKit

/// The View Programming Guide's first figures as live views, shown by the tour's first page and by the
/// chapters list.
@MainActor
enum GuideFigures {
    /// Figure 1-1: the ViewTransitions sample's views — a container holding an image view and a toolbar.
    /// Its Flip button turns the image over to the other side and back (the guide's Listing 4-8); the
    /// catalog flips it once by itself as it starts, so the frames written headless show the transition.
    static func figure1_1() -> UIView {
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
        after(0.2) { toolbar.flipButton.sendActions(for: .primaryActionTriggered) }
        return section
    }

    /// Figure 1-5: an image view whose frame's origin is (40, 40) in its superview, 240 × 380 points; its
    /// bounds' origin is (0, 0) in its own coordinates.
    static func figure1_5() -> UIView {
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
