import Foundation

extension UIScrollView {
    /// The scroll view's guide of `role`, made and added on first use (again if it was removed).
    func scrollViewLayoutGuide(_ role: ScrollViewLayoutGuide.Role) -> ScrollViewLayoutGuide {
        let slot: ReferenceWritableKeyPath<UIScrollView, ScrollViewLayoutGuide?> = role == .content
            ? \.contentLayoutGuideStorage : \.frameLayoutGuideStorage
        if let guide = self[keyPath: slot], guide.owningViewStorage === self { return guide }
        let guide = ScrollViewLayoutGuide(role: role, scrollView: self)
        self[keyPath: slot] = guide
        return guide
    }

    /// After a scroll: views pinned to the frame guide keep their place on screen, by an edit of its
    /// position's constants. Without such views nothing is solved again.
    func moveFrameLayoutGuideWithContentOffset() {
        guard let guide = frameLayoutGuideStorage else { return }
        let insets = alignmentRectInsets
        guide.setConstants(x: bounds.minX - insets.left, y: bounds.minY - insets.top, of: (.left, .top))
    }

    /// After `contentSize` changed: the content guide's size follows where no constraint decides it.
    func resizeContentLayoutGuideWithContentSize() {
        contentLayoutGuideStorage?.setConstants(x: contentSize.width, y: contentSize.height, of: (.width, .height))
    }

    /// After layout: the content guide's size, where constraints determine it, is the content size
    /// (rounded to the view's pixels, as the frames of the views that determine it are).
    func updateContentSizeFromContentLayoutGuide() {
        guard let guide = contentLayoutGuideStorage, guide.isConstrained else { return }
        let size = guide.layoutFrame.size
        let scale = contentScaleFactor > 0 ? contentScaleFactor : 1
        func pixels(_ value: CGFloat) -> CGFloat { max(0, (value * scale).rounded() / scale) }
        guard size.width.isFinite, size.height.isFinite else { return }
        contentSize = CGSize(width: pixels(size.width), height: pixels(size.height))
    }
}
