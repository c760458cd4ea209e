/// Finds the orientation tag in a JPEG's EXIF segment. Every read is bounds-checked: the bytes are untrusted.
enum ExifReader {
    /// The EXIF orientation (1–8) of the JPEG `data`, or `nil` when it states none.
    static func jpegOrientation(_ data: Data) -> Int? {
        data.withUnsafeBytes { raw in
            let bytes = Bytes(raw)
            // Walk the marker segments that precede the image data.
            var offset = 2
            while let marker0 = bytes.u8(offset), marker0 == 0xFF, let marker = bytes.u8(offset + 1) {
                if marker == 0xFF { offset += 1; continue }           // fill byte
                if marker == 0xDA || marker == 0xD9 { return nil }    // start of scan, end of image
                if (0xD0...0xD8).contains(marker) || marker == 0x01 { offset += 2; continue } // no length
                guard let length = bytes.u16(offset + 2, bigEndian: true), length >= 2 else { return nil }
                let body = offset + 4, end = offset + 2 + length
                if marker == 0xE1, bytes.matches(body, Array("Exif\0\0".utf8)) {
                    return orientation(in: bytes, tiff: body + 6, end: end)
                }
                offset = end
            }
            return nil
        }
    }

    /// Reads tag 0x0112 in IFD0 of the TIFF structure at `tiff` (which must end by `end`).
    private static func orientation(in bytes: Bytes, tiff: Int, end: Int) -> Int? {
        let bounded = bytes.prefix(end)
        let bigEndian: Bool
        if bounded.matches(tiff, [0x4D, 0x4D]) { bigEndian = true }
        else if bounded.matches(tiff, [0x49, 0x49]) { bigEndian = false }
        else { return nil }
        guard bounded.u16(tiff + 2, bigEndian: bigEndian) == 42,
              let ifd = bounded.u32(tiff + 4, bigEndian: bigEndian), ifd < Int(Int32.max),
              let entries = bounded.u16(tiff + ifd, bigEndian: bigEndian)
        else { return nil }
        for index in 0..<entries {
            let entry = tiff + ifd + 2 + index * 12
            guard let tag = bounded.u16(entry, bigEndian: bigEndian) else { return nil }
            // Type 3 is SHORT: the value sits in the first two bytes of the value field.
            if tag == 0x0112, bounded.u16(entry + 2, bigEndian: bigEndian) == 3,
               let value = bounded.u16(entry + 8, bigEndian: bigEndian), (1...8).contains(value) {
                return value
            }
        }
        return nil
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
