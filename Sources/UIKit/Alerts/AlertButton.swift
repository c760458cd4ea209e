import Foundation

/// One button of an alert: its title centred, in the tint colour (red when destructive, gray when disabled),
/// and a highlight while a touch is on it. The alert view tracks touches, so the button takes none itself.
@MainActor
final class AlertButton: UIView {
    /// The least room left on each side of the title.
    static let titleInset: CGFloat = 8

    let action: UIAlertAction
    let titleLabel = UILabel()

    var isHighlighted = false {
        didSet { backgroundColor = isHighlighted ? AlertView.highlightColor : .clear }
    }

    init(action: UIAlertAction) {
        self.action = action
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        backgroundColor = .clear
        titleLabel.text = action.title
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
    }

    required init?(coder: NSCoder) { nil }

    /// The width `title` takes in `font`.
    static func measure(_ title: String, font: UIFont) -> CGFloat {
        let label = UILabel()
        label.font = font
        label.text = title
        return label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)).width
    }

    func style(bold: Bool, fontSize: CGFloat) {
        titleLabel.font = .systemFont(ofSize: fontSize, weight: bold ? .semibold : .regular)
        refreshColor()
    }

    private func refreshColor() {
        titleLabel.textColor = !action.isEnabled ? .tertiaryLabel
            : action.style == .destructive ? .systemRed : tintColor
        if !action.isEnabled { isHighlighted = false }
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        refreshColor()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = bounds.insetBy(dx: Self.titleInset, dy: 0)
    }

    // MARK: Accessibility

    /// An alert's button is an element, as on iOS.
    override var isAccessibilityElement: Bool {
        get { accessibilityStoredValue(.isElement) as? Bool ?? true }
        set { super.isAccessibilityElement = newValue }
    }
    /// The label set, else the action's title.
    override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? action.title }
        set { super.accessibilityLabel = newValue }
    }
    /// The traits set, else `.button`, with `.notEnabled` while the action is disabled.
    override var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityStoredValue(.traits) as? UIAccessibilityTraits ?? (action.isEnabled ? .button : [.button, .notEnabled]) }
        set { super.accessibilityTraits = newValue }
    }

    /// Chooses the action, as a tap does.
    override func accessibilityActivate() -> Bool {
        guard action.isEnabled, let alert = superview?.superview as? AlertView else { return false }
        alert.controller.choose(action)
        return true
    }
}
