import Foundation

/// Switching tabs: the views swap and, while the controller is on screen, the two tabs' controllers hear
/// of it in iOS's order — the incoming one's `viewWillAppear` first, then the outgoing one's
/// `viewWillDisappear` and `viewDidDisappear`, then the incoming one's `viewDidAppear`.
extension UITabBarController {
    /// Selects the tab at `index` (`NSNotFound` for none), showing its view if the container's is loaded.
    func select(_ index: Int) {
        let old = selectedViewController
        selectedStorage = index
        let new = selectedViewController
        tabBar.selectedItem = new?.tabBarItem
        guard old !== new, isViewLoaded else { return }
        // While the container is on screen the switch is driven by hand, so the incoming tab hears first.
        let onScreen = appearance == .appeared
        if onScreen {
            new?.loadViewIfNeeded()
            new?.withholdsAutomaticAppearance = true
            old?.withholdsAutomaticAppearance = true
            new?.beginAppearance(true)
            old?.beginAppearance(false)
        }
        old?.viewIfLoaded?.removeFromSuperview()
        showSelected()
        if onScreen {
            view.layoutIfNeeded()
            old?.endAppearance()
            new?.endAppearance()
            new?.withholdsAutomaticAppearance = false
            old?.withholdsAutomaticAppearance = false
        }
    }

    /// Puts the selected tab's view under the bar, loading it on first selection.
    func showSelected() {
        guard let selected = selectedViewController else { return }
        let childView: UIView = selected.view
        childView.autoresizingMask = []
        view.insertSubview(childView, belowSubview: tabBar)
        layoutTabs(in: view.bounds)
    }

    /// Takes the selected tab's view out, for a tab that is leaving.
    func hideSelected() {
        selectedViewController?.viewIfLoaded?.removeFromSuperview()
    }
}
