import Foundation

/// The buttons a swiped row uncovers, laid behind the row's cell at its trailing (or leading) edge.
@MainActor
final class SwipeActionsView: UIView {
    /// The actions shown, first nearest the swiped edge.
    let configuration: UISwipeActionsConfiguration
    /// Whether the actions sit at the trailing edge (the row swiped towards the leading edge).
    let trailing: Bool
    /// Whether the first action takes the whole width: the row is swiped far enough to perform it.
    var expandsFirstAction = false {
        didSet { if oldValue != expandsFirstAction { setNeedsLayout() } }
    }
    /// The actions' buttons, in the actions' order.
    private(set) var buttons: [UIButton] = []
    private let tapped: (UIContextualAction) -> Void

    /// The width of one action's button: its title plus 15 points a side, 74 at least.
    static func buttonWidth(_ action: UIContextualAction) -> CGFloat {
        let title = (action.title ?? "") as NSString
        let width = title.size(withAttributes: [.font: UIFont.systemFont(ofSize: 15, weight: .medium)]).width
        return max(74, (width + 30).rounded(.up))
    }

    /// Buttons for `configuration`'s actions at the trailing edge (or leading), calling `tapped` with the action
    /// whose button is tapped.
    init(configuration: UISwipeActionsConfiguration, trailing: Bool, tapped: @escaping (UIContextualAction) -> Void) {
        self.configuration = configuration
        self.trailing = trailing
        self.tapped = tapped
        super.init(frame: .zero)
        clipsToBounds = true
        for action in configuration.actions {
            let button = UIButton(type: .custom)
            button.setTitle(action.title, for: .normal)
            button.setTitleColor(.white, for: .normal)
            button.setImage(action.image, for: .normal)
            button.backgroundColor = action.backgroundColor
            button.accessibilityLabel = action.title
            button.addAction(UIAction { [weak self] _ in self?.tapped(action) }, for: .touchUpInside)
            buttons.append(button)
            addSubview(button)
        }
        backgroundColor = configuration.actions.first?.backgroundColor
    }

    required init?(coder: NSCoder) { nil }

    /// The width of all the buttons side by side.
    var fullWidth: CGFloat { configuration.actions.reduce(0) { $0 + Self.buttonWidth($1) } }

    /// Places the buttons, first nearest the swiped edge, sharing the uncovered width in proportion; past the
    /// full-swipe point the first fills it and the others shrink away behind it.
    override func layoutSubviews() {
        super.layoutSubviews()
        if expandsFirstAction {
            for (index, button) in buttons.enumerated() {
                button.frame = index == 0 ? bounds : CGRect(x: trailing ? 0 : bounds.width, y: 0, width: 0, height: bounds.height)
            }
            return
        }
        let scale = fullWidth > 0 ? bounds.width / fullWidth : 0
        var x: CGFloat = trailing ? bounds.width : 0
        for (button, action) in zip(buttons, configuration.actions) {
            let width = Self.buttonWidth(action) * max(scale, 0)
            if trailing { x -= width }
            button.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
            if !trailing { x += width }
        }
    }
}
