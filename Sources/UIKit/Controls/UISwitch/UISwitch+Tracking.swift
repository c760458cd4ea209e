import Foundation

extension UISwitch {
    /// How far a touch must move before it drags the thumb instead of tapping.
    static let dragThreshold: CGFloat = 4

    /// A touch went down: the thumb widens.
    func trackingBegan(_ touch: UITouch) -> Bool {
        touchStart = touch.location(in: self)
        isDraggingThumb = false
        dragPosition = nil
        isPressed = true
        animateThumbPress()
        return true
    }

    /// The touch moved: past a few points it drags the thumb, which follows the finger along the track.
    func trackingContinued(_ touch: UITouch) -> Bool {
        let location = touch.location(in: self)
        if !isDraggingThumb, abs(location.x - touchStart.x) < Self.dragThreshold { return true }
        isDraggingThumb = true
        let diameter = Self.size.height - 2 * Self.thumbInset
        let width = diameter + Self.pressedThumbGrowth
        let travel = Self.size.width - 2 * Self.thumbInset - width
        var position = (location.x - Self.thumbInset - width / 2) / travel
        if effectiveUserInterfaceLayoutDirection == .rightToLeft { position = 1 - position }
        dragPosition = min(1, max(0, position))
        layoutParts()
        return true
    }

    /// The touch lifted: a tap inside toggles the switch, a drag leaves it on the side where the thumb is;
    /// either sends `.valueChanged` when the value changed.
    func trackingEnded() {
        let newValue: Bool
        if isDraggingThumb, let dragPosition {
            newValue = dragPosition >= 0.5
        } else {
            newValue = isTouchInside ? !isOn : isOn
        }
        finishTouch()
        guard newValue != isOn else { return animateThumbPress() }
        setOn(newValue, animated: true)
        sendActions(for: .valueChanged)
    }

    /// The touch was cancelled: the thumb goes back to the side of the value.
    func trackingCancelled() {
        finishTouch()
        animateThumbPress()
    }

    private func finishTouch() {
        isPressed = false
        isDraggingThumb = false
        dragPosition = nil
    }
}
