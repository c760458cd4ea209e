import Foundation

/// A link or tagged range of a text view's text that the user acted on, given to the delegate.
@preconcurrency @MainActor
open class UITextItem {
    /// What the item is.
    public enum Content: Sendable {
        /// A link to a URL.
        case link(URL)
        /// A range the app tagged with `.textItemTag`.
        case tag(String)
    }

    /// What the item is.
    public let content: Content
    /// Where it is in the text, in UTF-16 offsets.
    public let range: NSRange

    init(content: Content, range: NSRange) {
        self.content = content
        self.range = range
    }

    /// The link's URL; nil for another kind of item.
    open var link: URL? {
        if case .link(let url) = content { return url }
        return nil
    }
}
