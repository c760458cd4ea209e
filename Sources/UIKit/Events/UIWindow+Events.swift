import Foundation

extension UIWindow {
    /// `sendEvent(_:)`'s work.
    func deliverEvent(_ event: UIEvent) {
        switch event.type {
        case .touches:
            GestureEnvironment.shared.deliverTouches(of: event, in: self)
        case .presses:
            guard let presses = event as? UIPressesEvent else { return }
            GestureEnvironment.shared.deliverPresses(of: presses, in: self)
        case .motion:
            let responder = currentFirstResponder ?? self
            switch event.motionStage {
            case .began: responder.motionBegan(event.subtype, with: event)
            case .ended: responder.motionEnded(event.subtype, with: event)
            case .cancelled: responder.motionCancelled(event.subtype, with: event)
            }
        case .remoteControl:
            (currentFirstResponder ?? self).remoteControlReceived(with: event)
        case .hover:
            GestureEnvironment.shared.deliverHover(event, in: self)
        case .scroll:
            GestureEnvironment.shared.deliverScroll(event, in: self)
        case .transform:
            // No host produces trackpad pinches and rotations yet.
            break
        }
    }
}
