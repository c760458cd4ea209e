import Foundation

/// Names one supplementary or decoration element of a collection view: its category, kind and index path.
struct ElementKey: Hashable {
    let category: UICollectionView.ElementCategory
    let kind: String
    let indexPath: IndexPath
}
