import Testing
@testable import UIKit
import UIKitTesting

/// Auto Layout inside a scroll view: the content guide places content in content coordinates and, when
/// constraints determine its size, sets the content size; the frame guide holds what is pinned to it still
/// while the content scrolls.
@MainActor @Suite struct ScrollViewAutoLayoutTests {
    /// A 300 × 400 scroll view at the window's origin.
    private func scrollView(in window: UIWindow) -> UIScrollView {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        window.addSubview(scroll)
        return scroll
    }

    /// A view Auto Layout places, added to `parent`.
    private func constrainedView(in parent: UIView) -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        return view
    }

    /// Pins `view`'s four edges to `guide`'s.
    private func pin(_ view: UIView, to guide: UILayoutGuide) {
        NSLayoutConstraint.activate([
            view.topAnchor.constraint(equalTo: guide.topAnchor),
            view.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            view.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
    }

    @Test func aStackOfLabelsPinnedToTheContentGuideGivesTheContentSize() {
        withScreenWindow(size: CGSize(width: 300, height: 400)) { window, _ in
            let scroll = scrollView(in: window)
            let labels = (1...30).map { index in
                let label = UILabel()
                label.text = "Row \(index)"
                return label
            }
            let stack = UIStackView(arrangedSubviews: labels)
            stack.axis = .vertical
            stack.spacing = 8
            stack.translatesAutoresizingMaskIntoConstraints = false
            scroll.addSubview(stack)
            pin(stack, to: scroll.contentLayoutGuide)
            stack.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor).isActive = true
            scroll.layoutIfNeeded()
            // 30 label heights and 29 gaps of 8; as wide as the frame.
            let height = labels.map { $0.intrinsicContentSize.height }.reduce(0, +) + 29 * 8
            #expect(height > 400)
            #expect(scroll.contentSize == CGSize(width: 300, height: height))
            #expect(stack.frame == CGRect(x: 0, y: 0, width: 300, height: height))
            #expect(scroll.contentLayoutGuide.layoutFrame == stack.frame)
            #expect(scroll.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 300, height: 400))
        }
    }

    @Test func aContentSizeSetByHandIsTheContentGuidesFrame() {
        withScreenWindow(size: CGSize(width: 300, height: 400)) { window, _ in
            let scroll = scrollView(in: window)
            scroll.contentSize = CGSize(width: 500, height: 900)
            #expect(scroll.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 500, height: 900))
            // A view pinned to the guide's edges, with no size of its own, fills the content size and follows it.
            let content = constrainedView(in: scroll)
            pin(content, to: scroll.contentLayoutGuide)
            scroll.layoutIfNeeded()
            #expect(content.frame == CGRect(x: 0, y: 0, width: 500, height: 900))
            scroll.contentSize = CGSize(width: 300, height: 1200)
            scroll.layoutIfNeeded()
            #expect(content.frame == CGRect(x: 0, y: 0, width: 300, height: 1200))
            #expect(scroll.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 300, height: 1200))
            #expect(scroll.contentSize == CGSize(width: 300, height: 1200))
        }
    }

    @Test func theContentSizeFollowsARowsHeightConstant() {
        withScreenWindow(size: CGSize(width: 300, height: 400)) { window, _ in
            let scroll = scrollView(in: window)
            let guide = scroll.contentLayoutGuide
            let rows = (0..<3).map { _ in constrainedView(in: scroll) }
            let heights = [100, 150, 200].enumerated().map { index, height in
                rows[index].heightAnchor.constraint(equalToConstant: CGFloat(height))
            }
            var constraints = heights
            for (index, row) in rows.enumerated() {
                constraints.append(row.topAnchor.constraint(equalTo: index == 0 ? guide.topAnchor : rows[index - 1].bottomAnchor))
                constraints.append(row.leadingAnchor.constraint(equalTo: guide.leadingAnchor))
                constraints.append(row.trailingAnchor.constraint(equalTo: guide.trailingAnchor))
                constraints.append(row.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor, constant: -20))
            }
            constraints.append(rows[2].bottomAnchor.constraint(equalTo: guide.bottomAnchor))
            NSLayoutConstraint.activate(constraints)
            scroll.layoutIfNeeded()
            #expect(scroll.contentSize == CGSize(width: 280, height: 450))
            heights[1].constant = 50
            scroll.layoutIfNeeded()
            #expect(scroll.contentSize == CGSize(width: 280, height: 350))
            #expect(rows[2].frame == CGRect(x: 0, y: 150, width: 280, height: 200))
        }
    }

    @Test func aHeaderPinnedToTheFrameGuideStaysPutWhileTheContentScrolls() {
        // At 2× a half-point offset is a whole pixel, so the header, placed on pixels, follows it exactly.
        withScreenWindow(size: CGSize(width: 300, height: 400), scale: 2) { window, _ in
            let scroll = scrollView(in: window)
            let content = constrainedView(in: scroll)
            pin(content, to: scroll.contentLayoutGuide)
            NSLayoutConstraint.activate([
                content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
                content.heightAnchor.constraint(equalToConstant: 2000),
            ])
            let header = constrainedView(in: scroll)
            NSLayoutConstraint.activate([
                header.topAnchor.constraint(equalTo: scroll.frameLayoutGuide.topAnchor),
                header.leadingAnchor.constraint(equalTo: scroll.frameLayoutGuide.leadingAnchor),
                header.trailingAnchor.constraint(equalTo: scroll.frameLayoutGuide.trailingAnchor),
                header.heightAnchor.constraint(equalToConstant: 44),
            ])
            scroll.layoutIfNeeded()
            #expect(scroll.contentSize == CGSize(width: 300, height: 2000))
            for offset in [CGFloat(120), 500, 37.5] {
                scroll.contentOffset = CGPoint(x: 0, y: offset)
                scroll.layoutIfNeeded()
                #expect(header.frame == CGRect(x: 0, y: offset, width: 300, height: 44))
                #expect(header.convert(CGPoint.zero, to: window) == .zero)
                #expect(content.frame == CGRect(x: 0, y: 0, width: 300, height: 2000))
                #expect(scroll.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: offset, width: 300, height: 400))
            }
        }
    }

    @Test func scrollingSolvesNothingAgainUnlessAViewIsPinnedToTheFrameGuide() throws {
        try withScreenWindow(size: CGSize(width: 300, height: 400)) { window, _ in
            let scroll = scrollView(in: window)
            let content = constrainedView(in: scroll)
            pin(content, to: scroll.contentLayoutGuide)
            content.heightAnchor.constraint(equalToConstant: 2000).isActive = true
            content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor).isActive = true
            scroll.layoutIfNeeded()
            let engine = try #require(scroll.hierarchyEngine(create: false))
            #expect(!engine.hasPendingWork)
            // The frame guide is used for its width only: a scroll leaves the engine alone.
            scroll.contentOffset = CGPoint(x: 0, y: 300)
            #expect(!engine.hasPendingWork)
            // A header pinned to it later starts where the frame is now, and from then on follows each scroll
            // with one edit.
            let header = constrainedView(in: scroll)
            NSLayoutConstraint.activate([
                header.topAnchor.constraint(equalTo: scroll.frameLayoutGuide.topAnchor, constant: 10),
                header.leadingAnchor.constraint(equalTo: scroll.frameLayoutGuide.leadingAnchor),
                header.widthAnchor.constraint(equalToConstant: 100),
                header.heightAnchor.constraint(equalToConstant: 44),
            ])
            scroll.layoutIfNeeded()
            #expect(header.frame == CGRect(x: 0, y: 310, width: 100, height: 44))
            scroll.contentOffset = CGPoint(x: 0, y: 500)
            #expect(engine.hasPendingWork)
            scroll.layoutIfNeeded()
            #expect(header.frame == CGRect(x: 0, y: 510, width: 100, height: 44))
        }
    }

    @Test func constraintsToTheScrollViewsOwnEdgesReferToTheContent() {
        withScreenWindow(size: CGSize(width: 300, height: 400)) { window, _ in
            let scroll = scrollView(in: window)
            let content = constrainedView(in: scroll)
            NSLayoutConstraint.activate([
                content.topAnchor.constraint(equalTo: scroll.topAnchor, constant: 10),
                content.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
                content.bottomAnchor.constraint(equalTo: scroll.bottomAnchor, constant: -30),
                // The scroll view's width is its frame's.
                content.widthAnchor.constraint(equalTo: scroll.widthAnchor, multiplier: 2),
                content.heightAnchor.constraint(equalToConstant: 1000),
            ])
            scroll.contentOffset = CGPoint(x: 0, y: 250)
            scroll.layoutIfNeeded()
            #expect(content.frame == CGRect(x: 0, y: 10, width: 600, height: 1000))
            #expect(scroll.contentSize == CGSize(width: 600, height: 1040))
        }
    }
}
