import Foundation

/// An element of a menu: the base of `UIAction` and `UIKeyCommand`.
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    /// How an element is shown and whether it can be chosen.
    public struct Attributes: OptionSet, Sendable {
        /// The attributes' bits.
        public let rawValue: UInt
        /// Attributes with the given bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The element cannot be chosen.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// The element destroys data (shown in red).
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// The element is not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing the element keeps the menu open.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an element shows a check mark.
    public enum State: Int, Sendable {
        /// Unchecked.
        case off = 0
        /// Checked.
        case on = 1
        /// Partly checked.
        case mixed = 2
    }

    /// The element's title.
    open var title: String
    /// A line under the title.
    open var subtitle: String?
    /// The element's image.
    open var image: UIImage?

    /// An element titled `title` with `image`.
    public init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
        super.init()
    }
}
