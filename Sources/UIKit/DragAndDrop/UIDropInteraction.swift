import Foundation

/// Lets its view take drags dropped on it: the delegate says what a drop would do as the drag moves over the
/// view, and takes the items when the finger lifts.
@preconcurrency @MainActor
open class UIDropInteraction: NSObject, UIInteraction {
    /// Decides and takes drops.
    open private(set) weak var delegate: UIDropInteractionDelegate?
    /// The view the interaction is added to.
    public private(set) weak var view: UIView?

    /// An interaction asking `delegate` about drops.
    public init(delegate: UIDropInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    /// A drag over the view it leaves is told it left (drags find the interaction through its view).
    public func willMove(to view: UIView?) {
        DragController.current?.dropInteractionLeaves(self)
    }

    /// Remembers the view.
    public func didMove(to view: UIView?) {
        self.view = view
    }
}
