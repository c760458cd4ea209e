import Testing
@testable import UIKit
import UIKitTesting

/// What the screen shows of a scrolled `UIScrollView`, frame after frame through the render server, is what a new
/// screen shows of the same scroll view at the same offset from scratch.
@MainActor @Suite struct ScrollViewRenderingTests {
    /// A clear scroll view filling the window, over 30 labelled cells (rounded, some bordered), with a bar that
    /// stays put as an indicator does.
    private func document(in window: UIWindow) -> (scrollView: UIScrollView, bar: UIView) {
        let scrollView = UIScrollView(frame: window.bounds)
        for index in 0..<30 {
            let cell = UIView(frame: CGRect(x: 8, y: 8 + CGFloat(index) * 40, width: 150, height: 32))
            cell.backgroundColor = index % 2 == 0 ? .systemTeal : .systemOrange
            cell.layer.cornerRadius = 6
            cell.layer.borderWidth = index % 3 == 0 ? 1 : 0
            let label = UILabel(frame: CGRect(x: 8, y: 6, width: 130, height: 20))
            label.text = "Row \(index)"
            cell.addSubview(label)
            scrollView.addSubview(cell)
        }
        let bar = UIView(frame: CGRect(x: 190, y: 10, width: 4, height: 40))
        bar.backgroundColor = UIColor(white: 0, alpha: 0.4)
        scrollView.addSubview(bar)
        scrollView.contentSize = CGSize(width: 200, height: 1208)
        window.addSubview(scrollView)
        return (scrollView, bar)
    }

    private func differingPixels(_ a: CGImage, _ b: CGImage) -> Int {
        var count = 0
        for y in 0..<a.height {
            let (rowA, rowB) = (a.surface.row(y), b.surface.row(y))
            for x in 0..<a.width where rowA[x] != rowB[x] { count += 1 }
        }
        return count
    }

    @Test func scrolledFramesMatchAFreshScreen() throws {
        let size = CGSize(width: 200, height: 150)
        try withScreenWindow(size: size, scale: 2) { window, screen in
            let (scrollView, bar) = document(in: window)
            _ = screen.capturedImage()
            // Whole device pixels (half points at scale 2) both ways, then a quarter point, which cannot move pixels.
            for dy: CGFloat in [7, 23, 3.5, -23, -7, 0.25, 11] {
                scrollView.contentOffset.y += dy
                bar.frame.origin.y = scrollView.contentOffset.y + 10
                let shown = try #require(screen.capturedImage())
                try withScreenWindow(size: size, scale: 2) { freshWindow, freshScreen in
                    let fresh = document(in: freshWindow)
                    fresh.scrollView.contentOffset = scrollView.contentOffset
                    fresh.bar.frame = bar.frame
                    let image = try #require(freshScreen.capturedImage())
                    #expect(differingPixels(shown, image) == 0, "at offset \(scrollView.contentOffset.y)")
                }
            }
        }
    }
}
