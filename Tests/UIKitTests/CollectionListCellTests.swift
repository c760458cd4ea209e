import Testing
@testable import UIKit
import UIKitTesting

/// UICollectionViewListCell's accessories, indentation and separator guide, and the content and background
/// configurations of collection view cells with their state.
@MainActor @Suite struct CollectionListCellTests {
    /// List cells showing a text each, over `texts`, in a plain list.
    final class TextSource: NSObject, UICollectionViewDataSource {
        var texts: [String]
        var configure: (UICollectionViewListCell, Int) -> Void = { _, _ in }
        init(_ texts: [String]) { self.texts = texts }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { texts.count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "list", for: indexPath) as! UICollectionViewListCell
            var content = cell.defaultContentConfiguration()
            content.text = texts[indexPath.item]
            cell.contentConfiguration = content
            configure(cell, indexPath.item)
            return cell
        }
        func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
        func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                            to destinationIndexPath: IndexPath) {
            texts.insert(texts.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
        }
    }

    private func list(_ source: TextSource, appearance: UICollectionLayoutListConfiguration.Appearance = .plain) -> UICollectionView {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: appearance))
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "list")
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        return collectionView
    }

    private func cell(_ collectionView: UICollectionView, _ item: Int) -> UICollectionViewListCell? {
        collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? UICollectionViewListCell
    }

    private func laidOut(_ cell: UICollectionViewListCell) -> UICollectionViewListCell {
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        cell.layoutIfNeeded()
        return cell
    }

    // MARK: Self-sizing rows

    @Test func listRowsSizeThemselvesToTheirText() throws {
        let long = Array(repeating: "word", count: 80).joined(separator: " ")
        let collectionView = list(TextSource(["Short", long, "Short"]))
        let font = UIFont.preferredFont(forTextStyle: .body)
        let rows = (0..<3).map { collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame }
        // A line of body text and 11 points above and below fit the 44-point minimum; 80 words wrap to several lines.
        #expect(rows[0] == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(rows[1].minY == 44 && rows[1].height >= 3 * font.lineHeight + 22)
        #expect(rows[2] == CGRect(x: 0, y: rows[1].maxY, width: 320, height: 44))
        #expect(collectionView.contentSize.height == 88 + rows[1].height)
        #expect(try #require(cell(collectionView, 1)).frame == rows[1])
    }

    // MARK: Accessories

    @Test func trailingAccessoriesSitInOrderAtTheTrailingEdge() throws {
        let cell = UICollectionViewListCell(frame: .zero)
        cell.accessories = [.label(text: "Off"), .disclosureIndicator()]
        _ = laidOut(cell)
        let label = try #require(cell.subviews.compactMap { $0 as? UILabel }.first)
        // The 8-point chevron 16 from the edge (x = 296, centred in 44: y = 16); the label 16 before it.
        let chevron = try #require(cell.accessoryViews.last?.view)
        #expect(chevron.frame == CGRect(x: 296, y: 16, width: 8, height: 13))
        #expect(label.text == "Off" && label.frame.maxX == 280)
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 280 - label.frame.width, height: 44))
    }

    @Test func editingAccessoriesShowOnlyWhileTheCollectionViewEdits() throws {
        var deleted: [Int] = []
        let source = TextSource(["A", "B"])
        source.configure = { cell, item in
            cell.accessories = [.delete { deleted.append(item) }, .reorder(), .checkmark(displayed: .whenNotEditing)]
        }
        let collectionView = list(source)
        let row = try #require(cell(collectionView, 1))
        // Out of editing mode only the 14-point checkmark shows, 16 from the trailing edge: the content ends at it.
        #expect(row.accessoryViews.count == 1 && row.contentView.frame == CGRect(x: 0, y: 0, width: 290, height: 44))
        collectionView.isEditing = true
        #expect(row.configurationState.isEditing)
        row.layoutIfNeeded()
        // The 22-point delete control 16 from the leading edge; the 22-point reorder control 16 from the trailing one.
        let delete = try #require(row.accessoryViews.first?.view as? UIButton)
        #expect(delete.frame == CGRect(x: 16, y: 11, width: 22, height: 22))
        #expect(row.accessoryViews.last?.view.frame == CGRect(x: 282, y: 15, width: 22, height: 14))
        // The content view runs from control to control: its own margins keep the text off them.
        #expect(row.contentView.frame == CGRect(x: 38, y: 0, width: 244, height: 44))
        delete.sendActions(for: .touchUpInside)
        #expect(deleted == [1])
    }

    @Test func indentationMovesTheContentAndLeadingAccessories() {
        let cell = UICollectionViewListCell(frame: .zero)
        cell.accessories = [.delete(displayed: .always)]
        cell.indentationLevel = 2
        _ = laidOut(cell)
        // 2 × 10 points of indentation, then 16 and the 22-point control.
        #expect(cell.accessoryViews.first?.view.frame.minX == 36)
        #expect(cell.contentView.frame.minX == 58)
        cell.indentsAccessories = false
        cell.layoutIfNeeded()
        #expect(cell.accessoryViews.first?.view.frame.minX == 16)
        #expect(cell.contentView.frame.minX == 58)
        cell.indentationLevel = -1
        #expect(cell.indentationLevel == 0)
    }

    @Test func aCustomViewGoesWhereItsPlacementSays() {
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        let cell = UICollectionViewListCell(frame: .zero)
        cell.accessories = [.delete(displayed: .always),
                            .customView(configuration: .init(customView: badge, placement: .leading(at: { _ in 0 })))]
        _ = laidOut(cell)
        // Placed first on the leading edge: 16, the badge, 16, the delete control.
        #expect(badge.frame == CGRect(x: 16, y: 12, width: 30, height: 20))
        #expect(cell.accessoryViews.map { $0.view === badge } == [true, false])
        #expect(cell.contentView.frame.minX == 84)
    }

    @Test func theSeparatorStartsAtTheTextUnlessTheGuideIsConstrained() {
        let cell = UICollectionViewListCell(frame: .zero)
        var content = cell.defaultContentConfiguration()
        content.text = "Wi-Fi"
        content.image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in }
        cell.contentConfiguration = content
        _ = laidOut(cell)
        // The 16-point margin, the 20-point image and 16 points of padding.
        #expect(cell.separatorLayoutGuide.layoutFrame.minX == 52)
        #expect(cell.separatorView.frame == CGRect(x: 52, y: 43.5, width: 268, height: 0.5))
        cell.separatorLayoutGuide.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 4).isActive = true
        cell.setNeedsLayout()
        cell.layoutIfNeeded()
        #expect(cell.separatorView.frame.minX == 4)
    }

    // MARK: Configurations and state

    @Test func aContentConfigurationReusesItsViewWhenItCan() throws {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        var content = UIListContentConfiguration.cell()
        content.text = "One"
        cell.contentConfiguration = content
        let view = try #require(cell.contentView.subviews.first as? UIListContentView)
        content.text = "Two"
        cell.contentConfiguration = content
        #expect(cell.contentView.subviews.count == 1 && cell.contentView.subviews.first === view)
        #expect((view.configuration as? UIListContentConfiguration)?.text == "Two")
        cell.contentConfiguration = nil
        #expect(cell.contentView.subviews.isEmpty)
    }

    @Test func theBackgroundConfigurationFollowsSelection() throws {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        var background = UIBackgroundConfiguration.listGroupedCell()
        background.cornerRadius = 10
        background.backgroundInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        cell.backgroundConfiguration = background
        cell.layoutIfNeeded()
        let view = try #require(cell.subviews.first)
        #expect(view.backgroundColor == .secondarySystemGroupedBackground)
        #expect(view.frame == CGRect(x: 16, y: 0, width: 288, height: 44) && view.layer.cornerRadius == 10)
        cell.isSelected = true
        cell.layoutIfNeeded()
        #expect(view.backgroundColor == .systemGray4)
        cell.isSelected = false
        cell.layoutIfNeeded()
        #expect(view.backgroundColor == .secondarySystemGroupedBackground)
    }

    @Test func theUpdateHandlerSeesEachNewStateOnceBeforeLayout() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        var states: [UICellConfigurationState] = []
        cell.configurationUpdateHandler = { _, state in states.append(state) }
        cell.layoutIfNeeded()
        cell.isHighlighted = true
        cell.isSelected = true
        #expect(states.count == 1)
        cell.layoutIfNeeded()
        #expect(states.count == 2 && states[1].isHighlighted && states[1].isSelected && !states[1].isEditing)
        cell.layoutIfNeeded()
        #expect(states.count == 2)
        cell.setNeedsUpdateConfiguration()
        cell.layoutIfNeeded()
        #expect(states.count == 3)
    }

    @Test func cellsInTheCollectionViewUpdateForEditingAndSelection() throws {
        var editing: [Bool] = []
        let source = TextSource(["A"])
        source.configure = { cell, _ in cell.configurationUpdateHandler = { _, state in editing.append(state.isEditing) } }
        let collectionView = list(source)
        #expect(editing == [false])
        collectionView.isEditing = true
        collectionView.layoutIfNeeded()
        #expect(editing == [false, true])
        collectionView.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        let row = try #require(cell(collectionView, 0))
        #expect(row.configurationState.isSelected && row.configurationState.isEditing)
    }

    @Test func listCellsTakeTheLooksOfTheirListsAppearance() throws {
        let grouped = list(TextSource(["A", "B"]), appearance: .insetGrouped)
        let row = try #require(cell(grouped, 0))
        #expect(row.backgroundConfiguration == .listGroupedCell())
        // A separator under the first row; none under the section's last.
        #expect(row.defaultContentConfiguration() == .cell() && !row.separatorView.isHidden)
        #expect(try #require(cell(grouped, 1)).separatorView.isHidden)
        var sidebar = UICollectionLayoutListConfiguration(appearance: .sidebar)
        sidebar.showsSeparators = false
        let layout = UICollectionViewCompositionalLayout.list(using: sidebar)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "list")
        let source = TextSource(["A"])
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        let sidebarRow = try #require(cell(collectionView, 0))
        #expect(sidebarRow.backgroundConfiguration == .listSidebarCell() && sidebarRow.separatorView.isHidden)
    }

    @Test func anAccompaniedSidebarCellTurnsWhiteOverTheTintWhileSelected() {
        var content = UIListContentConfiguration.accompaniedSidebarCell()
        content.textProperties.color = .systemRed
        var selected = UICellConfigurationState(traitCollection: UITraitCollection())
        selected.isSelected = true
        let shown = content.updated(for: selected)
        #expect(shown.textProperties.color == .white && shown.imageProperties.tintColor == .white)
        let restored = shown.updated(for: UICellConfigurationState(traitCollection: UITraitCollection()))
        #expect(restored.textProperties.color == .systemRed && restored.imageProperties.tintColor == nil)
        #expect(UIListContentConfiguration.cell().updated(for: selected) == .cell())
        let background = UIBackgroundConfiguration.listAccompaniedSidebarCell().updated(for: selected)
        #expect(background.backgroundColor == nil && background.cornerRadius == 10)
        #expect(UIBackgroundConfiguration.listSidebarCell().updated(for: selected).backgroundColor == .systemGray4)
    }

    @Test func draggingTheReorderControlMovesTheRow() throws {
        try withScrollWindow { window, generator, clock in
            let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
            let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
            collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "list")
            let source = TextSource(["A", "B", "C", "D"])
            source.configure = { cell, _ in cell.accessories = [.reorder(displayed: .always)] }
            collectionView.dataSource = source
            window.addSubview(collectionView)
            FramePass.runOnce()
            let control = try #require(cell(collectionView, 0)?.accessoryViews.first?.view)
            let start = control.convert(CGPoint(x: control.bounds.midX, y: control.bounds.midY), to: window)
            // Row 0 dragged down to the middle of row 2 (88–132).
            try generator.fingerDown(at: start)
            try generator.fingerMove(to: CGPoint(x: start.x, y: 110), duration: 0.3)
            // While the finger is over row 2, rows 1 and 2 move up a place to make room; row 3 stays.
            clock.renderFrames(30)
            #expect([1, 2, 3].map { cell(collectionView, $0)?.frame.minY } == [0, 44, 132])
            try generator.fingerUp()
            clock.renderFrames(30)
            #expect(source.texts == ["B", "C", "A", "D"])
            #expect((0..<4).map { cell(collectionView, $0)?.frame.minY } == [0, 44, 88, 132])
        }
    }
}
