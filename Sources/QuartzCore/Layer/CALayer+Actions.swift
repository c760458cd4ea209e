extension CALayer {
    /// Called before an animatable property changes: records the change, and looks up the action while the
    /// old value is still in place (the default animation starts from it). `state`, the thread's transaction
    /// state, lets a caller changing several properties at once look it up once.
    func willChange(_ key: String, state: CATransaction.ThreadState? = nil) {
        guard !isPresentationCopy else { return }
        let state = state ?? CATransaction.state
        CATransaction.noteChange(self, state: state)
        // A view animates its layer even before it was first shown (an owner decides for itself).
        guard !hasOwningDelegate || state.ownersAnimate, hasBeenCommitted || hasOwningDelegate, !CATransaction.disableActions(),
              var action = action(forKey: key) else { return }
        if let basic = action as? CABasicAnimation, basic.fromValue == nil, basic.toValue == nil, basic.byValue == nil,
           let filled = basic.copy() as? CABasicAnimation {
            // An animation with no values runs from the value presented before the change to the new one.
            filled.fromValue = presentationValues(at: CACurrentMediaTime()).value(atKeyPath: basic.keyPath ?? key)?.anyValue
            action = filled
        }
        pendingActions[key] = action
    }

    /// Called after the change: runs the action looked up before it.
    func didChange(_ key: String) {
        guard !pendingActions.isEmpty, let action = pendingActions.removeValue(forKey: key) else { return }
        action.run(forKey: key, object: self, arguments: nil)
    }

    /// Runs the action for an order event (`kCAOnOrderIn`, `kCAOnOrderOut`, `kCATransition`, `"sublayers"`),
    /// searched as for a property change, when the tree the change happened in has been shown (`shown`).
    func runOrderAction(_ event: String, shown: Bool) {
        guard !isPresentationCopy, ownerMayAnimate, shown || hasOwningDelegate, !CATransaction.disableActions(),
              let action = action(forKey: event) else { return }
        action.run(forKey: event, object: self, arguments: nil)
    }

    /// A layer owned by its delegate (a view's) looks actions up only while its owner animates: a view's
    /// layer has none outside animation blocks, so the search is skipped there.
    private var ownerMayAnimate: Bool { !hasOwningDelegate || CATransaction.state.ownersAnimate }


    /// Core Animation's search: the delegate, `actions`, the style's actions, `defaultAction(forKey:)`, then
    /// the implicit animation of an animatable property. `NSNull` at any step ends the search with none.
    func lookUpAction(forKey event: String) -> CAAction? {
        func resolved(_ action: CAAction) -> CAAction? { action is NSNull ? nil : action }
        if let delegate, let action = delegate.action(for: self, forKey: event) { return resolved(action) }
        if let action = actions?[event] { return resolved(action) }
        if let styleActions = style?["actions"] as? [String: CAAction], let action = styleActions[event] {
            return resolved(action)
        }
        if let action = type(of: self).defaultAction(forKey: event) { return resolved(action) }
        return implicitAnimation(forKey: event)
    }

    /// The animation Core Animation runs by default: from the current presentation value to the new model
    /// value (a cross-fade for contents), with the transaction's duration and timing function.
    private func implicitAnimation(forKey key: String) -> CAAction? {
        if key == "contents" {
            // New contents cross-fade from what was last shown.
            let fade = CATransition()
            fade.type = .fade
            fade.duration = CATransaction.animationDuration()
            fade.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
            return fade
        }
        // Paths are animatable but, as Apple documents for every CGPath property, have no implicit animation.
        guard LayerValues.slots[key] != nil || type(of: self).keyedProperties.animatableKeys.contains(key),
              key != "shadowPath" else { return nil }
        let animation = CABasicAnimation(keyPath: key)
        animation.isImplicitAction = true
        animation.fromValue = presentationValues(at: CACurrentMediaTime()).value(atKeyPath: key)?.anyValue
        animation.duration = CATransaction.animationDuration()
        animation.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        return animation
    }
}

extension CALayer {
    /// Makes the change `store` makes to the animatable property `key` under the layer lock, announced as
    /// `willChange` and `didChange` announce it (`state` as `willChange` takes it).
    @inline(__always)
    func changeAnimatable(_ key: String, state: CATransaction.ThreadState? = nil, _ store: () -> Void) {
        LayerLock.withLock {
            willChange(key, state: state)
            store()
            didChange(key)
        }
    }

    /// Makes the change `store` makes to a property that is drawn but not animatable, under the layer lock.
    @inline(__always)
    func changeDrawn(_ store: () -> Void) {
        LayerLock.withLock {
            store()
            noteRenderChange()
        }
    }

    /// Records a change to a property that is drawn but not animatable (contents, gravity…).
    func noteRenderChange() {
        guard !isPresentationCopy else { return }
        CATransaction.noteChange(self)
    }

    /// Records a change to the sublayers alone: the compositor compares sublayer lists itself.
    func noteHierarchyChange() {
        guard !isPresentationCopy else { return }
        CATransaction.noteChange(self, appearance: false)
    }
}
