import Foundation

extension UIViewController {
    func setAdditionalSafeAreaInsets(_ insets: UIEdgeInsets) {
        guard insets.isFinite else {
            return uikitLog.error("UIViewController: refused additional safe area insets \(insets): they are not finite.")
        }
        guard insets != additionalSafeAreaInsetsStorage else { return }
        let wasZero = additionalSafeAreaInsetsStorage == .zero
        additionalSafeAreaInsetsStorage = insets
        if wasZero != (insets == .zero) { UIViewController.controllersWithAdditionalSafeArea += wasZero ? 1 : -1 }
        viewIfLoaded?.notifySafeAreaChange()
    }

    func setPreferredContentSize(_ size: CGSize) {
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            return uikitLog.error("UIViewController: refused preferred content size \(size): it must be finite and not negative.")
        }
        guard size != preferredContentSizeStorage else { return }
        preferredContentSizeStorage = size
        parentStorage?.preferredContentSizeDidChange(forChildContentContainer: self)
    }

    /// How many controllers have additional safe-area insets: while none has, a view's safe area comes from
    /// its window alone, without a walk up the tree.
    static var controllersWithAdditionalSafeArea = 0

    /// The root view's margins, at least the system minimum when the controller respects it.
    func rootLayoutMargins(_ margins: UIEdgeInsets, of view: UIView) -> UIEdgeInsets {
        guard viewRespectsSystemMinimumLayoutMargins else { return margins }
        let minimum = systemMinimumLayoutMargins
        let rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        return UIEdgeInsets(top: max(margins.top, minimum.top),
                            left: max(margins.left, rightToLeft ? minimum.trailing : minimum.leading),
                            bottom: max(margins.bottom, minimum.bottom),
                            right: max(margins.right, rightToLeft ? minimum.leading : minimum.trailing))
    }
}
