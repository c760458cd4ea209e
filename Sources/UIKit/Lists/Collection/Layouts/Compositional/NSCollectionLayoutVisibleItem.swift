import Foundation
import QuartzCore

/// An item of a compositional section as a visible-items handler sees it: where it is and how it looks,
/// which the handler may change before the item is shown.
@preconcurrency @MainActor
public protocol NSCollectionLayoutVisibleItem: AnyObject {
    /// The item's opacity, from 0 to 1.
    var alpha: CGFloat { get set }
    /// The item's place in front of (higher) or behind (lower) the others.
    var zIndex: Int { get set }
    /// Whether the item is hidden.
    var isHidden: Bool { get set }
    /// The item's centre, in the coordinates of its frame.
    var center: CGPoint { get set }
    /// The item's affine transform.
    var transform: CGAffineTransform { get set }
    /// The item's 3D transform.
    var transform3D: CATransform3D { get set }
    /// The item's name; empty for the items Vellum lays out.
    var name: String { get }
    /// The item's index path.
    var indexPath: IndexPath { get }
    /// The item's frame in content coordinates, before an orthogonal section's scroll.
    var frame: CGRect { get }
    /// The item's bounds: its size at the origin.
    var bounds: CGRect { get }
    /// Whether the item is a cell, a supplementary view or a decoration view.
    var representedElementCategory: UICollectionView.ElementCategory { get }
    /// The kind of a supplementary or decoration item; nil for a cell.
    var representedElementKind: String? { get }
}
