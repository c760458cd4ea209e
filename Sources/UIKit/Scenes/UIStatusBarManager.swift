import Foundation

/// The status bar of a window scene. Vellum draws none; the manager reports where iOS would put it — the top
/// of the screen's safe area — and the appearance the scene's key window's root view controller asks for
/// (`preferredStatusBarStyle`, `prefersStatusBarHidden`, through `childForStatusBarStyle`/`Hidden`).
@preconcurrency @MainActor
open class UIStatusBarManager: NSObject {
    private unowned let scene: UIWindowScene

    init(scene: UIWindowScene) {
        self.scene = scene
        super.init()
    }

    /// The root view controller deciding the appearance: the key window's, else the scene's first window's.
    private var rootController: UIViewController? {
        (scene.keyWindow ?? scene.windows.first)?.rootViewController
    }

    /// Whether the status bar is hidden.
    open var isStatusBarHidden: Bool {
        rootController?.statusBarHiddenController.prefersStatusBarHidden ?? false
    }

    /// The style of the status bar's content.
    open var statusBarStyle: UIStatusBarStyle {
        rootController?.statusBarStyleController.preferredStatusBarStyle ?? .default
    }

    /// The status bar's rectangle in the scene's coordinates: the screen's width and its top safe-area inset,
    /// or `.zero` while hidden or on a screen without one.
    open var statusBarFrame: CGRect {
        let height = scene.screen.safeAreaInsets.top
        guard !isStatusBarHidden, height > 0 else { return .zero }
        return CGRect(x: 0, y: 0, width: scene.screen.bounds.width, height: height)
    }
}
