import Foundation

/// The object graph of a compiled nib, as either encoding stores it: objects with a class name and keyed values
/// in the order `encodeWithCoder:` wrote them, the root first holding `UINibTopLevelObjectsKey`,
/// `UINibObjectsKey` and `UINibConnectionsKey`. `NIBArchiveReader` and `KeyedArchiveReader` read the two forms
/// into it; `CompiledNibTranslator` turns it into the element tree a `.xib` gives, so both load alike.
///
/// Collections follow the NIBArchive convention in both forms: an `NSArray` holds its members as values keyed
/// `UINibEncoderEmptyKey`, an `NSDictionary` its keys and objects alternately.
struct CompiledNib: Sendable {
    /// One encoded value.
    enum Value: Sendable, Equatable {
        case integer(Int64)
        case bool(Bool)
        case real(Double)
        case data([UInt8])
        case string(String)
        case null
        /// An index into `objects`.
        case object(Int)
    }

    /// One encoded object: its class name and its values by key, in encoding order.
    struct Object: Sendable {
        let className: String
        let values: [(key: String, value: Value)]

        /// The first value encoded under `key`.
        subscript(key: String) -> Value? {
            values.first { $0.key == key }?.value
        }
    }

    /// The key of a collection's members.
    static let memberKey = "UINibEncoderEmptyKey"
    /// The key NIBArchive writes first in a collection to mark it as inlined; not a member.
    static let inlinedKey = "NSInlinedValue"

    let objects: [Object]
    /// The index of the object that holds the nib's tables.
    let root: Int

    /// The compiled nib in `data`, by its magic bytes: `NIBArchive` or a binary property list (`bplist00`);
    /// nil when `data` is neither.
    static func read(_ data: Data) throws(InterfaceBuilderError) -> CompiledNib? {
        if data.starts(with: NIBArchiveReader.magic) { return try NIBArchiveReader.read(data) }
        if data.starts(with: BinaryPropertyListReader.magic) { return try KeyedArchiveReader.read(data) }
        return nil
    }

    /// The object `value` refers to, when it is a reference to one.
    func object(_ value: Value?) -> Object? {
        guard case .object(let index)? = value else { return nil }
        return objects[index]
    }

    /// A string value: inline in keyed archives, an `NSString` object (`NS.bytes` or `NS.string`) in NIBArchive.
    func string(_ value: Value?) -> String? {
        switch value {
        case .string(let text)?: return text
        case .data(let bytes)?: return String(validating: bytes, as: UTF8.self)
        case .object?:
            // One level only: a string object whose bytes are another object is malformed, not followed.
            guard let object = object(value), object.className.hasSuffix("String"),
                  let inner = object["NS.bytes"] ?? object["NS.string"] else { return nil }
            if case .object = inner { return nil }
            return string(inner)
        default: return nil
        }
    }

    /// A number value, inline or an `NSNumber` object holding one.
    func number(_ value: Value?) -> Double? {
        switch value {
        case .integer(let integer)?: return Double(integer)
        case .real(let real)?: return real.isFinite ? real : nil
        case .bool(let flag)?: return flag ? 1 : 0
        case .object?:
            guard let object = object(value), object.className == "NSNumber", let inner = object.values.first?.value else { return nil }
            if case .object = inner { return nil }
            return number(inner)
        default: return nil
        }
    }

    /// A boolean value: true, or a non-zero number.
    func bool(_ value: Value?) -> Bool? {
        number(value).map { $0 != 0 }
    }

    /// The members of an `NSArray`, `NSSet` or `NSDictionary` object (for a dictionary, keys and objects
    /// alternately); empty for anything else.
    func members(_ value: Value?) -> [Value] {
        guard let object = object(value) else { return [] }
        return object.values.filter { $0.key == Self.memberKey }.map(\.value)
    }
}
