import Foundation

/// The More tab's content: a list of the tabs that do not fit in the bar. iOS shows a table view in a
/// navigation controller (`moreNavigationController`); Vellum has neither yet, so this is a plain
/// controller with a small list view of its own, and a picked tab replaces the list rather than being
/// pushed.
final class MoreListController: UIViewController {
    private weak var owner: UITabBarController?

    init(tabBarController: UITabBarController) {
        owner = tabBarController
        super.init(nibName: nil, bundle: nil)
        title = "More"
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        let list = MoreListView(frame: UIScreen.main.bounds)
        list.onPick = { [weak self] row in self?.pick(row) }
        view = list
        listDidChange()
    }

    /// Shows the tabs the bar has no room for.
    func listDidChange() {
        (viewIfLoaded as? MoreListView)?.items = owner.map { $0.moreTabs.map { $0.tabBarItem! } } ?? []
    }

    private func pick(_ row: Int) {
        guard let owner, owner.moreTabs.indices.contains(UITabBarController.moreIndex + row) else { return }
        owner.select(UITabBarController.moreIndex + row)
    }
}
