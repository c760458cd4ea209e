import Testing
@testable import UIKit
import UIKitTesting

/// The looks of list rows that depend on their place and surroundings: accessories right to left, the rounded
/// ends of inset grouped sections, separators at section ends, coloured editing controls, traits in the cells'
/// configuration state and the layout environment, and scrolling to an item of an orthogonal band.
@MainActor @Suite struct ListAppearanceTests {
    /// List cells showing a text each, over sections of texts.
    final class SectionsSource: NSObject, UICollectionViewDataSource {
        var sections: [[String]]
        init(_ sections: [[String]]) { self.sections = sections }
        func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { sections[section].count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "list", for: indexPath) as! UICollectionViewListCell
            var content = cell.defaultContentConfiguration()
            content.text = sections[indexPath.section][indexPath.item]
            cell.contentConfiguration = content
            return cell
        }
    }

    private func list(_ source: SectionsSource, _ configuration: UICollectionLayoutListConfiguration) -> UICollectionView {
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "list")
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        return collectionView
    }

    private func row(_ collectionView: UICollectionView, _ item: Int, section: Int = 0) throws -> UICollectionViewListCell {
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: item, section: section)) as? UICollectionViewListCell)
        cell.layoutIfNeeded()
        return cell
    }

    // MARK: Right to left

    @Test func accessoriesAndContentAreMirroredRightToLeft() throws {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        cell.accessories = [.delete(displayed: .always), .disclosureIndicator()]
        cell.layoutIfNeeded()
        let delete = try #require(cell.accessoryViews.first?.view)
        let chevron = try #require(cell.accessoryViews.last?.view)
        // Left to right: the control 16–38, the 8-point chevron 296–304, the content between (38–296).
        #expect(delete.frame == CGRect(x: 16, y: 11, width: 22, height: 22))
        #expect(chevron.frame == CGRect(x: 296, y: 16, width: 8, height: 13) && chevron.transform == .identity)
        #expect(cell.contentView.frame == CGRect(x: 38, y: 0, width: 258, height: 44))
        // The separator starts at the text: 38 and the 16-point margin from the leading edge.
        #expect(cell.separatorView.frame == CGRect(x: 54, y: 43.5, width: 266, height: 0.5))

        cell.semanticContentAttribute = .forceRightToLeft
        cell.layoutIfNeeded()
        // Mirrored: the leading control at the right edge, the chevron at the left, pointing left.
        #expect(delete.frame == CGRect(x: 282, y: 11, width: 22, height: 22))
        #expect(chevron.frame == CGRect(x: 16, y: 16, width: 8, height: 13))
        #expect(chevron.transform == CGAffineTransform(scaleX: -1, y: 1))
        #expect(cell.contentView.frame == CGRect(x: 24, y: 0, width: 258, height: 44))
        #expect(cell.separatorView.frame == CGRect(x: 0, y: 43.5, width: 266, height: 0.5))
    }

    @Test func anOutlineDisclosureTurnsDownFromPointingLeftRightToLeft() throws {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        cell.semanticContentAttribute = .forceRightToLeft
        cell.accessories = [.outlineDisclosure()]
        cell.layoutIfNeeded()
        let disclosure = try #require(cell.accessoryViews.first?.view)
        #expect(disclosure.transform == CGAffineTransform(scaleX: -1, y: 1))
        #expect(disclosure.frame.minX == 16)
        cell.showExpansion(true)
        // Turned a quarter before the mirror: the chevron drawn pointing right points down.
        let down = CGAffineTransform(scaleX: -1, y: 1).rotated(by: .pi / 2)
        #expect(disclosure.transform == down)
        let point = CGPoint(x: 1, y: 0).applying(disclosure.transform)
        #expect(abs(point.x) < 1e-9 && abs(point.y - 1) < 1e-9)
        cell.setNeedsLayout()
        cell.layoutIfNeeded()
        #expect(disclosure.transform == down)
    }

    // MARK: Inset grouped ends

    @Test func insetGroupedSectionsRoundTheirFirstAndLastRows() throws {
        let source = SectionsSource([["A", "B", "C"], ["Alone"]])
        let collectionView = list(source, UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        let top: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        let bottom: CACornerMask = [.layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        let first = try row(collectionView, 0), middle = try row(collectionView, 1), last = try row(collectionView, 2)
        #expect(first.layer.cornerRadius == 10 && first.layer.maskedCorners == top && first.clipsToBounds)
        #expect(middle.layer.cornerRadius == 0 && !middle.clipsToBounds)
        #expect(last.layer.cornerRadius == 10 && last.layer.maskedCorners == bottom)
        let alone = try row(collectionView, 0, section: 1)
        #expect(alone.layer.cornerRadius == 10 && alone.layer.maskedCorners == top.union(bottom))

        // Deleting the last row makes the middle one the section's last.
        source.sections[0].removeLast()
        collectionView.deleteItems(at: [IndexPath(item: 2, section: 0)])
        collectionView.layoutIfNeeded()
        #expect(middle.layer.maskedCorners == bottom && middle.layer.cornerRadius == 10)
        // Plain lists leave rows square.
        let plain = list(SectionsSource([["A"]]), UICollectionLayoutListConfiguration(appearance: .plain))
        #expect(try row(plain, 0).layer.cornerRadius == 0)
    }

    @Test func aLoneInsetGroupedRowIsDrawnWithRoundedCorners() throws {
        let collectionView = list(SectionsSource([["Alone"]]), UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        let cell = try row(collectionView, 0)
        cell.backgroundConfiguration = nil
        cell.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        FramePass.runOnce()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let pixels = Pixels(UIGraphicsImageRenderer(size: cell.bounds.size, format: format).image { context in
            cell.layer.render(in: context.cgContext)
        })
        // A 10-point radius: the corner pixels fall outside the arc, (10, 10) is its centre, inside.
        let (maxX, maxY) = (pixels.width - 1, pixels.height - 1)
        for (x, y) in [(0, 0), (maxX, 0), (0, maxY), (maxX, maxY)] { #expect(pixels[x, y][3] == 0) }
        #expect(pixels[10, 10] == [0, 0, 255, 255])
        #expect(pixels[maxX / 2, 0] == [0, 0, 255, 255])
    }

    // MARK: Separators

    @Test func automaticSeparatorsShowBelowEachRowButTheLastOfAGroupedSection() throws {
        let grouped = list(SectionsSource([["A", "B"]]), UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        #expect(try [0, 1].map { try row(grouped, $0).separatorView.isHidden } == [false, true])
        #expect(try [0, 1].map { try row(grouped, $0).topSeparatorView.isHidden } == [true, true])
        let plain = list(SectionsSource([["A", "B"]]), UICollectionLayoutListConfiguration(appearance: .plain))
        #expect(try [0, 1].map { try row(plain, $0).separatorView.isHidden } == [false, false])
        var none = UICollectionLayoutListConfiguration(appearance: .plain)
        none.showsSeparators = false
        none.separatorConfiguration.topSeparatorVisibility = .visible
        let hidden = list(SectionsSource([["A"]]), none)
        #expect(try row(hidden, 0).separatorView.isHidden && row(hidden, 0).topSeparatorView.isHidden)
    }

    @Test func theSectionsSeparatorConfigurationAndTheItemHandlerDecideEachRowsLines() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .grouped)
        configuration.separatorConfiguration.color = .systemRed
        var received: [IndexPath: UIListSeparatorConfiguration] = [:]
        configuration.itemSeparatorHandler = { indexPath, section in
            received[indexPath] = section
            var separators = section
            if indexPath.item == 0 { separators.topSeparatorVisibility = .visible }
            if indexPath.item == 1 {
                separators.bottomSeparatorVisibility = .visible
                separators.bottomSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 20)
            }
            return separators
        }
        let collectionView = list(SectionsSource([["A", "B"]]), configuration)
        // The handler gets the section's configuration with the row's automatic visibility resolved.
        #expect(received[IndexPath(item: 0, section: 0)]?.bottomSeparatorVisibility == .visible)
        #expect(received[IndexPath(item: 1, section: 0)]?.bottomSeparatorVisibility == .hidden)
        #expect(received[IndexPath(item: 1, section: 0)]?.topSeparatorVisibility == .hidden)
        let first = try row(collectionView, 0), last = try row(collectionView, 1)
        #expect(!first.topSeparatorView.isHidden && first.topSeparatorView.backgroundColor == .systemRed)
        // The top line starts at the text (the 16-point margin) and runs to the trailing edge.
        #expect(first.topSeparatorView.frame == CGRect(x: 16, y: 0, width: 304, height: 0.5))
        // The last row's line shown by the handler, from the cell's leading edge to 20 before its trailing one.
        #expect(!last.separatorView.isHidden)
        #expect(last.separatorView.frame == CGRect(x: 0, y: 43.5, width: 300, height: 0.5))
        #expect(first.separatorView.frame == CGRect(x: 16, y: 43.5, width: 304, height: 0.5))
    }

    @Test func aVibrancyEffectDrawsTheSeparatorsInItsStylesColourOverItsMaterialAndABlurLeavesThem() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.separatorConfiguration.color = .systemRed
        configuration.separatorConfiguration.visualEffect = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .dark), style: .separator)
        let vibrant = list(SectionsSource([["A", "B"]]), configuration)
        let line = try #require(row(vibrant, 0).separatorView.backgroundColor)
        let light = UITraitCollection(userInterfaceStyle: .light), dark = UITraitCollection(userInterfaceStyle: .dark)
        // Over the dark material, even in the light appearance: the dark separator colour, not the configuration's red.
        #expect(UIColor.separator.resolvedColor(with: light) != UIColor.separator.resolvedColor(with: dark))
        #expect(line.resolvedColor(with: light) == UIColor.separator.resolvedColor(with: dark))
        configuration.separatorConfiguration.visualEffect = UIBlurEffect(style: .dark)
        let blurred = list(SectionsSource([["A", "B"]]), configuration)
        #expect(try row(blurred, 0).separatorView.backgroundColor == .systemRed)
    }

    @Test func aNonFiniteSeparatorInsetIsRefusedAndTakenAsAutomatic() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.separatorConfiguration.bottomSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: .nan, bottom: 0,
                                                                                              trailing: .infinity)
        var collectionView: UICollectionView?
        let messages = UIKitLogObservers.capture { collectionView = list(SectionsSource([["A"]]), configuration) }
        #expect(messages.contains { $0.contains("separator insets") && $0.contains("not finite") })
        // Both edges automatic: from the text (16) to the trailing edge.
        #expect(try row(try #require(collectionView), 0).separatorView.frame == CGRect(x: 16, y: 43.5, width: 304, height: 0.5))
    }

    // MARK: Coloured controls

    @Test func deleteAndInsertControlsTakeTheirOptionsColours() throws {
        let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1), yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        cell.accessories = [.delete(displayed: .always, options: .init(tintColor: yellow, backgroundColor: blue)),
                            .insert(displayed: .always, options: .init(backgroundColor: yellow)),
                            .delete(displayed: .always)]
        cell.layoutIfNeeded()
        let images = try cell.accessoryViews.map { try #require(($0.view as? UIButton)?.image(for: .normal)) }
        let pixels = images.map(Pixels.init)
        // At 2×: the disc at (3, 11) points, the bar across the middle at (8, 11).
        #expect(pixels[0][6, 22] == [0, 0, 255, 255] && pixels[0][16, 22] == [255, 255, 0, 255])
        #expect(pixels[1][6, 22] == [255, 255, 0, 255] && pixels[1][16, 22] == [255, 255, 255, 255])
        let red = pixels[2][6, 22]
        #expect(red[0] > 200 && red[2] < 100 && pixels[2][16, 22] == [255, 255, 255, 255])
    }

    // MARK: Traits

    @Test func cellsConfigurationStatesCarryTheirTraitsAndUpdateWhenTheyChange() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let tableCell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let collectionCell = UICollectionViewCell(frame: CGRect(x: 0, y: 50, width: 320, height: 44))
        tableCell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        var seen: [String] = []
        tableCell.configurationUpdateHandler = { _, state in seen.append("table \(state.traitCollection.userInterfaceStyle)") }
        collectionCell.configurationUpdateHandler = { _, state in seen.append("collection \(state.traitCollection.userInterfaceStyle)") }
        container.addSubview(tableCell)
        container.addSubview(collectionCell)
        container.overrideUserInterfaceStyle = .light
        container.layoutIfNeeded()
        #expect(seen == ["table \(UIUserInterfaceStyle.light)", "collection \(UIUserInterfaceStyle.light)"])
        seen = []
        container.overrideUserInterfaceStyle = .dark
        #expect(tableCell.configurationState.traitCollection.userInterfaceStyle == .dark)
        #expect(collectionCell.configurationState.traitCollection.userInterfaceStyle == .dark)
        container.layoutIfNeeded()
        #expect(seen == ["table \(UIUserInterfaceStyle.dark)", "collection \(UIUserInterfaceStyle.dark)"])
        container.layoutIfNeeded()
        #expect(seen.count == 2)
    }

    @Test func sectionProvidersSeeTheCollectionViewsTraitsAndAreAskedAgainWhenLayoutTraitsChange() {
        var asked: [UIUserInterfaceSizeClass] = []
        let layout = UICollectionViewCompositionalLayout { _, environment in
            let compact = environment.traitCollection.horizontalSizeClass == .compact
            asked.append(environment.traitCollection.horizontalSizeClass)
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(compact ? 1 : 0.5),
                                                                                 heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
        let source = NumberSource([Array(0..<4)])
        let collectionView = makeCollectionView(source: source, layout: layout)
        collectionView.traitOverrides.horizontalSizeClass = .regular
        collectionView.layoutIfNeeded()
        #expect(asked == [.regular])
        // Regular: two 160-point items a row; compact: one 320-point item a row.
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 160, y: 0, width: 160, height: 50))
        collectionView.traitOverrides.horizontalSizeClass = .compact
        collectionView.layoutIfNeeded()
        #expect(asked == [.regular, .compact])
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 0, y: 50, width: 320, height: 50))
        #expect(collectionView.contentSize.height == 200)
        // A change of colours alone lays nothing out again.
        collectionView.overrideUserInterfaceStyle = .dark
        collectionView.layoutIfNeeded()
        #expect(asked == [.regular, .compact])
    }

    // MARK: Scrolling to an item of an orthogonal band

    /// A 320 × 480 collection view: section 0 ten 100-point rows (0–1000), section 1 a band of ten 100 × 100
    /// items side by side (1000–1100), scrolling continuously.
    private func bandLayout(source: NumberSource, frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 480)) -> UICollectionView {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let rows = NSCollectionLayoutSection(group: .horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item]))
        let band = NSCollectionLayoutSection(group: .horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(100)), subitems: [item]))
        band.orthogonalScrollingBehavior = .continuous
        let layout = UICollectionViewCompositionalLayout { index, _ in index == 0 ? rows : band }
        let collectionView = makeCollectionView(source: source, layout: layout)
        collectionView.frame = frame
        collectionView.layoutIfNeeded()
        return collectionView
    }

    @Test func scrollingToAnItemOfABandScrollsTheBandAndTheCollectionViewToIt() throws {
        let source = NumberSource([Array(0..<10), Array(0..<10)])
        let collectionView = bandLayout(source: source)
        collectionView.scrollToItem(at: IndexPath(item: 7, section: 1), at: [.centeredHorizontally, .centeredVertically], animated: false)
        collectionView.layoutIfNeeded()
        // Across: item 7 (700–800) centred in 320 points: 750 − 160 = 590. Down: 1050 − 240 = 810, held at the end (1100 − 480).
        #expect(collectionView.contentOffset == CGPoint(x: 0, y: 620))
        #expect(collectionView.orthogonalContentOffset(inSection: 1) == CGPoint(x: 590, y: 0))
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 7, section: 1)))
        #expect(cell.convert(cell.bounds, to: collectionView) == CGRect(x: 110, y: 1000, width: 100, height: 100))

        // Without a vertical position the view scrolls by the least that shows the band; the last item
        // at the right edge stops at the band's end (1000 − 320).
        collectionView.setContentOffset(.zero, animated: false)
        collectionView.layoutIfNeeded()
        collectionView.scrollToItem(at: IndexPath(item: 9, section: 1), at: .right, animated: false)
        collectionView.layoutIfNeeded()
        #expect(collectionView.contentOffset == CGPoint(x: 0, y: 620))
        #expect(collectionView.orthogonalContentOffset(inSection: 1) == CGPoint(x: 680, y: 0))
        // No position along the band: it moves by the least that shows item 2 whole (at its left edge, 200).
        collectionView.scrollToItem(at: IndexPath(item: 2, section: 1), at: [], animated: false)
        collectionView.layoutIfNeeded()
        #expect(collectionView.orthogonalContentOffset(inSection: 1) == CGPoint(x: 200, y: 0))
    }

    @Test func anAnimatedScrollToAnItemOfABandMovesBothOnTheClock() throws {
        try withScrollWindow { window, _, clock in
            let source = NumberSource([Array(0..<10), Array(0..<10)])
            let collectionView = bandLayout(source: source, frame: window.bounds)
            window.addSubview(collectionView)
            FramePass.runOnce()
            collectionView.scrollToItem(at: IndexPath(item: 5, section: 1), at: [.left, .top], animated: true)
            clock.renderFrames(60)
            // Across: item 5 at the band's left edge (500); down: the band's top (1000), held at 1100 − 400.
            #expect(collectionView.contentOffset == CGPoint(x: 0, y: 700))
            #expect(collectionView.orthogonalContentOffset(inSection: 1) == CGPoint(x: 500, y: 0))
            let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 5, section: 1)))
            #expect(cell.convert(cell.bounds, to: window) == CGRect(x: 0, y: 300, width: 100, height: 100))
        }
    }
}
