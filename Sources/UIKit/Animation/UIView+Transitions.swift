import Foundation

extension UIView {
    /// Replaces `view`'s look, as `animations` changes it, with a transition (`options`' transition style:
    /// a flip, a page curl or a cross-dissolve) from a snapshot of how it looked to how it looks after;
    /// with `.allowAnimatedContent` the changes also animate live.
    public class func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        transition(with: view, duration: duration, options: options, subtype: nil, animations: animations, completion: completion)
    }

    /// As the public `transition(with:duration:options:animations:completion:)`, with the Core Animation
    /// transition's `subtype` in place of the style's own when given (a page curl from the right edge).
    static func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions, subtype: CATransitionSubtype?,
                           animations: (() -> Void)?, completion: ((Bool) -> Void)?) {
        let block = ViewAnimationBlock(duration: validTime(duration, "duration"), delay: 0, options: options, animates: true)
        block.completion.handler = completion
        view.layer.snapshotForTransition()
        block.open()
        if options.contains(.allowAnimatedContent) {
            animations?()
        } else {
            performWithoutAnimation { animations?() }
        }
        block.addTransition(style: options.transition, subtype: subtype, to: view.layer)
        block.close()
    }

    /// Replaces `fromView` with `toView` in `fromView`'s superview — removing and adding them, or with
    /// `.showHideTransitionViews` hiding and showing them — with the transition `options` name.
    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                 options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        guard let container = fromView.superview else {
            uikitLog.error("UIView: transition(from:to:…) needs a fromView in a superview; the views are left as they are.")
            completion.map { handler in AppFrameCycle.later { handler(false) } }
            return
        }
        transition(with: container, duration: duration, options: options, animations: {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else {
                container.insertSubview(toView, aboveSubview: fromView)
                fromView.removeFromSuperview()
            }
        }, completion: completion)
    }

    /// The Core Animation transition of a transition style (`AnimationOptions.transition…` numbering).
    static func caTransition(style: UInt) -> CATransition? {
        let transition = CATransition()
        switch style {
        case 1, 2, 6, 7:
            transition.type = .oglFlip
            transition.subtype = [1: .fromLeft, 2: .fromRight, 6: .fromTop, 7: .fromBottom][style]
        case 3:
            transition.type = CATransitionType(rawValue: "pageCurl")
            transition.subtype = .fromBottom
        case 4:
            transition.type = CATransitionType(rawValue: "pageUnCurl")
            transition.subtype = .fromBottom
        case 5:
            transition.type = .fade
        default:
            return nil
        }
        return transition
    }
}

extension ViewAnimationBlock {
    /// Adds the transition of `style` (with `subtype` in place of its own, when given) to `layer` with the
    /// block's timing, if the style is one and the block animates.
    func addTransition(style: UInt, subtype: CATransitionSubtype? = nil, to layer: CALayer) {
        guard animates, duration > 0, let transition = UIView.caTransition(style: style) else { return }
        if let subtype { transition.subtype = subtype }
        transition.timingFunction = curve.timingFunction
        applyTiming(to: transition, on: layer)
        layer.add(transition, forKey: kCATransition)
    }
}
