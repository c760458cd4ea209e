import Foundation

/// A compiled nib's object graph, built by the tests and written in either encoding by the writers below, byte
/// by byte from the formats as documented in `docs/ARCHITECTURE.md`: NIBArchive (header of four count–offset
/// pairs, varint tables) and the `NSKeyedArchiver` binary property list.
struct CompiledNibFixture {
    enum Value {
        case int8(Int8), int16(Int16), int32(Int32), int64(Int64), bool(Bool), float(Float), double(Double)
        case data([UInt8]), null, object(Int)
        /// Geometry: floats after a type byte in NIBArchive, a `{…}` string in a keyed archive.
        case geometry([Float])
    }

    struct Object {
        let className: String
        var values: [(String, Value)]
    }

    var objects: [Object] = [Object(className: "NSObject", values: [])]

    /// Adds an object and gives its index.
    @discardableResult
    mutating func add(_ className: String, _ values: [(String, Value)]) -> Value {
        objects.append(Object(className: className, values: values))
        return .object(objects.count - 1)
    }

    mutating func string(_ text: String) -> Value {
        add("NSString", [("NS.bytes", .data(Array(text.utf8)))])
    }

    mutating func array(_ members: [Value], className: String = "NSArray") -> Value {
        add(className, [("NSInlinedValue", .bool(true))] + members.map { ("UINibEncoderEmptyKey", $0) })
    }

    mutating func proxy(_ identifier: String) -> Value {
        let name = string(identifier)
        return add("UIProxyObject", [("UIProxiedObjectIdentifier", name)])
    }

    mutating func color(red: Float, green: Float, blue: Float, alpha: Float = 1) -> Value {
        add("UIColor", [("UIColorComponentCount", .int8(4)), ("UIRed", .float(red)), ("UIGreen", .float(green)),
                        ("UIBlue", .float(blue)), ("UIAlpha", .float(alpha))])
    }

    /// A view's geometry as ibtool stores it: the bounds at the origin and the centre.
    static func frame(x: Float, y: Float, width: Float, height: Float) -> [(String, Value)] {
        [("UIBounds", .geometry([0, 0, width, height])), ("UICenter", .geometry([x + width / 2, y + height / 2]))]
    }

    mutating func outlet(_ property: String, from source: Value, to destination: Value) -> Value {
        let label = string(property)
        return add("UIRuntimeOutletConnection", [("UILabel", label), ("UISource", source), ("UIDestination", destination)])
    }

    mutating func action(_ selector: String, from source: Value, to destination: Value, mask: Int32?) -> Value {
        let label = string(selector)
        var values: [(String, Value)] = [("UILabel", label), ("UISource", source), ("UIDestination", destination)]
        if let mask { values.append(("UIEventMask", .int32(mask))) }
        return add("UIRuntimeEventConnection", values)
    }

    /// Sets the root object's tables.
    mutating func finish(topLevel: [Value], connections: [Value]) {
        let top = array(topLevel)
        let all = array(topLevel)
        let wired = array(connections)
        objects[0].values = [("UINibTopLevelObjectsKey", top), ("UINibObjectsKey", all), ("UINibConnectionsKey", wired)]
    }

    // MARK: NIBArchive

    static func varint(_ value: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(rest & 0x7F))
            rest >>= 7
        }
        return bytes + [UInt8(rest) | 0x80]
    }

    static func littleEndian<T: FixedWidthInteger>(_ value: T) -> [UInt8] {
        withUnsafeBytes(of: value.littleEndian, Array.init)
    }

    /// The graph in the NIBArchive encoding.
    func nibArchive() -> Data {
        var keys: [String] = []
        var classes: [String] = []
        var objectBytes: [UInt8] = []
        var valueBytes: [UInt8] = []
        var valueCount = 0
        for object in objects {
            if !classes.contains(object.className) { classes.append(object.className) }
            objectBytes += Self.varint(classes.firstIndex(of: object.className)!) + Self.varint(valueCount) + Self.varint(object.values.count)
            for (key, value) in object.values {
                if !keys.contains(key) { keys.append(key) }
                valueBytes += Self.varint(keys.firstIndex(of: key)!)
                switch value {
                case .int8(let v): valueBytes += [0, UInt8(bitPattern: v)]
                case .int16(let v): valueBytes += [1] + Self.littleEndian(v)
                case .int32(let v): valueBytes += [2] + Self.littleEndian(v)
                case .int64(let v): valueBytes += [3] + Self.littleEndian(v)
                case .bool(let v): valueBytes += [v ? 5 : 4]
                case .float(let v): valueBytes += [6] + Self.littleEndian(v.bitPattern)
                case .double(let v): valueBytes += [7] + Self.littleEndian(v.bitPattern)
                case .data(let bytes): valueBytes += [8] + Self.varint(bytes.count) + bytes
                case .null: valueBytes += [9]
                case .object(let index): valueBytes += [10] + Self.littleEndian(UInt32(index))
                case .geometry(let numbers):
                    let bytes: [UInt8] = [6] + numbers.flatMap { number -> [UInt8] in Self.littleEndian(number.bitPattern) }
                    valueBytes += [8] + Self.varint(bytes.count) + bytes
                }
                valueCount += 1
            }
        }
        let keyBytes: [UInt8] = keys.flatMap { key -> [UInt8] in Self.varint(key.utf8.count) + Array(key.utf8) }
        let classBytes: [UInt8] = classes.flatMap { name -> [UInt8] in
            let head: [UInt8] = Self.varint(name.utf8.count + 1) + [0x80]
            return head + Array(name.utf8) + [0]
        }
        var offset = 50
        var header: [UInt8] = Array("NIBArchive".utf8)
        header += Self.littleEndian(UInt32(1))
        header += Self.littleEndian(UInt32(9))
        let tables: [(count: Int, bytes: [UInt8])] = [
            (objects.count, objectBytes), (keys.count, keyBytes), (valueCount, valueBytes), (classes.count, classBytes),
        ]
        for table in tables {
            header += Self.littleEndian(UInt32(table.count))
            header += Self.littleEndian(UInt32(offset))
            offset += table.bytes.count
        }
        return Data(header + tables.flatMap(\.bytes))
    }

    // MARK: Keyed archive

    /// A property-list value, containers by value.
    indirect enum Plist {
        case string(String), integer(Int64), real(Double), bool(Bool), data([UInt8]), uid(Int)
        case array([Plist]), dictionary([(String, Plist)])
    }

    /// The graph as `NSKeyedArchiver` lays it out: `$objects[0]` is `$null`, object `i` is `$objects[i + 1]`
    /// (strings inline, arrays with `NS.objects`), class records after them, and `$top` holding the root's
    /// tables directly when `tablesAtTop`, else `IB.objectdata` naming the root.
    func keyedArchive(tablesAtTop: Bool = false) -> Data {
        var classes: [String] = []
        var archived: [Plist] = [.string("$null")]
        func reference(_ value: Value) -> Plist {
            switch value {
            case .int8(let v): .integer(Int64(v))
            case .int16(let v): .integer(Int64(v))
            case .int32(let v): .integer(Int64(v))
            case .int64(let v): .integer(v)
            case .bool(let v): .bool(v)
            case .float(let v): .real(Double(v))
            case .double(let v): .real(v)
            case .data(let bytes): .data(bytes)
            case .null: .uid(0)
            case .object(let index): .uid(index + 1)
            case .geometry(let n) where n.count == 4: .string("{{\(n[0]), \(n[1])}, {\(n[2]), \(n[3])}}")
            case .geometry(let n): .string("{\(n.first ?? 0), \(n.last ?? 0)}")
            }
        }
        for object in objects {
            if object.className == "NSString", case .data(let bytes)? = object.values.first?.1 {
                archived.append(.string(String(decoding: bytes, as: UTF8.self)))
                continue
            }
            if !classes.contains(object.className) { classes.append(object.className) }
            let classUID = Plist.uid(objects.count + 1 + classes.firstIndex(of: object.className)!)
            if object.className.hasSuffix("Array") {
                let members = object.values.filter { $0.0 == "UINibEncoderEmptyKey" }.map { reference($0.1) }
                archived.append(.dictionary([("$class", classUID), ("NS.objects", .array(members))]))
            } else {
                archived.append(.dictionary([("$class", classUID)] + object.values.map { ($0.0, reference($0.1)) }))
            }
        }
        archived += classes.map { .dictionary([("$classname", .string($0)), ("$classes", .array([.string($0), .string("NSObject")]))]) }
        let top: Plist = tablesAtTop
            ? .dictionary(objects[0].values.map { ($0.0, reference($0.1)) })
            : .dictionary([("IB.objectdata", .uid(1))])
        return Self.binaryPropertyList(.dictionary([
            ("$archiver", .string("NSKeyedArchiver")), ("$version", .integer(100_000)), ("$top", top), ("$objects", .array(archived)),
        ]))
    }

    /// A `bplist00` of `root`: objects flattened depth first, two-byte references, four-byte offsets.
    static func binaryPropertyList(_ root: Plist) -> Data {
        var bodies: [[UInt8]] = []
        func marker(_ type: UInt8, _ count: Int) -> [UInt8] {
            let head: [UInt8] = count < 15 ? [type << 4 | UInt8(count)] : [type << 4 | 0xF, 0x12]
            return count < 15 ? head : head + bigEndian(UInt32(count))
        }
        func bigEndian<T: FixedWidthInteger>(_ value: T) -> [UInt8] { withUnsafeBytes(of: value.bigEndian, Array.init) }
        func add(_ value: Plist) -> Int {
            let index = bodies.count
            bodies.append([])
            var body: [UInt8]
            switch value {
            case .string(let text): body = marker(5, text.utf8.count) + Array(text.utf8)
            case .integer(let v): body = [0x13] + bigEndian(v)
            case .real(let v): body = [0x23] + bigEndian(v.bitPattern)
            case .bool(let v): body = [v ? 0x09 : 0x08]
            case .data(let bytes): body = marker(4, bytes.count) + bytes
            case .uid(let v): body = [0x81] + bigEndian(UInt16(v))
            case .array(let members):
                let references = members.map(add)
                body = marker(0xA, members.count) + references.flatMap { reference -> [UInt8] in bigEndian(UInt16(reference)) }
            case .dictionary(let entries):
                let keys = entries.map { add(.string($0.0)) }
                let values = entries.map { add($0.1) }
                body = marker(0xD, entries.count) + (keys + values).flatMap { reference -> [UInt8] in bigEndian(UInt16(reference)) }
            }
            bodies[index] = body
            return index
        }
        let top = add(root)
        var bytes = Array("bplist00".utf8)
        var offsets: [UInt32] = []
        for body in bodies {
            offsets.append(UInt32(bytes.count))
            bytes += body
        }
        let tableOffset = bytes.count
        bytes += offsets.flatMap { offset -> [UInt8] in bigEndian(offset) }
        bytes += [0, 0, 0, 0, 0, 0, 4, 2]
        for word in [bodies.count, top, tableOffset] { bytes += bigEndian(UInt64(word)) }
        return Data(bytes)
    }
}
