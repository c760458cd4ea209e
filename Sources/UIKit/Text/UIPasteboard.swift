import Foundation

/// A pasteboard: items of typed representations that the app copies to and pastes from.
///
/// `general` is the system pasteboard. While the SDL host runs it is the desktop clipboard for text: writing
/// text there publishes it, and reading picks up text another app copied since (counted in `changeCount`).
/// SDL carries only text, so URLs, images, colours and data of other types stay in the app. Headless, and for
/// named pasteboards, the items live in the process.
///
/// Each item maps type identifiers (`"public.utf8-plain-text"`, `"public.url"`, `"public.png"`…) to a
/// value: a `String`, `URL`, `Data`, `UIImage` or `UIColor`.
@preconcurrency @MainActor
open class UIPasteboard: NSObject {
    /// A pasteboard's name.
    public struct Name: RawRepresentable, Hashable, Sendable {
        /// The name as a string.
        public var rawValue: String
        /// A name of `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A name of `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The general pasteboard's name.
        public static let general = Name("com.apple.UIKit.pboard.general")
        /// The find pasteboard's name: the text last searched for.
        public static let find = Name("com.apple.UIKit.pboard.find")
    }

    /// An option of `setItems(_:options:)`.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        /// The option's key as a string.
        public var rawValue: String
        /// An option key of `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A `Date` after which the items are removed.
        public static let expirationDate = OptionsKey(rawValue: "com.apple.UIKit.pboard.expirationDate")
        /// A `Bool`: true keeps the items in this device (on Vellum, off the desktop clipboard).
        public static let localOnly = OptionsKey(rawValue: "com.apple.UIKit.pboard.localOnly")
    }

    /// Posted, with the pasteboard as the object, when its items change; the user info lists the types added
    /// and removed.
    nonisolated public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")
    /// Posted, with the pasteboard as the object, when a named pasteboard is removed.
    nonisolated public static let removedNotification = Notification.Name("UIPasteboardRemovedNotification")
    /// The key of the types added (`[String]`) in `changedNotification`'s user info.
    nonisolated public static let changedTypesAddedUserInfoKey = "UIPasteboardChangedTypesAddedKey"
    /// The key of the types removed (`[String]`) in `changedNotification`'s user info.
    nonisolated public static let changedTypesRemovedUserInfoKey = "UIPasteboardChangedTypesRemovedKey"

    /// The type identifiers of text, the first being what `string` writes.
    nonisolated public static let typeListString = [
        "public.utf8-plain-text", "public.plain-text", "public.text", "public.utf16-plain-text",
        "public.utf16-external-plain-text",
    ]
    /// The type identifiers of URLs.
    nonisolated public static let typeListURL = ["public.url", "public.file-url"]
    /// The type identifiers of images, the first being what `image` writes.
    nonisolated public static let typeListImage = ["public.png", "public.jpeg", "public.image"]
    /// The type identifiers of colours.
    nonisolated public static let typeListColor = ["com.apple.uikit.color"]

    /// The pasteboards that exist, by name: instances of one name share its store.
    private static var stores: [Name: PasteboardStore] = [:]
    private static var generalPasteboard: UIPasteboard?

    /// The pasteboard's name.
    public let name: Name
    /// The items and their change count, shared by every instance of the name.
    let store: PasteboardStore

    /// The pasteboard named `pasteboardName`; when none exists, a new one if `create` is true, else nil (the
    /// general pasteboard always exists).
    public init?(name pasteboardName: Name, create: Bool) {
        if let existing = Self.stores[pasteboardName] {
            store = existing
        } else {
            guard create || pasteboardName == .general else { return nil }
            store = PasteboardStore(publishesToDesktop: pasteboardName == .general)
            Self.stores[pasteboardName] = store
        }
        name = pasteboardName
        super.init()
    }

    /// The system pasteboard, for copy, cut and paste.
    open class var general: UIPasteboard {
        if let generalPasteboard { return generalPasteboard }
        let pasteboard = UIPasteboard(name: .general, create: true)!
        generalPasteboard = pasteboard
        return pasteboard
    }

    /// A new pasteboard with a name no other has.
    open class func withUniqueName() -> UIPasteboard {
        UIPasteboard(name: Name(UUID().uuidString), create: true)!
    }

    /// Removes the pasteboard named `pasteboardName` (the general one cannot be) and posts
    /// `removedNotification`.
    open class func remove(withName pasteboardName: Name) {
        guard pasteboardName != .general, let removed = UIPasteboard(name: pasteboardName, create: false) else { return }
        stores[pasteboardName] = nil
        NotificationCenter.default.post(name: removedNotification, object: removed)
    }

    // MARK: Items

    /// How many times the items changed: each write counts once, and so does text another app put on the
    /// desktop clipboard, seen when the pasteboard is next read.
    open var changeCount: Int { store.changeCount }

    /// The items. Setting replaces them all.
    open var items: [[String: Any]] {
        get { store.items }
        set { setItems(newValue) }
    }

    /// How many items there are.
    open var numberOfItems: Int { items.count }

    /// Replaces the items. `.expirationDate` removes them after that date; `.localOnly` keeps them off the
    /// desktop clipboard. Values of types the pasteboard cannot hold are dropped and logged.
    open func setItems(_ items: [[String: Any]], options: [OptionsKey: Any] = [:]) {
        store.isLocalOnly = options[.localOnly] as? Bool ?? false
        replaceItems(with: items.map(Self.validated))
        store.expirationDate = options[.expirationDate] as? Date
    }

    /// Adds items after the existing ones.
    open func addItems(_ items: [[String: Any]]) {
        replaceItems(with: self.items + items.map(Self.validated))
    }

    /// The type identifiers of the first item.
    open var types: [String] { items.first.map { Array($0.keys).sorted() } ?? [] }

    /// The type identifiers of each item.
    open func types(forItemSet itemSet: IndexSet?) -> [[String]]? {
        let all = items
        let indexes = itemSet.map { Array($0) } ?? Array(all.indices)
        guard indexes.allSatisfy(all.indices.contains) else { return nil }
        return indexes.map { Array(all[$0].keys).sorted() }
    }

    /// Whether the first item has a value of one of `pasteboardTypes`.
    open func contains(pasteboardTypes: [String]) -> Bool {
        guard let first = items.first else { return false }
        return pasteboardTypes.contains { first[$0] != nil }
    }

    /// Whether the items of `itemSet` (all when nil) have a value of one of `pasteboardTypes`.
    open func contains(pasteboardTypes: [String], inItemSet itemSet: IndexSet?) -> Bool {
        let all = items
        let indexes = itemSet.map { Array($0) } ?? Array(all.indices)
        return !indexes.isEmpty && indexes.allSatisfy { index in
            all.indices.contains(index) && pasteboardTypes.contains { all[index][$0] != nil }
        }
    }

    // MARK: Values by type

    /// The first item's value of `pasteboardType`, as it was written.
    open func value(forPasteboardType pasteboardType: String) -> Any? {
        items.first?[pasteboardType]
    }

    /// Makes `value` the only item, under `pasteboardType`.
    open func setValue(_ value: Any, forPasteboardType pasteboardType: String) {
        setItems([[pasteboardType: value]])
    }

    /// The first item's value of `pasteboardType` as data: text as UTF-8, a URL as its string, an image as PNG.
    open func data(forPasteboardType pasteboardType: String) -> Data? {
        Self.data(of: value(forPasteboardType: pasteboardType))
    }

    /// The data of `pasteboardType` in each item of `itemSet` (all when nil).
    open func data(forPasteboardType pasteboardType: String, inItemSet itemSet: IndexSet?) -> [Data]? {
        let all = items
        let indexes = itemSet.map { Array($0) } ?? Array(all.indices)
        let found = indexes.compactMap { all.indices.contains($0) ? Self.data(of: all[$0][pasteboardType]) : nil }
        return found.isEmpty ? nil : found
    }

    /// Makes `data` the only item, under `pasteboardType`.
    open func setData(_ data: Data, forPasteboardType pasteboardType: String) {
        setItems([[pasteboardType: data]])
    }

    // MARK: Storage

    /// Replaces the items and posts `changedNotification` with the types added and removed.
    func replaceItems(with newItems: [[String: Any]]) {
        let oldTypes = Set(store.items.flatMap(\.keys))
        store.replaceItems(with: newItems)
        let newTypes = Set(newItems.flatMap(\.keys))
        NotificationCenter.default.post(name: Self.changedNotification, object: self, userInfo: [
            Self.changedTypesAddedUserInfoKey: Array(newTypes.subtracting(oldTypes)).sorted(),
            Self.changedTypesRemovedUserInfoKey: Array(oldTypes.subtracting(newTypes)).sorted(),
        ])
    }

    /// `item` with the values the pasteboard can hold; others are logged and dropped.
    private static func validated(_ item: [String: Any]) -> [String: Any] {
        item.filter { type, value in
            switch value {
            case is String, is URL, is Data, is UIImage, is UIColor: return true
            default:
                uikitLog.error("UIPasteboard: a \(Swift.type(of: value)) cannot be put on a pasteboard (type \(type)); dropped.")
                return false
            }
        }
    }

    /// `value` as data: text as UTF-8, a URL as its string, an image as PNG.
    private static func data(of value: Any?) -> Data? {
        switch value {
        case let data as Data: return data
        case let string as String: return Data(string.utf8)
        case let url as URL: return Data(url.absoluteString.utf8)
        case let image as UIImage: return image.pngData()
        default: return nil
        }
    }
}
