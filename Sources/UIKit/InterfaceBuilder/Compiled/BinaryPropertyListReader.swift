import Foundation

/// Reads a binary property list (`bplist00`) into a flat table of objects whose containers hold the indices of
/// their members, so that a list which refers to itself is read in one pass and never recursed into. Keyed
/// archives need what Foundation on Linux does not give back as such: the `UID` type, which refers to an
/// archived object by index.
///
/// The trailer (the last 32 bytes) gives the size of offsets and object references, the object count, the top
/// object and where the offset table starts; each object starts with a marker byte whose high nibble is its
/// type and low nibble its size (0xF: an integer object follows with the size). Every count and offset is
/// checked against the file before it is used.
struct BinaryPropertyListReader {
    static let magic = Data("bplist00".utf8)

    /// One object of the list; containers hold indices into `objects`.
    enum Object {
        case null
        case bool(Bool)
        case integer(Int64)
        case real(Double)
        case date(Double)
        case data([UInt8])
        case string(String)
        case uid(Int)
        case array([Int])
        case dictionary([(key: Int, value: Int)])
    }

    let objects: [Object]
    let top: Int

    init(_ data: Data) throws(InterfaceBuilderError) {
        let bytes = Array(data)
        guard bytes.count >= Self.magic.count + 32, bytes.starts(with: Self.magic) else {
            throw Self.fault("The property list is cut short")
        }
        let trailer = bytes.count - 32
        let offsetSize = Int(bytes[trailer + 6])
        let referenceSize = Int(bytes[trailer + 7])
        let count = Self.bigEndian(bytes[(trailer + 8)..<(trailer + 16)])
        let top = Self.bigEndian(bytes[(trailer + 16)..<(trailer + 24)])
        let tableOffset = Self.bigEndian(bytes[(trailer + 24)..<(trailer + 32)])
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
            throw Self.fault("The trailer gives offsets of \(offsetSize) and references of \(referenceSize) bytes")
        }
        guard let count, let top, let tableOffset, count > 0, top < count, tableOffset <= trailer,
              count <= (trailer - tableOffset) / offsetSize else {
            throw Self.fault("The trailer's object count, top object or offset table lies outside the file")
        }
        var objects: [Object] = []
        objects.reserveCapacity(count)
        // Objects of a list never overlap; a file whose offsets all name one large object would otherwise
        // multiply its size in memory.
        var consumed = 0
        for index in 0..<count {
            let start = tableOffset + index * offsetSize
            guard let offset = Self.bigEndian(bytes[start..<(start + offsetSize)]), offset < tableOffset else {
                throw Self.fault("Object \(index) starts outside the objects")
            }
            var cursor = Cursor(bytes: bytes, offset: offset, end: tableOffset, referenceSize: referenceSize, count: count)
            objects.append(try cursor.object())
            consumed += cursor.offset - offset
            guard consumed <= tableOffset else { throw Self.fault("Objects overlap") }
        }
        self.objects = objects
        self.top = top
    }

    static func fault(_ message: String) -> InterfaceBuilderError {
        InterfaceBuilderError(.malformedArchive, "\(message) (binary property list).")
    }

    /// A big-endian unsigned number of up to 8 bytes; nil past `Int.max`.
    static func bigEndian(_ bytes: ArraySlice<UInt8>) -> Int? {
        let value = bytes.reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        return value <= UInt64(Int.max) ? Int(value) : nil
    }

    /// Reads one object from its offset, within the object area.
    private struct Cursor {
        let bytes: [UInt8]
        var offset: Int
        let end: Int
        let referenceSize: Int
        let count: Int

        mutating func take(_ size: Int) throws(InterfaceBuilderError) -> ArraySlice<UInt8> {
            guard size <= end - offset else { throw BinaryPropertyListReader.fault("An object runs past the objects") }
            defer { offset += size }
            return bytes[offset..<(offset + size)]
        }

        /// The size in a marker's low nibble, or the integer object after it when the nibble is 0xF.
        mutating func length(_ nibble: UInt8) throws(InterfaceBuilderError) -> Int {
            guard nibble == 0xF else { return Int(nibble) }
            let marker = try take(1).first!
            guard marker & 0xF0 == 0x10, marker & 0x0F <= 3,
                  let length = BinaryPropertyListReader.bigEndian(try take(1 << Int(marker & 0x0F))) else {
                throw BinaryPropertyListReader.fault("A length is not an integer")
            }
            return length
        }

        mutating func references(_ length: Int) throws(InterfaceBuilderError) -> [Int] {
            guard length <= (end - offset) / referenceSize else { throw BinaryPropertyListReader.fault("A container runs past the objects") }
            var result: [Int] = []
            result.reserveCapacity(length)
            for _ in 0..<length {
                guard let reference = BinaryPropertyListReader.bigEndian(try take(referenceSize)), reference < count else {
                    throw BinaryPropertyListReader.fault("A container refers to an object past the \(count) there are")
                }
                result.append(reference)
            }
            return result
        }

        mutating func object() throws(InterfaceBuilderError) -> Object {
            let marker = try take(1).first!
            let nibble = marker & 0x0F
            switch marker >> 4 {
            case 0x0:
                switch nibble {
                case 0x8: return .bool(false)
                case 0x9: return .bool(true)
                default: return .null
                }
            case 0x1:
                guard nibble <= 3 else { throw BinaryPropertyListReader.fault("An integer of \(1 << Int(nibble)) bytes") }
                let raw = try take(1 << Int(nibble)).reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
                // One to four bytes are unsigned; eight are two's complement.
                return .integer(nibble == 3 ? Int64(bitPattern: raw) : Int64(raw))
            case 0x2, 0x3:
                let size = marker == 0x33 ? 8 : 1 << Int(nibble)
                let raw = try take(size).reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
                let value: Double = switch size {
                case 4: Double(Float(bitPattern: UInt32(raw)))
                case 8: Double(bitPattern: raw)
                default: throw BinaryPropertyListReader.fault("A real of \(size) bytes")
                }
                return marker == 0x33 ? .date(value) : .real(value)
            case 0x4:
                let count = try length(nibble)
                return .data(Array(try take(count)))
            case 0x5:
                let count = try length(nibble)
                return .string(String(decoding: try take(count), as: UTF8.self))
            case 0x6:
                let units = try length(nibble)
                guard units <= (end - offset) / 2 else { throw BinaryPropertyListReader.fault("A string runs past the objects") }
                let raw = try take(units * 2)
                let utf16 = stride(from: raw.startIndex, to: raw.endIndex, by: 2).map { UInt16(raw[$0]) << 8 | UInt16(raw[$0 + 1]) }
                return .string(String(decoding: utf16, as: UTF16.self))
            case 0x8:
                guard let uid = BinaryPropertyListReader.bigEndian(try take(Int(nibble) + 1)) else {
                    throw BinaryPropertyListReader.fault("A UID is too large")
                }
                return .uid(uid)
            case 0xA, 0xC:
                let count = try length(nibble)
                return .array(try references(count))
            case 0xD:
                let entries = try length(nibble)
                let keys = try references(entries)
                let values = try references(entries)
                return .dictionary(zip(keys, values).map { (key: $0, value: $1) })
            default:
                throw BinaryPropertyListReader.fault(String(format: "Unknown object marker 0x%02X", marker))
            }
        }
    }
}
