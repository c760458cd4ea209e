import Foundation

/// A view the layout places behind a section, such as its background; its class is registered with the
/// layout (`register(_:forDecorationViewOfKind:)`).
@preconcurrency @MainActor
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// The kind of the decoration view.
    public let elementKind: String

    /// The z-order of its view; -1 by default, behind the cells.
    open var zIndex = -1

    init(elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    }

    /// A background of `elementKind` filling its section between its headers and footers, inset by the
    /// item's own `contentInsets`.
    public class func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        NSCollectionLayoutDecorationItem(elementKind: elementKind)
    }
}
