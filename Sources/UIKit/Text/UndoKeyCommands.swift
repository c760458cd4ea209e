import Foundation

/// The Undo and Redo commands of the Edit menu, as keys: Control-Z undoes and Shift-Control-Z redoes (Command,
/// the Super key, works as Control does, as on Mac Catalyst with a PC keyboard). They act on the undo manager of
/// the first responder's chain, after the responders' own key commands had their chance; a key with nothing
/// to undo or redo goes on to the responders as a press, as a disabled menu command lets it.
@MainActor
enum UndoKeyCommands {
    /// Undoes or redoes for `key`, pressed with `responder` first; whether it did.
    static func perform(for key: UIKey, from responder: UIResponder) -> Bool {
        guard key.keyCode == .keyboardZ else { return false }
        let modifiers = key.modifierFlags.intersection([.shift, .control, .alternate, .command])
        let redo = modifiers.contains(.shift)
        let shortcut = modifiers.subtracting(.shift)
        guard shortcut == .control || shortcut == .command, let manager = responder.undoManager else { return false }
        if redo {
            guard manager.canRedo else { return false }
            manager.redo()
        } else {
            guard manager.canUndo else { return false }
            manager.undo()
        }
        return true
    }
}
