import Foundation

/// Plain text, as UTF-8, so that strings travel through item providers as on Apple's platforms.
extension NSString: NSItemProviderWriting, NSItemProviderReading {
    /// UTF-8 plain text.
    public static var writableTypeIdentifiersForItemProvider: [String] { [ItemProviderType.utf8PlainText] }

    /// UTF-8 plain text, and plain text in general.
    public static var readableTypeIdentifiersForItemProvider: [String] { [ItemProviderType.utf8PlainText, ItemProviderType.plainText] }

    /// The string's UTF-8 bytes.
    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
        completionHandler(Data((self as String).utf8), nil)
        return Progress.finished()
    }

    /// The string in `data`, read as UTF-8; invalid UTF-8 throws.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let string = String(data: data, encoding: .utf8) else { throw ItemProviderError.cannotDecode(typeIdentifier) }
        return Self(string: string)
    }
}
