import Testing
@testable import UIKit
import UIKitTesting

/// Labels and image views under Auto Layout: their natural sizes follow their content, and labels align
/// by their text's baselines.
@MainActor @Suite struct AutoLayoutStandardViewTests {
    private func pinnedLabel(_ text: String, in root: UIView, font: UIFont = .systemFont(ofSize: 17)) -> UILabel {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.font = font
        label.text = text
        root.addSubview(label)
        NSLayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5),
                                     label.topAnchor.constraint(equalTo: root.topAnchor, constant: 7)])
        return label
    }

    @Test func aLabelTakesItsTextsSizeAndFollowsNewText() {
        let root = rootView(600, 200)
        let label = pinnedLabel("Hi", in: root)
        root.layoutIfNeeded()
        let short = label.sizeThatFits(.zero)
        #expect(short.width > 0 && short.height > 0)
        #expect(label.frame == rect(5, 7, short.width, short.height))

        label.text = "Hello, constraint-based world"
        root.layoutIfNeeded()
        let long = label.sizeThatFits(.zero)
        #expect(long.width > short.width * 3)
        #expect(label.frame == rect(5, 7, long.width, long.height))

        label.font = .systemFont(ofSize: 34)
        root.layoutIfNeeded()
        #expect(label.frame.height > long.height * 1.5)
        #expect(label.frame.size == label.intrinsicContentSize)
    }

    @Test func labelsInDifferentFontsShareABaseline() {
        let root = rootView(600, 200)
        let small = pinnedLabel("small", in: root, font: .systemFont(ofSize: 12))
        let large = UILabel()
        large.translatesAutoresizingMaskIntoConstraints = false
        large.font = .systemFont(ofSize: 40)
        large.text = "Large"
        root.addSubview(large)
        NSLayoutConstraint.activate([large.leadingAnchor.constraint(equalTo: small.trailingAnchor, constant: 8),
                                     large.firstBaselineAnchor.constraint(equalTo: small.firstBaselineAnchor)])
        root.layoutIfNeeded()
        let smallBaseline = small.frame.minY + small.firstBaselineOffsetFromTop!
        let largeBaseline = large.frame.minY + large.firstBaselineOffsetFromTop!
        // Frames are rounded to whole pixels, so the baselines agree to half a pixel.
        #expect(abs(smallBaseline - largeBaseline) <= 0.5 / large.contentScaleFactor + 0.001)
        // The large text's ascent is taller, so its label starts higher.
        #expect(large.frame.minY < small.frame.minY - 10)
        // One line: the last baseline is the first, measured from the other edge.
        #expect(abs(small.lastBaselineOffsetFromBottom! - (small.frame.height - small.firstBaselineOffsetFromTop!)) < 0.001)
    }

    @Test func aMultiLineLabelWrapsAtTheWidthItIsGiven() {
        let root = rootView(100, 400)
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.numberOfLines = 0
        label.text = "Words enough to wrap over several lines at one hundred points"
        root.addSubview(label)
        NSLayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     label.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                                     label.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        let oneLine = label.sizeThatFits(.zero).height
        let wrapped = label.sizeThatFits(CGSize(width: 100, height: 0)).height
        #expect(wrapped > oneLine * 2)
        #expect(label.frame == rect(0, 0, 100, wrapped))

        label.preferredMaxLayoutWidth = 50
        root.layoutIfNeeded()
        #expect(label.frame.height == label.sizeThatFits(CGSize(width: 50, height: 0)).height)
    }

    @Test func anImageViewFollowsItsImagesSize() {
        let root = rootView()
        let small = render(CGSize(width: 10, height: 20)) { _ in }
        let large = render(CGSize(width: 30, height: 15)) { _ in }
        let imageView = UIImageView(image: small)
        imageView.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(imageView)
        NSLayoutConstraint.activate([imageView.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                                     imageView.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        #expect(imageView.frame == rect(145, 0, 10, 20))
        imageView.image = large
        root.layoutIfNeeded()
        #expect(imageView.frame == rect(135, 0, 30, 15))
        imageView.highlightedImage = small
        imageView.isHighlighted = true
        root.layoutIfNeeded()
        #expect(imageView.frame == rect(145, 0, 10, 20))
    }
}
