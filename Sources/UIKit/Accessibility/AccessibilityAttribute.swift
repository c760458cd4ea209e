import Foundation

/// An accessibility attribute an object keeps once it is set. The attributes live in associated objects, so
/// an object that never sets one pays nothing for it (a plain view stays within its size target), and they
/// are released with the object.
enum AccessibilityAttribute: Int, CaseIterable {
    case isElement, label, hint, value, traits, identifier, elementsHidden, elements, frame, activationPoint, path,
         language, viewIsModal, groupsChildren, respondsToUserInteraction, userInputLabels, customActions,
         containerType

    /// One byte per attribute, allocated once and never freed, so every key is a distinct, stable address.
    nonisolated(unsafe) private static let keys = UnsafeMutableRawPointer.allocate(byteCount: allCases.count, alignment: 1)

    var key: UnsafeRawPointer { UnsafeRawPointer(Self.keys + rawValue) }
}

extension NSObject {
    /// What the object was given for `attribute`, or nil when it was never set (or set to nil): the classes
    /// that declare the accessibility members read it, and a subclass's default applies when it is nil.
    final func accessibilityStoredValue(_ attribute: AccessibilityAttribute) -> Any? {
        objc_getAssociatedObject(self, attribute.key)
    }

    /// Keeps `value` for `attribute`; nil forgets it, so the default applies again.
    final func storeAccessibilityValue(_ value: Any?, for attribute: AccessibilityAttribute) {
        objc_setAssociatedObject(self, attribute.key, value, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
}
