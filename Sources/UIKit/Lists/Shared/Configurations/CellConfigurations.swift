import Foundation

/// Shows content and background configurations in a cell's views: what table and collection view cells share.
@MainActor
enum CellConfigurations {
    /// Shows `configuration` in `contentView`, in `view` when that supports it, else in a new view that
    /// replaces it.
    static func show(_ configuration: UIContentConfiguration, in contentView: UIView, view: inout UIView?) {
        if let current = view as? UIView & UIContentView, current.supports(configuration) {
            current.configuration = configuration
            return
        }
        view?.removeFromSuperview()
        let made = configuration.makeContentView()
        made.frame = contentView.bounds
        contentView.addSubview(made)
        view = made
    }

    /// Shows `configuration` at the back of `cell`, in `view` (made when nil): its colour for the cell's
    /// tint, corners, stroke and custom view.
    static func show(_ configuration: UIBackgroundConfiguration, behind cell: UIView, view: inout UIView?) {
        let shown = view ?? UIView()
        if shown.superview !== cell { cell.insertSubview(shown, at: 0) }
        view = shown
        shown.backgroundColor = configuration.resolvedBackgroundColor(for: cell)
        shown.layer.cornerRadius = configuration.cornerRadius
        shown.clipsToBounds = configuration.cornerRadius > 0
        shown.layer.borderWidth = configuration.strokeColor == nil ? 0 : configuration.strokeWidth
        shown.layer.borderColor = configuration.strokeColor?.cgColor
        if let custom = configuration.customView, custom.superview !== shown {
            shown.subviews.forEach { $0.removeFromSuperview() }
            custom.frame = shown.bounds
            custom.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            shown.addSubview(custom)
        } else if configuration.customView == nil {
            shown.subviews.forEach { $0.removeFromSuperview() }
        }
    }

    /// Where a background configuration's view goes in a cell of `bounds`: inside its insets.
    static func backgroundFrame(_ configuration: UIBackgroundConfiguration, in bounds: CGRect) -> CGRect {
        let insets = configuration.backgroundInsets
        return bounds.inset(by: UIEdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing))
    }
}
