import Foundation

/// Where focus goes: the items of a window in reading order (top to bottom, then leading to trailing), grouped
/// by focus group. Tab goes to the next group, Shift-Tab to the previous one (going round at the ends), landing
/// on the group's item of highest `focusGroupPriority` — the last one focused there counts as
/// `.previouslyFocused` — else its first; the arrow keys go to the nearest item that way in the same group. An
/// item of no group is a group of its own. A focus guide reached hands focus to its preferred environments.
extension UIFocusSystem {
    /// Moves focus `heading` in `window`; whether it moved.
    func move(_ heading: UIFocusHeading, in window: UIWindow) -> Bool {
        let current = focusedItem
        let target: (any UIFocusItem)?
        if let current, Self.window(of: current) === window {
            target = heading.isDisjoint(with: [.next, .previous])
                ? directionalTarget(heading, from: current, in: window)
                : groupTarget(heading, from: current, in: window)
        } else {
            guard !heading.isDisjoint(with: [.next, .previous]) else { return false }
            target = Self.preferredItem(in: window, depth: 0)
        }
        guard let target, target !== current else {
            NotificationCenter.default.post(name: Self.movementDidFailNotification, object: self)
            return false
        }
        return update(to: target, heading: heading)
    }

    /// The primary item of the next (or previous) group.
    private func groupTarget(_ heading: UIFocusHeading, from current: any UIFocusItem, in window: UIWindow) -> (any UIFocusItem)? {
        let groups = Self.groups(in: window)
        guard let index = groups.firstIndex(where: { group in group.items.contains { $0 === current } }) else {
            return Self.resolve(groups.first?.items.first)
        }
        for step in 1..<max(groups.count, 1) {
            let offset = heading.contains(.previous) ? groups.count - step : step
            let group = groups[(index + offset) % groups.count]
            if let item = Self.resolve(primaryItem(of: group)) { return item }
        }
        return nil
    }

    /// The item of highest priority in `group`, the earliest among equals; in a list, the cell the list prefers
    /// when it has a preference.
    private func primaryItem(of group: FocusGroup) -> (any UIFocusItem)? {
        if let cell = group.items.first as? UIView, let list = cell.enclosingFocusList, list.focusIndexPath(of: cell) != nil,
           let preferred = list.preferredFocusCell() {
            return preferred
        }
        let last = lastFocusedInGroup[group.identifier]?.environment
        var best: (item: any UIFocusItem, priority: UIFocusGroupPriority)?
        for item in group.items {
            var priority = item.focusGroupPriority
            if item === last { priority = max(priority, .previouslyFocused) }
            if best == nil || priority > best!.priority { best = (item, priority) }
        }
        return best?.item
    }

    /// The nearest item of the current one's group lying `heading` of it. A list's cell asks its list, which
    /// reaches items not shown yet.
    private func directionalTarget(_ heading: UIFocusHeading, from current: any UIFocusItem, in window: UIWindow) -> (any UIFocusItem)? {
        if let cell = current as? UIView, let list = cell.enclosingFocusList, let indexPath = list.focusIndexPath(of: cell) {
            return list.focusCell(heading, from: indexPath)
        }
        let group = Self.groups(in: window).first { group in group.items.contains { $0 === current } }
        let from = Self.frameInWindow(of: current)
        var best: (item: any UIFocusItem, score: CGFloat)?
        for item in group?.items ?? [] where item !== current {
            guard let score = Self.distance(heading, from: from, to: Self.frameInWindow(of: item)) else { continue }
            if best == nil || score < best!.score { best = (item, score) }
        }
        return Self.resolve(best?.item)
    }

    /// How far `to` lies `heading` of `from`: between their centres along the heading, the distance across it
    /// counting double; nil when its centre is not that way.
    static func distance(_ heading: UIFocusHeading, from: CGRect, to: CGRect) -> CGFloat? {
        let along: CGFloat, across: CGFloat
        switch heading {
        case .up: (along, across) = (from.midY - to.midY, abs(to.midX - from.midX))
        case .down: (along, across) = (to.midY - from.midY, abs(to.midX - from.midX))
        case .left: (along, across) = (from.midX - to.midX, abs(to.midY - from.midY))
        case .right: (along, across) = (to.midX - from.midX, abs(to.midY - from.midY))
        default: return nil
        }
        return along > 0 ? along + 2 * across : nil
    }

    // MARK: Items and groups

    /// A focus group of a window: its identifier and its items in reading order.
    struct FocusGroup {
        var identifier: String
        var items: [any UIFocusItem]
    }

    /// The focusable items of `window` in groups, the groups ordered by their first items.
    static func groups(in window: UIWindow) -> [FocusGroup] {
        var groups: [FocusGroup] = []
        var indices: [String: Int] = [:]
        for item in items(in: window) {
            let identifier = groupIdentifier(of: item) ?? "\(ObjectIdentifier(item))"
            if let index = indices[identifier] {
                groups[index].items.append(item)
            } else {
                indices[identifier] = groups.count
                groups.append(FocusGroup(identifier: identifier, items: [item]))
            }
        }
        return groups
    }

    /// The focusable items shown in `view`'s subtree, in reading order.
    static func items(in view: UIView) -> [any UIFocusItem] {
        var found: [(item: any UIFocusItem, frame: CGRect)] = []
        let window = view.window
        func collect(_ view: UIView) {
            guard !view.isHidden, view.alpha >= 0.01, view.isUserInteractionEnabled, !(view is FocusHaloView) else { return }
            if view.canBecomeFocused { found.append((view, frameInWindow(of: view))) }
            for guide in view.layoutGuides {
                if let guide = guide as? UIFocusGuide, guide.canBecomeFocused { found.append((guide, frameInWindow(of: guide))) }
            }
            for subview in view.subviews { collect(subview) }
        }
        collect(view)
        let rightToLeft = window?.effectiveUserInterfaceLayoutDirection == .rightToLeft
        return found.enumerated().sorted { a, b in
            let (p, q) = (a.element.frame, b.element.frame)
            let (px, qx) = rightToLeft ? (-p.maxX, -q.maxX) : (p.minX, q.minX)
            return (p.minY, px, a.offset) < (q.minY, qx, b.offset)
        }.map(\.element.item)
    }

    /// The item's rectangle in its window.
    static func frameInWindow(of item: any UIFocusItem) -> CGRect {
        if let view = item as? UIView { return view.convert(view.bounds, to: nil) }
        if let guide = item as? UIFocusGuide, let owner = guide.owningView { return owner.convert(guide.layoutFrame, to: nil) }
        return item.frame
    }

    /// The first focus group identifier from the item up its environments.
    static func groupIdentifier(of item: any UIFocusEnvironment) -> String? {
        for environment in chain(from: item) {
            if let identifier = environment.focusGroupIdentifier { return identifier }
        }
        return nil
    }

    // MARK: Environments

    /// The environment and its parents, up to the window.
    static func chain(from environment: any UIFocusEnvironment) -> [any UIFocusEnvironment] {
        var chain: [any UIFocusEnvironment] = [environment]
        while let parent = chain.last!.parentFocusEnvironment, chain.count < 1_000 { chain.append(parent) }
        return chain
    }

    /// The window showing the environment.
    static func window(of environment: any UIFocusEnvironment) -> UIWindow? {
        switch environment {
        case let view as UIView: return view.window
        case let controller as UIViewController: return controller.viewIfLoaded?.window
        case let guide as UIFocusGuide: return guide.owningView?.window
        default: return environment.parentFocusEnvironment.flatMap { window(of: $0) }
        }
    }

    /// Whether `item` can be focused: it says so, and it is in a window, shown and taking input all the way up.
    static func isFocusable(_ item: any UIFocusItem) -> Bool {
        guard item.canBecomeFocused else { return false }
        var view: UIView? = (item as? UIView) ?? (item as? UIFocusGuide)?.owningView
        guard view?.window != nil else { return false }
        while let current = view {
            if current.isHidden || current.alpha < 0.01 || !current.isUserInteractionEnabled { return false }
            view = current.superview
        }
        return true
    }

    /// A focus guide hands focus to its preferred environments; other items take it themselves.
    static func resolve(_ item: (any UIFocusItem)?) -> (any UIFocusItem)? {
        guard let guide = item as? UIFocusGuide else { return item }
        return preferredItem(in: guide, depth: 0)
    }

    /// The item focus goes to in `environment`: the first of its preferred environments that has one, else the
    /// environment itself when it can be focused, else a view's first focusable item in reading order. A window
    /// asks its root view controller first.
    static func preferredItem(in environment: any UIFocusEnvironment, depth: Int) -> (any UIFocusItem)? {
        guard depth < 32 else { return nil }
        if let guide = environment as? UIFocusGuide, !guide.isEnabled { return nil }
        if let window = environment as? UIWindow, let root = window.rootViewController,
           let item = preferredItem(in: root, depth: depth + 1) {
            return item
        }
        for preferred in environment.preferredFocusEnvironments where preferred !== environment {
            if let item = preferredItem(in: preferred, depth: depth + 1) { return item }
        }
        if let item = environment as? any UIFocusItem, !(item is UIFocusGuide), isFocusable(item) { return item }
        guard let view = environment as? UIView else { return nil }
        for item in items(in: view) where item !== view {
            if let resolved = resolve(item) { return resolved }
        }
        return nil
    }
}
