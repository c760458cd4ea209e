import Foundation

/// The spacing between the items of a group: fixed, or at least a value with the leftover space shared.
@preconcurrency @MainActor
public final class NSCollectionLayoutSpacing: NSObject {
    /// The points of spacing (the minimum, when flexible).
    public let spacing: CGFloat
    /// Whether the spacing is fixed.
    public let isFixedSpacing: Bool
    /// Whether the spacing grows to share the leftover space.
    public var isFlexibleSpacing: Bool { !isFixedSpacing }

    private init(spacing: CGFloat, fixed: Bool) {
        self.spacing = spacing.isFinite && spacing >= 0 ? spacing : 0
        isFixedSpacing = fixed
    }

    /// Exactly `fixedSpacing` points.
    public static func fixed(_ fixedSpacing: CGFloat) -> Self { Self(spacing: fixedSpacing, fixed: true) }

    /// At least `flexibleSpacing` points, growing to share the space the items leave.
    public static func flexible(_ flexibleSpacing: CGFloat) -> Self { Self(spacing: flexibleSpacing, fixed: false) }
}
