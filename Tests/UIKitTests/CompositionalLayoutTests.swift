import Testing
@testable import UIKit
import UIKitTesting

/// Compositional layout frames, derived by hand: fractional dimensions resolve against the enclosing group
/// (a top-level group against the section's width inside its insets), groups repeat along the scrolling
/// axis, orthogonal sections lay theirs in one band across it.
@MainActor @Suite struct CompositionalLayoutTests {
    private func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    /// A 320 × 480 collection view showing `counts` items per section in `layout`, laid out.
    private func laidOut(_ layout: UICollectionViewLayout, counts: [Int], source: inout NumberSource?) -> UICollectionView {
        let numbers = NumberSource(counts.map { Array(0..<$0) })
        source = numbers
        let collectionView = makeCollectionView(source: numbers, layout: layout)
        collectionView.layoutIfNeeded()
        return collectionView
    }

    private func frame(_ layout: UICollectionViewLayout, _ item: Int, section: Int = 0) -> CGRect? {
        layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    @Test func aGridRepeatsItsGroupInsideTheSectionInsets() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1.0 / 3), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
        let layout = UICollectionViewCompositionalLayout(section: section)
        var source: NumberSource?
        let collectionView = laidOut(layout, counts: [7], source: &source)
        // 300 points inside the insets: three 100-point items a group, groups 110 apart.
        #expect(frame(layout, 0) == CGRect(x: 10, y: 5, width: 100, height: 100))
        #expect(frame(layout, 2) == CGRect(x: 210, y: 5, width: 100, height: 100))
        #expect(frame(layout, 3) == CGRect(x: 10, y: 115, width: 100, height: 100))
        #expect(frame(layout, 6) == CGRect(x: 10, y: 225, width: 100, height: 100))
        #expect(collectionView.contentSize == CGSize(width: 320, height: 330))
        #expect(collectionView.visibleCells.count == 7)
    }

    @Test func nestedGroupsResolveFractionsAgainstTheirOwnGroup() {
        let large = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
        let small = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let column = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)),
                                                      repeatingSubitem: small, count: 2)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(200)),
                                                       subitems: [large, column])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        var source: NumberSource?
        _ = laidOut(layout, counts: [4], source: &source)
        #expect(frame(layout, 0) == CGRect(x: 0, y: 0, width: 160, height: 200))
        #expect(frame(layout, 1) == CGRect(x: 160, y: 0, width: 160, height: 100))
        #expect(frame(layout, 2) == CGRect(x: 160, y: 100, width: 160, height: 100))
        #expect(frame(layout, 3) == CGRect(x: 0, y: 200, width: 160, height: 200))
    }

    @Test func fixedSpacingSharesTheGroupAndFlexibleSpacingSpreadsWhatIsLeft() {
        let repeated = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(50)),
            repeatingSubitem: NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1))), count: 3)
        repeated.interItemSpacing = .fixed(10)
        let listed = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(50)),
            subitems: [NSCollectionLayoutItem(layoutSize: size(.absolute(80), .absolute(50)))])
        listed.interItemSpacing = .flexible(10)
        let layout = UICollectionViewCompositionalLayout { index, _ in
            NSCollectionLayoutSection(group: index == 0 ? repeated : listed)
        }
        var source: NumberSource?
        _ = laidOut(layout, counts: [3, 3], source: &source)
        // (320 − 2 × 10) / 3 = 100 each; three 80-point items fit in 320 with 10 between, 40 once spread.
        #expect((0..<3).map { frame(layout, $0)?.minX } == [0, 110, 220])
        #expect(frame(layout, 0)?.width == 100)
        #expect((0..<3).map { frame(layout, $0, section: 1)?.minX } == [0, 120, 240])
        #expect(frame(layout, 0, section: 1)?.minY == 50)
    }

    @Test func headersFootersAndBackgroundsFrameTheSection() {
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(50)),
            subitems: [NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 0, bottom: 10, trailing: 0)
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(40)),
                                                        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top),
            NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(30)),
                                                        elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom),
        ]
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
        background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        section.decorationItems = [background]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(UICollectionReusableView.self, forDecorationViewOfKind: "background")
        var source: NumberSource?
        let collectionView = laidOut(layout, counts: [2], source: &source)
        let first = IndexPath(item: 0, section: 0)
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: first)?.frame
                == CGRect(x: 0, y: 0, width: 320, height: 40))
        #expect(frame(layout, 0) == CGRect(x: 0, y: 50, width: 320, height: 50))
        #expect(frame(layout, 1) == CGRect(x: 0, y: 100, width: 320, height: 50))
        // The background spans 40–160 (the groups and their insets), less its own 5-point insets.
        #expect(layout.layoutAttributesForDecorationView(ofKind: "background", at: first)?.frame
                == CGRect(x: 5, y: 45, width: 310, height: 110))
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionFooter, at: first)?.frame
                == CGRect(x: 0, y: 160, width: 320, height: 30))
        #expect(collectionView.contentSize.height == 190)
        #expect(collectionView.subviews.contains { $0.frame == CGRect(x: 5, y: 45, width: 310, height: 110) && $0.layer.zPosition == -1 })
    }

    @Test func anOrthogonalSectionLaysItsGroupsInOneBandAcross() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(0.8), .absolute(100)), subitems: [item])
        let band = NSCollectionLayoutSection(group: group)
        band.orthogonalScrollingBehavior = .groupPaging
        band.interGroupSpacing = 10
        let below = NSCollectionLayoutSection(group: group)
        let layout = UICollectionViewCompositionalLayout { index, _ in index == 0 ? band : below }
        var source: NumberSource?
        let collectionView = laidOut(layout, counts: [5, 2], source: &source)
        // Groups are 256 wide, 266 apart; the band is one group tall, and the next section follows it.
        #expect((0..<5).map { frame(layout, $0)?.minX } == [0, 266, 532, 798, 1064])
        #expect(frame(layout, 4)?.minY == 0)
        #expect(frame(layout, 0, section: 1) == CGRect(x: 0, y: 100, width: 256, height: 100))
        #expect(Set(collectionView.indexPathsForVisibleItems.filter { $0.section == 0 }) == Set(paths(0..<2)))
    }

    @Test func theLayoutsOwnHeaderAndFooterFramePinnedOrNotWithSpacingBetweenSections() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item]))
        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(50)),
                                                                 elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        let footer = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(30)),
                                                                 elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 10
        configuration.boundarySupplementaryItems = [header, footer]
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        var source: NumberSource?
        let collectionView = laidOut(layout, counts: [3, 3], source: &source)
        // Header 0–50, section 0 50–350, 10 between, section 1 360–660, footer 660–690.
        let first = IndexPath(item: 0, section: 0)
        #expect(frame(layout, 0) == CGRect(x: 0, y: 50, width: 320, height: 100))
        #expect(frame(layout, 0, section: 1) == CGRect(x: 0, y: 360, width: 320, height: 100))
        #expect(collectionView.contentSize == CGSize(width: 320, height: 690))
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionFooter, at: first)?.frame
                == CGRect(x: 0, y: 660, width: 320, height: 30))
        // Scrolled 200 down, the pinned header stays at the top of the bounds and is shown there.
        collectionView.contentOffset = CGPoint(x: 0, y: 200)
        collectionView.layoutIfNeeded()
        #expect(collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: first)?.frame
                == CGRect(x: 0, y: 200, width: 320, height: 50))
        // A pinned footer stays at the bottom of the bounds until its place comes into view: 680 − 30.
        footer.pinToVisibleBounds = true
        layout.configuration = configuration
        collectionView.layoutIfNeeded()
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionFooter, at: first)?.frame
                == CGRect(x: 0, y: 650, width: 320, height: 30))
        collectionView.contentOffset = CGPoint(x: 0, y: 210)
        collectionView.layoutIfNeeded()
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionFooter, at: first)?.frame.minY == 660)
    }

    @Test func theSectionProviderIsAskedAgainWhenTheWidthChanges() {
        var asked: [CGFloat] = []
        let layout = UICollectionViewCompositionalLayout { _, environment in
            let width = environment.container.effectiveContentSize.width
            asked.append(width)
            let columns = width > 500 ? 4 : 2
            let item = NSCollectionLayoutItem(layoutSize: self.size(.fractionalWidth(1 / CGFloat(columns)), .fractionalHeight(1)))
            return NSCollectionLayoutSection(group: .horizontal(layoutSize: self.size(.fractionalWidth(1), .absolute(60)),
                                                                subitems: [item]))
        }
        var source: NumberSource?
        let collectionView = laidOut(layout, counts: [8], source: &source)
        #expect(frame(layout, 1) == CGRect(x: 160, y: 0, width: 160, height: 60))
        collectionView.frame = CGRect(x: 0, y: 0, width: 600, height: 480)
        collectionView.layoutIfNeeded()
        #expect(asked == [320, 600])
        #expect(frame(layout, 3) == CGRect(x: 450, y: 0, width: 150, height: 60))
        #expect(collectionView.contentSize.height == 120)
    }

    @Test func aCustomGroupPlacesItsItemsAndANonFiniteFrameIsRefused() {
        let group = NSCollectionLayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(70))) { _ in
            [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 50, height: 50)),
             NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 60, y: 10, width: 50, height: 50), zIndex: 2),
             NSCollectionLayoutGroupCustomItem(frame: CGRect(x: CGFloat.infinity, y: 0, width: 1, height: 1))]
        }
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        var source: NumberSource?
        let messages = UIKitLogObservers.capture { _ = laidOut(layout, counts: [4], source: &source) }
        #expect(messages.contains { $0.contains("custom group's item frame") })
        #expect(frame(layout, 1) == CGRect(x: 60, y: 10, width: 50, height: 50))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.zIndex == 2)
        #expect(frame(layout, 3) == CGRect(x: 60, y: 80, width: 50, height: 50))
    }

    @Test func anInsetGroupedListInsetsItsRowsAndHeaders() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        var source: NumberSource?
        _ = laidOut(layout, counts: [2, 1], source: &source)
        // 320 wide (< 414): 16-point sides; 18 above and below each section's rows, the header above that.
        let header = layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader,
                                                                 at: IndexPath(item: 0, section: 1))
        #expect(frame(layout, 0) == CGRect(x: 16, y: 62, width: 288, height: 44))
        #expect(frame(layout, 1) == CGRect(x: 16, y: 106, width: 288, height: 44))
        #expect(header?.frame == CGRect(x: 16, y: 168, width: 288, height: 44))
        #expect(frame(layout, 0, section: 1) == CGRect(x: 16, y: 230, width: 288, height: 44))
    }

    @Test func aPinnedHeaderStaysInViewWhileItsSectionIs() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        var source: NumberSource?
        let collectionView = laidOut(layout, counts: [10, 10], source: &source)
        // Section 0: header 0–44, rows to 484; section 1's header at 484.
        collectionView.contentOffset = CGPoint(x: 0, y: 200)
        collectionView.layoutIfNeeded()
        let header = collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                      at: IndexPath(item: 0, section: 0))
        #expect(header?.frame.minY == 200)
        collectionView.contentOffset = CGPoint(x: 0, y: 460)
        collectionView.layoutIfNeeded()
        #expect(header?.frame.minY == 440)
    }
}
