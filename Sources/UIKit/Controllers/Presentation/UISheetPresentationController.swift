import Foundation

/// The presentation controller of page and form sheets (and `.automatic`): a sheet with rounded top corners
/// over a dimmed presenter, resting at one of its `detents` in a compact window — dragged between them, and
/// dismissed by a downward swipe — or at the page or form sheet's size in a large one (700 points or more
/// either way), where Vellum, like iPadOS without page sizing, ignores detents.
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// How dark the dimming view is at a dimmed detent.
    static let dimmingAlpha: CGFloat = 0.3
    /// The system's corner radius.
    static let cornerRadius: CGFloat = 10
    /// How long `animateChanges(_:)` and a sheet settling after a drag take.
    static let settleDuration: TimeInterval = 0.4

    /// The heights the sheet may rest at; `[.large()]` by default. An empty list is refused.
    open var detents: [Detent] = [.large()] {
        didSet {
            guard detents.isEmpty else { return sheetDidChange() }
            uikitLog.error("UISheetPresentationController: detents must not be empty; keeping \(oldValue.map(\.identifier.rawValue)).")
            detents = oldValue
        }
    }

    /// The detent the sheet rests at; nil for the smallest.
    open var selectedDetentIdentifier: Detent.Identifier? { didSet { sheetDidChange() } }

    /// The largest detent at which the presenter is not dimmed and takes touches; nil dims at every detent.
    open var largestUndimmedDetentIdentifier: Detent.Identifier? { didSet { sheetDidChange() } }

    /// Whether a grabber shows at the top of the sheet; false by default.
    open var prefersGrabberVisible = false { didSet { sheetDidChange() } }

    /// The sheet's corner radius; nil for the system's.
    open var preferredCornerRadius: CGFloat? { didSet { sheetDidChange() } }

    /// Whether dragging up in a scroll view of the sheet's content grows the sheet to its largest detent
    /// before the content scrolls; true by default. False lets the content scroll at any detent.
    open var prefersScrollingExpandsWhenScrolledToEdge = true

    /// Whether the sheet is attached to the bottom edge in a compact height; false by default. Kept only.
    open var prefersEdgeAttachedInCompactHeight = false

    /// Makes changes to the sheet's properties animate: the sheet moves to its new detent and the dimming
    /// follows inside one animation.
    open func animateChanges(_ changes: () -> Void) {
        withoutActuallyEscaping(changes) { changes in
            UIView.animate(withDuration: Self.settleDuration, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState],
                           animations: {
                               changes()
                               self.layoutSheet()
                           })
        }
    }

    /// The sheet: a rounded, clipped view holding the presented controller's view and the grabber.
    override open var presentedView: UIView? { sheetView }

    override open var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        if let height = restingHeight(in: container) {
            return CGRect(x: 0, y: container.bounds.height - height, width: container.bounds.width, height: height)
        }
        return Self.sheetFrame(presentationStyle, in: container.bounds, safeArea: container.safeAreaInsets)
    }

    override open var shouldPresentInFullscreen: Bool { false }

    // MARK: Chrome

    let sheetView = SheetView()
    let dimmingView = UIView()
    let grabberView = UIView()
    /// The drag that moves the sheet between detents and dismisses it.
    private(set) lazy var panRecognizer: UIPanGestureRecognizer = {
        let pan = UIPanGestureRecognizer()
        pan.maximumNumberOfTouches = 1
        pan.addTarget(handler: { [weak self] in self?.handlePan($0) })
        return pan
    }()
    /// The drag under way, if any.
    var drag: SheetDrag?

    override func suits(_ style: UIModalPresentationStyle) -> Bool { style == .pageSheet || style == .formSheet }

    override open func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        dimmingView.backgroundColor = .black
        dimmingView.alpha = 0
        dimmingView.frame = container.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.insertSubview(dimmingView, at: 0)
        sheetView.sheet = self
        sheetView.clipsToBounds = true
        sheetView.frame = frameOfPresentedViewInContainerView
        let content: UIView = presentedViewController.view
        content.frame = sheetView.bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        sheetView.addSubview(content)
        grabberView.backgroundColor = .tertiaryLabel
        grabberView.layer.cornerRadius = 2.5
        grabberView.isUserInteractionEnabled = false
        sheetView.addSubview(grabberView)
        sheetView.addGestureRecognizer(panRecognizer)
        styleSheet()
        letTouchesThroughWhenUndimmed()
        animateAlongside { self.dimmingView.alpha = self.restingDimming }
    }

    override open func dismissalTransitionWillBegin() {
        animateAlongside { self.dimmingView.alpha = 0 }
    }

    override open func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { sheetView.removeGestureRecognizer(panRecognizer) }
    }

    override open func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { sheetView.removeGestureRecognizer(panRecognizer) }
    }

    override open func containerViewWillLayoutSubviews() {
        guard phase == nil, drag == nil else { return }
        layoutSheet()
    }

    /// Runs `change` with the transition under way, or at once when there is none.
    private func animateAlongside(_ change: @escaping () -> Void) {
        if let coordinator = presentedViewController.transitionCoordinator, coordinator.isAnimated {
            coordinator.animate(alongsideTransition: { _ in change() }, completion: nil)
        } else {
            change()
        }
    }

    /// A property changed: the sheet takes it on, at once or inside `animateChanges(_:)`'s animation.
    private func sheetDidChange() {
        guard isActive, phase == nil, drag == nil else { return }
        layoutSheet()
    }

    /// Puts the sheet at its resting frame, the dimming at its resting darkness, and styles both.
    func layoutSheet() {
        guard let container = containerView else { return }
        dimmingView.frame = container.bounds
        sheetView.frame = frameOfPresentedViewInContainerView
        dimmingView.alpha = restingDimming
        letTouchesThroughWhenUndimmed()
        styleSheet()
    }

    /// Undimmed, the presenter beneath takes the touches outside the sheet.
    private func letTouchesThroughWhenUndimmed() {
        dimmingView.isUserInteractionEnabled = restingDimming > 0
        (containerView as? PresentationContainerView)?.passesTouchesThrough = restingDimming == 0
    }

    /// The corner radius (top corners only when the sheet reaches the bottom) and the grabber, 36 × 5 points,
    /// 5 points below the top, centred.
    private func styleSheet() {
        let bounds = sheetView.frame
        let floating = containerView.map { bounds.maxY < $0.bounds.height } ?? false
        sheetView.layer.cornerRadius = preferredCornerRadius ?? Self.cornerRadius
        sheetView.layer.maskedCorners = floating
            ? [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
            : [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        grabberView.frame = CGRect(x: (bounds.width - 36) / 2, y: 5, width: 36, height: 5)
        grabberView.isHidden = !prefersGrabberVisible
        sheetView.bringSubviewToFront(grabberView)
    }

    // MARK: Detents

    /// Whether `bounds` is a large window's: 700 points or more either way.
    static func isLarge(_ bounds: CGRect) -> Bool { bounds.width >= 700 && bounds.height >= 700 }

    /// A sheet's frame: in a compact window the width of the window from just below the top of its safe area;
    /// in a large one, a page sheet 704 points wide and a form sheet 540 × 620, centred.
    static func sheetFrame(_ style: UIModalPresentationStyle, in bounds: CGRect, safeArea: UIEdgeInsets) -> CGRect {
        guard isLarge(bounds) else {
            let top = safeArea.top + 10
            return CGRect(x: 0, y: top, width: bounds.width, height: max(0, bounds.height - top))
        }
        if style == .formSheet {
            let size = CGSize(width: min(540, bounds.width), height: min(620, bounds.height))
            return CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
        }
        let width = min(704, bounds.width), top = safeArea.top + 20
        return CGRect(x: bounds.midX - width / 2, y: top, width: width, height: max(0, bounds.height - top))
    }

    /// The active detents in `container`, shortest first, with their heights (the bottom safe area included);
    /// empty in a large window.
    func resolvedDetents(in container: UIView) -> [(identifier: Detent.Identifier, height: CGFloat)] {
        let bounds = container.bounds
        guard !Self.isLarge(bounds) else { return [] }
        let safeArea = container.safeAreaInsets
        let largest = max(0, bounds.height - safeArea.top - 10)
        let context = SheetDetentContext(maximumDetentValue: max(0, largest - safeArea.bottom))
        return detents.compactMap { detent in
            detent.resolvedValue(in: context).map { (detent.identifier, $0 + safeArea.bottom) }
        }.sorted { $0.height < $1.height }
    }

    /// The identifier of the detent the sheet rests at: the selected one while active, else the smallest.
    func restingDetent(in container: UIView) -> (identifier: Detent.Identifier, height: CGFloat)? {
        let resolved = resolvedDetents(in: container)
        return resolved.first { $0.identifier == selectedDetentIdentifier } ?? resolved.first
    }

    private func restingHeight(in container: UIView) -> CGFloat? { restingDetent(in: container)?.height }

    /// How dark the dimming is at the resting detent: clear at or below the largest undimmed detent.
    var restingDimming: CGFloat {
        guard let container = containerView, let undimmed = largestUndimmedDetentIdentifier,
              let resting = restingDetent(in: container),
              let limit = resolvedDetents(in: container).first(where: { $0.identifier == undimmed }) else {
            return Self.dimmingAlpha
        }
        return resting.height <= limit.height ? 0 : Self.dimmingAlpha
    }
}
