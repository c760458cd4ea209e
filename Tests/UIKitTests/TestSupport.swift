import Foundation
@testable import UIKit

/// The straight RGBA bytes of an image's pixels, addressed from the top-left as UIKit shows the image.
struct Pixels {
    let width: Int
    let height: Int
    private let bytes: [UInt8]

    init(_ image: UIImage) {
        self.init(image.uprightBitmap()!)
    }

    init(_ cgImage: CGImage) {
        width = cgImage.width
        height = cgImage.height
        let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: width * 4,
                                space: CGColorSpaceCreateDeviceRGB(),
                                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        context.draw(cgImage, in: CGRect(x: 0, y: 0, width: width, height: height))
        let data = context.data!.assumingMemoryBound(to: UInt8.self)
        bytes = Array(UnsafeBufferPointer(start: data, count: width * height * 4))
    }

    /// The pixel in column `x`, row `y` from the top, as RGBA (premultiplied).
    subscript(x: Int, y: Int) -> [UInt8] {
        let i = (y * width + x) * 4
        return Array(bytes[i..<i + 4])
    }

    /// Whether the pixel's alpha is at least `alpha`.
    func isInked(_ x: Int, _ y: Int, alpha: UInt8 = 1) -> Bool { self[x, y][3] >= alpha }

    /// The bounding box, in pixels, of every pixel with some alpha; `nil` when there is none.
    var inkBounds: CGRect? {
        var (minX, minY, maxX, maxY) = (Int.max, Int.max, -1, -1)
        for y in 0..<height {
            for x in 0..<width where isInked(x, y) {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard maxX >= 0 else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// How many pixels have some alpha.
    var inkedCount: Int {
        var count = 0
        for y in 0..<height { for x in 0..<width where isInked(x, y) { count += 1 } }
        return count
    }
}

/// An image drawn by `actions` at `scale`, `size` points large.
func render(_ size: CGSize, scale: CGFloat = 1, _ actions: (CGContext) -> Void) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    return UIGraphicsImageRenderer(size: size, format: format).image { actions($0.cgContext) }
}

/// Whether two byte values are within `tolerance`.
func near(_ a: [UInt8], _ b: [UInt8], tolerance: Int = 2) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs(Int($0) - Int($1)) <= tolerance }
}

/// An image with a red top-left quarter, green top-right, blue bottom-left and white bottom-right,
/// `size` pixels square at scale 1.
func quadrantImage(size: Int = 4) -> UIImage {
    render(CGSize(width: size, height: size)) { _ in
        let half = CGFloat(size) / 2
        UIColor.red.setFill(); UIRectFill(CGRect(x: 0, y: 0, width: half, height: half))
        UIColor.green.setFill(); UIRectFill(CGRect(x: half, y: 0, width: half, height: half))
        UIColor.blue.setFill(); UIRectFill(CGRect(x: 0, y: half, width: half, height: half))
        UIColor.white.setFill(); UIRectFill(CGRect(x: half, y: half, width: half, height: half))
    }
}

let redPixel: [UInt8] = [255, 0, 0, 255]
let greenPixel: [UInt8] = [0, 255, 0, 255]
let bluePixel: [UInt8] = [0, 0, 255, 255]
let whitePixel: [UInt8] = [255, 255, 255, 255]
let clearPixel: [UInt8] = [0, 0, 0, 0]
