import Foundation

extension UIScreen {
    /// How long the interface takes to turn.
    package static let rotationDuration: TimeInterval = 0.3

    /// Turns the screen as a device held in `orientation` turns it: the main screen's device orientation
    /// changes, and when the key window's root controller supports `orientation` (or the screen has no key
    /// window), the screen's bounds and safe area turn and its full-screen windows follow in a size
    /// transition of `duration` whose `targetTransform` is the turn. Returns whether the interface turned.
    @discardableResult
    package func rotate(to orientation: UIInterfaceOrientation, duration: TimeInterval = rotationDuration) -> Bool {
        guard orientation != .unknown else {
            uikitLog.error("UIScreen: cannot rotate to an unknown orientation; ignored.")
            return false
        }
        if self === UIScreen.main { UIDevice.current.setOrientation(orientation.deviceOrientation) }
        guard orientation != interfaceOrientation else { return false }
        let decider = windows.first { $0.isKeyWindow }?.rootViewController ?? windows.last { !$0.isHidden }?.rootViewController
        if let decider, !decider.shouldAutorotate || !decider.supportedInterfaceOrientations.contains(orientation) {
            return false
        }
        let turn = CGAffineTransform(rotationAngle: interfaceOrientation.angle - orientation.angle)
        let wasLandscape = interfaceOrientation.isLandscape
        interfaceOrientation = orientation
        safeAreaInsets = Self.safeAreaInsets(portraitSafeAreaInsets, turnedTo: orientation)
        var pixels = nativeBounds.size
        if wasLandscape != orientation.isLandscape { pixels = CGSize(width: pixels.height, height: pixels.width) }
        apply(UIScreenMode(size: pixels), targetTransform: turn, duration: duration)
        return true
    }

    /// The portrait safe area as it lies on a screen turned to `orientation`: the edge at the top of the
    /// upright device (a notch) is on the left when the home edge is on the right, and so on.
    static func safeAreaInsets(_ portrait: UIEdgeInsets, turnedTo orientation: UIInterfaceOrientation) -> UIEdgeInsets {
        switch orientation {
        case .portrait, .unknown: return portrait
        case .portraitUpsideDown:
            return UIEdgeInsets(top: portrait.bottom, left: portrait.right, bottom: portrait.top, right: portrait.left)
        case .landscapeRight:
            return UIEdgeInsets(top: portrait.right, left: portrait.top, bottom: portrait.left, right: portrait.bottom)
        case .landscapeLeft:
            return UIEdgeInsets(top: portrait.left, left: portrait.bottom, bottom: portrait.right, right: portrait.top)
        }
    }
}
