// The Catalog app. Until the view system exists it draws a poster of what CoreGraphics can do and writes
// it to a PNG file.
import ImageIO
import UIKit

let arguments = CommandLine.arguments.dropFirst()
let outputPath = arguments.first ?? "out/catalog.png"
let scale: CGFloat = 2
let size = CGSize(width: 480, height: 320)

guard let context = CGContext(data: nil, width: Int(size.width * scale), height: Int(size.height * scale),
                              bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                              bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
else { fatalError("could not create the bitmap context") }

// Draw in points, y-down from the top-left, as UIKit's contexts do.
context.scaleBy(x: scale, y: scale)
context.translateBy(x: 0, y: size.height)
context.scaleBy(x: 1, y: -1)

func color(_ hex: UInt32, _ alpha: CGFloat = 1) -> CGColor {
    CGColor(red: CGFloat(hex >> 16 & 0xFF) / 255, green: CGFloat(hex >> 8 & 0xFF) / 255,
            blue: CGFloat(hex & 0xFF) / 255, alpha: alpha)
}

// Background: a vertical gradient.
let background = CGGradient(colorsSpace: nil, colors: [color(0x1E2A4A), color(0x3B5998)], locations: [0, 1])!
context.drawLinearGradient(background, start: .zero, end: CGPoint(x: 0, y: size.height), options: [])

// Three cards with soft shadows and rounded corners.
let cards: [(CGRect, UInt32)] = [
    (CGRect(x: 24, y: 24, width: 136, height: 120), 0xF4F1EA),
    (CGRect(x: 172, y: 24, width: 136, height: 120), 0xFFE08A),
    (CGRect(x: 320, y: 24, width: 136, height: 120), 0xA8E6CF),
]
for (rect, fill) in cards {
    context.saveGState()
    context.setShadow(offset: CGSize(width: 0, height: -6), blur: 12, color: color(0x000000, 0.45))
    context.addPath(CGPath(roundedRect: rect, cornerWidth: 14, cornerHeight: 14, transform: nil))
    context.setFillColor(color(fill))
    context.fillPath()
    context.restoreGState()
}

// Card 1: a pie chart of arcs.
let pieCentre = CGPoint(x: 92, y: 84)
var angle: CGFloat = -.pi / 2
for (share, hex) in [(0.45, 0xE4572E), (0.3, 0x17BEBB), (0.25, 0x76B041)] as [(CGFloat, UInt32)] {
    context.move(to: pieCentre)
    context.addArc(center: pieCentre, radius: 44, startAngle: angle, endAngle: angle + share * 2 * .pi,
                   clockwise: false)
    context.closePath()
    context.setFillColor(color(hex))
    context.fillPath()
    angle += share * 2 * .pi
}

// Card 2: a radial gradient sun with a dashed orbit.
let sunCentre = CGPoint(x: 240, y: 84)
let sun = CGGradient(colorsSpace: nil, colors: [color(0xFFFFFF), color(0xFF8C00)], locations: [0, 1])!
context.drawRadialGradient(sun, startCenter: sunCentre, startRadius: 2, endCenter: sunCentre, endRadius: 26,
                           options: .drawsBeforeStartLocation)
context.setLineDash(phase: 0, lengths: [6, 4])
context.setLineWidth(2)
context.setStrokeColor(color(0x7A4E00))
context.strokeEllipse(in: CGRect(x: sunCentre.x - 46, y: sunCentre.y - 46, width: 92, height: 92))
context.setLineDash(phase: 0, lengths: [])

// Card 3: a transparency layer of overlapping circles, faded once as a whole.
context.saveGState()
context.setAlpha(0.7)
context.beginTransparencyLayer(auxiliaryInfo: nil)
for (dx, hex) in [(-18, 0x2E86AB), (0, 0xA23B72), (18, 0xF18F01)] as [(CGFloat, UInt32)] {
    context.setFillColor(color(hex))
    context.fillEllipse(in: CGRect(x: 388 + dx - 28, y: 56, width: 56, height: 56))
}
context.endTransparencyLayer()
context.restoreGState()

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
                   provider: CGDataProvider(data: Data(tilePixels)), decode: nil, shouldInterpolate: false,
                   intent: .defaultIntent)!
context.saveGState()
context.clip(to: CGRect(x: 24, y: 168, width: 280, height: 128))
context.draw(tile, in: CGRect(x: 24, y: 168, width: 16, height: 16), byTiling: true)
context.restoreGState()

let star = CGMutablePath()
let starCentre = CGPoint(x: 388, y: 232)
for i in 0..<5 {
    let a = -CGFloat.pi / 2 + CGFloat(i) * 4 * .pi / 5
    let p = CGPoint(x: starCentre.x + 58 * cos(a), y: starCentre.y + 58 * sin(a))
    if i == 0 { star.move(to: p) } else { star.addLine(to: p) }
}
star.closeSubpath()
context.addPath(star)
context.setFillColor(color(0xFFD166))
context.fillPath(using: .evenOdd)
context.addPath(star)
context.setLineWidth(3)
context.setLineJoin(.round)
context.setStrokeColor(color(0xFFFFFF))
context.strokePath()

// Write the PNG.
guard let image = context.makeImage() else { fatalError("could not snapshot the bitmap context") }
let url = URL(fileURLWithPath: outputPath)
try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
guard let destination = CGImageDestinationCreateWithURL(url, "public.png", 1, nil) else {
    print("error: cannot write \(url.path)")
    exit(1)
}
CGImageDestinationAddImage(destination, image, nil)
guard CGImageDestinationFinalize(destination) else {
    print("error: writing \(url.path) failed")
    exit(1)
}
print("Vellum Catalog: no view system yet, so it drew a CoreGraphics poster (\(image.width)×\(image.height) px)")
print("Wrote \(url.path)")

// A second picture, drawn by Core Animation: a layer tree rendered through the compositor.
let tree = CALayer()
tree.frame = CGRect(origin: .zero, size: size)
let backdrop = CAGradientLayer()
backdrop.frame = tree.bounds
backdrop.colors = [color(0x0F2027), color(0x2C5364)]
tree.addSublayer(backdrop)

let card = CALayer()
card.frame = CGRect(x: 24, y: 24, width: 200, height: 130)
card.backgroundColor = color(0xFAFAFA)
card.cornerRadius = 16
card.shadowOpacity = 0.5
card.shadowRadius = 10
card.shadowOffset = CGSize(width: 0, height: 8)
tree.addSublayer(card)

let title = CATextLayer()
title.frame = CGRect(x: 16, y: 14, width: 170, height: 30)
title.string = "Core Animation"
title.fontSize = 20
title.foregroundColor = color(0x203A43)
card.addSublayer(title)

let ring = CAShapeLayer()
ring.frame = CGRect(x: 16, y: 52, width: 64, height: 64)
ring.path = CGPath(ellipseIn: ring.bounds.insetBy(dx: 4, dy: 4), transform: nil)
ring.fillColor = nil
ring.strokeColor = color(0xE4572E)
ring.lineWidth = 8
ring.lineCap = .round
ring.strokeEnd = 0.7
card.addSublayer(ring)

let spinner = CAReplicatorLayer()
spinner.frame = CGRect(x: 110, y: 52, width: 64, height: 64)
spinner.instanceCount = 12
spinner.instanceTransform = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
spinner.instanceColor = color(0x17BEBB)
spinner.instanceAlphaOffset = -1.0 / 12
let tick = CALayer()
tick.frame = CGRect(x: 29, y: 2, width: 6, height: 16)
tick.cornerRadius = 3
tick.backgroundColor = CGColor(gray: 1, alpha: 1)
spinner.addSublayer(tick)
card.addSublayer(spinner)

let tilted = CALayer()
tilted.frame = CGRect(x: 260, y: 40, width: 190, height: 240)
tilted.backgroundColor = color(0xFFD166)
tilted.cornerRadius = 20
tilted.borderWidth = 4
tilted.borderColor = color(0xFFFFFF)
var perspective = CATransform3DIdentity
perspective.m34 = -1 / 500
tilted.transform = CATransform3DRotate(perspective, .pi / 5, 0, 1, 0)
let label = CATextLayer()
label.frame = CGRect(x: 20, y: 100, width: 150, height: 40)
label.string = "In perspective"
label.fontSize = 22
label.alignmentMode = .center
label.foregroundColor = color(0x3D2C00)
tilted.addSublayer(label)
tree.addSublayer(tilted)

guard let layerContext = CGContext(data: nil, width: Int(size.width * scale), height: Int(size.height * scale),
                                   bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                                   bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
else { fatalError("could not create the bitmap context") }
layerContext.translateBy(x: 0, y: size.height * scale)
layerContext.scaleBy(x: scale, y: -scale)
tree.render(in: layerContext)
let layersURL = url.deletingLastPathComponent().appendingPathComponent("layers.png")
if let layersImage = layerContext.makeImage(),
   let layersDestination = CGImageDestinationCreateWithURL(layersURL, "public.png", 1, nil) {
    CGImageDestinationAddImage(layersDestination, layersImage, nil)
    if CGImageDestinationFinalize(layersDestination) { print("Wrote \(layersURL.path) (a layer tree)") }
}
