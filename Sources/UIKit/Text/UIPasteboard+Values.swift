import Foundation

/// The typed accessors: each reads the items' representations of one kind and writes one item per value,
/// under the kind's first type identifier.
extension UIPasteboard {
    /// The first item's text; setting makes it the only item (nil empties the pasteboard).
    public var string: String? {
        get { Self.text(in: items.first) }
        set { setValues(newValue.map { [$0] }, type: Self.typeListString[0]) }
    }

    /// The text of every item that has some; setting makes one item per string.
    public var strings: [String]? {
        get { nonEmpty(items.compactMap { Self.text(in: $0) }) }
        set { setValues(newValue, type: Self.typeListString[0]) }
    }

    /// Whether an item has text.
    public var hasStrings: Bool { items.contains { Self.text(in: $0) != nil } }

    /// The first item's URL; setting makes it the only item.
    public var url: URL? {
        get { Self.url(in: items.first) }
        set { setValues(newValue.map { [$0] }, type: Self.typeListURL[0]) }
    }

    /// The URL of every item that has one; setting makes one item per URL.
    public var urls: [URL]? {
        get { nonEmpty(items.compactMap { Self.url(in: $0) }) }
        set { setValues(newValue, type: Self.typeListURL[0]) }
    }

    /// Whether an item has a URL.
    public var hasURLs: Bool { items.contains { Self.url(in: $0) != nil } }

    /// The first item's image; setting makes it the only item.
    public var image: UIImage? {
        get { Self.image(in: items.first) }
        set { setValues(newValue.map { [$0] }, type: Self.typeListImage[0]) }
    }

    /// The image of every item that has one; setting makes one item per image.
    public var images: [UIImage]? {
        get { nonEmpty(items.compactMap { Self.image(in: $0) }) }
        set { setValues(newValue, type: Self.typeListImage[0]) }
    }

    /// Whether an item has an image.
    public var hasImages: Bool { items.contains { Self.image(in: $0) != nil } }

    /// The first item's colour; setting makes it the only item.
    public var color: UIColor? {
        get { Self.color(in: items.first) }
        set { setValues(newValue.map { [$0] }, type: Self.typeListColor[0]) }
    }

    /// The colour of every item that has one; setting makes one item per colour.
    public var colors: [UIColor]? {
        get { nonEmpty(items.compactMap { Self.color(in: $0) }) }
        set { setValues(newValue, type: Self.typeListColor[0]) }
    }

    /// Whether an item has a colour.
    public var hasColors: Bool { items.contains { Self.color(in: $0) != nil } }

    /// Makes one item per value, under `type` (none for nil).
    private func setValues(_ values: [Any]?, type: String) {
        setItems((values ?? []).map { [type: $0] })
    }

    private func nonEmpty<Value>(_ values: [Value]) -> [Value]? { values.isEmpty ? nil : values }

    /// The text of `item`: a string, or UTF-8 data, under a text type.
    static func text(in item: [String: Any]?) -> String? {
        guard let item else { return nil }
        for type in typeListString {
            switch item[type] {
            case let string as String: return string
            case let data as Data: return String(validating: data, as: UTF8.self)
            default: continue
            }
        }
        return nil
    }

    private static func url(in item: [String: Any]?) -> URL? {
        guard let item else { return nil }
        for type in typeListURL {
            switch item[type] {
            case let url as URL: return url
            case let string as String: if let url = URL(string: string) { return url }
            case let data as Data: if let string = String(validating: data, as: UTF8.self), let url = URL(string: string) { return url }
            default: continue
            }
        }
        return nil
    }

    private static func image(in item: [String: Any]?) -> UIImage? {
        guard let item else { return nil }
        for type in typeListImage {
            switch item[type] {
            case let image as UIImage: return image
            case let data as Data: if let image = UIImage(data: data) { return image }
            default: continue
            }
        }
        return nil
    }

    private static func color(in item: [String: Any]?) -> UIColor? {
        guard let item else { return nil }
        return typeListColor.lazy.compactMap { item[$0] as? UIColor }.first
    }
}
