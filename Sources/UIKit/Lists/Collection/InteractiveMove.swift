import Foundation

/// An item the user is moving: where it started, where it would land now, and its cell.
struct InteractiveMove {
    let original: IndexPath
    var target: IndexPath
    let cell: UICollectionViewCell
}
