import Foundation

extension UIBarButtonItem {
    /// A button sending the item's actions, or its custom view, styled by `appearance` (the bar's
    /// appearance for the item's style, if it has one). `onChange` runs when the item changes.
    func makeView(appearance: UIBarButtonItemAppearance? = nil, onChange: @escaping @MainActor () -> Void) -> UIView {
        self.onChange = onChange
        if let customView { return customView }
        let button = UIButton(type: .system)
        shownButton = button
        if let image {
            button.setImage(image, for: .normal)
        } else {
            button.setTitle(title, for: .normal)
            var attributes = appearance?.titleTextAttributes(enabled: isEnabled) ?? [:]
            attributes.merge(titleTextAttributes(for: isEnabled ? .normal : .disabled) ?? [:]) { $1 }
            let font = attributes[.font] as? UIFont ?? (style == .done && appearance == nil ? UIFont.boldSystemFont(ofSize: 17) : nil)
            if let font { button.titleLabel?.font = font }
            if let color = attributes[.foregroundColor] as? UIColor { button.setTitleColor(color, for: .normal) }
        }
        button.isEnabled = isEnabled
        button.accessibilityLabel = accessibilityLabel ?? title
        button.accessibilityHint = accessibilityHint
        button.accessibilityValue = accessibilityValue
        button.accessibilityIdentifier = accessibilityIdentifier
        if accessibilityTraits != .none { button.accessibilityTraits = button.accessibilityTraits.union(accessibilityTraits) }
        button.addAction(UIAction { [weak self] _ in self?.sendActions() }, for: .touchUpInside)
        button.menu = menu
        button.showsMenuAsPrimaryAction = primaryAction == nil && action == nil
        return button
    }
}
