import Foundation

/// Reads the NIBArchive encoding `ibtool` writes for iOS 6 and later: the magic `NIBArchive`, two format words,
/// then the count and file offset of four tables (objects, keys, values, class names), all little-endian.
/// An object is a class index, a first value index and a value count; a key a length and UTF-8 bytes; a value
/// a key index, a type byte and its payload; a class name a length, a count of extra 32-bit words, the words
/// and the NUL-terminated name. Lengths and indices are varints of 7-bit groups, least significant first,
/// whose last byte has the high bit set.
///
/// The file is untrusted: every count is checked against the bytes that could hold it before anything is
/// allocated, every offset and index against its table, so a bad file gives an error and never a trap or
/// unbounded memory.
enum NIBArchiveReader {
    static let magic = Data("NIBArchive".utf8)
    /// Magic, two format words and four count–offset pairs.
    static let headerSize = 50

    /// The value types, by their type byte.
    private enum ValueType: UInt8 {
        case int8 = 0, int16, int32, int64, falseValue, trueValue, float, double, data, null, object
    }

    static func read(_ data: Data) throws(InterfaceBuilderError) -> CompiledNib {
        guard data.count <= InterfaceBuilderParser.maximumSize else {
            throw InterfaceBuilderError(.tooLarge, "The nib is \(data.count) bytes; at most \(InterfaceBuilderParser.maximumSize) are read.")
        }
        var reader = ByteReader(bytes: Array(data))
        guard data.count >= headerSize else { throw reader.fault("The NIBArchive header is cut short") }
        reader.offset = magic.count + 8
        var tables: [(count: Int, offset: Int)] = []
        for _ in 0..<4 { tables.append((try reader.uint32(), try reader.uint32())) }
        // The smallest entry of each table: an object 3 bytes, a key 1, a value 2, a class name 3.
        for ((count, offset), smallest) in zip(tables, [3, 1, 2, 3]) {
            guard offset <= data.count, count <= (data.count - offset) / smallest else {
                throw reader.fault("A table's count (\(count)) or offset (\(offset)) lies outside the file")
            }
        }
        let (objectTable, keyTable, valueTable, classTable) = (tables[0], tables[1], tables[2], tables[3])
        guard objectTable.count > 0 else { throw reader.fault("The nib has no objects") }

        reader.offset = keyTable.offset
        var keys: [String] = []
        keys.reserveCapacity(keyTable.count)
        for _ in 0..<keyTable.count {
            let length = try reader.varint()
            keys.append(try reader.string(length: length))
        }

        reader.offset = classTable.offset
        var classNames: [String] = []
        classNames.reserveCapacity(classTable.count)
        for _ in 0..<classTable.count {
            let length = try reader.varint()
            let extras = try reader.varint()
            try reader.skip(extras, times: 4)
            var name = try reader.take(length)
            if name.last == 0 { name.removeLast() }
            guard let text = String(validating: name, as: UTF8.self) else { throw reader.fault("A class name is not UTF-8") }
            classNames.append(text)
        }

        reader.offset = valueTable.offset
        var values: [(key: String, value: CompiledNib.Value)] = []
        values.reserveCapacity(valueTable.count)
        for _ in 0..<valueTable.count {
            let keyIndex = try reader.varint()
            guard keyIndex < keys.count else { throw reader.fault("A value names key \(keyIndex) of \(keys.count)") }
            let typeByte = try reader.byte()
            guard let type = ValueType(rawValue: typeByte) else { throw reader.fault("Unknown value type \(typeByte)") }
            let value: CompiledNib.Value
            switch type {
            case .int8: value = .integer(Int64(Int8(bitPattern: try reader.byte())))
            case .int16: value = .integer(Int64(Int16(truncatingIfNeeded: try reader.littleEndian(2))))
            case .int32: value = .integer(Int64(Int32(truncatingIfNeeded: try reader.littleEndian(4))))
            case .int64: value = .integer(Int64(bitPattern: try reader.littleEndian(8)))
            case .falseValue: value = .bool(false)
            case .trueValue: value = .bool(true)
            case .float: value = .real(Double(Float(bitPattern: UInt32(try reader.littleEndian(4)))))
            case .double: value = .real(Double(bitPattern: try reader.littleEndian(8)))
            case .data:
                let length = try reader.varint()
                value = .data(try reader.take(length))
            case .null: value = .null
            case .object:
                let index = Int(try reader.littleEndian(4))
                guard index < objectTable.count else { throw reader.fault("A value refers to object \(index) of \(objectTable.count)") }
                value = .object(index)
            }
            values.append((keys[keyIndex], value))
        }

        reader.offset = objectTable.offset
        var objects: [CompiledNib.Object] = []
        objects.reserveCapacity(objectTable.count)
        // Objects own disjoint runs of values; overlapping runs would multiply the values in memory.
        var claimed = 0
        for _ in 0..<objectTable.count {
            let classIndex = try reader.varint()
            let first = try reader.varint()
            let count = try reader.varint()
            guard classIndex < classNames.count, first <= values.count, count <= values.count - first else {
                throw reader.fault("An object names class \(classIndex) or values \(first)..<\(first + count) outside their tables")
            }
            claimed += count
            guard claimed <= values.count else { throw reader.fault("Objects claim more values than there are") }
            objects.append(CompiledNib.Object(className: classNames[classIndex], values: Array(values[first..<(first + count)])))
        }
        return CompiledNib(objects: objects, root: 0)
    }

    /// Bounds-checked reads from the file's bytes.
    private struct ByteReader {
        let bytes: [UInt8]
        var offset = 0

        func fault(_ message: String) -> InterfaceBuilderError {
            InterfaceBuilderError(.malformedArchive, "\(message) (NIBArchive, byte \(offset)).")
        }

        mutating func byte() throws(InterfaceBuilderError) -> UInt8 {
            guard offset < bytes.count else { throw fault("The file ends early") }
            defer { offset += 1 }
            return bytes[offset]
        }

        mutating func take(_ count: Int) throws(InterfaceBuilderError) -> [UInt8] {
            guard count <= bytes.count - offset else { throw fault("The file ends early") }
            defer { offset += count }
            return Array(bytes[offset..<(offset + count)])
        }

        mutating func skip(_ count: Int, times size: Int) throws(InterfaceBuilderError) {
            guard count <= (bytes.count - offset) / size else { throw fault("The file ends early") }
            offset += count * size
        }

        mutating func string(length: Int) throws(InterfaceBuilderError) -> String {
            guard let text = String(validating: try take(length), as: UTF8.self) else { throw fault("A key is not UTF-8") }
            return text
        }

        mutating func littleEndian(_ size: Int) throws(InterfaceBuilderError) -> UInt64 {
            try take(size).reversed().reduce(0) { $0 << 8 | UInt64($1) }
        }

        mutating func uint32() throws(InterfaceBuilderError) -> Int {
            Int(try littleEndian(4))
        }

        /// A varint of at most four groups (28 bits), the most any count or index of a file within the size
        /// limit needs.
        mutating func varint() throws(InterfaceBuilderError) -> Int {
            var result = 0
            for group in 0..<4 {
                let byte = try byte()
                result |= Int(byte & 0x7F) << (7 * group)
                if byte & 0x80 != 0 { return result }
            }
            throw fault("A varint runs past four bytes")
        }
    }
}
