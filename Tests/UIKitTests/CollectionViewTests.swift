import Testing
@testable import UIKit
import UIKitTesting

/// A collection view over a flow layout of 100 × 50 items, 3 to a 320-point line, lines 60 points apart:
/// it asks only for the cells in its bounds, recycles the ones that leave, and reads what it shows back.
@MainActor @Suite struct CollectionViewTests {
    @Test func onlyTheItemsInTheBoundsAreRequested() {
        let source = NumberSource([Array(0..<10_000)])
        let collectionView = makeCollectionView(source: source)
        collectionView.layoutIfNeeded()
        // 480 points show lines 0–7 (line 8 starts at 480): 24 items.
        #expect(source.requested.sorted() == paths(0..<24))
        #expect(Set(collectionView.indexPathsForVisibleItems) == Set(paths(0..<24)))
        #expect(collectionView.contentSize == CGSize(width: 320, height: 3334 * 60 - 10))
        #expect(collectionView.cellForItem(at: IndexPath(item: 24, section: 0)) == nil)
    }

    @Test func cellsThatScrollOutAreReusedForTheItemsThatComeIn() {
        let source = NumberSource([Array(0..<10_000)])
        let collectionView = makeCollectionView(source: source)
        collectionView.layoutIfNeeded()
        let first = collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? NumberCell
        let made = NumberCell.made
        source.requested = []
        collectionView.contentOffset = CGPoint(x: 0, y: 60)
        collectionView.layoutIfNeeded()
        // Line 0 left, line 8 came in: three requests, served by the three cells that left.
        #expect(source.requested.sorted() == paths(24..<27))
        #expect(NumberCell.made == made)
        #expect(first?.reused == 1 && collectionView.visibleCells.contains { $0 === first })
        #expect([24, 25, 26].contains(first?.item ?? -1))
        #expect(shownItems(collectionView)[IndexPath(item: 25, section: 0)] == 25)
    }

    @Test func aTapHighlightsThenSelectsAndASecondItemReplacesTheFirst() throws {
        try withScreenWindow(size: CGSize(width: 320, height: 480)) { window, _ in
            let source = NumberSource([Array(0..<30)])
            let collectionView = makeCollectionView(source: source)
            window.addSubview(collectionView)
            FramePass.drain()
            let events = EventGenerator(window: window, timing: .virtual)
            // Item 4 is the middle of line 1: (110, 60)–(210, 110).
            try events.fingerTap(at: CGPoint(x: 160, y: 85))
            #expect(source.log == ["highlight 0-4", "unhighlight 0-4", "select 0-4"])
            #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
            #expect(collectionView.cellForItem(at: IndexPath(item: 4, section: 0))?.isSelected == true)
            source.log = []
            try events.fingerTap(at: CGPoint(x: 270, y: 85))
            #expect(source.log == ["highlight 0-5", "unhighlight 0-5", "deselect 0-4", "select 0-5"])
            #expect(collectionView.cellForItem(at: IndexPath(item: 4, section: 0))?.isSelected == false)
            #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 5, section: 0)])
        }
    }

    @Test func aTapOnASelectedItemDeselectsItOnlyWithMultipleSelection() throws {
        try withScreenWindow(size: CGSize(width: 320, height: 480)) { window, _ in
            let source = NumberSource([Array(0..<30)])
            let collectionView = makeCollectionView(source: source)
            collectionView.allowsMultipleSelection = true
            window.addSubview(collectionView)
            FramePass.drain()
            let events = EventGenerator(window: window, timing: .virtual)
            try events.fingerTap(at: CGPoint(x: 50, y: 25))
            try events.fingerTap(at: CGPoint(x: 160, y: 25))
            try events.fingerTap(at: CGPoint(x: 50, y: 25))
            #expect(source.log.filter { !$0.contains("highlight") } == ["select 0-0", "select 0-1", "deselect 0-0"])
            #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        }
    }

    @Test func aBatchUpdateMovesTheShownCellsToTheirNewIndexPaths() {
        let source = NumberSource([Array(0..<30)])
        let collectionView = makeCollectionView(source: source)
        collectionView.layoutIfNeeded()
        collectionView.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
        let cellOf3 = collectionView.cellForItem(at: IndexPath(item: 3, section: 0))
        source.requested = []
        var completed: [Bool] = []
        source.sections[0].remove(at: 0)
        source.sections[0].insert(100, at: 1)
        collectionView.performBatchUpdates({
            collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
            collectionView.insertItems(at: [IndexPath(item: 1, section: 0)])
        }, completion: { completed.append($0) })
        FramePass.drain()
        // Item 3 (value 3) stays at 3: one deleted before it, one inserted before it.
        #expect(collectionView.cellForItem(at: IndexPath(item: 3, section: 0)) === cellOf3)
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
        #expect(source.requested == [IndexPath(item: 1, section: 0)])
        let shown = shownItems(collectionView)
        #expect((0..<24).map { shown[IndexPath(item: $0, section: 0)] } == source.sections[0].prefix(24).map { $0 })
        #expect(completed == [true])
    }

    @Test func aBatchUpdateAnimatesOnTheControlledClock() {
        withScreenWindow(size: CGSize(width: 320, height: 480)) { window, _ in
            let source = NumberSource([Array(0..<30)])
            let collectionView = makeCollectionView(source: source)
            window.addSubview(collectionView)
            FramePass.drain()
            let cell = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))!
            ControlledClock.run { clock in
                source.sections[0].insert(100, at: 0)
                collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
                // The old first item goes from (0, 0) to the second place, (110, 0), over 0.3 s; the new
                // one fades in where it lands.
                #expect(cell.frame.origin == CGPoint(x: 110, y: 0))
                let inserted = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))!
                #expect(inserted.frame.origin == .zero)
                clock.renderFrames(9)
                let x = cell.layer.presentation()?.frame.minX ?? -1
                #expect(x > 0 && x < 110)
                let alpha = inserted.layer.presentation()?.opacity ?? -1
                #expect(alpha > 0 && alpha < 1)
                clock.renderFrames(12)
                #expect(cell.layer.presentation()?.frame.minX == 110)
                #expect(inserted.layer.presentation()?.opacity == 1)
            }
        }
    }

    @Test func anUpdateThatDoesNotMatchTheCountsIsRefusedAndTheViewReloads() {
        let source = NumberSource([Array(0..<5)])
        let collectionView = makeCollectionView(source: source)
        collectionView.layoutIfNeeded()
        var completed: [Bool] = []
        let messages = UIKitLogObservers.capture {
            collectionView.performBatchUpdates({
                collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
            }, completion: { completed.append($0) })
            collectionView.layoutIfNeeded()
            FramePass.drain()
        }
        #expect(messages.contains { $0.hasPrefix("Invalid update: invalid number of items in section 0") })
        #expect(Set(collectionView.indexPathsForVisibleItems) == Set(paths(0..<5)))
        #expect(completed == [false])
    }

    @Test func anUnregisteredIdentifierIsRefusedInUIKitsWordsAndAPlainCellShown() {
        final class Unregistered: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "missing", for: indexPath)
            }
        }
        let source = Unregistered()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                              collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.dataSource = source
        let messages = UIKitLogObservers.capture { collectionView.layoutIfNeeded() }
        #expect(messages.contains {
            $0.contains("unable to dequeue a cell with identifier missing - must register a nib or a class for the identifier")
        })
        #expect(collectionView.visibleCells.count == 2)
    }

    @Test func aLayoutReturningANaNFrameOrAMissingItemIsLoggedOnceAndTheRestShown() {
        final class BadLayout: UICollectionViewLayout {
            override var collectionViewContentSize: CGSize { CGSize(width: 100, height: 100) }
            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                (0..<3).map { item in
                    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
                    attributes.frame = item == 1 ? CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
                        : CGRect(x: 0, y: CGFloat(item) * 20, width: 10, height: 10)
                    return attributes
                } + [UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 7, section: 0))]
            }
        }
        let source = NumberSource([Array(0..<3)])
        let collectionView = makeCollectionView(source: source, layout: BadLayout())
        let messages = UIKitLogObservers.capture {
            collectionView.layoutIfNeeded()
            collectionView.setNeedsLayout()
            collectionView.layoutIfNeeded()
        }
        #expect(messages.filter { $0.contains("non-finite frame") }.count == 1)
        #expect(messages.filter { $0.contains("index path that does not exist") }.count == 1)
        #expect(Set(collectionView.indexPathsForVisibleItems) == [IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 0)])
    }

    @Test func scrollToItemBringsItToTheNamedEdgeWithinTheRange() {
        let source = NumberSource([Array(0..<300)])
        let collectionView = makeCollectionView(source: source)
        collectionView.layoutIfNeeded()
        // Item 30 is on line 10, at y 600.
        collectionView.scrollToItem(at: IndexPath(item: 30, section: 0), at: .top, animated: false)
        #expect(collectionView.contentOffset.y == 600)
        collectionView.scrollToItem(at: IndexPath(item: 30, section: 0), at: .centeredVertically, animated: false)
        #expect(collectionView.contentOffset.y == 385)
        // The last line ends the content (100 lines: 5990 points); the offset stops at 5990 − 480.
        collectionView.scrollToItem(at: IndexPath(item: 299, section: 0), at: .top, animated: false)
        #expect(collectionView.contentOffset.y == 5510)
        collectionView.layoutIfNeeded()
        #expect(collectionView.cellForItem(at: IndexPath(item: 299, section: 0)) != nil)
        let messages = UIKitLogObservers.capture {
            collectionView.scrollToItem(at: IndexPath(item: 300, section: 0), at: .top, animated: false)
        }
        #expect(messages.contains { $0.hasPrefix("Attempted to scroll the collection view to an out-of-bounds item") })
        #expect(collectionView.contentOffset.y == 5510)
    }

    @Test func prefetchingAsksForTheNextScreenAheadAndCancelsWhatFallsBehind() {
        let source = NumberSource([Array(0..<300)])
        let collectionView = makeCollectionView(source: source)
        collectionView.prefetchDataSource = source
        collectionView.layoutIfNeeded()
        // The screen below: 480 to 960 meets lines 8–15 (line 16 starts at 960).
        #expect(source.prefetched == paths(24..<48))
        source.prefetched = []
        collectionView.contentOffset = CGPoint(x: 0, y: 480)
        collectionView.layoutIfNeeded()
        // Scrolled down a screen: lines 8–15 are shown and 16–23 (960–1440) ahead; none was cancelled.
        #expect(source.prefetched == paths(48..<72))
        #expect(source.cancelled.isEmpty)
        collectionView.contentOffset = CGPoint(x: 0, y: 3000)
        collectionView.layoutIfNeeded()
        #expect(Set(source.cancelled).isSuperset(of: paths(48..<72)))
    }

    @Test func registrationsConfigureTheirCellsAndSupplementaryViews() {
        final class Source: NSObject, UICollectionViewDataSource {
            let cells = UICollectionView.CellRegistration<NumberCell, String> { cell, indexPath, item in
                cell.item = indexPath.item
                cell.accessibilityLabel = item
            }
            let headers = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
                elementKind: UICollectionView.elementKindSectionHeader) { view, kind, indexPath in
                view.tag = 100 + indexPath.section
            }
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: "item \(indexPath.item)")
            }
            func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                                at indexPath: IndexPath) -> UICollectionReusableView {
                collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
            }
        }
        let source = Source()
        let layout = UICollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        let cell = collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? NumberCell
        #expect(cell?.accessibilityLabel == "item 1" && cell?.frame == CGRect(x: 60, y: 30, width: 50, height: 50))
        let header = collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                      at: IndexPath(item: 0, section: 0))
        #expect(header?.tag == 100 && header?.frame == CGRect(x: 0, y: 0, width: 320, height: 30))
    }

    @Test func selfSizingCellsReplaceTheEstimateWithTheirOwnSize() {
        final class TallCell: UICollectionViewCell {
            override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
                -> UICollectionViewLayoutAttributes {
                let preferred = super.preferredLayoutAttributesFitting(layoutAttributes)
                preferred.size = CGSize(width: 100, height: 30 + 10 * CGFloat(layoutAttributes.indexPath.item))
                return preferred
            }
        }
        let source = NumberSource([Array(0..<6)])
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 100, height: 50)
        let collectionView = makeCollectionView(source: source, layout: layout)
        collectionView.register(TallCell.self, forCellWithReuseIdentifier: "number")
        collectionView.layoutIfNeeded()
        // Line 0: 30, 40, 50 tall → 50; line 1: 60, 70, 80 → 80, starting at 60.
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 10, width: 100, height: 30))
        #expect(collectionView.cellForItem(at: IndexPath(item: 3, section: 0))?.frame == CGRect(x: 0, y: 70, width: 100, height: 60))
        #expect(collectionView.contentSize.height == 140)
    }

    @Test func selfSizingCellsOfAHorizontalFlowLayoutFitTheirWidth() {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.estimatedItemSize = CGSize(width: 50, height: 100)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 100), collectionViewLayout: layout)
        collectionView.register(CompositionalSelfSizingTests.WideBarCell.self, forCellWithReuseIdentifier: "bar")
        let source = CompositionalSelfSizingTests.BarSource(count: 3)
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        // One 100-point item a column, columns 10 points apart: 8 + 20 + 8, 8 + 40 + 8, 8 + 60 + 8 wide.
        #expect((0..<3).map { collectionView.cellForItem(at: IndexPath(item: $0, section: 0))?.frame } ==
                [CGRect(x: 0, y: 0, width: 36, height: 100), CGRect(x: 46, y: 0, width: 56, height: 100),
                 CGRect(x: 112, y: 0, width: 76, height: 100)])
        #expect(collectionView.contentSize.width == 188)
    }

    @Test func anInteractiveMoveTellsTheDataSourceAndMovesTheItem() {
        let (collectionView, source) = makeMovableCollectionView()
        collectionView.layoutIfNeeded()
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 270, y: 85))
        collectionView.endInteractiveMovement()
        FramePass.drain()
        #expect(source.items == [1, 2, 3, 4, 5, 0])
        #expect(shownItems(collectionView) == Dictionary(uniqueKeysWithValues: (0..<6).map { (IndexPath(item: $0, section: 0), source.items[$0]) }))
    }

    @Test func theOtherItemsMakeRoomForAnInteractiveMoveAndGoBackWhenItIsCancelled() throws {
        try withScreenWindow(size: CGSize(width: 320, height: 480)) { window, _ in
            let (collectionView, source) = makeMovableCollectionView()
            window.addSubview(collectionView)
            FramePass.drain()
            // Items 100 × 50, 110 points apart on a line, lines 60 points apart.
            let start: [Int: CGPoint] = [0: CGPoint(x: 0, y: 0), 1: CGPoint(x: 110, y: 0), 2: CGPoint(x: 220, y: 0),
                                         3: CGPoint(x: 0, y: 60), 4: CGPoint(x: 110, y: 60), 5: CGPoint(x: 220, y: 60)]
            #expect(shownOrigins(collectionView) == start)
            try ControlledClock.run { clock in
                #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
                // Over item 5: items 1–5 move back a place, 3 up to the end of line 0, while 0 follows the finger.
                collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 270, y: 85))
                clock.renderFrames(5)
                let third = try #require(collectionView.cellForItem(at: IndexPath(item: 3, section: 0)))
                let sliding = try #require(third.layer.presentation()).position.x
                #expect(sliding > 50 && sliding < 270)
                clock.renderFrames(30)
                #expect(shownOrigins(collectionView) == [0: CGPoint(x: 220, y: 60), 1: start[0], 2: start[1],
                                                         3: start[2], 4: start[3], 5: start[4]])
                collectionView.cancelInteractiveMovement()
                clock.renderFrames(30)
                #expect(shownOrigins(collectionView) == start)
                // A move over item 2 that ends: items 1 and 2 make room, and stay where they went.
                #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
                collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 270, y: 25))
                clock.renderFrames(30)
                #expect(shownOrigins(collectionView) == [0: start[2], 1: start[0], 2: start[1], 3: start[3], 4: start[4], 5: start[5]])
                collectionView.endInteractiveMovement()
                clock.renderFrames(30)
            }
            #expect(source.items == [1, 2, 0, 3, 4, 5])
            #expect(shownItems(collectionView) == Dictionary(uniqueKeysWithValues: (0..<6).map { (IndexPath(item: $0, section: 0), source.items[$0]) }))
            #expect(shownOrigins(collectionView) == start)
        }
    }

    @Test func theDelegateChoosesWhereTheMovedItemLandsAndOnlyThoseItemsMakeRoom() throws {
        final class NoFurtherThanTwo: NSObject, UICollectionViewDelegate {
            var asked: [[Int]] = []
            func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                                atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
                asked.append([originalIndexPath.item, currentIndexPath.item, proposedIndexPath.item])
                return IndexPath(item: min(proposedIndexPath.item, 2), section: 0)
            }
        }
        try withScreenWindow(size: CGSize(width: 320, height: 480)) { window, _ in
            let (collectionView, source) = makeMovableCollectionView()
            let delegate = NoFurtherThanTwo()
            collectionView.delegate = delegate
            window.addSubview(collectionView)
            FramePass.drain()
            let start = shownOrigins(collectionView)
            try ControlledClock.run { clock in
                #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
                // Over item 5 the delegate answers 2: items 1 and 2 move back a place, 3–5 stay.
                collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 270, y: 85))
                clock.renderFrames(30)
                #expect([1, 2, 3, 4, 5].map { shownOrigins(collectionView)[$0] } == [start[0], start[1], start[3], start[4], start[5]])
                collectionView.endInteractiveMovement()
                clock.renderFrames(30)
            }
            #expect(delegate.asked == [[0, 0, 5]])
            #expect(source.items == [1, 2, 0, 3, 4, 5])
        }
    }

    /// The origins of the cells shown, by item.
    private func shownOrigins(_ collectionView: UICollectionView) -> [Int: CGPoint] {
        var origins: [Int: CGPoint] = [:]
        for indexPath in collectionView.indexPathsForVisibleItems {
            origins[indexPath.item] = collectionView.cellForItem(at: indexPath)?.frame.origin
        }
        return origins
    }

    /// A 320 × 480 collection view of six movable items, 100 × 50 in a flow layout, and its data source.
    private func makeMovableCollectionView() -> (UICollectionView, MovableSource) {
        let source = MovableSource()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.register(NumberCell.self, forCellWithReuseIdentifier: "number")
        collectionView.dataSource = source
        return (collectionView, source)
    }
}

/// Six numbered items that may all move.
private final class MovableSource: NSObject, UICollectionViewDataSource {
    var items = Array(0..<6)
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "number", for: indexPath) as! NumberCell
        cell.item = items[indexPath.item]
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                        to destinationIndexPath: IndexPath) {
        items.insert(items.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
    }
}
