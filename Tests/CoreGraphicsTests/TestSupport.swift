@testable import CoreGraphics

/// An RGBA bitmap context with pixel accessors addressed from the top-left, as the memory is laid out.
struct TestBitmap {
    let context: CGContext
    let width: Int
    let height: Int

    init(width: Int, height: Int,
         info: UInt32 = CGImageAlphaInfo.premultipliedLast.rawValue) {
        context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info)!
        self.width = width
        self.height = height
    }

    /// The RGBA bytes of the pixel in column `x`, memory row `row` (row 0 is the top of the image).
    func pixel(_ x: Int, _ row: Int) -> [UInt8] {
        let p = context.data!.assumingMemoryBound(to: UInt8.self) + row * context.bytesPerRow + x * 4
        return [p[0], p[1], p[2], p[3]]
    }

    /// The pixel covering user-space point (x + 0.5, y + 0.5) in a y-up context.
    func pixel(atUser x: Int, _ y: Int) -> [UInt8] { pixel(x, height - 1 - y) }

    /// How many pixels of `row` match `rgba`.
    func count(_ rgba: [UInt8], inRow row: Int) -> Int {
        (0..<width).filter { pixel($0, row) == rgba }.count
    }
}

let red: [UInt8] = [255, 0, 0, 255]
let clearPixel: [UInt8] = [0, 0, 0, 0]

/// Whether two values agree within `tolerance`.
func near(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool { abs(a - b) <= tolerance }

/// Whether `p` is within `tolerance` of (`x`, `y`) on both axes.
func near(_ p: CGPoint, _ x: CGFloat, _ y: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool {
    near(p.x, x, tolerance) && near(p.y, y, tolerance)
}

/// Whether `r` has the given origin and size within `tolerance`.
func near(_ r: CGRect, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
          _ tolerance: CGFloat = 1e-9) -> Bool {
    near(r.minX, x, tolerance) && near(r.minY, y, tolerance) && near(r.width, width, tolerance)
        && near(r.height, height, tolerance)
}
