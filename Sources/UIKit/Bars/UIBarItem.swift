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

    // MARK: Accessibility (what the button a bar shows for the item reads)

    /// Whether assistive technologies treat the item as one element; true by default, as for controls.
    open var isAccessibilityElement: Bool {
        get { accessibilityStoredValue(.isElement) as? Bool ?? true }
        set { storeAccessibilityValue(newValue, for: .isElement) }
    }
    /// A short, localized label naming the item; its title is read when nil.
    open var accessibilityLabel: String? {
        get { accessibilityStoredValue(.label) as? String }
        set { storeAccessibilityValue(newValue, for: .label) }
    }
    /// What activating the item does.
    open var accessibilityHint: String? {
        get { accessibilityStoredValue(.hint) as? String }
        set { storeAccessibilityValue(newValue, for: .hint) }
    }
    /// The item's current value, when it is not its label.
    open var accessibilityValue: String? {
        get { accessibilityStoredValue(.value) as? String }
        set { storeAccessibilityValue(newValue, for: .value) }
    }
    /// Traits added to those of the button the bar shows for the item; `.none` until set.
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityStoredValue(.traits) as? UIAccessibilityTraits ?? .none }
        set { storeAccessibilityValue(newValue, for: .traits) }
    }
    /// A string that identifies the item in UI tests (`UIAccessibilityIdentification`).
    open var accessibilityIdentifier: String? {
        get { accessibilityStoredValue(.identifier) as? String }
        set { storeAccessibilityValue(newValue, for: .identifier) }
    }
    /// Short names users speak or type to reach the item; empty by default.
    open var accessibilityUserInputLabels: [String]! {
        get { accessibilityStoredValue(.userInputLabels) as? [String] ?? [] }
        set { storeAccessibilityValue(newValue, for: .userInputLabels) }
    }

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
