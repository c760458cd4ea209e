import Foundation

/// One open animation block — `UIView.animate(…)`'s closure, or a `beginAnimations`/`commitAnimations`
/// pair — with the parameters its changes animate with.
///
/// While a block is open, the changes views make to their layers' animatable properties are recorded, not
/// animated: the old value, and whether the property was animating already. When the block closes, each
/// change becomes one Core Animation animation from the old value to the final one with the parameters as
/// they are then — so `setAnimationRepeatCount` and the other begin/commit setters apply to every change of
/// the block, wherever in it they are called, as UIKit's do.
@MainActor
final class ViewAnimationBlock {
    /// The blocks open now, outermost first.
    static var open: [ViewAnimationBlock] = []
    /// The innermost open block.
    static var current: ViewAnimationBlock? { open.last }
    /// `setAnimationsEnabled(_:)`.
    static var animationsEnabled = true
    /// Counts the additive animations added, for their keys.
    private static var additiveCount = 0

    var duration: TimeInterval
    var delay: TimeInterval
    var curve: UIView.AnimationCurve
    var options: UIView.AnimationOptions
    var repeatCount: Float = 0
    var repeatAutoreverses = false
    var beginsFromCurrentState = false
    /// A spring's damping ratio and initial velocity (in whole distances a second), for spring animations.
    var spring: (dampingRatio: CGFloat, velocity: CGFloat)?
    /// A timing function in place of the curve's (a property animator's custom cubic curve).
    var timingFunction: CAMediaTimingFunction?
    /// Told of each animation the block adds, with the value its property started from (property animators
    /// take control of them).
    var onAdd: ((CALayer, String, CABasicAnimation, Any?) -> Void)?
    /// When the block's animations start, in media time, before `delay`: nested blocks start with their parent.
    let startTime: CFTimeInterval
    /// False in `performWithoutAnimation` and while animations are disabled: changes happen at once.
    let animates: Bool
    /// Told once, when every animation of the block has stopped: whether all of them finished. A keyframe
    /// shares its keyframe block's, a `modifyAnimations` block its enclosing block's.
    let completion: ViewAnimationCompletion
    /// False for a block whose animations report to an enclosing block's completion, which that block closes.
    private let ownsCompletion: Bool
    /// Set on a block opened by `animateKeyframes`: `addKeyframe` opens keyframes inside it.
    var keyframeMode: UIView.KeyframeAnimationOptions?
    /// On a keyframe, its part of the keyframe block's time (fractions); its changes go to the keyframe
    /// block rather than being animated on their own.
    private let keyframeWindow: (start: Double, end: Double)?
    /// On a keyframe block: each changed property's value before, and its keyframes.
    private var keyframeTracks: [(layer: CALayer, key: String, initial: Any?, frames: [(start: Double, end: Double, value: Any?)])] = []
    /// The name and context of a block opened by `beginAnimations(_:context:)`; nil for block-based ones.
    var beginCommitIdentity: (id: String?, context: UnsafeMutableRawPointer?)? {
        didSet { if let beginCommitIdentity { completion.identity = beginCommitIdentity } }
    }
    /// Views given a transition by `setAnimationTransition(_:for:cache:)`.
    var transitions: [(view: UIView, transition: UIView.AnimationTransition)] = []

    private struct Change {
        let layer: CALayer
        let key: String
        let oldValue: Any?
        /// What the property showed before the change, when it was animating: read then, as afterwards the
        /// running additive animations would add their offsets to the new model value instead of the old one.
        let shownValue: Any?
    }
    private var changes: [Change] = []
    /// Views whose layers changed, for `.layoutSubviews`.
    private var changedViews: [UIView] = []

    /// A block with its own parameters, or what it inherits from `parent` where `options` do not override.
    /// With `sharedCompletion`, the block's animations report to that completion instead of one of its own.
    init(duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions, animates: Bool,
         keyframeWindow: (start: Double, end: Double)? = nil, sharedCompletion: ViewAnimationCompletion? = nil) {
        let parent = Self.current
        self.keyframeWindow = keyframeWindow
        completion = sharedCompletion ?? ViewAnimationCompletion()
        ownsCompletion = sharedCompletion == nil
        self.animates = animates && Self.animationsEnabled && (parent?.animates ?? true)
        var options = options
        if let parent, !options.contains(.overrideInheritedOptions) {
            options.formUnion(parent.options.intersection([.allowUserInteraction, .beginFromCurrentState, .repeat, .autoreverse]))
        }
        self.options = options
        self.duration = parent.map { options.contains(.overrideInheritedDuration) ? duration : $0.duration } ?? duration
        curve = parent.map { options.contains(.overrideInheritedCurve) ? options.curve : $0.curve } ?? options.curve
        self.delay = (parent?.delay ?? 0) + delay
        startTime = parent?.startTime ?? CACurrentMediaTime()
        beginsFromCurrentState = options.contains(.beginFromCurrentState)
        if let parent, !options.contains(.overrideInheritedOptions) {
            repeatCount = parent.repeatCount
            repeatAutoreverses = parent.repeatAutoreverses
        }
    }

    // MARK: Opening and closing

    /// Opens the block: view layers look their actions up, which records their changes here.
    func open() {
        Self.open.append(self)
        CATransaction.ownersAnimate = animates
    }

    /// Closes the block, making its recorded changes into animations. The completion is told when they
    /// stop (on a later turn of the run loop when there are none).
    func close() {
        if animates, options.contains(.layoutSubviews) {
            for view in changedViews { view.layoutIfNeeded() }
        }
        Self.open.removeLast()
        CATransaction.ownersAnimate = Self.current?.animates ?? false
        if let keyframeWindow, let parent = Self.current {
            for change in changes {
                parent.addKeyframe(change.layer, change.key, from: change.oldValue, window: keyframeWindow)
            }
            return
        }
        if animates && duration > 0 {
            for change in changes { makeAnimation(for: change) }
            for track in keyframeTracks { makeKeyframeAnimation(for: track) }
            for (view, transition) in transitions { addTransition(style: UInt(transition.rawValue), to: view.layer) }
        }
        if ownsCompletion { completion.blockClosed() }
    }

    /// Notes that `layer`'s `key` is about to change in this block; the first change of a key keeps the
    /// value it started from.
    func record(_ layer: CALayer, key: String) {
        guard animates, !changes.contains(where: { $0.layer === layer && $0.key == key }) else { return }
        let shown = Self.runningKeys(of: layer, for: key).isEmpty ? nil : layer.presentation()?.value(forKey: key)
        changes.append(Change(layer: layer, key: key, oldValue: layer.value(forKey: key), shownValue: shown))
        if options.contains(.layoutSubviews), let view = layer.delegate as? UIView, !changedViews.contains(where: { $0 === view }) {
            changedViews.append(view)
        }
    }

    // MARK: Making the animations

    /// Adds the animation of one change, unless the property did not change after all.
    ///
    /// As on iOS since iOS 8, the animation is additive where the value kind allows: the model takes the
    /// new value at once and the animation adds the difference from the old one, shrinking to nothing. A
    /// change made while the property animates then adds its own difference on top of the running
    /// animations, which go on, so the motion stays continuous. With `beginFromCurrentState`, and for kinds
    /// that cannot be added (colours), the animation runs from what is shown instead, replacing the running
    /// ones, which are told they did not finish.
    private func makeAnimation(for change: Change) {
        let layer = change.layer, key = change.key
        let newValue = layer.value(forKey: key)
        guard !Self.same(change.oldValue, newValue) else { return }
        let animation = makeTimedAnimation(keyPath: key)
        applyTiming(to: animation, on: layer)
        let runningKeys = Self.runningKeys(of: layer, for: key)
        var animationKey = key
        if !beginsFromCurrentState, let difference = animationValueDifference(change.oldValue, newValue),
           let zero = animationValueDifference(newValue, newValue) {
            animation.isAdditive = true
            animation.fromValue = difference
            animation.toValue = zero
            if !runningKeys.isEmpty {
                Self.additiveCount += 1
                animationKey = "\(key)-\(Self.additiveCount)"
            }
        } else {
            for running in runningKeys { layer.removeAnimation(forKey: running) }
            animation.fromValue = change.shownValue ?? change.oldValue
            animation.toValue = newValue
        }
        layer.add(animation, forKey: animationKey)
        onAdd?(layer, animationKey, animation, change.oldValue)
    }

    /// The keys of `layer`'s animations of `key`: its own, and the additive ones stacked on it.
    private static func runningKeys(of layer: CALayer, for key: String) -> [String] {
        (layer.animationKeys() ?? []).filter { $0 == key || $0.hasPrefix(key + "-") }
    }

    // MARK: Keyframes

    /// A keyframe closed having changed `key` of `layer` from `oldValue` (to the value it has now).
    private func addKeyframe(_ layer: CALayer, _ key: String, from oldValue: Any?, window: (start: Double, end: Double)) {
        let frame = (start: window.start, end: window.end, value: layer.value(forKey: key))
        if let index = keyframeTracks.firstIndex(where: { $0.layer === layer && $0.key == key }) {
            keyframeTracks[index].frames.append(frame)
        } else {
            keyframeTracks.append((layer, key, oldValue, [frame]))
        }
    }

    /// One keyframe animation through a property's keyframes, in time order: the value holds between
    /// keyframes, and a discrete keyframe takes its value at its start.
    private func makeKeyframeAnimation(for track: (layer: CALayer, key: String, initial: Any?, frames: [(start: Double, end: Double, value: Any?)])) {
        let discrete = keyframeMode?.isDiscrete == true
        var times: [Double] = [0], values: [Any?] = [track.initial]
        for frame in track.frames.sorted(by: { $0.start < $1.start }) {
            let start = max(frame.start, times.last!)
            if start > times.last! {
                times.append(start)
                values.append(values.last!)
            }
            // A jump takes no time a viewer could see.
            times.append(discrete ? min(start + 1e-6, 1) : max(frame.end, start))
            values.append(frame.value)
        }
        if times.last! < 1 {
            times.append(1)
            values.append(values.last!)
        }
        let animation = CAKeyframeAnimation(keyPath: track.key)
        animation.values = values.map { $0 ?? NSNull() }
        animation.keyTimes = times.map { NSNumber(value: $0) }
        animation.calculationMode = keyframeMode?.calculationMode ?? .linear
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        applyTiming(to: animation, on: track.layer)
        for running in Self.runningKeys(of: track.layer, for: track.key) { track.layer.removeAnimation(forKey: running) }
        track.layer.add(animation, forKey: track.key)
    }

    /// An animation of `keyPath` with the block's curve or spring.
    private func makeTimedAnimation(keyPath: String) -> CABasicAnimation {
        let animation: CABasicAnimation
        if let spring {
            let springAnimation = CASpringAnimation(keyPath: keyPath)
            // A spring that would take `duration` to settle: its natural period is the duration, and the
            // damping ratio sets how much it overshoots on the way.
            let omega = 2 * CGFloat.pi / CGFloat(duration)
            springAnimation.mass = 1
            springAnimation.stiffness = omega * omega
            springAnimation.damping = 2 * min(max(spring.dampingRatio, 0.01), 1) * omega
            springAnimation.initialVelocity = spring.velocity
            animation = springAnimation
        } else {
            animation = CABasicAnimation(keyPath: keyPath)
            animation.timingFunction = timingFunction ?? curve.timingFunction
        }
        return animation
    }

    /// Gives `animation`, about to be added to `layer`, the block's duration, start, repetition and
    /// interaction, and reports its end to the block's completion.
    func applyTiming(to animation: CAAnimation, on layer: CALayer) {
        animation.duration = duration
        animation.beginTime = layer.convertTime(startTime + delay, from: nil)
        // The old value shows until a delayed animation starts.
        animation.fillMode = .backwards
        // `.repeat` means for ever only until a count is set inside the block (`setAnimationRepeatCount`,
        // `modifyAnimations`), which limits it, as UIKit's does.
        if repeatCount > 0 {
            animation.repeatCount = repeatCount
        } else {
            animation.repeatCount = options.contains(.repeat) ? .infinity : 0
        }
        animation.autoreverses = options.contains(.autoreverse) || repeatAutoreverses
        if !options.contains(.allowUserInteraction) {
            animation.setValue(true, forKey: UIView.blocksInteractionAnimationKey)
        }
        animation.delegate = completion
        completion.track()
    }

    private static func same(_ a: Any?, _ b: Any?) -> Bool {
        guard let a = a as? AnyHashable, let b = b as? AnyHashable else {
            if let a = a as? CATransform3D, let b = b as? CATransform3D { return CATransform3DEqualToTransform(a, b) }
            return a == nil && b == nil
        }
        return a == b
    }
}
