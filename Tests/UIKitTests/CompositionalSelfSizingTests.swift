import Testing
@testable import UIKit
import UIKitTesting

/// Estimated dimensions in compositional layouts: items take their estimate until their cell is shown and
/// measured, then the layout prepares again with the measured sizes and the content size follows.
@MainActor @Suite struct CompositionalSelfSizingTests {
    /// A cell that prefers a height of 30 + 10 × its item number.
    final class SteppedCell: UICollectionViewCell {
        override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
            -> UICollectionViewLayoutAttributes {
            let preferred = super.preferredLayoutAttributesFitting(layoutAttributes)
            preferred.size.height = 30 + 10 * CGFloat(layoutAttributes.indexPath.item)
            return preferred
        }
    }

    /// A cell whose content view holds a bar 8 points from its top and bottom, of a height set by constraint.
    final class BarCell: UICollectionViewCell {
        let bar = UIView()
        lazy var barHeight = bar.heightAnchor.constraint(equalToConstant: 10)

        required init(frame: CGRect) {
            super.init(frame: frame)
            bar.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(bar)
            NSLayoutConstraint.activate([
                bar.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
                bar.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
                bar.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                bar.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                barHeight,
            ])
        }

        required init?(coder: NSCoder) { nil }
    }

    /// A cell whose content view holds a bar 8 points from its leading and trailing edges, of a width set by
    /// constraint, as tall as the cell.
    final class WideBarCell: UICollectionViewCell {
        let bar = UIView()
        lazy var barWidth = bar.widthAnchor.constraint(equalToConstant: 10)

        required init(frame: CGRect) {
            super.init(frame: frame)
            bar.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(bar)
            NSLayoutConstraint.activate([
                bar.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
                bar.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
                bar.topAnchor.constraint(equalTo: contentView.topAnchor),
                bar.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                barWidth,
            ])
        }

        required init?(coder: NSCoder) { nil }
    }

    /// Bars 20 × (item + 1) points high, or wide in `WideBarCell`s.
    final class BarSource: NSObject, UICollectionViewDataSource {
        let count: Int
        init(count: Int) { self.count = count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "bar", for: indexPath)
            (cell as? BarCell)?.barHeight.constant = 20 * CGFloat(indexPath.item + 1)
            (cell as? WideBarCell)?.barWidth.constant = 20 * CGFloat(indexPath.item + 1)
            return cell
        }
    }

    private func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    private func rowLayout() -> UICollectionViewCompositionalLayout {
        let rowSize = size(.fractionalWidth(1), .estimated(44))
        let row = NSCollectionLayoutItem(layoutSize: rowSize)
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: .horizontal(layoutSize: rowSize, subitems: [row])))
    }

    private func frame(_ collectionView: UICollectionView, _ item: Int) -> CGRect? {
        collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
    }

    @Test func rowsTakeTheHeightTheirCellsPreferAndTheContentSizeFollows() {
        let source = NumberSource([Array(0..<6)])
        let collectionView = makeCollectionView(source: source, layout: rowLayout())
        collectionView.register(SteppedCell.self, forCellWithReuseIdentifier: "number")
        collectionView.layoutIfNeeded()
        // Heights 30, 40, …, 80 one after the other: 30 + 40 + … + 80 = 330.
        #expect((0..<6).map { frame(collectionView, $0)?.minY } == [0, 30, 70, 120, 180, 250])
        #expect(frame(collectionView, 5) == CGRect(x: 0, y: 250, width: 320, height: 80))
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 0, y: 70, width: 320, height: 50))
        #expect(collectionView.contentSize == CGSize(width: 320, height: 330))
    }

    @Test func anEstimatedGroupTakesItsTallestItem() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .estimated(50)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(50)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        let source = NumberSource([Array(0..<4)])
        let collectionView = makeCollectionView(source: source, layout: UICollectionViewCompositionalLayout(section: section))
        collectionView.register(SteppedCell.self, forCellWithReuseIdentifier: "number")
        collectionView.layoutIfNeeded()
        // Group 0 holds items 30 and 40 high: 40; group 1, 10 below, holds 50 and 60: 60.
        #expect(frame(collectionView, 1) == CGRect(x: 160, y: 0, width: 160, height: 40))
        #expect(frame(collectionView, 2) == CGRect(x: 0, y: 50, width: 160, height: 50))
        #expect(frame(collectionView, 3) == CGRect(x: 160, y: 50, width: 160, height: 60))
        #expect(collectionView.contentSize.height == 110)
    }

    @Test func estimatedWidthsInAHorizontalLayoutTakeTheWidthTheirCellsFit() {
        let item = NSCollectionLayoutItem(layoutSize: size(.estimated(50), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.estimated(50), .fractionalHeight(1)), subitems: [item])
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group), configuration: configuration)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 100), collectionViewLayout: layout)
        collectionView.register(WideBarCell.self, forCellWithReuseIdentifier: "bar")
        let source = BarSource(count: 3)
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        // 8 + 20 + 8, 8 + 40 + 8 and 8 + 60 + 8 wide, one after the other, the height kept.
        #expect((0..<3).map { frame(collectionView, $0) } == [CGRect(x: 0, y: 0, width: 36, height: 100),
                                                             CGRect(x: 36, y: 0, width: 56, height: 100),
                                                             CGRect(x: 92, y: 0, width: 76, height: 100)])
        #expect(collectionView.contentSize.width == 168)
    }

    @Test func autoLayoutCellsAreMeasuredThroughTheirConstraints() {
        let source = BarSource(count: 3)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: rowLayout())
        collectionView.register(BarCell.self, forCellWithReuseIdentifier: "bar")
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        // 8 + 20 + 8, 8 + 40 + 8, 8 + 60 + 8.
        #expect((0..<3).map { frame(collectionView, $0)?.height } == [36, 56, 76])
        #expect(frame(collectionView, 2)?.minY == 92)
        #expect(collectionView.contentSize.height == 168)
    }

    @Test func onlyItemsShownAreMeasuredAndTheRestKeepTheirEstimate() {
        let source = NumberSource([Array(0..<100)])
        let collectionView = makeCollectionView(source: source, layout: rowLayout())
        collectionView.register(SteppedCell.self, forCellWithReuseIdentifier: "number")
        collectionView.layoutIfNeeded()
        // At 44 points each, rows 0–10 meet the 480 points shown and are measured (30 … 130); measured, rows
        // 0–7 fill them (row 7 spans 420–520). Rows 11–99 keep 44: 330 + 550 + 89 × 44 = 4796 in all.
        #expect(collectionView.indexPathsForVisibleItems.map(\.item).sorted() == Array(0...7))
        let heights = (0..<100).map { frame(collectionView, $0)?.height ?? 0 }
        #expect(heights[10] == 130 && heights[11...].allSatisfy { $0 == 44 })
        #expect(collectionView.contentSize.height == 4796)
    }

    /// A header or footer holding a bar 8 points from its top and bottom: 40 high in headers, 10 in footers.
    final class BarHeader: UICollectionReusableView {
        let bar = UIView()
        lazy var barHeight = bar.heightAnchor.constraint(equalToConstant: 10)

        required init(frame: CGRect) {
            super.init(frame: frame)
            bar.translatesAutoresizingMaskIntoConstraints = false
            addSubview(bar)
            NSLayoutConstraint.activate([
                bar.topAnchor.constraint(equalTo: topAnchor, constant: 8),
                bar.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
                bar.leadingAnchor.constraint(equalTo: leadingAnchor),
                barHeight,
            ])
        }

        required init?(coder: NSCoder) { nil }
    }

    /// Sections of three 44-point rows under a header and over a footer from `BarHeader`.
    final class HeaderSource: NSObject, UICollectionViewDataSource {
        var sections = 1
        func numberOfSections(in collectionView: UICollectionView) -> Int { sections }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> UICollectionReusableView {
            let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "bar", for: indexPath)
            (view as? BarHeader)?.barHeight.constant = kind == UICollectionView.elementKindSectionHeader ? 40 : 10
            return view
        }
    }

    /// A collection view over `source`: sections of three 44-point rows, each under a header and over a footer
    /// estimated at 30 points.
    private func headerCollectionView(_ source: HeaderSource) -> UICollectionView {
        let rowSize = size(.fractionalWidth(1), .absolute(44))
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: rowSize, subitems: [NSCollectionLayoutItem(layoutSize: rowSize)]))
        let estimated = size(.fractionalWidth(1), .estimated(30))
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(layoutSize: estimated, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top),
            NSCollectionLayoutBoundarySupplementaryItem(layoutSize: estimated, elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom),
        ]
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                              collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
            collectionView.register(BarHeader.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "bar")
        }
        collectionView.dataSource = source
        return collectionView
    }

    @Test func estimatedHeadersAndFootersTakeTheHeightTheirViewsMeasure() {
        let source = HeaderSource()
        let collectionView = headerCollectionView(source)
        collectionView.layoutIfNeeded()
        // A 56-point header (8 + 40 + 8), three rows from 56, a 26-point footer (8 + 10 + 8) at 188.
        let header = collectionView.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: [0, 0])
        let footer = collectionView.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionFooter, at: [0, 0])
        #expect(header?.frame == CGRect(x: 0, y: 0, width: 320, height: 56))
        #expect(frame(collectionView, 0)?.minY == 56)
        #expect(footer?.frame == CGRect(x: 0, y: 188, width: 320, height: 26))
        #expect(collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionFooter, at: [0, 0])?.frame.height == 26)
        #expect(collectionView.contentSize.height == 214)
    }

    @Test func reloadingForgetsTheMeasuredSizes() {
        let source = NumberSource([Array(0..<3)])
        let layout = rowLayout()
        let collectionView = makeCollectionView(source: source, layout: layout)
        collectionView.register(SteppedCell.self, forCellWithReuseIdentifier: "number")
        collectionView.layoutIfNeeded()
        #expect(layout.measuredSizes.count == 3)
        collectionView.reloadData()
        #expect(layout.measuredSizes.isEmpty)
        collectionView.layoutIfNeeded()
        #expect(collectionView.contentSize.height == 120)
    }

    /// A cell 100 points high, whatever its estimate.
    final class HundredCell: UICollectionViewCell {
        override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
            -> UICollectionViewLayoutAttributes {
            let preferred = super.preferredLayoutAttributesFitting(layoutAttributes)
            preferred.size.height = 100
            return preferred
        }
    }

    @Test func rowsMeasuredAboveTheOnesShownMoveTheOffsetSoThatTheShownOnesStayPut() {
        let source = NumberSource([Array(0..<100)])
        let collectionView = makeCollectionView(source: source, layout: rowLayout())
        collectionView.register(HundredCell.self, forCellWithReuseIdentifier: "number")
        collectionView.layoutIfNeeded()
        // Rows 0–10 met the bounds at 44 points and measure 100: row k starts at 100k up to row 11, then
        // 1100 + 44 (k − 11). Jumping to row 50 measures rows below the ones shown: the offset stays.
        collectionView.contentOffset.y = 1100 + 44 * 39
        collectionView.layoutIfNeeded()
        #expect(collectionView.contentOffset.y == 2816)
        #expect(collectionView.cellForItem(at: IndexPath(item: 50, section: 0))?.frame.minY == 2816)
        // 20 points up, row 49 (2772–2816 estimated) comes into view and measures 100: row 50 moves down 56
        // in the content, and so does the offset, leaving row 50 20 points below the top as before.
        collectionView.contentOffset.y -= 20
        collectionView.layoutIfNeeded()
        #expect(collectionView.contentOffset.y == 2852)
        #expect(collectionView.cellForItem(at: IndexPath(item: 50, section: 0))?.frame.minY == 2872)
        #expect(collectionView.cellForItem(at: IndexPath(item: 49, section: 0))?.frame == CGRect(x: 0, y: 2772, width: 320, height: 100))
    }

    @Test func aFooterMeasuredAboveTheRowsShownMovesTheOffsetByItsDifference() throws {
        let source = HeaderSource()
        source.sections = 20
        let collectionView = headerCollectionView(source)
        collectionView.layoutIfNeeded()
        let header = UICollectionView.elementKindSectionHeader, footer = UICollectionView.elementKindSectionFooter
        // Jumping to section 10's header measures it (56 points): the rows shown before are far above, nothing moves.
        let top = try #require(collectionView.layoutAttributesForSupplementaryElement(ofKind: header, at: [10, 0])).frame.minY
        collectionView.contentOffset.y = top
        collectionView.layoutIfNeeded()
        let row = try #require(collectionView.cellForItem(at: [10, 0]))
        #expect(collectionView.contentOffset.y == top && row.frame.minY - top == 56)
        // 20 points up, section 9's footer comes into view and measures 26 instead of 30: the offset follows
        // the 4 points everything below it moved, and row 0 of section 10 shows 20 points lower, no more.
        collectionView.contentOffset.y -= 20
        collectionView.layoutIfNeeded()
        #expect(collectionView.supplementaryView(forElementKind: footer, at: [9, 0])?.frame.height == 26)
        #expect(collectionView.contentOffset.y == top - 24)
        #expect(row.frame.minY - collectionView.contentOffset.y == 76)
    }
}
