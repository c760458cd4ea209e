import Foundation

extension UIView {
    /// How a block-based animation runs: its curve, repetition, inheritance, and transition style.
    public struct AnimationOptions: OptionSet, Sendable {
        /// The options' bits, as UIKit numbers them.
        public let rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out the animated views' subviews as part of the animation.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// The animating views keep taking touches.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// A property already animating starts from what is shown now instead of being added to.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats forever.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Plays backwards after each forward pass (with `repeat`).
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// A nested animation keeps its own duration.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// A nested animation keeps its own curve.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// A transition animates the views' changed content live rather than snapshots.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// A view-to-view transition hides and shows the views instead of removing and adding them.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// A nested animation inherits none of its parent's options.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        /// Slow at the start and the end (the default).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Slow at the start.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Slow at the end.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Even throughout.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// No transition.
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        /// Turns over about the vertical axis, its left edge coming towards the viewer.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// Turns over about the vertical axis, its right edge coming towards the viewer.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// Lifts the old content off like a page from the bottom.
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// Lays the new content down like a page from the top.
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// Dissolves the old content into the new.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// Turns over about the horizontal axis, its top edge coming towards the viewer.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// Turns over about the horizontal axis, its bottom edge coming towards the viewer.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// The display's own frame rate.
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        /// 60 frames a second.
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        /// 30 frames a second.
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        /// The curve the options name.
        var curve: AnimationCurve { AnimationCurve(rawValue: Int(rawValue >> 16 & 0xF)) ?? .easeInOut }
        /// The transition style bits.
        var transition: UInt { rawValue >> 20 & 0xF }
    }

    /// The timing curves of view animations.
    public enum AnimationCurve: Int, Sendable {
        /// Slow at the start and the end.
        case easeInOut
        /// Slow at the start.
        case easeIn
        /// Slow at the end.
        case easeOut
        /// Even throughout.
        case linear

        /// The curve of `rawValue`. iOS's private curve 7, which the keyboard notifications report, is taken as
        /// `.easeInOut`, so that `AnimationCurve(rawValue: 7)!` works as it does against the iOS SDK.
        public init?(rawValue: Int) {
            switch rawValue {
            case 0, 7: self = .easeInOut
            case 1: self = .easeIn
            case 2: self = .easeOut
            case 3: self = .linear
            default: return nil
            }
        }

        /// Core Animation's function for the curve.
        var timingFunction: CAMediaTimingFunction {
            switch self {
            case .easeInOut: CAMediaTimingFunction(name: .easeInEaseOut)
            case .easeIn: CAMediaTimingFunction(name: .easeIn)
            case .easeOut: CAMediaTimingFunction(name: .easeOut)
            case .linear: CAMediaTimingFunction(name: .linear)
            }
        }
    }

    /// The transitions of the begin/commit API's `setAnimationTransition(_:for:cache:)`.
    public enum AnimationTransition: Int, Sendable {
        /// None.
        case none
        /// Turns over from the left.
        case flipFromLeft
        /// Turns over from the right.
        case flipFromRight
        /// Curls up.
        case curlUp
        /// Curls down.
        case curlDown
    }
}
