import UIKit

extension UIView {
    /// This view or the first of its descendants, depth first with each view before its subviews (back to
    /// front), whose `accessibilityIdentifier` is `identifier`: `viewWithTag(_:)` for identifiers.
    public func firstView(withAccessibilityIdentifier identifier: String) -> UIView? {
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            if view.accessibilityIdentifier == identifier { return view }
            pending.append(contentsOf: view.subviews.reversed())
        }
        return nil
    }
}
