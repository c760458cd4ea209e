import Foundation

extension UITableViewCell {
    /// The margin between the content and the cell's leading and trailing edges, and between an image and
    /// the text: 16 points, as iOS 17 at the default content size.
    static let standardMargin: CGFloat = 16
    /// The margin above and below a classic cell's labels.
    static let verticalMargin: CGFloat = 11

    /// The leading edge of the content in the content view: the cell margin and the indentation.
    var contentLeading: CGFloat {
        (tableView?.cellLeadingMargin ?? Self.standardMargin) + CGFloat(indentationLevel) * indentationWidth
    }

    /// The height the cell needs at `width`.
    func fittingHeight(width: CGFloat) -> CGFloat {
        let contentWidth = width - (accessoryShown.map { $0.frame.width + Self.standardMargin } ?? 0)
        if let view = contentConfigurationView {
            return view.sizeThatFits(CGSize(width: contentWidth, height: 0)).height
        }
        if contentView.hasConstraintsAffectingHeight {
            return contentView.systemLayoutSizeFitting(CGSize(width: contentWidth, height: 0),
                                                       withHorizontalFittingPriority: .required,
                                                       verticalFittingPriority: .fittingSizeLevel).height
        }
        return labels.fittingHeight(width: contentWidth, leading: contentLeading)
    }

    /// Places the background views, the accessory, the content view and what it holds, and the separator.
    func layoutCell() {
        let bounds = self.bounds
        laidOutMargin = tableView?.cellLeadingMargin
        backgroundView?.frame = bounds
        if let backgroundConfiguration {
            backgroundConfigurationView?.frame = CellConfigurations.backgroundFrame(backgroundConfiguration, in: bounds)
        }
        selectedBackgroundView?.frame = bounds
        var contentWidth = bounds.width
        if let reorder = reorderControl, isEditing {
            let size = reorder.intrinsicContentSize
            reorder.frame = CGRect(x: bounds.width - Self.standardMargin - size.width, y: ((bounds.height - size.height) / 2).rounded(),
                                   width: size.width, height: size.height)
            contentWidth = reorder.frame.minX - 4
        } else if let accessory = accessoryShown {
            let size = accessory.frame.size
            accessory.frame = CGRect(x: bounds.width - Self.standardMargin - size.width,
                                     y: ((bounds.height - size.height) / 2).rounded(), width: size.width, height: size.height)
            contentWidth = accessory.frame.minX - 4
        }
        let editingShift: CGFloat = isEditing && shouldIndentWhileEditing && editingStyle != .none ? 38 : 0
        if let control = editingControl {
            control.isHidden = !isEditing
            control.frame = CGRect(x: Self.standardMargin, y: ((bounds.height - 22) / 2).rounded(), width: 22, height: 22)
        }
        contentView.frame = CGRect(x: editingShift, y: 0, width: max(contentWidth - editingShift, 0), height: bounds.height)
        if let view = contentConfigurationView {
            view.frame = contentView.bounds
        } else {
            labels.layout(in: contentView.bounds, leading: contentLeading)
        }
        let scale = window?.screen.scale ?? 2
        let inset = separatorInset
        separatorView.isHidden = !separatorShown
        separatorView.frame = CGRect(x: inset.left, y: bounds.height - 1 / scale,
                                     width: max(bounds.width - inset.left - inset.right, 0), height: 1 / scale)
    }

    /// Shows the background the state asks for: the selected background while selected or highlighted.
    func stateChanged(animated: Bool) {
        updateSelectionLook()
        for label in [labels.textIfMade, labels.detailIfMade].compactMap({ $0 }) {
            label.isHighlighted = isHighlightedStorage || isSelectedStorage
        }
        setNeedsUpdateConfiguration()
    }

    func updateSelectionLook() {
        let shows = (isSelectedStorage || isHighlightedStorage) && selectionStyle != .none && backgroundConfiguration == nil
        if shows {
            let view = selectedBackgroundView ?? defaultSelectedBackground()
            if view.superview !== self { insertSubview(view, belowSubview: contentView) }
            view.frame = bounds
            view.isHidden = false
        } else {
            selectedBackgroundView?.isHidden = true
        }
    }

    private func defaultSelectedBackground() -> UIView {
        let view = UIView()
        view.backgroundColor = .systemGray4
        selectedBackgroundView = view
        return view
    }

    /// Shows the accessory view, or the standard accessory's glyph; their editing forms in editing mode.
    func updateAccessory() {
        let view = isEditing ? editingAccessoryView ?? Self.standardAccessory(editingAccessoryType)
                             : accessoryView ?? Self.standardAccessory(accessoryType)
        guard view !== accessoryShown || view?.superview !== self else { return }
        accessoryShown?.removeFromSuperview()
        accessoryShown = view
        if let view { addSubview(view) }
        setNeedsLayout()
    }

    /// Puts `new` in place of `old` at `index` among the subviews.
    func replace(_ old: UIView?, with new: UIView?, at index: Int) {
        old?.removeFromSuperview()
        if let new { insertSubview(new, at: index) }
        setNeedsLayout()
    }

    private static func standardAccessory(_ type: AccessoryType) -> UIView? {
        switch type {
        case .none:
            return nil
        case .disclosureIndicator:
            return UIImageView(image: ListGlyphs.chevron)
        case .checkmark:
            let view = UIImageView(image: ListGlyphs.checkmark)
            view.tintColor = .systemBlue
            return view
        case .detailButton, .detailDisclosureButton:
            let button = UIButton(type: .detailDisclosure)
            button.frame.size = CGSize(width: 22, height: 22)
            return button
        }
    }
}

extension UIView {
    /// Whether any constraint in the view's subtree could decide its height: what self-sizing needs.
    var hasConstraintsAffectingHeight: Bool {
        if !constraints.isEmpty { return true }
        return subviews.contains { !$0.translatesAutoresizingMaskIntoConstraints || $0.hasConstraintsAffectingHeight }
    }
}
