import Foundation

extension UIResponder {
    /// Where a view is on screen now (the bounding box of its bounds when transforms turn them); zero for a
    /// responder that is not a view, as UIKit gives.
    var accessibilityScreenFrame: CGRect {
        guard let view = self as? UIView else { return .zero }
        return UIAccessibility.convertToScreenCoordinates(view.bounds, in: view)
    }
}

extension CGRect {
    /// The middle of the rectangle: the default activation point of an element with this frame.
    var accessibilityMidpoint: CGPoint { CGPoint(x: midX, y: midY) }
}

extension UIAccessibilityTraits {
    /// Whether an element with these traits takes input from Switch Control, Voice Control and Full Keyboard
    /// Access when it does not say: controls do, and so does anything offering custom actions.
    func impliesInteraction(customActions: [UIAccessibilityCustomAction]?) -> Bool {
        guard isDisjoint(with: .notEnabled) else { return false }
        return !isDisjoint(with: [.button, .link, .adjustable, .keyboardKey, .searchField, .allowsDirectInteraction])
            || !(customActions ?? []).isEmpty
    }
}

extension Array where Element == Any {
    /// The element at `index`; nil out of range, where UIKit's container methods answer nil too.
    func accessibilityElement(at index: Int) -> Any? {
        indices.contains(index) ? self[index] : nil
    }

    /// The index of the first element that is `element` (the same object, or an equal string), if any.
    func accessibilityIndex(of element: Any) -> Int? {
        let target = element as AnyObject
        return firstIndex { ($0 as AnyObject) === target }
    }
}
