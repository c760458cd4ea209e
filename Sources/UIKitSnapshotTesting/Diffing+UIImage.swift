import Foundation
import SnapshotTesting
import UIKit

extension Diffing where Value == UIImage {
    /// Compares images pixel for pixel; stored as PNG.
    public static var image: Diffing { .image() }

    /// Compares images: at least `precision` of the pixels must match, each within a perceptual distance of
    /// `1 - perceptualPrecision` (CIE76 ΔE / 100; 1 is exact). `scale` is the scale references are read at
    /// (1 when nil).
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Diffing {
        .diff(
            toData: { $0.pngData() ?? Data() },
            fromData: { UIImage(data: $0, scale: scale ?? 1) ?? UIImage() }
        ) { reference, new in
            guard let newPixels = SnapshotPixels(new) else { return ("Newly-taken snapshot has no pixels.", []) }
            guard let referencePixels = SnapshotPixels(reference) else { return ("The reference has no pixels.", []) }
            return newPixels.mismatch(against: referencePixels, precision: precision,
                                      perceptualPrecision: perceptualPrecision).map { ($0, []) }
        }
    }
}
