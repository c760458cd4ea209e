import Foundation

/// The end of one animation block: the delegate of every animation the block made, it runs the completion
/// handler and the begin/commit delegate's callbacks once, when the last of them stops.
///
/// Unchecked: its state is touched on the main actor only — view animations are made there, and every
/// delegate callback asserts it (`MainActor.assumeIsolated`) before touching anything.
final class ViewAnimationCompletion: CAAnimationDelegate, @unchecked Sendable {
    /// The block's completion handler, told whether every animation ran to its end.
    var handler: ((Bool) -> Void)?
    /// The begin/commit API's delegate, its callbacks, and the block's name and context.
    var delegate: AnyObject?
    var willStartSelector: Selector?
    var didStopSelector: Selector?
    var identity: (id: String?, context: UnsafeMutableRawPointer?) = (nil, nil)

    private var outstanding = 0
    private var closed = false
    private var allFinished = true
    private var started = false
    private var done = false

    /// One more animation to wait for.
    func track() { outstanding += 1 }

    /// The block closed; having made no animations, it completes on the next turn of the run loop,
    /// finished, as UIKit's does.
    @MainActor func blockClosed() {
        closed = true
        guard outstanding == 0 else { return }
        AppFrameCycle.later { self.willStart(); self.finish() }
    }

    /// The first animation started: the begin/commit delegate's will-start callback.
    func animationDidStart(_ anim: CAAnimation) {
        MainActor.assumeIsolated { willStart() }
    }

    /// An animation stopped; the last one completes the block.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        MainActor.assumeIsolated {
            outstanding -= 1
            if !flag { allFinished = false }
            if closed && outstanding == 0 { finish() }
        }
    }

    @MainActor private func willStart() {
        guard !started else { return }
        started = true
        guard let delegate, let selector = willStartSelector else { return }
        _ = selector.method?.invoke(delegate, AnimationCallback(id: identity.id, finished: nil, context: identity.context), nil)
    }

    @MainActor private func finish() {
        guard !done else { return }
        done = true
        willStart()
        let handler = handler
        self.handler = nil
        handler?(allFinished)
        if let delegate, let selector = didStopSelector {
            _ = selector.method?.invoke(delegate, AnimationCallback(id: identity.id, finished: allFinished, context: identity.context), nil)
        }
        delegate = nil
    }
}

/// What a begin/commit animation delegate's callbacks receive.
struct AnimationCallback: @unchecked Sendable {
    let id: String?
    let finished: Bool?
    let context: UnsafeMutableRawPointer?
}
