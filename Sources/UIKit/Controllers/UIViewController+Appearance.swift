import Foundation

extension UIViewController {
    /// Whether the controller appears because it was just added to a parent; read it in the appearance
    /// callbacks.
    public var isMovingToParent: Bool { movement == .toParent }

    /// Whether the controller disappears because it is being removed from its parent; read it in the
    /// appearance callbacks.
    public var isMovingFromParent: Bool { movement == .fromParent }

    /// Tells the controller it is about to appear (`isAppearing`) or disappear: a container that does not
    /// forward appearance automatically calls this on its children, then `endAppearanceTransition()`. A call
    /// while already going that way does nothing; one the other way turns the transition around.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        beginAppearance(isAppearing, animated: animated)
    }

    /// Tells the controller its appearance or disappearance finished (`viewDidAppear` or `viewDidDisappear`).
    public func endAppearanceTransition() {
        endAppearance()
    }

    /// Whether the controller hears of appearing as its view enters a visible window: no presentation drives
    /// its appearance by hand, and it has no parent or its parent forwards appearance automatically.
    var appearsWithItsView: Bool {
        !withholdsAutomaticAppearance && parentStorage?.shouldAutomaticallyForwardAppearanceMethods ?? true
    }

    /// Starts appearing (`viewWillAppear`) or disappearing (`viewWillDisappear`), unless already doing so.
    func beginAppearance(_ appearing: Bool, animated: Bool = false) {
        switch (appearing, appearance) {
        case (true, .disappeared), (true, .disappearing):
            appearance = .appearing
            appearanceIsAnimated = animated
            sentViewIsAppearing = false
            viewWillAppear(animated)
        case (false, .appeared), (false, .appearing):
            appearance = .disappearing
            appearanceIsAnimated = animated
            viewWillDisappear(animated)
        default: break
        }
    }

    /// Sends `viewIsAppearing(_:)` once in an appearance: when the view is first laid out while appearing, or
    /// just before `viewDidAppear(_:)`.
    func sendViewIsAppearingIfNeeded() {
        guard appearance == .appearing, !sentViewIsAppearing else { return }
        sentViewIsAppearing = true
        viewIsAppearing(appearanceIsAnimated)
    }

    /// Finishes appearing (`viewDidAppear`) or disappearing (`viewDidDisappear`).
    func endAppearance() {
        switch appearance {
        case .appearing:
            sendViewIsAppearingIfNeeded()
            appearance = .appeared
            viewDidAppear(appearanceIsAnimated)
        case .disappearing:
            appearance = .disappeared
            viewDidDisappear(appearanceIsAnimated)
        default: return
        }
        movement = nil
    }
}
