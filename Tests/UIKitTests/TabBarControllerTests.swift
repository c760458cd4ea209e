import Testing
@testable import UIKit
import UIKitTesting

@MainActor @Suite struct TabBarControllerTests {
    private final class Delegate: UITabBarControllerDelegate {
        var log: [String] = []
        var refused: UIViewController?

        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
            log.append("should \(viewController.title ?? "")")
            return viewController !== refused
        }

        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            log.append("did \(viewController.title ?? "")")
        }
    }

    /// Recording tabs titled A, B, C and so on, sharing `log`.
    private func tabs(_ log: RecordingView.Log, count: Int = 3) -> [RecordingController] {
        ["A", "B", "C", "D", "E", "F"].prefix(count).map { name in
            let controller = RecordingController(name, shared: log)
            controller.title = name
            return controller
        }
    }

    /// A visible `width` × 600 window at scale 1 on a screen with a 34-point bottom safe area, holding `root`.
    private func withWindow(width: CGFloat = 390, _ root: UIViewController,
                            _ body: (UIWindow, UIScreen) throws -> Void) rethrows {
        let screen = VirtualScreens.connect(size: CGSize(width: width, height: 600), scale: 1,
                                            safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        defer { VirtualScreens.disconnect(screen) }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: 600))
        window.screen = screen
        window.rootViewController = root
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        FramePass.runOnce()
        try body(window, screen)
    }

    @Test func everyTabIsAChildAndOnlyTheSelectedOneLoads() {
        let log = RecordingView.Log()
        let controllers = tabs(log)
        let tabBarController = UITabBarController()
        #expect(tabBarController.selectedIndex == NSNotFound && tabBarController.viewControllers == nil)
        tabBarController.viewControllers = controllers
        #expect(tabBarController.children == controllers)
        #expect(controllers.allSatisfy { $0.tabBarController === tabBarController })
        #expect(tabBarController.selectedIndex == 0 && tabBarController.selectedViewController === controllers[0])
        #expect(controllers.map(\.log) == Array(repeating: ["willMove(parent)", "didMove(parent)"], count: 3))
        #expect(tabBarController.tabBar.items?.map(\.title) == ["A", "B", "C"])
        #expect(tabBarController.tabBar.selectedItem === controllers[0].tabBarItem)
        #expect(!controllers[0].isViewLoaded)

        _ = tabBarController.view
        #expect(controllers.map(\.isViewLoaded) == [true, false, false])
        #expect(controllers[0].view.superview === tabBarController.view)
        tabBarController.selectedIndex = 2
        #expect(controllers.map(\.isViewLoaded) == [true, false, true])
        #expect(controllers[0].view.superview == nil && controllers[2].view.superview === tabBarController.view)
        #expect(tabBarController.tabBar.selectedItem === controllers[2].tabBarItem)

        let nested = UIViewController()
        controllers[1].addChild(nested)
        #expect(nested.tabBarController === tabBarController)
        #expect(UIViewController().tabBarController == nil)
    }

    @Test func theSelectedViewFillsTheContainerAboveTheBar() {
        let log = RecordingView.Log()
        let controllers = tabs(log)
        let tabBarController = UITabBarController()
        tabBarController.viewControllers = controllers
        withWindow(tabBarController) { _, _ in
            // 49 points of bar plus the screen's 34-point bottom safe area, at the bottom of 600.
            #expect(tabBarController.tabBar.frame == CGRect(x: 0, y: 517, width: 390, height: 83))
            #expect(controllers[0].view.frame == CGRect(x: 0, y: 0, width: 390, height: 517))
            // The bar is outside the child's view, so its safe area keeps only the screen's top inset.
            #expect(controllers[0].view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
            #expect(tabBarController.view.subviews.last === tabBarController.tabBar)
            tabBarController.selectedIndex = 1
            #expect(controllers[1].view.frame == CGRect(x: 0, y: 0, width: 390, height: 517))
        }
    }

    @Test func aSwitchTellsTheIncomingTabFirst() throws {
        let log = RecordingView.Log()
        let controllers = tabs(log)
        let tabBarController = UITabBarController()
        tabBarController.viewControllers = controllers
        try withWindow(tabBarController) { _, _ in
            #expect(controllers[0].log.contains("viewDidAppear"))
            log.entries = []
            tabBarController.selectedIndex = 1
            let calls = ["loadView", "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"]
            #expect(log.entries.filter { calls.contains(String($0.dropFirst(2))) }
                    == ["B.loadView", "B.viewDidLoad", "B.viewWillAppear", "A.viewWillDisappear", "A.viewDidDisappear",
                        "B.viewDidAppear"])
            let isAppearing = try #require(log.entries.firstIndex(of: "B.viewIsAppearing"))
            #expect(isAppearing > log.entries.firstIndex(of: "B.viewWillAppear")!
                    && isAppearing < log.entries.firstIndex(of: "B.viewDidAppear")!)
            // Afterwards the children follow the container automatically again.
            log.entries = []
            tabBarController.view.window?.isHidden = true
            #expect(log.entries == ["B.viewWillDisappear", "B.viewDidDisappear"])
        }
    }

    @Test func tappingATabAsksAndTellsTheDelegate() throws {
        let log = RecordingView.Log()
        let controllers = tabs(log)
        let tabBarController = UITabBarController()
        let delegate = Delegate()
        tabBarController.delegate = delegate
        tabBarController.viewControllers = controllers
        try withWindow(tabBarController) { window, _ in
            let generator = EventGenerator(window: window, timing: .virtual)
            // Three 130-point slots; the bar starts at y = 517.
            try generator.fingerTap(at: CGPoint(x: 325, y: 540))
            #expect(tabBarController.selectedIndex == 2)
            #expect(delegate.log == ["should C", "did C"])
            delegate.refused = controllers[1]
            try generator.fingerTap(at: CGPoint(x: 195, y: 540))
            #expect(tabBarController.selectedIndex == 2 && !controllers[1].isViewLoaded)
            // Tapping the selected tab again asks and tells again and keeps it selected.
            try generator.fingerTap(at: CGPoint(x: 325, y: 540))
            #expect(tabBarController.selectedIndex == 2)
            #expect(delegate.log == ["should C", "did C", "should B", "should C", "did C"])
            // A disabled item does nothing; the bar's safe-area strip below the items is not a tab.
            controllers[0].tabBarItem.isEnabled = false
            try generator.fingerTap(at: CGPoint(x: 65, y: 540))
            try generator.fingerTap(at: CGPoint(x: 195, y: 590))
            #expect(tabBarController.selectedIndex == 2 && delegate.log.count == 5)
        }
    }

    @Test func tappingTheSelectedTabTakesItsNavigationStackToTheRoot() throws {
        let root = UIViewController(), detail = UIViewController(), other = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let tabBarController = UITabBarController()
        tabBarController.viewControllers = [navigation, other]
        try withWindow(tabBarController) { window, _ in
            navigation.pushViewController(detail, animated: false)
            FramePass.drain()
            #expect(navigation.viewControllers == [root, detail])
            let generator = EventGenerator(window: window, timing: .virtual)
            // Two 195-point slots; the selected tab is the first.
            try generator.fingerTap(at: CGPoint(x: 97, y: 540))
            ControlledClock.run { clock in clock.renderFrames(30) }
            FramePass.drain()
            #expect(navigation.viewControllers == [root] && tabBarController.selectedIndex == 0)
        }
    }

    @Test func badInputIsRefusedAndTheTabsStayIntact() {
        let log = RecordingView.Log()
        let controllers = tabs(log)
        let tabBarController = UITabBarController()
        tabBarController.viewControllers = controllers
        tabBarController.selectedIndex = 1
        tabBarController.selectedIndex = 3
        tabBarController.selectedIndex = -1
        #expect(tabBarController.selectedIndex == 1)
        tabBarController.selectedViewController = UIViewController()
        tabBarController.selectedViewController = nil
        #expect(tabBarController.selectedViewController === controllers[1])
        tabBarController.viewControllers = [controllers[0], controllers[0]]
        tabBarController.viewControllers = [controllers[0], tabBarController]
        #expect(tabBarController.viewControllers == controllers && tabBarController.children == controllers)
        tabBarController.tabBar.delegate = nil
        #expect(tabBarController.tabBar.controller === tabBarController)

        // An empty list removes every tab and selects nothing.
        _ = tabBarController.view
        tabBarController.viewControllers = []
        #expect(tabBarController.viewControllers == nil && tabBarController.children.isEmpty)
        #expect(tabBarController.selectedIndex == NSNotFound && tabBarController.selectedViewController == nil)
        #expect(controllers[1].viewIfLoaded?.superview == nil && controllers.allSatisfy { $0.parent == nil })
        #expect(tabBarController.tabBar.items == nil && tabBarController.tabBar.selectedItem == nil)
    }

    @Test func aNewListKeepsTheSelectedControllerOrItsIndex() {
        let log = RecordingView.Log()
        let controllers = tabs(log)
        let tabBarController = UITabBarController()
        tabBarController.viewControllers = controllers
        tabBarController.selectedIndex = 2
        tabBarController.viewControllers = [controllers[2], controllers[0]]
        #expect(tabBarController.selectedIndex == 0 && tabBarController.selectedViewController === controllers[2])
        #expect(controllers[1].parent == nil && controllers[1].log.suffix(2) == ["willMove(nil)", "didMove(nil)"])
        tabBarController.selectedIndex = 1
        let other = UIViewController()
        tabBarController.viewControllers = [controllers[1], other]
        #expect(tabBarController.selectedViewController === other)
    }

    @Test func sixTabsInACompactWidthShowFourAndAMoreListOfTheRest() throws {
        let log = RecordingView.Log()
        let controllers = tabs(log, count: 6)
        let tabBarController = UITabBarController()
        let delegate = Delegate()
        tabBarController.delegate = delegate
        tabBarController.viewControllers = controllers
        #expect(tabBarController.customizableViewControllers == controllers)
        try withWindow(tabBarController) { window, _ in
            let bar = tabBarController.tabBar
            #expect(bar.items?.map(\.title) == ["A", "B", "C", "D", "More"])
            let generator = EventGenerator(window: window, timing: .virtual)
            // Five 78-point slots: More is the last, centred at 351.
            try generator.fingerTap(at: CGPoint(x: 351, y: 540))
            #expect(delegate.log == ["should More", "did More"])
            let list = try #require(tabBarController.selectedViewController as? MoreListController)
            #expect(tabBarController.selectedIndex == NSNotFound && bar.selectedItem === bar.items?.last)
            #expect(list.view.superview === tabBarController.view && controllers[0].viewIfLoaded?.superview == nil)
            #expect((list.view as? MoreListView)?.items.map(\.title) == ["E", "F"])
            // Rows are 44 points high below the 47-point safe-area top: F is the second, centred at 113.
            try generator.fingerTap(at: CGPoint(x: 200, y: 113))
            #expect(tabBarController.selectedIndex == 5 && tabBarController.selectedViewController === controllers[5])
            #expect(controllers[5].view.superview === tabBarController.view && list.view.superview == nil)
            #expect(bar.selectedItem === bar.items?.last)
            try generator.fingerTap(at: CGPoint(x: 351, y: 540))
            #expect(tabBarController.selectedViewController === list)
            // Back to five tabs, the bar shows them all and the list gives way to the first.
            tabBarController.viewControllers = Array(controllers.prefix(5))
            #expect(bar.items?.map(\.title) == ["A", "B", "C", "D", "E"])
            #expect(tabBarController.selectedViewController === controllers[0] && list.view.superview == nil)
        }
    }

    @Test func sixTabsInAWideWindowAllShow() {
        let log = RecordingView.Log()
        let tabBarController = UITabBarController()
        tabBarController.viewControllers = tabs(log, count: 6)
        withWindow(width: 700, tabBarController) { _, _ in
            #expect(tabBarController.tabBar.items?.map(\.title) == ["A", "B", "C", "D", "E", "F"])
            tabBarController.selectedIndex = 5
            #expect(tabBarController.tabBar.selectedItem?.title == "F")
        }
    }

    @Test func aBarOfItsOwnTellsItsDelegate() throws {
        final class BarDelegate: UITabBarDelegate {
            var picked: [Int] = []
            func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) { picked.append(item.tag) }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let bar = UITabBar(frame: CGRect(x: 0, y: 51, width: 300, height: 49))
        let items = (0..<3).map { UITabBarItem(title: "\($0)", image: nil, tag: $0 * 10) }
        bar.items = items
        let delegate = BarDelegate()
        bar.delegate = delegate
        window.addSubview(bar)
        let generator = EventGenerator(window: window, timing: .virtual)
        // Three 100-point slots: x = 250 is the third.
        try generator.fingerTap(at: CGPoint(x: 250, y: 70))
        #expect(bar.selectedItem === items[2] && delegate.picked == [20])
        // A finger that lands on one item and lifts on another picks nothing.
        try generator.fingerDown(at: CGPoint(x: 50, y: 70))
        try generator.fingerMove(to: CGPoint(x: 150, y: 70))
        try generator.fingerUp()
        #expect(bar.selectedItem === items[2] && delegate.picked == [20])
    }

    @Test func systemItemsHaveTheirTitlesAndItemsRedrawTheBar() {
        #expect(UITabBarItem(tabBarSystemItem: .favorites, tag: 4).title == "Favorites")
        #expect(UITabBarItem(tabBarSystemItem: .topRated, tag: 0).title == "Top Rated")
        #expect(UITabBarItem(tabBarSystemItem: .more, tag: 0).title == "More")
        #expect(UITabBarItem(tabBarSystemItem: .mostViewed, tag: 7).tag == 7)
        let controller = UIViewController()
        controller.title = "Inbox"
        #expect(controller.tabBarItem.title == "Inbox" && controller.tabBarItem === controller.tabBarItem)
        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 100, height: 49))
        let item = UITabBarItem(title: "One", image: nil, tag: 1)
        bar.items = [item]
        bar.selectedItem = UITabBarItem()
        #expect(bar.selectedItem == nil)
        bar.selectedItem = item
        bar.layer.display()
        #expect(!bar.layer.needsDisplay())
        item.badgeValue = "1"
        #expect(bar.layer.needsDisplay())
    }

    /// What a 200 × 49 bar at scale 1 shows with two items holding a 10-point black square each, the first
    /// selected with the badge "3", the second with an empty green badge, after `configure`.
    private func barPixels(_ configure: (UITabBar) -> Void = { _ in }) throws -> Pixels {
        let square = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in
            UIColor.black.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        let first = UITabBarItem(title: nil, image: square, tag: 0)
        first.badgeValue = "3"
        let second = UITabBarItem(title: nil, image: square, tag: 1)
        second.badgeValue = ""
        second.badgeColor = .green
        let screen = VirtualScreens.connect(size: CGSize(width: 200, height: 49), scale: 1)
        defer { VirtualScreens.disconnect(screen) }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 49))
        window.screen = screen
        let bar = UITabBar(frame: window.bounds)
        bar.items = [first, second]
        bar.selectedItem = first
        configure(bar)
        window.addSubview(bar)
        window.isHidden = false
        defer { window.isHidden = true }
        return Pixels(try #require(screen.capturedImage()))
    }

    @Test func theBarDrawsTheSelectedItemInTheTintAndTheBadgeInRed() throws {
        let pixels = try barPixels()
        // Slots are 100 points wide; each 10-point image is centred at (slot centre, 7 + 12.5).
        #expect(pixels[50, 20] == [0, 122, 255, 255])      // selected: system blue, the default tint
        #expect(pixels[150, 20] == [142, 142, 147, 255])   // unselected: system gray
        // The badge's capsule starts 5 points right of the icon's centre, 3 above its top: x 55, y 4, 18 high.
        #expect(pixels[57, 13] == [255, 59, 48, 255])
        // An empty badge is a 10-point dot, here in its own colour.
        #expect(pixels[160, 9] == [0, 255, 0, 255])
        // The light material, and its hairline: 30 % black over 248 is 174.
        #expect(pixels[10, 40] == [248, 248, 248, 255])
        #expect(pixels[10, 0] == [174, 174, 174, 255])
    }

    @Test func theDefaultMaterialTurnsDarkInTheDarkAppearance() throws {
        let pixels = try barPixels { bar in bar.overrideUserInterfaceStyle = .dark }
        #expect(pixels[10, 40] == [26, 26, 26, 255])
    }

    @Test func anAppearanceColoursTheBarAndItsItems() throws {
        let pixels = try barPixels { bar in
            let appearance = UITabBarAppearance()
            appearance.configureWithOpaqueBackground()
            appearance.backgroundColor = .blue
            appearance.shadowColor = nil
            appearance.stackedLayoutAppearance.normal.iconColor = .green
            appearance.stackedLayoutAppearance.selected.badgeBackgroundColor = .white
            bar.standardAppearance = appearance
            // The bar keeps a copy: later changes to the appearance do not reach it.
            appearance.backgroundColor = .red
            bar.tintColor = .red
        }
        #expect(pixels[10, 40] == bluePixel && pixels[10, 0] == bluePixel)
        #expect(pixels[50, 20] == redPixel && pixels[150, 20] == greenPixel)
        #expect(pixels[57, 13] == whitePixel)
    }
}
