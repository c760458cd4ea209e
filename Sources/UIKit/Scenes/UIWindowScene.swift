import Foundation

/// A scene of windows: on Linux, one desktop window (SDL) or one virtual screen (headless), which is its
/// `screen`. Its windows are the windows on that screen that belong to it (`UIWindow(windowScene:)`, or any
/// window placed on the screen while the scene is connected).
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    weak var screenStorage: UIScreen?
    weak var keyWindowStorage: UIWindow?
    private lazy var statusBarManagerStorage = UIStatusBarManager(scene: self)
    /// The scene's focus engine (Focus/UIFocusSystem.swift), made on first use.
    lazy var focusSystemStorage = UIFocusSystem()
    /// The scene's traits, made when first asked for or overridden (Traits/UIWindowScene+Traits.swift).
    var traitState: TraitState?

    /// A window scene of `session`, connecting with `connectionOptions`. UIKit creates scenes; an app does not.
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        super.init(session: session, connectionOptions: connectionOptions)
    }

    /// The screen the scene is shown on.
    open var screen: UIScreen { screenStorage ?? .main }

    /// The scene's windows, in the order they were created.
    open var windows: [UIWindow] { screen.windows.filter { $0.windowSceneStorage === self } }

    /// The scene's key window: the last of its windows made key that is still in it.
    open var keyWindow: UIWindow? {
        guard let window = keyWindowStorage, window.windowSceneStorage === self else { return nil }
        return window
    }

    /// How the interface is turned on the scene's screen.
    open var interfaceOrientation: UIInterfaceOrientation { screen.interfaceOrientation }

    /// The status bar of the scene, which Vellum does not draw: its frame and appearance.
    open var statusBarManager: UIStatusBarManager? { statusBarManagerStorage }

    /// Called after the scene's `traitCollection` changed; `previousTraitCollection` is the one before.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The desktop window takes the scene's title.
    override func titleDidChange() {
        UIApplication.host?.setTitle(title ?? "", of: screen)
    }
}
