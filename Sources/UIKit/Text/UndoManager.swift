import Foundation

/// A recorder of operations that undoes and redoes them: Foundation's class, which Foundation on Linux lacks.
///
/// Operations are registered in groups; `undo()` reverts the newest group as one unit, and what the undone
/// operations register while undoing becomes the group that `redo()` replays. With `groupsByEvent` (the
/// default) the first registration opens a group that the end of the run-loop pass closes — a pass of the
/// frame cycle, so `FramePass.runOnce()` closes it in a test. Responders find their manager up the responder
/// chain (`UIResponder.undoManager`); each window has one.
///
/// Where Foundation raises an exception (ending a group that was never begun, registering with no open group
/// while `groupsByEvent` is off, undoing inside nested groups), the call is refused and logged.
@preconcurrency @MainActor
open class UndoManager: NSObject {
    /// Groups that undo reverts, newest last.
    var undoStack: [UndoGroup] = []
    /// Groups that redo replays, newest last.
    var redoStack: [UndoGroup] = []
    /// The groups begun and not yet ended, outermost first.
    var openGroups: [UndoGroup] = []
    /// The top-level group a registration opened because `groupsByEvent` is on: the pass closes it.
    weak var groupOpenedByEvent: UndoGroup?
    private var disabledCount = 0

    /// An undo manager with empty stacks.
    public override init() {
        super.init()
    }

    // MARK: Settings

    /// Whether a registration with no open group opens one that the end of the run-loop pass closes;
    /// true by default.
    open var groupsByEvent = true

    /// The most groups the undo stack keeps (the oldest are dropped); 0, the default, keeps them all.
    /// Lowering it drops the excess at once. A negative value is refused.
    open var levelsOfUndo = 0 {
        didSet {
            guard levelsOfUndo >= 0 else {
                uikitLog.error("UndoManager: levelsOfUndo cannot be negative (\(levelsOfUndo)); keeping \(oldValue).")
                levelsOfUndo = oldValue
                return
            }
            trim(&undoStack)
            trim(&redoStack)
        }
    }

    /// The run-loop modes in which groups close by event; recorded (the frame cycle closes them in every mode).
    open var runLoopModes: [RunLoop.Mode] = [.default]

    // MARK: Registering

    /// Registers `handler`, called with `target` when the group is undone (or redone). The manager does not
    /// keep `target` alive; an operation whose target has gone does nothing.
    @preconcurrency
    open func registerUndo<TargetType: AnyObject>(withTarget target: TargetType,
                                                  handler: @escaping @MainActor (TargetType) -> Void) {
        record(UndoOperation(target: target) { object in
            if let typed = object as? TargetType { handler(typed) }
        })
    }

    /// Registers sending `selector` to `target` with `object` as its argument (the manager keeps `object`
    /// alive). The selector is performed as target–action performs it: a method bound to it, the target's
    /// `method(for:)`, or a standard edit action; one the target cannot perform is logged when undone.
    open func registerUndo(withTarget target: AnyObject, selector: Selector, object: Any?) {
        record(UndoOperation(target: target) { receiver in
            if !performAction(selector, on: receiver, sender: object, event: nil) {
                UnsendableSelectors.report(selector, target: receiver)
            }
        })
    }

    /// Adds `operation` to the open group, opening one by event when there is none.
    private func record(_ operation: UndoOperation) {
        guard isUndoRegistrationEnabled else { return }
        if openGroups.isEmpty {
            guard groupsByEvent else {
                return uikitLog.error("UndoManager: must begin a group before registering undo (groupsByEvent is off); the operation is not registered.")
            }
            beginUndoGrouping()
            groupOpenedByEvent = openGroups.first
            UndoManager.managersWithEventGroups.append(WeakUndoManager(manager: self))
        }
        if !isUndoing && !isRedoing { redoStack.removeAll() }
        openGroups[openGroups.count - 1].entries.append(.operation(operation))
    }

    /// Whether registrations are recorded: true unless `disableUndoRegistration()` was called more often than
    /// `enableUndoRegistration()`.
    open var isUndoRegistrationEnabled: Bool { disabledCount == 0 }

    /// Stops recording registrations until a matching `enableUndoRegistration()`; calls nest.
    open func disableUndoRegistration() {
        disabledCount += 1
    }

    /// Ends one `disableUndoRegistration()`; one without a matching disable is refused and logged.
    open func enableUndoRegistration() {
        guard disabledCount > 0 else {
            return uikitLog.error("UndoManager: enableUndoRegistration() without a matching disableUndoRegistration(); ignored.")
        }
        disabledCount -= 1
    }

    // MARK: Grouping

    /// How many groups are open: begun and not yet ended.
    open var groupingLevel: Int { openGroups.count }

    /// Opens a group: what is registered until the matching `endUndoGrouping()` is undone as one unit.
    /// Groups nest. Posts `.NSUndoManagerCheckpoint` (unless undoing or redoing) and
    /// `.NSUndoManagerDidOpenUndoGroup`.
    open func beginUndoGrouping() {
        if !isUndoing && !isRedoing { post(.NSUndoManagerCheckpoint) }
        openGroups.append(UndoGroup(closesOntoRedoStack: isUndoing))
        post(.NSUndoManagerDidOpenUndoGroup)
    }

    /// Closes the innermost open group: a nested one becomes an entry of its parent, a top-level one goes
    /// onto the undo stack (the redo stack while undoing). Empty groups are dropped. Posts
    /// `.NSUndoManagerCheckpoint`, `.NSUndoManagerWillCloseUndoGroup` and `.NSUndoManagerDidCloseUndoGroup`.
    /// Without an open group the call is refused and logged.
    open func endUndoGrouping() {
        guard let group = openGroups.last else {
            return uikitLog.error("UndoManager: endUndoGrouping called with no matching begin; ignored.")
        }
        post(.NSUndoManagerCheckpoint)
        post(.NSUndoManagerWillCloseUndoGroup, userInfo: [NSUndoManagerGroupIsDiscardableKey: group.isDiscardable])
        openGroups.removeLast()
        if !group.isEmpty {
            if let parent = openGroups.last {
                parent.entries.append(.group(group))
            } else if group.closesOntoRedoStack {
                push(group, onto: &redoStack)
            } else {
                push(group, onto: &undoStack)
            }
        }
        post(.NSUndoManagerDidCloseUndoGroup)
    }

    private func push(_ group: UndoGroup, onto stack: inout [UndoGroup]) {
        stack.append(group)
        trim(&stack)
    }

    private func trim(_ stack: inout [UndoGroup]) {
        if levelsOfUndo > 0, stack.count > levelsOfUndo { stack.removeFirst(stack.count - levelsOfUndo) }
    }

    // MARK: Undoing and redoing

    /// Whether the manager is running an undo.
    open private(set) var isUndoing = false
    /// Whether the manager is running a redo.
    open private(set) var isRedoing = false

    /// Whether there is a group to undo (including a group open by event, which `undo()` closes first).
    open var canUndo: Bool { nextUndoGroup != nil }
    /// Whether there is a group to redo.
    open var canRedo: Bool { !redoStack.isEmpty }

    /// The group `undo()` reverts: a non-empty top-level group still open, else the newest on the stack.
    private var nextUndoGroup: UndoGroup? {
        if openGroups.count == 1, !openGroups[0].isEmpty { return openGroups[0] }
        return undoStack.last
    }

    /// Closes the top-level group if one is open, then undoes the newest group. Refused and logged inside
    /// nested groups.
    open func undo() {
        guard groupingLevel <= 1 else {
            return uikitLog.error("UndoManager: undo was called with too many nested undo groups; ignored.")
        }
        if groupingLevel == 1 { endUndoGrouping() }
        undoNestedGroup()
    }

    /// Undoes the newest group on the undo stack; what its operations register becomes a group on the redo
    /// stack with the same action name. Posts `.NSUndoManagerWillUndoChange` and `.NSUndoManagerDidUndoChange`.
    /// Refused and logged while a group is open.
    open func undoNestedGroup() {
        guard openGroups.isEmpty else {
            return uikitLog.error("UndoManager: undoNestedGroup called with an open undo group; end the group first.")
        }
        guard let group = undoStack.popLast() else { return }
        post(.NSUndoManagerCheckpoint)
        post(.NSUndoManagerWillUndoChange)
        isUndoing = true
        replay(group)
        isUndoing = false
        post(.NSUndoManagerDidUndoChange)
    }

    /// Replays the newest group on the redo stack; what its operations register becomes a group on the undo
    /// stack. Posts `.NSUndoManagerWillRedoChange` and `.NSUndoManagerDidRedoChange`. Refused and logged
    /// while a group is open.
    open func redo() {
        guard openGroups.isEmpty else {
            return uikitLog.error("UndoManager: redo called with an open undo group; end the group first.")
        }
        guard let group = redoStack.popLast() else { return }
        post(.NSUndoManagerCheckpoint)
        post(.NSUndoManagerWillRedoChange)
        isRedoing = true
        replay(group)
        isRedoing = false
        post(.NSUndoManagerDidRedoChange)
    }

    /// Runs `group` inside a group of its own, which collects the inverse operations.
    private func replay(_ group: UndoGroup) {
        beginUndoGrouping()
        let inverse = openGroups[openGroups.count - 1]
        inverse.actionName = group.actionName
        inverse.isDiscardable = group.isDiscardable
        group.perform()
        // An operation may have left groups of its own open; they close with the inverse.
        while openGroups.count > 1 { endUndoGrouping() }
        if !openGroups.isEmpty { endUndoGrouping() }
    }

    // MARK: Clearing

    /// Empties both stacks, drops open groups and enables registration again.
    open func removeAllActions() {
        undoStack = []
        redoStack = []
        openGroups = []
        disabledCount = 0
    }

    /// Removes every operation on `target` from both stacks and the open groups; groups left empty go too.
    open func removeAllActions(withTarget target: Any) {
        let identifier = ObjectIdentifier(target as AnyObject)
        for group in undoStack + redoStack + openGroups { group.removeOperations(on: identifier) }
        undoStack.removeAll { $0.isEmpty }
        redoStack.removeAll { $0.isEmpty }
    }

    // MARK: Action names

    /// The name of the group `undo()` would revert; empty when it has none.
    open var undoActionName: String { nextUndoGroup?.actionName ?? "" }
    /// The name of the group `redo()` would replay; empty when it has none.
    open var redoActionName: String { redoStack.last?.actionName ?? "" }

    /// Names the group being registered (the open top-level group, else the newest undo group); an empty
    /// name removes it.
    open func setActionName(_ actionName: String) {
        (openGroups.first ?? undoStack.last)?.actionName = actionName
    }

    /// "Undo" followed by the undo action name: the Undo command's title.
    open var undoMenuItemTitle: String { undoMenuTitle(forUndoActionName: undoActionName) }
    /// "Redo" followed by the redo action name: the Redo command's title.
    open var redoMenuItemTitle: String { redoMenuTitle(forUndoActionName: redoActionName) }

    /// "Undo" followed by `actionName`, or "Undo" alone for an empty name.
    open func undoMenuTitle(forUndoActionName actionName: String) -> String {
        actionName.isEmpty ? "Undo" : "Undo \(actionName)"
    }

    /// "Redo" followed by `actionName`, or "Redo" alone for an empty name.
    open func redoMenuTitle(forUndoActionName actionName: String) -> String {
        actionName.isEmpty ? "Redo" : "Redo \(actionName)"
    }

    /// Marks the group being registered as discardable (it changes nothing that needs saving).
    open func setActionIsDiscardable(_ discardable: Bool) {
        (openGroups.first ?? undoStack.last)?.isDiscardable = discardable
    }

    /// Whether the group `undo()` would revert is discardable.
    open var undoActionIsDiscardable: Bool { nextUndoGroup?.isDiscardable ?? false }
    /// Whether the group `redo()` would replay is discardable.
    open var redoActionIsDiscardable: Bool { redoStack.last?.isDiscardable ?? false }

    // MARK: Notifications

    private func post(_ name: Notification.Name, userInfo: [AnyHashable: Any]? = nil) {
        NotificationCenter.default.post(name: name, object: self, userInfo: userInfo)
    }
}
