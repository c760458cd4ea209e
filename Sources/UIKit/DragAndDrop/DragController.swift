import Foundation

/// The drag in progress (one finger drags at a time): it shows the lifted preview in the window under the
/// finger, finds the drop interaction under it and asks for proposals as it moves, and at the lift drops the
/// items on that view or sends the preview back.
@MainActor
final class DragController {
    /// How long the preview takes to drop or return, in seconds.
    static let settleDuration: TimeInterval = 0.3
    /// How long the lift takes, in seconds.
    static let liftDuration: TimeInterval = 0.2

    /// The drag in progress, if any.
    private(set) static var current: DragController?

    let session: DragSession
    let source: UIDragInteraction
    /// The view following the finger, in the window.
    let preview: UIView
    /// Where the preview lifted from, in the window.
    private let liftCenter: CGPoint
    /// The preview's centre less the finger's place, kept as the finger moves.
    private let grabOffset: CGVector
    private(set) var hasBegun = false
    /// Whether the finger lifted or the drag was cancelled: the preview is settling, and moves are ignored.
    private var hasEnded = false
    private(set) var target: UIDropInteraction?
    private var proposal = UIDropProposal(operation: .cancel)
    /// The drop interactions the drag has been over, told when it ends.
    private var seen: [UIDropInteraction] = []
    private var handles: [ObjectIdentifier: Bool] = [:]
    /// Animators handed out for items before they drop (a list's coordinator does), run with their drop.
    private var dropAnimators: [ObjectIdentifier: DragAnimator] = [:]

    private init(session: DragSession, source: UIDragInteraction, preview: UIView) {
        self.session = session
        self.source = source
        self.preview = preview
        liftCenter = preview.center
        grabOffset = CGVector(dx: preview.center.x - session.windowLocation.x, dy: preview.center.y - session.windowLocation.y)
    }

    /// Lifts `session`'s first item from `interaction`'s view: its preview (the delegate's, or a snapshot of the
    /// view) is put in the window where the view is. Nil while another drag is in progress.
    static func lift(_ session: DragSession, from interaction: UIDragInteraction, in window: UIWindow) -> DragController? {
        if let current, current.preview.window != nil { return nil }
        guard let view = interaction.view, let item = session.items.first else { return nil }
        let targeted = interaction.delegate?.dragInteraction(interaction, previewForLifting: item, session: session)
            ?? UITargetedDragPreview(view: view)
        let custom = item.previewProvider?()
        let shown: UIView
        if let custom {
            shown = custom.view
        } else if targeted.view.window != nil {
            shown = targeted.view.snapshotView(afterScreenUpdates: false) ?? UIView()
        } else {
            shown = targeted.view
        }
        shown.bounds = CGRect(origin: .zero, size: custom?.view.bounds.size ?? targeted.size)
        shown.center = targeted.target.container.convert(targeted.target.center, to: nil)
        apply(custom?.parameters ?? targeted.parameters, to: shown)
        shown.isUserInteractionEnabled = false
        shown.layer.shadowOpacity = 0.25
        shown.layer.shadowRadius = 8
        window.addSubview(shown)
        let controller = DragController(session: session, source: interaction, preview: shown)
        current = controller
        let animator = DragAnimator()
        interaction.delegate?.dragInteraction(interaction, willAnimateLiftWith: animator, session: session)
        animator.run(duration: liftDuration, {}, done: {})
        return controller
    }

    /// The finger moved to `location`, in the window: the first move begins the drag.
    func move(to location: CGPoint) {
        guard !hasEnded, location.x.isFinite, location.y.isFinite else { return }
        if !hasBegun {
            hasBegun = true
            source.delegate?.dragInteraction(source, sessionWillBegin: session)
        }
        session.windowLocation = location
        preview.center = CGPoint(x: location.x + grabOffset.dx, y: location.y + grabOffset.dy)
        source.delegate?.dragInteraction(source, sessionDidMove: session)
        updateTarget()
    }

    /// The finger lifted (`dropping`) or its touch was cancelled: the items drop on the view under it if it
    /// proposed a copy or move, or the preview returns.
    func end(dropping: Bool) {
        guard !hasEnded else { return }
        hasEnded = true
        guard hasBegun else {
            preview.removeFromSuperview()
            return forget()
        }
        if dropping { updateTarget() }
        let proposed = proposal.operation
        let operation: UIDropOperation = dropping && target != nil && (proposed == .copy || proposed == .move) ? proposed : .cancel
        source.delegate?.dragInteraction(source, session: session, willEndWith: operation)
        if operation == .cancel {
            if let target { target.delegate?.dropInteraction(target, sessionDidExit: session) }
            target = nil
            returnPreview()
        } else if let target {
            drop(on: target, operation: operation)
        }
    }

    /// Whether the drag has begun moving and not ended: items may still be added.
    var isInProgress: Bool { hasBegun && !hasEnded }

    /// Adds `items` to the session, as a tap on another draggable place does during the drag.
    func add(_ items: [UIDragItem]) {
        guard isInProgress else { return }
        session.items += items.filter { item in !session.items.contains { $0 === item } }
    }

    /// The animator `item`'s drop runs with, for a list's coordinator to hand out before the drop.
    func dropAnimator(for item: UIDragItem) -> DragAnimator {
        if let animator = dropAnimators[ObjectIdentifier(item)] { return animator }
        let animator = DragAnimator()
        dropAnimators[ObjectIdentifier(item)] = animator
        return animator
    }

    /// Asks the view under the finger again, as after its content scrolled.
    func refresh() {
        guard hasBegun, !hasEnded else { return }
        updateTarget()
    }

    /// `interaction` leaves its view: no longer a target, it is told the drag left it.
    func dropInteractionLeaves(_ interaction: UIDropInteraction) {
        guard target === interaction else { return }
        target = nil
        proposal = UIDropProposal(operation: .cancel)
        interaction.delegate?.dropInteraction(interaction, sessionDidExit: session)
    }

    private func updateTarget() {
        let found = dropInteraction(at: session.windowLocation)
        if found !== target {
            if let target { target.delegate?.dropInteraction(target, sessionDidExit: session) }
            target = found
            if let found {
                if !seen.contains(where: { $0 === found }) { seen.append(found) }
                found.delegate?.dropInteraction(found, sessionDidEnter: session)
            }
        }
        guard let target else { return proposal = UIDropProposal(operation: .cancel) }
        let proposed = target.delegate?.dropInteraction(target, sessionDidUpdate: session) ?? UIDropProposal(operation: .cancel)
        // A move the source does not allow is a cancel, as Apple documents for `UIDropOperation.move`.
        proposal = proposed.operation == .move && !session.allowsMoveOperation ? UIDropProposal(operation: .cancel) : proposed
    }

    /// The innermost drop interaction under `location` whose delegate takes the session.
    private func dropInteraction(at location: CGPoint) -> UIDropInteraction? {
        guard let window = session.window else { return nil }
        var view = window.hitTest(location, with: nil)
        while let current = view {
            for case let interaction as UIDropInteraction in current.interactions where handles(interaction) {
                return interaction
            }
            view = current.superview
        }
        return nil
    }

    private func handles(_ interaction: UIDropInteraction) -> Bool {
        let key = ObjectIdentifier(interaction)
        if let known = handles[key] { return known }
        let answer = interaction.delegate?.dropInteraction(interaction, canHandle: session) ?? false
        handles[key] = answer
        return answer
    }

    private func drop(on target: UIDropInteraction, operation: UIDropOperation) {
        target.delegate?.dropInteraction(target, performDrop: session)
        guard let item = session.items.first, let window = preview.window else { return finish(operation) }
        let fallback = UITargetedDragPreview(view: preview, parameters: UIDragPreviewParameters(),
                                             target: UIDragPreviewTarget(container: window, center: preview.center,
                                                                         transform: CGAffineTransform(scaleX: 0.5, y: 0.5)))
        let chosen = target.delegate?.dropInteraction(target, previewForDropping: item, withDefault: fallback)
        let animator = dropAnimator(for: item)
        target.delegate?.dropInteraction(target, item: item, willAnimateDropWith: animator)
        settle(to: chosen, fading: chosen == nil || chosen === fallback, with: animator) { [self] in
            target.delegate?.dropInteraction(target, concludeDrop: session)
            finish(operation)
        }
    }

    private func returnPreview() {
        guard let item = session.items.first, let window = preview.window else { return finish(.cancel) }
        let fallback = UITargetedDragPreview(view: preview, parameters: UIDragPreviewParameters(),
                                             target: UIDragPreviewTarget(container: window, center: liftCenter))
        let chosen = source.delegate?.dragInteraction(source, previewForCancelling: item, withDefault: fallback)
        let animator = DragAnimator()
        source.delegate?.dragInteraction(source, item: item, willAnimateCancelWith: animator)
        settle(to: chosen, fading: chosen == nil, with: animator) { [self] in finish(.cancel) }
    }

    /// Draws `view` as `parameters` say: its visible path masks it, its background colour fills behind it.
    private static func apply(_ parameters: UIPreviewParameters, to view: UIView) {
        if let color = parameters.backgroundColor { view.backgroundColor = color }
        guard let path = parameters.visiblePath else { return }
        let mask = CAShapeLayer()
        mask.frame = view.bounds
        mask.path = path.cgPath
        view.layer.mask = mask
    }

    /// Animates the preview to `destination`'s target (fading when `fading`), then removes it and calls `done`.
    private func settle(to destination: UITargetedDragPreview?, fading: Bool, with animator: DragAnimator,
                        done: @escaping () -> Void) {
        let preview = preview
        if let destination { Self.apply(destination.parameters, to: preview) }
        let place = destination.map { ($0.target.container.convert($0.target.center, to: nil), $0.target.transform) }
        animator.run(duration: Self.settleDuration, {
            if let (center, transform) = place {
                preview.center = center
                preview.transform = transform
            }
            if fading { preview.alpha = 0 }
        }, done: {
            preview.removeFromSuperview()
            done()
        })
    }

    private func finish(_ operation: UIDropOperation) {
        for interaction in seen { interaction.delegate?.dropInteraction(interaction, sessionDidEnd: session) }
        forget()
        source.delegate?.dragInteraction(source, session: session, didEndWith: operation)
    }

    private func forget() {
        if Self.current === self { Self.current = nil }
    }
}
