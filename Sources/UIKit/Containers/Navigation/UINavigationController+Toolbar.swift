import Foundation

extension UINavigationController {
    /// Whether the toolbar is hidden; true by default. A controller in the stack whose
    /// `hidesBottomBarWhenPushed` is true hides it too, without changing this.
    public var isToolbarHidden: Bool {
        get { toolbarHiddenStorage }
        set { setToolbarHidden(newValue, animated: false) }
    }

    /// Hides or shows the toolbar, sliding it off or onto the bottom edge in `hideShowBarDuration` when
    /// `animated`.
    public func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != toolbarHiddenStorage else { return }
        toolbarHiddenStorage = hidden
        updateToolbar(animated: animated)
    }

    /// Shows the top controller's items, and shows or hides the toolbar as the app and the stack ask: the
    /// children's safe area gains or loses its 44 points at once, the bar slides when `animated`.
    func updateToolbar(animated: Bool) {
        bottomBar.setItems(topViewController?.toolbarItems, animated: animated)
        let shows = !toolbarHiddenStorage && !stack.contains { $0.hidesBottomBarWhenPushed }
        guard shows != toolbarShows else { return }
        toolbarShows = shows
        updateBarInset()
        slide(bottomBar, hidden: !shows, from: toolbarFrame(hidden: true), animated: animated) { $0.toolbarShows == shows }
    }

    /// Where the toolbar is: across the bottom, 44 points above the bottom of the safe area the window
    /// gives, or just below the bottom edge when hidden.
    func toolbarFrame(hidden: Bool) -> CGRect {
        guard let view = viewIfLoaded else { return bottomBar.frame }
        let height = max(0, view.safeAreaInsets.bottom - additionalSafeAreaInsetsStorage.bottom) + UIToolbar.contentHeight
        let bounds = view.bounds
        return CGRect(x: 0, y: hidden ? bounds.maxY : bounds.maxY - height, width: bounds.width, height: height)
    }
}

extension UIViewController {
    /// Sets the items the navigation controller's toolbar shows while this controller is on top.
    public func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        toolbarItemsStorage = toolbarItems
        if let navigation = parent as? UINavigationController, navigation.topViewController === self {
            navigation.bottomBar.setItems(toolbarItems, animated: animated)
        }
    }
}
