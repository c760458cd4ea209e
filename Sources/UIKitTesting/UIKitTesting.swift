@_exported import UIKit

/// Runs what UIKit runs before the main run loop waits — layout, display, view controllers' appearance —
/// and commits Core Animation's transaction: what a test does instead of turning the run loop. The same as
/// `FramePass.runOnce()`.
@preconcurrency @MainActor
public func performPendingUpdates() { FramePass.runOnce() }

/// The app's frame cycle, driven by a test or tool instead of the run loop. A pass runs, in order: gesture
/// recognizers' deferred updates, the constraints pass, layout, display (view-backed tiles too), view
/// controllers' appearance ends (and dead objects' associated values released), and Core Animation's commit, which hands each changed screen's tree to the
/// render server.
@preconcurrency @MainActor
public enum FramePass {
    /// Performs exactly one pass.
    public static func runOnce() { AppFrameCycle.shared.cycle.runOnce() }

    /// Runs deferred work and the passes it causes until none is left: completions deferred to the next turn
    /// of the run loop, animations finished by the last frame (their delegates and completion blocks), and the
    /// tiles of view-backed tiled layers, each composited so that the compositor can ask for what it lacks.
    /// Nothing waits for real time.
    public static func drain() { AppFrameCycle.shared.cycle.drain() }
}

/// Virtual screens, connected and disconnected at will: how screen hot-plug is tested.
@preconcurrency @MainActor
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

    /// What can happen to a screen's desktop window, driving its scene's life cycle as the SDL host's window
    /// events do.
    public enum WindowEvent: Sendable {
        /// The window gets the focus: its scene becomes active.
        case focus
        /// The window loses the focus: its scene resigns active.
        case unfocus
        /// The window is minimised: its scene goes to the background.
        case minimize
        /// The window is restored: its scene comes back to the foreground, inactive until focused.
        case restore
        /// The window is closed: its scene disconnects, its session is discarded and the screen goes.
        case close
    }

    /// Sends `event` to `screen`'s window, as the SDL host does when the user focuses, minimises, restores or
    /// closes it. Closing the last scene's window (or any, in an app without scenes) ends the app, as on the
    /// desktop.
    public static func send(_ event: WindowEvent, to screen: UIScreen) {
        let hostEvent: HostWindowEvent = switch event {
        case .focus: .focused
        case .unfocus: .unfocused
        case .minimize: .minimized
        case .restore: .restored
        case .close: .closed
        }
        UIApplication.shared.hostWindow(screen, did: hostEvent)
    }

    /// Turns `screen` as a device held in `orientation` turns it, as the Simulator's rotate commands do:
    /// `UIDevice.current.orientation` follows (for the main screen), and when the key window's root controller
    /// supports the orientation the screen's bounds and safe area turn and its full-screen windows resize in a
    /// size transition (`viewWillTransition(to:with:)`), animated over 0.3 s unless `animated` is false.
    /// Returns whether the interface turned.
    @discardableResult
    public static func rotate(_ screen: UIScreen, to orientation: UIInterfaceOrientation, animated: Bool = true) -> Bool {
        screen.rotate(to: orientation, duration: animated ? UIScreen.rotationDuration : 0)
    }

    /// Switches the system's appearance, as the desktop's light or dark setting does: every screen's traits take
    /// `style` (`.unspecified` is light), and the views and controllers of their windows hear of the change.
    public static func setUserInterfaceStyle(_ style: UIUserInterfaceStyle) {
        UIScreen.setSystemUserInterfaceStyle(style)
    }

    /// Switches the system's text size, as the user's Dynamic Type setting does: every screen's traits take
    /// `category` (`.unspecified` is Large), their views and controllers hear of the change, and
    /// `UIContentSizeCategory.didChangeNotification` is posted.
    public static func setPreferredContentSizeCategory(_ category: UIContentSizeCategory) {
        UIScreen.setSystemContentSizeCategory(category)
    }
}

extension UIScreen {
    /// What the screen shows now, composited through the render server after pending updates: an image of
    /// `nativeBounds` size.
    public func capturedImage() -> CGImage? { snapshotImage() }
}
