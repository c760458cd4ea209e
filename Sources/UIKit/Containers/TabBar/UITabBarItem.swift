import Foundation

/// An item of a tab bar: a title and an image, a second image while selected, and a badge.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    /// The tab bar's built-in items, each with its system title.
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads,
             mostRecent, mostViewed

        /// The title iOS shows for the item.
        var title: String {
            switch self {
            case .more: "More"
            case .favorites: "Favorites"
            case .featured: "Featured"
            case .topRated: "Top Rated"
            case .recents: "Recents"
            case .contacts: "Contacts"
            case .history: "History"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .downloads: "Downloads"
            case .mostRecent: "Most Recent"
            case .mostViewed: "Most Viewed"
            }
        }
    }

    /// The image shown while the item is selected; `image` when nil.
    open var selectedImage: UIImage? {
        didSet { if selectedImage !== oldValue { itemDidChange() } }
    }

    /// The text of the badge at the image's top right; no badge when nil.
    open var badgeValue: String? {
        didSet { if badgeValue != oldValue { itemDidChange() } }
    }

    /// The badge's background; system red when nil.
    open var badgeColor: UIColor? {
        didSet { if badgeColor !== oldValue { itemDidChange() } }
    }

    /// The system item the item was made as, if any.
    let systemItem: SystemItem?

    /// An item with no title or image.
    public override init() {
        systemItem = nil
        super.init()
    }

    /// An item decoded from an archive; Vellum decodes none.
    public required init?(coder: NSCoder) {
        systemItem = nil
        super.init(coder: coder)
    }

    /// An item showing `title` and `image`, and `selectedImage` while selected.
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        systemItem = nil
        super.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// An item showing `title` and `image`, told apart by `tag`.
    public init(title: String?, image: UIImage?, tag: Int) {
        systemItem = nil
        super.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// A built-in item with its system title, told apart by `tag`. Vellum has no system symbols, so the
    /// item shows its title alone.
    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.systemItem = systemItem
        super.init()
        title = systemItem.title
        self.tag = tag
    }
}
