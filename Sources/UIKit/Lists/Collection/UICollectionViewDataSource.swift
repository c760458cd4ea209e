import Foundation

/// What a collection view asks for its content: the numbers of sections and items, and the views showing
/// them. Asked only for what is shown.
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: AnyObject {
    /// The number of items in `section`.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for the item at `indexPath`, from `dequeueReusableCell(withReuseIdentifier:for:)`.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// The number of sections; 1 by default.
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// The supplementary view of `kind` at `indexPath`, from
    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`. Required when the layout has
    /// supplementary views; by default an empty view, logged.
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView
    /// Whether the item at `indexPath` can be moved by the user; false by default.
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// The user moved an item: update the data to match.
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                        to destinationIndexPath: IndexPath)
    /// The titles of the index along the trailing edge, such as the letters of an alphabetical list; `nil`
    /// (no index) by default.
    func indexTitles(for collectionView: UICollectionView) -> [String]?
    /// The item to scroll to when the user touches the index title at `index`; by default the first item of
    /// the section at `index`.
    func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath
}

extension UICollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// An empty view; the layout asked for a supplementary view the data source does not provide.
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        uikitLog.error("the data source does not implement collectionView(_:viewForSupplementaryElementOfKind:at:) but the layout asks for a view of kind \(kind) at index path \(indexPath.description); an empty view is shown.")
        return UICollectionReusableView(frame: .zero)
    }

    /// No item can be moved.
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }

    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                               to destinationIndexPath: IndexPath) {}

    /// No index.
    public func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }

    /// The first item of the section at `index`.
    public func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String,
                               at index: Int) -> IndexPath {
        IndexPath(item: 0, section: index)
    }
}
