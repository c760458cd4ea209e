import Foundation
import UIKit

/// Input aimed at views rather than points: each finds the view's centre in the window's coordinates (through
/// every transform on the way) and refuses a view outside the window or hidden.
extension EventGenerator {
    /// The centre of `view`'s bounds in the window's coordinates: where a finger aimed at it lands. Throws
    /// `viewNotInWindow` for a view outside the generator's window and `viewNotVisible` for a hidden one, one
    /// inside a hidden superview, or one whose centre is not a finite point (a hidden window is refused when
    /// the finger goes down).
    public func location(of view: UIView) throws -> CGPoint {
        guard view.window === window else { throw Error.viewNotInWindow }
        var ancestor: UIView? = view
        while let shown = ancestor, shown !== window {
            guard !shown.isHidden else { throw Error.viewNotVisible }
            ancestor = shown.superview
        }
        let centre = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window)
        guard centre.x.isFinite, centre.y.isFinite else { throw Error.viewNotVisible }
        return centre
    }

    /// The first view in the window's tree, depth first with each view before its subviews (back to front),
    /// whose `accessibilityIdentifier` is `identifier`. Throws `noViewWithIdentifier` when none has it.
    public func view(withAccessibilityIdentifier identifier: String) throws -> UIView {
        guard let found = window.firstView(withAccessibilityIdentifier: identifier) else {
            throw Error.noViewWithIdentifier(identifier)
        }
        return found
    }

    /// A tap on the centre of `view`.
    public func fingerTap(_ finger: FingerIndex = .automatic, on view: UIView) throws {
        try fingerTap(finger, at: location(of: view))
    }

    /// A tap on the centre of the view whose `accessibilityIdentifier` is `identifier`.
    public func fingerTap(_ finger: FingerIndex = .automatic, onViewWithAccessibilityIdentifier identifier: String) throws {
        try fingerTap(finger, on: view(withAccessibilityIdentifier: identifier))
    }

    /// A drag starting on the centre of `view`: down, a move by `translation` over `duration` seconds, up.
    ///
    /// As on iOS, a `UIPanGestureRecognizer` begins only once the touch has moved 10 points, and its
    /// translation counts from there: a drag by (50, 0) reports a translation of (40, 0), and a drag shorter
    /// than 10 points in both directions begins no pan. Drag 10 points further than the distance a test checks.
    public func fingerDrag(_ finger: FingerIndex = .automatic, from view: UIView, by translation: CGVector,
                           duration: TimeInterval = 0.25) throws {
        let start = try location(of: view)
        let resolved = try finger == .automatic ? freeFinger(excluding: []) : finger
        try fingerDown(resolved, at: start)
        try fingerMove(resolved, to: CGPoint(x: start.x + translation.dx, y: start.y + translation.dy), duration: duration)
        try fingerUp(resolved)
    }
}
