import Foundation

/// Right-to-left layout. A view's direction is its `semanticContentAttribute` relative to the direction of its
/// surroundings: the direction of the nearest ancestor whose attribute forces one (`.forceLeftToRight`,
/// `.forceRightToLeft`), else the application's. Playback and spatial views keep their own content left to
/// right, but their subviews follow the surroundings. Leading and trailing constraints, directional margins,
/// stack views and `.natural` text alignment follow the direction.
extension UIView {
    /// The layout direction `attribute` implies in the application's direction.
    public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute)
        -> UIUserInterfaceLayoutDirection
    {
        userInterfaceLayoutDirection(for: attribute, relativeTo: UIApplication.launchLayoutDirection)
    }

    /// The layout direction `semanticContentAttribute` implies where the surroundings run in `layoutDirection`:
    /// that direction for unspecified content, left to right for playback and spatial controls, the forced one
    /// otherwise.
    public class func userInterfaceLayoutDirection(for semanticContentAttribute: UISemanticContentAttribute,
                                                   relativeTo layoutDirection: UIUserInterfaceLayoutDirection)
        -> UIUserInterfaceLayoutDirection
    {
        switch semanticContentAttribute {
        case .unspecified: layoutDirection
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        }
    }

    /// Set once a view forces a direction: until then every view's surroundings run in the application's
    /// direction, known without a walk up the tree.
    private static var someViewForcesDirection = false

    /// The direction of the view's surroundings (see above).
    var inheritedLayoutDirection: UIUserInterfaceLayoutDirection {
        guard UIView.someViewForcesDirection else { return UIApplication.launchLayoutDirection }
        var ancestor = superviewStorage
        while let view = ancestor {
            switch view.semanticContentAttributeStorage {
            case .forceLeftToRight: return .leftToRight
            case .forceRightToLeft: return .rightToLeft
            default: ancestor = view.superviewStorage
            }
        }
        return UIApplication.launchLayoutDirection
    }

    func setSemanticContentAttribute(_ attribute: UISemanticContentAttribute) {
        guard attribute != semanticContentAttributeStorage else { return }
        semanticContentAttributeStorage = attribute
        if attribute.forcesDirection { UIView.someViewForcesDirection = true }
        hierarchyEngine(create: false)?.queueConstraints(inSubtreeOf: self)
        subtreeLayoutDirectionMayHaveChanged()
    }

    /// The direction of the view's surroundings, for a move to compare with; `nil` while no view forces one,
    /// when every direction is the application's and a move costs no walk up the tree.
    var trackedInheritedLayoutDirection: UIUserInterfaceLayoutDirection? {
        UIView.someViewForcesDirection ? inheritedLayoutDirection : nil
    }

    /// After the view joined or left a superview: a subtree whose surroundings now run the other way follows.
    /// Its constraints were queued as it joined (`autoLayoutDidAttach()`); a detached tree lays out again
    /// when it joins one.
    func layoutDirectionDidMove(from oldDirection: UIUserInterfaceLayoutDirection?) {
        guard let oldDirection, oldDirection != inheritedLayoutDirection else { return }
        subtreeLayoutDirectionMayHaveChanged()
    }

    /// Tells the views whose direction may have changed; a branch that forces its own direction keeps it.
    private func subtreeLayoutDirectionMayHaveChanged() {
        if let margins = directionalMarginsStorage { setLayoutMargins(physicalMargins(of: margins)) }
        layoutDirectionDidChange()
        for subview in subviewStorage where !subview.semanticContentAttributeStorage.forcesDirection {
            DeepStack.run { subview.subtreeLayoutDirectionMayHaveChanged() }
        }
    }

    // MARK: Directional margins

    func directionalMargins(of m: UIEdgeInsets) -> NSDirectionalEdgeInsets {
        effectiveUserInterfaceLayoutDirection == .rightToLeft
            ? NSDirectionalEdgeInsets(top: m.top, leading: m.right, bottom: m.bottom, trailing: m.left)
            : NSDirectionalEdgeInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right)
    }

    func physicalMargins(of m: NSDirectionalEdgeInsets) -> UIEdgeInsets {
        effectiveUserInterfaceLayoutDirection == .rightToLeft
            ? UIEdgeInsets(top: m.top, left: m.trailing, bottom: m.bottom, right: m.leading)
            : UIEdgeInsets(top: m.top, left: m.leading, bottom: m.bottom, right: m.trailing)
    }

    func setDirectionalLayoutMargins(_ margins: NSDirectionalEdgeInsets) {
        let physical = physicalMargins(of: margins)
        guard physical.isFinite else {
            return uikitLog.error("UIView: refused layout margins \(margins): they are not finite.")
        }
        directionalMarginsStorage = margins
        setLayoutMargins(physical)
    }
}
