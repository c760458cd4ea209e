import Foundation

/// Reads a nib in the `NSKeyedArchiver` form iOS 5 and earlier shipped: a binary property list whose
/// `$objects` array holds every archived object (a dictionary with a `$class` reference to its class record,
/// strings and numbers inline) and whose `$top` holds the nib's tables or the root object that does. UIDs
/// refer to `$objects` by index, UID 0 being `$null`. Collections (`NS.objects`, with `NS.keys` for a
/// dictionary) become members keyed `UINibEncoderEmptyKey`, as NIBArchive stores them.
enum KeyedArchiveReader {
    static func read(_ data: Data) throws(InterfaceBuilderError) -> CompiledNib {
        guard data.count <= InterfaceBuilderParser.maximumSize else {
            throw InterfaceBuilderError(.tooLarge, "The nib is \(data.count) bytes; at most \(InterfaceBuilderParser.maximumSize) are read.")
        }
        let list = try BinaryPropertyListReader(data)
        guard case .dictionary(let top) = list.objects[list.top] else { throw fault("The top object is not a dictionary") }
        let archive = entries(top, in: list)
        guard let objectsIndex = archive["$objects"], case .array(let archived) = list.objects[objectsIndex],
              let topIndex = archive["$top"], case .dictionary(let roots) = list.objects[topIndex] else {
            throw fault("The property list is not a keyed archive: it has no $objects or $top")
        }
        let resolver = Resolver(list: list, archived: archived)
        // `$objects` may list one large object many times; what a file of this size can truly hold bounds
        // the values read.
        var objects: [CompiledNib.Object] = []
        var valueCount = 0
        for index in archived {
            let object = try resolver.object(list.objects[index])
            valueCount += object.values.count
            guard valueCount <= data.count else { throw fault("The archived objects hold more values than the file can") }
            objects.append(object)
        }
        let rootEntries = entries(roots, in: list)
        let root: Int
        if let index = rootEntries["IB.objectdata"] ?? rootEntries["root"], case .uid(let uid) = list.objects[index],
           uid < objects.count, !objects[uid].className.isEmpty {
            root = uid
        } else {
            // The tables themselves at the top: they become the root object.
            let values = try roots.map { entry throws(InterfaceBuilderError) in
                (key: try resolver.key(entry.key), value: try resolver.value(entry.value))
            }
            objects.append(CompiledNib.Object(className: "NSObject", values: values))
            root = objects.count - 1
        }
        return CompiledNib(objects: objects, root: root)
    }

    static func fault(_ message: String) -> InterfaceBuilderError {
        InterfaceBuilderError(.malformedArchive, "\(message) (keyed archive).")
    }

    /// A dictionary's entries by string key; entries with other keys are left out.
    private static func entries(_ dictionary: [(key: Int, value: Int)], in list: BinaryPropertyListReader) -> [String: Int] {
        var result: [String: Int] = [:]
        for entry in dictionary {
            if case .string(let key) = list.objects[entry.key], result[key] == nil { result[key] = entry.value }
        }
        return result
    }

    /// Turns `$objects` entries and their values into the compiled nib's form.
    private struct Resolver {
        let list: BinaryPropertyListReader
        /// `$objects`: property-list indices by UID.
        let archived: [Int]

        func key(_ index: Int) throws(InterfaceBuilderError) -> String {
            guard case .string(let key) = list.objects[index] else { throw fault("A key is not a string") }
            return key
        }

        /// A value as stored in an object: inline, or a UID naming an archived object (strings and numbers
        /// among them are inlined).
        func value(_ index: Int) throws(InterfaceBuilderError) -> CompiledNib.Value {
            switch list.objects[index] {
            case .uid(let uid):
                guard uid < archived.count else { throw fault("UID \(uid) is past the \(archived.count) archived objects") }
                if uid == 0 { return .null }
                switch list.objects[archived[uid]] {
                case .dictionary: return .object(uid)
                case let other: return inline(other)
                }
            case let other:
                return inline(other)
            }
        }

        private func inline(_ object: BinaryPropertyListReader.Object) -> CompiledNib.Value {
            switch object {
            case .bool(let flag): .bool(flag)
            case .integer(let integer): .integer(integer)
            case .real(let real), .date(let real): .real(real)
            case .data(let bytes): .data(bytes)
            case .string(let text): .string(text)
            case .null, .uid, .array, .dictionary: .null
            }
        }

        /// The archived object an `$objects` entry is; entries that are not objects (strings, numbers,
        /// class records) get an empty class name and are only reached inline.
        func object(_ entry: BinaryPropertyListReader.Object) throws(InterfaceBuilderError) -> CompiledNib.Object {
            guard case .dictionary(let fields) = entry else { return CompiledNib.Object(className: "", values: []) }
            let byKey = KeyedArchiveReader.entries(fields, in: list)
            guard let classReference = byKey["$class"], case .uid(let uid) = list.objects[classReference], uid < archived.count,
                  case .dictionary(let record) = list.objects[archived[uid]],
                  let nameIndex = KeyedArchiveReader.entries(record, in: list)["$classname"],
                  case .string(let className) = list.objects[nameIndex] else {
                return CompiledNib.Object(className: "", values: [])
            }
            var values: [(key: String, value: CompiledNib.Value)] = []
            if let objects = byKey["NS.objects"], case .array(let members) = list.objects[objects] {
                if let keys = byKey["NS.keys"], case .array(let memberKeys) = list.objects[keys] {
                    for (key, member) in zip(memberKeys, members) {
                        values.append((CompiledNib.memberKey, try value(key)))
                        values.append((CompiledNib.memberKey, try value(member)))
                    }
                } else {
                    for member in members { values.append((CompiledNib.memberKey, try value(member))) }
                }
            }
            for field in fields {
                let name = try key(field.key)
                guard name != "$class", name != "NS.objects", name != "NS.keys" else { continue }
                values.append((name, try value(field.value)))
            }
            return CompiledNib.Object(className: className, values: values)
        }
    }
}
