import Foundation
import UIKit

extension EventGenerator {
    /// Taps the status bar, which Vellum does not draw: the one visible scroll view of the window with
    /// `scrollsToTop` on scrolls to its top, as on iOS (see `UIScrollView.scrollsToTop`). Whether one began
    /// to scroll.
    @discardableResult
    public func tapStatusBar() -> Bool {
        let scrolled = UIScrollView.scrollToTop(in: window)
        _ = RunLoop.current.run(mode: .default, before: Date())
        return scrolled
    }
}
