import Testing
@testable import UIKit
import UIKitTesting

/// The looks of list rows that depend on their place and surroundings: accessories right to left, the rounded
/// ends of inset grouped sections, separators at section ends, coloured editing controls, traits in the cells'
/// configuration state and the layout environment, and scrolling to an item of an orthogonal band.
@MainActor @Suite struct ListAppearanceTests {
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
}
