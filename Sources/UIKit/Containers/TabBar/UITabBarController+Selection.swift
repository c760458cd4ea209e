import Foundation

/// Switching tabs: the views swap and, while the controller is on screen, the two tabs' controllers hear
/// of it in iOS's order — the incoming one's `viewWillAppear` first, then the outgoing one's
/// `viewWillDisappear` and `viewDidDisappear`, then the incoming one's `viewDidAppear`.
extension UITabBarController {
    /// The controller whose view is shown: the selected tab's, or the More list's.
    var shownController: UIViewController? {
        showsMoreList ? moreList : tabs.indices.contains(selectedStorage) ? tabs[selectedStorage] : nil
    }

    /// Selects the tab at `index` (`NSNotFound` for none), showing its view if the container's is loaded.
    func select(_ index: Int) {
        let old = shownController
        selectedStorage = index
        showsMoreList = false
        show(replacing: old)
    }

    /// Shows the More tab's list.
    func selectMoreList() {
        let old = shownController
        selectedStorage = NSNotFound
        showsMoreList = true
        show(replacing: old)
    }

    private func show(replacing old: UIViewController?) {
        let new = shownController
        updateSelectedItem()
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

    /// Puts the shown controller's view under the bar, loading it on first selection.
    func showSelected() {
        guard let shown = shownController else { return }
        let childView: UIView = shown.view
        childView.autoresizingMask = []
        view.insertSubview(childView, belowSubview: tabBar)
        layoutTabs(in: view.bounds)
    }

    /// Takes the shown controller's view out, for a tab that is leaving.
    func hideSelected() {
        shownController?.viewIfLoaded?.removeFromSuperview()
    }
}
