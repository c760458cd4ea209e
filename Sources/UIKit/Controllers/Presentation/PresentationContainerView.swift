import Foundation

/// The view a presentation happens in: it tells its presentation controller when it lays out, and takes the
/// touches on its empty parts — unless the presentation lets them through to the presenter (an undimmed
/// sheet, a popover's passthrough views).
@MainActor
final class PresentationContainerView: UIView {
    weak var presentationController: UIPresentationController?
    /// Whether touches on no subview reach the views beneath.
    var passesTouchesThrough = false

    override func layoutSubviews() {
        presentationController?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        presentationController?.containerViewDidLayoutSubviews()
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self && passesTouchesThrough ? nil : hit
    }
}
