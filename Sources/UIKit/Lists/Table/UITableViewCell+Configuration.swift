import Foundation

extension UITableViewCell {
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
        if let view = contentConfigurationView as? UIView & UIContentView, view.supports(configuration) {
            view.configuration = configuration
        } else {
            contentConfigurationView?.removeFromSuperview()
            let view = configuration.makeContentView()
            contentView.addSubview(view)
            contentConfigurationView = view
        }
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
        let view = backgroundConfigurationView ?? UIView()
        if view.superview !== self { insertSubview(view, at: 0) }
        backgroundConfigurationView = view
        view.backgroundColor = configuration.resolvedBackgroundColor(for: self)
        view.layer.cornerRadius = configuration.cornerRadius
        view.layer.borderWidth = configuration.strokeColor == nil ? 0 : configuration.strokeWidth
        view.layer.borderColor = configuration.strokeColor?.cgColor
        if let custom = configuration.customView, custom.superview !== view {
            view.subviews.forEach { $0.removeFromSuperview() }
            custom.frame = view.bounds
            custom.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(custom)
        }
        backgroundColor = .clear
        updateSelectionLook()
        setNeedsLayout()
    }
}
