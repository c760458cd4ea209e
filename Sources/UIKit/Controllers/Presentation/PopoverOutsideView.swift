import Foundation

/// The clear view beneath a popover that takes taps outside it — and lets touches through to the popover's
/// passthrough views.
@MainActor
final class PopoverOutsideView: UIView {
    weak var popover: UIPopoverPresentationController? {
        didSet {
            guard gestureRecognizers?.isEmpty ?? true else { return }
            let tap = UITapGestureRecognizer()
            tap.addTarget(handler: { [weak self] _ in self?.popover?.outsideTapped() })
            addGestureRecognizer(tap)
        }
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let passes = popover?.passthroughViews?.contains { view in
            view.window != nil && view.bounds.contains(convert(point, to: view))
        } ?? false
        return passes ? nil : super.hitTest(point, with: event)
    }
}
