import Foundation

/// The begin/commit animation API the guide describes: changes between `beginAnimations(_:context:)` and
/// `commitAnimations()` animate with the parameters set in between, wherever they are set. The setters
/// also apply to an open block-based animation (the guide's Listing 4-5 sets a repeat count inside one).
extension UIView {
    /// Opens an animation block named `animationID`, with `context` handed back to the delegate's callbacks:
    /// 0.2 s, ease-in-out, until the setters say otherwise. Blocks nest.
    public class func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        let block = ViewAnimationBlock(duration: 0.2, delay: 0, options: [], animates: true)
        block.beginCommitIdentity = (animationID, context)
        block.open()
    }

    /// Closes the innermost block opened by `beginAnimations(_:context:)`, starting its animations.
    public class func commitAnimations() {
        guard let block = ViewAnimationBlock.current, block.beginCommitIdentity != nil else {
            return uikitLog.error("UIView: commitAnimations() without a matching beginAnimations(_:context:); ignored.")
        }
        block.close()
    }

    /// Sets the open block's duration, in seconds.
    public class func setAnimationDuration(_ duration: TimeInterval) {
        openBlock("setAnimationDuration")?.duration = validTime(duration, "duration")
    }

    /// Sets how long the open block waits before its animations start, in seconds.
    public class func setAnimationDelay(_ delay: TimeInterval) {
        openBlock("setAnimationDelay")?.delay = validTime(delay, "delay")
    }

    /// Starts the open block's animations at `startDate` (now, if it has passed).
    public class func setAnimationStart(_ startDate: Date) {
        openBlock("setAnimationStart")?.delay = max(0, validTime(startDate.timeIntervalSinceNow, "start"))
    }

    /// Sets the open block's curve.
    public class func setAnimationCurve(_ curve: AnimationCurve) {
        openBlock("setAnimationCurve")?.curve = curve
    }

    /// Sets how many times the open block's animations repeat; fractions play part of a pass.
    public class func setAnimationRepeatCount(_ repeatCount: Float) {
        guard repeatCount.isFinite || repeatCount == .infinity, repeatCount >= 0 else {
            return uikitLog.error("UIView: a repeat count of \(repeatCount) is not a count; ignored.")
        }
        openBlock("setAnimationRepeatCount")?.repeatCount = repeatCount
    }

    /// Sets whether each repetition of the open block's animations plays backwards after forwards.
    public class func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {
        openBlock("setAnimationRepeatAutoreverses")?.repeatAutoreverses = repeatAutoreverses
    }

    /// Sets whether properties already animating start from what is shown, replacing their animations.
    public class func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {
        openBlock("setAnimationBeginsFromCurrentState")?.beginsFromCurrentState = fromCurrentState
    }

    /// Sets the object the open block's will-start and did-stop callbacks are sent to.
    public class func setAnimationDelegate(_ delegate: Any?) {
        openBlock("setAnimationDelegate")?.completion.delegate = delegate as AnyObject?
    }

    /// Sets the delegate's method called as the open block's animations start, with the block's name and
    /// context: `Selector("animationWillStart:context:", Controller.animationWillStart)`.
    public class func setAnimationWillStart(_ selector: Selector?) {
        openBlock("setAnimationWillStart")?.completion.willStartSelector = selector
    }

    /// Sets the delegate's method called once the open block's animations stopped, with the block's name,
    /// whether they finished and the context: `Selector("animationDidStop:finished:context:", Controller.animationDidStop)`.
    public class func setAnimationDidStop(_ selector: Selector?) {
        openBlock("setAnimationDidStop")?.completion.didStopSelector = selector
    }

    /// Animates `view` with `transition` when the open block commits: its content turns over or curls from
    /// how it looks now to how it looks then.
    public class func setAnimationTransition(_ transition: AnimationTransition, for view: UIView, cache: Bool) {
        guard let block = openBlock("setAnimationTransition") else { return }
        view.layer.snapshotForTransition()
        block.transitions.append((view, transition))
    }

    private static func openBlock(_ setter: String) -> ViewAnimationBlock? {
        guard let block = ViewAnimationBlock.current else {
            uikitLog.error("UIView: \(setter) outside an animation block; ignored.")
            return nil
        }
        return block
    }
}

extension Selector {
    /// A selector for a begin/commit delegate's will-start method, `(animationID, context)`.
    @preconcurrency
    public init<T: AnyObject>(_ name: String, _ method: @escaping @MainActor (T) -> (String?, UnsafeMutableRawPointer?) -> Void) {
        self.name = name
        self.method = ActionMethod(accepts: { $0 is T }, invoke: { target, sender, _ in
            guard let receiver = target as? T, let callback = sender as? AnimationCallback else { return false }
            method(receiver)(callback.id, callback.context)
            return true
        })
    }

    /// A selector for a begin/commit delegate's did-stop method, `(animationID, finished, context)`.
    @preconcurrency
    public init<T: AnyObject>(_ name: String,
                              _ method: @escaping @MainActor (T) -> (String?, NSNumber, UnsafeMutableRawPointer?) -> Void) {
        self.name = name
        self.method = ActionMethod(accepts: { $0 is T }, invoke: { target, sender, _ in
            guard let receiver = target as? T, let callback = sender as? AnimationCallback else { return false }
            method(receiver)(callback.id, NSNumber(value: callback.finished ?? true), callback.context)
            return true
        })
    }
}
