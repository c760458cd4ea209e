import SnapshotTesting
import UIKit

extension Snapshotting where Value == CALayer, Format == UIImage {
    /// The layer as an image, compared pixel for pixel.
    public static var image: Snapshotting { .image() }

    /// The layer and its sublayers as an image of its bounds' size, composited on a virtual screen at scale 1
    /// by the render server, as the screen shows it. `precision` and `perceptualPrecision` are
    /// `Diffing.image`'s.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting {
        Snapshotting<UIImage, UIImage>
            .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: SnapshotStage.scale)
            .pullback { layer in
                // Snapshots are taken synchronously on the main actor (checked below), where the test holds the layer.
                nonisolated(unsafe) let layer = layer
                return MainActor.assumeIsolated {
                    let host = UIView(frame: CGRect(origin: .zero, size: layer.bounds.size))
                    host.isOpaque = false
                    let (superlayer, index) = (layer.superlayer, layer.superlayer?.sublayers?.firstIndex(of: layer))
                    let position = layer.position
                    defer {
                        CATransaction.begin()
                        CATransaction.setDisableActions(true)
                        layer.removeFromSuperlayer()
                        layer.position = position
                        if let superlayer, let index { superlayer.insertSublayer(layer, at: UInt32(index)) }
                        CATransaction.commit()
                    }
                    // Moving a standalone layer would animate; the snapshot shows where it is put.
                    CATransaction.begin()
                    CATransaction.setDisableActions(true)
                    host.layer.addSublayer(layer)
                    layer.position = CGPoint(x: layer.bounds.width * layer.anchorPoint.x,
                                             y: layer.bounds.height * layer.anchorPoint.y)
                    CATransaction.commit()
                    return SnapshotStage.present(host, size: nil, SnapshotStage.capture) ?? UIImage()
                }
            }
    }
}
