import Foundation

/// Shows a context menu for its view: on a long press (the finger can then slide onto a row and lift to choose
/// it) or a secondary click. The delegate gives the configuration for where it happened; the view, or the
/// configuration's preview, is lifted over a dimmed backdrop with the menu beside it. Tapping the preview
/// commits to it (`willPerformPreviewActionForMenuWith`).
@preconcurrency @MainActor
open class UIContextMenuInteraction: NSObject, UIInteraction {
    /// Gives the configuration and hears of the menu's life.
    open private(set) weak var delegate: UIContextMenuInteractionDelegate?
    /// The view the interaction is added to.
    public private(set) weak var view: UIView?

    private let longPress = UILongPressGestureRecognizer()
    private let secondaryClick = SecondaryClickGestureRecognizer()
    private var presenter: MenuPresenter?
    private var configuration: UIContextMenuConfiguration?
    /// Where the menu was asked for, in the view.
    private var menuLocation = CGPoint.zero
    /// The part of the view to lift for a menu asked for at a point, such as a list's row; the whole view
    /// when `nil` or when it gives none.
    var liftedView: ((CGPoint) -> UIView?)?

    /// An interaction asking `delegate` for its menus.
    public init(delegate: UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        super.init()
        longPress.addTarget(handler: { [weak self] recognizer in self?.longPressChanged(recognizer) })
        secondaryClick.addTarget(handler: { [weak self] recognizer in
            guard recognizer.state == .ended, let self, let view = self.view else { return }
            self.openMenu(at: recognizer.location(in: view))
        })
    }

    /// Removes the recognizers from the view it leaves.
    public func willMove(to view: UIView?) {
        self.view?.removeGestureRecognizer(longPress)
        self.view?.removeGestureRecognizer(secondaryClick)
    }

    /// Adds the recognizers to the view it joins.
    public func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(longPress)
        view?.addGestureRecognizer(secondaryClick)
    }

    /// Where the menu was asked for, in `view`'s coordinates.
    open func location(in view: UIView?) -> CGPoint {
        guard let own = self.view else { return menuLocation }
        return own.convert(menuLocation, to: view)
    }

    /// Closes the menu, if shown.
    open func dismissMenu() {
        presenter?.dismiss(animated: true)
    }

    private func longPressChanged(_ recognizer: UIGestureRecognizer) {
        switch recognizer.state {
        case .began:
            guard let view else { return }
            openMenu(at: recognizer.location(in: view))
        case .changed:
            presenter?.track(recognizer.location(in: nil))
        case .ended:
            presenter?.release(recognizer.location(in: nil))
        default:
            presenter?.track(nil)
        }
    }

    /// Asks the delegate for a configuration at `location` and shows its menu, when it has one with content.
    private func openMenu(at location: CGPoint) {
        guard presenter == nil, let view, let window = view.window,
              let configuration = delegate?.contextMenuInteraction(self, configurationForMenuAtLocation: location),
              let menu = configuration.actionProvider?([]) else { return }
        menuLocation = location
        let previewController = configuration.previewProvider?()
        let lifted = liftedView?(location) ?? view
        let viewFrame = lifted.convert(lifted.bounds, to: window)
        var source = viewFrame
        let preview: UIView
        if let previewController {
            previewController.loadViewIfNeeded()
            let preferred = previewController.preferredContentSize
            let size = preferred.width > 0 && preferred.height > 0 ? preferred : viewFrame.size
            source = CGRect(x: viewFrame.midX - size.width / 2, y: viewFrame.midY - size.height / 2,
                            width: size.width, height: size.height)
            preview = previewController.view
            preview.layer.cornerRadius = MenuView.cornerRadius
            preview.clipsToBounds = true
        } else {
            preview = lifted.snapshotView(afterScreenUpdates: false) ?? UIView()
        }
        let shown = MenuPresenter.present(menu, from: source, in: window, sender: nil, preview: preview) { presenter in
            presenter.onDismiss = { [weak self] in self?.menuWillEnd() }
            presenter.onPreviewTap = { [weak self] in self?.commitPreview() }
        }
        guard let shown else { return }
        presenter = shown
        self.configuration = configuration
        let animator = ContextMenuAnimator(previewViewController: previewController)
        delegate?.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: animator)
        animator.run(duration: MenuPresenter.appearDuration)
    }

    private func commitPreview() {
        guard let configuration, let presenter else { return }
        let animator = ContextMenuAnimator(previewViewController: nil)
        delegate?.contextMenuInteraction(self, willPerformPreviewActionForMenuWith: configuration, animator: animator)
        animator.run(duration: MenuPresenter.disappearDuration)
        presenter.dismiss(animated: true)
    }

    private func menuWillEnd() {
        guard let configuration else { return }
        presenter = nil
        self.configuration = nil
        let animator = ContextMenuAnimator(previewViewController: nil)
        delegate?.contextMenuInteraction(self, willEndFor: configuration, animator: animator)
        animator.run(duration: MenuPresenter.disappearDuration)
    }
}
