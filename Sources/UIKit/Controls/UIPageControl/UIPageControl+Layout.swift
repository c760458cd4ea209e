import Foundation

extension UIPageControl {
    /// A dot, drawn once at three times its size so it stays round at any scale, shown as a template in
    /// the indicator colours.
    static let dotImage: UIImage = {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        let size = CGSize(width: dotDiameter, height: dotDiameter)
        return UIGraphicsImageRenderer(size: size, format: format).image { context in
            context.cgContext.fillEllipse(in: CGRect(origin: .zero, size: size))
        }.withRenderingMode(.alwaysTemplate)
    }()

    func indicatorsSize(forNumberOfPages pageCount: Int) -> CGSize {
        guard pageCount > 0 else { return .zero }
        let length = CGFloat(pageCount) * pitch + 2 * Self.endMargin
        return isVertical ? CGSize(width: thickness, height: length) : CGSize(width: length, height: thickness)
    }

    var isVertical: Bool { direction == .topToBottom || direction == .bottomToTop }

    /// Whether the first page is at the right (or bottom) end.
    var isReversed: Bool {
        switch direction {
        case .natural: effectiveUserInterfaceLayoutDirection == .rightToLeft
        case .leftToRight, .topToBottom: false
        case .rightToLeft, .bottomToTop: true
        }
    }

    /// The distance between indicator centres: the dots', or more for larger indicator images.
    var pitch: CGFloat {
        let images = [preferredIndicatorImage, preferredCurrentPageIndicatorImage].compactMap { $0 }
            + Array(indicatorImages.values) + Array(currentIndicatorImages.values)
        let extent = images.map { isVertical ? $0.size.height : $0.size.width }.max() ?? 0
        return max(Self.indicatorPitch, extent + Self.indicatorPitch - Self.dotDiameter)
    }

    private var thickness: CGFloat {
        let images = [preferredIndicatorImage, preferredCurrentPageIndicatorImage].compactMap { $0 }
        let extent = images.map { isVertical ? $0.size.width : $0.size.height }.max() ?? 0
        return max(Self.standardThickness, extent + Self.standardThickness - Self.dotDiameter)
    }

    /// The indicators, their window of pages, colours and images changed.
    func indicatorsDidChange() {
        setNeedsLayout()
    }

    /// Shows the window of pages that fits around the current page, and the capsule behind them.
    func layoutIndicators() {
        let length = isVertical ? bounds.height : bounds.width
        let fitting = max(1, Int(((length - 2 * Self.endMargin) / pitch).rounded(.down)))
        let hidden = pageCount == 0 || (hidesForSinglePage && pageCount == 1)
        let visible = hidden ? 0 : min(pageCount, fitting)
        let first = min(max(0, page - visible / 2), pageCount - visible)
        shownPages = first..<(first + visible)

        while indicatorViews.count > visible { indicatorViews.removeLast().removeFromSuperview() }
        while indicatorViews.count < visible {
            let view = UIImageView(frame: .zero)
            view.isUserInteractionEnabled = false
            indicatorViews.append(view)
            addSubview(view)
        }
        for (slot, view) in indicatorViews.enumerated() {
            let shownPage = first + slot
            let isCurrent = shownPage == page
            let image = (isCurrent ? currentIndicatorImages[shownPage] ?? preferredCurrentPageIndicatorImage : nil)
                ?? indicatorImages[shownPage] ?? preferredIndicatorImage ?? Self.dotImage
            view.image = image.renderingMode == .alwaysOriginal ? image : image.withRenderingMode(.alwaysTemplate)
            view.tintColor = isCurrent
                ? currentPageIndicatorTintColor ?? Self.defaultCurrentIndicatorColor
                : pageIndicatorTintColor ?? Self.defaultIndicatorColor
            view.transform = .identity
            view.bounds = CGRect(origin: .zero, size: image.size)
            view.center = indicatorCenter(slot: slot, visible: visible)
            let scale = edgeScale(slot: slot, visible: visible)
            view.transform = CGAffineTransform(scaleX: scale, y: scale)
        }

        let extent = CGFloat(visible) * pitch + 2 * Self.endMargin
        let across = isVertical ? bounds.width : bounds.height
        capsule.frame = isVertical
            ? CGRect(x: (bounds.width - across) / 2, y: bounds.midY - extent / 2, width: across, height: extent)
            : CGRect(x: bounds.midX - extent / 2, y: (bounds.height - across) / 2, width: extent, height: across)
        capsule.layer.cornerRadius = across / 2
        let showsCapsule = backgroundStyle == .prominent || (backgroundStyle == .automatic && interaction != .none)
        capsule.isHidden = visible == 0 || !showsCapsule
    }

    /// The centre of the indicator in `slot` of `visible`, counting in page order.
    func indicatorCenter(slot: Int, visible: Int) -> CGPoint {
        let position = isReversed ? visible - 1 - slot : slot
        let length = isVertical ? bounds.height : bounds.width
        let along = length / 2 + (CGFloat(position) - CGFloat(visible - 1) / 2) * pitch
        return isVertical ? CGPoint(x: bounds.midX, y: along) : CGPoint(x: along, y: bounds.midY)
    }

    private func edgeScale(slot: Int, visible: Int) -> CGFloat {
        let fromStart = slot, fromEnd = visible - 1 - slot
        if shownPages.lowerBound > 0, fromStart < Self.edgeScales.count { return Self.edgeScales[fromStart] }
        if shownPages.upperBound < pageCount, fromEnd < Self.edgeScales.count { return Self.edgeScales[fromEnd] }
        return 1
    }
}
