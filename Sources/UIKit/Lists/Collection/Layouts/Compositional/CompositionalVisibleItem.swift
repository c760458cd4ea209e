import Foundation
import QuartzCore

/// A visible item handed to a section's handler: the attributes the layout returns, seen before the
/// section's orthogonal scroll, so that what the handler changes is what the collection view shows.
final class CompositionalVisibleItem: NSCollectionLayoutVisibleItem {
    private let attributes: UICollectionViewLayoutAttributes
    /// How far the section's scroll moved the attributes from where the item was laid out.
    private let scroll: CGVector

    init(_ attributes: UICollectionViewLayoutAttributes, scroll: CGVector) {
        self.attributes = attributes
        self.scroll = scroll
    }

    var alpha: CGFloat {
        get { attributes.alpha }
        set { attributes.alpha = newValue }
    }
    var zIndex: Int {
        get { attributes.zIndex }
        set { attributes.zIndex = newValue }
    }
    var isHidden: Bool {
        get { attributes.isHidden }
        set { attributes.isHidden = newValue }
    }
    var center: CGPoint {
        get { CGPoint(x: attributes.center.x - scroll.dx, y: attributes.center.y - scroll.dy) }
        set { attributes.center = CGPoint(x: newValue.x + scroll.dx, y: newValue.y + scroll.dy) }
    }
    var transform: CGAffineTransform {
        get { attributes.transform }
        set { attributes.transform = newValue }
    }
    var transform3D: CATransform3D {
        get { attributes.transform3D }
        set { attributes.transform3D = newValue }
    }
    var name: String { "" }
    var indexPath: IndexPath { attributes.indexPath }
    var frame: CGRect { attributes.frame.offsetBy(dx: -scroll.dx, dy: -scroll.dy) }
    var bounds: CGRect { attributes.bounds }
    var representedElementCategory: UICollectionView.ElementCategory { attributes.representedElementCategory }
    var representedElementKind: String? { attributes.representedElementKind }
}
