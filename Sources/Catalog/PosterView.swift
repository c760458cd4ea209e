import UIKit

/// What CoreGraphics draws: gradients, shadows, arcs, dashes, transparency layers, tiled images and an
/// even-odd star, drawn in `draw(_:)` into the view's backing store (480×320 points).
final class PosterView: UIView {
    override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let size = bounds.size
        // Background: a vertical gradient.
        let background = CGGradient(colorsSpace: nil, colors: [color(0x1E2A4A), color(0x3B5998)], locations: [0, 1])!
        ctx.drawLinearGradient(background, start: .zero, end: CGPoint(x: 0, y: size.height), options: [])

        // Three cards with soft shadows and rounded corners.
        let cards: [(CGRect, UInt32)] = [
            (CGRect(x: 24, y: 24, width: 136, height: 120), 0xF4F1EA),
            (CGRect(x: 172, y: 24, width: 136, height: 120), 0xFFE08A),
            (CGRect(x: 320, y: 24, width: 136, height: 120), 0xA8E6CF),
        ]
        for (rect, fill) in cards {
            ctx.saveGState()
            ctx.setShadow(offset: CGSize(width: 0, height: -6), blur: 12, color: color(0x000000, 0.45))
            ctx.addPath(CGPath(roundedRect: rect, cornerWidth: 14, cornerHeight: 14, transform: nil))
            ctx.setFillColor(color(fill))
            ctx.fillPath()
            ctx.restoreGState()
        }

        // Card 1: a pie chart of arcs.
        let pieCentre = CGPoint(x: 92, y: 84)
        var angle: CGFloat = -.pi / 2
        for (share, hex) in [(0.45, 0xE4572E), (0.3, 0x17BEBB), (0.25, 0x76B041)] as [(CGFloat, UInt32)] {
            ctx.move(to: pieCentre)
            ctx.addArc(center: pieCentre, radius: 44, startAngle: angle, endAngle: angle + share * 2 * .pi,
                           clockwise: false)
            ctx.closePath()
            ctx.setFillColor(color(hex))
            ctx.fillPath()
            angle += share * 2 * .pi
        }

        // Card 2: a radial gradient sun with a dashed orbit.
        let sunCentre = CGPoint(x: 240, y: 84)
        let sun = CGGradient(colorsSpace: nil, colors: [color(0xFFFFFF), color(0xFF8C00)], locations: [0, 1])!
        ctx.drawRadialGradient(sun, startCenter: sunCentre, startRadius: 2, endCenter: sunCentre, endRadius: 26,
                                   options: .drawsBeforeStartLocation)
        ctx.setLineDash(phase: 0, lengths: [6, 4])
        ctx.setLineWidth(2)
        ctx.setStrokeColor(color(0x7A4E00))
        ctx.strokeEllipse(in: CGRect(x: sunCentre.x - 46, y: sunCentre.y - 46, width: 92, height: 92))
        ctx.setLineDash(phase: 0, lengths: [])

        // Card 3: a transparency layer of overlapping circles, faded once as a whole.
        ctx.saveGState()
        ctx.setAlpha(0.7)
        ctx.beginTransparencyLayer(auxiliaryInfo: nil)
        for (dx, hex) in [(-18, 0x2E86AB), (0, 0xA23B72), (18, 0xF18F01)] as [(CGFloat, UInt32)] {
            ctx.setFillColor(color(hex))
            ctx.fillEllipse(in: CGRect(x: 388 + dx - 28, y: 56, width: 56, height: 56))
        }
        ctx.endTransparencyLayer()
        ctx.restoreGState()

        // A strip of tiles from a small generated image, and an even-odd star below.
        let tileSide = 8
        var tilePixels = [UInt8](repeating: 0, count: tileSide * tileSide * 4)
        for y in 0..<tileSide {
            for x in 0..<tileSide {
                let on = (x / 4 + y / 4) % 2 == 0
                let i = (y * tileSide + x) * 4
                tilePixels[i..<i + 4] = on ? [255, 255, 255, 255] : [60, 80, 140, 255]
            }
        }
        let tile = CGImage(width: tileSide, height: tileSide, bitsPerComponent: 8, bitsPerPixel: 32,
                           bytesPerRow: tileSide * 4, space: CGColorSpaceCreateDeviceRGB(),
                           bitmapInfo: CGBitmapInfo(alphaInfo: .premultipliedLast),
                           provider: CGDataProvider(data: Data(tilePixels))!, decode: nil, shouldInterpolate: false,
                           intent: .defaultIntent)!
        ctx.saveGState()
        ctx.clip(to: CGRect(x: 24, y: 168, width: 280, height: 128))
        ctx.draw(tile, in: CGRect(x: 24, y: 168, width: 16, height: 16), byTiling: true)
        ctx.restoreGState()

        let star = CGMutablePath()
        let starCentre = CGPoint(x: 388, y: 232)
        for i in 0..<5 {
            let a = -CGFloat.pi / 2 + CGFloat(i) * 4 * .pi / 5
            let p = CGPoint(x: starCentre.x + 58 * cos(a), y: starCentre.y + 58 * sin(a))
            if i == 0 { star.move(to: p) } else { star.addLine(to: p) }
        }
        star.closeSubpath()
        ctx.addPath(star)
        ctx.setFillColor(color(0xFFD166))
        ctx.fillPath(using: .evenOdd)
        ctx.addPath(star)
        ctx.setLineWidth(3)
        ctx.setLineJoin(.round)
        ctx.setStrokeColor(color(0xFFFFFF))
        ctx.strokePath()
    }
}
