import Foundation

extension UIView {
    /// Marks the view for layout: `layoutSubviews()` runs in the next layout pass, before the frame is drawn.
    public func setNeedsLayout() { layer.setNeedsLayout() }

    /// Lays out now, if layout is pending, from the highest ancestor that needs it down through the tree;
    /// pending constraint updates run first.
    public func layoutIfNeeded() {
        prepareConstraintsForLayout() // Auto Layout (AutoLayout/UIView+ConstraintPasses.swift)
        layer.layoutIfNeeded()
    }

    /// The layer's layout pass reached this view: the controller's callbacks around `layoutSubviews()`.
    func layoutLayer(_ layer: CALayer) {
        guard layer === self.layer else { return }
        // A plain view without subviews, layout guides or a controller has nothing to lay out: its
        // `layoutSubviews()` is UIView's own, empty, so no code runs that could change a constraint for the
        // steps around it to apply (constraint work queued from elsewhere waits for the next update pass). A
        // column of rows lays out a thousand such views, each one resized.
        if type(of: self) == UIView.self, subviewStorage.isEmpty, layoutState?.guides.isEmpty ?? true,
           owningViewController == nil {
            return
        }
        let controller = owningViewController
        controller?.sendViewIsAppearingIfNeeded()
        controller?.viewWillLayoutSubviews()
        applyConstraintLayout() // Auto Layout: subviews take their solved frames (AutoLayout/UIView+ConstraintPasses.swift)
        UITraitCollection.withCurrent(of: self) { layoutSubviews() }
        controller?.viewDidLayoutSubviews()
        applyConstraintChangesMadeDuringLayout() // Auto Layout: constants changed in the two calls above
    }

    func resizeToFit() {
        let size = sizeThatFits(bounds.size)
        guard size.width.isFinite, size.height.isFinite else { return }
        frame = CGRect(origin: frame.origin, size: size)
    }

    // MARK: Autoresizing

    /// Applies the autoresizing mask after the superview's size changed from `oldSize` to `newSize`. On each
    /// axis the change is shared among the flexible parts (margins and size) in proportion to their current
    /// lengths, as UIKit does; equally when those lengths sum to zero.
    func autoresize(fromSuperviewSize oldSize: CGSize, to newSize: CGSize) {
        let mask = autoresizingMask
        guard !mask.isEmpty else { return }
        let old = frame
        let (x, width) = Self.distribute(
            start: old.minX, length: old.width, oldSpan: oldSize.width, newSpan: newSize.width,
            flexibleStart: mask.contains(.flexibleLeftMargin), flexibleLength: mask.contains(.flexibleWidth),
            flexibleEnd: mask.contains(.flexibleRightMargin))
        let (y, height) = Self.distribute(
            start: old.minY, length: old.height, oldSpan: oldSize.height, newSpan: newSize.height,
            flexibleStart: mask.contains(.flexibleTopMargin), flexibleLength: mask.contains(.flexibleHeight),
            flexibleEnd: mask.contains(.flexibleBottomMargin))
        let new = CGRect(x: x, y: y, width: width, height: height)
        if new != old { frame = new }
    }

    /// One axis of autoresizing: the new start and length of a segment of a span that changed length.
    /// Plain arithmetic, run for every resized subview.
    nonisolated static func distribute(start: CGFloat, length: CGFloat, oldSpan: CGFloat, newSpan: CGFloat,
                                       flexibleStart: Bool, flexibleLength: Bool, flexibleEnd: Bool) -> (CGFloat, CGFloat) {
        let delta = newSpan - oldSpan
        let count = (flexibleStart ? 1 : 0) + (flexibleLength ? 1 : 0) + (flexibleEnd ? 1 : 0)
        guard delta != 0, count > 0 else { return (start, length) }
        let end = oldSpan - start - length
        let total = (flexibleStart ? start : 0) + (flexibleLength ? length : 0) + (flexibleEnd ? end : 0)
        func share(_ flexible: Bool, _ part: CGFloat) -> CGFloat {
            guard flexible else { return 0 }
            return total != 0 ? delta * part / total : delta / CGFloat(count)
        }
        return (start + share(flexibleStart, start), length + share(flexibleLength, length))
    }

    // MARK: Margins and the safe area

    /// The margins as set, grown to keep the content inside the safe area and, when the view preserves
    /// them, inside the superview's margins.
    var effectiveLayoutMargins: UIEdgeInsets {
        var m = layoutMarginsStorage
        if let controller = owningViewController { m = controller.rootLayoutMargins(m, of: self) }
        if insetsLayoutMarginsFromSafeArea {
            let safe = safeAreaInsets
            m = UIEdgeInsets(top: max(m.top, safe.top), left: max(m.left, safe.left),
                             bottom: max(m.bottom, safe.bottom), right: max(m.right, safe.right))
        }
        if preservesSuperviewLayoutMargins, let parent = superview {
            let outer = parent.layoutMargins, inParent = frame, parentBounds = parent.bounds
            m.top = max(m.top, outer.top - (inParent.minY - parentBounds.minY))
            m.left = max(m.left, outer.left - (inParent.minX - parentBounds.minX))
            m.bottom = max(m.bottom, outer.bottom - (parentBounds.maxY - inParent.maxY))
            m.right = max(m.right, outer.right - (parentBounds.maxX - inParent.maxX))
        }
        return m
    }

    func setLayoutMargins(_ margins: UIEdgeInsets) {
        guard margins.isFinite else {
            return uikitLog.error("UIView: refused layout margins \(margins): they are not finite.")
        }
        guard margins != layoutMarginsStorage else { return }
        layoutMarginsStorage = margins
        marginsDidChange()
    }

    /// After the margins may have changed: the margins guide follows, the view and its controller hear of it.
    func marginsDidChange() {
        layoutMarginsDidChangeForAutoLayout() // the margins guide follows (AutoLayout/UIView+Constraints.swift)
        layoutMarginsDidChange()
        owningViewController?.viewLayoutMarginsDidChange()
        setNeedsLayout()
    }

    /// The insets of the part of the view the window's safe area does not cover (bars, rounded corners and
    /// notches of the screen), in the view's coordinates; zero outside a window.
    public var safeAreaInsets: UIEdgeInsets {
        guard let window else { return .zero }
        var safe = window.bounds.inset(by: window.windowSafeAreaInsets)
        if UIViewController.controllersWithAdditionalSafeArea > 0 {
            // A controller's additional insets add to its view's safe area, outer controllers' first.
            var inset: [UIView] = []
            var view: UIView? = self
            while let current = view, current !== window {
                if current.owningViewController?.additionalSafeAreaInsetsStorage ?? .zero != .zero { inset.append(current) }
                view = current.superview
            }
            for current in inset.reversed() {
                let extra = current.owningViewController?.additionalSafeAreaInsetsStorage ?? .zero
                safe = safe.intersection(current.convert(current.bounds, to: window)).inset(by: extra)
            }
            if safe.isNull || safe.width < 0 || safe.height < 0 {
                return UIEdgeInsets(top: bounds.height, left: 0, bottom: 0, right: 0)
            }
        }
        if safe == window.bounds { return .zero }
        let mine = window === self ? bounds : convert(bounds, to: window)
        return UIEdgeInsets(top: max(0, min(safe.minY - mine.minY, mine.height)),
                            left: max(0, min(safe.minX - mine.minX, mine.width)),
                            bottom: max(0, min(mine.maxY - safe.maxY, mine.height)),
                            right: max(0, min(mine.maxX - safe.maxX, mine.width)))
    }

    /// Tells the view and its subtree (and their controllers) that the safe area may have changed.
    func notifySafeAreaChange() {
        safeAreaInsetsDidChange()
        owningViewController?.viewSafeAreaInsetsDidChange()
        setNeedsLayout()
        for subview in subviewStorage { DeepStack.run { subview.notifySafeAreaChange() } }
    }
}
