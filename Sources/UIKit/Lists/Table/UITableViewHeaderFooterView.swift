import Foundation

/// A reusable section header or footer: a content view with a title label, or a content configuration.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The identifier the view is reused under, if any.
    public let reuseIdentifier: String?
    /// Where your own subviews go.
    public let contentView = UIView()

    /// The title label, made on first use: secondary footnote text, in capitals in grouped tables.
    open var textLabel: UILabel? {
        if let textLabelStorage { return textLabelStorage }
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .footnote)
        label.textColor = .secondaryLabel
        label.numberOfLines = 0
        contentView.addSubview(label)
        textLabelStorage = label
        return label
    }

    /// A second label, made on first use (unused by iOS's own layout since iOS 7).
    open var detailTextLabel: UILabel? {
        if let detailTextLabelStorage { return detailTextLabelStorage }
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .footnote)
        contentView.addSubview(label)
        detailTextLabelStorage = label
        return label
    }

    /// The view behind the content; nil by default.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// The content shown in place of the title label.
    open var contentConfiguration: UIContentConfiguration? {
        didSet { applyContentConfiguration() }
    }

    /// The background shown behind the content.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet {
            backgroundColor = backgroundConfiguration?.resolvedBackgroundColor(for: self) ?? defaultBackground
        }
    }

    /// A configuration for the table's style: a header or footer list configuration.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch (tableStyle, isHeader) {
        case (.plain, true): .plainHeader()
        case (.plain, false): .plainFooter()
        case (_, true): .groupedHeader()
        case (_, false): .groupedFooter()
        }
    }

    /// Resets the view before it is reused; subclasses call `super`.
    open func prepareForReuse() {}

    // MARK: Creating header and footer views

    /// A view reused under `reuseIdentifier`.
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        setUp()
    }

    /// A view decoded from an archive; Vellum decodes none, so it has no reuse identifier.
    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        addSubview(contentView)
        backgroundColor = defaultBackground
    }

    /// Places the content view and the title at the margins: vertically centred in a plain table, at the
    /// bottom of a grouped header, at the top of a grouped footer.
    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        contentView.frame = bounds
        if let view = configurationView {
            view.frame = contentView.bounds
            return
        }
        guard let label = textLabelStorage else { return }
        let margin: CGFloat = bounds.width >= 414 ? 20 : 16
        let width = max(bounds.width - 2 * margin, 0)
        let height = min(label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height, bounds.height)
        let y: CGFloat = switch (tableStyle, isHeader) {
        case (.plain, _): ((bounds.height - height) / 2).rounded()
        case (_, true): bounds.height - height - 7
        case (_, false): 7
        }
        label.frame = CGRect(x: margin, y: max(y, 0), width: width, height: height)
        if tableStyle != .plain, isHeader, let text = label.text, text != text.uppercased() { label.text = text.uppercased() }
    }

    /// The height the view's content needs at `width`: its content configuration's, else what its content
    /// view's constraints give; nil when neither decides it.
    func fittingHeight(width: CGFloat) -> CGFloat? {
        if let configurationView { return configurationView.sizeThatFits(CGSize(width: width, height: 0)).height }
        guard contentView.hasConstraintsAffectingHeight else { return nil }
        return contentView.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                   verticalFittingPriority: .fittingSizeLevel).height
    }

    var textLabelStorage: UILabel?
    var detailTextLabelStorage: UILabel?
    var configurationView: UIView?
    /// The style of the table the view is shown in, and whether it is a header.
    var tableStyle = UITableView.Style.plain {
        didSet { if backgroundConfiguration == nil { backgroundColor = defaultBackground } }
    }
    var isHeader = true

    private var defaultBackground: UIColor {
        tableStyle == .plain ? .systemBackground : .clear
    }

    private func applyContentConfiguration() {
        guard let configuration = contentConfiguration else {
            configurationView?.removeFromSuperview()
            configurationView = nil
            textLabelStorage?.isHidden = false
            return setNeedsLayout()
        }
        textLabelStorage?.isHidden = true
        if let view = configurationView as? UIView & UIContentView, view.supports(configuration) {
            view.configuration = configuration
        } else {
            configurationView?.removeFromSuperview()
            let view = configuration.makeContentView()
            contentView.addSubview(view)
            configurationView = view
        }
        setNeedsLayout()
    }
}
