import Foundation

/// An accessibility element that is not a view: a part of a view that draws several things (a chart's bars,
/// a keyboard's keys), which the view lists in its `accessibilityElements`. Set `isAccessibilityElement`, as for
/// any object that is not a control; it keeps every attribute it is given.
@preconcurrency @MainActor
open class UIAccessibilityElement: NSObject {
    /// The view or element that lists this one; held weakly, as UIKit does.
    open weak var accessibilityContainer: AnyObject?

    /// The element's frame in its container view's coordinates; `CGRect.null` until set. While set and the
    /// container is a view, `accessibilityFrame` follows the view on screen.
    open var accessibilityFrameInContainerSpace: CGRect = .null

    /// An element inside `container` (a view, or another element).
    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as AnyObject
        super.init()
    }

    /// The frame in container space, in screen coordinates, while the container is a view.
    private var frameFromContainer: CGRect? {
        guard !accessibilityFrameInContainerSpace.isNull, let view = accessibilityContainer as? UIView else { return nil }
        return UIAccessibility.convertToScreenCoordinates(accessibilityFrameInContainerSpace, in: view)
    }

    // MARK: The informal UIAccessibility protocol, as UIResponder declares it

    /// Whether assistive technologies treat the object as one element; false until set,
    /// as for everything but UIKit's controls.
    open var isAccessibilityElement: Bool {
        get { accessibilityStoredValue(.isElement) as? Bool ?? false }
        set { storeAccessibilityValue(newValue, for: .isElement) }
    }
    /// A short, localized label naming the element ("Play"), without its type.
    open var accessibilityLabel: String? {
        get { accessibilityStoredValue(.label) as? String }
        set { storeAccessibilityValue(newValue, for: .label) }
    }
    /// What performing the element's action does ("Plays the song").
    open var accessibilityHint: String? {
        get { accessibilityStoredValue(.hint) as? String }
        set { storeAccessibilityValue(newValue, for: .hint) }
    }
    /// The element's current value, when it is not its label (a slider's "50%").
    open var accessibilityValue: String? {
        get { accessibilityStoredValue(.value) as? String }
        set { storeAccessibilityValue(newValue, for: .value) }
    }
    /// What the element is and how it behaves; `.none` until set.
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityStoredValue(.traits) as? UIAccessibilityTraits ?? .none }
        set { storeAccessibilityValue(newValue, for: .traits) }
    }
    /// A string that identifies the element in UI tests (`UIAccessibilityIdentification`).
    open var accessibilityIdentifier: String? {
        get { accessibilityStoredValue(.identifier) as? String }
        set { storeAccessibilityValue(newValue, for: .identifier) }
    }
    /// The element's frame in screen coordinates: set it, or set `accessibilityFrameInContainerSpace` to have
    /// it follow its container view on screen.
    open var accessibilityFrame: CGRect {
        get { frameFromContainer ?? accessibilityStoredValue(.frame) as? CGRect ?? .zero }
        set { storeAccessibilityValue(newValue, for: .frame) }
    }
    /// The element's outline in screen coordinates, when its frame is not a good one; nil by default.
    open var accessibilityPath: UIBezierPath? {
        get { accessibilityStoredValue(.path) as? UIBezierPath }
        set { storeAccessibilityValue(newValue, for: .path) }
    }
    /// Where, in screen coordinates, activating the element touches it; the middle of its frame by default.
    open var accessibilityActivationPoint: CGPoint {
        get { accessibilityStoredValue(.activationPoint) as? CGPoint ?? accessibilityFrame.accessibilityMidpoint }
        set { storeAccessibilityValue(newValue, for: .activationPoint) }
    }
    /// The BCP 47 language the element's label, value and hint are spoken in; the user's when nil.
    open var accessibilityLanguage: String? {
        get { accessibilityStoredValue(.language) as? String }
        set { storeAccessibilityValue(newValue, for: .language) }
    }
    /// Whether the elements inside are hidden from assistive technologies; false by default.
    open var accessibilityElementsHidden: Bool {
        get { accessibilityStoredValue(.elementsHidden) as? Bool ?? false }
        set { storeAccessibilityValue(newValue, for: .elementsHidden) }
    }
    /// Whether assistive technologies ignore the element's siblings while it is shown; false by default.
    open var accessibilityViewIsModal: Bool {
        get { accessibilityStoredValue(.viewIsModal) as? Bool ?? false }
        set { storeAccessibilityValue(newValue, for: .viewIsModal) }
    }
    /// Whether the children are read together, before the elements beside them; false by default.
    open var shouldGroupAccessibilityChildren: Bool {
        get { accessibilityStoredValue(.groupsChildren) as? Bool ?? false }
        set { storeAccessibilityValue(newValue, for: .groupsChildren) }
    }
    /// Whether Switch Control, Voice Control and Full Keyboard Access offer the element; inferred from its
    /// traits and custom actions unless set.
    open var accessibilityRespondsToUserInteraction: Bool {
        get {
            accessibilityStoredValue(.respondsToUserInteraction) as? Bool
                ?? accessibilityTraits.impliesInteraction(customActions: accessibilityCustomActions)
        }
        set { storeAccessibilityValue(newValue, for: .respondsToUserInteraction) }
    }
    /// Short names users speak or type to reach the element, when the label is too long; empty by default.
    open var accessibilityUserInputLabels: [String]! {
        get { accessibilityStoredValue(.userInputLabels) as? [String] ?? [] }
        set { storeAccessibilityValue(newValue, for: .userInputLabels) }
    }
    /// Actions offered beside the element's own (activate, increment, decrement); nil by default.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { accessibilityStoredValue(.customActions) as? [UIAccessibilityCustomAction] }
        set { storeAccessibilityValue(newValue, for: .customActions) }
    }
    /// The elements inside, in reading order, when the element is a container (`UIAccessibilityContainer`).
    open var accessibilityElements: [Any]? {
        get { accessibilityStoredValue(.elements) as? [Any] }
        set { storeAccessibilityValue(newValue, for: .elements) }
    }
    /// What kind of container the element is; `.none` by default.
    open var accessibilityContainerType: UIAccessibilityContainerType {
        get { accessibilityStoredValue(.containerType) as? UIAccessibilityContainerType ?? .none }
        set { storeAccessibilityValue(newValue, for: .containerType) }
    }
    /// How many elements the container holds: `accessibilityElements`' count by default.
    open func accessibilityElementCount() -> Int { accessibilityElements?.count ?? 0 }
    /// The element at `index`, or nil when `index` is out of range.
    open func accessibilityElement(at index: Int) -> Any? { accessibilityElements?.accessibilityElement(at: index) }
    /// The index of `element` (by identity), or `NSNotFound` when the container does not hold it.
    open func index(ofAccessibilityElement element: Any) -> Int {
        accessibilityElements?.accessibilityIndex(of: element) ?? NSNotFound
    }
    /// Performs the element's action when the user activates it; false (the default) lets the system send a
    /// tap to `accessibilityActivationPoint`.
    open func accessibilityActivate() -> Bool { false }
    /// Increases an adjustable element's value; nothing by default.
    open func accessibilityIncrement() {}
    /// Decreases an adjustable element's value; nothing by default.
    open func accessibilityDecrement() {}
    /// Scrolls the content by a page in `direction`; false (not handled) by default.
    open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { false }
    /// Dismisses a modal view or returns from a navigation level (the two-finger Z); false by default.
    open func accessibilityPerformEscape() -> Bool { false }
    /// Performs the app's most important action (the two-finger double tap); false by default.
    open func accessibilityPerformMagicTap() -> Bool { false }
}
