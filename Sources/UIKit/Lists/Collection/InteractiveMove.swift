import Foundation

/// An item the user is moving: where it started, where it would land now, its cell, and where the finger
/// holds it.
struct InteractiveMove {
    let original: IndexPath
    var target: IndexPath
    let cell: UICollectionViewCell
    var position: CGPoint
}
