import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A controller whose view is a scroll view of 100 points of content: shorter than the screen.
private final class ShortContentController: UIViewController {
    var scrollView: UIScrollView { view as! UIScrollView }

    override func loadView() {
        let scrollView = UIScrollView(frame: UIScreen.main.bounds)
        scrollView.contentSize = CGSize(width: 390, height: 100)
        view = scrollView
    }
}

/// Three titled sections of two rows.
private final class SectionsSource: NSObject, UITableViewDataSource {
    func numberOfSections(in tableView: UITableView) -> Int { 3 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Section \(section)" }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}

/// A controller's scroll view under the bars of its container, and views whose layout must settle.
@MainActor @Suite struct ContentScrollViewTests {
    /// A 390 × 844 phone with a notch's safe area, showing `root` as the window's root controller.
    private func withPhone(_ root: UIViewController, _ body: () throws -> Void) rethrows {
        let screen = VirtualScreens.connect(size: CGSize(width: 390, height: 844), scale: 1,
                                            safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        defer { VirtualScreens.disconnect(screen) }
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        window.rootViewController = root
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        FramePass.runOnce()
        FramePass.drain()
        try body()
    }

    @Test func automaticAdjustmentInsetsShortContentBelowANavigationBar() {
        let content = ShortContentController()
        withPhone(UINavigationController(rootViewController: content)) {
            // iOS: `.automatic` always adjusts vertically in a navigation controller's content, so short
            // content starts below the bar (47 of safe area, 44 of bar) and ends above the home indicator.
            #expect(content.scrollView.adjustedContentInset.top == 91)
            #expect(content.scrollView.adjustedContentInset.bottom == 34)
            #expect(content.scrollView.contentOffset.y == -91)
        }
        let bare = ShortContentController()
        withPhone(bare) {
            // Elsewhere it adjusts only the axes that scroll: short content takes no vertical inset.
            #expect(bare.scrollView.adjustedContentInset.top == 0)
            #expect(bare.scrollView.contentOffset.y == 0)
        }
    }

    @Test func contentAtRestFollowsTheSafeAreaOfItsController() {
        let content = ShortContentController()
        withPhone(UINavigationController(rootViewController: content)) {
            content.additionalSafeAreaInsets.top = 20
            FramePass.runOnce()
            #expect(content.scrollView.adjustedContentInset.top == 111)
            #expect(content.scrollView.contentOffset.y == -111)
            // Scrolled away from its rest, the content stays where it was.
            content.scrollView.contentOffset.y = 10
            content.additionalSafeAreaInsets.top = 0
            FramePass.runOnce()
            #expect(content.scrollView.contentOffset.y == 10)
        }
    }

    @Test func raisingTheFrontViewOrLoweringTheBackOneChangesNothing() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let back = UIView(), front = UIView()
        parent.addSubview(back)
        parent.addSubview(front)
        parent.layoutIfNeeded()
        parent.bringSubviewToFront(front)
        parent.sendSubviewToBack(back)
        #expect(!parent.layer.needsLayout())
        parent.bringSubviewToFront(back)
        #expect(parent.subviews.last === back && parent.layer.needsLayout())
    }

    @Test func aTableWithSeveralHeadersSettlesInOnePass() throws {
        let controller = UITableViewController(style: .insetGrouped)
        let source = SectionsSource()
        controller.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        controller.tableView.dataSource = source
        try withPhone(controller) {
            // Raising each shown header above the rows in every pass reordered them, which marked the table
            // for layout again: a layout that never settled.
            #expect(controller.tableView.visibleCells.count == 6)
            #expect(!controller.tableView.layer.needsLayout())
            controller.tableView.contentOffset.y += 5
            FramePass.runOnce()
            #expect(!controller.tableView.layer.needsLayout())
            // Rows stay behind the headers without being raised in each pass.
            let table: UITableView = controller.tableView, subviews = table.subviews
            let header = try #require(table.headerView(forSection: 0))
            let headerIndex = try #require(subviews.firstIndex { $0 === header })
            #expect(table.visibleCells.allSatisfy { cell in subviews.firstIndex { $0 === cell }! < headerIndex })
        }
    }
}
