import SnapshotTesting
import UIKit

extension Snapshotting where Value == UIImage, Format == UIImage {
    /// Compares images pixel for pixel; stored as PNG.
    public static var image: Snapshotting { .image() }

    /// Compares images as `Diffing.image(precision:perceptualPrecision:scale:)` does; stored as PNG.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Snapshotting {
        SimplySnapshotting(pathExtension: "png",
                           diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale))
    }
}
