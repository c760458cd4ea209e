import UIKit

/// Keeps the catalog's main window, which UIKit makes from the main storyboard, and, as the guide's
/// external-display listings do, builds a second window on any other screen, there now or connected later.
final class CatalogAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private var externalWindows: [ObjectIdentifier: UIWindow] = [:]
    /// The screen notifications' observers, kept while the app runs.
    private var screenObservers: [NSObjectProtocol] = []

    required override init() {
        super.init()
    }

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // The main window comes from the Info.plist's main storyboard (App/Main.storyboard), as on iOS.
        for screen in UIScreen.screens.dropFirst() { showPosters(on: screen) }
        let center = NotificationCenter.default
        screenObservers = [
            center.addObserver(forName: UIScreen.didConnectNotification, object: nil, queue: .main) { [weak self] note in
                let screen = note.object as? UIScreen
                MainActor.assumeIsolated { if let screen { self?.showPosters(on: screen) } }
            },
            center.addObserver(forName: UIScreen.didDisconnectNotification, object: nil, queue: .main) { [weak self] note in
                let screen = note.object as? UIScreen
                MainActor.assumeIsolated { if let screen { self?.externalWindows[ObjectIdentifier(screen)] = nil } }
            },
        ]
        return true
    }

    /// Listing 2-2: a window filling the other screen, showing what CoreGraphics and Core Animation draw
    /// and, below, the Animations chapter's listings.
    private func showPosters(on screen: UIScreen) {
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        window.backgroundColor = uiColor(0x101820)
        let poster = PosterView(frame: CGRect(x: 0, y: 0, width: 480, height: 320))
        let layers = LayerShowcaseView(frame: CGRect(x: 480, y: 0, width: 480, height: 320))
        let listings = AnimationListingsView(frame: CGRect(x: 0, y: 320, width: 960, height: 320))
        for view in [poster, layers, listings] {
            view.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
            window.addSubview(view)
        }
        window.isHidden = false
        externalWindows[ObjectIdentifier(screen)] = window
    }
}
