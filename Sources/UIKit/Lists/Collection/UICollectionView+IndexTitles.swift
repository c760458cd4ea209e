import Foundation

extension UICollectionView {
    /// Shows the data source's `indexTitles(for:)` along the trailing edge of the visible area; a touch or a
    /// drag on a title scrolls to the item `collectionView(_:indexPathForIndexTitle:at:)` gives.
    func placeIndexTitles() {
        indexTitlesView = SectionIndexView.place(indexTitlesView, titles: dataSource?.indexTitles(for: self), in: self,
                                                 color: nil, background: nil) { [weak self] in
            self?.scrollToIndexTitle($0)
        }
    }

    /// Scrolls the item of the index title at `index` to the top (the left edge when the content only
    /// scrolls sideways); `scrollToItem` refuses an index path the collection view does not have.
    private func scrollToIndexTitle(_ index: Int) {
        guard let dataSource, let titles = indexTitlesView?.titles, titles.indices.contains(index) else { return }
        let target = dataSource.collectionView(self, indexPathForIndexTitle: titles[index], at: index)
        let sideways = contentSize.width > bounds.width && contentSize.height <= bounds.height
        scrollToItem(at: target, at: sideways ? .left : .top, animated: false)
    }
}
