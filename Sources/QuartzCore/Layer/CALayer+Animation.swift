/// An animation attached to a layer: the copy that was added, its frozen form and its bookkeeping.
final class AnimationEntry {
    let key: String?
    let animation: CAAnimation
    let frozen: FrozenAnimation
    let groups: [CATransaction.CompletionGroup]
    var started = false
    var stopped = false

    init(key: String?, animation: CAAnimation, groups: [CATransaction.CompletionGroup], before: RenderLayer?) {
        self.key = key
        self.animation = animation
        frozen = FrozenAnimation(animation, before: before)
        self.groups = groups
        for group in groups { group.animationAdded() }
    }

    /// Tells the delegate and the transactions that the animation stopped, once; the innermost transaction
    /// first, so a nested transaction's completion block runs before those of the transactions around it.
    func stop(finished: Bool) {
        guard !stopped else { return }
        stopped = true
        animation.delegate?.animationDidStop(animation, finished: finished)
        for group in groups.reversed() { group.animationEnded() }
    }
}

extension CALayer {
    /// The layer's own time at media time `t`, through the timing of its superlayers.
    func localTime(atMediaTime t: CFTimeInterval) -> CFTimeInterval {
        let parentTime = superlayer?.localTime(atMediaTime: t) ?? t
        return MediaTiming(self).localTime(parentTime)
    }

    /// Converts `t` from `l`'s time (media time when `nil`) to this layer's.
    public func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        LayerLock.withLock {
            let media = l.map { $0.mediaTime(atLocalTime: t) } ?? t
            return localTime(atMediaTime: media)
        }
    }

    /// Converts `t` from this layer's time to `l`'s (media time when `nil`).
    public func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        LayerLock.withLock {
            let media = mediaTime(atLocalTime: t)
            return l.map { $0.localTime(atMediaTime: media) } ?? media
        }
    }

    private func mediaTime(atLocalTime t: CFTimeInterval) -> CFTimeInterval {
        let parentTime = MediaTiming(self).parentTime(t)
        return superlayer?.mediaTime(atLocalTime: parentTime) ?? parentTime
    }

    func addAnimation(_ anim: CAAnimation, forKey key: String?) {
        guard let copy = anim.copy() as? CAAnimation else { return }
        if copy.beginTime == 0 {
            let now = CACurrentMediaTime()
            copy.beginTime = animationTime(atMediaTime: now) ?? localTime(atMediaTime: now)
        }
        if copy.duration == 0 { copy.duration = CATransaction.animationDuration() }
        if let basic = copy as? CABasicAnimation, basic.fromValue == nil, basic.toValue == nil, basic.byValue == nil,
           let keyPath = basic.keyPath, let shown = cachedNode?.values.value(atKeyPath: keyPath) {
            // With no values, Core Animation runs from the value last presented to the model's value now.
            basic.fromValue = shown.anyValue
        }
        if !anim.isImplicitAction, let keyPath = misfittingKeyPath(of: copy) {
            CALayer.log.error("CALayer: an animation's values do not fit the property \(keyPath); it changes nothing.")
        }
        CATransaction.noteChange(self)
        if let key { removeEntry(forKey: key) }
        // A transition starts from what the layer last rendered, whatever was changed since in this transaction.
        let before = copy is CATransition ? cachedNode : nil
        animationEntries.append(AnimationEntry(key: key, animation: copy, groups: CATransaction.openGroups,
                                               before: before))
        markAncestorsAnimating()
    }

    /// Whether the layer or a sublayer below it has animations: what advancing a tree's animations visits.
    var hasAnimationsInSubtree: Bool { !animationEntries.isEmpty || descendantAnimates }

    /// Marks the superlayers (through the layer masked) as having animations below them, up to the first
    /// already marked.
    func markAncestorsAnimating() {
        var layer = superlayerStorage ?? maskedLayer
        while let current = layer, !current.descendantAnimates {
            current.descendantAnimates = true
            layer = current.superlayerStorage ?? current.maskedLayer
        }
    }

    /// The key path of an animation in `animation` whose values cannot be set on the property it names (a point
    /// for `opacity`, NaN for `position.x`), if any. Values turned into transforms by a value function are not
    /// checked.
    func misfittingKeyPath(of animation: CAAnimation) -> String? {
        if let group = animation as? CAAnimationGroup {
            return group.animations?.lazy.compactMap { self.misfittingKeyPath(of: $0) }.first
        }
        // Only the properties every layer has are checked (a class's own keys take any value); whether a value
        // fits depends on the property's type alone, so a plain layer's values stand in for this one's.
        guard let property = animation as? CAPropertyAnimation, let keyPath = property.keyPath,
              property.valueFunction == nil,
              LayerValues.slots[LayerValues.split(keyPath).0] != nil else { return nil }
        let candidates: [Any] = switch property {
        case let basic as CABasicAnimation: [basic.fromValue, basic.toValue, basic.byValue].compactMap { $0 }
        case let keyframes as CAKeyframeAnimation: keyframes.values ?? []
        default: []
        }
        for candidate in candidates {
            var values = CALayer.plainValues
            guard let value = AnimationValue(candidate), values.setValue(value, atKeyPath: keyPath) else { return keyPath }
        }
        return nil
    }

    /// A plain layer's values, against which animation values are checked.
    private static let plainValues = LayerValues(CALayer())

    /// Takes the layer as it is now as the appearance the next transition added to it starts from, as
    /// UIKit's transitions snapshot a view before changing it (even one not shown yet).
    package func snapshotForTransition() {
        LayerLock.withLock {
            layoutAndDisplayTree()
            _ = renderNode(at: CACurrentMediaTime())
        }
    }

    func removeEntry(forKey key: String) {
        guard let index = animationEntries.firstIndex(where: { $0.key == key }) else { return }
        let entry = animationEntries.remove(at: index)
        CATransaction.noteChange(self)
        entry.stop(finished: false)
    }

    func removeEveryEntry() {
        let entries = animationEntries
        animationEntries = []
        if !entries.isEmpty { CATransaction.noteChange(self) }
        for entry in entries { entry.stop(finished: false) }
    }

    /// The layer's values with its animations applied at media time `t`.
    func presentationValues(at t: CFTimeInterval) -> LayerValues {
        var values = LayerValues(self)
        guard !animationEntries.isEmpty, !CATransaction.state.rendersModel, let local = animationTime(atMediaTime: t)
        else { return values }
        for entry in animationEntries { entry.frozen.apply(to: &values, parentTime: local) }
        return values
    }

    /// The layer's time at media time `t` as its animations see it, repeated within the active time of the
    /// layers that have durations of their own (`MediaTiming.layerTime`); nil while one of them is outside it.
    func animationTime(atMediaTime t: CFTimeInterval) -> CFTimeInterval? {
        let parentTime: CFTimeInterval? = superlayer.map { parent in DeepStack.run { parent.animationTime(atMediaTime: t) } } ?? t
        return parentTime.flatMap { MediaTiming(self).layerTime($0) }
    }

    /// A copy of the layer showing its animations at media time `t`.
    func presentationLayer(at t: CFTimeInterval) -> CALayer {
        let copy = makePresentationCopy()
        presentationValues(at: t).write(to: copy)
        copy.modelLayer = self
        return copy
    }

    /// Starts, finishes and removes the animations of the tree at media time `t`, telling their delegates
    /// and transactions; returns whether any animation is still running. Only layers with animations and the
    /// path to them are visited, so a frame of one animation costs the same in a tree of any size.
    @discardableResult
    func advanceAnimations(to t: CFTimeInterval) -> Bool {
        var running = false
        if !animationEntries.isEmpty, let local = animationTime(atMediaTime: t) {
            for entry in animationEntries {
                if !entry.started && entry.frozen.hasStarted(at: local) {
                    entry.started = true
                    entry.animation.delegate?.animationDidStart(entry.animation)
                }
                if entry.frozen.isFinished(at: local) {
                    entry.stop(finished: true)
                } else {
                    running = true
                }
            }
            let finished = animationEntries.filter { $0.stopped && $0.animation.isRemovedOnCompletion }
            if !finished.isEmpty {
                animationEntries.removeAll { $0.stopped && $0.animation.isRemovedOnCompletion }
                CATransaction.noteChange(self)
            }
        }
        guard descendantAnimates else { return running }
        var below = false
        for child in children where child.hasAnimationsInSubtree {
            if DeepStack.run({ child.advanceAnimations(to: t) }) { running = true }
            below = below || child.hasAnimationsInSubtree
        }
        if let mask, mask.hasAnimationsInSubtree, mask.advanceAnimations(to: t) { running = true }
        // A delegate told of a start or stop may have added animations to a sublayer already visited.
        descendantAnimates = below || children.contains { $0.hasAnimationsInSubtree } || mask?.hasAnimationsInSubtree == true
        return running
    }
}
