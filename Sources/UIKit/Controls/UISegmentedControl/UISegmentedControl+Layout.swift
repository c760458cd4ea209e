import Foundation

extension UISegmentedControl {
    /// The natural size: see `intrinsicContentSize`.
    func naturalSize() -> CGSize {
        let natural = segments.map(naturalWidth)
        let flexible = segments.indices.filter { segments[$0].fixedWidth == 0 }
        let fixed = segments.reduce(0) { $0 + $1.fixedWidth }
        let flexibleWidth = apportionsSegmentWidthsByContent
            ? flexible.reduce(0) { $0 + natural[$1] }
            : (flexible.map { natural[$0] }.max() ?? 0) * CGFloat(flexible.count)
        let contentHeight = segments.map(\.contentSize.height).max() ?? 0
        return CGSize(width: pixelCeil(fixed + flexibleWidth),
                      height: max(Self.standardHeight, pixelCeil(contentHeight + 2 * Self.platterInset + 4)))
    }

    /// Places the segments, the lines between them and the platter.
    func layoutSegments() {
        let frames = segmentFrames()
        for (segment, frame) in zip(segments, frames) { segment.frame = frame }
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        for (index, separator) in separators.enumerated() {
            let edge = rightToLeft ? frames[index].minX : frames[index].maxX
            if let image = separator.image {
                separator.frame = CGRect(x: edge - image.size.width / 2, y: 0, width: image.size.width, height: bounds.height)
            } else {
                let width = 1 / max(1, contentScaleFactor)
                let height = min(Self.separatorHeight, bounds.height)
                separator.frame = CGRect(x: edge - width / 2, y: (bounds.height - height) / 2, width: width, height: height)
            }
        }
        if let frame = platterFrame() { platter.frame = frame }
    }

    /// The frame of each segment, in order.
    func segmentFrames() -> [CGRect] {
        let natural = segments.map(naturalWidth)
        let flexible = segments.indices.filter { segments[$0].fixedWidth == 0 }
        let remaining = max(0, bounds.width - segments.reduce(0) { $0 + $1.fixedWidth })
        let naturalTotal = flexible.reduce(0) { $0 + natural[$1] }
        var widths = segments.map(\.fixedWidth)
        for index in flexible {
            widths[index] = apportionsSegmentWidthsByContent && naturalTotal > 0
                ? remaining * natural[index] / naturalTotal
                : remaining / CGFloat(flexible.count)
        }
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        var x: CGFloat = 0
        return widths.map { width in
            let left = pixelRound(x), right = pixelRound(x + width)
            x += width
            let frame = CGRect(x: left, y: 0, width: right - left, height: bounds.height)
            return rightToLeft ? CGRect(x: bounds.width - frame.maxX, y: 0, width: frame.width, height: frame.height) : frame
        }
    }

    /// Where the platter sits: the shown selection's segment, inset in the track.
    func platterFrame() -> CGRect? {
        guard let index = shownSelection, segments.indices.contains(index) else { return nil }
        return segmentFrames()[index].insetBy(dx: Self.platterInset, dy: Self.platterInset)
    }

    /// Moves the platter to the shown selection, sliding it when `animated`.
    func movePlatter(animated: Bool) {
        let wasHidden = platter.isHidden
        appearanceDidChange()
        guard let frame = platterFrame() else { return }
        if animated, !wasHidden, window != nil {
            UIView.animate(withDuration: Self.slideDuration, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction]) {
                self.platter.frame = frame
            }
        } else {
            platter.frame = frame
        }
    }

    /// The index of the segment at `x` (in the control's coordinates), the nearest end when outside.
    func segmentIndex(atX x: CGFloat) -> Int? {
        let frames = segmentFrames()
        guard !frames.isEmpty else { return nil }
        if let hit = frames.firstIndex(where: { x >= $0.minX && x < $0.maxX }) { return hit }
        let leftmost = frames.indices.min { frames[$0].minX < frames[$1].minX }!
        let rightmost = frames.indices.max { frames[$0].maxX < frames[$1].maxX }!
        return x < frames[leftmost].minX ? leftmost : rightmost
    }

    private func naturalWidth(_ segment: SegmentedControlSegmentView) -> CGFloat {
        segment.fixedWidth > 0 ? segment.fixedWidth : segment.contentSize.width + 2 * Self.contentMargin
    }

    private func pixelRound(_ value: CGFloat) -> CGFloat {
        let scale = max(1, contentScaleFactor)
        return (value * scale).rounded() / scale
    }

    private func pixelCeil(_ value: CGFloat) -> CGFloat {
        let scale = max(1, contentScaleFactor)
        return (value * scale).rounded(.up) / scale
    }
}
