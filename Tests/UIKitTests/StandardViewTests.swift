import Testing
@testable import UIKit
import UIKitTesting

@MainActor @Suite struct StandardViewTests {
    @Test func labelsMeasureTheirTextAndTakeNoTouches() {
        let label = UILabel()
        #expect(!label.isUserInteractionEnabled && label.contentMode == .redraw)
        #expect(label.font.pointSize == 17 && label.numberOfLines == 1)
        #expect(label.intrinsicContentSize == .zero)
        label.text = "Hello"
        let one = label.intrinsicContentSize
        let box = TextBox("Hello", font: .systemFont(ofSize: 17), color: .label)
        #expect(one == CGSize(width: box.size.width.rounded(.up), height: box.size.height.rounded(.up)))
        label.text = "Hello, world"
        #expect(label.intrinsicContentSize.width > one.width && label.intrinsicContentSize.height == one.height)

        // Wrapping: more lines allowed and a narrow width make it taller.
        label.numberOfLines = 0
        let wrapped = label.sizeThatFits(CGSize(width: one.width + 4, height: 0))
        #expect(wrapped.height >= 2 * one.height - 1 && wrapped.width <= one.width + 4)
        label.attributedText = NSAttributedString(string: "Big", attributes: [.font: UIFont.systemFont(ofSize: 40)])
        #expect(label.text == "Big" && label.intrinsicContentSize.height > 40)
    }

    @Test func aLabelMeasuresAgainWhenWhatShapesItsTextChanges() {
        let label = UILabel()
        label.text = "Measured once, then kept"
        let one = label.intrinsicContentSize
        #expect(label.intrinsicContentSize == one)
        label.font = .systemFont(ofSize: 34)
        let big = label.intrinsicContentSize
        #expect(big.width > one.width && big.height > one.height)

        // A multi-line label without a preferred width wraps at its bounds: a narrower bounds, a taller text.
        label.numberOfLines = 0
        label.bounds.size.width = big.width + 10
        let wide = label.intrinsicContentSize
        label.bounds.size.width = big.width / 3
        #expect(label.intrinsicContentSize.height >= 2 * wide.height - 1)
    }

    @Test func labelTextIsDrawnCentredVertically() {
        withScreenWindow(size: CGSize(width: 200, height: 100)) { window, screen in
            let label = UILabel(frame: CGRect(x: 10, y: 20, width: 180, height: 60))
            label.text = "Vellum"
            label.textColor = .black
            window.addSubview(label)
            let ink = inkBounds(capture(screen))!
            // Inside the label, and its ink's middle near the label's (glyphs sit a little off the line box's
            // centre: ascenders and descenders differ).
            #expect(ink.minX >= 10 && ink.maxX <= 190 && ink.minY >= 20 && ink.maxY <= 80)
            #expect(abs(ink.midY - 50) < 6)
            label.textAlignment = .right
            let right = inkBounds(capture(screen))!
            #expect(right.maxX > 180 && right.maxX <= 190)
            label.textAlignment = .center
            let centred = inkBounds(capture(screen))!
            #expect(abs(centred.midX - 100) < 3)
        }
    }

    @Test func aLongLineTruncatesOrShrinksToFit() {
        withScreenWindow(size: CGSize(width: 200, height: 60)) { window, screen in
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
            label.text = "A rather long line of text that cannot fit"
            label.textColor = .black
            window.addSubview(label)
            let truncated = inkBounds(capture(screen))!
            #expect(truncated.maxX <= 120)
            label.adjustsFontSizeToFitWidth = true
            label.minimumScaleFactor = 0.2
            let shrunk = inkBounds(capture(screen))!
            #expect(shrunk.maxX <= 120 && shrunk.height < truncated.height)
        }
    }

    @Test func imageViewsShowTheirImageByContentMode() {
        withScreenWindow { window, screen in
            let view = UIImageView(image: quadrantImage(size: 4))
            #expect(view.frame.size == CGSize(width: 4, height: 4))
            #expect(view.intrinsicContentSize == CGSize(width: 4, height: 4))
            #expect(!view.isUserInteractionEnabled)
            view.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
            window.addSubview(view)
            var pixels = capture(screen)
            // Stretched: each quadrant is 20×10 points.
            #expect(pixels[1, 1] == redPixel && pixels[38, 1] == greenPixel)
            #expect(pixels[1, 18] == bluePixel && pixels[38, 18] == whitePixel)
            view.contentMode = .topLeft
            pixels = capture(screen)
            #expect(pixels[0, 0] == redPixel && pixels[3, 3] == whitePixel && pixels[4, 0] == whitePixel)
            view.contentMode = .bottomRight
            pixels = capture(screen)
            #expect(pixels[36, 16] == redPixel && pixels[39, 19] == whitePixel && pixels[35, 16] == whitePixel)
            view.image = nil
            #expect(view.layer.contents == nil)
            #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        }
    }

    @Test func templateImagesTakeTheTintAndHighlightingSwapsImages() {
        withScreenWindow { window, screen in
            let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            view.image = quadrantImage().withRenderingMode(.alwaysTemplate)
            window.addSubview(view)
            view.tintColor = .blue
            #expect(capture(screen)[2, 2] == bluePixel)
            view.tintColor = .green
            #expect(capture(screen)[8, 8] == greenPixel)

            let other = UIImageView(image: quadrantImage(), highlightedImage: render(CGSize(width: 4, height: 4)) { _ in
                UIColor.blue.setFill(); UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 4))
            })
            other.frame = CGRect(x: 50, y: 50, width: 4, height: 4)
            window.addSubview(other)
            #expect(capture(screen)[50, 50] == redPixel)
            other.isHighlighted = true
            #expect(capture(screen)[50, 50] == bluePixel)
        }
    }

    @Test func animationImagesPlayInTurn() {
        let frames = [UIColor.red, .green, .blue].map { color in
            render(CGSize(width: 2, height: 2)) { _ in color.setFill(); UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 2)) }
        }
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 2, height: 2))
        view.animationImages = frames
        view.animationDuration = 0.3
        #expect(!view.isAnimating)
        view.startAnimating()
        #expect(view.isAnimating)
        let animation = view.layer.animation(forKey: "UIImageViewAnimation") as? CAKeyframeAnimation
        #expect(animation?.values?.count == 3 && animation?.duration == 0.3 && animation?.calculationMode == .discrete)
        #expect(animation?.repeatCount == .infinity)
        view.stopAnimating()
        #expect(!view.isAnimating)
    }
}
