import Foundation

extension NSNotification.Name {
    /// Posted by an undo manager when it opens or closes a group (except a top-level group while undoing or
    /// redoing), and before it undoes or redoes.
    public static let NSUndoManagerCheckpoint = Notification.Name("NSUndoManagerCheckpointNotification")
    /// Posted just before an undo manager undoes a group.
    public static let NSUndoManagerWillUndoChange = Notification.Name("NSUndoManagerWillUndoChangeNotification")
    /// Posted just after an undo manager undid a group.
    public static let NSUndoManagerDidUndoChange = Notification.Name("NSUndoManagerDidUndoChangeNotification")
    /// Posted just before an undo manager redoes a group.
    public static let NSUndoManagerWillRedoChange = Notification.Name("NSUndoManagerWillRedoChangeNotification")
    /// Posted just after an undo manager redid a group.
    public static let NSUndoManagerDidRedoChange = Notification.Name("NSUndoManagerDidRedoChangeNotification")
    /// Posted when an undo manager opens a group.
    public static let NSUndoManagerDidOpenUndoGroup = Notification.Name("NSUndoManagerDidOpenUndoGroupNotification")
    /// Posted before an undo manager closes a group; `NSUndoManagerGroupIsDiscardableKey` tells whether it is
    /// discardable.
    public static let NSUndoManagerWillCloseUndoGroup = Notification.Name("NSUndoManagerWillCloseUndoGroupNotification")
    /// Posted after an undo manager closed a group.
    public static let NSUndoManagerDidCloseUndoGroup = Notification.Name("NSUndoManagerDidCloseUndoGroupNotification")
}

/// The user-info key of `.NSUndoManagerWillCloseUndoGroup`: a `Bool`, whether the closing group is discardable.
public let NSUndoManagerGroupIsDiscardableKey = "NSUndoManagerGroupIsDiscardableKey"

/// The order of the run-loop observer that closes groups opened by event, in Foundation's numbering: before
/// Core Animation's commit (2,000,000). Vellum closes them in the frame cycle's pass, before its commit.
public let NSUndoCloseGroupingRunLoopOrdering = 350_000

/// A manager with a group open by event, held weakly until the pass closes the group.
struct WeakUndoManager {
    weak var manager: UndoManager?
}

extension UndoManager {
    /// The managers whose groups opened by event the next pass of the frame cycle closes.
    static var managersWithEventGroups: [WeakUndoManager] = []

    /// Closes the groups registrations opened by event since the last pass: the end of a run-loop pass.
    /// A group the app nested inside is left open, and closes at a later pass once the app ends its own.
    static func closeGroupsOpenedByEvent() {
        guard !managersWithEventGroups.isEmpty else { return }
        let pending = managersWithEventGroups
        managersWithEventGroups = []
        for entry in pending {
            guard let manager = entry.manager, let group = manager.groupOpenedByEvent else { continue }
            if manager.openGroups.count == 1, manager.openGroups[0] === group {
                manager.endUndoGrouping()
            } else if manager.openGroups.first === group {
                managersWithEventGroups.append(entry)
            }
        }
    }
}
