import Foundation

extension UIView {
    /// Options of keyframe animations: the block options they share with `AnimationOptions`, and how the
    /// keyframes' values are joined.
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        /// The options' bits, as UIKit numbers them.
        public let rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out the animated views' subviews as part of the animation.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: AnimationOptions.layoutSubviews.rawValue)
        /// The animating views keep taking touches.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: AnimationOptions.allowUserInteraction.rawValue)
        /// Properties already animating start from what is shown.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: AnimationOptions.beginFromCurrentState.rawValue)
        /// Repeats forever.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: AnimationOptions.repeat.rawValue)
        /// Plays backwards after each forward pass.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: AnimationOptions.autoreverse.rawValue)
        /// Keeps its own duration inside another block.
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: AnimationOptions.overrideInheritedDuration.rawValue)
        /// Inherits none of an enclosing block's options.
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: AnimationOptions.overrideInheritedOptions.rawValue)
        /// Straight lines between the keyframes' values (the default).
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Each keyframe's value at once, at its start.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// An even pace along the values, whatever the keyframes' times.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// A smooth curve through the values.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// A smooth curve through the values at an even pace.
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        var isDiscrete: Bool { rawValue >> 10 & 0x7 == 1 }

        /// Core Animation's mode for the options (a discrete keyframe block is drawn as linear jumps).
        var calculationMode: CAAnimationCalculationMode {
            switch rawValue >> 10 & 0x7 {
            case 2: .paced
            case 3: .cubic
            case 4: .cubicPaced
            default: .linear
            }
        }
    }

    /// Animates the keyframes `animations` adds with `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`
    /// over `duration` seconds after `delay`; `completion` is told when every keyframe has ended.
    ///
    /// Each property the keyframes change gets one keyframe animation through their values, at their
    /// times, joined as the calculation mode says; the options' repeat and autoreverse apply to it whole.
    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                       options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                       completion: ((Bool) -> Void)? = nil) {
        let blockOptions = AnimationOptions(rawValue: options.rawValue & 0x3FF).union(.curveLinear)
        let block = ViewAnimationBlock(duration: validTime(duration, "duration"), delay: validTime(delay, "delay"),
                                       options: blockOptions, animates: true)
        block.keyframeMode = options
        block.completion.handler = completion
        block.open()
        animations()
        block.close()
    }

    /// Inside `animateKeyframes`' closure: animates the changes `animations` makes from `frameStartTime` for
    /// `frameDuration`, both fractions of the whole animation.
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: @escaping () -> Void) {
        guard let parent = ViewAnimationBlock.current, parent.keyframeMode != nil else {
            uikitLog.error("UIView: addKeyframe(withRelativeStartTime:relativeDuration:animations:) outside animateKeyframes; the changes are made at once.")
            return performWithoutAnimation(animations)
        }
        let start = frameStartTime.isFinite ? min(max(frameStartTime, 0), 1) : 0
        let length = frameDuration.isFinite ? min(max(frameDuration, 0), 1 - start) : 0
        let keyframe = ViewAnimationBlock(duration: parent.duration, delay: 0, options: [], animates: parent.animates,
                                          keyframeWindow: (start, start + length))
        keyframe.open()
        animations()
        keyframe.close()
    }
}
