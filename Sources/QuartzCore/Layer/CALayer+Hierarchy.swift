extension CALayer {
    /// The `sublayers` setter: the layers dropped leave and the new ones enter, with one `sublayers` action.
    func replaceAllSublayers(with layers: [CALayer]?) {
        let dropped = children
        let (before, after) = (Set(dropped.map(ObjectIdentifier.init)), Set((layers ?? []).map(ObjectIdentifier.init)))
        for child in dropped { child.superlayerStorage = nil }
        children = []
        markedSublayer = nil
        sublayerChanges?.invalidate()
        noteHierarchyChange()
        for child in dropped where !after.contains(ObjectIdentifier(child)) {
            child.runOrderAction(kCAOnOrderOut, shown: hasBeenCommitted)
        }
        for layer in layers ?? [] {
            let kept = before.contains(ObjectIdentifier(layer))
            insert(layer, at: UInt32(children.count), event: kept ? nil : kCAOnOrderIn, sublayersAction: false)
        }
        runOrderAction("sublayers", shown: hasBeenCommitted)
    }

    /// Adds `layer` in front of the other sublayers, removing it from its current superlayer first.
    public func addSublayer(_ layer: CALayer) {
        LayerLock.withLock {
            insertSublayer(layer, at: UInt32(children.count))
        }
    }

    /// Inserts `layer` at `idx` among the sublayers (clamped to the end).
    public func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        LayerLock.withLock {
            // A sublayer moved among its siblings neither leaves nor enters the tree.
            insert(layer, at: idx, event: layer.superlayer === self ? nil : kCAOnOrderIn)
        }
    }

    /// Inserts `layer`, then runs its action for `event`, if any, and this layer's for `sublayers`.
    private func insert(_ layer: CALayer, at idx: UInt32, event: String?, sublayersAction: Bool = true) {
        guard canAdopt(layer) else { return }
        var index = Int(idx)
        if layer.superlayer === self, let current = children.index(ofIdentical: layer), current < index {
            index -= 1
        }
        layer.detachFromSuperlayer(runningActions: layer.superlayer !== self)
        children.insert(layer, at: min(index, children.count))
        sublayerChanges?.invalidate()
        layer.superlayerStorage = self
        adoptMarks(of: layer)
        setNeedsLayout()
        noteHierarchyChange()
        if let event { layer.runOrderAction(event, shown: hasBeenCommitted) }
        if sublayersAction { runOrderAction("sublayers", shown: hasBeenCommitted) }
    }

    /// Inserts `layer` just behind `sibling`, or at the back when `sibling` is not a sublayer.
    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        LayerLock.withLock {
            let index = sibling.flatMap { children.index(ofIdentical: $0) } ?? 0
            insertSublayer(layer, at: UInt32(index))
        }
    }

    /// Inserts `layer` just in front of `sibling`, or at the front when `sibling` is not a sublayer.
    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        LayerLock.withLock {
            let index = sibling.flatMap { children.index(ofIdentical: $0) }.map { $0 + 1 } ?? children.count
            insertSublayer(layer, at: UInt32(index))
        }
    }

    /// Puts `newLayer` where `oldLayer` is; nothing happens when `oldLayer` is not a sublayer. The old layer's
    /// `kCAOnOrderOut` action runs, the new one's `kCATransition` action, and this layer's `sublayers` action once.
    public func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        LayerLock.withLock {
            guard oldLayer !== newLayer, let index = children.index(ofIdentical: oldLayer),
                  canAdopt(newLayer) else { return }
            oldLayer.detachFromSuperlayer(runningActions: false)
            oldLayer.runOrderAction(kCAOnOrderOut, shown: hasBeenCommitted)
            insert(newLayer, at: UInt32(index), event: kCATransition)
        }
    }

    /// Detaches the layer from its superlayer.
    public func removeFromSuperlayer() { LayerLock.withLock { detachFromSuperlayer(runningActions: true) } }

    /// Detaches the layer; with `runningActions`, its `kCAOnOrderOut` action and its former superlayer's
    /// `sublayers` action run.
    private func detachFromSuperlayer(runningActions: Bool) {
        guard let parent = superlayer else { return }
        if let index = parent.children.index(ofIdentical: self) { parent.children.remove(at: index) }
        if parent.markedSublayer === self { parent.markedSublayer = nil }
        parent.sublayerChanges?.invalidate()
        superlayerStorage = nil
        parent.setNeedsLayout()
        parent.noteHierarchyChange()
        guard runningActions else { return }
        runOrderAction(kCAOnOrderOut, shown: parent.hasBeenCommitted)
        parent.runOrderAction("sublayers", shown: parent.hasBeenCommitted)
    }

    /// The roots of the trees `layers` are in (a mask is in the tree of the layer it masks). Past a few layers,
    /// each layer above them is visited once, however many of its descendants are listed: a deep tree costs its
    /// size, not its size times its depth.
    static func roots(of layers: [CALayer]) -> [ObjectIdentifier] {
        if layers.count <= 8 {
            var roots: [ObjectIdentifier] = []
            for layer in layers {
                var top = layer
                while let above = top.superlayer ?? top.maskedLayer { top = above }
                if !roots.contains(ObjectIdentifier(top)) { roots.append(ObjectIdentifier(top)) }
            }
            return roots
        }
        var rootOf: [ObjectIdentifier: ObjectIdentifier] = [:]
        var roots = Set<ObjectIdentifier>()
        var path: [ObjectIdentifier] = []
        for layer in layers {
            var current = layer
            var root: ObjectIdentifier?
            while root == nil {
                let id = ObjectIdentifier(current)
                if let known = rootOf[id] {
                    root = known
                } else if let above = current.superlayer ?? current.maskedLayer {
                    path.append(id)
                    current = above
                } else {
                    root = id
                    rootOf[id] = id
                }
            }
            for id in path { rootOf[id] = root }
            path.removeAll(keepingCapacity: true)
            roots.insert(root!)
        }
        return Array(roots)
    }

    /// Whether `ancestor` is this layer or one of its superlayers.
    func isDescendant(of ancestor: CALayer) -> Bool {
        var layer: CALayer? = self
        while let current = layer {
            if current === ancestor { return true }
            layer = current.superlayer
        }
        return false
    }

    /// Refuses a layer that would make a cycle, as Core Animation does (it raises an exception).
    private func canAdopt(_ layer: CALayer) -> Bool {
        // Only a layer with sublayers can be an ancestor: adding a leaf, the usual case, needs no walk up.
        if (layer === self || !layer.children.isEmpty) && isDescendant(of: layer) {
            CALayer.log.error("CALayer: adding \(layer) as a sublayer of \(self) would make a cycle; refused.")
            return false
        }
        return true
    }
}
