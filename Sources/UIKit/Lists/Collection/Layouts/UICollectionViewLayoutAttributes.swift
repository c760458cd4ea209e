import Foundation
import QuartzCore

/// Where one element of a collection view goes and how it looks: a cell, a supplementary view or a decoration
/// view, named by its index path (and kind).
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
    /// The element's index path.
    open var indexPath: IndexPath

    /// Whether the element is a cell, a supplementary view or a decoration view.
    public let representedElementCategory: UICollectionView.ElementCategory

    /// The kind of a supplementary or decoration view; nil for a cell.
    public let representedElementKind: String?

    /// The element's frame in the collection view's content coordinates.
    open var frame: CGRect {
        get { CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height) }
        set {
            size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }

    /// The element's bounds: its size at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }

    /// The element's centre in content coordinates.
    open var center = CGPoint.zero

    /// The element's size.
    open var size = CGSize.zero

    /// The element's 3D transform.
    open var transform3D = CATransform3DIdentity

    /// The element's affine transform: the affine part of `transform3D`.
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }

    /// The element's opacity, from 0 to 1.
    open var alpha: CGFloat = 1

    /// The element's place in front of (higher) or behind (lower) the others.
    open var zIndex = 0

    /// Whether the element is hidden.
    open var isHidden = false

    /// The dimensions a self-sizing view fits to its content, keeping the others: the layout's estimated
    /// ones (the height unless a layout says otherwise, as in vertical layouts).
    var fittedAxes: EstimatedAxes = .height

    /// Attributes for the cell at `indexPath`.
    public required init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
        representedElementKind = nil
    }

    /// Attributes for the supplementary view of `elementKind` at `indexPath`.
    public required init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// Attributes for the decoration view of `decorationViewKind` at `indexPath`.
    public required init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// A copy with the same values (`copy()` returns it); a subclass with values of its own overrides this
    /// and copies them too.
    nonisolated open func copy(with zone: NSZone? = nil) -> Any {
        MainActor.assumeIsolated { baseCopy() }
    }

    /// A copy through `copy(with:)`, so that a subclass's values are copied too.
    func copied() -> UICollectionViewLayoutAttributes {
        copy() as? UICollectionViewLayoutAttributes ?? baseCopy()
    }

    private func baseCopy() -> UICollectionViewLayoutAttributes {
        let copy: UICollectionViewLayoutAttributes
        switch representedElementCategory {
        case .cell: copy = Self(forCellWith: indexPath)
        case .supplementaryView: copy = Self(forSupplementaryViewOfKind: representedElementKind ?? "", with: indexPath)
        case .decorationView: copy = Self(forDecorationViewOfKind: representedElementKind ?? "", with: indexPath)
        }
        copy.center = center
        copy.size = size
        copy.transform3D = transform3D
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.fittedAxes = fittedAxes
        return copy
    }

    /// Whether the frame is finite; a layout returning anything else is refused with a log.
    var hasFiniteFrame: Bool {
        center.x.isFinite && center.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}
