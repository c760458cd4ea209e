import Foundation

/// More than five tabs in a compact width: the bar shows the first four and a More item whose list holds
/// the rest, as on iOS. A controller picked in the list is shown in the list's place with the More item
/// selected; tapping More again brings the list back.
extension UITabBarController {
    /// The index of the More item in the bar.
    static let moreIndex = 4

    /// Whether the bar shows the More item: more than five tabs, and a window narrower than 600 points (a
    /// phone's compact width; Vellum has no size classes yet).
    var showsMoreItem: Bool {
        tabs.count > Self.moreIndex + 1
            && (viewIfLoaded?.window?.bounds.width ?? UIScreen.main.bounds.width) < 600
    }

    /// The tabs the More list holds.
    var moreTabs: ArraySlice<UIViewController> {
        showsMoreItem ? tabs[Self.moreIndex...] : []
    }

    /// The More list, made and added as a child the first time it is needed; nil when nothing overflows.
    func moreListController() -> MoreListController? {
        guard showsMoreItem else { return nil }
        if let moreList { return moreList }
        let list = MoreListController(tabBarController: self)
        moreList = list
        addChild(list)
        list.didMove(toParent: self)
        return list
    }

    /// Gives the bar the tabs' items, or the first four and the More item.
    func updateItems(animated: Bool) {
        let items = tabs.map { $0.tabBarItem! }
        if showsMoreItem {
            tabBar.setItems(Array(items[..<Self.moreIndex]) + [moreItem], animated: animated)
        } else {
            tabBar.setItems(items, animated: animated)
            if showsMoreList { select(0) }
        }
        moreList?.listDidChange()
        updateSelectedItem()
    }

    /// Marks the selected tab's item, or the More item for the list and the tabs it holds.
    func updateSelectedItem() {
        if showsMoreList || (showsMoreItem && selectedStorage != NSNotFound && selectedStorage >= Self.moreIndex) {
            tabBar.selectedItem = moreItem
        } else {
            tabBar.selectedItem = shownController?.tabBarItem
        }
    }
}
