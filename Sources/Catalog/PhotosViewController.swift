import UIKit

/// A photo grid in a compositional layout: each section a wide photo beside two stacked ones, then a row of
/// three squares. The photos are landscapes drawn in the palette's colours.
final class PhotosViewController: UIViewController, UICollectionViewDataSource {
    private static let hues: [UInt32] = [0x5AC8FA, 0x34C759, 0xFF9500, 0xAF52DE, 0xFF2D55, 0x5856D6, 0xFFCC00]

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Photos"
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        let grid = UICollectionView(frame: .zero, collectionViewLayout: Self.layout())
        grid.backgroundColor = .systemBackground
        grid.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
        grid.dataSource = self
        view = grid
    }

    /// A wide photo two-thirds across with two stacked beside it, then three squares: six photos a group, each
    /// inset by a point so that two points of background show between them.
    private static func layout() -> UICollectionViewCompositionalLayout {
        func item(width: CGFloat, height: CGFloat) -> NSCollectionLayoutItem {
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(width), heightDimension: .fractionalHeight(height)))
            item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
            return item
        }
        let pair = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)),
            repeatingSubitem: item(width: 1, height: 0.5), count: 2)
        let top = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(2.0 / 3)),
            subitems: [item(width: 2.0 / 3, height: 1), pair])
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3)),
            repeatingSubitem: item(width: 1.0 / 3, height: 1), count: 3)
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1)),
            subitems: [top, row])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 600 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
        (cell as? PhotoCell)?.hue = Self.hues[indexPath.item % Self.hues.count]
        return cell
    }
}

/// A grid cell showing one drawn landscape under a sky of its hue.
final class PhotoCell: UICollectionViewCell {
    private let picture = LandscapeView()

    /// The colour at the top of the sky, as 0xRRGGBB.
    var hue: UInt32 = 0x5AC8FA {
        didSet { picture.skyColor = color(hue) }
    }

    required override init(frame: CGRect) {
        super.init(frame: frame)
        picture.frame = contentView.bounds
        picture.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        picture.contentMode = .redraw
        contentView.addSubview(picture)
    }

    required init?(coder: NSCoder) { nil }
}
