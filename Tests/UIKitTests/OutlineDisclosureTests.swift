import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Outline items of a list opened and closed by touch: the outline disclosure accessory (and a tap anywhere on
/// a header-style row) expands and collapses items through the diffable data source's section snapshot.
@MainActor @Suite struct OutlineDisclosureTests {
    /// A list of 44-point rows over a diffable data source showing the outline 10 (11, 12), 20 (21), all
    /// collapsed; each parent row has an outline disclosure made by `disclosure`, and a header configuration
    /// when `headers`.
    @MainActor final class Fixture: NSObject, UICollectionViewDelegate {
        let collectionView: UICollectionView
        var source: UICollectionViewDiffableDataSource<String, Int>!
        var selected: [Int] = []
        var calls: [String] = []

        init(in window: UIWindow, headers: Bool = false, disclosure: @escaping @MainActor (Int) -> UICellAccessory = { _ in .outlineDisclosure() }) {
            let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
            collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
            super.init()
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
                var content = headers && item % 10 == 0 ? UIListContentConfiguration.header() : cell.defaultContentConfiguration()
                content.text = "\(item)"
                cell.contentConfiguration = content
                cell.accessories = item % 10 == 0 ? [disclosure(item)] : []
            }
            source = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
            source.sectionSnapshotHandlers.shouldExpandItem = { [unowned self] in self.calls.append("should expand \($0)"); return true }
            source.sectionSnapshotHandlers.willExpandItem = { [unowned self] in self.calls.append("will expand \($0)") }
            source.sectionSnapshotHandlers.shouldCollapseItem = { [unowned self] in self.calls.append("should collapse \($0)"); return true }
            source.sectionSnapshotHandlers.willCollapseItem = { [unowned self] in self.calls.append("will collapse \($0)") }
            collectionView.delegate = self
            window.addSubview(collectionView)
            var outline = NSDiffableDataSourceSectionSnapshot<Int>()
            outline.append([10, 20])
            outline.append([11, 12], to: 10)
            outline.append([21], to: 20)
            source.apply(outline, to: "S", animatingDifferences: false)
            FramePass.runOnce()
        }

        /// The items shown, top to bottom.
        var shown: [Int] {
            collectionView.indexPathsForVisibleItems.sorted().compactMap { source.itemIdentifier(for: $0) }
        }

        /// The outline disclosure of the row showing `item`.
        func disclosure(_ item: Int) throws -> UIView {
            let indexPath = try #require(source.indexPath(for: item))
            let cell = try #require(collectionView.cellForItem(at: indexPath) as? UICollectionViewListCell)
            return try #require(cell.accessoryViews.first?.view)
        }

        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            source.itemIdentifier(for: indexPath).map { selected.append($0) }
        }
    }

    @Test func theDisclosureOpensAndClosesItsItemAndTurnsWithIt() throws {
        try withScrollWindow { window, generator, clock in
            let fixture = Fixture(in: window)
            #expect(fixture.shown == [10, 20])
            let chevron = try fixture.disclosure(10)
            #expect(chevron.transform == .identity && chevron.accessibilityLabel == "Expand")
            try generator.fingerTap(on: chevron)
            clock.renderFrames(30)
            #expect(fixture.calls == ["should expand 10", "will expand 10"])
            #expect(fixture.source.snapshot(for: "S").isExpanded(10))
            #expect(fixture.shown == [10, 11, 12, 20])
            // The rows below moved down by the two rows inserted.
            let moved = try #require(fixture.collectionView.cellForItem(at: IndexPath(item: 3, section: 0)))
            #expect(abs(moved.frame.minY - 3 * 44) < 1e-9)
            #expect(chevron.transform == CGAffineTransform(rotationAngle: .pi / 2) && chevron.accessibilityLabel == "Collapse")
            let cell = try #require(fixture.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
            #expect(cell.configurationState.isExpanded)
            // In the cell style a tap elsewhere on the row selects it and leaves the outline alone.
            try generator.fingerTap(at: CGPoint(x: 60, y: 22))
            clock.renderFrames(5)
            #expect(fixture.selected == [10] && fixture.shown == [10, 11, 12, 20])
            try generator.fingerTap(on: chevron)
            clock.renderFrames(30)
            #expect(fixture.calls.suffix(2) == ["should collapse 10", "will collapse 10"])
            #expect(fixture.shown == [10, 20] && chevron.transform == .identity && !cell.configurationState.isExpanded)
        }
    }

    @Test func aHeaderStyleRowOpensOnATapAnywhereAndIsNotSelected() throws {
        try withScrollWindow { window, generator, clock in
            let fixture = Fixture(in: window) { _ in .outlineDisclosure(options: .init(style: .header)) }
            try generator.fingerTap(at: CGPoint(x: 60, y: 66))
            clock.renderFrames(30)
            #expect(fixture.shown == [10, 20, 21] && fixture.selected.isEmpty)
            #expect(try fixture.disclosure(20).transform == CGAffineTransform(rotationAngle: .pi / 2))
            try generator.fingerTap(at: CGPoint(x: 60, y: 66))
            clock.renderFrames(30)
            #expect(fixture.shown == [10, 20] && fixture.selected.isEmpty)
        }
    }

    @Test func theAutomaticStyleActsAsAHeaderOnAHeaderConfiguration() throws {
        try withScrollWindow { window, generator, clock in
            let fixture = Fixture(in: window, headers: true)
            try generator.fingerTap(at: CGPoint(x: 60, y: 22))
            clock.renderFrames(30)
            #expect(fixture.shown == [10, 11, 12, 20] && fixture.selected.isEmpty)
        }
    }

    @Test func anActionHandlerReplacesTheToggle() throws {
        try withScrollWindow { window, generator, clock in
            var tapped: [Int] = []
            let fixture = Fixture(in: window) { item in .outlineDisclosure { tapped.append(item) } }
            try generator.fingerTap(on: try fixture.disclosure(20))
            clock.renderFrames(30)
            #expect(tapped == [20] && fixture.shown == [10, 20] && fixture.calls.isEmpty)
        }
    }
}
