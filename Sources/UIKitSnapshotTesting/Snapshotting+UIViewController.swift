import SnapshotTesting
import UIKit

extension Snapshotting where Value == UIViewController, Format == UIImage {
    /// The controller's view as an image, on a screen of the main screen's size.
    public static var image: Snapshotting { .image() }

    /// The controller as the root view controller of a window of `size` (the main screen's when nil) on a
    /// virtual screen at scale 1, its view laid out, drawn and composited by Vellum's frame cycle and its
    /// appearance callbacks run. `precision` and `perceptualPrecision` are `Diffing.image`'s; there is no
    /// `traits` parameter, as Vellum has only the light appearance.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil) -> Snapshotting {
        Snapshotting<UIImage, UIImage>
            .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: SnapshotStage.scale)
            .pullback { controller in
                MainActor.assumeIsolated {
                    SnapshotStage.present(controller, size: size ?? UIScreen.main.bounds.size, SnapshotStage.capture)
                        ?? UIImage()
                }
            }
    }
}

extension Snapshotting where Value == UIViewController, Format == String {
    /// The controller's view hierarchy, as `Snapshotting<UIView, String>.recursiveDescription` shows it.
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    /// The hierarchy of the controller's view, laid out as the root view controller of a window of `size` (the
    /// main screen's when nil).
    public static func recursiveDescription(size: CGSize? = nil) -> Snapshotting {
        SimplySnapshotting.lines.pullback { controller in
            MainActor.assumeIsolated {
                SnapshotStage.present(controller, size: size ?? UIScreen.main.bounds.size) { _ in
                    ViewDescription.recursiveDescription(of: controller.view)
                } ?? ViewDescription.recursiveDescription(of: controller.view)
            }
        }
    }
}
