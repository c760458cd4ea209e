import Foundation

extension UIStepper {
    /// Whether `segment` can step now: the value is not at its end, or the stepper wraps.
    func canStep(_ segment: Segment) -> Bool {
        guard isEnabled else { return false }
        if wraps { return true }
        return segment == .increment ? value < maximumValue : value > minimumValue
    }

    /// The segment under `point`: the left half holds the minus, the right half the plus (the other way round
    /// right to left).
    func segment(at point: CGPoint) -> Segment {
        let onLeft = point.x < bounds.midX
        return onLeft != (effectiveUserInterfaceLayoutDirection == .rightToLeft) ? .decrement : .increment
    }

    /// Steps the value once for `segment`, going round at the ends when `wraps`; sends `.valueChanged` when
    /// continuous and the value changed.
    func step(_ segment: Segment) {
        let old = value
        if segment == .increment {
            value = wraps && value >= maximumValue ? minimumValue : min(maximumValue, value + stepValue)
        } else {
            value = wraps && value <= minimumValue ? maximumValue : max(minimumValue, value - stepValue)
        }
        if isContinuous, value != old { sendActions(for: .valueChanged) }
    }

    /// A touch on a segment that can step steps at once and, with `autorepeat`, starts repeating.
    func trackingBegan(_ touch: UITouch) -> Bool {
        let segment = segment(at: touch.location(in: self))
        guard canStep(segment) else { return false }
        valueAtTouchDown = value
        pressedSegment = segment
        step(segment)
        repeatCount = 0
        if autorepeat { scheduleRepeat(after: Self.autorepeatDelay) }
        return true
    }

    private func scheduleRepeat(after interval: TimeInterval) {
        repeatTimer?.cancel()
        repeatTimer = EventClock.shared.schedule(after: interval) { [weak self] in self?.repeatStep() }
    }

    private func repeatStep() {
        guard let segment = pressedSegment, canStep(segment) else { return stopRepeating() }
        step(segment)
        repeatCount += 1
        scheduleRepeat(after: repeatCount < Self.acceleratingRepeats ? Self.autorepeatInterval : Self.acceleratedInterval)
    }

    private func stopRepeating() {
        repeatTimer?.cancel()
        repeatTimer = nil
    }

    /// Leaving the pressed segment stops the repeat and the highlight; coming back does not restart them.
    func trackingContinued(_ touch: UITouch) -> Bool {
        let location = touch.location(in: self)
        guard let pressed = pressedSegment else { return true }
        if !bounds.contains(location) || segment(at: location) != pressed {
            stopRepeating()
            pressedSegment = nil
        }
        return true
    }

    /// The finger lifted or the touch was cancelled: the repeat stops; a stepper that is not continuous sends
    /// `.valueChanged` now if the value changed.
    func finishPress() {
        stopRepeating()
        pressedSegment = nil
        if !isContinuous, value != valueAtTouchDown { sendActions(for: .valueChanged) }
    }
}

extension UIStepper {
    /// The half of the stepper that holds `segment`, in its own coordinates.
    func frame(of segment: Segment) -> CGRect {
        let halves = bounds.divided(atDistance: bounds.width / 2, from: .minXEdge)
        let onLeft = (segment == .decrement) != (effectiveUserInterfaceLayoutDirection == .rightToLeft)
        return onLeft ? halves.slice : halves.remainder
    }

    /// The two buttons as accessibility elements, minus first.
    func segmentElements() -> [Any] {
        [StepperButtonElement(stepper: self, segment: .decrement), StepperButtonElement(stepper: self, segment: .increment)]
    }
}
