import UIKit

/// The View Programming Guide's other figures and listings the catalog shows live: content modes, a stretched
/// button background, UIKit's coordinate system, a rotated view, a custom layer and a drawing method.
extension GuideFigures {
    /// The landscape as an image of `size`, for image views.
    static func landscapeImage(_ size: CGSize) -> UIImage {
        UIGraphicsImageRenderer(size: size).image { context in
            LandscapeView.drawLandscape(in: context.cgContext, bounds: CGRect(origin: .zero, size: size))
        }
    }

    /// A figure's frame: a light card of `size` with `title` at its top, the figure's views below it.
    private static func card(_ title: String, size: CGSize) -> UIView {
        let card = UIView(frame: CGRect(origin: .zero, size: size))
        card.backgroundColor = .white
        card.layer.cornerRadius = 12
        card.layer.addSublayer(caption(title, frame: CGRect(x: 12, y: 10, width: size.width - 24, height: 20),
                                       size: 13, hex: 0x6E6E73))
        return card
    }

    /// Figure 1-2: one 120 × 60 image in three 100 × 100 image views, scaled to fill, to fit and to fill keeping its
    /// aspect.
    static func figure1_2() -> UIView {
        let figure = card("Figure 1-2  Content mode comparisons", size: CGSize(width: 350, height: 170))
        let image = landscapeImage(CGSize(width: 120, height: 60))
        let modes: [(String, UIView.ContentMode)] = [("ScaleToFill", .scaleToFill), ("ScaleAspectFit", .scaleAspectFit),
                                                     ("ScaleAspectFill", .scaleAspectFill)]
        for (index, (name, mode)) in modes.enumerated() {
            let x = 12 + CGFloat(index) * 112
            let view = UIImageView(frame: CGRect(x: x, y: 38, width: 100, height: 100))
            view.image = image
            view.contentMode = mode
            view.clipsToBounds = true
            view.backgroundColor = uiColor(0xE5E5EA)
            figure.addSubview(view)
            figure.layer.addSublayer(caption(name, frame: CGRect(x: x, y: 144, width: 100, height: 16), size: 11,
                                             hex: 0x3A3A3C, alignment: .center))
        }
        return figure
    }

    /// Figure 1-3: a 30 × 30 rounded image with 10-point caps, stretched as the background of buttons of three
    /// widths: the corners stay, the middle stretches.
    static func figure1_3() -> UIView {
        let figure = card("Figure 1-3  Stretching the background of a button", size: CGSize(width: 350, height: 200))
        let background = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 30)).image { context in
            let ctx = context.cgContext
            ctx.addPath(CGPath(roundedRect: CGRect(x: 1, y: 1, width: 28, height: 28), cornerWidth: 9, cornerHeight: 9,
                               transform: nil))
            ctx.setFillColor(color(0x34C759))
            ctx.setStrokeColor(color(0x248A3D))
            ctx.setLineWidth(2)
            ctx.drawPath(using: .fillStroke)
        }.resizableImage(withCapInsets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
        for (index, width) in [60, 160, 300].enumerated() {
            let button = UIButton(type: .custom)
            button.frame = CGRect(x: 12, y: 40 + CGFloat(index) * 52, width: CGFloat(width), height: 44)
            button.setBackgroundImage(background, for: .normal)
            button.setTitle("\(width) pt", for: .normal)
            figure.addSubview(button)
        }
        return figure
    }

    /// Figure 1-4: UIKit's coordinate system — the origin at the top left, x to the right, y down.
    static func figure1_4() -> UIView {
        let figure = card("Figure 1-4  Coordinate system orientation in UIKit", size: CGSize(width: 350, height: 240))
        let axes = CAShapeLayer()
        let path = CGMutablePath()
        let origin = CGPoint(x: 40, y: 50)
        for (end, head) in [(CGPoint(x: 320, y: 50), [CGPoint(x: 310, y: 44), CGPoint(x: 310, y: 56)]),
                            (CGPoint(x: 40, y: 220), [CGPoint(x: 34, y: 210), CGPoint(x: 46, y: 210)])] {
            path.move(to: origin)
            path.addLine(to: end)
            path.move(to: head[0])
            path.addLine(to: end)
            path.addLine(to: head[1])
        }
        axes.path = path
        axes.strokeColor = color(0x007AFF)
        axes.fillColor = nil
        axes.lineWidth = 2
        figure.layer.addSublayer(axes)
        figure.layer.addSublayer(caption("(0, 0)", frame: CGRect(x: 12, y: 30, width: 60, height: 16), size: 11))
        figure.layer.addSublayer(caption("+x", frame: CGRect(x: 300, y: 58, width: 40, height: 16), size: 13))
        figure.layer.addSublayer(caption("+y", frame: CGRect(x: 50, y: 204, width: 40, height: 16), size: 13))
        let view = UIView(frame: CGRect(x: 140, y: 100, width: 120, height: 70))
        view.backgroundColor = uiColor(0xFF9500, 0.3)
        view.layer.borderColor = color(0xFF9500)
        view.layer.borderWidth = 1
        view.layer.addSublayer(caption("frame (100, 50, 120, 70)", frame: CGRect(x: 4, y: 4, width: 112, height: 14),
                                       size: 9, hex: 0x3A3A3C))
        figure.addSubview(view)
        return figure
    }

    /// Figure 1-6: a view rotated by 45° with its content: the transform turns it about its centre, its frame
    /// becomes the bounding box (outlined) while its bounds stay 140 × 90.
    static func figure1_6() -> UIView {
        let figure = card("Figure 1-6  Rotating a view and its content", size: CGSize(width: 350, height: 260))
        let view = UIImageView(image: landscapeImage(CGSize(width: 140, height: 90)))
        view.center = CGPoint(x: 175, y: 145)
        view.transform = CGAffineTransform(rotationAngle: .pi / 4)
        let box = UIView(frame: view.frame)
        box.layer.borderColor = color(0xFF3B30)
        box.layer.borderWidth = 1
        figure.addSubview(box)
        figure.addSubview(view)
        return figure
    }

    /// Listing 3-2: a custom layer added to a view's layer — a shape layer drawing a star over the view's content.
    static func listing3_2() -> UIView {
        let figure = card("Listing 3-2  Adding a custom layer to a view", size: CGSize(width: 350, height: 220))
        let view = UIImageView(frame: CGRect(x: 12, y: 40, width: 326, height: 168))
        view.image = landscapeImage(view.bounds.size)
        let star = CAShapeLayer()
        let path = CGMutablePath()
        for point in 0..<10 {
            let radius: CGFloat = point % 2 == 0 ? 50 : 20, angle = CGFloat(point) * .pi / 5 - .pi / 2
            let p = CGPoint(x: 163 + radius * cos(angle), y: 84 + radius * sin(angle))
            if point == 0 { path.move(to: p) } else { path.addLine(to: p) }
        }
        path.closeSubpath()
        star.path = path
        star.fillColor = color(0xFFFFFF, 0.85)
        star.shadowOpacity = 0.4
        star.shadowRadius = 4
        view.layer.addSublayer(star)
        figure.addSubview(view)
        return figure
    }

    /// Listings 3-3 and 3-4: a view subclass set up in its initializer, drawing in `draw(_:)`.
    static func listing3_4() -> UIView {
        let figure = card("Listing 3-4  A drawing method", size: CGSize(width: 350, height: 200))
        figure.addSubview(OutlinedView(frame: CGRect(x: 12, y: 40, width: 326, height: 148)))
        return figure
    }
}
