import Foundation

/// Presents a `UIAlertController` over a dimmed backdrop: an alert in the middle of the container above the
/// keyboard (moving with it, along the container's keyboard layout guide), an action sheet at its bottom, 8
/// points from the sides and above the bottom safe area. A tap on the backdrop of an action sheet chooses its
/// cancel action; an alert's backdrop takes touches and does nothing.
@MainActor
final class AlertPresentationController: UIPresentationController {
    /// The backdrop's black: lighter over light content than over dark.
    static let dimmingColor = UIColor { traits in
        UIColor(white: 0, alpha: traits.userInterfaceStyle == .dark ? 0.48 : 0.2)
    }

    let dimmingView = AlertDimmingView()
    private unowned let alert: UIAlertController

    init(alert: UIAlertController, presenting: UIViewController?) {
        self.alert = alert
        super.init(presentedViewController: alert, presenting: presenting)
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView, let view = alert.alertView else { return .zero }
        let bounds = container.bounds
        switch alert.preferredStyle {
        case .alert:
            let size = view.contentSize(forWidth: AlertView.alertWidth)
            let keyboard = container.keyboardLayoutGuide
            keyboard.usesBottomSafeArea = false
            let above = bounds.height - keyboard.height(in: container)
            let y = max(container.safeAreaInsets.top, ((above - size.height) / 2).rounded())
            return CGRect(x: ((bounds.width - size.width) / 2).rounded(), y: y, width: size.width, height: size.height)
        case .actionSheet:
            let width = min(bounds.width, bounds.height) - 2 * AlertView.sheetMargin
            let size = view.contentSize(forWidth: width)
            let bottom = bounds.height - max(container.safeAreaInsets.bottom, AlertView.sheetMargin)
            return CGRect(x: ((bounds.width - width) / 2).rounded(), y: bottom - size.height, width: width, height: size.height)
        }
    }

    override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        dimmingView.frame = container.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.backgroundColor = Self.dimmingColor
        dimmingView.alpha = 0
        dimmingView.onTap = { [weak self] in
            guard let self, self.alert.preferredStyle == .actionSheet, let cancel = self.alert.cancelAction else { return }
            self.alert.choose(cancel)
        }
        container.insertSubview(dimmingView, at: 0)
        animateDimming(to: 1)
        keyboardObserver = NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: nil
        ) { [weak self] note in
            let duration = (note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0
            MainActor.assumeIsolated { self?.followKeyboard(duration: duration) }
        }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        if completed, let keyboardObserver { NotificationCenter.default.removeObserver(keyboardObserver) }
    }

    /// Watches the keyboard while the alert is shown.
    private var keyboardObserver: (any NSObjectProtocol)?

    /// Moves a shown alert to the middle of what the keyboard leaves, over the keyboard's animation.
    private func followKeyboard(duration: TimeInterval) {
        // The first field takes the keyboard in `viewDidAppear`, before the presentation's phase ends.
        guard alert.preferredStyle == .alert, let view = presentedView, view.superview === containerView else { return }
        UIView.animate(withDuration: duration) { view.frame = self.frameOfPresentedViewInContainerView }
    }

    override func dismissalTransitionWillBegin() {
        animateDimming(to: 0)
    }

    override func containerViewWillLayoutSubviews() {
        guard phase == nil, let view = presentedView, view.superview === containerView else { return }
        view.frame = frameOfPresentedViewInContainerView
    }

    private func animateDimming(to alpha: CGFloat) {
        if let transition, transition.isAnimated {
            transition.animate(alongsideTransition: { _ in self.dimmingView.alpha = alpha }, completion: nil)
        } else {
            dimmingView.alpha = alpha
        }
    }
}
