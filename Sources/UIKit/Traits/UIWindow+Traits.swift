import Foundation

/// A window's traits: its screen's, with size classes from the window's own size. A resize that changes them
/// tells the views and controllers in the window; a resize in a size transition tells the controllers
/// beforehand, in `willTransition(to:with:)`.
extension UIWindow {
    /// The size classes iOS gives an app window of `size`, in one rule:
    /// - the height is compact under 480 points (a phone in landscape), else regular;
    /// - in a compact height, the width is regular from a height of 414 points (the Plus and Max phones'
    ///   width), else compact;
    /// - in a regular height, the width is regular from 678 points (the narrowest regular-width iPad window:
    ///   half of a 12.9-inch iPad in landscape), else compact (phones, slide over, narrow split views).
    ///
    /// So a phone in portrait is compact × regular, in landscape compact × compact, a Plus or Max phone in
    /// landscape regular × compact, and an iPad or a desktop window regular × regular.
    public static func sizeClasses(for size: CGSize)
        -> (horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass)
    {
        let height = abs(size.height), width = abs(size.width)
        guard height.isFinite, width.isFinite else { return (.unspecified, .unspecified) }
        if height < 480 { return (height >= 414 ? .regular : .compact, .compact) }
        return (width >= 678 ? .regular : .compact, .regular)
    }

    /// What a window of `size` inherits: its scene's traits (else its screen's) with the size classes of `size`.
    func windowTraitCollection(for size: CGSize) -> UITraitCollection {
        let classes = UIWindow.sizeClasses(for: size)
        return (windowSceneStorage?.traitCollection ?? screen.traitCollection).modifyingTraits {
            $0.horizontalSizeClass = classes.horizontal
            $0.verticalSizeClass = classes.vertical
        }
    }

    /// After the window's size changed from `oldSize`: when the size classes changed, the window's subtree
    /// hears of it.
    func sizeDidChange(from oldSize: CGSize) {
        let old = UIWindow.sizeClasses(for: oldSize), new = UIWindow.sizeClasses(for: bounds.size)
        guard old != new else { return }
        let previous = traitState?.collection
            ?? writableTraitState.resolve(inheriting: windowTraitCollection(for: oldSize))
        TraitState.generation += 1
        propagateTraits(previous: previous)
    }

    /// After the window changed scenes: its subtree hears of what that changed, `previous` being the window's
    /// collection before.
    func sceneDidChange(previous: UITraitCollection) {
        TraitState.generation += 1
        propagateTraits(previous: previous)
    }

    /// After the screen's or scene's traits changed: the window's subtree hears of it, `previous` being the
    /// window's collection before.
    func screenTraitsDidChange(previous: UITraitCollection) {
        propagateTraits(previous: previous)
    }
}
