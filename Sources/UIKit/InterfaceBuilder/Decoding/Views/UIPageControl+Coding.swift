import Foundation

extension UIPageControl {
    /// Pages, the current page, hiding for a single page and the tints.
    func decodePageControl(from coder: InterfaceBuilderCoder) {
        if coder.containsValue(forKey: "numberOfPages") { numberOfPages = max(0, coder.decodeInteger(forKey: "numberOfPages")) }
        if coder.containsValue(forKey: "currentPage") { currentPage = coder.decodeInteger(forKey: "currentPage") }
        if let hides = coder.bool("hidesForSinglePage") { hidesForSinglePage = hides }
        if let color = coder.color("pageIndicatorTintColor") { pageIndicatorTintColor = color }
        if let color = coder.color("currentPageIndicatorTintColor") { currentPageIndicatorTintColor = color }
    }
}
