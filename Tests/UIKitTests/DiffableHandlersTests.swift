import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// The collection view diffable data source's section snapshot handlers (outline items opening and closing)
/// and reordering handlers (interactive moves taken into the snapshot as transactions).
extension DiffableDataSourceTests {
    /// An outline in section "B": roots 10 and 20, 10 with children 11 and 12, 20 with 21, all collapsed.
    static func outline() -> NSDiffableDataSourceSectionSnapshot<Int> {
        var outline = NSDiffableDataSourceSectionSnapshot<Int>()
        outline.append([10, 20])
        outline.append([11, 12], to: 10)
        outline.append([21], to: 20)
        return outline
    }

    @Test func outlineItemsOpenAndCloseAsTheSectionSnapshotHandlersAllow() {
        ControlledClock.run { clock in
            withCollection { collectionView, source, _ in
                source.apply(Self.outline(), to: "B", animatingDifferences: false)
                var calls: [String] = []
                source.sectionSnapshotHandlers.shouldExpandItem = { calls.append("should expand \($0)"); return $0 != 20 }
                source.sectionSnapshotHandlers.willExpandItem = { calls.append("will expand \($0)") }
                source.sectionSnapshotHandlers.shouldCollapseItem = { calls.append("should collapse \($0)"); return true }
                source.sectionSnapshotHandlers.willCollapseItem = { calls.append("will collapse \($0)") }
                let outline: OutlineDataSource = source
                FramePass.runOnce()
                #expect(shownItems(collectionView) == [[0, 0]: 10, [0, 1]: 20])

                outline.toggleExpansion(ofItemAt: [0, 0])
                clock.renderFrames(24)
                #expect(shownItems(collectionView) == [[0, 0]: 10, [0, 1]: 11, [0, 2]: 12, [0, 3]: 20])
                #expect(source.snapshot(for: "B").isExpanded(10))

                outline.toggleExpansion(ofItemAt: [0, 3])
                clock.renderFrames(24)
                #expect(source.snapshot().itemIdentifiers == [10, 11, 12, 20])
                outline.toggleExpansion(ofItemAt: [0, 1])
                #expect(calls == ["should expand 10", "will expand 10", "should expand 20"])

                outline.toggleExpansion(ofItemAt: [0, 0])
                clock.renderFrames(24)
                #expect(shownItems(collectionView) == [[0, 0]: 10, [0, 1]: 20])
                #expect(calls.suffix(2) == ["should collapse 10", "will collapse 10"])

                var offered: [Int] = []
                source.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, children in
                    offered = children.items
                    var loaded = children
                    loaded.append([parent + 3])
                    return loaded
                }
                outline.toggleExpansion(ofItemAt: [0, 0])
                clock.renderFrames(24)
                #expect(offered == [11, 12])
                #expect(shownItems(collectionView) == [[0, 0]: 10, [0, 1]: 11, [0, 2]: 12, [0, 3]: 13, [0, 4]: 20])
                #expect(source.snapshot(for: "B").items == [10, 11, 12, 13, 20, 21])

                source.reorderingHandlers.canReorderItem = { _ in true }
                #expect(!collectionView.beginInteractiveMovementForItem(at: [0, 4]))
            }
        }
    }

    @Test func anInteractiveMoveReachesTheSnapshotThroughTheReorderingHandlers() {
        ControlledClock.run { clock in
            withCollection { collectionView, source, _ in
                source.apply(Self.snapshot([("A", [1, 2, 3, 4]), ("B", [5, 6])]), animatingDifferences: false)
                FramePass.runOnce()
                #expect(!collectionView.beginInteractiveMovementForItem(at: [0, 0]))

                var transactions: [NSDiffableDataSourceTransaction<String, Int>] = []
                var shownBefore: [Int] = [], shownAfter: [Int] = []
                source.reorderingHandlers.canReorderItem = { $0 != 4 }
                source.reorderingHandlers.willReorder = { _ in shownBefore = source.snapshot().itemIdentifiers }
                source.reorderingHandlers.didReorder = {
                    transactions.append($0)
                    shownAfter = source.snapshot().itemIdentifiers
                }
                #expect(!collectionView.beginInteractiveMovementForItem(at: [0, 3]))
                #expect(collectionView.beginInteractiveMovementForItem(at: [0, 0]))
                collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 270, y: 25))
                collectionView.endInteractiveMovement()
                clock.renderFrames(24)
                #expect(shownBefore == [1, 2, 3, 4, 5, 6])
                #expect(shownAfter == [2, 3, 1, 4, 5, 6])
                #expect(shownItems(collectionView) == [[0, 0]: 2, [0, 1]: 3, [0, 2]: 1, [0, 3]: 4, [1, 0]: 5, [1, 1]: 6])
                let within = transactions[0]
                #expect(within.initialSnapshot.itemIdentifiers == [1, 2, 3, 4, 5, 6])
                #expect(within.finalSnapshot.itemIdentifiers == [2, 3, 1, 4, 5, 6])
                #expect([1, 2, 3, 4, 5, 6].applying(within.difference) == [2, 3, 1, 4, 5, 6])
                #expect(within.sectionTransactions.map(\.sectionIdentifier) == ["A"])
                #expect(within.sectionTransactions[0].initialSnapshot.items == [1, 2, 3, 4])
                #expect(within.sectionTransactions[0].finalSnapshot.items == [2, 3, 1, 4])
                #expect([1, 2, 3, 4].applying(within.sectionTransactions[0].difference) == [2, 3, 1, 4])

                #expect(collectionView.beginInteractiveMovementForItem(at: [1, 0]))
                collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 25))
                collectionView.endInteractiveMovement()
                clock.renderFrames(24)
                #expect(source.snapshot().itemIdentifiers(inSection: "A") == [5, 2, 3, 1, 4])
                #expect(source.snapshot().itemIdentifiers(inSection: "B") == [6])
                #expect(transactions.count == 2)
                #expect(transactions[1].sectionTransactions.map(\.sectionIdentifier) == ["A", "B"])
                #expect(shownItems(collectionView)[[0, 0]] == 5)
                #expect(shownItems(collectionView)[[1, 0]] == 6)
            }
        }
    }
}

/// Interactive moves inside an orthogonal band: the cell leaves the band's scroll view while the finger
/// carries it, lands among the band's items where it shows, and the reordering reaches the snapshot.
@MainActor @Suite struct OrthogonalMoveTests {
    @Test func anItemMovesInsideAScrolledOrthogonalBand() throws {
        try withScrollWindow { window, _, clock in
            // Groups of one 150 × 100 item, 10 apart, inset 20: group i spans 20 + 160i to 170 + 160i across.
            func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
                NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
            }
            let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
            let band = NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.absolute(150), .absolute(100)), subitems: [item]))
            band.orthogonalScrollingBehavior = .continuous
            band.interGroupSpacing = 10
            band.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
            let rows = NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item]))
            let layout = UICollectionViewCompositionalLayout { index, _ in index == 0 ? band : rows }
            let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
            collectionView.register(NumberCell.self, forCellWithReuseIdentifier: "number")
            let source = DiffableDataSourceTests.CollectionSource(collectionView: collectionView) { collectionView, indexPath, item in
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "number", for: indexPath) as? NumberCell
                cell?.item = item
                return cell
            }
            source.reorderingHandlers.canReorderItem = { _ in true }
            source.apply(DiffableDataSourceTests.snapshot([("band", Array(0..<10)), ("rows", Array(100..<110))]), animatingDifferences: false)
            window.addSubview(collectionView)
            FramePass.runOnce()
            let scroller = try #require(collectionView.orthogonalScrollers[0])
            scroller.contentOffset.x = 190
            FramePass.runOnce()

            // Item 2 (340–490) shows at 150–300; item 3 (500–650) at 310–460.
            let moved = try #require(collectionView.cellForItem(at: [0, 2]))
            #expect(collectionView.beginInteractiveMovementForItem(at: [0, 2]))
            #expect(moved.superview === collectionView && moved.frame == CGRect(x: 150, y: 0, width: 150, height: 100))
            collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 350, y: 50))
            FramePass.runOnce()
            #expect(moved.center == CGPoint(x: 350, y: 50))
            collectionView.endInteractiveMovement()
            clock.renderFrames(24)
            #expect(source.snapshot().itemIdentifiers(inSection: "band") == [0, 1, 3, 2, 4, 5, 6, 7, 8, 9])
            #expect(collectionView.cellForItem(at: [0, 3]) === moved)
            #expect(moved.superview === scroller && moved.frame == CGRect(x: 500, y: 0, width: 150, height: 100))
            #expect(scroller.contentOffset.x == 190)
        }
    }
}
