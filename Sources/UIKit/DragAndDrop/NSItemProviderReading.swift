import Foundation

/// A class whose instances can be made from an item provider's data.
public protocol NSItemProviderReading: AnyObject {
    /// The uniform type identifiers the class can be read from, the richest first.
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    /// An instance made from `data` in `typeIdentifier`; throws when the data does not make one.
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}
