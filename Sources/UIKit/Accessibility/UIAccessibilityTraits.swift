/// What an accessibility element is and how it behaves, as assistive technologies describe it.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt64
    /// Traits from raw bits.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No traits.
    public static let none = UIAccessibilityTraits([])
    /// Acts as a button.
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// Acts as a link.
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// Is an image.
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// Is selected.
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// Plays its own sound when activated.
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    /// Acts as a keyboard key.
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    /// Is text that cannot change.
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// Summarizes the app's state when it starts.
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    /// Is disabled.
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// Changes its label or value often.
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    /// Is a search field.
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    /// Starts a media session when activated.
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    /// Can be adjusted continuously, as a slider.
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// Takes touches directly.
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    /// Turns the page when reading reaches its end.
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    /// Is a header for content.
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    /// Is a tab bar.
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 17)
    /// Supports zooming (a map, a photo).
    public static let supportsZoom = UIAccessibilityTraits(rawValue: 1 << 18)
    /// Acts as a button that toggles between on and off.
    public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 19)
}
