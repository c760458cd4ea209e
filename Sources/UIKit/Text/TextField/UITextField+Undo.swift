import Foundation

extension UITextField {
    /// Lets the responder chain's undo manager take back the edit that put `inserted` where `replaced` was.
    /// Typing that continues the current word joins its run; a space ends the word, so the next letter
    /// starts a new step. Edits made by undoing and redoing register their inverse, as UndoManager expects.
    func registerUndo(of inserted: NSRange, replacing replaced: String) {
        guard let manager = undoManager, manager.isUndoRegistrationEnabled else { return }
        let replaying = manager.isUndoing || manager.isRedoing
        if !replaying, replaced.isEmpty, inserted.length > 0, let run = typingRun,
           run.range.location + run.range.length == inserted.location,
           !textDocument.substring(run.range).hasSuffix(" ") {
            run.range.length += inserted.length
            return
        }
        let run = TypingRun(range: inserted, replaced: replaced)
        typingRun = replaying || inserted.length == 0 ? nil : run
        manager.registerUndo(withTarget: self) { field in
            field.typingRun = nil
            field.userEdit(run.range, with: run.replaced)
            field.typingRun = nil
        }
        manager.setActionName("Typing")
    }
}
