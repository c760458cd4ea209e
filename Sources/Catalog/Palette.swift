import UIKit

/// A colour from a 0xRRGGBB number.
func color(_ hex: UInt32, _ alpha: CGFloat = 1) -> CGColor {
    CGColor(red: CGFloat(hex >> 16 & 0xFF) / 255, green: CGFloat(hex >> 8 & 0xFF) / 255,
            blue: CGFloat(hex & 0xFF) / 255, alpha: alpha)
}

/// A UIKit colour from a 0xRRGGBB number.
func uiColor(_ hex: UInt32, _ alpha: CGFloat = 1) -> UIColor { UIColor(cgColor: color(hex, alpha)) }

/// A one-line text layer: the catalog's captions, until labels arrive.
@MainActor
func caption(_ text: String, frame: CGRect, size: CGFloat = 15, hex: UInt32 = 0x1C1C1E,
             alignment: CATextLayerAlignmentMode = .left) -> CATextLayer {
    let layer = CATextLayer()
    layer.frame = frame
    layer.string = text
    layer.fontSize = size
    layer.foregroundColor = color(hex)
    layer.alignmentMode = alignment
    layer.contentsScale = UIScreen.main.scale
    return layer
}
