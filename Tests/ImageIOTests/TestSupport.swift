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
                   provider: CGDataProvider(data: Data(bytes)), decode: nil, shouldInterpolate: true,
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

// MARK: - A minimal PNG writer, independent of the one under test

/// Builds PNG files byte by byte: chunks with CRCs, image data in uncompressed ("stored") deflate
/// blocks, filter type 0 on every row, optional Adam7 interlacing.
enum PNGFile {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    private static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func crc32(_ bytes: some Sequence<UInt8>) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes { c = crcTable[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }

    static func be32(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + body
        return be32(UInt32(body.count)) + typed + be32(crc32(typed))
    }

    static func ihdr(width: UInt32, height: UInt32, depth: UInt8, colorType: UInt8, interlaced: Bool = false)
        -> [UInt8] {
        chunk("IHDR", be32(width) + be32(height) + [depth, colorType, 0, 0, interlaced ? 1 : 0])
    }

    /// A zlib stream holding `bytes` uncompressed.
    static func zlibStored(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65535, bytes.count - offset)
            let final: UInt8 = offset + count == bytes.count ? 1 : 0
            out += [final, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            out += bytes[offset..<(offset + count)]
            offset += count
        } while offset < bytes.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
        return out + be32(b << 16 | a)
    }

    /// A PNG of packed scanlines `rows` (without filter bytes). With `interlaced`, pixels of
    /// `bytesPerPixel` bytes (whole bytes only) are redistributed into the seven Adam7 passes.
    static func make(width: Int, height: Int, depth: UInt8, colorType: UInt8, rows: [[UInt8]],
                     bytesPerPixel: Int = 0, interlaced: Bool = false, extraChunks: [[UInt8]] = []) -> Data {
        var raw: [UInt8] = []
        if interlaced {
            // (first x, first y, x step, y step) of the seven passes.
            let passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2),
                          (0, 1, 1, 2)]
            for (x0, y0, dx, dy) in passes {
                guard x0 < width, y0 < height else { continue }
                for y in Swift.stride(from: y0, to: height, by: dy) {
                    raw.append(0)
                    for x in Swift.stride(from: x0, to: width, by: dx) {
                        raw += rows[y][(x * bytesPerPixel)..<((x + 1) * bytesPerPixel)]
                    }
                }
            }
        } else {
            for row in rows { raw += [0] + row }
        }
        var file = signature + ihdr(width: UInt32(width), height: UInt32(height), depth: depth,
                                    colorType: colorType, interlaced: interlaced)
        for extra in extraChunks { file += extra }
        file += chunk("IDAT", zlibStored(raw)) + chunk("IEND", [])
        return Data(file)
    }

    /// Recomputes every chunk's CRC, so that mutated chunk contents reach the decoder's deeper layers.
    static func fixingCRCs(_ data: [UInt8]) -> [UInt8] {
        var bytes = data
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16
                | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            guard length <= bytes.count - offset - 12 else { break }
            let crc = be32(crc32(bytes[(offset + 4)..<(offset + 8 + length)]))
            bytes.replaceSubrange((offset + 8 + length)..<(offset + 12 + length), with: crc)
            offset += 12 + length
        }
        return bytes
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
