import UIKit

/// Memory warnings on demand, as the iOS Simulator's "Simulate Memory Warning" sends them.
@preconcurrency @MainActor
public enum MemoryWarning {
    /// Sends a memory warning now: the app delegate's `applicationDidReceiveMemoryWarning(_:)`,
    /// `UIApplication.didReceiveMemoryWarningNotification`, then `didReceiveMemoryWarning()` of every view
    /// controller in a window.
    public static func simulate() {
        UIApplication.shared.sendMemoryWarning()
    }
}
