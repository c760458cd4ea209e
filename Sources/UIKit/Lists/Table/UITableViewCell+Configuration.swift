import Foundation

extension UITableViewCell: ConfigurableCell {
    /// Shows `contentConfiguration` in its content view, reusing the view when it supports the new
    /// configuration; without one, the classic labels show again.
    func applyContentConfiguration() {
        let classic: [UIView?] = [labels.textIfMade, labels.detailIfMade, labels.imageIfMade]
        guard let configuration = contentConfiguration else {
            contentConfigurationView?.removeFromSuperview()
            contentConfigurationView = nil
            for view in classic { view?.isHidden = false }
            return setNeedsLayout()
        }
        for view in classic { view?.isHidden = true }
        CellConfigurations.show(configuration, in: contentView, view: &contentConfigurationView)
        setNeedsLayout()
    }

    /// Shows `backgroundConfiguration` behind the content in place of `backgroundView` and the selected
    /// background.
    func applyBackgroundConfiguration() {
        guard let configuration = backgroundConfiguration else {
            backgroundConfigurationView?.removeFromSuperview()
            backgroundConfigurationView = nil
            return updateSelectionLook()
        }
        CellConfigurations.show(configuration, behind: self, view: &backgroundConfigurationView)
        backgroundColor = .clear
        updateSelectionLook()
        setNeedsLayout()
    }
}
