import Foundation

/// First-responder status lives in each window (as in UIKit since scenes): a responder is its window's first
/// responder. A responder that leaves its window stops being it; the window's record is checked lazily, so
/// no hierarchy change needs to know about responders.
extension UIResponder {
    /// The window the responder's events come from: a view's window, a view controller's view's window,
    /// else the window of the first view up the chain.
    var responderWindow: UIWindow? {
        if let view = self as? UIView { return view.window }
        if let controller = self as? UIViewController { return controller.viewIfLoaded?.window }
        var current = next
        var steps = 0
        while let responder = current, steps < 1_000 {
            if let view = responder as? UIView { return view.window }
            if let controller = responder as? UIViewController, let view = controller.viewIfLoaded { return view.window }
            current = responder.next
            steps += 1
        }
        return nil
    }

    var holdsFirstResponderStatus: Bool {
        guard let window = responderWindow else { return false }
        return window.currentFirstResponder === self
    }

    /// `becomeFirstResponder()`'s work: refused when the responder cannot become first responder, is not in
    /// a window, or the current first responder will not resign.
    func takeFirstResponderStatus() -> Bool {
        guard let window = responderWindow else { return false }
        if window.currentFirstResponder === self { return true }
        guard canBecomeFirstResponder else { return false }
        if let current = window.currentFirstResponder {
            // The keyboard stays while the status passes from one responder to the next.
            let resigned = KeyboardManager.shared.holdingUpdates {
                current.canResignFirstResponder && current.resignFirstResponder()
            }
            guard resigned else { return false }
            // The resigning responder may have handed the status to someone else; it is taken from them.
        }
        window.firstResponderStorage = self
        KeyboardManager.shared.firstResponderChanged(in: window)
        window.focusSystem.firstResponderDidChange(to: self)
        return true
    }

    /// `resignFirstResponder()`'s work: refused when `canResignFirstResponder` is false.
    func giveUpFirstResponderStatus() -> Bool {
        guard canResignFirstResponder else { return false }
        if let window = responderWindow, window.firstResponderStorage === self {
            window.firstResponderStorage = nil
            KeyboardManager.shared.firstResponderChanged(in: window)
        }
        return true
    }
}

extension UIWindow {
    /// Makes the first responder resign when it is `view` or inside it, as `view` leaves the window or is
    /// hidden; when it refuses, it stops being first responder all the same. Either way the keyboard leaves.
    func resignFirstResponder(inside view: UIView) {
        guard let responder = firstResponderStorage as? UIView, responder.isDescendant(of: view) else { return }
        if responder.resignFirstResponder(), firstResponderStorage !== responder { return }
        firstResponderStorage = nil
        KeyboardManager.shared.firstResponderChanged(in: self)
    }

    /// The window's first responder, if it is still in the window (a view removed since is not).
    var currentFirstResponder: UIResponder? {
        guard let responder = firstResponderStorage else { return nil }
        if responder.responderWindow !== self {
            firstResponderStorage = nil
            return nil
        }
        return responder
    }
}

extension UIView {
    /// Makes the first responder resign when it is this view or one of its subviews; with `force`, it is
    /// made to resign even when it would refuse. Returns whether no first responder is left in the view.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let window, let responder = window.currentFirstResponder else { return true }
        let inside: Bool
        if let view = responder as? UIView {
            inside = view.isDescendant(of: self)
        } else if let controller = responder as? UIViewController, let view = controller.viewIfLoaded {
            inside = view.isDescendant(of: self)
        } else {
            inside = self === window
        }
        guard inside else { return true }
        if responder.resignFirstResponder() && window.currentFirstResponder !== responder { return true }
        guard force else { return false }
        window.firstResponderStorage = nil
        KeyboardManager.shared.firstResponderChanged(in: window)
        return true
    }
}
