import Foundation

extension UIView {
    // MARK: Block-based animations

    /// Animates the changes `animations` makes to views over `duration` seconds, after `delay`, as `options`
    /// say; `completion` is told, on a later turn of the run loop, whether the animations ran to their end.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                              animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        runBlock(duration: duration, delay: delay, options: options, animations: animations, completion: completion)
    }

    /// Animates the changes `animations` makes over `duration` seconds with the ease-in-out curve.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        runBlock(duration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates the changes `animations` makes over `duration` seconds.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        runBlock(duration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates the changes `animations` makes with a spring that settles in about `duration` seconds:
    /// `dampingRatio` 1 comes to rest without overshooting, smaller values oscillate; `velocity` is the
    /// initial speed in whole distances a second.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
                              initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
                              animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        let ratio = dampingRatio.isFinite ? dampingRatio : 1, speed = velocity.isFinite ? velocity : 0
        runBlock(duration: duration, delay: delay, options: options, spring: (ratio, speed), animations: animations,
                 completion: completion)
    }

    /// Inside an animation block: animates the changes `animations` makes with the block's timing, repeated
    /// `count` times (a fraction plays part of a pass; with `autoreverses`, 2.5 ends on the new value) and
    /// played backwards after each forward pass when `autoreverses` is true. They count towards the enclosing
    /// block's completion. Outside a block the changes are made at once (logged), as nothing animates there.
    public class func modifyAnimations(withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void) {
        guard let parent = ViewAnimationBlock.current else {
            uikitLog.error("UIView: modifyAnimations(withRepeatCount:autoreverses:animations:) outside an animation block; the changes are made at once.")
            return animations()
        }
        let repeatCount: Float
        if count == .infinity || (count.isFinite && count >= 0) {
            repeatCount = Float(count)
        } else {
            uikitLog.error("UIView: a repeat count of \(count) is not a count; the animations play once.")
            repeatCount = 0
        }
        // Everything but the repetition is the enclosing block's.
        let options = parent.options.subtracting([.repeat, .autoreverse]).union(.overrideInheritedOptions)
        let block = ViewAnimationBlock(duration: parent.duration, delay: 0, options: options, animates: parent.animates,
                                       sharedCompletion: parent.completion)
        block.spring = parent.spring
        block.timingFunction = parent.timingFunction
        block.onAdd = parent.onAdd
        block.repeatCount = repeatCount
        block.repeatAutoreverses = autoreverses
        block.open()
        animations()
        block.close()
    }

    /// Makes the changes `actionsWithoutAnimation` makes at once, even inside an animation block.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let block = ViewAnimationBlock(duration: 0, delay: 0, options: .overrideInheritedDuration, animates: false)
        block.open()
        actionsWithoutAnimation()
        block.close()
    }

    /// Turns view animations on or off; while off, changes in animation blocks happen at once and the
    /// completion handlers still run.
    public class func setAnimationsEnabled(_ enabled: Bool) { ViewAnimationBlock.animationsEnabled = enabled }

    /// Whether view animations are on.
    public class var areAnimationsEnabled: Bool { ViewAnimationBlock.animationsEnabled }

    /// The duration of the animation block open now; 0 outside one.
    public class var inheritedAnimationDuration: TimeInterval {
        guard let block = ViewAnimationBlock.current, block.animates else { return 0 }
        return block.duration
    }

    /// Opens a block, runs `animations`, closes it.
    static func runBlock(duration: TimeInterval, delay: TimeInterval, options: AnimationOptions,
                         spring: (CGFloat, CGFloat)? = nil, animations: () -> Void, completion: ((Bool) -> Void)?) {
        let block = ViewAnimationBlock(duration: validTime(duration, "duration"), delay: validTime(delay, "delay"),
                                       options: options, animates: true)
        block.spring = spring.map { (dampingRatio: $0.0, velocity: $0.1) }
        block.completion.handler = completion
        block.open()
        animations()
        block.close()
    }

    /// A duration or delay as given, or 0 (logged) when it is negative or not finite.
    static func validTime(_ time: TimeInterval, _ name: String) -> TimeInterval {
        guard time.isFinite, time >= 0 else {
            uikitLog.error("UIView: an animation \(name) of \(time) is not a time; 0 is used.")
            return 0
        }
        return time
    }

    // MARK: The layer's actions

    /// Keys of the layer that animation blocks leave alone: they switch, as UIKit's do.
    private static let keysNotAnimatedByBlocks: Set<String> = ["hidden", "sublayers", "contents"]

    /// The view's layer asks for the action of a change: none outside an animation block; inside one, the
    /// change is recorded, and animated when the block closes.
    func layerAction(for layer: CALayer, forKey event: String) -> CAAction? {
        guard layer === self.layer else { return nil }
        if let block = ViewAnimationBlock.current, !Self.keysNotAnimatedByBlocks.contains(event) {
            block.record(layer, key: event)
        }
        return NSNull()
    }
}
