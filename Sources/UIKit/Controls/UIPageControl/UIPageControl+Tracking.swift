import Foundation

extension UIPageControl {
    func beginPageTracking(_ touch: UITouch) -> Bool {
        guard pageCount > 0 else { return false }
        trackingStart = touch.timestamp
        interaction = .discrete
        setNeedsLayout()
        return true
    }

    func continuePageTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        if interaction == .discrete, allowsContinuousInteraction, touch.timestamp - trackingStart >= Self.scrubDelay {
            interaction = .continuous
            setNeedsLayout()
        }
        guard interaction == .continuous else { return true }
        layoutIfNeeded()
        if let target = nearestPage(to: touch.location(in: self)), target != page {
            page = target
            setNeedsLayout()
            sendActions(for: .valueChanged, with: event)
        }
        return true
    }

    func endPageTracking(_ touch: UITouch?, with event: UIEvent?) {
        defer {
            interaction = .none
            setNeedsLayout()
        }
        guard interaction == .discrete, let touch, isInsideTrackingArea(touch.location(in: self)) else { return }
        layoutIfNeeded()
        guard let current = indicatorViews.indices.first(where: { shownPages.lowerBound + $0 == page }) else { return }
        let center = indicatorCenter(slot: current, visible: indicatorViews.count)
        let location = touch.location(in: self)
        let beyond = isVertical ? location.y > center.y : location.x > center.x
        userMove(by: beyond != isReversed ? 1 : -1, with: event)
    }

    /// The user moved `step` pages: within the pages, the page changes with `.valueChanged`.
    func userMove(by step: Int, with event: UIEvent? = nil) {
        let target = page + step
        guard isEnabled, target >= 0, target < pageCount else { return }
        page = target
        setNeedsLayout()
        sendActions(for: .valueChanged, with: event)
    }

    /// The page of the shown indicator nearest `point`.
    private func nearestPage(to point: CGPoint) -> Int? {
        let visible = indicatorViews.count
        let slot = (0..<visible).min { a, b in
            distance(indicatorCenter(slot: a, visible: visible), point) < distance(indicatorCenter(slot: b, visible: visible), point)
        }
        return slot.map { shownPages.lowerBound + $0 }
    }

    private func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        isVertical ? abs(a.y - b.y) : abs(a.x - b.x)
    }
}
