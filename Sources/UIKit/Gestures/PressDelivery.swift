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

    /// A new press goes to the first responder (else the window): to a matching key command's action, or to
    /// the recognizers of the responder's view and its ancestors that accept it.
    private func begin(_ press: UIPress, in window: UIWindow, event: UIPressesEvent) {
        let responder = window.currentFirstResponder ?? window
        press.responder = responder
        if let key = press.key, performKeyCommand(for: key, from: responder, event: event) {
            press.consumedByKeyCommand = true
            return
        }
        var current: UIView? = (responder as? UIView) ?? (responder as? UIViewController)?.viewIfLoaded ?? window
        while let view = current {
            for recognizer in (view.eventStorage?.gestureRecognizers ?? []).reversed()
            where recognizer.isEnabledStorage && recognizer.isReceivingState
                && recognizer.allowedPressTypes.contains(where: { $0.intValue == press.type.rawValue })
                && recognizer.shouldReceive(event)
                && (recognizer.delegateStorage.map { $0.gestureRecognizer(recognizer, shouldReceive: event)
                        && $0.gestureRecognizer(recognizer, shouldReceive: press) } ?? true) {
                arbiter.attach(press, to: recognizer)
            }
            current = view.superview
        }
    }

    /// Each recognizer gets its presses of the event, grouped by phase.
    private func deliverToRecognizers(_ presses: [UIPress], event: UIPressesEvent) {
        var order: [UIGestureRecognizer] = []
        for press in presses {
            for recognizer in press.recognizerList where !order.contains(where: { $0 === recognizer }) { order.append(recognizer) }
        }
        for recognizer in order {
            for phase in [UIPress.Phase.began, .changed, .ended, .cancelled] {
                guard recognizer.receivesInput else { break }
                let mine = Set(presses.filter { $0.phase == phase && $0.recognizerList.contains { $0 === recognizer } })
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
            var groups: [(UIResponder, [UIPress])] = []
            for press in presses where press.phase == phase && !press.consumedByKeyCommand {
                guard let responder = press.responder else { continue }
                if let index = groups.firstIndex(where: { $0.0 === responder }) {
                    groups[index].1.append(press)
                } else {
                    groups.append((responder, [press]))
                }
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
