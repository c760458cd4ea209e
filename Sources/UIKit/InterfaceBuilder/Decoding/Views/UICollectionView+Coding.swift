import Foundation

extension UICollectionViewFlowLayout {
    /// `<collectionViewFlowLayout key="collectionViewLayout" scrollDirection= minimumLineSpacing=
    /// minimumInteritemSpacing=>` with its `itemSize`, `estimatedItemSize`, header and footer sizes and
    /// `sectionInset`; what the element leaves out keeps UIKit's default.
    func decode(_ element: InterfaceBuilderElement) {
        if let direction = InterfaceBuilderValues.enumeration(element["scrollDirection"], ["vertical", "horizontal"],
                                                              as: UICollectionView.ScrollDirection.self) {
            scrollDirection = direction
        }
        if let spacing = element.number("minimumLineSpacing") { minimumLineSpacing = spacing }
        if let spacing = element.number("minimumInteritemSpacing") { minimumInteritemSpacing = spacing }
        func size(_ key: String) -> CGSize? {
            // A negative size would make no sense of the layout: it keeps its default.
            element.child(key: key).map(InterfaceBuilderValues.size).flatMap { $0.width >= 0 && $0.height >= 0 ? $0 : nil }
        }
        if let size = size("itemSize") { itemSize = size }
        if let size = size("estimatedItemSize") { estimatedItemSize = size }
        if let size = size("headerReferenceSize") { headerReferenceSize = size }
        if let size = size("footerReferenceSize") { footerReferenceSize = size }
        if let inset = element.child(key: "sectionInset").map(InterfaceBuilderValues.edgeInsets) { sectionInset = inset }
    }
}
