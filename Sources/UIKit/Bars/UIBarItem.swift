import Foundation

/// An item shown in a bar — a navigation bar, toolbar or tab bar: its title, image and whether it is enabled.
/// `UIBarButtonItem` and `UITabBarItem` build on it; the bar that shows an item redraws it when these change.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    /// Whether the item responds to the user; true by default.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { itemDidChange() } }
    }
    /// The title shown.
    open var title: String? {
        didSet { if title != oldValue { itemDidChange() } }
    }
    /// The image shown.
    open var image: UIImage? {
        didSet { if image !== oldValue { itemDidChange() } }
    }
    /// The image shown in a compact-height bar on a phone; `image` when nil.
    open var landscapeImagePhone: UIImage? {
        didSet { if landscapeImagePhone !== oldValue { itemDidChange() } }
    }
    /// The image shown larger for accessibility.
    open var largeContentSizeImage: UIImage?
    /// Insets applied to the image.
    open var imageInsets = UIEdgeInsets.zero {
        didSet { if imageInsets != oldValue { itemDidChange() } }
    }
    /// Insets applied to `landscapeImagePhone`.
    open var landscapeImagePhoneInsets = UIEdgeInsets.zero
    /// A number the app uses to tell items apart.
    open var tag = 0

    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// An item with no title or image.
    public override init() {
        super.init()
    }

    /// An item decoded from an archive; Vellum decodes none.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Sets the attributes of the title in `state` (font, colour, shadow).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        itemDidChange()
    }

    /// The attributes of the title in `state`, if set.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    /// Called when something the bar shows changed; the bars showing the item override it to redraw.
    func itemDidChange() {
        onChange?()
    }

    /// What the bar showing the item does when the item changes.
    final var onChange: (@MainActor () -> Void)?
}
