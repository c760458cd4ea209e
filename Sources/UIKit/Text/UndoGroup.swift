import Foundation

/// One undo group: the operations registered between a begin and an end of grouping, undone together, in
/// reverse order. Nested groups are entries of their parent.
@MainActor
final class UndoGroup {
    /// An entry of a group: one registered operation, or a nested group.
    enum Entry {
        case operation(UndoOperation)
        case group(UndoGroup)
    }

    /// The entries, in the order they were registered.
    var entries: [Entry] = []
    /// The name the Undo and Redo commands show for the group.
    var actionName = ""
    /// Whether undoing the group changes nothing that needs saving.
    var isDiscardable = false
    /// Whether the group goes to the redo stack when it closes: it was opened while undoing.
    let closesOntoRedoStack: Bool

    init(closesOntoRedoStack: Bool) {
        self.closesOntoRedoStack = closesOntoRedoStack
    }

    var isEmpty: Bool { entries.isEmpty }

    /// Runs the group's operations, the last registered first.
    func perform() {
        for entry in entries.reversed() {
            switch entry {
            case .operation(let operation): operation.perform()
            case .group(let group): group.perform()
            }
        }
    }

    /// Drops the operations on `target`, and the nested groups that become empty.
    func removeOperations(on target: ObjectIdentifier) {
        entries = entries.compactMap { entry in
            switch entry {
            case .operation(let operation):
                return operation.targetIdentifier == target ? nil : entry
            case .group(let group):
                group.removeOperations(on: target)
                return group.isEmpty ? nil : entry
            }
        }
    }
}

/// A registered undo operation: what to do to its target, which the manager does not keep alive (Apple's
/// manager holds it unowned; a target gone by the time of the undo is skipped).
@MainActor
struct UndoOperation {
    weak var target: AnyObject?
    let targetIdentifier: ObjectIdentifier
    let action: @MainActor (AnyObject) -> Void

    init(target: AnyObject, action: @escaping @MainActor (AnyObject) -> Void) {
        self.target = target
        targetIdentifier = ObjectIdentifier(target)
        self.action = action
    }

    func perform() {
        guard let target else { return }
        action(target)
    }
}
