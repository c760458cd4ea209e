import Foundation

/// Lets the user drag items out of its view: a press held still lifts the delegate's items (a preview of the
/// view rises under the finger), moving carries them over the window, and lifting the finger drops them on the
/// view under it that proposes a copy or move (its `UIDropInteraction`), or sends the preview back.
@preconcurrency @MainActor
open class UIDragInteraction: NSObject, UIInteraction {
    /// Gives the items and hears of the drag.
    open private(set) weak var delegate: UIDragInteractionDelegate?
    /// The view the interaction is added to.
    public private(set) weak var view: UIView?
    /// Whether the press lifts; `isEnabledByDefault` at first.
    open var isEnabled: Bool {
        didSet {
            lift.isEnabled = isEnabled
            addTap.isEnabled = isEnabled
        }
    }
    /// Whether the view's other gestures may recognize alongside the press before the lift (one that does, by
    /// moving the finger, ends the lift); false by default: they fail once the drag lifts.
    open var allowsSimultaneousRecognitionDuringLift = false

    /// Whether new drag interactions are enabled: on iPad, not on iPhone (the idiom of the main screen here).
    open class var isEnabledByDefault: Bool { UIDevice.current.userInterfaceIdiom == .pad }

    /// How long the press is held before the lift, in seconds.
    static let liftDelay: TimeInterval = 0.5

    private let lift = UILongPressGestureRecognizer()
    /// A tap during a drag in progress, adding the delegate's items for its place to that drag.
    let addTap = UITapGestureRecognizer()
    private let arbiter = LiftArbiter()

    /// An interaction asking `delegate` for what to drag.
    public init(delegate: UIDragInteractionDelegate) {
        self.delegate = delegate
        isEnabled = Self.isEnabledByDefault
        super.init()
        lift.minimumPressDuration = Self.liftDelay
        lift.isEnabled = isEnabled
        arbiter.interaction = self
        lift.delegate = arbiter
        lift.addTarget(handler: { [weak self] recognizer in self?.liftChanged(recognizer) })
        addTap.isEnabled = isEnabled
        addTap.delegate = arbiter
        addTap.addTarget(handler: { [weak self] recognizer in self?.addTapped(recognizer) })
    }

    /// Cancels its drag, if one is in progress, and removes the press from the view it leaves.
    public func willMove(to view: UIView?) {
        drag?.end(dropping: false)
        self.view?.removeGestureRecognizer(lift)
        self.view?.removeGestureRecognizer(addTap)
    }

    /// Adds the press to the view it joins.
    public func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(lift)
        view?.addGestureRecognizer(addTap)
    }

    /// The drag this interaction lifted, while it lasts.
    private var drag: DragController? {
        guard let current = DragController.current, current.source === self else { return nil }
        return current
    }

    private func addTapped(_ recognizer: UIGestureRecognizer) {
        guard recognizer.state == .ended, let drag = DragController.current, drag.isInProgress,
              let delegate, let view else { return }
        drag.add(delegate.dragInteraction(self, itemsForAddingTo: drag.session, withTouchAt: recognizer.location(in: view)), from: self)
    }

    private func liftChanged(_ recognizer: UIGestureRecognizer) {
        let location = recognizer.location(in: nil)
        switch recognizer.state {
        case .began:
            guard let delegate, let view, let window = view.window else { return }
            let session = DragSession(items: [], window: window, location: location)
            let items = delegate.dragInteraction(self, itemsForBeginning: session)
            guard !items.isEmpty else { return }
            session.items = items
            session.allowsMoveOperation = delegate.dragInteraction(self, sessionAllowsMoveOperation: session)
            session.isRestrictedToDraggingApplication = delegate.dragInteraction(self, sessionIsRestrictedToDraggingApplication: session)
            _ = DragController.lift(session, from: self, in: window)
        case .changed:
            drag?.move(to: location)
        case .ended:
            drag?.end(dropping: true)
        case .cancelled, .failed:
            drag?.end(dropping: false)
        default:
            break
        }
    }
}

/// Lets the lift's press recognize alongside the view's other gestures as its interaction allows, and the tap
/// that adds items take only touches made during a drag, alongside anything.
@MainActor
private final class LiftArbiter: UIGestureRecognizerDelegate {
    weak var interaction: UIDragInteraction?

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        let dragging = DragController.current?.isInProgress ?? false
        return gestureRecognizer === interaction?.addTap ? dragging : !dragging
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        gestureRecognizer === interaction?.addTap || (interaction?.allowsSimultaneousRecognitionDuringLift ?? false)
    }
}
