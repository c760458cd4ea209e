import Foundation

/// The device the app runs on: its name and system, the kind of interface it suits, and how it is held.
///
/// On Linux the device is the machine: `systemName` is "Linux", `userInterfaceIdiom` follows the main
/// screen (a phone-sized screen is `.phone`, a larger one `.pad`), and the orientation changes when a screen
/// is rotated (`VirtualScreens.rotate(_:to:)` in `UIKitTesting`).
@preconcurrency @MainActor
open class UIDevice: NSObject {
    /// The device.
    public static let current = UIDevice()

    /// Posted when `orientation` changes, while notifications are being generated.
    nonisolated public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")

    private var orientationStorage = UIDeviceOrientation.portrait
    private var orientationObservers = 0

    override private init() {
        super.init()
    }

    /// The machine's host name.
    open var name: String { ProcessInfo.processInfo.hostName }
    /// The kind of device: "Linux".
    open var model: String { "Linux" }
    /// `model`, localized.
    open var localizedModel: String { model }
    /// The operating system's name: "Linux".
    open var systemName: String { "Linux" }
    /// The operating system's version, as `major.minor.patch`.
    open var systemVersion: String {
        let version = ProcessInfo.processInfo.operatingSystemVersion
        return "\(version.majorVersion).\(version.minorVersion).\(version.patchVersion)"
    }
    /// A phone-sized main screen (shorter side under 600 points) is a phone; a larger one a pad.
    open var userInterfaceIdiom: UIUserInterfaceIdiom {
        let size = UIScreen.main.bounds.size
        return min(size.width, size.height) < 600 ? .phone : .pad
    }
    /// Whether several apps can share the screen: true.
    open var isMultitaskingSupported: Bool { true }
    /// An identifier for the app's vendor on this machine, the same for the process's life.
    open var identifierForVendor: UUID? { Self.vendorIdentifier }
    private static let vendorIdentifier = UUID()

    /// How the device is held: set when the main screen is rotated.
    open var orientation: UIDeviceOrientation { orientationStorage }

    /// Whether orientation changes are posted.
    open var isGeneratingDeviceOrientationNotifications: Bool { orientationObservers > 0 }

    /// Starts posting `orientationDidChangeNotification`; calls nest with `endGeneratingDeviceOrientationNotifications()`.
    open func beginGeneratingDeviceOrientationNotifications() { orientationObservers += 1 }

    /// Stops posting orientation changes once every begin has been ended.
    open func endGeneratingDeviceOrientationNotifications() { orientationObservers = max(0, orientationObservers - 1) }

    /// Records a new orientation and posts it when notifications are on.
    func setOrientation(_ orientation: UIDeviceOrientation) {
        guard orientation != orientationStorage else { return }
        orientationStorage = orientation
        if isGeneratingDeviceOrientationNotifications {
            NotificationCenter.default.post(name: UIDevice.orientationDidChangeNotification, object: self)
        }
    }
}
