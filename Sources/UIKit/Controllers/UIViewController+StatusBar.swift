import Foundation

extension UIViewController {
    /// Tells the system the status bar's appearance may have changed. Vellum draws no status bar and keeps
    /// no copy of its appearance: `UIApplication`'s `statusBarStyle` and `isStatusBarHidden` ask the key
    /// window's root controller each time, so there is nothing to refresh.
    public func setNeedsStatusBarAppearanceUpdate() {}

    /// The controller deciding the status bar's style: this one, or the child it names, followed down.
    var statusBarStyleController: UIViewController { following(\.childForStatusBarStyle) }

    /// The controller deciding whether the status bar is hidden (see `statusBarStyleController`).
    var statusBarHiddenController: UIViewController { following(\.childForStatusBarHidden) }

    /// This controller or, while `child` names one, the last child it leads to; a cycle stops where it closes.
    private func following(_ child: KeyPath<UIViewController, UIViewController?>) -> UIViewController {
        var controller = self
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
        while let next = controller[keyPath: child], seen.insert(ObjectIdentifier(next)).inserted { controller = next }
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
