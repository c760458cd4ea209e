import Foundation

/// Covers the window while a menu is shown: a touch outside the platter closes the menu, as on iOS, or commits
/// to a context menu's preview.
@MainActor
final class MenuOverlayView: UIView {
    /// Kept by the overlay while it is shown.
    var presenter: MenuPresenter?

    /// An edit menu lets a touch outside its platter through to what lies beneath, closing as the touch
    /// begins: a tap elsewhere in the text moves the caret, and a third tap selects the paragraph, as on iOS.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        guard hit === self, let presenter, presenter.passesOutsideTouchesThrough else { return hit }
        if event?.type == .touches { presenter.dismiss(animated: true) }
        return nil
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        presenter?.backdropTapped(at: touch.location(in: self))
    }

    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        if superview == nil { presenter = nil }
    }
}
