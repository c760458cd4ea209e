import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// `Documents.storyboard`'s prototype collection cell, with an outlet to its caption.
final class DocumentsTileCell: UICollectionViewCell {
    var caption: UILabel?
}

/// `Documents.storyboard`'s Grid: four `Tile` cells in the collection view its `grid` outlet names; it records
/// the segues it prepares.
final class DocumentsGridController: UIViewController, UICollectionViewDataSource {
    var grid: UICollectionView?
    var prepared: [UIStoryboardSegue] = []

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) { prepared.append(segue) }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: indexPath)
    }

    /// What the Interface Builder plugin registers for the two classes' outlets.
    static func register() {
        InterfaceBuilder.register(DocumentsGridController.self, outlets: ["grid": \DocumentsGridController.grid])
        InterfaceBuilder.register(DocumentsTileCell.self, outlets: ["caption": \DocumentsTileCell.caption])
    }
}

/// A storyboard collection view: its flow layout's settings, its `<collectionViewCell>` prototypes registered
/// under their reuse identifiers and dequeued as new copies with their outlets connected, and the cell's
/// selection segue.
@MainActor @Suite struct CollectionPrototypeTests {
    private func grid() throws -> DocumentsGridController {
        DocumentsGridController.register()
        let storyboard = UIStoryboard(name: "Documents", bundle: try documentsFixtures())
        return try #require(storyboard.instantiateViewController(withIdentifier: "Grid") as? DocumentsGridController)
    }

    @Test func theFlowLayoutHasTheDocumentsSettings() throws {
        let controller = try grid()
        controller.loadViewIfNeeded()
        let grid = try #require(controller.grid)
        #expect(controller.view.subviews.first === grid && grid.dataSource === controller)
        let layout = try #require(grid.collectionViewLayout as? UICollectionViewFlowLayout)
        #expect(layout.scrollDirection == .horizontal && layout.itemSize == CGSize(width: 100, height: 80))
        #expect(layout.minimumLineSpacing == 12 && layout.minimumInteritemSpacing == 6)
        #expect(layout.sectionInset == UIEdgeInsets(top: 4, left: 8, bottom: 2, right: 16))
        #expect(layout.headerReferenceSize == .zero && layout.estimatedItemSize == .zero)
    }

    @Test func prototypesAreDequeuedAsNewCellsWithTheirOutletsAndShownInTheLayout() throws {
        let controller = try grid()
        try showDocument(controller) { _ in
            let grid = try #require(controller.grid)
            let first = try #require(grid.cellForItem(at: IndexPath(item: 0, section: 0)) as? DocumentsTileCell)
            let second = try #require(grid.cellForItem(at: IndexPath(item: 1, section: 0)) as? DocumentsTileCell)
            #expect(first !== second && first.reuseIdentifier == "Tile")
            #expect(first.caption?.text == "Tile" && first.caption?.superview === first.contentView)
            #expect(second.caption !== first.caption && second.caption?.superview === second.contentView)
            #expect(rgba(first.backgroundColor) == [1, 0.8, 0, 1])
            // Horizontal: the four 80-point items fit one 838-point column (844 less the 4 and 2 insets), at the
            // left inset; the content is the inset, one item and the right inset wide.
            #expect(first.frame.origin.x == 8 && first.frame.size == CGSize(width: 100, height: 80))
            #expect(second.frame.origin.x == 8 && second.frame.minY >= first.frame.maxY + 6)
            #expect(grid.collectionViewLayout.collectionViewContentSize.width == 124)
        }
    }

    @Test func selectingACellPerformsItsSegueWithTheCellAsSender() throws {
        let controller = try grid()
        try showDocument(controller) { window in
            let grid = try #require(controller.grid)
            let cell = try #require(grid.cellForItem(at: IndexPath(item: 1, section: 0)))
            try tapDocumentView(cell, in: window)
            settleDocument()
            #expect(controller.prepared.count == 1 && grid.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
            let segue = try #require(controller.prepared.first)
            #expect(segue.identifier == "tileDetail" && segue.sender as? UICollectionViewCell === cell)
            #expect(controller.presentedViewController === segue.destination && segue.destination.title == "Detail")
        }
    }
}
