import Foundation

extension UISegmentedControl {
    func beginSegmentTracking(_ touch: UITouch) -> Bool {
        let x = touch.location(in: self).x
        if let selected = shownSelection, segmentIndex(atX: x) == selected {
            isDraggingPlatter = true
        } else {
            highlightedSegment = enabledSegment(atX: x)
        }
        appearanceDidChange()
        return true
    }

    func continueSegmentTracking(_ touch: UITouch) -> Bool {
        let x = touch.location(in: self).x
        if isDraggingPlatter {
            if let target = enabledSegment(atX: x), target != shownSelection {
                platterSegment = target
                movePlatter(animated: true)
            }
        } else {
            let target = isTouchInside ? enabledSegment(atX: x) : nil
            if target != highlightedSegment {
                highlightedSegment = target
                appearanceDidChange()
            }
        }
        return true
    }

    func endSegmentTracking(_ touch: UITouch?, with event: UIEvent?) {
        let inside = touch.map { isInsideTrackingArea($0.location(in: self)) } ?? false
        let target = isDraggingPlatter ? platterSegment : (inside ? highlightedSegment : nil)
        resetTracking()
        guard let target else { return movePlatter(animated: true) }
        userSelect(target, with: event)
    }

    /// The user chose `target`: a change (every choice when momentary) selects it, runs its action and
    /// sends `.valueChanged`.
    func userSelect(_ target: Int, with event: UIEvent?) {
        guard target != selectedIndex || isMomentary else { return movePlatter(animated: true) }
        selectedIndex = target
        movePlatter(animated: true)
        if let action = segments[target].action { sendAction(action) }
        sendActions(for: .valueChanged, with: event)
    }

    func cancelSegmentTracking() {
        resetTracking()
        movePlatter(animated: true)
    }

    private func resetTracking() {
        isDraggingPlatter = false
        highlightedSegment = nil
        platterSegment = nil
    }

    private func enabledSegment(atX x: CGFloat) -> Int? {
        guard let index = segmentIndex(atX: x), segments[index].isSegmentEnabled else { return nil }
        return index
    }
}
