import Testing
@testable import UIKit
import UIKitTesting

/// Flow layout frames, derived by hand from the rules in `UICollectionViewFlowLayout`: items fill a line while
/// they fit with the minimum spacing; a full line shares its leftover space between its items; the last line
/// keeps the spacing of the line above; items are centred across their line.
@MainActor @Suite struct FlowLayoutTests {
    /// The frames of every item of `source`, by index path, as the layout answers for the whole content.
    private func frames(_ collectionView: UICollectionView) -> [IndexPath: CGRect] {
        let layout = collectionView.collectionViewLayout
        layout.prepareIfNeeded()
        let all = CGRect(origin: .zero, size: layout.collectionViewContentSize)
        var frames: [IndexPath: CGRect] = [:]
        for attributes in layout.layoutAttributesForElements(in: all) ?? [] where attributes.representedElementCategory == .cell {
            frames[attributes.indexPath] = attributes.frame
        }
        return frames
    }

    private func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat = 100, _ height: CGFloat = 50) -> CGRect {
        CGRect(x: x, y: y, width: width, height: height)
    }

    @Test func fullLinesShareTheirLeftoverSpaceAndTheLastLineLinesUpWithThem() {
        // 330 wide: three 100-point items need 320, so 10 points are left: the two gaps become 15.
        let source = NumberSource([Array(0..<8)])
        let collectionView = makeCollectionView(size: CGSize(width: 330, height: 480), source: source)
        let frames = frames(collectionView)
        #expect(frames.count == 8)
        #expect(frames[IndexPath(item: 0, section: 0)] == rect(0, 0))
        #expect(frames[IndexPath(item: 1, section: 0)] == rect(115, 0))
        #expect(frames[IndexPath(item: 2, section: 0)] == rect(230, 0))
        #expect(frames[IndexPath(item: 5, section: 0)] == rect(230, 60))
        #expect(frames[IndexPath(item: 6, section: 0)] == rect(0, 120))
        #expect(frames[IndexPath(item: 7, section: 0)] == rect(115, 120))
        #expect(collectionView.collectionViewLayout.collectionViewContentSize == CGSize(width: 330, height: 170))
    }

    @Test func headersFootersAndSectionInsetsFrameEachSection() {
        let source = NumberSource([Array(0..<4), Array(0..<4)])
        let collectionView = makeCollectionView(size: CGSize(width: 330, height: 480), source: source)
        let layout = collectionView.collectionViewLayout as! UICollectionViewFlowLayout
        layout.headerReferenceSize = CGSize(width: 0, height: 20)
        layout.footerReferenceSize = CGSize(width: 0, height: 30)
        layout.sectionInset = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
        // 310 points for items: two a line (320 would be needed for three), 110 between them.
        let frames = frames(collectionView)
        #expect(frames[IndexPath(item: 0, section: 0)] == rect(10, 25))
        #expect(frames[IndexPath(item: 1, section: 0)] == rect(220, 25))
        #expect(frames[IndexPath(item: 3, section: 0)] == rect(220, 85))
        #expect(frames[IndexPath(item: 0, section: 1)] == rect(10, 195))
        #expect(frames[IndexPath(item: 3, section: 1)] == rect(220, 255))
        let header = layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader,
                                                                 at: IndexPath(item: 0, section: 1))
        let footer = layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionFooter,
                                                                 at: IndexPath(item: 0, section: 1))
        #expect(header?.frame == CGRect(x: 0, y: 170, width: 330, height: 20))
        #expect(footer?.frame == CGRect(x: 0, y: 310, width: 330, height: 30))
        #expect(layout.collectionViewContentSize == CGSize(width: 330, height: 340))
    }

    @Test func horizontalScrollingMakesColumns() {
        let source = NumberSource([Array(0..<5)])
        let collectionView = makeCollectionView(size: CGSize(width: 300, height: 220), source: source)
        let layout = collectionView.collectionViewLayout as! UICollectionViewFlowLayout
        layout.scrollDirection = .horizontal
        // 220 tall: three 50-point items a column, (220 − 150) / 2 = 35 between them.
        let frames = frames(collectionView)
        #expect(frames[IndexPath(item: 0, section: 0)] == rect(0, 0))
        #expect(frames[IndexPath(item: 2, section: 0)] == rect(0, 170))
        #expect(frames[IndexPath(item: 3, section: 0)] == rect(110, 0))
        #expect(frames[IndexPath(item: 4, section: 0)] == rect(110, 85))
        #expect(layout.collectionViewContentSize == CGSize(width: 210, height: 220))
    }

    @Test func itemsAreCentredAcrossTheirLineAndTheDelegateSizesThem() {
        final class Sizes: NSObject, UICollectionViewDelegateFlowLayout {
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                sizeForItemAt indexPath: IndexPath) -> CGSize {
                CGSize(width: 100, height: 30 + 10 * CGFloat(indexPath.item))
            }
        }
        let source = NumberSource([Array(0..<3)])
        let collectionView = makeCollectionView(source: source)
        let sizes = Sizes()
        collectionView.delegate = sizes
        collectionView.collectionViewLayout.invalidateLayout()
        // One line 50 tall (the tallest item): the 30- and 40-point items sit 10 and 5 points down.
        let frames = frames(collectionView)
        #expect(frames[IndexPath(item: 0, section: 0)] == rect(0, 10, 100, 30))
        #expect(frames[IndexPath(item: 1, section: 0)] == rect(110, 5, 100, 40))
        #expect(frames[IndexPath(item: 2, section: 0)] == rect(220, 0, 100, 50))
    }

    @Test func aRectFindsExactlyTheLinesItMeets() {
        let source = NumberSource([Array(0..<1000)])
        let collectionView = makeCollectionView(source: source)
        let layout = collectionView.collectionViewLayout
        layout.prepareIfNeeded()
        // Lines are 60 points apart: y 600–700 meets line 10 (600–650) and line 11 (660–710).
        let found = (layout.layoutAttributesForElements(in: CGRect(x: 0, y: 600, width: 320, height: 100)) ?? [])
            .map(\.indexPath).sorted()
        #expect(found == paths(30..<36))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1000, section: 0)) == nil)
    }

    @Test func pinnedHeadersStayAtTheTopUntilTheirSectionLeaves() {
        let source = NumberSource([Array(0..<9), Array(0..<9)])
        let collectionView = makeCollectionView(size: CGSize(width: 320, height: 200), source: source)
        let layout = collectionView.collectionViewLayout as! UICollectionViewFlowLayout
        layout.headerReferenceSize = CGSize(width: 0, height: 20)
        layout.sectionHeadersPinToVisibleBounds = true
        collectionView.layoutIfNeeded()
        // Section 0: header 0–20, lines at 20, 80, 140, ending at 190; section 1 starts at 190.
        func headerY(_ section: Int) -> CGFloat? {
            (layout.layoutAttributesForElements(in: collectionView.bounds) ?? [])
                .first { $0.representedElementKind == UICollectionView.elementKindSectionHeader && $0.indexPath.section == section }?
                .frame.minY
        }
        #expect(headerY(0) == 0)
        collectionView.contentOffset = CGPoint(x: 0, y: 100)
        #expect(headerY(0) == 100)
        // At 180 the header is pushed up by the end of its section's items (190 − 20).
        collectionView.contentOffset = CGPoint(x: 0, y: 180)
        #expect(headerY(0) == 170)
        #expect(headerY(1) == 190)
    }

    @Test func negativeOrNonFiniteSizesAreRefusedAsZero() {
        final class BadSizes: NSObject, UICollectionViewDelegateFlowLayout {
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                sizeForItemAt indexPath: IndexPath) -> CGSize {
                indexPath.item == 1 ? CGSize(width: CGFloat.nan, height: 10) : CGSize(width: 100, height: 50)
            }
        }
        let source = NumberSource([Array(0..<3)])
        let collectionView = makeCollectionView(source: source)
        let sizes = BadSizes()
        collectionView.delegate = sizes
        let messages = UIKitLogObservers.capture {
            collectionView.collectionViewLayout.invalidateLayout()
            collectionView.layoutIfNeeded()
        }
        #expect(messages.contains { $0.contains("Negative or non-finite sizes are not supported in the flow layout") })
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.size == .zero)
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.width == 100)
    }
}
