import SnapshotTesting
import UIKit

extension Snapshotting where Value == UIView, Format == UIImage {
    /// The view as an image, compared pixel for pixel.
    public static var image: Snapshotting { .image() }

    /// The view as an image: shown alone at the top-left of a window of `size` (its own size when nil) on a
    /// virtual screen at scale 1, laid out, drawn and composited by Vellum's frame cycle, as the screen then
    /// presents it (running animations included). `precision` and `perceptualPrecision` are `Diffing.image`'s.
    /// Vellum has only the light appearance and no trait collections, so there is no `traits` parameter yet.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil) -> Snapshotting {
        Snapshotting<UIImage, UIImage>
            .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: SnapshotStage.scale)
            .pullback { view in
                MainActor.assumeIsolated {
                    SnapshotStage.present(view, size: size, SnapshotStage.capture) ?? UIImage()
                }
            }
    }
}

extension Snapshotting where Value == UIView, Format == String {
    /// The view's hierarchy as `recursiveDescription` shows it on iOS, without addresses.
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    /// The view's hierarchy, laid out in a window of `size` (its own size when nil), one view a line: its class,
    /// frame and content, subviews indented under it.
    public static func recursiveDescription(size: CGSize? = nil) -> Snapshotting {
        SimplySnapshotting.lines.pullback { view in
            MainActor.assumeIsolated {
                SnapshotStage.present(view, size: size) { _ in ViewDescription.recursiveDescription(of: view) }
                    ?? ViewDescription.recursiveDescription(of: view)
            }
        }
    }
}

extension Snapshotting where Value: UIView, Format == String {
    /// The view's tree in `dump`'s format: each view's class, frame and content (text, titles, images), its
    /// subviews nested under it.
    public static var dump: Snapshotting {
        SimplySnapshotting.lines.pullback { view in
            MainActor.assumeIsolated { ViewDescription.dump(of: view) }
        }
    }
}
