import Foundation

extension UIViewController {
    /// Tells the system the status bar's appearance may have changed. Vellum draws no status bar and keeps
    /// no copy of its appearance: `UIApplication`'s `statusBarStyle` and `isStatusBarHidden` ask the key
    /// window's root controller each time, so there is nothing to refresh.
    public func setNeedsStatusBarAppearanceUpdate() {}

    /// The controller deciding the status bar's style: this one, or the child it names, followed down.
    var statusBarStyleController: UIViewController {
        var controller = self
        var seen: Set<ObjectIdentifier> = []
        while let child = controller.childForStatusBarStyle, seen.insert(ObjectIdentifier(child)).inserted {
            controller = child
        }
        return controller
    }

    /// The controller deciding whether the status bar is hidden (see `statusBarStyleController`).
    var statusBarHiddenController: UIViewController {
        var controller = self
        var seen: Set<ObjectIdentifier> = []
        while let child = controller.childForStatusBarHidden, seen.insert(ObjectIdentifier(child)).inserted {
            controller = child
        }
        return controller
    }
}

extension UIApplication {
    /// The status bar's style, as the key window's root view controller decides it.
    @available(*, deprecated, message: "Use the window scene's statusBarManager")
    public var statusBarStyle: UIStatusBarStyle { statusBarAppearance.style }

    /// Whether the status bar is hidden, as the key window's root view controller decides it.
    @available(*, deprecated, message: "Use the window scene's statusBarManager")
    public var isStatusBarHidden: Bool { statusBarAppearance.hidden }

    /// The status bar's appearance from the key window's root controller.
    var statusBarAppearance: (style: UIStatusBarStyle, hidden: Bool) {
        guard let root = keyWindow?.rootViewController else { return (.default, false) }
        return (root.statusBarStyleController.preferredStatusBarStyle, root.statusBarHiddenController.prefersStatusBarHidden)
    }
}
