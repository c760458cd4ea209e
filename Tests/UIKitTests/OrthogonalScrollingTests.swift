import Testing
@testable import UIKit
import UIKitTesting

/// Orthogonal compositional sections, on the controlled clocks: the band's groups scroll across in a scroll
/// view of their own that holds their cells, come to rest per behaviour, and show their visible items to the
/// section's handler.
///
/// The band used throughout: ten 150 × 100 groups of one item, 10 points apart, inset 20 points at each side,
/// in a 400 × 400 collection view. Group i spans 20 + 160i to 170 + 160i across; the content is
/// 1460 + 150 + 20 = 1630 wide, so the band scrolls from 0 to 1230. Twenty 50-point rows follow it.
@MainActor @Suite struct OrthogonalScrollingTests {
    private func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    /// The band's section with `behavior`, and the collection view showing it in `window`.
    private func makeBand(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, in window: UIWindow)
        -> (UICollectionView, NSCollectionLayoutSection, NumberSource) {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let band = NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.absolute(150), .absolute(100)), subitems: [item]))
        band.orthogonalScrollingBehavior = behavior
        band.interGroupSpacing = 10
        band.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        let rows = NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item]))
        let layout = UICollectionViewCompositionalLayout { index, _ in index == 0 ? band : rows }
        let source = NumberSource([Array(0..<10), Array(0..<20)])
        let collectionView = makeCollectionView(size: CGSize(width: 400, height: 400), source: source, layout: layout)
        keepAlive(source, on: collectionView)
        window.addSubview(collectionView)
        FramePass.runOnce()
        return (collectionView, band, source)
    }

    private func scroller(_ collectionView: UICollectionView) throws -> OrthogonalScrollView {
        try #require(collectionView.orthogonalScrollers[0])
    }

    /// A drag of `distance` points leftwards across the band, held still before it lifts: no momentum.
    private func dragSlowly(_ generator: EventGenerator, by distance: CGFloat) throws {
        try generator.fingerDown(at: CGPoint(x: 300, y: 50))
        try generator.fingerMove(to: CGPoint(x: 300 - distance, y: 50), duration: 0.2)
        generator.wait(0.2)
        try generator.fingerUp()
    }

    /// A flick of 200 points leftwards over 0.2 s: it lifts at 1000 points a second.
    private func flick(_ generator: EventGenerator) throws {
        try generator.fingerDown(at: CGPoint(x: 300, y: 50))
        try generator.fingerMove(to: CGPoint(x: 100, y: 50), duration: 0.2)
        try generator.fingerUp()
    }

    @Test func aDragScrollsTheBandAndItsCellsMoveWithIt() throws {
        try withScrollWindow { window, generator, clock in
            let (collectionView, _, _) = makeBand(.continuous, in: window)
            let band = try scroller(collectionView)
            #expect(band.frame == CGRect(x: 0, y: 0, width: 400, height: 100))
            #expect(band.contentSize == CGSize(width: 1630, height: 100))
            #expect(Set(collectionView.indexPathsForVisibleItems.filter { $0.section == 0 }) == Set(paths(0..<3)))
            // 200 points: the pan takes the last 190 after its 10 of hysteresis; the collection view stays.
            try dragSlowly(generator, by: 200)
            clock.renderFrames(30)
            FramePass.runOnce()
            #expect(band.contentOffset == CGPoint(x: 190, y: 0) && collectionView.contentOffset == .zero)
            // 190–590 across shows groups 1 (180–330) to 3 (500–650); group 0 ends at 170.
            #expect(Set(collectionView.indexPathsForVisibleItems.filter { $0.section == 0 }) == Set(paths(1..<4)))
            let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
            #expect(cell.superview === band && cell.frame == CGRect(x: 180, y: 0, width: 150, height: 100))
            #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
                    == CGRect(x: -10, y: 0, width: 150, height: 100))
            #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 1))?.superview === collectionView)
        }
    }

    @Test func aTapOnAScrolledBandSelectsTheItemUnderTheFinger() throws {
        try withScrollWindow { window, generator, clock in
            let (collectionView, _, source) = makeBand(.continuous, in: window)
            try dragSlowly(generator, by: 200)
            clock.renderFrames(30)
            FramePass.runOnce()
            // x = 200 on screen is 390 across: group 2 (340–490).
            try generator.fingerTap(at: CGPoint(x: 200, y: 50))
            #expect(source.log.contains("select 0-2"))
            #expect(collectionView.indexPathForItem(at: CGPoint(x: 200, y: 50)) == IndexPath(item: 2, section: 0))
        }
    }

    @Test func aDragUpAndDownScrollsTheCollectionViewNotTheBand() throws {
        try withScrollWindow { window, generator, clock in
            let (collectionView, _, _) = makeBand(.continuous, in: window)
            try generator.fingerDown(at: CGPoint(x: 200, y: 90))
            try generator.fingerMove(to: CGPoint(x: 200, y: 40), duration: 0.2)
            generator.wait(0.2)
            try generator.fingerUp()
            clock.renderFrames(30)
            #expect(collectionView.contentOffset == CGPoint(x: 0, y: 40))
            #expect(try scroller(collectionView).contentOffset == .zero)
        }
    }

    @Test func groupPagingRestsOnTheNearestGroupAndAFlickTurnsOneGroupAtMost() throws {
        try withScrollWindow { window, generator, clock in
            let (collectionView, _, _) = makeBand(.groupPaging, in: window)
            let band = try scroller(collectionView)
            // Groups rest with their leading edge at the inset: at 160i. Released still at 190: 160 is nearest.
            try dragSlowly(generator, by: 200)
            clock.renderFrames(300)
            #expect(band.contentOffset == CGPoint(x: 160, y: 0) && !band.isDecelerating)
            // A flick from 160 lifts at 350 and points past 480, but a flick turns one group from where the
            // drag began: 320.
            try flick(generator)
            clock.renderFrames(300)
            #expect(band.contentOffset == CGPoint(x: 320, y: 0))
        }
    }

    @Test func centredGroupPagingRestsWithTheGroupInTheMiddle() throws {
        try withScrollWindow { window, generator, clock in
            let (collectionView, _, _) = makeBand(.groupPagingCentered, in: window)
            let band = try scroller(collectionView)
            // Group i's centre is 95 + 160i: centred in 400 points at −105 + 160i. From 0 (nearest group 1, at
            // 55) released still at 190: group 2, at 215.
            try dragSlowly(generator, by: 200)
            clock.renderFrames(300)
            #expect(band.contentOffset == CGPoint(x: 215, y: 0))
        }
    }

    @Test func continuousGroupLeadingBoundaryRestsOnTheGroupNearestTheProjectedPoint() throws {
        try withScrollWindow { window, generator, clock in
            let (collectionView, _, _) = makeBand(.continuousGroupLeadingBoundary, in: window)
            let band = try scroller(collectionView)
            // Lifted at 190 at 1 point a millisecond, it would rest 499 points on, at 689; the nearest group
            // boundary is 640 (800 is 111 away).
            try flick(generator)
            clock.renderFrames(300)
            #expect(band.contentOffset == CGPoint(x: 640, y: 0))
        }
    }

    @Test func pagingTurnsTheBandsWidth() throws {
        try withScrollWindow { window, generator, clock in
            let (collectionView, _, _) = makeBand(.paging, in: window)
            let band = try scroller(collectionView)
            #expect(band.isPagingEnabled)
            try flick(generator)
            clock.renderFrames(300)
            #expect(band.contentOffset == CGPoint(x: 400, y: 0))
        }
    }

    @Test func theVisibleItemsHandlerSeesTheOffsetAndChangesHowItemsLook() throws {
        try withScrollWindow { window, generator, clock in
            let (collectionView, section, _) = makeBand(.continuous, in: window)
            var offsets: [CGPoint] = []
            var frames: [CGFloat] = []
            section.visibleItemsInvalidationHandler = { items, offset, environment in
                offsets.append(offset)
                frames = items.map(\.frame.minX).sorted()
                #expect(environment.container.contentSize == CGSize(width: 400, height: 400))
                // Fades the items whose centre is left of the band's middle.
                for item in items { item.alpha = item.center.x - offset.x < 200 ? 0.5 : 1 }
            }
            collectionView.collectionViewLayout.invalidateLayout()
            FramePass.runOnce()
            #expect(offsets.last == .zero && frames == [20, 180, 340])
            try dragSlowly(generator, by: 200)
            clock.renderFrames(30)
            FramePass.runOnce()
            // Frames as laid out, before the scroll: groups 1–3. Their centres on screen: 65, 225, 385.
            #expect(offsets.last == CGPoint(x: 190, y: 0) && frames == [180, 340, 500])
            #expect((1..<4).map { collectionView.cellForItem(at: IndexPath(item: $0, section: 0))?.alpha } == [0.5, 1, 1])
        }
    }

    @Test func aBandKeepsItsOffsetOutOfViewAndAReloadResetsIt() throws {
        try withScrollWindow { window, generator, clock in
            let (collectionView, _, _) = makeBand(.continuous, in: window)
            try dragSlowly(generator, by: 200)
            clock.renderFrames(30)
            collectionView.contentOffset = CGPoint(x: 0, y: 300)
            FramePass.runOnce()
            #expect(collectionView.orthogonalScrollers.isEmpty)
            collectionView.contentOffset = .zero
            FramePass.runOnce()
            #expect(try scroller(collectionView).contentOffset == CGPoint(x: 190, y: 0))
            collectionView.reloadData()
            FramePass.runOnce()
            #expect(try scroller(collectionView).contentOffset == .zero)
            #expect(Set(collectionView.indexPathsForVisibleItems.filter { $0.section == 0 }) == Set(paths(0..<3)))
        }
    }
}
