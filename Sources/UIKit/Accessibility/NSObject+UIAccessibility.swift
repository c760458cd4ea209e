import Foundation

/// The accessibility attributes UIKit gives every object (the informal `UIAccessibility` protocol), so that
/// libraries that describe their views to VoiceOver compile and keep what they set. Nothing reads them on
/// Linux, which has no assistive technology for UIKit; they are kept as associated objects, released with the
/// object. Being declared in an extension, they cannot be overridden (see the README).
extension NSObject {
    /// Whether assistive technologies treat the object as one element; `false` until set.
    public var isAccessibilityElement: Bool {
        get { accessibilityAttribute(.isElement) as? Bool ?? false }
        set { setAccessibilityAttribute(newValue, for: .isElement) }
    }

    /// A short label naming the element.
    public var accessibilityLabel: String? {
        get { accessibilityAttribute(.label) as? String }
        set { setAccessibilityAttribute(newValue, for: .label) }
    }

    /// What performing the element's action does.
    public var accessibilityHint: String? {
        get { accessibilityAttribute(.hint) as? String }
        set { setAccessibilityAttribute(newValue, for: .hint) }
    }

    /// The element's current value, for elements whose value is not their label.
    public var accessibilityValue: String? {
        get { accessibilityAttribute(.value) as? String }
        set { setAccessibilityAttribute(newValue, for: .value) }
    }

    /// What the element is and how it behaves; `.none` until set.
    public var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityAttribute(.traits) as? UIAccessibilityTraits ?? .none }
        set { setAccessibilityAttribute(newValue, for: .traits) }
    }

    /// A string that identifies the element in UI tests (`UIAccessibilityIdentification`).
    public var accessibilityIdentifier: String? {
        get { accessibilityAttribute(.identifier) as? String }
        set { setAccessibilityAttribute(newValue, for: .identifier) }
    }

    /// Whether the element's children are hidden from assistive technologies; `false` until set.
    public var accessibilityElementsHidden: Bool {
        get { accessibilityAttribute(.elementsHidden) as? Bool ?? false }
        set { setAccessibilityAttribute(newValue, for: .elementsHidden) }
    }

    /// The elements inside a container, in reading order.
    public var accessibilityElements: [Any]? {
        get { accessibilityAttribute(.elements) as? [Any] }
        set { setAccessibilityAttribute(newValue, for: .elements) }
    }

    private func accessibilityAttribute(_ attribute: AccessibilityAttribute) -> Any? {
        objc_getAssociatedObject(self, attribute.key)
    }

    private func setAccessibilityAttribute(_ value: Any?, for attribute: AccessibilityAttribute) {
        objc_setAssociatedObject(self, attribute.key, value, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
}

/// An accessibility attribute's association key: the address of a byte of its own.
private enum AccessibilityAttribute: Int, CaseIterable {
    case isElement, label, hint, value, traits, identifier, elementsHidden, elements

    /// One byte per attribute, allocated once and never freed, so every key is a distinct, stable address.
    nonisolated(unsafe) private static let keys = UnsafeMutableRawPointer.allocate(byteCount: allCases.count, alignment: 1)

    var key: UnsafeRawPointer { UnsafeRawPointer(Self.keys + rawValue) }
}
