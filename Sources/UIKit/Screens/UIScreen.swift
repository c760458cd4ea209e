import Foundation

/// A display: a desktop window or monitor under SDL2, or a virtual screen in memory when headless.
///
/// Hosts create screens; `screens` lists those connected, `main` is the first. Windows are shown on a
/// screen, back to front by window level.
@preconcurrency @MainActor
open class UIScreen: NSObject {
    /// Posted, with the screen as the object, when a screen is connected.
    nonisolated public static let didConnectNotification = Notification.Name("UIScreenDidConnectNotification")
    /// Posted, with the screen as the object, when a screen is disconnected.
    nonisolated public static let didDisconnectNotification = Notification.Name("UIScreenDidDisconnectNotification")
    /// Posted, with the screen as the object, when its current mode changes.
    nonisolated public static let modeDidChangeNotification = Notification.Name("UIScreenModeDidChangeNotification")

    /// The connected screens, the main screen first.
    static var connectedScreens: [UIScreen] = []

    /// The screens connected now; the first is the main screen.
    public class var screens: [UIScreen] {
        UIApplication.startHostIfNeeded()
        return connectedScreens
    }

    /// The device's own screen: the first one connected.
    public class var main: UIScreen {
        UIApplication.startHostIfNeeded()
        return connectedScreens[0]
    }

    /// Points to pixels.
    public let scale: CGFloat
    /// The modes the screen can show.
    public let availableModes: [UIScreenMode]
    /// The mode the screen prefers.
    public let preferredMode: UIScreenMode?
    /// How the screen renders its tree.
    let display: ScreenDisplay
    /// The windows on the screen, in the order they were created. Held weakly, as UIKit does: an app keeps
    /// its windows (a window nobody keeps goes away, visible or not).
    private var windowRefs: [WeakWindow] = []

    private struct WeakWindow {
        weak var window: UIWindow?
    }

    var windows: [UIWindow] { windowRefs.compactMap(\.window) }

    func add(_ window: UIWindow) {
        windowRefs.removeAll { $0.window == nil }
        windowRefs.append(WeakWindow(window: window))
    }

    func remove(_ window: UIWindow) {
        windowRefs.removeAll { $0.window == nil || $0.window === window }
    }
    /// The part of the screen not covered by bars or cut off by its corners, as insets in points.
    var safeAreaInsets: UIEdgeInsets
    /// The safe area of the screen held upright, which rotations turn.
    var portraitSafeAreaInsets: UIEdgeInsets
    /// How the interface is turned on the screen.
    var interfaceOrientation = UIInterfaceOrientation.portrait
    /// The host's handle for the screen (an SDL window id), if any.
    var hostIdentifier: UInt32?
    /// The screen's traits, once resolved (Traits/UIScreen+Traits.swift).
    var traitCollectionStorage: UITraitCollection?

    /// Called after the screen's `traitCollection` changed; `previousTraitCollection` is the one before.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// A screen of `size` points at `scale`, offering `modes` (its current mode first by default).
    init(size: CGSize, scale: CGFloat, safeAreaInsets: UIEdgeInsets = .zero, modes: [CGSize]? = nil,
         framesPerSecond: Int = 60, present: @escaping @Sendable (ImageSurface, [CGRect]) -> Void) {
        maximumFramesPerSecond = max(1, framesPerSecond)
        let pixels = CGSize(width: (size.width * scale).rounded(), height: (size.height * scale).rounded())
        let modes = (modes ?? [pixels]).map { UIScreenMode(size: $0) }
        self.scale = scale
        availableModes = modes
        preferredMode = modes.first
        currentModeStorage = modes.first { $0.size == pixels } ?? UIScreenMode(size: pixels)
        self.safeAreaInsets = safeAreaInsets
        portraitSafeAreaInsets = safeAreaInsets
        display = ScreenDisplay(pixelSize: pixels, scale: scale, present: present)
        super.init()
    }

    /// A screen in memory, as the headless host makes: frames are composited into its retained frame and
    /// read on demand.
    package static func makeVirtual(size: CGSize, scale: CGFloat, safeAreaInsets: UIEdgeInsets = .zero,
                                    modes: [CGSize]? = nil) -> UIScreen {
        UIScreen(size: size, scale: scale, safeAreaInsets: safeAreaInsets, modes: modes) { _, _ in }
    }

    private var currentModeStorage: UIScreenMode

    /// The mode shown; setting one of `availableModes` resizes the screen and posts
    /// `modeDidChangeNotification`.
    open var currentMode: UIScreenMode? {
        get { currentModeStorage }
        set {
            guard let mode = newValue, mode != currentModeStorage else { return }
            guard availableModes.contains(mode) else {
                return uikitLog.error("UIScreen: \(mode) is not one of the screen's available modes; ignored.")
            }
            apply(mode)
        }
    }

    /// Shows `mode`: windows that filled the screen follow its new bounds in a size transition (animated
    /// over `duration`, turning by `targetTransform`), and `modeDidChangeNotification` is posted.
    func apply(_ mode: UIScreenMode, targetTransform: CGAffineTransform = .identity, duration: TimeInterval = 0) {
        let oldBounds = bounds
        currentModeStorage = mode
        display.resize(pixelSize: mode.size, scale: scale)
        for window in windows {
            if window.frame == oldBounds {
                SizeTransitionCoordinator.resize(window, to: bounds.size, targetTransform: targetTransform, duration: duration)
            }
            window.screenModeChanged()
        }
        traitsMayHaveChanged()
        NotificationCenter.default.post(name: UIScreen.modeDidChangeNotification, object: self)
    }

    /// The screen's rectangle in points.
    open var bounds: CGRect {
        CGRect(x: 0, y: 0, width: currentModeStorage.size.width / scale, height: currentModeStorage.size.height / scale)
    }

    /// The screen's rectangle in pixels.
    open var nativeBounds: CGRect { CGRect(origin: .zero, size: currentModeStorage.size) }

    /// Pixels per point of the physical screen: the same as `scale` here.
    open var nativeScale: CGFloat { scale }

    /// The most frames a second the screen shows: its refresh rate (60 for virtual screens).
    public let maximumFramesPerSecond: Int

    /// What the screen shows now, composited on demand: pending layout, drawing and commits happen first.
    /// An image of `nativeBounds` size.
    package func snapshotImage() -> CGImage? { display.captureFrame() }

    /// The frame the screen shows now, without compositing a new one.
    func shownFrame() -> CGImage? { display.shownFrame() }

    // MARK: Connecting and disconnecting

    /// Makes `screen` available and posts `didConnectNotification` (not for the first screen, which
    /// exists from launch).
    package static func connect(_ screen: UIScreen) {
        connectedScreens.append(screen)
        // Images named without a scale suffix load the variant for the main screen.
        if connectedScreens.count == 1 { UIImage.preferredScale = screen.scale }
        ScreenDisplay.paceFrames(to: connectedScreens)
        if connectedScreens.count > 1 {
            NotificationCenter.default.post(name: didConnectNotification, object: screen)
        }
    }

    /// Removes `screen`: its windows move to the main screen, hidden, as the guide's external-display
    /// listings expect; `didDisconnectNotification` is posted. The last screen cannot go.
    package static func disconnect(_ screen: UIScreen) {
        guard let index = connectedScreens.firstIndex(where: { $0 === screen }), connectedScreens.count > 1 else {
            return uikitLog.error("UIScreen: cannot disconnect \(screen): it is not connected or is the only screen.")
        }
        connectedScreens.remove(at: index)
        let main = connectedScreens[0]
        for window in screen.windows {
            window.isHidden = true
            window.screen = main
        }
        screen.display.disconnect()
        ScreenDisplay.paceFrames(to: connectedScreens)
        NotificationCenter.default.post(name: didDisconnectNotification, object: screen)
    }

    // MARK: Window order

    /// Puts the windows' layers in order: by window level, and among equal levels the most recently shown
    /// in front.
    func orderWindows() {
        let ordered = windows.enumerated().sorted {
            ($0.element.windowLevel.rawValue, $0.element.orderStamp, $0.offset)
                < ($1.element.windowLevel.rawValue, $1.element.orderStamp, $1.offset)
        }
        for (index, entry) in ordered.enumerated() {
            display.rootLayer.insertSublayer(entry.element.layer, at: UInt32(index))
        }
    }
}
