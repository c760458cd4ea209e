import Foundation

/// Builds gray JPEG files byte by byte whose scans carry one byte of data each, as the hostile files of
/// issue 22 do: they can declare any size, and a progressive one any number of scans, in a few bytes. libjpeg
/// fills what a scan lacks with zeros, so every pixel decodes mid-gray (128).
public enum JPEGFile {
    /// A gray JPEG declaring `width` × `height` pixels: baseline with one scan, or progressive with `scans`
    /// scans (the DC scan, then the AC coefficients over and over, which libjpeg accepts with a warning).
    public static func gray(width: Int, height: Int, progressive: Bool = false, scans: Int = 1) -> Data {
        func be16(_ value: Int) -> [UInt8] { [UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)] }
        func segment(_ marker: UInt8, _ body: [UInt8]) -> [UInt8] { [0xFF, marker] + be16(body.count + 2) + body }
        // One code of one bit for symbol 0: a DC difference of 0, an AC end of block.
        let oneCode: [UInt8] = [1] + [UInt8](repeating: 0, count: 15) + [0]
        var file: [UInt8] = [0xFF, 0xD8]
        file += segment(0xDB, [0] + [UInt8](repeating: 1, count: 64))
        file += segment(progressive ? 0xC2 : 0xC0, [8] + be16(height) + be16(width) + [1, 1, 0x11, 0])
        file += segment(0xC4, [0x00] + oneCode) + segment(0xC4, [0x10] + oneCode)
        for scan in 0..<(progressive ? scans : 1) {
            let (first, last): (UInt8, UInt8) = !progressive ? (0, 63) : scan == 0 ? (0, 0) : (1, 63)
            file += segment(0xDA, [1, 1, 0x00, first, last, 0]) + [0x00]
        }
        return Data(file + [0xFF, 0xD9])
    }

    /// An APP1 segment of EXIF data (a big-endian TIFF structure) stating `orientation` in IFD0 and, when
    /// given, embedding the JPEG `thumbnail` through IFD1's offset and length tags.
    public static func exif(orientation: UInt16 = 1, thumbnail: Data? = nil) -> [UInt8] {
        func be16(_ value: Int) -> [UInt8] { [UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)] }
        func be32(_ value: Int) -> [UInt8] { be16(value >> 16) + be16(value & 0xFFFF) }
        /// A directory entry: tag, type (3 SHORT, 4 LONG), count 1, the value at the start of its field.
        func entry(_ tag: Int, long value: Int? = nil, short: Int? = nil) -> [UInt8] {
            be16(tag) + be16(value == nil ? 3 : 4) + be32(1) + (value.map(be32) ?? (be16(short ?? 0) + [0, 0]))
        }
        let firstEnd = 8 + 2 + 12 + 4
        var tiff: [UInt8] = [0x4D, 0x4D, 0, 42] + be32(8)
        tiff += be16(1) + entry(0x0112, short: Int(orientation)) + be32(thumbnail == nil ? 0 : firstEnd)
        if let thumbnail {
            let dataStart = firstEnd + 2 + 2 * 12 + 4
            tiff += be16(2) + entry(0x0201, long: dataStart) + entry(0x0202, long: thumbnail.count) + be32(0)
            tiff += thumbnail
        }
        let body = Array("Exif\0\0".utf8) + tiff
        return [0xFF, 0xE1] + be16(body.count + 2) + body
    }

    /// `jpeg` with `segment` inserted right after its start-of-image marker.
    public static func inserting(_ segment: [UInt8], into jpeg: Data) -> Data {
        Data(jpeg.prefix(2) + segment + jpeg.dropFirst(2))
    }
}
