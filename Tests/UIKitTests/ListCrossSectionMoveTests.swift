import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Sections of item numbers whose items may all move, anywhere.
final class MovableNumberSource: NSObject, UICollectionViewDataSource {
    var sections: [[Int]]

    init(_ sections: [[Int]]) { self.sections = sections }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { sections[section].count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "number", for: indexPath)
        (cell as? NumberCell)?.item = sections[indexPath.section][indexPath.item]
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }

    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        let item = sections[sourceIndexPath.section].remove(at: sourceIndexPath.item)
        sections[destinationIndexPath.section].insert(item, at: destinationIndexPath.item)
    }
}

/// The origins of the shown cells, by the number each shows.
@MainActor
func shownOriginsByNumber(_ collectionView: UICollectionView) -> [Int: CGPoint] {
    var origins: [Int: CGPoint] = [:]
    for cell in collectionView.visibleCells {
        if let cell = cell as? NumberCell { origins[cell.item] = cell.frame.origin }
    }
    return origins
}

/// An item moved into another section: that section's items make room as it crosses, its own close up,
/// animated on the controlled clock, in flow and compositional layouts and in tables.
@MainActor @Suite struct ListCrossSectionMoveTests {
    /// Items 100 × 50, 110 points apart on a line, 60 between lines; each section starts a line below the last.
    @Test func aCellTheAppHidStaysHiddenWhenTheTablePlacesItsRows() throws {
        try withPresentingWindow { _, root, _ in
            let recorder = TableRecorder(rows: 10)
            let table = recordedTable(recorder, in: root.view)
            let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
            cell.isHidden = true
            // A scroll places the shown rows again; only a row closed for a move is the table's to hide or show.
            table.contentOffset = CGPoint(x: 0, y: 10)
            table.layoutIfNeeded()
            #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === cell && cell.isHidden)
        }
    }

    @Test func aFlowLayoutsItemsMakeRoomInTheSectionAnItemIsMovedIntoAndCloseUpBehindIt() throws {
        try withScreenWindow(size: CGSize(width: 320, height: 480)) { window, _ in
            let source = MovableNumberSource([[0, 1, 2], [10, 11, 12]])
            let flow = UICollectionViewFlowLayout()
            flow.itemSize = CGSize(width: 100, height: 50)
            let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: flow)
            collectionView.register(NumberCell.self, forCellWithReuseIdentifier: "number")
            collectionView.dataSource = source
            window.addSubview(collectionView)
            FramePass.drain()
            let start: [Int: CGPoint] = [0: CGPoint(x: 0, y: 0), 1: CGPoint(x: 110, y: 0), 2: CGPoint(x: 220, y: 0),
                                         10: CGPoint(x: 0, y: 50), 11: CGPoint(x: 110, y: 50), 12: CGPoint(x: 220, y: 50)]
            #expect(shownOriginsByNumber(collectionView) == start)
            try ControlledClock.run { clock in
                #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
                // Over item 11: 1 and 2 close up, 11 and 12 move on a place, 12 to a new line, while 0 follows the finger.
                collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 75))
                clock.renderFrames(5)
                let twelve = try #require(collectionView.cellForItem(at: IndexPath(item: 2, section: 1)))
                let sliding = try #require(twelve.layer.presentation()).position
                #expect(sliding.y > 75 && sliding.y < 135 && sliding.x > 50 && sliding.x < 270)
                clock.renderFrames(30)
                let room: [Int: CGPoint] = [0: CGPoint(x: 110, y: 50), 1: start[0]!, 2: start[1]!,
                                            10: start[10]!, 11: start[12]!, 12: CGPoint(x: 0, y: 110)]
                #expect(shownOriginsByNumber(collectionView) == room)
                // The layout counts the item in the section it shows in.
                #expect(collectionView.numberOfItems(inSection: 0) == 2 && collectionView.numberOfItems(inSection: 1) == 4)
                collectionView.cancelInteractiveMovement()
                clock.renderFrames(30)
                #expect(shownOriginsByNumber(collectionView) == start)
                #expect(collectionView.numberOfItems(inSection: 0) == 3 && collectionView.numberOfItems(inSection: 1) == 3)
                #expect(source.sections == [[0, 1, 2], [10, 11, 12]])
                // The same move, ended: the items stay where they made room.
                #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
                collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 75))
                clock.renderFrames(30)
                collectionView.endInteractiveMovement()
                clock.renderFrames(30)
                #expect(shownOriginsByNumber(collectionView) == room)
            }
            #expect(source.sections == [[1, 2], [10, 0, 11, 12]])
            #expect((collectionView.cellForItem(at: IndexPath(item: 1, section: 1)) as? NumberCell)?.item == 0)
        }
    }

    /// Full-width rows 44 points high, the sections one after the other.
    @Test func aCompositionalLayoutsRowsMakeRoomInTheSectionAnItemIsMovedInto() throws {
        try withScreenWindow(size: CGSize(width: 320, height: 480)) { window, _ in
            let source = MovableNumberSource([[0, 1, 2], [10, 11, 12]])
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
            let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
            collectionView.register(NumberCell.self, forCellWithReuseIdentifier: "number")
            collectionView.dataSource = source
            window.addSubview(collectionView)
            FramePass.drain()
            let tops = { shownOriginsByNumber(collectionView).mapValues(\.y) }
            #expect(tops() == [0: 0, 1: 44, 2: 88, 10: 132, 11: 176, 12: 220])
            ControlledClock.run { clock in
                #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 1)))
                // Item 12 over row 0, its centre at 20: rows 0–2 move down a row, 10 and 11 stay (12 left the end of their section).
                collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 20))
                clock.renderFrames(30)
                #expect(tops() == [12: -2, 0: 44, 1: 88, 2: 132, 10: 176, 11: 220])
                collectionView.endInteractiveMovement()
                clock.renderFrames(30)
                #expect(tops() == [12: 0, 0: 44, 1: 88, 2: 132, 10: 176, 11: 220])
            }
            #expect(source.sections == [[12, 0, 1, 2], [10, 11]])
        }
    }

    /// Rows "A0"–"A2" and "B0"–"B2" of 44 points, the plain table's untitled sections one after the other, so
    /// section B starts at 132.
    private func twoSectionTable(_ recorder: TableRecorder, in window: UIWindow, editing: Bool) -> UITableView {
        let table = recordedTable(recorder, in: window, frame: window.bounds)
        table.setEditing(editing, animated: false)
        table.layoutIfNeeded()
        return table
    }

    /// The tops of the shown rows, by title.
    private func rowTops(_ table: UITableView) -> [String: CGFloat] {
        var tops: [String: CGFloat] = [:]
        for cell in table.visibleCells where !cell.isHidden { tops[cell.textLabel?.text ?? ""] = cell.frame.minY }
        return tops
    }

    /// A table of sections A0–A2 and B0–B2 whose rows move, laid out in `root`, with `dragger` as its drag
    /// delegate (which the caller keeps; interactions not yet enabled).
    private func draggableTwoSectionTable(in root: UIViewController, liftingWith dragger: TableRowDragger)
        -> (TableRecorder, UITableView) {
        let recorder = TableRecorder([["A0", "A1", "A2"], ["B0", "B1", "B2"]])
        recorder.movable = true
        let table = recordedTable(recorder, in: root.view)
        table.dragDelegate = dragger
        return (recorder, table)
    }

    /// The centre of the reorder control of the table's first row, in `window`'s coordinates.
    private func reorderGripCentre(ofFirstRowOf table: UITableView, in window: UIWindow) throws -> CGPoint {
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        cell.layoutIfNeeded()
        let grip = try #require(cell.reorderControl)
        return grip.convert(CGPoint(x: grip.bounds.midX, y: grip.bounds.midY), to: window)
    }

    @Test func aRowDraggedIntoAnotherSectionLeavesAGapThereAndItsOwnSectionClosesUp() throws {
        try withPresentingWindow { window, root, _ in
            let dragger = TableRowDragger()
            let (recorder, table) = draggableTwoSectionTable(in: root, liftingWith: dragger)
            table.dragInteractionEnabled = true
            let start: [String: CGFloat] = ["A0": 0, "A1": 44, "A2": 88, "B0": 132, "B1": 176, "B2": 220]
            #expect(rowTops(table) == start)
            let generator = EventGenerator(window: window, timing: .virtual)
            try ControlledClock.run { clock in
                try generator.fingerDown(at: CGPoint(x: 100, y: 122))
                generator.wait(0.6)
                // Over the upper half of A2: a gap before it, section B a row further down.
                try generator.fingerMove(to: CGPoint(x: 100, y: 200), duration: 0.2)
                clock.renderFrames(30)
                #expect(rowTops(table) == ["A0": 0, "A1": 44, "A2": 132, "B0": 176, "B1": 220, "B2": 264])
                // Into section B at 178: A0's place closes (A1 to B0 move up a row), animated, and a gap opens
                // before B1; at 180, with A0's place closed, the gap under the finger is before B2.
                try generator.fingerMove(to: CGPoint(x: 100, y: 278))
                clock.renderFrames(5)
                let b0 = try #require(table.cellForRow(at: IndexPath(row: 0, section: 1)))
                let sliding = try #require(b0.layer.presentation()).frame.minY
                #expect(sliding > 88 && sliding < 176)
                try generator.fingerMove(to: CGPoint(x: 100, y: 280))
                clock.renderFrames(30)
                #expect(rowTops(table) == ["A1": 0, "A2": 44, "B0": 88, "B1": 132, "B2": 220])
                #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.isHidden == true)
                // Out of the table: everything goes back.
                try generator.fingerMove(to: CGPoint(x: 100, y: 700), duration: 0.2)
                clock.renderFrames(30)
                #expect(rowTops(table) == start)
                try generator.fingerMove(to: CGPoint(x: 100, y: 278))
                try generator.fingerMove(to: CGPoint(x: 100, y: 280))
                clock.renderFrames(30)
                try generator.fingerUp()
                clock.renderFrames(30)
            }
            #expect(recorder.sections == [["A1", "A2"], ["B0", "B1", "A0", "B2"]])
            #expect(rowTops(table) == ["A1": 0, "A2": 44, "B0": 88, "B1": 132, "A0": 176, "B2": 220])
        }
    }

    @Test func aRowCopiedIntoAnotherSectionKeepsItsPlace() throws {
        try withPresentingWindow { window, root, _ in
            let dragger = TableRowDragger()
            let (recorder, table) = draggableTwoSectionTable(in: root, liftingWith: dragger)
            let copier = RowCopier()
            table.dropDelegate = copier
            table.dragInteractionEnabled = true
            let generator = EventGenerator(window: window, timing: .virtual)
            try ControlledClock.run { clock in
                try generator.fingerDown(at: CGPoint(x: 100, y: 122))
                generator.wait(0.6)
                try generator.fingerMove(to: CGPoint(x: 100, y: 700), duration: 0.2)
                // Into section B at 178, over the upper half of B1: only the gap opens, A0 stays.
                try generator.fingerMove(to: CGPoint(x: 100, y: 278))
                clock.renderFrames(30)
                #expect(rowTops(table) == ["A0": 0, "A1": 44, "A2": 88, "B0": 132, "B1": 220, "B2": 264])
                try generator.fingerUp()
                clock.renderFrames(30)
            }
            #expect(copier.performed == 1 && recorder.sections == [["A0", "A1", "A2"], ["B0", "B1", "B2"]])
        }
    }

    @Test func aReorderControlMovesARowAfterAnotherSectionsLastRowWhenTheDelegateSaysSo() throws {
        try withScrollWindow { window, generator, clock in
            let recorder = TableRecorder([["A0", "A1", "A2"], ["B0", "B1", "B2"]])
            recorder.movable = true
            recorder.moveTarget = IndexPath(row: 3, section: 1)
            let table = twoSectionTable(recorder, in: window, editing: true)
            let press = try reorderGripCentre(ofFirstRowOf: table, in: window)
            try generator.fingerDown(at: press)
            try generator.fingerMove(to: CGPoint(x: press.x, y: press.y + 60), duration: 0.2)
            clock.renderFrames(30)
            try generator.fingerUp()
            clock.renderFrames(30)
            // After the section's last row: an index path no row has yet, which the delegate may name.
            #expect(recorder.sections == [["A1", "A2"], ["B0", "B1", "B2", "A0"]])
        }
    }

    @Test func rowsMakeRoomForARowDraggedByItsReorderControlInItsSectionAndAnother() throws {
        try withScrollWindow { window, generator, clock in
            let recorder = TableRecorder([["A0", "A1", "A2"], ["B0", "B1", "B2"]])
            recorder.movable = true
            let table = twoSectionTable(recorder, in: window, editing: true)
            let press = try reorderGripCentre(ofFirstRowOf: table, in: window)
            do {
                try generator.fingerDown(at: press)
                // Its centre at 82, over A2 once its own place has closed: A1 moves up into that place, animated,
                // and the gap opens where A1 was.
                try generator.fingerMove(to: CGPoint(x: press.x, y: press.y + 60), duration: 0.2)
                clock.renderFrames(5)
                let a1 = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
                let sliding = try #require(a1.layer.presentation()).frame.minY
                #expect(sliding > 0 && sliding < 44)
                clock.renderFrames(30)
                #expect(rowTops(table) == ["A0": 60, "A1": 0, "A2": 88, "B0": 132, "B1": 176, "B2": 220])
                // Its centre at 198, over B2 once its own place has closed: A2, B0 and B1 move up, the gap before B2.
                try generator.fingerMove(to: CGPoint(x: press.x, y: press.y + 176), duration: 0.2)
                clock.renderFrames(30)
                #expect(rowTops(table) == ["A0": 176, "A1": 0, "A2": 44, "B0": 88, "B1": 132, "B2": 220])
                try generator.fingerUp()
                clock.renderFrames(30)
            }
            #expect(recorder.events("move") == ["move 0 to 2"])
            #expect(recorder.sections == [["A1", "A2"], ["B0", "B1", "A0", "B2"]])
            #expect(rowTops(table) == ["A1": 0, "A2": 44, "B0": 88, "B1": 132, "A0": 176, "B2": 220])
        }
    }
}

/// A table drop delegate proposing copies into the gap, counting the drops it performs.
@MainActor
final class RowCopier: UITableViewDropDelegate {
    var performed = 0

    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        UITableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
    }

    func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator) { performed += 1 }
}

/// A table drag delegate dragging each row alone, as an empty item.
@MainActor
final class TableRowDragger: UITableViewDragDelegate {
    func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        [UIDragItem(itemProvider: NSItemProvider())]
    }
}
