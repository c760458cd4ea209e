import Foundation

/// What a `UIAlertController` shows: one rounded platter holding the title, the message, the text fields and
/// the buttons (an action sheet's cancel button gets a platter of its own below), with iOS 17's metrics. It
/// tracks a touch across its buttons: the one under the finger is highlighted, and lifting there chooses it.
@MainActor
final class AlertView: UIView {
    static let alertWidth: CGFloat = 270
    /// An action sheet shown in a popover is as wide as an alert.
    static let popoverWidth: CGFloat = 270
    static let alertButtonHeight: CGFloat = 44
    static let sheetButtonHeight: CGFloat = 57
    static let alertCornerRadius: CGFloat = 14
    static let sheetCornerRadius: CGFloat = 13
    /// An action sheet keeps this far from the screen's sides and bottom, and between its platters.
    static let sheetMargin: CGFloat = 8
    /// A text field's row in the group of fields, the text inset from its sides, and the group's corners.
    static let textFieldHeight: CGFloat = 28
    static let textFieldInset: CGFloat = 5
    static let textFieldCornerRadius: CGFloat = 7
    /// The space above the group of fields (below the message) and below it (above the buttons).
    static let textFieldMargin: CGFloat = 16

    /// Stand-in for the thick material behind an alert until effect views blur: its colour over white.
    static let platterColor = UIColor { traits in
        traits.userInterfaceStyle == .dark
            ? UIColor(red: 44 / 255, green: 44 / 255, blue: 46 / 255, alpha: 1)
            : UIColor(red: 242 / 255, green: 242 / 255, blue: 242 / 255, alpha: 1)
    }
    /// An action sheet's cancel platter is opaque, the elevated background.
    static let cancelPlatterColor = UIColor { traits in
        traits.userInterfaceStyle == .dark
            ? UIColor(red: 44 / 255, green: 44 / 255, blue: 46 / 255, alpha: 1)
            : UIColor.white
    }
    /// A touched button darkens in light mode and lightens in dark mode.
    static let highlightColor = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 1, alpha: 0.1) : UIColor(white: 0, alpha: 0.1)
    }

    unowned let controller: UIAlertController
    let titleLabel = UILabel()
    let messageLabel = UILabel()
    let mainPlatter = UIView()
    let cancelPlatter = UIView()
    /// The text fields' group: one bordered, rounded box with a hairline between fields. It sits on the alert
    /// view, not the platter, so that the fields take their own touches.
    let textFieldGroup = UIView()
    /// The buttons, in the order they are shown (the cancel button last in an action sheet).
    private(set) var buttons: [AlertButton] = []
    private var separators: [UIView] = []
    private var tracked: AlertButton?

    init(controller: UIAlertController) {
        self.controller = controller
        super.init(frame: .zero)
        backgroundColor = .clear
        for platter in [mainPlatter, cancelPlatter] {
            platter.clipsToBounds = true
            // Touches land on the alert view, which tracks them across the buttons of both platters.
            platter.isUserInteractionEnabled = false
            addSubview(platter)
        }
        textFieldGroup.clipsToBounds = true
        textFieldGroup.layer.cornerRadius = Self.textFieldCornerRadius
        textFieldGroup.backgroundColor = .systemBackground
        addSubview(textFieldGroup)
        for label in [titleLabel, messageLabel] {
            label.numberOfLines = 0
            label.textAlignment = .center
            mainPlatter.addSubview(label)
        }
        contentDidChange()
    }

    required init?(coder: NSCoder) { nil }

    private var isSheet: Bool { controller.preferredStyle == .actionSheet }
    /// In a popover the sheet has no cancel button: a tap outside cancels.
    private var isInPopover: Bool { controller.modalPresentationStyle == .popover }
    private var buttonHeight: CGFloat { isSheet ? Self.sheetButtonHeight : Self.alertButtonHeight }

    /// Rebuilds the header and the buttons after the title, the message, the actions or the preferred action
    /// changed.
    func contentDidChange() {
        titleLabel.text = controller.title
        messageLabel.text = controller.message
        titleLabel.font = .systemFont(ofSize: isSheet ? 13 : 17, weight: .semibold)
        messageLabel.font = .systemFont(ofSize: 13)
        titleLabel.textColor = isSheet ? .secondaryLabel : .label
        messageLabel.textColor = isSheet ? .secondaryLabel : .label
        let fields = controller.textFields ?? []
        for field in fields where field.superview !== textFieldGroup { textFieldGroup.addSubview(field) }
        textFieldGroup.isHidden = fields.isEmpty
        for button in buttons { button.removeFromSuperview() }
        buttons = shownActions.map { action in
            let button = AlertButton(action: action)
            action.onChange = { [weak self] in self?.styleButtons() }
            return button
        }
        for button in buttons {
            (button.action.style == .cancel && isSheet ? cancelPlatter : mainPlatter).addSubview(button)
        }
        styleButtons()
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    /// The actions in the order iOS shows them: the cancel action left of a pair, last in a stack.
    private var shownActions: [UIAlertAction] {
        let actions = controller.actions.filter { !(isSheet && isInPopover && $0.style == .cancel) }
        let cancel = actions.filter { $0.style == .cancel }, others = actions.filter { $0.style != .cancel }
        return sideBySide(actions) ? cancel + others : others + cancel
    }

    /// Two alert buttons sit side by side when both titles fit in half the width.
    private func sideBySide(_ actions: [UIAlertAction]) -> Bool {
        guard !isSheet, actions.count == 2 else { return false }
        let room = Self.alertWidth / 2 - 2 * AlertButton.titleInset
        return actions.allSatisfy { action in
            AlertButton.measure(action.title ?? "", font: .systemFont(ofSize: 17, weight: .semibold)) <= room
        }
    }

    private func styleButtons() {
        let bold = controller.preferredAction ?? (isSheet ? nil : controller.cancelAction)
        for button in buttons {
            let emphasised = button.action === bold || (isSheet && button.action.style == .cancel)
            button.style(bold: emphasised, fontSize: isSheet ? 20 : 17)
        }
    }

    // MARK: Layout

    private var headerInsets: (top: CGFloat, gap: CGFloat, bottom: CGFloat) { isSheet ? (14, 2, 14) : (20, 2, 20) }
    private var textWidth: CGFloat { (isSheet ? bounds.width : Self.alertWidth) - 32 }

    /// The header's height, and where the title, the message and the group of text fields go, for text `width`
    /// wide.
    private func header(width: CGFloat) -> (height: CGFloat, title: CGRect, message: CGRect, fields: CGRect) {
        let fit = CGSize(width: width, height: .greatestFiniteMagnitude)
        let title = titleLabel.text?.isEmpty == false ? titleLabel.sizeThatFits(fit).height : 0
        let message = messageLabel.text?.isEmpty == false ? messageLabel.sizeThatFits(fit).height : 0
        let fieldCount = CGFloat(controller.textFields?.count ?? 0)
        guard title + message + fieldCount > 0 else { return (0, .zero, .zero, .zero) }
        let insets = headerInsets
        let gap = title > 0 && message > 0 ? insets.gap : 0
        let text = insets.top + title + gap + message
        guard fieldCount > 0 else {
            return (text + insets.bottom, CGRect(x: 16, y: insets.top, width: width, height: title),
                    CGRect(x: 16, y: insets.top + title + gap, width: width, height: message), .zero)
        }
        let fields = CGRect(x: 16, y: title + message > 0 ? text + Self.textFieldMargin : insets.top, width: width,
                            height: fieldCount * Self.textFieldHeight)
        return (fields.maxY + Self.textFieldMargin, CGRect(x: 16, y: insets.top, width: width, height: title),
                CGRect(x: 16, y: insets.top + title + gap, width: width, height: message), fields)
    }

    /// Stacks the text fields in their group, a hairline of the separator colour around and between them.
    private func layOutTextFields(in frame: CGRect, hairline: CGFloat) {
        textFieldGroup.frame = frame
        textFieldGroup.layer.borderWidth = hairline
        textFieldGroup.layer.borderColor = UIColor.separator.resolvedColor(with: traitCollection).cgColor
        for (index, field) in (controller.textFields ?? []).enumerated() {
            let height = Self.textFieldHeight
            let row = CGRect(x: 0, y: CGFloat(index) * height, width: frame.width, height: height)
            field.frame = row.insetBy(dx: Self.textFieldInset, dy: 0)
            if index > 0 {
                let line = UIView(frame: CGRect(x: 0, y: row.minY, width: frame.width, height: hairline))
                line.backgroundColor = .separator
                textFieldGroup.addSubview(line)
                separators.append(line)
            }
        }
    }

    /// The size of the platters stacked, `width` wide.
    func contentSize(forWidth width: CGFloat) -> CGSize {
        let head = header(width: width - 32).height
        let main = buttons.filter { !(isSheet && $0.action.style == .cancel) }
        let rows = sideBySide(main.map(\.action)) ? 1 : main.count
        var height = head + CGFloat(rows) * buttonHeight
        if isSheet, buttons.contains(where: { $0.action.style == .cancel }) {
            height += Self.sheetMargin + buttonHeight
        }
        return CGSize(width: width, height: height)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width
        let head = header(width: width - 32)
        titleLabel.frame = head.title
        messageLabel.frame = head.message
        let hairline = 1 / max(traitCollection.displayScale, 1)
        for separator in separators { separator.removeFromSuperview() }
        separators = []
        layOutTextFields(in: head.fields, hairline: hairline)
        func separator(_ frame: CGRect) {
            let line = UIView(frame: frame)
            line.backgroundColor = .separator
            mainPlatter.addSubview(line)
            separators.append(line)
        }
        let main = buttons.filter { !(isSheet && $0.action.style == .cancel) }
        if sideBySide(main.map(\.action)) {
            main[0].frame = CGRect(x: 0, y: head.height, width: width / 2, height: buttonHeight)
            main[1].frame = CGRect(x: width / 2, y: head.height, width: width / 2, height: buttonHeight)
            separator(CGRect(x: 0, y: head.height, width: width, height: hairline))
            separator(CGRect(x: width / 2, y: head.height, width: hairline, height: buttonHeight))
        } else {
            for (index, button) in main.enumerated() {
                let y = head.height + CGFloat(index) * buttonHeight
                button.frame = CGRect(x: 0, y: y, width: width, height: buttonHeight)
                if y > 0 { separator(CGRect(x: 0, y: y, width: width, height: hairline)) }
            }
        }
        let mainHeight = head.height + (main.isEmpty ? 0 : main[main.count - 1].frame.maxY - head.height)
        mainPlatter.frame = CGRect(x: 0, y: 0, width: width, height: mainHeight)
        let cancel = buttons.first { isSheet && $0.action.style == .cancel }
        cancelPlatter.isHidden = cancel == nil
        if let cancel {
            cancelPlatter.frame = CGRect(x: 0, y: bounds.height - buttonHeight, width: width, height: buttonHeight)
            cancel.frame = cancelPlatter.bounds
        }
        let radius = isInPopover ? 0 : (isSheet ? Self.sheetCornerRadius : Self.alertCornerRadius)
        mainPlatter.layer.cornerRadius = radius
        cancelPlatter.layer.cornerRadius = radius
        mainPlatter.backgroundColor = isInPopover ? .clear : Self.platterColor
        cancelPlatter.backgroundColor = Self.cancelPlatterColor
    }

    // MARK: Tracking a touch across the buttons

    private func button(at touch: UITouch) -> AlertButton? {
        buttons.first { button in
            button.action.isEnabled && button.bounds.contains(touch.location(in: button))
        }
    }

    private func track(_ button: AlertButton?) {
        tracked?.isHighlighted = false
        tracked = button
        button?.isHighlighted = true
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        track(button(at: touch))
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        track(button(at: touch))
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let chosen = touches.first.flatMap { button(at: $0) }
        track(nil)
        if let chosen { controller.choose(chosen.action) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        track(nil)
    }
}
