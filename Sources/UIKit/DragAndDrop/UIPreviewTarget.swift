import Foundation

/// Where a preview shows: a centre in a container view's coordinates, with a transform.
@preconcurrency @MainActor
open class UIPreviewTarget: NSObject {
    /// The view whose coordinates `center` is in; it must be in a window.
    public let container: UIView
    /// The preview's centre, in `container`'s coordinates.
    public let center: CGPoint
    /// A transform applied to the preview there.
    public let transform: CGAffineTransform

    /// A target at `center` in `container`, transformed by `transform`.
    public init(container: UIView, center: CGPoint, transform: CGAffineTransform) {
        self.container = container
        self.center = center
        self.transform = transform
        super.init()
    }

    /// A target at `center` in `container`, untransformed.
    public convenience init(container: UIView, center: CGPoint) {
        self.init(container: container, center: center, transform: .identity)
    }
}
