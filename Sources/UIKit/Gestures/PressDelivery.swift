import Foundation

/// The delivery of presses: what `UIWindow.sendEvent(_:)` runs for a presses event — key commands, then the
/// recognizers of the responder, then the responder.
@MainActor
final class PressDelivery {
    /// The deliverer of the app's presses.
    static let shared = PressDelivery()

    /// The arbiter of the recognizers the presses go to.
    private var arbiter: GestureArbiter { .shared }

    /// Delivers the presses of `event` that changed in it, in `window`: to the recognizers of the responder
    /// (those allowing the press type), then to the responder — the first responder, else the window. A key
    /// matching a key command of a responder up the chain sends the command's action instead.
    func deliver(_ event: UIPressesEvent, in window: UIWindow) {
        let presses = event.pressList.filter { $0.window === window && $0.changedInCurrentEvent }
        guard !presses.isEmpty else { return }
        arbiter.duringDelivery {
            arbiter.currentModifierFlags = event.modifierFlags
            for press in presses where press.phase == .began { begin(press, in: window, event: event) }
            deliverToRecognizers(presses, event: event)
            arbiter.update()
            deliverToResponders(presses, event: event)
            arbiter.update()
        }
    }

    /// A new press goes to the first responder (else the focused view, else the window): to a matching key
    /// command's action (the responders', then Undo and Redo), or to the recognizers of the responder's view and
    /// its ancestors that accept it.
    private func begin(_ press: UIPress, in window: UIWindow, event: UIPressesEvent) {
        let responder = window.currentFirstResponder ?? UIFocusSystem.focusedView(in: window) ?? window
        press.responder = responder
        if let key = press.key,
           performKeyCommand(for: key, from: responder, event: event) || UndoKeyCommands.perform(for: key, from: responder) {
            press.consumedByKeyCommand = true
            return
        }
        let view = (responder as? UIView) ?? (responder as? UIViewController)?.viewIfLoaded ?? window
        for recognizer in view.recognizersReachedByInput where accepts(recognizer, press, event) {
            arbiter.attach(press, to: recognizer)
        }
    }

    /// Whether `recognizer` takes `press`: enabled and taking input, of an allowed type, and let by itself
    /// and its delegate.
    private func accepts(_ recognizer: UIGestureRecognizer, _ press: UIPress, _ event: UIPressesEvent) -> Bool {
        guard recognizer.isEnabledStorage, recognizer.isReceivingState else { return false }
        guard recognizer.allowedPressTypes.contains(where: { $0.intValue == press.type.rawValue }) else { return false }
        return recognizer.admits(event) && (recognizer.delegateStorage?.gestureRecognizer(recognizer, shouldReceive: press) ?? true)
    }

    /// Each recognizer gets its presses of the event, grouped by phase.
    private func deliverToRecognizers(_ presses: [UIPress], event: UIPressesEvent) {
        var groups = DeliveryGroups<UIGestureRecognizer, UIPress>()
        for press in presses {
            for recognizer in press.recognizerList { groups.append(press, to: recognizer) }
        }
        for (recognizer, theirs) in groups {
            for phase in [UIPress.Phase.began, .changed, .ended, .cancelled] {
                guard recognizer.receivesInput else { break }
                // Still theirs: a recognizer may ignore a press as it sees the press's earlier phase.
                let mine = Set(theirs.filter { $0.phase == phase && $0.recognizerList.contains { $0 === recognizer } })
                guard !mine.isEmpty else { continue }
                switch phase {
                case .began: recognizer.pressesBegan(mine, with: event)
                case .changed: recognizer.pressesChanged(mine, with: event)
                case .ended: recognizer.pressesEnded(mine, with: event)
                default: recognizer.pressesCancelled(mine, with: event)
                }
            }
        }
    }

    /// The responders get the presses no key command took, grouped by phase and responder.
    private func deliverToResponders(_ presses: [UIPress], event: UIPressesEvent) {
        for phase in [UIPress.Phase.began, .changed, .ended, .cancelled] {
            var groups = DeliveryGroups<UIResponder, UIPress>()
            for press in presses where press.phase == phase && !press.consumedByKeyCommand {
                guard let responder = press.responder else { continue }
                groups.append(press, to: responder)
            }
            for (responder, list) in groups {
                let set = Set(list)
                switch phase {
                case .began: responder.pressesBegan(set, with: event)
                case .changed: responder.pressesChanged(set, with: event)
                case .ended: responder.pressesEnded(set, with: event)
                default: responder.pressesCancelled(set, with: event)
                }
            }
        }
    }

    /// Sends the action of the first key command matching `key`, from `responder` up the chain; whether
    /// one was sent.
    private func performKeyCommand(for key: UIKey, from responder: UIResponder, event: UIEvent) -> Bool {
        var current: UIResponder? = responder
        var steps = 0
        while let candidate = current, steps < 1_000 {
            for command in candidate.keyCommands ?? [] where command.matches(key) {
                guard let action = command.action else { continue }
                if let target = candidate.target(forAction: action, withSender: command) as AnyObject?,
                   performAction(action, on: target, sender: command, event: event) {
                    return true
                }
            }
            current = candidate.next
            steps += 1
        }
        return false
    }
}
