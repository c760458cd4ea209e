import Foundation

/// What a compositional layout knows of where it lays out, given to section providers and custom groups.
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment: AnyObject {
    /// The container the section lays out in.
    var container: NSCollectionLayoutContainer { get }
    /// The traits of the collection view.
    var traitCollection: UITraitCollection { get }
}

/// The size and insets of the space a section or group lays out in.
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer: AnyObject {
    /// The full size.
    var contentSize: CGSize { get }
    /// The insets.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The size inside the insets.
    var effectiveContentSize: CGSize { get }
    /// The insets in effect.
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}
