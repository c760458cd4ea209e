import Foundation

extension UISwitch {
    /// The track's colour in the current state.
    var currentTrackColor: UIColor { isOn ? onTintColor ?? .systemGreen : .secondarySystemFill }

    /// Brings the track's colour, the thumb's colour and place, and the dimming to the current state; inside an
    /// animation block they animate.
    func updateLook() {
        trackView.backgroundColor = currentTrackColor
        ControlLook.styleThumb(thumbView, diameter: Self.size.height - 2 * Self.thumbInset, color: thumbTintColor ?? .white)
        trackView.alpha = isEnabled ? 1 : 0.5
        layoutParts()
    }

    /// Places the track in the top-left 51 × 31 points and the thumb on it at the end for the value (the right end
    /// for on, the left end in a right-to-left layout), or where a drag holds it, wider while touched.
    func layoutParts() {
        let size = Self.size
        trackView.frame = CGRect(origin: .zero, size: size)
        let diameter = size.height - 2 * Self.thumbInset
        let width = diameter + (isPressed ? Self.pressedThumbGrowth : 0)
        let travel = size.width - 2 * Self.thumbInset - width
        var position = dragPosition ?? (isOn ? 1 : 0)
        if effectiveUserInterfaceLayoutDirection == .rightToLeft { position = 1 - position }
        thumbView.frame = CGRect(x: Self.thumbInset + travel * position, y: Self.thumbInset, width: width, height: diameter)
    }

    /// Resizes the thumb to or from its pressed width, animated.
    func animateThumbPress() {
        UIView.animate(withDuration: Self.animationDuration / 2, delay: 0,
                       options: [.beginFromCurrentState, .allowUserInteraction], animations: { self.layoutParts() })
    }
}
