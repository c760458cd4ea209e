import Foundation

/// One dimension of a compositional layout's size: absolute points, an estimate, or a fraction of the
/// container's width or height.
@preconcurrency @MainActor
public final class NSCollectionLayoutDimension: NSObject {
    enum Kind { case absolute, estimated, fractionalWidth, fractionalHeight }

    let kind: Kind

    /// The points, estimate or fraction.
    public let dimension: CGFloat

    private init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
    }

    /// A fraction of the container's width.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> Self { Self(.fractionalWidth, fractionalWidth) }

    /// A fraction of the container's height.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> Self { Self(.fractionalHeight, fractionalHeight) }

    /// A fixed number of points.
    public static func absolute(_ absoluteDimension: CGFloat) -> Self { Self(.absolute, absoluteDimension) }

    /// An estimate the content's own size replaces once measured.
    public static func estimated(_ estimatedDimension: CGFloat) -> Self { Self(.estimated, estimatedDimension) }

    /// Whether it is a fraction of the container's width.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether it is a fraction of the container's height.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether it is absolute.
    public var isAbsolute: Bool { kind == .absolute }
    /// Whether it is an estimate.
    public var isEstimated: Bool { kind == .estimated }

    /// The points it stands for in a container of `container` size; non-finite or negative results are zero.
    func resolved(in container: CGSize) -> CGFloat {
        let value: CGFloat
        switch kind {
        case .absolute, .estimated: value = dimension
        case .fractionalWidth: value = dimension * container.width
        case .fractionalHeight: value = dimension * container.height
        }
        return value.isFinite && value >= 0 ? value : 0
    }
}
