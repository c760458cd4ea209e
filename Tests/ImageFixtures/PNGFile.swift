// Image files built byte by byte for the tests and the benchmarks, independent of the codecs under test:
// PNGs of known rows, and the hostile files of issue 22 (huge declared sizes, metadata chunks declaring
// gigabytes, progressive JPEGs with hundreds of scans), generated rather than checked in.
import Foundation

/// Builds PNG files byte by byte: chunks with CRCs, image data in uncompressed ("stored") deflate
/// blocks, filter type 0 on every row, optional Adam7 interlacing; and hostile files.
public enum PNGFile {
    /// The 8 bytes every PNG file starts with.
    public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    private static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    /// The CRC-32 that ends every chunk.
    public static func crc32(_ bytes: some Sequence<UInt8>) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes { c = crcTable[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }

    /// `value` as 4 big-endian bytes.
    public static func be32(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    /// A chunk: length, type, body and CRC.
    public static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + body
        return be32(UInt32(body.count)) + typed + be32(crc32(typed))
    }

    /// The IHDR chunk.
    public static func ihdr(width: UInt32, height: UInt32, depth: UInt8, colorType: UInt8, interlaced: Bool = false)
        -> [UInt8] {
        chunk("IHDR", be32(width) + be32(height) + [depth, colorType, 0, 0, interlaced ? 1 : 0])
    }

    /// A zlib stream holding `bytes` uncompressed.
    public static func zlibStored(_ bytes: [UInt8]) -> [UInt8] {
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
    public static func make(width: Int, height: Int, depth: UInt8, colorType: UInt8, rows: [[UInt8]],
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
    public static func fixingCRCs(_ data: [UInt8]) -> [UInt8] {
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

    /// A PNG of `width` × `height` pixels, every byte of its image data zero (black, or transparent black with
    /// alpha), compressed as deflate compresses a run: a literal zero, then copies of 258 bytes from one
    /// byte back, 13 bits each. A 10,000 × 10,000 RGBA image is 2.5 MB.
    public static func zeros(width: Int, height: Int, colorType: UInt8 = 6) -> Data {
        let channels = [0: 1, 2: 3, 4: 2, 6: 4][Int(colorType)] ?? 1
        // Each row is a filter byte (0, none) and its samples: all zero.
        let count = height * (1 + width * channels)
        var bits = BitWriter()
        bits.write(0b011, count: 3)                 // the final block, fixed Huffman codes
        bits.writeCode(0x30, length: 8)             // literal 0
        let copies = (count - 1) / 258
        for _ in 0..<copies {
            bits.writeCode(0xC5, length: 8)         // length 258 (code 285)
            bits.writeCode(0, length: 5)            // distance 1 (code 0)
        }
        for _ in 0..<((count - 1) % 258) { bits.writeCode(0x30, length: 8) }
        bits.writeCode(0, length: 7)                // end of block (code 256)
        // Adler-32 of zeros: the sum of bytes stays 1, the sum of sums grows by 1 a byte.
        let adler = UInt32(count % 65521) << 16 | 1
        let stream = [0x78, 0x01] + bits.finished + be32(adler)
        return Data(signature + ihdr(width: UInt32(width), height: UInt32(height), depth: 8, colorType: colorType)
                    + chunk("IDAT", stream) + chunk("IEND", []))
    }

    /// A 1 × 1 PNG whose first chunk after IHDR is of `type` and declares `length` bytes, with only a few
    /// bytes after it: 56 bytes in all.
    public static func declaringChunk(_ type: String, length: UInt32 = 0x7FFF_FFFF) -> Data {
        let head = signature + ihdr(width: 1, height: 1, depth: 8, colorType: 2)
        let body = Array("Comment\0hello".utf8)
        let padding = [UInt8](repeating: 0, count: 56 - head.count - 8 - body.count)
        return Data(head + be32(length) + Array(type.utf8) + body + padding)
    }

    /// Packs bits least significant first, as deflate does.
    private struct BitWriter {
        var bytes: [UInt8] = []
        private var buffer: UInt64 = 0
        private var filled = 0

        /// Writes the low `count` bits of `value`, least significant first.
        mutating func write(_ value: UInt32, count: Int) {
            buffer |= UInt64(value) << filled
            filled += count
            while filled >= 8 {
                bytes.append(UInt8(truncatingIfNeeded: buffer))
                buffer >>= 8
                filled -= 8
            }
        }

        /// Writes a Huffman code, whose bits go most significant first.
        mutating func writeCode(_ code: UInt32, length: Int) {
            var reversed: UInt32 = 0
            for bit in 0..<length where code & (1 << bit) != 0 { reversed |= 1 << (length - 1 - bit) }
            write(reversed, count: length)
        }

        /// The bytes with the last one padded out.
        var finished: [UInt8] { filled > 0 ? bytes + [UInt8(truncatingIfNeeded: buffer)] : bytes }
    }
}
