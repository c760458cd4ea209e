import Foundation

/// The drag in progress (one finger drags at a time): it shows the items' lifted previews in the window, the
/// first under the finger and the others stacked beneath it, finds the drop interaction under it and asks for
/// proposals as it moves, and at the lift drops the items on that view or sends each preview back.
@MainActor
final class DragController {
    /// How long the preview takes to drop or return, in seconds.
    static let settleDuration: TimeInterval = 0.3
    /// How long the lift takes, in seconds.
    static let liftDuration: TimeInterval = 0.2
    /// How far each further item's preview sits below and right of the one above it in the stack; Apple gives
    /// no figure.
    static let stackStep = CGVector(dx: 4, dy: 4)
    /// How many steps the stack shows; the previews past it sit at the last step, hidden by those above.
    static let stackDepth = 3

    /// The drag in progress, if any.
    private(set) static var current: DragController?

    /// An item's preview in the window and where it lifted from.
    private struct Lifted {
        let item: UIDragItem
        let view: UIView
        let liftCenter: CGPoint
    }

    let session: DragSession
    let source: UIDragInteraction
    /// The items' previews, in the session's order, the first on top.
    private var lifted: [Lifted]
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

    private init(session: DragSession, source: UIDragInteraction, lifted: [Lifted]) {
        self.session = session
        self.source = source
        self.lifted = lifted
        let center = lifted[0].liftCenter
        grabOffset = CGVector(dx: center.x - session.windowLocation.x, dy: center.y - session.windowLocation.y)
    }

    /// The first item's preview, which follows the finger.
    var preview: UIView { lifted[0].view }

    /// The size of `item`'s preview; zero for an item not in the drag.
    func previewSize(for item: UIDragItem) -> CGSize {
        lifted.first { $0.item === item }?.view.bounds.size ?? .zero
    }

    /// Lifts `session`'s items from `interaction`'s view: each item's preview (the delegate's, or a snapshot of
    /// the view) is put in the window where it lifts from, the first on top. Nil while another drag is in
    /// progress.
    static func lift(_ session: DragSession, from interaction: UIDragInteraction, in window: UIWindow) -> DragController? {
        if let current, current.preview.window != nil { return nil }
        let lifted = session.items.compactMap { lift($0, from: interaction, session: session) }
        guard !lifted.isEmpty else { return nil }
        for preview in lifted.reversed() { window.addSubview(preview.view) }
        let controller = DragController(session: session, source: interaction, lifted: lifted)
        current = controller
        let animator = DragAnimator()
        interaction.delegate?.dragInteraction(interaction, willAnimateLiftWith: animator, session: session)
        animator.run(duration: liftDuration, {}, done: {})
        return controller
    }

    /// `item`'s preview from `interaction`'s view, where it lifts from in the window; nil without a view.
    private static func lift(_ item: UIDragItem, from interaction: UIDragInteraction, session: DragSession) -> Lifted? {
        guard let view = interaction.view else { return nil }
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
        return Lifted(item: item, view: shown, liftCenter: shown.center)
    }

    /// Puts the first preview under the finger and each other one a step further down the stack beneath it.
    private func stackPreviews() {
        let top = CGPoint(x: session.windowLocation.x + grabOffset.dx, y: session.windowLocation.y + grabOffset.dy)
        for (index, preview) in lifted.enumerated() {
            let step = CGFloat(min(index, Self.stackDepth))
            preview.view.center = CGPoint(x: top.x + step * Self.stackStep.dx, y: top.y + step * Self.stackStep.dy)
        }
    }

    /// The finger moved to `location`, in the window: the first move begins the drag.
    func move(to location: CGPoint) {
        guard !hasEnded, location.x.isFinite, location.y.isFinite else { return }
        if !hasBegun {
            hasBegun = true
            source.delegate?.dragInteraction(source, sessionWillBegin: session)
        }
        session.windowLocation = location
        stackPreviews()
        source.delegate?.dragInteraction(source, sessionDidMove: session)
        updateTarget()
    }

    /// The finger lifted (`dropping`) or its touch was cancelled: the items drop on the view under it if it
    /// proposed a copy or move, or the preview returns.
    func end(dropping: Bool) {
        guard !hasEnded else { return }
        hasEnded = true
        guard hasBegun else {
            for preview in lifted { preview.view.removeFromSuperview() }
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

    /// Adds `items` to the session, as a tap on `interaction`'s view does during the drag: their previews lift
    /// from there and join the bottom of the stack.
    func add(_ items: [UIDragItem], from interaction: UIDragInteraction) {
        guard isInProgress, let window = preview.window else { return }
        let added = items.filter { item in !session.items.contains { $0 === item } }
        session.items += added
        for item in added {
            guard let preview = Self.lift(item, from: interaction, session: session) else { continue }
            window.insertSubview(preview.view, belowSubview: lifted[lifted.count - 1].view)
            lifted.append(preview)
        }
        stackPreviews()
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

    /// Drops the items on `target`: each preview settles where the target says (or shrinks and fades where it
    /// is); the drop concludes once all have settled.
    private func drop(on target: UIDropInteraction, operation: UIDropOperation) {
        target.delegate?.dropInteraction(target, performDrop: session)
        guard let window = preview.window else { return finish(operation) }
        var unsettled = lifted.count
        for preview in lifted {
            let fallback = UITargetedDragPreview(view: preview.view, parameters: UIDragPreviewParameters(),
                                                 target: UIDragPreviewTarget(container: window, center: preview.view.center,
                                                                             transform: CGAffineTransform(scaleX: 0.5, y: 0.5)))
            let chosen = target.delegate?.dropInteraction(target, previewForDropping: preview.item, withDefault: fallback)
            let animator = dropAnimator(for: preview.item)
            target.delegate?.dropInteraction(target, item: preview.item, willAnimateDropWith: animator)
            settle(preview.view, to: chosen, fading: chosen == nil || chosen === fallback, with: animator) { [self] in
                unsettled -= 1
                guard unsettled == 0 else { return }
                target.delegate?.dropInteraction(target, concludeDrop: session)
                finish(operation)
            }
        }
    }

    /// Sends each preview back where it lifted from (or where the source says); the drag ends once all are back.
    private func returnPreview() {
        guard let window = preview.window else { return finish(.cancel) }
        var unsettled = lifted.count
        for preview in lifted {
            let fallback = UITargetedDragPreview(view: preview.view, parameters: UIDragPreviewParameters(),
                                                 target: UIDragPreviewTarget(container: window, center: preview.liftCenter))
            let chosen = source.delegate?.dragInteraction(source, previewForCancelling: preview.item, withDefault: fallback)
            let animator = DragAnimator()
            source.delegate?.dragInteraction(source, item: preview.item, willAnimateCancelWith: animator)
            settle(preview.view, to: chosen, fading: chosen == nil, with: animator) { [self] in
                unsettled -= 1
                if unsettled == 0 { finish(.cancel) }
            }
        }
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

    /// Animates `preview` to `destination`'s target (fading when `fading`), then removes it and calls `done`.
    private func settle(_ preview: UIView, to destination: UITargetedDragPreview?, fading: Bool, with animator: DragAnimator,
                        done: @escaping () -> Void) {
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
