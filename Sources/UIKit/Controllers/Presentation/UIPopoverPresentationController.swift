import Foundation

/// The presentation controller of `.popover`: in a large window (700 points or more either way) a rounded
/// bubble beside its source with an arrow pointing at it, dismissed by a tap outside; in a compact one it
/// adapts — to a sheet by default, or to what the delegate's `adaptivePresentationStyle(for:traitCollection:)`
/// returns for the window's traits (`.none` keeps the popover).
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// How far the arrow reaches out of the bubble.
    static let arrowHeight: CGFloat = 13
    /// How wide the arrow is where it meets the bubble.
    static let arrowBase: CGFloat = 26
    /// The bubble's corner radius.
    static let cornerRadius: CGFloat = 13
    /// The popover keeps this far from the window's safe edges.
    static let margin: CGFloat = 10
    /// The content's size when the presented controller prefers none.
    static let defaultContentSize = CGSize(width: 320, height: 480)

    /// The view the popover points at, with `sourceRect`.
    open var sourceView: UIView?
    /// The rectangle in `sourceView` the popover points at; `.zero` for the whole view.
    open var sourceRect: CGRect = .zero
    /// The bar button item the popover points at.
    open var barButtonItem: UIBarButtonItem? {
        get { sourceItem as? UIBarButtonItem }
        set { sourceItem = newValue }
    }
    /// The item the popover points at: a view or a bar button item.
    open var sourceItem: UIPopoverPresentationControllerSourceItem?
    /// The directions the arrow may point; `.any` by default.
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// The direction the arrow points, once shown; `.unknown` before, or when adapted.
    public internal(set) var arrowDirection: UIPopoverArrowDirection = .unknown
    /// Views that take touches while the popover is shown, rather than dismissing it.
    open var passthroughViews: [UIView]?
    /// The bubble's colour, arrow included; nil for the system background.
    open var backgroundColor: UIColor? { didSet { popoverView.fillColor = backgroundColor ?? .white } }

    /// The sheet the popover adapts to in a compact window, configured before presenting.
    public var adaptiveSheetPresentationController: UISheetPresentationController {
        if let sheet = adaptivePresentation as? UISheetPresentationController { return sheet }
        let sheet = UISheetPresentationController(presentedViewController: presentedViewController, presenting: presentingStorage)
        adaptivePresentation = sheet
        return sheet
    }

    /// A popover adapts to a sheet.
    override open var adaptivePresentationStyle: UIModalPresentationStyle { .formSheet }

    override open var shouldPresentInFullscreen: Bool { false }

    /// The bubble, arrow included, holding the presented controller's view.
    override open var presentedView: UIView? { popoverView }

    override open var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView, let source = sourceFrame(in: container) else { return .zero }
        return placement(for: source, in: container).frame
    }

    // MARK: The presentation

    let popoverView = PopoverView()
    /// Takes taps outside the popover, except on the passthrough views.
    let outsideView = PopoverOutsideView()
    /// The presentation the popover adapted to, while it is used.
    var adaptivePresentation: UIPresentationController?

    override func suits(_ style: UIModalPresentationStyle) -> Bool { style == .popover }

    /// The style to present in within `bounds`: nil keeps the popover (a large window, or the delegate says
    /// `.none`).
    func adaptedStyle(in bounds: CGRect, traitCollection: UITraitCollection) -> UIModalPresentationStyle? {
        guard !UISheetPresentationController.isLarge(bounds) else { return nil }
        let style = delegate?.adaptivePresentationStyle(for: self, traitCollection: traitCollection) ?? adaptivePresentationStyle
        switch style {
        case .pageSheet, .formSheet, .automatic, .fullScreen, .overFullScreen: return style == .automatic ? .pageSheet : style
        default: return nil
        }
    }

    /// The presentation controller of the adapted `style`, with the popover's delegate.
    func makeAdaptivePresentation(_ style: UIModalPresentationStyle) -> UIPresentationController {
        let adapted: UIPresentationController = style == .pageSheet || style == .formSheet
            ? adaptiveSheetPresentationController
            : FullScreenPresentationController(presentedViewController: presentedViewController, presenting: presentingStorage)
        adaptivePresentation = adapted
        adapted.delegate = adapted.delegate ?? delegate
        return adapted
    }

    /// Where the source is in `container`: the source item, or the source view's `sourceRect` (its bounds when
    /// zero); nil when neither is on screen.
    func sourceFrame(in container: UIView) -> CGRect? {
        if let item = sourceItem { return item.frame(in: container) }
        guard let sourceView, sourceView.window != nil else { return nil }
        return sourceView.convert(sourceRect == .zero ? sourceView.bounds : sourceRect, to: container)
    }

    override open func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        outsideView.frame = container.bounds
        outsideView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        outsideView.popover = self
        container.insertSubview(outsideView, at: 0)
        (container as? PresentationContainerView)?.passesTouchesThrough = true
        popoverView.fillColor = backgroundColor ?? .white
        let content: UIView = presentedViewController.view
        popoverView.setContent(content)
        layoutPopover()
    }

    override open func containerViewWillLayoutSubviews() {
        guard phase == nil else { return }
        layoutPopover()
    }

    override open func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { arrowDirection = .unknown }
    }

    /// Puts the bubble beside its source, its arrow pointing at it.
    private func layoutPopover() {
        guard let container = containerView, let source = sourceFrame(in: container) else { return }
        let placed = placement(for: source, in: container)
        popoverView.frame = placed.frame
        popoverView.arrow = (placed.direction, placed.tip)
        arrowDirection = placed.direction
    }

    /// A tap outside the popover: it goes, unless the delegate or `isModalInPresentation` keeps it.
    func outsideTapped() {
        guard isActive, phase == nil else { return }
        let popoverDelegate = delegate as? UIPopoverPresentationControllerDelegate
        guard !presentedViewController.isModalInPresentation,
              popoverDelegate?.popoverPresentationControllerShouldDismissPopover(self) ?? true,
              delegate?.presentationControllerShouldDismiss(self) ?? true else {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return
        }
        delegate?.presentationControllerWillDismiss(self)
        presentedViewController.startDismissing(animated: true) { [weak self] in
            guard let self else { return }
            self.delegate?.presentationControllerDidDismiss(self)
        }
    }
}
