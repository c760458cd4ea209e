import Foundation

extension NSCollectionLayoutSection {
    /// The estimated height of a list row and of its headers and footers.
    static let listRowEstimate: CGFloat = 44

    /// A list section: one full-width row per item. Grouped appearances leave 18 points above and below each
    /// section; inset ones also inset the rows from the sides by 16 points in a container narrower than 414,
    /// else 20, as the system's minimum layout margins.
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let rowSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(listRowEstimate))
        let row = NSCollectionLayoutItem(layoutSize: rowSize)
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: rowSize, subitems: [row]))
        section.listConfiguration = configuration
        let side: CGFloat = layoutEnvironment.container.effectiveContentSize.width < 414 ? 16 : 20
        switch configuration.appearance {
        case .plain, .sidebarPlain: break
        case .grouped: section.contentInsets = NSDirectionalEdgeInsets(top: 18, leading: 0, bottom: 18, trailing: 0)
        case .insetGrouped, .sidebar:
            section.contentInsets = NSDirectionalEdgeInsets(top: 18, leading: side, bottom: 18, trailing: side)
        }
        let supplementarySize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                       heightDimension: .estimated(listRowEstimate))
        if configuration.headerMode == .supplementary {
            let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: supplementarySize,
                                                                     elementKind: UICollectionView.elementKindSectionHeader,
                                                                     alignment: .top)
            header.pinToVisibleBounds = configuration.appearance == .plain
            section.boundarySupplementaryItems.append(header)
        }
        if configuration.footerMode == .supplementary {
            section.boundarySupplementaryItems.append(
                NSCollectionLayoutBoundarySupplementaryItem(layoutSize: supplementarySize,
                                                            elementKind: UICollectionView.elementKindSectionFooter,
                                                            alignment: .bottom))
        }
        return section
    }
}
