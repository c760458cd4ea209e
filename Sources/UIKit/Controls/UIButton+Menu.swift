import Foundation

extension UIButton {
    /// Installs the long press that opens the menu when a tap does not, and makes a pop-up button's title
    /// follow its checked action.
    func menuDidChange() {
        let wantsLongPress = menu != nil && !showsMenuAsPrimaryAction
        if wantsLongPress, menuLongPress == nil {
            let press = UILongPressGestureRecognizer { [weak self] recognizer in self?.longPressChanged(recognizer) }
            addGestureRecognizer(press)
            menuLongPress = press
        } else if !wantsLongPress, let press = menuLongPress {
            removeGestureRecognizer(press)
            menuLongPress = nil
        }
        guard changesSelectionAsPrimaryAction, let menu else { return }
        let actions = MenuPresenter.actions(in: menu)
        let checked = actions.first { $0.state == .on } ?? actions.first
        for action in actions { action.state = action === checked ? .on : .off }
        if let checked { setTitle(checked.title, for: .normal) }
    }

    /// Shows the menu under the button; nothing when it has nothing to show.
    @discardableResult
    func presentMenu() -> MenuPresenter? {
        guard let menu, let window else { return nil }
        let popUp = changesSelectionAsPrimaryAction
        return MenuPresenter.present(menu, from: convert(bounds, to: window), in: window, sender: self) { presenter in
            presenter.selectsAcrossMenu = popUp
            presenter.onChoose = { [weak self] action in
                guard let self, popUp else { return }
                self.setTitle(action.title, for: .normal)
            }
        }
    }

    /// A long press opens the menu; the finger can then slide onto a row and lift to choose it, as on iOS.
    private func longPressChanged(_ recognizer: UIGestureRecognizer) {
        switch recognizer.state {
        case .began:
            presentMenu()
        case .changed:
            MenuPresenter.current?.track(recognizer.location(in: nil))
        case .ended:
            MenuPresenter.current?.release(recognizer.location(in: nil))
        default:
            MenuPresenter.current?.track(nil)
        }
    }
}
