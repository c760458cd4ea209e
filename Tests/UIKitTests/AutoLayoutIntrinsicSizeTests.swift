import Testing
@testable import UIKit
import UIKitTesting

/// A view whose content is described by constraints alone, for fitting sizes.
private final class CardView: UIView {
    let title = IntrinsicView(80, 20)
    let body = IntrinsicView(120, 40)

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(title)
        addSubview(body)
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: topAnchor, constant: 10),
            title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10),
            title.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -10),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 5),
            body.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10),
            body.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -10),
            body.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -10),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

@MainActor @Suite struct AutoLayoutIntrinsicSizeTests {
    @Test func intrinsicSizeSizesAPositionedView() {
        let root = rootView(), label = IntrinsicView(42, 17)
        root.addSubview(label)
        NSLayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 3),
                                     label.topAnchor.constraint(equalTo: root.topAnchor, constant: 4)])
        root.layoutIfNeeded()
        #expect(label.frame == rect(3, 4, 42, 17))
        label.size = CGSize(width: 60, height: 10)
        root.layoutIfNeeded()
        #expect(label.frame == rect(3, 4, 60, 10))
        // No intrinsic width: the width stays free (0 here), the height still intrinsic.
        label.size = CGSize(width: UIView.noIntrinsicMetric, height: 12)
        label.widthAnchor.constraint(equalToConstant: 33).isActive = true
        root.layoutIfNeeded()
        #expect(label.frame == rect(3, 4, 33, 12))
    }

    @Test func everyChangeOfIntrinsicSizeReachesTheEngineBackToAnEarlierOneAndThroughNone() {
        let root = rootView(), label = IntrinsicView(42, 17)
        root.addSubview(label)
        label.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        label.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
        // Each size is compared with the one the engine last made constraints from (kept out of line unless the
        // view has none): going back to an earlier size, or to one after none at all, is still a change.
        for (width, height) in [(42, 17), (60, 10), (42, 17), (UIView.noIntrinsicMetric, UIView.noIntrinsicMetric),
                                (30, 5), (42, 17)] {
            label.size = CGSize(width: width, height: height)
            root.layoutIfNeeded()
            if width >= 0 { #expect(label.frame == rect(0, 0, width, height)) }
        }
    }

    @Test func theViewThatHugsLeastStretches() {
        let root = rootView(), a = IntrinsicView(50, 10), b = IntrinsicView(50, 10)
        root.addSubview(a)
        root.addSubview(b)
        b.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == rect(0, 0, 50, 10) && b.frame == rect(50, 0, 250, 10))
        #expect(!a.hasAmbiguousLayout && !b.hasAmbiguousLayout)
        // Swap: now a hugs less.
        a.setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
        root.layoutIfNeeded()
        #expect(a.frame.width == 250 && b.frame.width == 50)
    }

    @Test func theViewThatResistsLeastIsCompressed() {
        let root = rootView(100, 100), a = IntrinsicView(80, 10), b = IntrinsicView(80, 10)
        root.addSubview(a)
        root.addSubview(b)
        a.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(a.frame.width == 80 && b.frame.width == 20)
        #expect(a.contentCompressionResistancePriority(for: .horizontal) == UILayoutPriority(751))
    }

    @Test func compressionResistanceBelowARequiredSizeGivesWay() {
        let root = rootView(), label = IntrinsicView(100, 30)
        root.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor), label.topAnchor.constraint(equalTo: root.topAnchor),
            label.widthAnchor.constraint(lessThanOrEqualToConstant: 60),
        ])
        let tall = label.heightAnchor.constraint(equalToConstant: 50)
        tall.priority = UILayoutPriority(249)
        tall.isActive = true
        root.layoutIfNeeded()
        // Width: the required ≤ 60 wins over compression resistance. Height: hugging (250) keeps 30 against
        // the 249 equality; above compression resistance, the equality wins.
        #expect(label.frame.width == 60)
        #expect(label.frame.height == 30)
        tall.priority = .defaultHigh + 1
        root.layoutIfNeeded()
        #expect(label.frame.height == 50)
    }

    @Test func fittingSizesFromConstraints() {
        let card = CardView()
        // Compressed: 10 + 20 + 5 + 40 + 10 tall; body's 120 + 20 wide (the title fits within).
        #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 140, height: 85))
        // Expanded: the content hugs, so the same.
        #expect(card.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize) == CGSize(width: 140, height: 85))
        // A required width: the body stretches (it hugs at 250 < required) and the height follows.
        let fixedWidth = card.systemLayoutSizeFitting(CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                                                      verticalFittingPriority: .fittingSizeLevel)
        #expect(fixedWidth == CGSize(width: 300, height: 85))
        // The card's own frame plays no part, and is not changed.
        card.frame = rect(0, 0, 10, 10)
        #expect(card.systemLayoutSizeFitting(.zero) == CGSize(width: 140, height: 85))
        #expect(card.frame == rect(0, 0, 10, 10))
        // A view with an intrinsic size fits to it.
        #expect(IntrinsicView(31, 7).systemLayoutSizeFitting(.zero) == CGSize(width: 31, height: 7))
    }

    @Test func fittingSizeReflectsAnUpdatedSubview() {
        let card = CardView()
        card.body.size = CGSize(width: 200, height: 60)
        #expect(card.systemLayoutSizeFitting(.zero) == CGSize(width: 220, height: 105))
    }

    @Test func aSubclassCanOverrideFitting() {
        final class Fixed: UIView {
            override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { CGSize(width: 1, height: 2) }
        }
        #expect(Fixed().systemLayoutSizeFitting(.zero) == CGSize(width: 1, height: 2))
    }

    @Test func badFittingInputIsRefused() {
        let card = CardView()
        card.frame = rect(0, 0, 5, 6)
        var size = CGSize.zero
        let logs = uikitLogMessages { size = card.systemLayoutSizeFitting(CGSize(width: CGFloat.nan, height: 0)) }
        #expect(size == CGSize(width: 5, height: 6) && logs.contains { $0.contains("not finite") })
        let refused = uikitLogMessages { card.setContentHuggingPriority(UILayoutPriority(-3), for: .vertical) }
        #expect(card.contentHuggingPriority(for: .vertical) == .defaultLow && !refused.isEmpty)
    }
}
