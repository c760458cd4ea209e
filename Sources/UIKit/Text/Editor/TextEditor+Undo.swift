import Foundation

extension TextEditor {
    /// Lets the responder chain's undo manager take back the edit that put `inserted` where `replaced` was.
    /// Typing that continues the current word joins its run; a space or line break ends the word, so the next
    /// letter starts a new step. Edits made by undoing and redoing register their inverse, as UndoManager
    /// expects.
    func registerUndo(of inserted: NSRange, replacing replaced: String) {
        guard let manager = undoManager, manager.isUndoRegistrationEnabled else { return }
        let replaying = manager.isUndoing || manager.isRedoing
        if !replaying, replaced.isEmpty, inserted.length > 0, let run = typingRun,
           run.range.location + run.range.length == inserted.location,
           textDocument.substring(run.range).last.map({ !$0.isWhitespace }) ?? true {
            run.range.length += inserted.length
            return
        }
        let run = TypingRun(range: inserted, replaced: replaced)
        typingRun = replaying || inserted.length == 0 ? nil : run
        manager.registerUndo(withTarget: self) { editor in
            editor.typingRun = nil
            editor.userEdit(run.range, with: run.replaced, isMarking: false)
            editor.typingRun = nil
        }
        manager.setActionName("Typing")
    }
}
