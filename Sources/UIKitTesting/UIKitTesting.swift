@_exported import UIKit

/// Runs what UIKit runs before the main run loop waits — layout, display, view controllers' appearance —
/// and commits Core Animation's transaction: what a test does instead of turning the run loop.
@MainActor
public func performPendingUpdates() {
    UIApplication.shared.performUpdatePass()
    CATransaction.flush()
}

/// Virtual screens, connected and disconnected at will: how screen hot-plug is tested.
@MainActor
public enum VirtualScreens {
    /// Connects a screen of `size` points at `scale` and posts `UIScreen.didConnectNotification`.
    /// `modes` are its available modes in pixels (its own size when nil).
    @discardableResult
    public static func connect(size: CGSize, scale: CGFloat = 2, safeAreaInsets: UIEdgeInsets = .zero,
                               modes: [CGSize]? = nil) -> UIScreen {
        _ = UIScreen.main
        let screen = UIScreen.makeVirtual(size: size, scale: scale, safeAreaInsets: safeAreaInsets, modes: modes)
        UIScreen.connect(screen)
        return screen
    }

    /// Disconnects `screen`, moving its windows to the main screen, and posts
    /// `UIScreen.didDisconnectNotification`.
    public static func disconnect(_ screen: UIScreen) {
        UIScreen.disconnect(screen)
    }
}

extension UIScreen {
    /// What the screen shows now, composited through the render server after pending updates: an image of
    /// `nativeBounds` size.
    public func capturedImage() -> CGImage? { snapshotImage() }
}
