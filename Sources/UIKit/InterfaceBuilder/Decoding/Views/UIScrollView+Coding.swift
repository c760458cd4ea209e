import Foundation

extension UIScrollView {
    /// Scrolling, bouncing, paging, indicators, zoom scales, insets and the keyboard dismiss mode.
    func decodeScrollView(from coder: InterfaceBuilderCoder) {
        if let value = coder.bool("scrollEnabled") { isScrollEnabled = value }
        if let value = coder.bool("pagingEnabled") { isPagingEnabled = value }
        if let value = coder.bool("directionalLockEnabled") { isDirectionalLockEnabled = value }
        if let value = coder.bool("bounces") { bounces = value }
        if let value = coder.bool("alwaysBounceVertical") { alwaysBounceVertical = value }
        if let value = coder.bool("alwaysBounceHorizontal") { alwaysBounceHorizontal = value }
        if let value = coder.bool("bouncesZoom") { bouncesZoom = value }
        if let value = coder.bool("showsHorizontalScrollIndicator") { showsHorizontalScrollIndicator = value }
        if let value = coder.bool("showsVerticalScrollIndicator") { showsVerticalScrollIndicator = value }
        if let value = coder.bool("delaysContentTouches") { delaysContentTouches = value }
        if let value = coder.bool("canCancelContentTouches") { canCancelContentTouches = value }
        if let value = coder.bool("scrollsToTop") { scrollsToTop = value }
        if let scale = coder.double("minimumZoomScale"), scale > 0 { minimumZoomScale = scale }
        if let scale = coder.double("maximumZoomScale"), scale > 0 { maximumZoomScale = scale }
        if let insets = coder.decodeObject(forKey: "contentInset") as? NSValue { contentInset = insets.uiEdgeInsetsValue }
        if let insets = coder.decodeObject(forKey: "scrollIndicatorInsets") as? NSValue { scrollIndicatorInsets = insets.uiEdgeInsetsValue }
        if let size = coder.decodeObject(forKey: "contentSize") as? NSValue { contentSize = size.cgSizeValue }
        if let behavior = coder.enumeration("contentInsetAdjustmentBehavior", ["automatic", "scrollableAxes", "never", "always"],
                                            as: ContentInsetAdjustmentBehavior.self) {
            contentInsetAdjustmentBehavior = behavior
        }
        if let mode = coder.enumeration("keyboardDismissMode", ["none", "onDrag", "interactive", "onDragWithAccessory", "interactiveWithAccessory"],
                                        as: KeyboardDismissMode.self) {
            keyboardDismissMode = mode
        }
        if let style = coder.enumeration("indicatorStyle", ["default", "black", "white"], as: IndicatorStyle.self) { indicatorStyle = style }
    }
}
