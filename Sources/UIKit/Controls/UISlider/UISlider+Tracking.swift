import Foundation

extension UISlider {
    /// A touch on the thumb (or within a few points of it) takes it; a touch on the track alone does nothing.
    func trackingBegan(_ touch: UITouch) -> Bool {
        let location = touch.location(in: self)
        let thumb = thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: value)
        guard thumb.insetBy(dx: -Self.thumbTouchSlop, dy: -Self.thumbTouchSlop).contains(location) else { return false }
        grabOffset = location.x - thumb.midX
        valueAtTouchDown = value
        return true
    }

    /// The thumb follows the finger; each change sends `.valueChanged` when continuous.
    func trackingContinued(_ touch: UITouch) -> Bool {
        let newValue = value(forThumbCentreAt: touch.location(in: self).x - grabOffset)
        guard newValue != value else { return true }
        value = newValue
        if isContinuous { sendActions(for: .valueChanged) }
        return true
    }

    /// A slider that is not continuous sends `.valueChanged` once, when the finger lifts, if the value changed.
    func trackingEnded() {
        if !isContinuous, value != valueAtTouchDown { sendActions(for: .valueChanged) }
    }
}
