import Foundation
import ImageIO

// MARK: - Images with known pixels

/// An image over `bytes` packed with `channels` 8-bit samples per pixel.
func makeImage(_ bytes: [UInt8], width: Int, height: Int, channels: Int, alpha: CGImageAlphaInfo,
               gray: Bool = false) -> CGImage? {
    guard let space = gray ? CGColorSpace(name: CGColorSpace.genericGrayGamma2_2)
                           : CGColorSpace(name: CGColorSpace.sRGB) else { return nil }
    return CGImage(width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 8 * channels,
                   bytesPerRow: width * channels, space: space, bitmapInfo: CGBitmapInfo(alphaInfo: alpha),
                   provider: CGDataProvider(data: Data(bytes))!, decode: nil, shouldInterpolate: true,
                   intent: .defaultIntent)
}

/// The image's bytes, rows packed (dropping any row padding).
func packedBytes(_ image: CGImage) -> [UInt8] {
    guard let data = image.dataProvider?.data else { return [] }
    let bytes = [UInt8](data)
    let row = image.width * image.bitsPerPixel / 8
    return (0..<image.height).flatMap { y in bytes[(y * image.bytesPerRow)..<(y * image.bytesPerRow + row)] }
}

/// Encodes `image` as `type` through a data destination.
func encode(_ image: CGImage, _ type: String, _ options: [String: Any]? = nil) -> Data? {
    let output = NSMutableData()
    guard let destination = CGImageDestinationCreateWithData(output, type, 1, options) else { return nil }
    CGImageDestinationAddImage(destination, image, nil)
    guard CGImageDestinationFinalize(destination) else { return nil }
    return output as Data
}

/// Decodes `data` through an image source.
func decode(_ data: Data, _ options: [String: Any]? = nil) -> CGImage? {
    guard let source = CGImageSourceCreateWithData(data, nil) else { return nil }
    return CGImageSourceCreateImageAtIndex(source, 0, options)
}

/// A deterministic generator (SplitMix64), so that fuzzing runs the same way every time.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Encodes `image` as `type` and decodes the result.
func roundTrip(_ image: CGImage, _ type: String, _ options: [String: Any]? = nil) -> CGImage? {
    encode(image, type, options).flatMap { decode($0) }
}

/// The properties of the first image in `data`.
func imageProperties(_ data: Data) -> [String: Any]? {
    CGImageSourceCreateWithData(data, nil).flatMap { CGImageSourceCopyPropertiesAtIndex($0, 0, nil) }
}

/// An image source over `data`, or `nil` when `data` is `nil`.
func makeSource(_ data: Data?) -> CGImageSource? {
    data.flatMap { CGImageSourceCreateWithData($0, nil) }
}
