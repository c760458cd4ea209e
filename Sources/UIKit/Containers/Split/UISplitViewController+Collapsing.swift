import Foundation

/// Collapsing into one navigation stack in a narrow window and expanding again: the compact column when
/// there is one; otherwise the other columns' controllers go onto the primary's navigation stack, up to the
/// top column the delegate chooses (the secondary by default), and come back to their columns on expanding.
extension UISplitViewController {
    /// Whether a split view of `size` collapses: when a window of that size has the compact horizontal size
    /// class (`UIWindow.sizeClasses(for:)`).
    static func collapses(in size: CGSize) -> Bool {
        UIWindow.sizeClasses(for: size).horizontal == .compact
    }

    /// The child shown while collapsed: the compact column's, else the primary's.
    var collapsedChild: UIViewController? { columnChildren[.compact] ?? columnChildren[.primary] }

    /// The navigation controller of a column, if it has one.
    private func navigation(of column: Column) -> UINavigationController? {
        columnChildren[column] as? UINavigationController
    }

    /// Puts `controller` in `column` (wrapped for the column styles) as a child, replacing what was there.
    func place(_ controller: UIViewController?, in column: Column) {
        guard controller == nil || columnControllers[column] !== controller else { return }
        let wasCollapsed = collapsed
        if wasCollapsed { unstackColumns() }
        let child = controller.map { style == .unspecified || $0 is UINavigationController ? $0 : UINavigationController(rootViewController: $0) }
        if let old = columnChildren[column] {
            old.willMove(toParent: nil)
            if let oldView = old.viewIfLoaded, oldView.superview === viewIfLoaded { oldView.removeFromSuperview() }
            old.removeFromParent()
        }
        columnControllers[column] = controller
        columnChildren[column] = child
        if let child {
            addChild(child)
            child.didMove(toParent: self)
        }
        if wasCollapsed { stackColumns(upTo: .secondary) }
        viewIfLoaded?.setNeedsLayout()
    }

    /// Collapses or expands for a view of `size`, once there is a primary column.
    func updateCollapse(for size: CGSize) {
        let compact = Self.collapses(in: size)
        guard compact != collapsed, columnChildren[.primary] != nil || columnChildren[.compact] != nil else { return }
        if compact { collapse() } else { expand(toWidth: size.width) }
    }

    private func collapse() {
        let top = columnChildren[.compact] == nil && style != .unspecified
            ? delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .secondary) ?? .secondary
            : .secondary
        collapsed = true
        rearranging = true
        defer { rearranging = false }
        // The columns' views leave the window before their controllers move to the primary's stack, and the
        // stack is complete before it shows.
        removeHiddenColumnViews()
        stackColumns(upTo: top)
        placeColumnViews()
        delegate?.splitViewControllerDidCollapse(self)
    }

    private func expand(toWidth width: CGFloat) {
        chosenMode = nil
        let proposed = resolveDisplayMode(forWidth: width)
        let mode = style == .unspecified ? proposed
            : delegate?.splitViewController(self, displayModeForExpandingToProposedDisplayMode: proposed) ?? proposed
        if mode != proposed, mode != .automatic { chosenMode = mode }
        resolvedWidth = width
        collapsed = false
        // Expanding is no change of display mode: the delegate heard of the mode it takes.
        shownMode = nil
        rearranging = true
        defer { rearranging = false }
        unstackColumns()
        updateDisplayMode(forWidth: width)
        placeColumnViews()
        delegate?.splitViewControllerDidExpand(self)
    }

    /// Moves the controllers of the columns after the primary, up to `top`, onto the primary's navigation
    /// stack. The classic style asks the delegate first whether to discard the secondary instead.
    private func stackColumns(upTo top: Column) {
        guard columnChildren[.compact] == nil, let primary = navigation(of: .primary) else { return }
        let columns: [Column] = top == .primary ? [] : top == .supplementary ? [.supplementary] : [.supplementary, .secondary]
        var moved: [UIViewController] = []
        for column in columns {
            guard let child = columnChildren[column] else { continue }
            if style == .unspecified,
               delegate?.splitViewController(self, collapseSecondary: child, onto: primary) == true { continue }
            let given: [UIViewController]
            if let navigation = child as? UINavigationController {
                given = navigation.handOverStack()
            } else {
                child.willMove(toParent: nil)
                child.removeFromParent()
                given = [child]
            }
            lentControllers[column] = given
            moved += given
        }
        if !moved.isEmpty { primary.setViewControllers(primary.viewControllers + moved, animated: false) }
    }

    /// Gives the controllers the columns lent the primary's stack back to them: each column takes its root
    /// and what the user pushed above it; a column whose root was popped takes its root alone.
    private func unstackColumns() {
        defer { lentControllers = [:] }
        guard let primary = navigation(of: .primary), !lentControllers.isEmpty else { return }
        let stack = primary.viewControllers
        var cut = stack.count
        var parts: [(Column, [UIViewController])] = []
        for column in [Column.secondary, .supplementary] {
            guard let root = lentControllers[column]?.first else { continue }
            if let index = stack[..<cut].firstIndex(where: { $0 === root }) {
                parts.append((column, Array(stack[index..<cut])))
                cut = index
            } else {
                parts.append((column, [root]))
            }
        }
        if cut < stack.count { primary.setViewControllers(Array(stack[..<cut]), animated: false) }
        for (column, controllers) in parts {
            if let navigation = navigation(of: column) {
                navigation.setViewControllers(controllers, animated: false)
            } else if let controller = controllers.first {
                addChild(controller)
                controller.didMove(toParent: self)
            }
        }
    }

    /// Collapsed, `show(_:)` pops the stack back to the primary's controllers, or pushes a column's.
    func showCollapsed(_ column: Column) {
        guard let primary = navigation(of: .primary) else { return }
        switch column {
        case .primary:
            let firstLent = lentControllers.values.compactMap(\.first).compactMap { root in
                primary.viewControllers.firstIndex { $0 === root }
            }.min()
            if let firstLent, firstLent > 0 { primary.popToViewController(primary.viewControllers[firstLent - 1], animated: true) }
        case .supplementary, .secondary:
            guard lentControllers[column] == nil, let navigation = navigation(of: column) else { return }
            let given = navigation.handOverStack()
            lentControllers[column] = given
            primary.setViewControllers(primary.viewControllers + given, animated: true)
        case .compact:
            break
        }
    }

    /// Collapsed, `hide(_:)` pops the stack back to before the column's controllers.
    func hideCollapsed(_ column: Column) {
        guard let primary = navigation(of: .primary), let root = lentControllers[column]?.first,
              let index = primary.viewControllers.firstIndex(where: { $0 === root }), index > 0 else { return }
        primary.popToViewController(primary.viewControllers[index - 1], animated: true)
    }
}

extension UINavigationController {
    /// Empties the stack so that another navigation controller can take its controllers, which leave as
    /// children; the top one's view leaves the container.
    fileprivate func handOverStack() -> [UIViewController] {
        let given = stack
        stack = []
        navigationBar.stackDidChange()
        for controller in given {
            controller.willMove(toParent: nil)
            if let childView = controller.viewIfLoaded, childView.superview === viewIfLoaded { childView.removeFromSuperview() }
            controller.removeFromParent()
        }
        return given
    }
}
