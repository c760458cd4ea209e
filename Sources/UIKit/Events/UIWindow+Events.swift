import Foundation

extension UIWindow {
    /// `sendEvent(_:)`'s work.
    func deliverEvent(_ event: UIEvent) {
        switch event.type {
        case .touches:
            if event.allTouches?.contains(where: { $0.phase == .began }) == true { focusSystem.touchDidBegin() }
            TouchDelivery.shared.deliver(event, in: self)
        case .presses:
            guard let presses = event as? UIPressesEvent else { return }
            PressDelivery.shared.deliver(presses, in: self)
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
            PointerDelivery.shared.deliverHover(event, in: self)
        case .scroll:
            PointerDelivery.shared.deliverScroll(event, in: self)
        case .transform:
            // No host produces trackpad pinches and rotations yet.
            break
        }
    }
}
