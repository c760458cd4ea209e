/// An animation as added to a layer, frozen into values so it can be evaluated on any thread: the
/// presentation layer and the render server both use it.
struct FrozenAnimation: Sendable {
    struct Property: Sendable {
        var keyPath: String
        var additive: Bool
        var cumulative: Bool
        var valueFunction: CAValueFunction?
    }

    enum Kind: Sendable {
        case basic(Property, from: AnimationValue?, to: AnimationValue?, by: AnimationValue?, spring: SpringSolver?)
        case keyframes(Property, KeyframeEvaluator?, path: PathKeyframes?, mode: CAAnimationCalculationMode,
                       rotation: CAAnimationRotationMode?)
        case group([FrozenAnimation])
        /// A transition from `before`, the layer's node as last rendered.
        case transition(CATransitionType, CATransitionSubtype?, start: Double, end: Double, before: RenderLayer?)
        /// Nothing to evaluate.
        case none
    }

    let timing: MediaTiming
    let timingFunction: CAMediaTimingFunction?
    let kind: Kind

    /// Core Animation reads a duration of 0 as a quarter of a second.
    static let defaultDuration = 0.25

    /// The frozen form of `animation`; a transition starts from `before`, what the layer last rendered.
    init(_ animation: CAAnimation, before: RenderLayer? = nil) {
        var timing = MediaTiming(animation)
        if timing.duration <= 0 { timing.duration = Self.defaultDuration }
        self.timing = timing
        timingFunction = animation.timingFunction
        kind = Self.kind(of: animation, before: before)
    }

    private static func kind(of animation: CAAnimation, before: RenderLayer?) -> Kind {
        if let transition = animation as? CATransition {
            return .transition(transition.type, transition.subtype, start: Double(transition.startProgress),
                               end: Double(transition.endProgress), before: before)
        }
        if let group = animation as? CAAnimationGroup {
            return .group((group.animations ?? []).map { FrozenAnimation($0) })
        }
        guard let property = animation as? CAPropertyAnimation, let keyPath = property.keyPath else { return .none }
        let described = Property(keyPath: keyPath, additive: property.isAdditive, cumulative: property.isCumulative,
                                 valueFunction: property.valueFunction)
        switch property {
        case let spring as CASpringAnimation:
            return .basic(described, from: AnimationValue(spring.fromValue), to: AnimationValue(spring.toValue),
                          by: AnimationValue(spring.byValue), spring: spring.solver)
        case let basic as CABasicAnimation:
            return .basic(described, from: AnimationValue(basic.fromValue), to: AnimationValue(basic.toValue),
                          by: AnimationValue(basic.byValue), spring: nil)
        case let keyframes as CAKeyframeAnimation:
            let keyTimes = keyframes.keyTimes?.map(\.doubleValue)
            let path = keyframes.path.map {
                PathKeyframes($0, keyTimes: keyTimes, timingFunctions: keyframes.timingFunctions)
            }
            let values = (keyframes.values ?? []).compactMap { AnimationValue($0) }
            let evaluator = values.isEmpty ? nil : KeyframeEvaluator(
                values: values, keyTimes: keyTimes,
                timingFunctions: keyframes.timingFunctions, calculationMode: keyframes.calculationMode,
                tensionValues: keyframes.tensionValues?.map(\.doubleValue),
                continuityValues: keyframes.continuityValues?.map(\.doubleValue),
                biasValues: keyframes.biasValues?.map(\.doubleValue))
            return .keyframes(described, evaluator, path: path, mode: keyframes.calculationMode,
                              rotation: keyframes.rotationMode)
        default:
            return .none
        }
    }

    /// Whether the active time is over at `parentTime`.
    func isFinished(at parentTime: Double) -> Bool { timing.progress(at: parentTime).finished }

    /// Whether the animation has begun at `parentTime`.
    func hasStarted(at parentTime: Double) -> Bool { timing.localTime(parentTime) >= 0 }

    /// Changes `values` as the animation shows them at `parentTime` (the layer's local time).
    func apply(to values: inout LayerValues, parentTime: Double) {
        guard let linear = timing.progress(at: parentTime).progress else { return }
        switch kind {
        case .none, .transition:
            return
        case .group(let children):
            let local = min(timing.localTime(parentTime), timing.activeDuration)
            for child in children { child.apply(to: &values, parentTime: local) }
        case .basic(let property, let from, let to, let by, let spring):
            guard let underlying = values.value(atKeyPath: property.keyPath) ?? from ?? to else { return }
            let fraction = spring.map { $0.value(at: linear * timing.duration) }
                ?? timingFunction.map { $0.evaluate(linear) } ?? linear
            let ends = Self.endpoints(from: from, to: to, by: by, underlying: property.additive ? nil : underlying)
            if property.keyPath == "contents", let (start, end) = ends, case .opaque(let a) = start, case .opaque(let b) = end {
                // Two images cross-fade, drawn by the render tree.
                values.contents = .opaque(ContentsFade(from: a, to: b, fraction: fraction))
                return
            }
            guard let (start, end) = ends, var value = AnimationValue.interpolate(start, end, fraction) else { return }
            if property.cumulative, let step = AnimationValue.subtract(end, start) {
                value = accumulate(value, step: step, at: parentTime)
            }
            set(value, for: property, underlying: underlying, in: &values)
        case .keyframes(let property, let evaluator, let path, let mode, let rotation):
            // Paced modes set their own pace: Core Animation ignores the timing function for them.
            let paced = mode == .paced || mode == .cubicPaced
            let fraction = paced ? linear : timingFunction.map { $0.evaluate(linear) } ?? linear
            if let path {
                let (point, angle) = mode == .discrete ? path.discretePoint(at: fraction)
                    : path.point(at: fraction, paced: paced)
                set(.point(point), for: property, underlying: values.value(atKeyPath: property.keyPath), in: &values)
                if let rotation {
                    let turn = angle + (rotation == .rotateAutoReverse ? .pi : 0)
                    values.transform = CATransform3DRotate(values.transform, CGFloat(turn), 0, 0, 1)
                }
            } else if var value = evaluator?.value(at: fraction) {
                if property.cumulative, let evaluator, let step = AnimationValue.subtract(
                    evaluator.value(at: 1) ?? value, evaluator.value(at: 0) ?? value) {
                    value = accumulate(value, step: step, at: parentTime)
                }
                set(value, for: property, underlying: values.value(atKeyPath: property.keyPath), in: &values)
            }
        }
    }

    /// The transition running at `parentTime`, if this is one and it is active.
    func transition(at parentTime: Double) -> RenderLayer.Transition? {
        guard case .transition(let type, let subtype, let start, let end, let before?) = kind,
              let linear = timing.progress(at: parentTime).progress else { return nil }
        let eased = timingFunction.map { $0.evaluate(linear) } ?? linear
        return RenderLayer.Transition(before: before, type: type, subtype: subtype,
                                      progress: CGFloat(start + (end - start) * eased))
    }

    /// Start and end from Core Animation's rules for `fromValue`, `toValue` and `byValue`; `underlying` is the
    /// property's current value, or `nil` for additive animations, whose missing ends are zero.
    private static func endpoints(from: AnimationValue?, to: AnimationValue?, by: AnimationValue?,
                                  underlying: AnimationValue?) -> (AnimationValue, AnimationValue)? {
        switch (from, to, by) {
        case (let f?, let t?, _): return (f, t)
        case (let f?, nil, let b?): return AnimationValue.add(f, b).map { (f, $0) }
        case (nil, let t?, let b?): return AnimationValue.subtract(t, b).map { ($0, t) }
        case (let f?, nil, nil): return underlying.map { (f, $0) }
        case (nil, let t?, nil): return underlying.map { ($0, t) }
        case (nil, nil, let b?): return underlying.flatMap { u in AnimationValue.add(u, b).map { (u, $0) } }
        case (nil, nil, nil): return underlying.map { ($0, $0) }
        }
    }

    /// A cumulative animation's value: each repetition starts where the previous one ended.
    private func accumulate(_ value: AnimationValue, step: AnimationValue, at parentTime: Double) -> AnimationValue {
        let repeats = timing.iteration(at: parentTime)
        guard repeats > 0, let offset = AnimationValue.scale(step, by: repeats),
              let sum = AnimationValue.add(value, offset) else { return value }
        return sum
    }

    /// Writes an animated value: through the value function, added to the underlying value when additive.
    private func set(_ value: AnimationValue, for property: Property, underlying: AnimationValue?,
                     in values: inout LayerValues) {
        var result = value
        if let function = property.valueFunction, let t = function.transform(for: value.anyValue) {
            result = .transform(t)
        }
        if property.additive, let underlying, let sum = AnimationValue.add(underlying, result) { result = sum }
        values.setValue(result, atKeyPath: property.keyPath)
    }
}
