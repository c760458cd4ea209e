import Foundation

extension UICollectionViewCell: ConfigurableCell {
    /// The collection view showing the cell, directly or in an orthogonal section's band.
    var enclosingCollectionView: UICollectionView? {
        var view = superview
        while let current = view, !(current is UICollectionView) { view = current.superview }
        return view as? UICollectionView
    }

    /// Shows `contentConfiguration` in the content view, reusing its view when it supports the new one.
    func applyContentConfiguration() {
        guard let configuration = contentConfiguration else {
            contentConfigurationView?.removeFromSuperview()
            contentConfigurationView = nil
            return setNeedsLayout()
        }
        CellConfigurations.show(configuration, in: contentView, view: &contentConfigurationView)
        setNeedsLayout()
    }

    /// Shows `backgroundConfiguration` behind everything, hiding `backgroundView` and the selected
    /// background while it is set.
    func applyBackgroundConfiguration() {
        guard let configuration = backgroundConfiguration else {
            backgroundConfigurationView?.removeFromSuperview()
            backgroundConfigurationView = nil
            backgroundView?.isHidden = false
            selectedBackgroundView?.isHidden = false
            return
        }
        CellConfigurations.show(configuration, behind: self, view: &backgroundConfigurationView)
        backgroundView?.isHidden = true
        selectedBackgroundView?.isHidden = true
        setNeedsLayout()
    }
}
