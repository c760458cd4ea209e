import Foundation

/// What a tab bar tells as the user picks items, for a bar no tab bar controller manages.
@preconcurrency @MainActor
public protocol UITabBarDelegate: AnyObject {
    /// Called after a tap selected `item`.
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    /// Does nothing.
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}
