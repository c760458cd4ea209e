import Foundation
import UIKit

/// An image's pixels as premultiplied RGBA bytes, for comparing a snapshot with its reference.
struct SnapshotPixels {
    let width: Int
    let height: Int
    let bytes: [UInt8]

    /// The pixels of `image`; nil when it has none.
    init?(_ image: UIImage) {
        guard let cgImage = image.cgImage, cgImage.width > 0, cgImage.height > 0 else { return nil }
        let (width, height) = (cgImage.width, cgImage.height)
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        let drawn = bytes.withUnsafeMutableBytes { buffer in
            guard let context = CGContext(data: buffer.baseAddress, width: width, height: height, bitsPerComponent: 8,
                                          bytesPerRow: width * 4, space: CGColorSpaceCreateDeviceRGB(),
                                          bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else { return false }
            context.draw(cgImage, in: CGRect(x: 0, y: 0, width: width, height: height))
            return true
        }
        guard drawn else { return nil }
        (self.width, self.height, self.bytes) = (width, height, bytes)
    }

    /// Why `self`, a new snapshot, does not match `reference`, or nil when it does: at least `precision` of the
    /// pixels must match, a pixel matching when its colour is within a CIE76 ΔE of `(1 - perceptualPrecision)
    /// × 100` of the reference's (exactly, when `perceptualPrecision` is 1). The same rule as
    /// swift-snapshot-testing's on Apple's platforms, where Core Image measures ΔE.
    func mismatch(against reference: SnapshotPixels, precision: Float, perceptualPrecision: Float) -> String? {
        guard width == reference.width, height == reference.height else {
            return "Newly-taken snapshot@\(width)×\(height) does not match reference@\(reference.width)×\(reference.height)."
        }
        let count = width * height
        let tolerance = Double(1 - perceptualPrecision) * 100
        var differing = 0
        for pixel in 0..<count where !matches(reference, at: pixel * 4, tolerance: tolerance) {
            differing += 1
        }
        let allowed = Int(Double(1 - precision) * Double(count))
        guard differing > allowed else { return nil }
        return "Newly-taken snapshot does not match reference: \(differing) of \(count) pixels differ"
            + (tolerance > 0 ? " by more than ΔE \(tolerance)" : "") + ", \(allowed) may (precision \(precision))."
    }

    private func matches(_ reference: SnapshotPixels, at offset: Int, tolerance: Double) -> Bool {
        let new = bytes[offset..<offset + 4], old = reference.bytes[offset..<offset + 4]
        if new.elementsEqual(old) { return true }
        guard tolerance > 0 else { return false }
        // Transparency is a difference of its own: ΔE compares colours seen over the same white.
        if abs(Double(new.last!) - Double(old.last!)) / 255 * 100 > tolerance { return false }
        return Self.lab(new).distance(to: Self.lab(old)) <= tolerance
    }

    /// The CIELAB colour (D65 white) of a premultiplied sRGB pixel shown over white.
    private static func lab(_ pixel: ArraySlice<UInt8>) -> SIMD3<Double> {
        let p = Array(pixel)
        let over = 255 - Double(p[3])
        let linear = SIMD3((0..<3).map { channel -> Double in
            let c = (Double(p[channel]) + over) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        })
        let x = (0.4124 * linear.x + 0.3576 * linear.y + 0.1805 * linear.z) / 0.95047
        let y = 0.2126 * linear.x + 0.7152 * linear.y + 0.0722 * linear.z
        let z = (0.0193 * linear.x + 0.1192 * linear.y + 0.9505 * linear.z) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        return SIMD3(116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))
    }
}

extension SIMD3 where Scalar == Double {
    /// The Euclidean distance to `other`: CIE76's ΔE between two CIELAB colours.
    func distance(to other: SIMD3<Double>) -> Double {
        let d = self - other
        return (d * d).sum().squareRoot()
    }
}
