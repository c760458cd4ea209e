import Foundation

/// Covers the window while a menu is shown: a touch outside the platter closes the menu, as on iOS, or commits
/// to a context menu's preview.
@MainActor
final class MenuOverlayView: UIView {
    /// Kept by the overlay while it is shown.
    var presenter: MenuPresenter?

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        presenter?.backdropTapped(at: touch.location(in: self))
    }

    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        if superview == nil { presenter = nil }
    }
}
