import Foundation

/// The expanded interface: which columns show for the display mode and split behaviour, their widths and
/// frames, and `show(_:)`/`hide(_:)`.
extension UISplitViewController {
    /// The width of the split view's view (the one a size transition takes it to), or of the main screen
    /// before it loads.
    var currentWidth: CGFloat { transitionSize?.width ?? viewIfLoaded?.bounds.width ?? UIScreen.main.bounds.width }

    /// The display mode asked for: one chosen by `show(_:)` and the like, else the preferred one.
    var preferredOrChosenMode: DisplayMode { chosenMode ?? preferredDisplayMode }

    /// Sets a width preference after checking it: a finite width of 0 or more (a fraction from 0 to 1), or
    /// `automaticDimension`.
    func setWidth(_ key: WritableKeyPath<SplitColumnWidths, CGFloat>, _ value: CGFloat, _ name: String, fraction: Bool = false) {
        guard value == Self.automaticDimension || value.isFinite && value >= 0 && (!fraction || value <= 1) else {
            return uikitLog.error("UISplitViewController: refused \(name) \(value): it must be \(fraction ? "between 0 and 1" : "a finite width of 0 or more") or automaticDimension.")
        }
        widths[keyPath: key] = value
        viewIfLoaded?.setNeedsLayout()
    }

    /// The side columns' widths in `total` points; the supplementary gives way so that both fit.
    func columnWidths(forWidth total: CGFloat) -> (primary: CGFloat, supplementary: CGFloat) {
        let primary = SplitColumnWidths.resolve(preferred: widths.preferredPrimary, fraction: widths.primaryFraction,
                                                minimum: widths.minimumPrimary, maximum: widths.maximumPrimary, total: total)
        guard style == .tripleColumn else { return (primary, 0) }
        let supplementary = SplitColumnWidths.resolve(
            preferred: widths.preferredSupplementary, fraction: widths.supplementaryFraction,
            minimum: widths.minimumSupplementary, maximum: widths.maximumSupplementary, total: total)
        return (primary, min(supplementary, max(0, total - primary)))
    }

    /// The side columns a display mode shows: 0, 1 or 2 (one in the styles without a supplementary column).
    private func sideColumnCount(_ mode: DisplayMode) -> Int {
        let count: Int
        switch mode {
        case .automatic, .secondaryOnly: count = 0
        case .oneBesideSecondary, .oneOverSecondary: count = 1
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: count = 2
        }
        return style == .tripleColumn ? count : min(count, 1)
    }

    /// The behaviour the split view takes: the preferred one; else the one an explicit display mode
    /// needs; else, by width, tiling from 1,024 points (1,366 for three columns), displacing three columns
    /// from 1,024, and overlaying below.
    func resolveBehavior(forWidth width: CGFloat, mode: DisplayMode) -> SplitBehavior {
        if preferredSplitBehavior != .automatic { return preferredSplitBehavior }
        switch mode {
        case .oneOverSecondary, .twoOverSecondary: return .overlay
        case .twoBesideSecondary: return .tile
        case .twoDisplaceSecondary: return .displace
        default: break
        }
        if width >= (style == .tripleColumn ? 1366 : 1024) { return .tile }
        if style == .tripleColumn, width >= 1024 { return .displace }
        return mode == .oneBesideSecondary ? .tile : .overlay
    }

    /// The display mode shown in `width` points: the asked-for one made valid for the behaviour (a mode
    /// keeps its number of side columns), or for `.automatic` both columns' lists beside the secondary when
    /// tiling, the supplementary beside it when displacing, the secondary alone when overlaying.
    func resolveDisplayMode(forWidth width: CGFloat) -> DisplayMode {
        let asked = preferredOrChosenMode
        let behavior = resolveBehavior(forWidth: width, mode: asked)
        let count: Int
        if asked == .automatic {
            switch behavior {
            case .tile: count = 2
            case .displace: count = 1
            default: count = 0
            }
        } else {
            count = sideColumnCount(asked)
        }
        return displayMode(showing: count, behavior: behavior)
    }

    /// The display mode that shows `count` side columns (as many as the style has, at most) with `behavior`.
    private func displayMode(showing count: Int, behavior: SplitBehavior) -> DisplayMode {
        switch (min(count, style == .tripleColumn ? 2 : 1), behavior) {
        case (0, _): .secondaryOnly
        case (1, .overlay): .oneOverSecondary
        case (1, _): .oneBesideSecondary
        case (_, .overlay): .twoOverSecondary
        case (_, .displace): .twoDisplaceSecondary
        default: .twoBesideSecondary
        }
    }

    /// The columns a display mode shows.
    func visibleColumns(_ mode: DisplayMode) -> [Column] {
        switch sideColumnCount(mode) {
        case 0: return [.secondary]
        case 1: return [style == .tripleColumn ? .supplementary : .primary, .secondary]
        default: return [.primary, .supplementary, .secondary]
        }
    }

    /// Resolves the display mode for `width` (the view's by default) and, when it changes, tells the delegate
    /// — the new mode, then the columns that show and those that hide — and lays the columns out again.
    func updateDisplayMode(forWidth width: CGFloat? = nil) {
        let width = width ?? currentWidth
        if let resolvedWidth, resolvedWidth != width { chosenMode = nil }
        resolvedWidth = width
        let mode = resolveDisplayMode(forWidth: width)
        // Collapsed, no column shows beside another: the delegate hears of modes while expanded.
        guard let old = shownMode, !collapsed else {
            shownMode = mode
            return
        }
        guard mode != old else { return }
        delegate?.splitViewController(self, willChangeTo: mode)
        let before = visibleColumns(old), after = visibleColumns(mode)
        for column in after where !before.contains(column) { delegate?.splitViewController(self, willShow: column) }
        for column in before where !after.contains(column) { delegate?.splitViewController(self, willHide: column) }
        shownMode = mode
        viewIfLoaded?.setNeedsLayout()
    }

    /// Each shown column's frame in `bounds` for `mode`: side columns from the primary's edge, the secondary
    /// in the rest — or under overlaid columns, or pushed past the edge when displaced.
    func columnFrames(in bounds: CGRect, mode: DisplayMode) -> [Column: CGRect] {
        let total = bounds.width
        let (primary, supplementary) = columnWidths(forWidth: total)
        let single: (column: Column, width: CGFloat) = style == .tripleColumn ? (.supplementary, supplementary) : (.primary, primary)
        var spans: [(Column, CGFloat, CGFloat)]
        switch mode {
        case .automatic, .secondaryOnly:
            spans = [(.secondary, 0, total)]
        case .oneBesideSecondary:
            spans = [(single.column, 0, single.width), (.secondary, single.width, total - single.width)]
        case .oneOverSecondary:
            spans = [(single.column, 0, single.width), (.secondary, 0, total)]
        case .twoBesideSecondary:
            spans = [(.primary, 0, primary), (.supplementary, primary, supplementary),
                     (.secondary, primary + supplementary, total - primary - supplementary)]
        case .twoOverSecondary:
            spans = [(.primary, 0, primary), (.supplementary, primary, supplementary), (.secondary, 0, total)]
        case .twoDisplaceSecondary:
            spans = [(.primary, 0, primary), (.supplementary, primary, supplementary),
                     (.secondary, primary + supplementary, total - supplementary)]
        }
        let rightToLeft = viewIfLoaded?.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let mirrored = (primaryEdge == .trailing) != rightToLeft
        var frames: [Column: CGRect] = [:]
        for (column, x, width) in spans {
            let width = max(0, width)
            frames[column] = CGRect(x: bounds.minX + (mirrored ? total - x - width : x), y: bounds.minY,
                                    width: width, height: bounds.height)
        }
        return frames
    }

    /// Settles the interface for the view's bounds: collapsed or not, the display mode, and the columns'
    /// views — those that show in the view, back to front from the secondary, the others out of it.
    func arrangeColumns() {
        guard let view = viewIfLoaded, !rearranging else { return }
        if transitionSize == view.bounds.size { transitionSize = nil }
        let size = transitionSize ?? view.bounds.size
        updateCollapse(for: size)
        updateDisplayMode(forWidth: size.width)
        placeColumnViews()
    }

    /// The frames of the columns that show in the view's bounds.
    private var shownFrames: [Column: CGRect] {
        guard let view = viewIfLoaded else { return [:] }
        guard collapsed else {
            return columnFrames(in: view.bounds, mode: displayMode).merging(leavingColumnFrames) { shown, _ in shown }
        }
        guard let child = collapsedChild else { return [:] }
        return [columnChildren[.compact] === child ? .compact : .primary: view.bounds]
    }

    /// Takes the views of the columns that do not show out of the view.
    func removeHiddenColumnViews() {
        guard let view = viewIfLoaded else { return }
        let frames = shownFrames
        for (column, child) in columnChildren where frames[column] == nil {
            if let childView = child.viewIfLoaded, childView.superview === view { childView.removeFromSuperview() }
        }
    }

    /// Puts the views of the columns that show in the view at their frames, back to front from the
    /// secondary, and takes the others out.
    func placeColumnViews() {
        guard let view = viewIfLoaded else { return }
        let mirrored = (primaryEdge == .trailing) != (view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        edgeSwipe.edges = mirrored ? .right : .left
        removeHiddenColumnViews()
        let frames = shownFrames
        for column in [Column.compact, .secondary, .supplementary, .primary] {
            guard let child = columnChildren[column], let frame = frames[column] else { continue }
            let childView: UIView = child.view
            childView.autoresizingMask = []
            if childView.superview !== view { view.addSubview(childView) } else { view.bringSubviewToFront(childView) }
            childView.frame = frame
            if column == .secondary { placeOverlayCatcher(over: frame) }
        }
        if frames[.secondary] == nil { overlayCatcher.removeFromSuperview() }
    }

    /// Puts the catcher of taps over the secondary column while side columns overlay it.
    private func placeOverlayCatcher(over frame: CGRect) {
        guard !collapsed, displayMode == .oneOverSecondary || displayMode == .twoOverSecondary else {
            return overlayCatcher.removeFromSuperview()
        }
        viewIfLoaded?.addSubview(overlayCatcher)
        overlayCatcher.frame = frame
    }

    /// Shows `column` (see `show(_:)`).
    func showColumn(_ column: Column) {
        if collapsed { return showCollapsed(column) }
        let count: Int
        switch column {
        case .primary: count = style == .tripleColumn ? 2 : 1
        case .supplementary: count = max(1, sideColumnCount(displayMode))
        case .secondary, .compact: count = displayMode == .oneBesideSecondary || displayMode == .twoBesideSecondary
            ? sideColumnCount(displayMode) : 0
        }
        choose(sideColumns: count)
    }

    /// Hides `column` (see `hide(_:)`).
    func hideColumn(_ column: Column) {
        if collapsed { return hideCollapsed(column) }
        switch column {
        case .primary: choose(sideColumns: style == .tripleColumn ? min(1, sideColumnCount(displayMode)) : 0)
        case .supplementary: choose(sideColumns: 0)
        case .secondary, .compact: break
        }
    }

    /// Shows `count` side columns with the current behaviour, animating the columns.
    private func choose(sideColumns count: Int) {
        animateColumns {
            chosenMode = displayMode(showing: count,
                                     behavior: resolveBehavior(forWidth: currentWidth, mode: preferredOrChosenMode))
            updateDisplayMode()
        }
    }

    /// A tap beside overlaid side columns hides them all.
    func hideOverlaidColumns() {
        choose(sideColumns: 0)
    }

    /// The display mode button: hides the side columns when any show, else shows them.
    func toggleSideColumns() {
        if !collapsed, sideColumnCount(displayMode) > 0 { hide(.primary) } else { show(.primary) }
    }

    /// A swipe from the primary's edge shows the primary column when it is hidden.
    func edgeSwiped(_ recognizer: UIGestureRecognizer) {
        guard recognizer.state == .ended, presentsWithGesture, !collapsed, !visibleColumns(displayMode).contains(.primary) else { return }
        show(.primary)
    }
}
