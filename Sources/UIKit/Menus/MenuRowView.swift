import Foundation

/// One row of a shown menu: a title (with its subtitle), a checkmark in the leading column when checked, the
/// image or a chevron at the trailing edge; red when destructive, gray when disabled, highlighted while touched.
@MainActor
final class MenuRowView: UIView {
    static let leadingInset: CGFloat = 16
    /// Where the title starts when a row of the menu has a checkmark.
    static let checkColumn: CGFloat = 40
    static let iconSize: CGFloat = 20

    let item: MenuItem
    let titleLabel = UILabel()
    let subtitleLabel = UILabel()
    let imageView = UIImageView()
    private(set) var checkmark: MenuGlyphView?
    private var chevron: MenuGlyphView?
    /// Whether a row of the menu has a checkmark, which moves every title right.
    var indentsForCheckmarks = false { didSet { setNeedsLayout() } }

    var isHighlighted = false {
        didSet { backgroundColor = isHighlighted ? AlertView.highlightColor : .clear }
    }

    init(item: MenuItem) {
        self.item = item
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        backgroundColor = .clear
        titleLabel.font = .systemFont(ofSize: 17)
        subtitleLabel.font = .systemFont(ofSize: 15)
        subtitleLabel.textColor = .secondaryLabel
        addSubview(titleLabel)
        configure()
    }

    required init?(coder: NSCoder) { nil }

    /// Whether the row shows a checkmark.
    var isChecked: Bool {
        if case .action(let action, _) = item { return action.state == .on }
        return false
    }

    private func configure() {
        let color: UIColor
        switch item {
        case .action(let action, _):
            titleLabel.text = action.title
            color = action.attributes.contains(.disabled) ? .tertiaryLabel
                : action.attributes.contains(.destructive) ? .systemRed : .label
            show(image: action.image, subtitle: action.subtitle)
            if action.state == .on { checkmark = glyph(.checkmark) }
        case .submenu(let menu):
            titleLabel.text = menu.title
            color = menu.options.contains(.destructive) ? .systemRed : .label
            show(image: menu.image, subtitle: menu.subtitle)
            chevron = glyph(.chevronRight)
        case .back(let menu):
            titleLabel.text = menu.title
            titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
            color = .label
            chevron = glyph(.chevronDown)
        case .loading:
            titleLabel.text = "Loading…"
            color = .secondaryLabel
        case .title(let title):
            titleLabel.text = title
            titleLabel.font = .systemFont(ofSize: 13)
            color = .secondaryLabel
        case .groupSeparator:
            color = .clear
            backgroundColor = MenuView.groupSeparatorColor
        }
        titleLabel.textColor = color
        tintColor = color
    }

    private func show(image: UIImage?, subtitle: String?) {
        if let image {
            imageView.image = image
            imageView.contentMode = .scaleAspectFit
            addSubview(imageView)
        }
        if let subtitle, !subtitle.isEmpty {
            subtitleLabel.text = subtitle
            addSubview(subtitleLabel)
        }
    }

    private func glyph(_ kind: MenuGlyphView.Glyph) -> MenuGlyphView {
        let view = MenuGlyphView(kind)
        addSubview(view)
        return view
    }

    // MARK: Accessibility

    /// A row that can be chosen is an element; titles, loading rows and gaps are not.
    override var isAccessibilityElement: Bool {
        get { accessibilityStoredValue(.isElement) as? Bool ?? isShownRow }
        set { super.isAccessibilityElement = newValue }
    }
    /// The label set, else the title.
    override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? titleLabel.text }
        set { super.accessibilityLabel = newValue }
    }
    /// The traits set, else `.button`, `.selected` when checked and `.notEnabled` when disabled.
    override var accessibilityTraits: UIAccessibilityTraits {
        get {
            if let stored = accessibilityStoredValue(.traits) as? UIAccessibilityTraits { return stored }
            var traits: UIAccessibilityTraits = .button
            if isChecked { traits.insert(.selected) }
            if !item.isSelectable { traits.insert(.notEnabled) }
            return traits
        }
        set { super.accessibilityTraits = newValue }
    }

    /// Selects the row, as a tap does.
    override func accessibilityActivate() -> Bool {
        guard item.isSelectable, let menu = superview as? MenuView else { return false }
        menu.onSelect?(item)
        return true
    }

    private var isShownRow: Bool {
        switch item {
        case .action, .submenu, .back: true
        case .title, .loading, .groupSeparator: false
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let leading = indentsForCheckmarks ? Self.checkColumn : Self.leadingInset
        checkmark?.frame = CGRect(x: 14, y: (bounds.height - 16) / 2, width: 16, height: 16)
        var trailing = bounds.width - Self.leadingInset
        if let chevron {
            chevron.frame = CGRect(x: trailing - 14, y: (bounds.height - 14) / 2, width: 14, height: 14)
            trailing -= 14 + 8
        } else if imageView.superview != nil {
            imageView.frame = CGRect(x: trailing - Self.iconSize, y: (bounds.height - Self.iconSize) / 2,
                                     width: Self.iconSize, height: Self.iconSize)
            trailing -= Self.iconSize + 8
        }
        let width = max(trailing - leading, 0)
        if subtitleLabel.superview != nil {
            titleLabel.frame = CGRect(x: leading, y: 4, width: width, height: 20)
            subtitleLabel.frame = CGRect(x: leading, y: 24, width: width, height: 16)
        } else {
            titleLabel.frame = CGRect(x: leading, y: 0, width: width, height: bounds.height)
        }
    }
}
