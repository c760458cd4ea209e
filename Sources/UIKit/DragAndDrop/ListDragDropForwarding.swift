import Foundation

/// What a table's and a collection view's drag and drop forwarders share: the two interactions they add to
/// their list.
@MainActor
protocol ListDragDropForwarding: AnyObject {
    /// Lifts the list's rows or items for its drag delegate.
    var dragInteraction: UIDragInteraction { get }
    /// Takes drags over the list for its drop delegate, and reorders.
    var dropInteraction: UIDropInteraction { get }
}

extension UIView {
    /// Adds a list's drag interaction while it has a drag delegate (enabled with `dragEnabled`) and its drop
    /// interaction while it has either delegate (rows or items dragged within the list reorder without a drop
    /// delegate); removes them otherwise. Returns the forwarder to keep: `current`, one `make` gives, or nil.
    func updateListDragAndDrop<Forwarder: ListDragDropForwarding>(
        _ current: Forwarder?, dragging: Bool, dropping: Bool, dragEnabled: Bool, make: () -> Forwarder
    ) -> Forwarder? {
        guard dragging || dropping else {
            if let current {
                removeInteraction(current.dragInteraction)
                removeInteraction(current.dropInteraction)
            }
            return nil
        }
        let forwarder = current ?? make()
        if dragging {
            forwarder.dragInteraction.isEnabled = dragEnabled
            addInteraction(forwarder.dragInteraction)
        } else {
            removeInteraction(forwarder.dragInteraction)
        }
        addInteraction(forwarder.dropInteraction)
        return forwarder
    }
}
