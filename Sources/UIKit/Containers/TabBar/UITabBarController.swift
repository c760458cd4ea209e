import Foundation

/// A container that shows one of its child controllers at a time, chosen by a tab bar at the bottom.
///
/// Every tab's controller is a child; only the selected one's view is loaded and shown, filling the
/// container above the bar, so the bar is outside its safe area without touching its
/// `additionalSafeAreaInsets`. The others load when first selected.
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    /// The bar showing the tabs' items; the controller is its delegate.
    public let tabBar = UITabBar(frame: .zero)

    /// Asked and told when the user picks tabs.
    open weak var delegate: UITabBarControllerDelegate?

    /// The tabs' controllers.
    var tabs: [UIViewController] = []
    /// The index of the selected tab, `NSNotFound` for none or while the More list is shown.
    var selectedStorage = NSNotFound
    /// Whether the More tab's list is shown.
    var showsMoreList = false
    /// The More tab's list, made when tabs first overflow.
    var moreList: MoreListController?
    /// The More tab's item, shown in place of the fifth tab's and those after it.
    let moreItem = UITabBarItem(tabBarSystemItem: .more, tag: 0)

    /// The controllers whose order the user may change in the More list; every tab by default. Vellum
    /// stores it but offers no editing.
    open var customizableViewControllers: [UIViewController]?

    /// A controller with no tabs.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        tabBar.controller = self
    }

    /// A controller decoded from an archive; Vellum decodes none.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        tabBar.controller = self
    }

    /// The tabs' controllers, left to right; nil when there are none.
    open var viewControllers: [UIViewController]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs. The selected controller stays selected when it is among the new ones; otherwise
    /// the tab at the same index, or the first. A list naming a controller twice, or this controller, is
    /// refused whole.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let new = viewControllers ?? []
        guard Set(new.map(ObjectIdentifier.init)).count == new.count else {
            return uikitLog.error("UITabBarController: a view controller can be in only one tab; the list \(new) was refused.")
        }
        guard !new.contains(where: { $0.isAncestor(of: self) }) else {
            return uikitLog.error("UITabBarController: \(self) cannot be a tab of itself or of its descendants; the list was refused.")
        }
        let old = tabs
        let oldSelected = selectedStorage == NSNotFound ? nil : selectedViewController
        let oldIndex = selectedStorage
        for controller in old where !new.contains(where: { $0 === controller }) {
            controller.willMove(toParent: nil)
            if controller === shownController { hideSelected() }
            controller.removeFromParent()
        }
        tabs = new
        for controller in new where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        customizableViewControllers = viewControllers
        updateItems(animated: animated)
        let index: Int
        if let oldSelected, let kept = new.firstIndex(where: { $0 === oldSelected }) {
            index = kept
        } else if new.isEmpty {
            index = NSNotFound
        } else {
            index = oldIndex != NSNotFound && oldIndex < new.count ? oldIndex : 0
        }
        select(index)
    }

    /// The index of the selected tab; `NSNotFound` when there are no tabs or the More list is shown. An
    /// index out of range is ignored.
    open var selectedIndex: Int {
        get { selectedStorage }
        set {
            guard tabs.indices.contains(newValue) else {
                return uikitLog.error("UITabBarController: selectedIndex \(newValue) is out of range 0..<\(tabs.count); ignored.")
            }
            select(newValue)
        }
    }

    /// The selected tab's controller, or the More list's while it is shown; only a controller among the tabs
    /// can be selected.
    open var selectedViewController: UIViewController? {
        get { shownController }
        set {
            guard let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) else {
                return uikitLog.error("-[UITabBarController setSelectedViewController:] only a view controller in the tab bar controller's list of view controllers can be selected.")
            }
            select(index)
        }
    }

    /// Makes the container view, which lays out the bar and the selected tab's view.
    open override func loadView() {
        view = TabBarContainerView(frame: UIScreen.main.bounds, controller: self)
    }

    /// Adds the bar and the selected tab's view.
    open override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tabBar)
        showSelected()
    }

    /// A tap on the bar's item at `index` — a tab, or the More item: asks the delegate, selects, and tells
    /// the delegate, also when the tab was already selected; a tap on the selected tab takes its navigation
    /// controller back to its root, as on iOS.
    func userSelectedTab(at index: Int) {
        let picksMore = showsMoreItem && index == Self.moreIndex
        guard let controller = picksMore ? moreListController() : tabs[index] else { return }
        guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else { return }
        let wasSelected = controller === selectedViewController
        if picksMore { selectMoreList() } else { select(index) }
        if wasSelected, let navigation = controller as? UINavigationController {
            navigation.popToRootViewController(animated: true)
        }
        delegate?.tabBarController(self, didSelect: controller)
    }

    /// Places the bar at the bottom, 49 points plus the safe area's bottom inset high, and the selected
    /// tab's view in the rest.
    func layoutTabs(in bounds: CGRect) {
        if showsMoreItem != (tabBar.shownItems.last === moreItem) { updateItems(animated: false) }
        let height = tabBar.sizeThatFits(bounds.size).height
        tabBar.frame = CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
        shownController?.viewIfLoaded?.frame = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width,
                                                             height: max(0, bounds.height - height))
    }
}

extension UIViewController {
    /// Whether this controller is `controller` or one of its parents.
    fileprivate func isAncestor(of controller: UIViewController) -> Bool {
        var current: UIViewController? = controller
        while let candidate = current {
            if candidate === self { return true }
            current = candidate.parent
        }
        return false
    }
}
