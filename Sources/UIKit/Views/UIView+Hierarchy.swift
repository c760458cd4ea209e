import Foundation

extension UIView {
    /// The view this one is a subview of.
    public var superview: UIView? { superviewStorage }

    /// The subviews, back to front.
    public var subviews: [UIView] { Array(subviewStorage) }

    /// The window the view is in: the top of its hierarchy when that is a window.
    public var window: UIWindow? {
        windowStorage ?? (superviewStorage == nil ? self as? UIWindow : nil)
    }

    /// Adds `view` in front of the other subviews, removing it from its superview first.
    public func addSubview(_ view: UIView) {
        insertSubview(view, at: subviewStorage.count)
    }

    /// Inserts `view` at `index` among the subviews (clamped to the end).
    public func insertSubview(_ view: UIView, at index: Int) {
        guard canAdopt(view) else { return }
        if view.superviewStorage === self {
            // Only the order changes: no hierarchy callbacks but `didAddSubview(_:)`, as in UIKit.
            guard let current = subviewStorage.index(ofIdentical: view) else { return }
            subviewStorage.remove(at: current)
            let target = min(max(0, index > current ? index - 1 : index), subviewStorage.count)
            subviewStorage.insert(view, at: target)
            syncSublayerOrder(at: target)
            didAddSubview(view)
            return
        }
        let oldSuperview = view.superviewStorage
        let oldWindow = view.window, newWindow = window
        let oldDirection = view.trackedInheritedLayoutDirection
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow {
            oldWindow?.resignFirstResponder(inside: view)
            view.notifyWillMove(toWindow: newWindow)
        }
        if let oldSuperview {
            oldSuperview.willRemoveSubview(view)
            oldSuperview.detach(view)
        }
        let target = min(max(0, index), subviewStorage.count)
        subviewStorage.insert(view, at: target)
        view.superviewStorage = self
        view.autoLayoutDidAttach() // Auto Layout: the subtree's constraints join this hierarchy's engine
        view.layoutDirectionDidMove(from: oldDirection)
        syncSublayerOrder(at: target)
        if oldWindow !== newWindow { view.notifyDidMoveToWindow(newWindow) }
        view.didMoveToSuperview()
        didAddSubview(view)
        view.updateTint()
        view.traitsDidMove()
        // After the traits moved, so that trait-specific appearance values see the new window's.
        if oldWindow !== newWindow, newWindow != nil { AppearanceRegistry.shared.apply(toSubtreeOf: view) }
    }

    /// Inserts `view` just in front of `siblingSubview` (at the front when it is not a subview).
    public func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        let index = subviewStorage.index(ofIdentical: siblingSubview).map { $0 + 1 } ?? subviewStorage.count
        insertSubview(view, at: index)
    }

    /// Inserts `view` just behind `siblingSubview` (at the back when it is not a subview).
    public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        let index = subviewStorage.index(ofIdentical: siblingSubview) ?? 0
        insertSubview(view, at: index)
    }

    /// Moves `view`, a subview, in front of its siblings.
    public func bringSubviewToFront(_ view: UIView) {
        guard view.superviewStorage === self, let index = subviewStorage.index(ofIdentical: view),
              index != subviewStorage.count - 1 else { return }
        subviewStorage.remove(at: index)
        subviewStorage.append(view)
        syncSublayerOrder(at: subviewStorage.count - 1)
    }

    /// Moves `view`, a subview, behind its siblings.
    public func sendSubviewToBack(_ view: UIView) {
        guard view.superviewStorage === self, let index = subviewStorage.index(ofIdentical: view), index != 0 else { return }
        subviewStorage.remove(at: index)
        subviewStorage.insert(view, at: 0)
        syncSublayerOrder(at: 0)
    }

    /// Swaps the subviews at `index1` and `index2`; out-of-range indexes are refused.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviewStorage.indices.contains(index1), subviewStorage.indices.contains(index2) else {
            return uikitLog.error("UIView: exchangeSubview(at: \(index1), withSubviewAt: \(index2)): index beyond bounds [0 .. \(subviewStorage.count - 1)]; ignored.")
        }
        guard index1 != index2 else { return }
        subviewStorage.swapAt(index1, index2)
        syncSublayerOrder(at: index1)
        syncSublayerOrder(at: index2)
    }

    /// Detaches the view from its superview and its window.
    public func removeFromSuperview() {
        guard let parent = superviewStorage else { return }
        let oldWindow = window
        let oldDirection = trackedInheritedLayoutDirection
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if let oldWindow {
            oldWindow.resignFirstResponder(inside: self)
            notifyWillMove(toWindow: nil)
        }
        parent.detach(self)
        layoutDirectionDidMove(from: oldDirection)
        if oldWindow != nil { notifyDidMoveToWindow(nil) }
        didMoveToSuperview()
        updateTint()
        traitsDidMove()
    }

    /// Whether the view is `view` or one of its descendants.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let v = current {
            if v === view { return true }
            current = v.superviewStorage
        }
        return false
    }

    /// The first view with `tag`, depth first, starting with the receiver.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviewStorage {
            if let found = DeepStack.run({ subview.viewWithTag(tag) }) { return found }
        }
        return nil
    }

    // MARK: Keeping the layers in step

    /// Refuses, with UIKit's message, to make a view a subview of itself or of its own descendant: the
    /// hierarchy would become a cycle.
    private func canAdopt(_ view: UIView) -> Bool {
        if view === self {
            uikitLog.error("UIView: Can't add self as subview; ignored.")
            return false
        }
        // Only a view with subviews can be an ancestor: adding a leaf, the usual case, needs no walk up.
        if !view.subviewStorage.isEmpty && isDescendant(of: view) {
            uikitLog.error("UIView: Can't add a view's ancestor as its subview (\(type(of: view)) is an ancestor of \(type(of: self))); ignored.")
            return false
        }
        return true
    }

    /// Removes `view` from the subviews and its layer from the layer tree, with no callbacks.
    func detach(_ view: UIView) {
        view.autoLayoutWillDetach(from: self) // Auto Layout: constraints tying the subtree to this hierarchy go
        if let index = subviewStorage.index(ofIdentical: view) { subviewStorage.remove(at: index) }
        view.superviewStorage = nil
        view.layer.removeFromSuperlayer()
    }

    /// Puts the layer of the subview at `index` where the views' order says: just above the layer of the subview
    /// behind it. The layer tree may hold layers that are not views' (added by the app); they keep their places.
    private func syncSublayerOrder(at index: Int) {
        let view = subviewStorage[index]
        if index > 0 {
            layer.insertSublayer(view.layer, above: subviewStorage[index - 1].layer)
        } else if let next = subviewStorage.dropFirst().first {
            layer.insertSublayer(view.layer, below: next.layer)
        } else {
            layer.addSublayer(view.layer)
        }
    }

    /// Calls `willMove(toWindow:)` on the view and its subtree, parents first; a view controller's root
    /// view entering a visible window makes it start appearing, leaving one disappearing.
    private func notifyWillMove(toWindow newWindow: UIWindow?) {
        if let controller = owningViewController, controller.appearsWithItsView {
            controller.beginAppearance(newWindow.map { !$0.isHidden } ?? false)
        }
        willMove(toWindow: newWindow)
        for subview in subviewStorage { DeepStack.run { subview.notifyWillMove(toWindow: newWindow) } }
    }

    /// Calls `didMoveToWindow()` on the view and its subtree, parents first; the new window's screen
    /// sets the scale of the backing stores.
    private func notifyDidMoveToWindow(_ newWindow: UIWindow?) {
        let oldWindow = windowStorage
        windowStorage = newWindow
        if let scale = newWindow?.screen.scale, scale != contentScaleFactor { contentScaleFactor = scale }
        // Entering or leaving a window with a safe area changes the view's.
        if oldWindow?.windowSafeAreaInsets ?? .zero != .zero || newWindow?.windowSafeAreaInsets ?? .zero != .zero {
            safeAreaInsetsDidChange()
            owningViewController?.viewSafeAreaInsetsDidChange()
            setNeedsLayout()
        }
        didMoveToWindow()
        if let controller = owningViewController, controller.appearsWithItsView {
            // A controller appears once laid out, after the layout pass; it disappears at once.
            if controller.appearance == .appearing {
                AppFrameCycle.shared.deferAppearanceEnd(of: [controller])
            } else {
                controller.endAppearance()
            }
        }
        for subview in subviewStorage where subview.superviewStorage === self {
            DeepStack.run { subview.notifyDidMoveToWindow(newWindow) }
        }
    }
}
