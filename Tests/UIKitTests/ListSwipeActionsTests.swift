import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Swipe actions on table rows and collection view list rows, one shared implementation driven by finger drags
/// on the controlled clock. Rows are 44 points tall in a 400-point window; an action's button is its title's width
/// plus 30 points, 74 at least.
@MainActor @Suite struct ListSwipeActionsTests {
    enum Kind: CaseIterable, Sendable { case table, list }

    /// Twenty rows in a table or a list section, whose swipe actions come from `trailing` and `leading`.
    @MainActor final class Fixture: NSObject, UITableViewDataSource, UITableViewDelegate, UICollectionViewDataSource,
                                    UICollectionViewDelegate {
        var trailing: (IndexPath) -> UISwipeActionsConfiguration? = { _ in nil }
        var leading: (IndexPath) -> UISwipeActionsConfiguration? = { _ in nil }
        var selected: [Int] = []
        private(set) var list: (UIScrollView & ListSwipeHost)!

        init(_ kind: Kind, in window: UIWindow) {
            super.init()
            switch kind {
            case .table:
                let table = UITableView(frame: window.bounds)
                table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
                table.dataSource = self
                table.delegate = self
                list = table
            case .list:
                var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
                configuration.trailingSwipeActionsConfigurationProvider = { [unowned self] in self.trailing($0) }
                configuration.leadingSwipeActionsConfigurationProvider = { [unowned self] in self.leading($0) }
                let layout = UICollectionViewCompositionalLayout.list(using: configuration)
                let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
                collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "cell")
                collectionView.dataSource = self
                collectionView.delegate = self
                list = collectionView
            }
            window.addSubview(list)
            FramePass.runOnce()
        }

        var controller: ListSwipeController {
            (list as? UITableView)?.swipeController ?? (list as! UICollectionView).swipeController
        }

        /// The cell of `row`, and whether its configuration state says it is swiped.
        func cell(_ row: Int) -> (view: UIView, isSwiped: Bool)? {
            if let table = list as? UITableView, let cell = table.cellForRow(at: IndexPath(row: row, section: 0)) {
                return (cell, cell.configurationState.isSwiped)
            }
            if let collectionView = list as? UICollectionView, let cell = collectionView.cellForItem(at: IndexPath(item: row, section: 0)) {
                return (cell, cell.configurationState.isSwiped)
            }
            return nil
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = "\(indexPath.row)"
            return cell
        }
        func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
            trailing(indexPath)
        }
        func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
            leading(indexPath)
        }
        // Rows are not deletable: without the delegate's actions a trailing swipe offers no Delete.
        func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath.row) }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 20 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! UICollectionViewListCell
            var content = cell.defaultContentConfiguration()
            content.text = "\(indexPath.item)"
            cell.contentConfiguration = content
            return cell
        }
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath.item) }
    }

    /// One action titled `title` that logs `"title row"` to `log` and calls its completion with true.
    private static func action(_ title: String, _ style: UIContextualAction.Style = .normal, log: @escaping (String) -> Void,
                               at indexPath: IndexPath) -> UIContextualAction {
        UIContextualAction(style: style, title: title) { _, _, done in
            log("\(title) \(indexPath.row)")
            done(true)
        }
    }

    /// Drags a finger sideways along the middle of `row`, from `x` to `toX`, and lets go.
    private func swipe(_ generator: EventGenerator, _ clock: ControlledClock, row: Int, from x: CGFloat, to toX: CGFloat) throws {
        let y = CGFloat(row) * 44 + 22
        try generator.fingerDown(at: CGPoint(x: x, y: y))
        try generator.fingerMove(to: CGPoint(x: toX, y: y), duration: 0.2)
        try generator.fingerUp()
        clock.renderFrames(20)
    }

    @Test(arguments: Kind.allCases) func aSidewaysDragOpensARowAndATapOnItsActionRunsIt(_ kind: Kind) throws {
        try withScrollWindow { window, generator, clock in
            var ran: [String] = []
            let fixture = Fixture(kind, in: window)
            fixture.trailing = { indexPath in
                indexPath.row == 0 ? nil : UISwipeActionsConfiguration(actions: [Self.action("Archive", log: { ran.append($0) }, at: indexPath)])
            }
            // Row 0 has no actions: a sideways drag over it opens nothing.
            try swipe(generator, clock, row: 0, from: 300, to: 200)
            #expect(fixture.controller.row == nil)
            try swipe(generator, clock, row: 1, from: 300, to: 200)
            let row = try #require(fixture.cell(1))
            let view = try #require(fixture.controller.actionsView)
            let width = SwipeActionsView.buttonWidth(view.configuration.actions[0])
            #expect(width > 74 && width < 100)
            #expect(fixture.controller.row == IndexPath(item: 1, section: 0))
            #expect(row.view.frame.minX == -width && row.isSwiped)
            #expect(fixture.list.contentOffset.y == 0)
            #expect(view.frame == CGRect(x: 400 - width, y: 44, width: width, height: 44))
            let archive = try #require(view.buttons.first)
            #expect(archive.title(for: .normal) == "Archive" && archive.backgroundColor == .systemGray)
            try generator.fingerTap(on: archive)
            clock.renderFrames(20)
            #expect(ran == ["Archive 1"])
            #expect(fixture.controller.row == nil && view.superview == nil)
            let closed = try #require(fixture.cell(1))
            #expect(closed.view.frame.minX == 0 && !closed.isSwiped)
        }
    }

    @Test(arguments: Kind.allCases) func actionsShowFirstNearestTheSwipedEdgeWithTheirStylesColoursAndImages(_ kind: Kind) throws {
        try withScrollWindow { window, generator, clock in
            let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in }
            let fixture = Fixture(kind, in: window)
            fixture.trailing = { indexPath in
                let flag = Self.action("Flag", log: { _ in }, at: indexPath)
                flag.backgroundColor = .systemOrange
                flag.image = image
                return UISwipeActionsConfiguration(actions: [Self.action("Delete", .destructive, log: { _ in }, at: indexPath), flag])
            }
            fixture.leading = { indexPath in UISwipeActionsConfiguration(actions: [Self.action("Pin", log: { _ in }, at: indexPath)]) }
            // Dragged past both actions' width, the row stays open by exactly that width.
            try swipe(generator, clock, row: 2, from: 390, to: 200)
            let view = try #require(fixture.controller.actionsView)
            let widths = view.configuration.actions.map(SwipeActionsView.buttonWidth)
            let row = try #require(fixture.cell(2))
            #expect(row.view.frame.minX == -(widths[0] + widths[1]))
            let (delete, flag) = (view.buttons[0], view.buttons[1])
            #expect(delete.title(for: .normal) == "Delete" && delete.backgroundColor == .systemRed)
            #expect(flag.title(for: .normal) == "Flag" && flag.backgroundColor == .systemOrange && flag.image(for: .normal) === image)
            #expect(delete.frame == CGRect(x: widths[1], y: 0, width: widths[0], height: 44))
            #expect(flag.frame == CGRect(x: 0, y: 0, width: widths[1], height: 44))
            // A drag towards the trailing edge on another row opens its leading actions, closing the first row.
            try swipe(generator, clock, row: 4, from: 10, to: 110)
            let pinned = try #require(fixture.cell(4))
            #expect(fixture.controller.row == IndexPath(item: 4, section: 0) && pinned.view.frame.minX == 74)
            #expect(fixture.controller.actionsView?.frame == CGRect(x: 0, y: 4 * 44, width: 74, height: 44))
            #expect(fixture.cell(2)?.view.frame.minX == 0 && fixture.cell(2)?.isSwiped == false)
            #expect(fixture.list.subviews.filter { $0 is SwipeActionsView && $0.frame.width > 0 }.count == 1)
        }
    }

    @Test(arguments: Kind.allCases) func aFullSwipePerformsTheFirstAction(_ kind: Kind) throws {
        try withScrollWindow { window, generator, clock in
            var ran: [String] = []
            let fixture = Fixture(kind, in: window)
            fixture.trailing = { indexPath in
                UISwipeActionsConfiguration(actions: [Self.action("Archive", log: { ran.append($0) }, at: indexPath),
                                                      Self.action("Flag", log: { ran.append($0) }, at: indexPath)])
            }
            try generator.fingerDown(at: CGPoint(x: 390, y: 66))
            try generator.fingerMove(to: CGPoint(x: 60, y: 66), duration: 0.2)
            // Past 60 % of the row the first action fills the uncovered width.
            let view = try #require(fixture.controller.actionsView)
            #expect(view.expandsFirstAction && view.buttons[0].frame == view.bounds && view.buttons[1].frame.width == 0)
            try generator.fingerUp()
            clock.renderFrames(20)
            #expect(ran == ["Archive 1"])
            #expect(fixture.controller.row == nil && fixture.cell(1)?.view.frame.minX == 0)
        }
    }

    @Test(arguments: Kind.allCases) func withoutFullSwipesALongDragOnlyOpensTheRow(_ kind: Kind) throws {
        try withScrollWindow { window, generator, clock in
            var ran: [String] = []
            let fixture = Fixture(kind, in: window)
            fixture.trailing = { indexPath in
                let configuration = UISwipeActionsConfiguration(actions: [Self.action("Archive", log: { ran.append($0) }, at: indexPath)])
                configuration.performsFirstActionWithFullSwipe = false
                return configuration
            }
            try swipe(generator, clock, row: 1, from: 390, to: 60)
            let view = try #require(fixture.controller.actionsView)
            #expect(ran.isEmpty && !view.expandsFirstAction)
            let width = SwipeActionsView.buttonWidth(view.configuration.actions[0])
            #expect(fixture.controller.row == IndexPath(item: 1, section: 0) && fixture.cell(1)?.view.frame.minX == -width)
        }
    }

    @Test(arguments: Kind.allCases) func aShortDragClosesAgain(_ kind: Kind) throws {
        try withScrollWindow { window, generator, clock in
            let fixture = Fixture(kind, in: window)
            fixture.trailing = { indexPath in UISwipeActionsConfiguration(actions: [Self.action("Archive", log: { _ in }, at: indexPath)]) }
            // 30 points uncover less than half of the action's button, 74 points at least.
            try swipe(generator, clock, row: 1, from: 300, to: 270)
            #expect(fixture.controller.row == nil && fixture.cell(1)?.view.frame.minX == 0)
        }
    }

    @Test(arguments: Kind.allCases) func aTapElsewhereClosesTheOpenRowWithoutSelecting(_ kind: Kind) throws {
        try withScrollWindow { window, generator, clock in
            let fixture = Fixture(kind, in: window)
            fixture.trailing = { indexPath in UISwipeActionsConfiguration(actions: [Self.action("Archive", log: { _ in }, at: indexPath)]) }
            try swipe(generator, clock, row: 1, from: 300, to: 200)
            #expect(fixture.controller.row != nil)
            try generator.fingerTap(at: CGPoint(x: 100, y: 3 * 44 + 22))
            clock.renderFrames(20)
            #expect(fixture.controller.row == nil && fixture.cell(1)?.view.frame.minX == 0)
            #expect(fixture.selected.isEmpty)
            // With no row open, a tap selects as usual.
            try generator.fingerTap(at: CGPoint(x: 100, y: 3 * 44 + 22))
            clock.renderFrames(5)
            #expect(fixture.selected == [3])
        }
    }

    @Test(arguments: Kind.allCases) func aBatchUpdateClosesTheOpenRow(_ kind: Kind) throws {
        try withScrollWindow { window, generator, clock in
            let fixture = Fixture(kind, in: window)
            fixture.trailing = { indexPath in UISwipeActionsConfiguration(actions: [Self.action("Archive", log: { _ in }, at: indexPath)]) }
            try swipe(generator, clock, row: 1, from: 300, to: 200)
            #expect(fixture.controller.row != nil)
            if let table = fixture.list as? UITableView {
                table.reloadRows(at: [IndexPath(row: 5, section: 0)], with: .none)
            } else if let collectionView = fixture.list as? UICollectionView {
                collectionView.reloadItems(at: [IndexPath(item: 5, section: 0)])
            }
            clock.renderFrames(20)
            #expect(fixture.controller.row == nil && fixture.cell(1)?.view.frame.minX == 0)
        }
    }

    @Test(arguments: Kind.allCases) func aScrollClosesTheOpenRow(_ kind: Kind) throws {
        try withScrollWindow { window, generator, clock in
            let fixture = Fixture(kind, in: window)
            fixture.trailing = { indexPath in UISwipeActionsConfiguration(actions: [Self.action("Archive", log: { _ in }, at: indexPath)]) }
            try swipe(generator, clock, row: 1, from: 300, to: 200)
            #expect(fixture.controller.row != nil)
            try generator.fingerDown(at: CGPoint(x: 200, y: 300))
            try generator.fingerMove(to: CGPoint(x: 200, y: 150), duration: 0.3)
            try generator.fingerUp()
            clock.renderFrames(60)
            #expect(fixture.list.contentOffset.y > 0)
            #expect(fixture.controller.row == nil && fixture.controller.actionsView == nil)
            #expect(fixture.list.subviews.contains { $0 is SwipeActionsView } == false)
        }
    }
}
