@_implementationOnly import CCairo

extension CALayer {
    /// The largest backing store a layer gets, in pixels; larger layers draw at a reduced scale.
    static let maximumBackingPixels = 4096 * 4096

    func markNeedsDisplay(_ r: CGRect) {
        guard r.isFinite, !r.isEmpty else { return }
        switch displayState {
        case .clean:
            displayState = .rect(r)
            markAncestorsForDisplay()
        case .rect(let old): displayState = .rect(old.union(r))
        case .all: break
        }
    }

    /// Marks the superlayers (through the layer masked) as having a layer below them to display, up to the
    /// first already marked.
    func markAncestorsForDisplay() {
        var layer = superlayerStorage ?? maskedLayer
        while let current = layer, !current.descendantNeedsDisplay {
            current.descendantNeedsDisplay = true
            layer = current.superlayerStorage ?? current.maskedLayer
        }
    }

    /// Marks the superlayers as having a layer below them to lay out, up to the first already marked.
    func markAncestorsForLayout() {
        var child = self
        while let parent = child.superlayerStorage {
            guard !parent.descendantNeedsLayout else {
                // A second marked sublayer: layout asks them all.
                if parent.markedSublayer !== child { parent.markedSublayer = nil }
                return
            }
            parent.descendantNeedsLayout = true
            parent.markedSublayer = child
            child = parent
        }
    }

    /// Carries the marks of `sublayer`, just inserted, to its new superlayers (layout, display, animations).
    func adoptMarks(of sublayer: CALayer) {
        if sublayer.layoutNeeded || sublayer.descendantNeedsLayout { sublayer.markAncestorsForLayout() }
        if sublayer.displayState != .clean || sublayer.descendantNeedsDisplay { sublayer.markAncestorsForDisplay() }
        if sublayer.hasAnimationsInSubtree { sublayer.markAncestorsAnimating() }
    }

    /// Whether the layer is marked for redrawing.
    public func needsDisplay() -> Bool { LayerLock.withLock { displayState != .clean } }

    /// Redraws the layer now if it is marked for redrawing.
    public func displayIfNeeded() {
        LayerLock.withLock {
            if displayState != .clean { display() }
        }
    }

    func displayContents() {
        if let delegate { delegate.display(self) } else { drawIntoBackingStore() }
        displayState = .clean
    }

    func drawWithDelegate(in ctx: CGContext) {
        if let delegate { delegate.draw(self, in: ctx) } else { drewNothing = true }
    }

    /// Draws the layer into a new backing store and makes it the contents; a layer whose drawing is the
    /// default (no delegate drawing, no `draw(in:)` override) keeps none, and keeps contents it was given
    /// (an image view's image).
    func drawIntoBackingStore() {
        let size = bounds.size
        guard let (width, height, scale) = BackingStore.pixelSize(of: size, scale: contentsScale) else { return contents = nil }
        if scale < contentsScale {
            CALayer.log.notice("CALayer: \(size) at scale \(contentsScale) is too large a backing store; drawn at \(scale).")
        }
        // A view's `isOpaque` is true by default and only a hint (iOS calls a view that does not fill its bounds
        // "unpredictable"), so a view's store keeps its alpha; a plain opaque layer's drops it, as documented.
        let dropsAlpha = isOpaque && !hasOwningDelegate
        let info = (dropsAlpha ? CGImageAlphaInfo.noneSkipFirst : .premultipliedFirst).rawValue
            | CGBitmapInfo.byteOrder32Little.rawValue
        guard let ctx = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                  space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info) else { return }

        // Keep what is outside a partial redraw from the previous store.
        var dirty: CGRect?
        if case .rect(let r) = displayState, let old = contents as? BackingStore, old.surface.width == width,
           old.surface.height == height, old.scale == scale {
            // Pixel for pixel, in device space.
            cairo_save(ctx.cr)
            cairo_identity_matrix(ctx.cr)
            cairo_set_operator(ctx.cr, CAIRO_OPERATOR_SOURCE)
            cairo_set_source_surface(ctx.cr, old.surface.pointer, 0, 0)
            cairo_paint(ctx.cr)
            cairo_restore(ctx.cr)
            dirty = r
        }
        ctx.translateBy(x: 0, y: CGFloat(height))
        ctx.scaleBy(x: scale, y: -scale)
        ctx.translateBy(x: -bounds.minX, y: -bounds.minY)
        if let dirty {
            ctx.clip(to: dirty)
            ctx.clear(dirty)
        }
        drewNothing = false
        delegate?.layerWillDraw(self)
        draw(in: ctx)
        if drewNothing {
            if contents is BackingStore { contents = nil }
        } else if let surface = ctx.ownedSurface {
            contents = BackingStore(surface: surface, scale: scale, isOpaque: dropsAlpha)
        }
    }

    // MARK: Layout

    /// Whether the layer is marked for layout.
    public func needsLayout() -> Bool { LayerLock.withLock { layoutNeeded } }

    func layoutFromHighestMarkedAncestor() {
        var top: CALayer = self
        while let parent = top.superlayer, parent.layoutNeeded { top = parent }
        top.layoutTree()
    }

    /// Rounds of layout one pass gives a layer whose own or whose sublayers' layout keeps marking it again.
    static let maximumLayoutRounds = 4

    /// Lays out the layer, then the marked layers below it; when a sublayer's layout marks this layer again (a
    /// label that wraps at its new width asks for a new height), the layer is laid out again, a few times at
    /// most, so one pass leaves the tree settled. Only marked layers and their ancestors are visited.
    func layoutTree() {
        var rounds = 0
        repeat {
            rounds += 1
            if layoutNeeded {
                layoutNeeded = false
                layoutSublayers()
            }
            if descendantNeedsLayout {
                descendantNeedsLayout = false
                if let only = markedSublayer {
                    markedSublayer = nil
                    if only.layoutNeeded || only.descendantNeedsLayout { DeepStack.run { only.layoutTree() } }
                } else {
                    for child in children where child.layoutNeeded || child.descendantNeedsLayout {
                        DeepStack.run { child.layoutTree() }
                    }
                }
            }
        } while layoutNeeded && rounds < Self.maximumLayoutRounds
        if layoutNeeded {
            CALayer.log.notice("CALayer: the layout of \(self) did not settle in \(Self.maximumLayoutRounds) rounds; the rest waits for the next pass.")
        }
    }

    /// Displays and lays out, now, every layer of the tree that needs it: what a commit does.
    package func layoutAndDisplayTree() {
        LayerLock.withLock {
            layoutIfNeeded()
            displayMarkedLayers()
        }
    }

    /// Displays the layer if it is marked, then the marked layers below it (masks included), visiting only
    /// those and their ancestors.
    package func displayMarkedLayers() {
        LayerLock.withLock { displayMarkedSubtree() }
    }

    private func displayMarkedSubtree() {
        displayIfNeeded()
        guard descendantNeedsDisplay else { return }
        descendantNeedsDisplay = false
        if let mask = maskStorage, mask.displayState != .clean || mask.descendantNeedsDisplay { mask.displayMarkedSubtree() }
        for child in children where child.displayState != .clean || child.descendantNeedsDisplay {
            DeepStack.run { child.displayMarkedSubtree() }
        }
    }
}
