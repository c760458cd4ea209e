import Foundation
import UIKit

/// Nanoseconds one scroll (a change of the content offset, as each frame of a drag or a deceleration makes)
/// costs on the main actor with the scroll indicators shown and placed, and with both indicators switched off:
/// what the indicators add to a scroll frame. The fastest of `runs` runs of `steps` scrolls.
@MainActor
func scrollIndicatorCosts(steps: Int = 100_000, runs: Int = 5) -> (shown: Double, off: Double) {
    func cost(showingIndicators: Bool) -> Double {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        scroll.contentSize = CGSize(width: 1000, height: 100_000)
        scroll.showsVerticalScrollIndicator = showingIndicators
        scroll.showsHorizontalScrollIndicator = showingIndicators
        let time = fastest(runs) {
            for step in 0..<steps { scroll.contentOffset = CGPoint(x: 0, y: CGFloat(step % 50_000)) }
        }
        check(showingIndicators == (scroll.subviews.count == 2), "the indicators were not made as asked")
        return time / Double(steps) * 1e9
    }
    return (cost(showingIndicators: true), cost(showingIndicators: false))
}
