import UIKit

/// An assistive technology for tests: it records what the app posts with
/// `UIAccessibility.post(notification:argument:)` and performs custom actions as a user picking them would.
@preconcurrency @MainActor
public enum AccessibilityAssistant {
    /// Runs `body` and returns the notifications it posted, in order, each with its argument.
    public static func recordNotifications(during body: () throws -> Void) rethrows -> [(notification: UIAccessibility.Notification, argument: Any?)] {
        var posted: [(notification: UIAccessibility.Notification, argument: Any?)] = []
        let previous = UIAccessibility.postObserver
        UIAccessibility.postObserver = { posted.append(($0.notification, $0.argument)) }
        defer { UIAccessibility.postObserver = previous }
        try body()
        return posted
    }

    /// Performs `action` as an assistive technology does when the user picks it: its handler, or its
    /// selector sent to its target. Returns what the action answered.
    public static func perform(_ action: UIAccessibilityCustomAction) -> Bool {
        action.perform()
    }
}
