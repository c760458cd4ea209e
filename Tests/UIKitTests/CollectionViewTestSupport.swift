import Testing
@testable import UIKit
import UIKitTesting

/// A cell that counts how many were made and shows the item it was last configured for.
final class NumberCell: UICollectionViewCell {
    nonisolated(unsafe) static var made = 0
    var item = -1
    var reused = 0

    required init(frame: CGRect) {
        super.init(frame: frame)
        NumberCell.made += 1
    }

    required init?(coder: NSCoder) { nil }

    override func prepareForReuse() {
        super.prepareForReuse()
        reused += 1
    }
}

/// A data source and delegate over an array of sections of item numbers, recording what it is asked and told.
final class NumberSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate,
                          UICollectionViewDataSourcePrefetching {
    var sections: [[Int]]
    var requested: [IndexPath] = []
    var log: [String] = []
    var prefetched: [IndexPath] = []
    var cancelled: [IndexPath] = []

    init(_ sections: [[Int]]) {
        self.sections = sections
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        requested.append(indexPath)
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "number", for: indexPath)
        (cell as? NumberCell)?.item = sections[indexPath.section][indexPath.item]
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "supplementary", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append("select \(indexPath.section)-\(indexPath.item)")
    }

    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        log.append("deselect \(indexPath.section)-\(indexPath.item)")
    }

    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        log.append("highlight \(indexPath.section)-\(indexPath.item)")
    }

    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        log.append("unhighlight \(indexPath.section)-\(indexPath.item)")
    }

    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        prefetched += indexPaths
    }

    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        cancelled += indexPaths
    }
}

/// A collection view of `size` with a flow layout of 100 × 50 items and 10-point spacing, over `source`,
/// its cells `NumberCell`s.
@MainActor
func makeCollectionView(size: CGSize = CGSize(width: 320, height: 480), source: NumberSource,
                        layout: UICollectionViewLayout? = nil) -> UICollectionView {
    let flow = UICollectionViewFlowLayout()
    flow.itemSize = CGSize(width: 100, height: 50)
    let collectionView = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout ?? flow)
    collectionView.register(NumberCell.self, forCellWithReuseIdentifier: "number")
    for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
        collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "supplementary")
    }
    collectionView.dataSource = source
    collectionView.delegate = source
    return collectionView
}

/// The item numbers shown by the visible cells, by index path.
@MainActor
func shownItems(_ collectionView: UICollectionView) -> [IndexPath: Int] {
    var shown: [IndexPath: Int] = [:]
    for indexPath in collectionView.indexPathsForVisibleItems {
        shown[indexPath] = (collectionView.cellForItem(at: indexPath) as? NumberCell)?.item
    }
    return shown
}

/// The item numbers shown by the visible cells, in index-path order.
@MainActor
func shownItemsInOrder(_ collectionView: UICollectionView) -> [Int] {
    shownItems(collectionView).sorted { $0.key < $1.key }.map(\.value)
}

/// The index paths of `items` in section `section`.
func paths(_ items: some Sequence<Int>, section: Int = 0) -> [IndexPath] {
    items.map { IndexPath(item: $0, section: section) }
}
