import Foundation

/// An immutable set of traits describing an interface's environment: appearance, size classes, scale,
/// layout direction, text size, contrast and the kind of device. Screens, windows, view controllers and views
/// each have one (`UITraitEnvironment`), inherited from the screen down the hierarchy with each level's
/// overrides applied.
///
/// A trait a collection does not set has its "unspecified" value (`.unspecified`, a scale of 0), and gives
/// way to other collections' values in `init(traitsFrom:)`.
public final class UITraitCollection: NSObject, @unchecked Sendable {
    // @unchecked: NSObject is not Sendable on Linux; the only stored property is an immutable value.
    let values: TraitValues

    init(values: TraitValues) {
        self.values = values
        super.init()
    }

    /// A collection that sets no trait.
    public override convenience init() { self.init(values: TraitValues()) }

    /// The traits of `traitCollections` combined: for each trait, the value of the last collection that sets it.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        self.init(values: traitCollections.reduce(TraitValues()) { $0.overlaid(with: $1.values) })
    }

    /// A collection whose traits `mutations` sets.
    public convenience init(mutations: (inout any UIMutableTraits) -> Void) {
        var traits: any UIMutableTraits = TraitValues()
        mutations(&traits)
        self.init(values: traits as? TraitValues ?? TraitValues())
    }

    /// A copy of this collection with `mutations` applied.
    public func modifyingTraits(_ mutations: (inout any UIMutableTraits) -> Void) -> UITraitCollection {
        var traits: any UIMutableTraits = values
        mutations(&traits)
        return UITraitCollection(values: traits as? TraitValues ?? values)
    }

    /// A collection with only the user interface style set.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init { $0.userInterfaceStyle = userInterfaceStyle }
    }

    /// A collection with only the horizontal size class set.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init { $0.horizontalSizeClass = horizontalSizeClass }
    }

    /// A collection with only the vertical size class set.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init { $0.verticalSizeClass = verticalSizeClass }
    }

    /// A collection with only the display scale set; a scale that is not finite and positive sets nothing.
    public convenience init(displayScale: CGFloat) {
        self.init { $0.displayScale = displayScale.isFinite && displayScale > 0 ? displayScale : 0 }
    }

    /// A collection with only the layout direction set.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init { $0.layoutDirection = layoutDirection }
    }

    /// A collection with only the preferred content size category set.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init { $0.preferredContentSizeCategory = preferredContentSizeCategory }
    }

    /// A collection with only the accessibility contrast set.
    public convenience init(accessibilityContrast: UIAccessibilityContrast) {
        self.init { $0.accessibilityContrast = accessibilityContrast }
    }

    /// A collection with only the legibility weight set.
    public convenience init(legibilityWeight: UILegibilityWeight) {
        self.init { $0.legibilityWeight = legibilityWeight }
    }

    /// A collection with only the user interface idiom set.
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        self.init { $0.userInterfaceIdiom = userInterfaceIdiom }
    }

    /// A collection with only the user interface level set.
    public convenience init(userInterfaceLevel: UIUserInterfaceLevel) {
        self.init { $0.userInterfaceLevel = userInterfaceLevel }
    }

    /// A collection with only the display gamut set.
    public convenience init(displayGamut: UIDisplayGamut) {
        self.init { $0.displayGamut = displayGamut }
    }

    /// A collection with only the active appearance set.
    public convenience init(activeAppearance: UIUserInterfaceActiveAppearance) {
        self.init { $0.activeAppearance = activeAppearance }
    }

    // MARK: Traits

    /// The light or dark appearance.
    public var userInterfaceStyle: UIUserInterfaceStyle { values.userInterfaceStyle }
    /// The horizontal size class.
    public var horizontalSizeClass: UIUserInterfaceSizeClass { values.horizontalSizeClass }
    /// The vertical size class.
    public var verticalSizeClass: UIUserInterfaceSizeClass { values.verticalSizeClass }
    /// Pixels per point; 0 when unset.
    public var displayScale: CGFloat { values.displayScale }
    /// The layout direction.
    public var layoutDirection: UITraitEnvironmentLayoutDirection { values.layoutDirection }
    /// The preferred text size.
    public var preferredContentSizeCategory: UIContentSizeCategory { values.preferredContentSizeCategory }
    /// Increased contrast.
    public var accessibilityContrast: UIAccessibilityContrast { values.accessibilityContrast }
    /// The Bold Text setting.
    public var legibilityWeight: UILegibilityWeight { values.legibilityWeight }
    /// The kind of device.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { values.userInterfaceIdiom }
    /// Base or elevated content.
    public var userInterfaceLevel: UIUserInterfaceLevel { values.userInterfaceLevel }
    /// The display's gamut.
    public var displayGamut: UIDisplayGamut { values.displayGamut }
    /// Active or inactive appearance.
    public var activeAppearance: UIUserInterfaceActiveAppearance { values.activeAppearance }

    /// The value of any trait, the app's own included: its default when the collection does not set it.
    public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value { values[trait] }

    // MARK: Comparing

    /// Whether every trait `trait` sets has the same value in this collection; true for nil.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return values.contains(allOf: trait.values)
    }

    /// Whether dynamic colours can resolve differently in `traitCollection`: a trait that affects colours
    /// (appearance, contrast, level, gamut, active appearance, custom traits that say so) differs.
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        values.differsInColorAppearance(from: traitCollection?.values ?? TraitValues())
    }

    /// Whether `object` is a collection with the same traits.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return other === self || other.values == values
    }

    /// A hash consistent with `isEqual(_:)`.
    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(values.userInterfaceStyle)
        hasher.combine(values.horizontalSizeClass)
        hasher.combine(values.verticalSizeClass)
        hasher.combine(values.displayScale)
        hasher.combine(values.preferredContentSizeCategory)
        return hasher.finalize()
    }

    /// The traits that are set, as UIKit prints them.
    public override var description: String {
        var parts: [String] = []
        func add<V: Equatable>(_ name: String, _ value: V, unset: V) { if value != unset { parts.append("\(name) = \(value)") } }
        add("UserInterfaceIdiom", values.userInterfaceIdiom, unset: .unspecified)
        add("DisplayScale", values.displayScale, unset: 0)
        add("DisplayGamut", values.displayGamut, unset: .unspecified)
        add("HorizontalSizeClass", values.horizontalSizeClass, unset: .unspecified)
        add("VerticalSizeClass", values.verticalSizeClass, unset: .unspecified)
        add("UserInterfaceStyle", values.userInterfaceStyle, unset: .unspecified)
        add("UserInterfaceLayoutDirection", values.layoutDirection, unset: .unspecified)
        add("PreferredContentSizeCategory", values.preferredContentSizeCategory.rawValue, unset: UIContentSizeCategory.unspecified.rawValue)
        add("AccessibilityContrast", values.accessibilityContrast, unset: .unspecified)
        add("UserInterfaceLevel", values.userInterfaceLevel, unset: .unspecified)
        add("LegibilityWeight", values.legibilityWeight, unset: .unspecified)
        add("ActiveAppearance", values.activeAppearance, unset: .unspecified)
        for entry in values.custom.values.sorted(by: { $0.name < $1.name }) { parts.append("\(entry.name) = \(entry.value)") }
        return "<UITraitCollection: \(NSLayoutConstraint.address(of: self)); \(parts.joined(separator: ", "))>"
    }

    // MARK: The current collection

    /// The collection of the environment whose code runs: UIKit makes a view's or controller's collection
    /// current while its `draw(_:)`, `layoutSubviews()` and `traitCollectionDidChange(_:)` run, so dynamic
    /// colours resolve for it. One per thread; outside those calls, the main screen's collection.
    public class var current: UITraitCollection {
        get { currentStorage.value.collection ?? fallback }
        set { currentStorage.value.collection = newValue }
    }

    /// Runs `actions` with this collection current, then restores the previous one.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let box = Self.currentStorage.value
        let previous = box.collection
        box.collection = self
        defer { box.collection = previous }
        try actions()
    }

    /// The thread's current collection, nil outside any scope.
    final class CurrentBox {
        var collection: UITraitCollection?
    }

    static let currentStorage = ThreadSpecific { CurrentBox() }

    /// What `current` is outside any scope: the main screen's collection once there is a screen.
    nonisolated(unsafe) static var fallback = UITraitCollection()
}
