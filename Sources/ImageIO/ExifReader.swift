/// Reads a JPEG's EXIF segment: the orientation, and where the thumbnail it embeds lies. Every read is
/// bounds-checked: the bytes are untrusted.
enum ExifReader {
    /// What an EXIF segment states.
    struct Exif: Equatable {
        /// The orientation, 1–8.
        var orientation: Int?
        /// The embedded JPEG thumbnail's bytes, as offsets from the start of the file.
        var thumbnail: Range<Int>?
    }

    /// What the EXIF segment of the JPEG `data` states; empty when it has none.
    static func jpegExif(_ data: Data) -> Exif {
        data.withUnsafeBytes { raw in
            let bytes = Bytes(raw)
            // Walk the marker segments that precede the image data.
            var offset = 2
            while let marker0 = bytes.u8(offset), marker0 == 0xFF, let marker = bytes.u8(offset + 1) {
                if marker == 0xFF { offset += 1; continue }           // fill byte
                if marker == 0xDA || marker == 0xD9 { break }         // start of scan, end of image
                if (0xD0...0xD8).contains(marker) || marker == 0x01 { offset += 2; continue } // no length
                guard let length = bytes.u16(offset + 2, bigEndian: true), length >= 2 else { break }
                let body = offset + 4, end = offset + 2 + length
                if marker == 0xE1, bytes.matches(body, Array("Exif\0\0".utf8)) {
                    return exif(in: bytes.prefix(end), tiff: body + 6)
                }
                offset = end
            }
            return Exif()
        }
    }

    /// Reads the TIFF structure at `tiff`: the orientation (tag 0x0112) in IFD0, and the thumbnail's offset
    /// (0x0201) and length (0x0202) in IFD1, which holds the thumbnail's tags.
    private static func exif(in bytes: Bytes, tiff: Int) -> Exif {
        var exif = Exif()
        let bigEndian: Bool
        if bytes.matches(tiff, [0x4D, 0x4D]) { bigEndian = true }
        else if bytes.matches(tiff, [0x49, 0x49]) { bigEndian = false }
        else { return exif }
        guard bytes.u16(tiff + 2, bigEndian: bigEndian) == 42,
              let first = Directory(bytes, tiff: tiff, offset: bytes.u32(tiff + 4, bigEndian: bigEndian),
                                    bigEndian: bigEndian)
        else { return exif }
        exif.orientation = first.value(of: 0x0112).flatMap { (1...8).contains($0) ? $0 : nil }
        if let second = Directory(bytes, tiff: tiff, offset: first.next, bigEndian: bigEndian),
           let start = second.value(of: 0x0201), let length = second.value(of: 0x0202), length > 0,
           start <= bytes.count - tiff - length, bytes.matches(tiff + start, [0xFF, 0xD8, 0xFF]) {
            exif.thumbnail = (tiff + start)..<(tiff + start + length)
        }
        return exif
    }

    /// One image file directory: a count, then 12-byte entries (tag, type, count, value), then the offset of
    /// the next directory.
    private struct Directory {
        let bytes: Bytes
        let start: Int
        let entries: Int
        let bigEndian: Bool

        /// The directory at `offset` from the TIFF header, or `nil` when it is not within the bytes.
        init?(_ bytes: Bytes, tiff: Int, offset: Int?, bigEndian: Bool) {
            guard let offset, offset > 0, offset < Int(Int32.max),
                  let entries = bytes.u16(tiff + offset, bigEndian: bigEndian) else { return nil }
            (self.bytes, start, self.entries, self.bigEndian) = (bytes, tiff + offset, entries, bigEndian)
        }

        /// The offset of the next directory; 0 or `nil` when there is none.
        var next: Int? { bytes.u32(start + 2 + entries * 12, bigEndian: bigEndian) }

        /// The value of `tag` when it is a single SHORT (type 3) or LONG (type 4).
        func value(of tag: Int) -> Int? {
            for index in 0..<entries {
                let entry = start + 2 + index * 12
                guard let found = bytes.u16(entry, bigEndian: bigEndian) else { return nil }
                guard found == tag, bytes.u32(entry + 4, bigEndian: bigEndian) == 1 else { continue }
                // The value field holds it from its first byte.
                switch bytes.u16(entry + 2, bigEndian: bigEndian) {
                case 3: return bytes.u16(entry + 8, bigEndian: bigEndian)
                case 4: return bytes.u32(entry + 8, bigEndian: bigEndian)
                default: return nil
                }
            }
            return nil
        }
    }

    /// A byte buffer whose reads return `nil` out of range.
    private struct Bytes {
        let raw: UnsafeRawBufferPointer
        let count: Int

        init(_ raw: UnsafeRawBufferPointer) { self.raw = raw; count = raw.count }
        private init(_ raw: UnsafeRawBufferPointer, count: Int) { self.raw = raw; self.count = count }

        /// The same bytes, cut off at `end`.
        func prefix(_ end: Int) -> Bytes { Bytes(raw, count: max(0, min(count, end))) }

        func u8(_ i: Int) -> Int? { i >= 0 && i < count ? Int(raw[i]) : nil }

        func u16(_ i: Int, bigEndian: Bool) -> Int? {
            guard let a = u8(i), let b = u8(i + 1) else { return nil }
            return bigEndian ? a << 8 | b : b << 8 | a
        }

        func u32(_ i: Int, bigEndian: Bool) -> Int? {
            guard let high = u16(bigEndian ? i : i + 2, bigEndian: bigEndian),
                  let low = u16(bigEndian ? i + 2 : i, bigEndian: bigEndian) else { return nil }
            return high << 16 | low
        }

        func matches(_ i: Int, _ expected: [UInt8]) -> Bool {
            expected.indices.allSatisfy { u8(i + $0) == Int(expected[$0]) }
        }
    }
}
