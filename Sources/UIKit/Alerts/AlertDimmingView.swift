import Foundation

/// The backdrop behind an alert: it takes the touches outside the platters, and tells of a tap.
@MainActor
final class AlertDimmingView: UIView {
    var onTap: (() -> Void)?

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        onTap?()
    }
}
