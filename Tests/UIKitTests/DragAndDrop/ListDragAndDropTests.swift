import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A table drag delegate dragging each row's title, with the row's number as the local object.
@MainActor
private final class RowDragger: UITableViewDragDelegate {
    var log: [String] = []
    var allowsMove = true
    /// The local objects of the items the drag ended with.
    var endedWith: [Int] = []
    let titles: () -> [String]

    init(_ titles: @escaping () -> [String]) { self.titles = titles }

    func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        log.append("items \(indexPath.row)")
        let title = titles()[indexPath.row]
        let item = UIDragItem(itemProvider: NSItemProvider(object: title as NSString))
        item.localObject = indexPath.row
        return [item]
    }

    func tableView(_ tableView: UITableView, dragSessionWillBegin session: UIDragSession) { log.append("willBegin") }

    func tableView(_ tableView: UITableView, dragSessionDidEnd session: UIDragSession) {
        log.append("didEnd")
        endedWith = session.items.compactMap { $0.localObject as? Int }
    }

    func tableView(_ tableView: UITableView, itemsForAddingTo session: UIDragSession, at indexPath: IndexPath,
                   point: CGPoint) -> [UIDragItem] {
        log.append("add \(indexPath.row)")
        let item = UIDragItem(itemProvider: NSItemProvider(object: titles()[indexPath.row] as NSString))
        item.localObject = indexPath.row
        return [item]
    }

    func tableView(_ tableView: UITableView, dragSessionAllowsMoveOperation session: UIDragSession) -> Bool { allowsMove }
}

/// A collection view drop delegate copying dropped strings in as numbers.
@MainActor
private final class NumberDropper: UICollectionViewDropDelegate {
    let source: NumberSource
    var destinations: [IndexPath?] = []
    var dropped: [String] = []

    init(_ source: NumberSource) { self.source = source }

    func collectionView(_ collectionView: UICollectionView, canHandle session: UIDropSession) -> Bool {
        session.canLoadObjects(ofClass: String.self)
    }

    func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        destinations.append(destinationIndexPath)
        return UICollectionViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
    }

    func collectionView(_ collectionView: UICollectionView,
                        dropPreviewParametersForItemAt indexPath: IndexPath) -> UIDragPreviewParameters? {
        let parameters = UIDragPreviewParameters()
        parameters.visiblePath = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 50))
        return parameters
    }

    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator) {
        let destination = coordinator.destinationIndexPath ?? IndexPath(item: source.sections[0].count, section: 0)
        coordinator.session.loadObjects(ofClass: String.self) { strings in
            self.dropped = strings
            for (offset, string) in strings.enumerated() {
                self.source.sections[0].insert(Int(string) ?? -1, at: destination.item + offset)
            }
            collectionView.insertItems(at: strings.indices.map { IndexPath(item: destination.item + $0, section: 0) })
        }
        for (offset, item) in coordinator.items.enumerated() {
            coordinator.drop(item.dragItem, toItemAt: IndexPath(item: destination.item + offset, section: 0))
        }
    }
}

/// A table drop delegate proposing copies with `intent`, recording the coordinator it is handed.
@MainActor
private final class RowDropper: UITableViewDropDelegate {
    let intent: UITableViewDropProposal.Intent
    var coordinator: UITableViewDropCoordinator?

    init(_ intent: UITableViewDropProposal.Intent) { self.intent = intent }

    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        UITableViewDropProposal(operation: .copy, intent: intent)
    }

    func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator) {
        self.coordinator = coordinator
    }
}

/// A table drop delegate dropping each item to a 60-point "Loading" placeholder at the destination.
@MainActor
private final class PlaceholderDropper: UITableViewDropDelegate {
    var contexts: [UITableViewDropPlaceholderContext] = []

    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        UITableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
    }

    func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator) {
        let destination = coordinator.destinationIndexPath ?? IndexPath(row: 0, section: 0)
        for item in coordinator.items {
            let placeholder = UITableViewDropPlaceholder(insertionIndexPath: destination, reuseIdentifier: "placeholder", rowHeight: 60)
            placeholder.cellUpdateHandler = { $0.textLabel?.text = "Loading" }
            contexts.append(coordinator.drop(item.dragItem, to: placeholder))
        }
    }
}

/// A collection view drop delegate dropping each item to a placeholder `NumberCell` showing `loading`, its
/// dropped preview drawn 100 × 50.
@MainActor
private final class ItemPlaceholderDropper: UICollectionViewDropDelegate {
    var contexts: [UICollectionViewDropPlaceholderContext] = []
    var loading = 99
    var insertion: IndexPath?

    func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        UICollectionViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
    }

    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator) {
        let destination = insertion ?? coordinator.destinationIndexPath ?? IndexPath(item: 0, section: 0)
        for item in coordinator.items {
            let placeholder = UICollectionViewDropPlaceholder(insertionIndexPath: destination, reuseIdentifier: "number")
            placeholder.cellUpdateHandler = { [unowned self] in ($0 as? NumberCell)?.item = self.loading }
            placeholder.previewParametersProvider = { _ in
                let parameters = UIDragPreviewParameters()
                parameters.visiblePath = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 50))
                return parameters
            }
            contexts.append(coordinator.drop(item.dragItem, to: placeholder))
        }
    }
}

/// A plain drag source of one empty item.
@MainActor
private final class PlainDragSource: UIDragInteractionDelegate {
    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        [UIDragItem(itemProvider: NSItemProvider())]
    }
}

/// A collection view drag delegate dragging each item alone.
@MainActor
private final class ItemDragger: UICollectionViewDragDelegate {
    var log: [String] = []
    var endedItemCount = 0

    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: UIDragSession,
                        at indexPath: IndexPath) -> [UIDragItem] {
        log.append("items \(indexPath.item)")
        return [UIDragItem(itemProvider: NSItemProvider())]
    }

    func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: UIDragSession) {
        log.append("didEnd")
        endedItemCount = session.items.count
    }

    func collectionView(_ collectionView: UICollectionView, itemsForAddingTo session: UIDragSession,
                        at indexPath: IndexPath, point: CGPoint) -> [UIDragItem] {
        log.append("add \(indexPath.item)")
        return [UIDragItem(itemProvider: NSItemProvider())]
    }
}

/// A drag source of two empty items.
@MainActor
private final class PairDragSource: UIDragInteractionDelegate {
    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        [UIDragItem(itemProvider: NSItemProvider()), UIDragItem(itemProvider: NSItemProvider())]
    }
}

/// The drag sources of the chips `addChip` makes; they keep nothing.
@MainActor private let plainDragSource = PlainDragSource()
@MainActor private let pairDragSource = PairDragSource()

/// Rows dragged within a table and out of it into a collection view, on the controlled clock.
@MainActor @Suite struct ListDragAndDropTests {
    /// Adds a 60 × 60 chip at (300, 700) that lifts one empty item, or two with `pairDragSource`.
    private func addChip(to root: UIViewController, source: UIDragInteractionDelegate = plainDragSource) {
        let chip = UIView(frame: CGRect(x: 300, y: 700, width: 60, height: 60))
        root.view.addSubview(chip)
        let drag = UIDragInteraction(delegate: source)
        drag.isEnabled = true
        chip.addInteraction(drag)
    }

    @Test func aRowDraggedWithinItsTableReorders() throws {
        try withPresentingWindow { window, root, _ in
            let recorder = TableRecorder(rows: 20)
            recorder.movable = true
            let table = recordedTable(recorder, in: root.view)
            let dragger = RowDragger { recorder.sections[0] }
            table.dragDelegate = dragger
            #expect(!table.dragInteractionEnabled)
            table.dragInteractionEnabled = true
            let generator = EventGenerator(window: window, timing: .virtual)
            try ControlledClock.run { clock in
                try generator.fingerDown(at: CGPoint(x: 100, y: 122))
                generator.wait(0.6)
                #expect(dragger.log == ["items 0"] && !table.hasActiveDrag)
                // Over the upper half of row 3: a gap opens there, rows 3 and on move down a row.
                try generator.fingerMove(to: CGPoint(x: 100, y: 240), duration: 0.2)
                #expect(table.hasActiveDrag && table.hasActiveDrop)
                clock.renderFrames(30)
                #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.frame.minY == 176)
                #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.frame.minY == 88)
                try generator.fingerUp()
                clock.renderFrames(30)
            }
            #expect(recorder.events.contains("move 0 to 2"))
            #expect(recorder.sections[0].prefix(4) == ["1", "2", "0", "3"])
            #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "0")
            #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.frame.minY == 132)
            #expect(dragger.log == ["items 0", "willBegin", "didEnd"])
            #expect(!table.hasActiveDrag && !table.hasActiveDrop)
        }
    }

    @Test func aRowThatCannotMoveStaysPut() throws {
        try withPresentingWindow { window, root, _ in
            let recorder = TableRecorder(rows: 20)
            let table = recordedTable(recorder, in: root.view)
            let dragger = RowDragger { recorder.sections[0] }
            table.dragDelegate = dragger
            table.dragInteractionEnabled = true
            let generator = EventGenerator(window: window, timing: .virtual)
            try ControlledClock.run { clock in
                try generator.fingerDown(at: CGPoint(x: 100, y: 122))
                generator.wait(0.6)
                try generator.fingerMove(to: CGPoint(x: 100, y: 240), duration: 0.2)
                clock.renderFrames(30)
                // No gap: the table takes no drop of a row it cannot move.
                #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.frame.minY == 132 && !table.hasActiveDrop)
                try generator.fingerUp()
                clock.renderFrames(30)
            }
            #expect(!recorder.events.contains { $0.hasPrefix("move") })
            #expect(recorder.sections[0].prefix(3) == ["0", "1", "2"])
        }
    }

    @Test func aRowWhoseDragForbidsMovesStaysPut() throws {
        try withPresentingWindow { window, root, _ in
            let recorder = TableRecorder(rows: 20)
            recorder.movable = true
            let table = recordedTable(recorder, in: root.view)
            let dragger = RowDragger { recorder.sections[0] }
            dragger.allowsMove = false
            table.dragDelegate = dragger
            table.dragInteractionEnabled = true
            let generator = EventGenerator(window: window, timing: .virtual)
            try ControlledClock.run { clock in
                try generator.fingerDown(at: CGPoint(x: 100, y: 122))
                generator.wait(0.6)
                try generator.fingerMove(to: CGPoint(x: 100, y: 240), duration: 0.2)
                clock.renderFrames(30)
                // The table's own move proposal is a cancel: no gap opens.
                #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.frame.minY == 132)
                try generator.fingerUp()
                clock.renderFrames(30)
            }
            #expect(!recorder.events.contains { $0.hasPrefix("move") })
            #expect(recorder.sections[0].prefix(3) == ["0", "1", "2"])
            #expect(dragger.log == ["items 0", "willBegin", "didEnd"])
        }
    }

    @Test func theGapMovesTheSectionHeadersBelowItAndTheFootersFromItsOwnSectionDown() throws {
        try withPresentingWindow { window, root, _ in
            let recorder = TableRecorder([["A0", "A1", "A2"], ["B0", "B1"], ["C0"]])
            recorder.headerTitles = ["A", "B", "C"]
            recorder.footerTitles = ["a", "b", "c"]
            recorder.movable = true
            let table = recordedTable(recorder, in: root.view)
            let dragger = RowDragger { recorder.sections[0] }
            table.dragDelegate = dragger
            table.dragInteractionEnabled = true
            let headerB = table.rectForHeader(inSection: 1).minY
            let headerC = table.rectForHeader(inSection: 2).minY
            let footers = (0..<3).map { table.rectForFooter(inSection: $0).minY }
            #expect(footers.allSatisfy { $0 > 0 && $0 < 440 })
            let row2 = table.rectForRow(at: IndexPath(row: 2, section: 0))
            let generator = EventGenerator(window: window, timing: .virtual)
            try ControlledClock.run { clock in
                try generator.fingerDown(at: CGPoint(x: 100, y: 100 + table.rectForRow(at: IndexPath(row: 0, section: 0)).midY))
                generator.wait(0.6)
                // The upper half of row 2 of section A: the gap opens before it.
                try generator.fingerMove(to: CGPoint(x: 100, y: 100 + row2.minY + 5), duration: 0.2)
                clock.renderFrames(30)
                #expect(table.headerView(forSection: 0)?.frame.minY == table.rectForHeader(inSection: 0).minY)
                #expect(table.headerView(forSection: 1)?.frame.minY == headerB + 44)
                #expect(table.headerView(forSection: 2)?.frame.minY == headerC + 44)
                // Section A's footer is below the gap too.
                #expect((0..<3).map { table.footerView(forSection: $0)?.frame.minY } == footers.map { $0 + 44 })
                #expect(table.cellForRow(at: IndexPath(row: 0, section: 1))?.frame.minY
                        == table.rectForRow(at: IndexPath(row: 0, section: 1)).minY + 44)
                try generator.fingerMove(to: CGPoint(x: 100, y: 700), duration: 0.2)
                clock.renderFrames(30)
                #expect(table.headerView(forSection: 1)?.frame.minY == headerB)
                #expect((0..<3).map { table.footerView(forSection: $0)?.frame.minY } == footers)
                try generator.fingerUp()
                clock.renderFrames(30)
            }
        }
    }

    @Test func aSecondFingersTapOnARowAddsItToTheDrag() throws {
        try withPresentingWindow { window, root, _ in
            let recorder = TableRecorder(rows: 20)
            let table = recordedTable(recorder, in: root.view)
            let dragger = RowDragger { recorder.sections[0] }
            table.dragDelegate = dragger
            table.dragInteractionEnabled = true
            let generator = EventGenerator(window: window, timing: .virtual)
            try ControlledClock.run { clock in
                try generator.fingerDown(.rightThumb, at: CGPoint(x: 100, y: 122))
                generator.wait(0.6)
                try generator.fingerMove(.rightThumb, to: CGPoint(x: 100, y: 300), duration: 0.2)
                // Row 5 spans 220–264 in the table.
                try generator.fingerTap(.rightIndex, at: CGPoint(x: 200, y: 342))
                try generator.fingerUp(.rightThumb)
                clock.renderFrames(30)
            }
            #expect(dragger.log == ["items 0", "willBegin", "add 5", "didEnd"])
            #expect(dragger.endedWith == [0, 5])
            // The tap added the row to the drag; it neither highlighted nor selected it.
            #expect(table.indexPathsForSelectedRows == nil && !recorder.events.contains { $0.hasSuffix("Select 5") })
            #expect(!recorder.events.contains("didHighlight 5"))
        }
    }

    @Test func aDragNearTheTablesBottomScrollsIt() throws {
        try withPresentingWindow { window, root, _ in
            let recorder = TableRecorder(rows: 40)
            recorder.movable = true
            let table = recordedTable(recorder, in: root.view)
            let dragger = RowDragger { recorder.sections[0] }
            table.dragDelegate = dragger
            table.dragInteractionEnabled = true
            let generator = EventGenerator(window: window, timing: .virtual)
            try ControlledClock.run { clock in
                try generator.fingerDown(at: CGPoint(x: 100, y: 122))
                generator.wait(0.6)
                try generator.fingerMove(to: CGPoint(x: 100, y: 300), duration: 0.2)
                let still = table.contentOffset.y
                generator.wait(0.5)
                #expect(table.contentOffset.y == still)
                // 15 points from the bottom edge: within the 50-point zone.
                try generator.fingerMove(to: CGPoint(x: 100, y: 525), duration: 0.1)
                let start = table.contentOffset.y
                generator.wait(0.5)
                #expect(table.contentOffset.y > start + 100)
                try generator.fingerMove(to: CGPoint(x: 100, y: 300), duration: 0.1)
                let stopped = table.contentOffset.y
                generator.wait(0.5)
                #expect(table.contentOffset.y == stopped)
                try generator.fingerUp()
                clock.renderFrames(30)
            }
        }
    }

    @Test func aRowDropsIntoACollectionView() throws {
        try withPresentingWindow { window, root, _ in
            let recorder = TableRecorder([["10", "11", "12"]])
            let table = recordedTable(recorder, in: root.view)
            table.frame = CGRect(x: 0, y: 100, width: 390, height: 200)
            let dragger = RowDragger { recorder.sections[0] }
            table.dragDelegate = dragger
            table.dragInteractionEnabled = true
            let (collection, numbers) = numberCollection(in: root)
            let dropper = NumberDropper(numbers)
            collection.dropDelegate = dropper
            let generator = EventGenerator(window: window, timing: .virtual)
            try ControlledClock.run { clock in
                // Row 1 ("11") onto the left half of item 1 (at 110, 0 in the collection view).
                try generator.fingerDown(at: CGPoint(x: 100, y: 166))
                generator.wait(0.6)
                let preview = try #require(window.subviews.last)
                #expect(preview.layer.mask == nil)
                try generator.fingerMove(to: CGPoint(x: 35 + 130, y: 420), duration: 0.2)
                #expect(collection.hasActiveDrop && !collection.hasActiveDrag && table.hasActiveDrag)
                try generator.fingerUp()
                // On its way to the new item 1 (110–210 × 0–50 in the collection view), drawn as the delegate says.
                #expect(preview.center == CGPoint(x: 35 + 160, y: 425))
                #expect((preview.layer.mask as? CAShapeLayer)?.path?.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 50))
                clock.renderFrames(30)
                #expect(preview.superview == nil)
            }
            #expect(dropper.destinations.last == IndexPath(item: 1, section: 0))
            #expect(dropper.dropped == ["11"])
            #expect(numbers.sections[0] == [0, 11, 1, 2, 3])
            #expect(collection.numberOfItems(inSection: 0) == 5)
            // A copy: the table keeps its row.
            #expect(recorder.sections[0] == ["10", "11", "12"])
            #expect(!collection.hasActiveDrop && !table.hasActiveDrag)
        }
    }

    /// A diffable collection view at (35, 400), 320 × 300, of 100 × 50 items 1 to 4 (4 may not move) three to a
    /// row, with a drag delegate.
    private func diffableCollection(in root: UIViewController)
        -> (UICollectionView, UICollectionViewDiffableDataSource<String, Int>, ItemDragger) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        let collection = UICollectionView(frame: CGRect(x: 35, y: 400, width: 320, height: 300), collectionViewLayout: layout)
        collection.register(NumberCell.self, forCellWithReuseIdentifier: "number")
        let source = UICollectionViewDiffableDataSource<String, Int>(collectionView: collection) { collectionView, indexPath, item in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "number", for: indexPath) as? NumberCell
            cell?.item = item
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["A"])
        snapshot.appendItems([1, 2, 3, 4])
        source.apply(snapshot, animatingDifferences: false)
        source.reorderingHandlers.canReorderItem = { $0 != 4 }
        root.view.addSubview(collection)
        collection.layoutIfNeeded()
        let dragger = ItemDragger()
        collection.dragDelegate = dragger
        collection.dragInteractionEnabled = true
        return (collection, source, dragger)
    }

    /// The left edges of the shown cells, by item.
    private func shownMinX(_ collection: UICollectionView) -> [Int: CGFloat] {
        var edges: [Int: CGFloat] = [:]
        for indexPath in collection.indexPathsForVisibleItems {
            edges[indexPath.item] = collection.cellForItem(at: indexPath)?.frame.minX
        }
        return edges
    }

    @Test func aSecondFingersTapOnAnItemAddsItToTheDrag() throws {
        try withPresentingWindow { window, root, _ in
            let (_, _, dragger) = diffableCollection(in: root)
            let generator = EventGenerator(window: window, timing: .virtual)
            try ControlledClock.run { clock in
                try generator.fingerDown(.rightThumb, at: CGPoint(x: 85, y: 425))
                generator.wait(0.6)
                try generator.fingerMove(.rightThumb, to: CGPoint(x: 85, y: 440), duration: 0.1)
                // Item 1 spans 110–210 in the collection view.
                try generator.fingerTap(.rightIndex, at: CGPoint(x: 35 + 160, y: 425))
                try generator.fingerUp(.rightThumb)
                clock.renderFrames(30)
            }
            #expect(dragger.log == ["items 0", "add 1", "didEnd"])
            #expect(dragger.endedItemCount == 2)
        }
    }

    @Test func aSlowCadenceWaitsForTheFingerToRest() throws {
        try withPresentingWindow { window, root, _ in
            let (collection, source, dragger) = diffableCollection(in: root)
            #expect(collection.reorderingCadence == .immediate)
            collection.reorderingCadence = .slow
            let generator = EventGenerator(window: window, timing: .virtual)
            try ControlledClock.run { clock in
                try generator.fingerDown(at: CGPoint(x: 85, y: 425))
                generator.wait(0.6)
                try generator.fingerMove(to: CGPoint(x: 35 + 290, y: 425), duration: 0.2)
                clock.renderFrames(30)
                #expect(shownMinX(collection) == [0: 0, 1: 110, 2: 220, 3: 0])
                generator.wait(0.4)
                #expect(shownMinX(collection) == [0: 0, 1: 110, 2: 220, 3: 0])
                generator.wait(0.2)
                clock.renderFrames(30)
                #expect(shownMinX(collection) == [0: 220, 1: 0, 2: 110, 3: 0])
                // Back over its own place: after the rest, the items return.
                try generator.fingerMove(to: CGPoint(x: 55, y: 425), duration: 0.1)
                generator.wait(0.6)
                clock.renderFrames(30)
                #expect(shownMinX(collection) == [0: 0, 1: 110, 2: 220, 3: 0])
                try generator.fingerUp()
                clock.renderFrames(30)
            }
            #expect(source.snapshot().itemIdentifiers == [1, 2, 3, 4])
            #expect(dragger.log == ["items 0", "didEnd"])
        }
    }

    @Test func anItemDraggedWithinADiffableCollectionViewReordersThroughItsHandlers() throws {
        try withPresentingWindow { window, root, _ in
            let (collection, source, dragger) = diffableCollection(in: root)
            var finals: [[Int]] = []
            source.reorderingHandlers.didReorder = { finals.append($0.finalSnapshot.itemIdentifiers) }
            let generator = EventGenerator(window: window, timing: .virtual)
            try ControlledClock.run { clock in
                // Item 0 onto the right half of item 2 (220–320 in the collection view): it lands at 2.
                try generator.fingerDown(at: CGPoint(x: 85, y: 425))
                generator.wait(0.6)
                try generator.fingerMove(to: CGPoint(x: 35 + 290, y: 425), duration: 0.2)
                #expect(collection.hasActiveDrag && collection.hasActiveDrop)
                // At once, the items between make room: 1 and 2 move back a place, 0 shows where it lands.
                clock.renderFrames(30)
                #expect(shownMinX(collection) == [0: 220, 1: 0, 2: 110, 3: 0])
                try generator.fingerUp()
                clock.renderFrames(30)
                // Item 4 may not move: no drop is taken.
                try generator.fingerDown(at: CGPoint(x: 85, y: 485))
                generator.wait(0.6)
                try generator.fingerMove(to: CGPoint(x: 85, y: 425), duration: 0.2)
                #expect(!collection.hasActiveDrop)
                try generator.fingerUp()
                clock.renderFrames(30)
            }
            #expect(finals == [[2, 3, 1, 4]])
            #expect(source.snapshot().itemIdentifiers == [2, 3, 1, 4])
            #expect((collection.cellForItem(at: IndexPath(item: 2, section: 0)) as? NumberCell)?.item == 1)
            #expect(dragger.log == ["items 0", "didEnd", "items 3", "didEnd"])
        }
    }

    @Test func anItemDraggedIntoAnotherSectionMakesRoomThereAndLandsThere() throws {
        try withPresentingWindow { window, root, _ in
            // Items 100 × 50, 110 points apart; section 1 starts a line below section 0, at 50.
            let source = MovableNumberSource([[0, 1, 2], [10, 11, 12]])
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 50)
            let collection = UICollectionView(frame: CGRect(x: 35, y: 400, width: 320, height: 300), collectionViewLayout: layout)
            collection.register(NumberCell.self, forCellWithReuseIdentifier: "number")
            collection.dataSource = source
            root.view.addSubview(collection)
            collection.layoutIfNeeded()
            let dragger = ItemDragger()
            collection.dragDelegate = dragger
            collection.dragInteractionEnabled = true
            let start: [Int: CGPoint] = [0: CGPoint(x: 0, y: 0), 1: CGPoint(x: 110, y: 0), 2: CGPoint(x: 220, y: 0),
                                         10: CGPoint(x: 0, y: 50), 11: CGPoint(x: 110, y: 50), 12: CGPoint(x: 220, y: 50)]
            #expect(shownOriginsByNumber(collection) == start)
            // 0 where 11 was; 1 and 2 close up, 11 and 12 a place on (12 on a line of its own).
            let room: [Int: CGPoint] = [0: CGPoint(x: 110, y: 50), 1: start[0]!, 2: start[1]!,
                                        10: start[10]!, 11: start[12]!, 12: CGPoint(x: 0, y: 110)]
            let generator = EventGenerator(window: window, timing: .virtual)
            try ControlledClock.run { clock in
                try generator.fingerDown(at: CGPoint(x: 85, y: 425))
                generator.wait(0.6)
                // Out of the collection view, then straight over the left half of item 11 (110–210 × 50–100 in it).
                try generator.fingerMove(to: CGPoint(x: 35 + 130, y: 300), duration: 0.2)
                try generator.fingerMove(to: CGPoint(x: 35 + 130, y: 400 + 75))
                clock.renderFrames(5)
                let twelve = try #require(collection.cellForItem(at: IndexPath(item: 2, section: 1)))
                let sliding = try #require(twelve.layer.presentation()).position.y
                #expect(sliding > 75 && sliding < 135)
                clock.renderFrames(30)
                #expect(shownOriginsByNumber(collection) == room)
                // Out of the collection view: the items go back.
                try generator.fingerMove(to: CGPoint(x: 35 + 130, y: 300), duration: 0.2)
                clock.renderFrames(30)
                #expect(shownOriginsByNumber(collection) == start)
                try generator.fingerMove(to: CGPoint(x: 35 + 130, y: 400 + 75))
                clock.renderFrames(30)
                #expect(shownOriginsByNumber(collection) == room)
                try generator.fingerUp()
                clock.renderFrames(30)
            }
            #expect(source.sections == [[1, 2], [10, 0, 11, 12]])
            #expect(shownOriginsByNumber(collection) == room)
            #expect(dragger.log == ["items 0", "didEnd"])
        }
    }

    @Test(arguments: [true, false]) func aDropPlaceholderHoldsItsRowUntilCommittedOrDeleted(committing: Bool) throws {
        try withPresentingWindow { window, root, _ in
            let recorder = TableRecorder(rows: 10)
            let table = recordedTable(recorder, in: root.view)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "placeholder")
            let dropper = PlaceholderDropper()
            table.dropDelegate = dropper
            addChip(to: root)
            let generator = EventGenerator(window: window, timing: .virtual)
            try ControlledClock.run { clock in
                try generator.fingerDown(at: CGPoint(x: 330, y: 730))
                generator.wait(0.6)
                // The upper half of row 3 (132–176 in the table).
                try generator.fingerMove(to: CGPoint(x: 200, y: 240), duration: 0.2)
                try generator.fingerUp()
                clock.renderFrames(30)
            }
            let context = try #require(dropper.contexts.first)
            #expect(dropper.contexts.count == 1 && !table.hasActiveDrop)
            // After the drop has settled the placeholder still holds row 3's place, 60 points tall.
            let cell = try #require(table.subviews.compactMap { $0 as? UITableViewCell }.first { $0.textLabel?.text == "Loading" })
            #expect(cell.reuseIdentifier == "placeholder" && cell.frame == CGRect(x: 0, y: 132, width: 390, height: 60))
            #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.frame.minY == 192)
            #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.frame.minY == 88)
            #expect(table.numberOfRows(inSection: 0) == 10)
            ControlledClock.run { clock in
                if committing {
                    #expect(context.commitInsertion { recorder.sections[0].insert("New", at: $0.row) })
                } else {
                    #expect(context.deletePlaceholder())
                }
                clock.renderFrames(30)
            }
            #expect(cell.superview == nil)
            #expect(!context.deletePlaceholder() && !context.commitInsertion { _ in Issue.record("updated twice") })
            #expect(table.numberOfRows(inSection: 0) == (committing ? 11 : 10))
            #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.textLabel?.text == (committing ? "New" : "3"))
            #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.frame.minY == 132)
            #expect(table.cellForRow(at: IndexPath(row: 4, section: 0))?.frame.minY == 176)
        }
    }

    @Test func severalTableDropPlaceholdersEachHoldARowAndMoveOnAsTheOnesBeforeThemCommit() throws {
        try withPresentingWindow { window, root, _ in
            let recorder = TableRecorder(rows: 10)
            let table = recordedTable(recorder, in: root.view)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "placeholder")
            let dropper = PlaceholderDropper()
            table.dropDelegate = dropper
            addChip(to: root, source: pairDragSource)
            let generator = EventGenerator(window: window, timing: .virtual)
            var committed: [IndexPath] = []
            try ControlledClock.run { clock in
                try generator.fingerDown(at: CGPoint(x: 330, y: 730))
                generator.wait(0.6)
                // Two items onto the upper half of row 3 (132–176 in the table): a 60-point placeholder each there.
                try generator.fingerMove(to: CGPoint(x: 200, y: 240), duration: 0.2)
                try generator.fingerUp()
                clock.renderFrames(30)
                let contexts = dropper.contexts.compactMap { $0 as? TableDropPlaceholderContext }
                try #require(contexts.count == 2)
                let (older, newer) = (contexts[0], contexts[1])
                // The newer first, then the older, then row 3.
                #expect(newer.cell.frame.minY == 132 && older.cell.frame.minY == 192)
                #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.frame.minY == 252)
                #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.frame.minY == 88)
                // The newer commits at row 3; the older one now holds row 4's place, after the new row.
                #expect(newer.commitInsertion { indexPath in
                    committed.append(indexPath)
                    recorder.sections[0].insert("New", at: indexPath.row)
                })
                clock.renderFrames(30)
                #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.frame.minY == 132)
                #expect(older.cell.frame.minY == 176 && table.cellForRow(at: IndexPath(row: 4, section: 0))?.frame.minY == 236)
                #expect(older.commitInsertion { indexPath in
                    committed.append(indexPath)
                    recorder.sections[0].insert("Second", at: indexPath.row)
                })
                clock.renderFrames(30)
            }
            #expect(committed == [IndexPath(row: 3, section: 0), IndexPath(row: 4, section: 0)])
            #expect(recorder.sections[0][2...5] == ["2", "New", "Second", "3"])
            #expect((3...5).map { table.cellForRow(at: IndexPath(row: $0, section: 0))?.frame.minY } == [132, 176, 220])
        }
    }

    @Test func aTableDropPlaceholderKeepsItsPlaceAmongTheRowsAsTheyAreInsertedAndDeleted() throws {
        try withPresentingWindow { window, root, _ in
            let recorder = TableRecorder(rows: 10)
            let table = recordedTable(recorder, in: root.view)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "placeholder")
            let dropper = PlaceholderDropper()
            table.dropDelegate = dropper
            addChip(to: root)
            let generator = EventGenerator(window: window, timing: .virtual)
            var committedAt: IndexPath?
            try ControlledClock.run { clock in
                try generator.fingerDown(at: CGPoint(x: 330, y: 730))
                generator.wait(0.6)
                // A 60-point placeholder before row "3".
                try generator.fingerMove(to: CGPoint(x: 200, y: 240), duration: 0.2)
                try generator.fingerUp()
                clock.renderFrames(30)
                let context = try #require(dropper.contexts.first as? TableDropPlaceholderContext)
                #expect(context.cell.frame.minY == 132)
                // A row inserted above it moves it down a row, still before "3".
                recorder.sections[0].insert("A", at: 0)
                table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
                clock.renderFrames(30)
                #expect(context.cell.frame.minY == 176)
                #expect(table.cellForRow(at: IndexPath(row: 4, section: 0))?.textLabel?.text == "3")
                #expect(table.cellForRow(at: IndexPath(row: 4, section: 0))?.frame.minY == 236)
                // "0" above it and "3" after it go: it stays after "2", now before "4".
                table.performBatchUpdates {
                    recorder.sections[0].removeAll { $0 == "0" || $0 == "3" }
                    table.deleteRows(at: [IndexPath(row: 1, section: 0), IndexPath(row: 4, section: 0)], with: .fade)
                }
                clock.renderFrames(30)
                #expect(context.cell.frame.minY == 132)
                #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.frame.minY == 88)
                #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.textLabel?.text == "4")
                #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.frame.minY == 192)
                #expect(context.commitInsertion { indexPath in
                    committedAt = indexPath
                    recorder.sections[0].insert("New", at: indexPath.row)
                })
                clock.renderFrames(30)
            }
            #expect(committedAt == IndexPath(row: 3, section: 0))
            #expect(recorder.sections[0][...4] == ["A", "1", "2", "New", "4"])
            #expect((3...4).map { table.cellForRow(at: IndexPath(row: $0, section: 0))?.frame.minY } == [132, 176])
        }
    }

    @Test func aDiffableApplyCommittingATablePlaceholderInsertsItsRowOnce() throws {
        try withPresentingWindow { window, root, _ in
            let table = UITableView(frame: CGRect(x: 0, y: 100, width: 390, height: 440), style: .plain)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            table.register(UITableViewCell.self, forCellReuseIdentifier: "placeholder")
            table.rowHeight = 44
            let source = UITableViewDiffableDataSource<Int, String>(tableView: table) { tableView, indexPath, title in
                let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                cell.textLabel?.text = title
                return cell
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems((0..<10).map(String.init))
            source.apply(snapshot, animatingDifferences: false)
            root.view.addSubview(table)
            table.layoutIfNeeded()
            let dropper = PlaceholderDropper()
            table.dropDelegate = dropper
            addChip(to: root)
            let generator = EventGenerator(window: window, timing: .virtual)
            let logs = try uikitLogMessages {
                try ControlledClock.run { clock in
                    try generator.fingerDown(at: CGPoint(x: 330, y: 730))
                    generator.wait(0.6)
                    // A placeholder before row 3.
                    try generator.fingerMove(to: CGPoint(x: 200, y: 240), duration: 0.2)
                    try generator.fingerUp()
                    clock.renderFrames(30)
                    let context = try #require(dropper.contexts.first)
                    // The apply's batch inserts the row; the commit adds no second insertion to it.
                    #expect(context.commitInsertion { indexPath in
                        var snapshot = source.snapshot()
                        snapshot.insertItems(["New"], beforeItem: snapshot.itemIdentifiers[indexPath.row])
                        source.apply(snapshot)
                    })
                    clock.renderFrames(30)
                }
            }
            #expect(logs.isEmpty)
            #expect(table.numberOfRows(inSection: 0) == 11)
            #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.textLabel?.text == "New")
            #expect((3...4).map { table.cellForRow(at: IndexPath(row: $0, section: 0))?.frame.minY } == [132, 176])
        }
    }

    /// A collection view at (35, 400), 320 × 300, of 100 × 50 items 0 to 3 three to a row.
    private func numberCollection(in root: UIViewController) -> (UICollectionView, NumberSource) {
        let numbers = NumberSource([[0, 1, 2, 3]])
        let collection = makeCollectionView(source: numbers)
        collection.frame = CGRect(x: 35, y: 400, width: 320, height: 300)
        root.view.addSubview(collection)
        collection.layoutIfNeeded()
        return (collection, numbers)
    }

    /// Lifts the chip at (300, 700), drops it on the left half of `numberCollection`'s item 1 and lets the
    /// drop's animations end.
    private func dropChipOnItem1(_ generator: EventGenerator, _ clock: ControlledClock) throws {
        try generator.fingerDown(at: CGPoint(x: 330, y: 730))
        generator.wait(0.6)
        try generator.fingerMove(to: CGPoint(x: 35 + 130, y: 425), duration: 0.2)
        try generator.fingerUp()
        clock.renderFrames(30)
    }

    /// A placeholder-making drop delegate for `collection`, a chip lifting two items beside it (`addChip`), and
    /// the generator of the touches that drag it.
    private func pairDrop(onto collection: UICollectionView, in window: UIWindow, _ root: UIViewController)
        -> (ItemPlaceholderDropper, EventGenerator) {
        let dropper = ItemPlaceholderDropper()
        collection.dropDelegate = dropper
        addChip(to: root, source: pairDragSource)
        return (dropper, EventGenerator(window: window, timing: .virtual))
    }

    /// Drags a plain chip from (300, 700) onto the left half of item 1 of a collection view at (35, 400), 320 ×
    /// 300, of 100 × 50 items 0 to 3 three to a row, whose drop delegate is `dropper`; returns the collection
    /// view, its data source and the dragged preview.
    private func dropOnItemPlaceholder(in window: UIWindow, _ root: UIViewController, _ dropper: ItemPlaceholderDropper) throws
        -> (UICollectionView, NumberSource, UIView) {
        let (collection, numbers) = numberCollection(in: root)
        collection.dropDelegate = dropper
        addChip(to: root)
        let generator = EventGenerator(window: window, timing: .virtual)
        var preview = UIView()
        try ControlledClock.run { clock in
            try generator.fingerDown(at: CGPoint(x: 330, y: 730))
            generator.wait(0.6)
            preview = try #require(window.subviews.last)
            try generator.fingerMove(to: CGPoint(x: 35 + 130, y: 425), duration: 0.2)
            try generator.fingerUp()
            clock.renderFrames(30)
        }
        return (collection, numbers, preview)
    }

    @Test(arguments: [true, false]) func aCollectionDropPlaceholderHoldsItsItemUntilCommittedOrDeleted(committing: Bool) throws {
        try withPresentingWindow { window, root, _ in
            let dropper = ItemPlaceholderDropper()
            let (collection, numbers, preview) = try dropOnItemPlaceholder(in: window, root, dropper)
            let context = try #require(dropper.contexts.first)
            #expect(dropper.contexts.count == 1 && !collection.hasActiveDrop)
            // The preview flew to the placeholder (110–210 × 0–50), drawn as its provider says, and has gone.
            #expect(preview.superview == nil && preview.center == CGPoint(x: 35 + 160, y: 425))
            #expect((preview.layer.mask as? CAShapeLayer)?.path?.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 50))
            // The placeholder is an item of its own: the items after it moved a place on, the data source unchanged.
            #expect(collection.numberOfItems(inSection: 0) == 5 && numbers.sections[0] == [0, 1, 2, 3])
            #expect(shownItemsInOrder(collection) == [0, 99, 1, 2, 3])
            #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.reuseIdentifier == "number")
            #expect(collection.cellForItem(at: IndexPath(item: 4, section: 0))?.frame.origin == CGPoint(x: 110, y: 60))
            dropper.loading = 98
            context.setNeedsCellUpdate()
            #expect((collection.cellForItem(at: IndexPath(item: 1, section: 0)) as? NumberCell)?.item == 98)
            ControlledClock.run { clock in
                if committing {
                    #expect(context.commitInsertion { numbers.sections[0].insert(11, at: $0.item) })
                } else {
                    #expect(context.deletePlaceholder())
                }
                clock.renderFrames(30)
            }
            #expect(!context.deletePlaceholder() && !context.commitInsertion { _ in Issue.record("updated twice") })
            let expected = committing ? [0, 11, 1, 2, 3] : [0, 1, 2, 3]
            #expect(numbers.sections[0] == expected && collection.numberOfItems(inSection: 0) == expected.count)
            #expect(shownItemsInOrder(collection) == expected)
            #expect(collection.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.minX == 220)
        }
    }

    @Test func anUpdateMovesACollectionDropPlaceholder() throws {
        try withPresentingWindow { window, root, _ in
            let dropper = ItemPlaceholderDropper()
            let (collection, numbers, _) = try dropOnItemPlaceholder(in: window, root, dropper)
            let context = try #require(dropper.contexts.first)
            var committedAt: IndexPath?
            ControlledClock.run { clock in
                numbers.sections[0].insert(7, at: 0)
                collection.insertItems(at: [IndexPath(item: 0, section: 0)])
                clock.renderFrames(30)
                #expect(shownItemsInOrder(collection) == [7, 0, 99, 1, 2, 3])
                #expect(context.commitInsertion { indexPath in
                    committedAt = indexPath
                    numbers.sections[0].insert(11, at: indexPath.item)
                })
                clock.renderFrames(30)
            }
            #expect(committedAt == IndexPath(item: 2, section: 0))
            #expect(shownItemsInOrder(collection) == [7, 0, 11, 1, 2, 3])
        }
    }

    @Test func severalCollectionDropPlaceholdersAreItemsOfTheirOwnMovedAsTheOthersCommitOrGo() throws {
        try withPresentingWindow { window, root, _ in
            let (collection, numbers) = numberCollection(in: root)
            let (dropper, generator) = pairDrop(onto: collection, in: window, root)
            let shown = { shownItemsInOrder(collection) }
            var committedAt: IndexPath?
            try ControlledClock.run { clock in
                // Two items onto the left half of item 1: each gets a placeholder there, the second pushing the first on.
                try dropChipOnItem1(generator, clock)
                #expect(dropper.contexts.count == 2)
                #expect(collection.numberOfItems(inSection: 0) == 6 && shown() == [0, 99, 99, 1, 2, 3])
                // The first, now item 2, commits: the data source inserts at 1, having no item for the placeholder before it.
                #expect(dropper.contexts[0].commitInsertion { indexPath in
                    committedAt = indexPath
                    numbers.sections[0].insert(11, at: indexPath.item)
                })
                clock.renderFrames(30)
                #expect(committedAt == IndexPath(item: 1, section: 0))
                #expect(shown() == [0, 99, 11, 1, 2, 3] && numbers.sections[0] == [0, 11, 1, 2, 3])
                // The second, still item 1, updates its cell and goes; the item after it moves back.
                dropper.loading = 98
                dropper.contexts[1].setNeedsCellUpdate()
                #expect(shown() == [0, 98, 11, 1, 2, 3])
                #expect(dropper.contexts[1].deletePlaceholder())
                clock.renderFrames(30)
            }
            #expect(shown() == [0, 11, 1, 2, 3] && collection.numberOfItems(inSection: 0) == 5)
            #expect(!dropper.contexts[0].deletePlaceholder() && !dropper.contexts[1].deletePlaceholder())
        }
    }

    @Test func aDiffableApplyCommittingAPlaceholderShowsTheItemInThePlaceholdersPlace() throws {
        try withPresentingWindow { window, root, _ in
            let (collection, source, _) = diffableCollection(in: root)
            let (dropper, generator) = pairDrop(onto: collection, in: window, root)
            let shown = { shownItemsInOrder(collection) }
            /// Applies a snapshot with `item` inserted at the data source's `indexPath`.
            func insert(_ item: Int, at indexPath: IndexPath) {
                var snapshot = source.snapshot()
                snapshot.insertItems([item], beforeItem: snapshot.itemIdentifiers[indexPath.item])
                source.apply(snapshot)
            }
            var committedAt: [IndexPath] = []
            try ControlledClock.run { clock in
                try dropChipOnItem1(generator, clock)
                #expect(shown() == [1, 99, 99, 2, 3, 4])
                // The older placeholder, item 2, commits through an apply at the data source's item 1: the new
                // item takes item 2's place, the other placeholder staying before it.
                #expect(dropper.contexts[0].commitInsertion { indexPath in
                    committedAt.append(indexPath)
                    insert(11, at: indexPath)
                })
                clock.renderFrames(30)
                #expect(shown() == [1, 99, 11, 2, 3, 4])
                #expect(collection.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.minX == 220)
                #expect(dropper.contexts[1].commitInsertion { indexPath in
                    committedAt.append(indexPath)
                    insert(12, at: indexPath)
                })
                clock.renderFrames(30)
            }
            #expect(committedAt == [IndexPath(item: 1, section: 0), IndexPath(item: 1, section: 0)])
            #expect(shown() == [1, 12, 11, 2, 3, 4] && source.snapshot().itemIdentifiers == [1, 12, 11, 2, 3, 4])
        }
    }

    @Test func aCollectionDropPlaceholdersDeletionMovesTheOnesAfterIt() throws {
        try withPresentingWindow { window, root, _ in
            let (collection, numbers) = numberCollection(in: root)
            let (dropper, generator) = pairDrop(onto: collection, in: window, root)
            let shown = { shownItemsInOrder(collection) }
            var committedAt: IndexPath?
            try ControlledClock.run { clock in
                try dropChipOnItem1(generator, clock)
                // The second placeholder (item 1) goes: the first moves back from item 2 to item 1 and commits there.
                #expect(dropper.contexts[1].deletePlaceholder())
                clock.renderFrames(30)
                #expect(shown() == [0, 99, 1, 2, 3])
                #expect(dropper.contexts[0].commitInsertion { indexPath in
                    committedAt = indexPath
                    numbers.sections[0].insert(11, at: indexPath.item)
                })
                clock.renderFrames(30)
            }
            #expect(committedAt == IndexPath(item: 1, section: 0))
            #expect(shown() == [0, 11, 1, 2, 3] && numbers.sections[0] == [0, 11, 1, 2, 3])
        }
    }

    @Test func aCollectionDropPlaceholderOutOfRangeIsRefused() throws {
        try withPresentingWindow { window, root, _ in
            let dropper = ItemPlaceholderDropper()
            dropper.insertion = IndexPath(item: 9, section: 0)
            var collection: UICollectionView?
            let logs = try uikitLogMessages { collection = try dropOnItemPlaceholder(in: window, root, dropper).0 }
            #expect(logs.contains { $0.contains("path = 0 - 9}") && $0.contains("is out of range") })
            let context = try #require(dropper.contexts.first)
            #expect(!context.deletePlaceholder() && !context.commitInsertion { _ in Issue.record("committed") })
            #expect(collection?.numberOfItems(inSection: 0) == 4)
        }
    }

    @Test func aDropIntoARowHighlightsItInsteadOfOpeningAGap() throws {
        for intent in [UITableViewDropProposal.Intent.insertIntoDestinationIndexPath, .automatic] {
            try withPresentingWindow { window, root, _ in
                let recorder = TableRecorder(rows: 10)
                let table = recordedTable(recorder, in: root.view)
                let dropper = RowDropper(intent)
                table.dropDelegate = dropper
                addChip(to: root)
                let generator = EventGenerator(window: window, timing: .virtual)
                try ControlledClock.run { clock in
                    try generator.fingerDown(at: CGPoint(x: 330, y: 730))
                    generator.wait(0.6)
                    // The middle of row 2 (88–132 in the table).
                    try generator.fingerMove(to: CGPoint(x: 200, y: 210), duration: 0.2)
                    clock.renderFrames(30)
                    #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isHighlighted == true)
                    #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.frame.minY == 132)
                    if intent == .automatic {
                        // Near row 2's lower edge: a gap opens before row 3 instead.
                        try generator.fingerMove(to: CGPoint(x: 200, y: 229), duration: 0.1)
                        clock.renderFrames(30)
                        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isHighlighted == false)
                        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.frame.minY == 176)
                        try generator.fingerMove(to: CGPoint(x: 200, y: 210), duration: 0.1)
                    }
                    try generator.fingerUp()
                    clock.renderFrames(30)
                }
                let coordinator = try #require(dropper.coordinator)
                #expect(coordinator.destinationIndexPath == IndexPath(row: 2, section: 0))
                #expect(coordinator.proposal.intent == intent && coordinator.items.count == 1)
                #expect(coordinator.items[0].sourceIndexPath == nil)
                #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isHighlighted == false)
            }
        }
    }

    @Test func aDragOutlivesItsTablesDelegates() throws {
        try withPresentingWindow { window, root, _ in
            let recorder = TableRecorder(rows: 10)
            recorder.movable = true
            let table = recordedTable(recorder, in: root.view)
            var dragger: RowDragger? = RowDragger { recorder.sections[0] }
            table.dragDelegate = dragger
            table.dragInteractionEnabled = true
            let generator = EventGenerator(window: window, timing: .virtual)
            try ControlledClock.run { clock in
                try generator.fingerDown(at: CGPoint(x: 100, y: 122))
                generator.wait(0.6)
                try generator.fingerMove(to: CGPoint(x: 100, y: 240), duration: 0.2)
                // The delegate goes away mid-drag: the drag ends as a cancelled one, the rows as they were.
                dragger = nil
                table.dragDelegate = nil
                #expect(!table.hasActiveDrag)
                try generator.fingerMove(to: CGPoint(x: 100, y: 300), duration: 0.1)
                try generator.fingerUp()
                clock.renderFrames(30)
                #expect(window.subviews.allSatisfy { $0.isUserInteractionEnabled })
            }
            #expect(recorder.sections[0].prefix(3) == ["0", "1", "2"])
            #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.frame.minY == 132)
            #expect(table.interactions.isEmpty)
        }
    }
}
