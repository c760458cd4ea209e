import Foundation

/// A view a collection view shows for one of its elements and recycles when it scrolls away: the base of
/// cells, supplementary and decoration views.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the view was registered and dequeued with.
    open internal(set) var reuseIdentifier: String?

    /// A view with `frame`. Required, so that a collection view can make views of a registered class (Swift on
    /// Linux can only create an instance of a class through an initializer every subclass has): a subclass
    /// overriding it writes `required override init(frame:)`.
    public required override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A view decoded from an archive; Vellum decodes none.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Resets the view before it is reused; a subclass overriding it calls `super`.
    open func prepareForReuse() {}

    /// Applies the layout's attributes beyond geometry (the collection view sets the frame, alpha and
    /// z-order itself); does nothing here.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes the view would like, for self-sizing: the layout's, resized to what Auto Layout or
    /// `sizeThatFits` gives in the estimated dimensions, the others (the width in vertical layouts, the
    /// height in horizontal ones) kept as proposed.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes {
        let preferred = layoutAttributes.copied()
        let fitted = fittingSize(for: layoutAttributes.size, fitting: layoutAttributes.fittedAxes)
        if fitted.width.isFinite, fitted.height.isFinite, fitted.width >= 0, fitted.height >= 0 {
            preferred.size = fitted
        }
        return preferred
    }

    /// The size the view's content asks for in the dimensions `axes`, starting from `proposed`; a view
    /// without constraints keeps it.
    func fittingSize(for proposed: CGSize, fitting axes: EstimatedAxes) -> CGSize {
        guard hasConstraintsAffectingHeight else { return proposed }
        return systemLayoutSizeFitting(proposed, withHorizontalFittingPriority: axes.priority(of: .width),
                                       verticalFittingPriority: axes.priority(of: .height))
    }

    /// Applies attributes: geometry, alpha, z-order and hidden state, then `apply(_:)`.
    func applyGeometry(_ attributes: UICollectionViewLayoutAttributes) {
        transform3D = CATransform3DIdentity
        bounds.size = attributes.size
        center = attributes.center
        transform3D = attributes.transform3D
        alpha = attributes.alpha
        isHidden = attributes.isHidden
        layer.zPosition = Self.layerZPosition(forZIndex: attributes.zIndex)
        apply(attributes)
    }

    /// The layer's `zPosition` for a `zIndex`: the same number within ±1,024, where layouts' indexes lie;
    /// beyond, squeezed into the next point, still in order. A `zPosition` is also a depth: one of `Int.max`
    /// (a moving item's) would put the view past the eye of a perspective transform.
    static func layerZPosition(forZIndex zIndex: Int) -> CGFloat {
        let limit = 1024.0
        let value = Double(zIndex)
        guard abs(value) > limit else { return CGFloat(value) }
        let squeezed = limit + 1 - limit / abs(value)
        return CGFloat(value < 0 ? -squeezed : squeezed)
    }
}
