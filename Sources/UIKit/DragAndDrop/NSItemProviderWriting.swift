import Foundation

/// A class whose instances an item provider can hand out as data, in the type identifiers it names.
public protocol NSItemProviderWriting: AnyObject {
    /// The uniform type identifiers the class's instances can be written as, the richest first.
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    /// Writes the object as `typeIdentifier` and calls `completionHandler` with the data or an error.
    func loadData(withTypeIdentifier typeIdentifier: String,
                  forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
}
