import Foundation

/// A cell of a list: content indented by `indentationLevel`, accessories at its leading and trailing edges
/// outside the content view, and a separator whose leading edge `separatorLayoutGuide` gives.
///
/// Accessories are placed in the order given on each edge, 16 points from the cell's edge and from each
/// other (the content's own margins separate them from the text). Their glyphs' sizes are estimates.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// The accessories, shown by their editing state.
    open var accessories: [UICellAccessory] = [] {
        didSet { setNeedsAccessoryUpdate() }
    }

    /// How many levels the content (and, with `indentsAccessories`, the leading accessories) is indented.
    open var indentationLevel = 0 {
        didSet {
            if indentationLevel < 0 {
                uikitLog.error("UICollectionViewListCell: indentationLevel \(indentationLevel) is negative; 0 is used.")
                indentationLevel = 0
            }
            setNeedsLayout()
        }
    }

    /// The width of one indentation level; 10 points.
    open var indentationWidth: CGFloat = 10 {
        didSet {
            if !indentationWidth.isFinite || indentationWidth < 0 {
                uikitLog.error("UICollectionViewListCell: indentationWidth \(indentationWidth) is not a finite, non-negative width; 10 is used.")
                indentationWidth = 10
            }
            setNeedsLayout()
        }
    }

    /// Whether the leading accessories are indented with the content; true.
    open var indentsAccessories = true {
        didSet { setNeedsLayout() }
    }

    /// A guide whose leading edge is where the separator starts: the text's leading edge.
    public let separatorLayoutGuide = UILayoutGuide()

    /// The views shown for the accessories displayed, leading ones then trailing ones, each edge in order.
    var accessoryViews: [(accessory: UICellAccessory, view: UIView)] = []
    var needsAccessoryUpdate = true
    /// The editing mode the accessories shown were chosen for.
    var accessoriesEditing = false
    /// Whether the outline disclosure shows the item expanded.
    var showsExpanded = false
    /// The hairline at the cell's bottom, from the separator guide's leading edge to the trailing edge.
    let separatorView = UIView()
    /// The hairline at the cell's top, shown only where the separator configuration asks for it.
    let topSeparatorView = UIView()
    /// The constraints placing the ends of the bottom and top hairlines.
    var bottomSeparatorInsetConstraints: SeparatorInsetConstraints?
    var topSeparatorInsetConstraints: SeparatorInsetConstraints?
    /// The place in its list section the cell's separators and corners were last set for.
    var placedPosition: ListPosition?
    /// Whether the cell's corners were rounded as an inset grouped row's.
    var roundsListCorners = false
    /// Holds the guide at the text's leading edge, below the priority of constraints an app adds to it.
    var separatorLeadingConstraint: NSLayoutConstraint?
    /// The configuration of the list section the cell was last dequeued for; nil outside a list section.
    var listConfiguration: UICollectionLayoutListConfiguration?

    /// A list cell of `frame`.
    public required init(frame: CGRect) {
        super.init(frame: frame)
        setUpSeparator()
    }

    /// A list cell decoded from an archive; Vellum decodes none.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSeparator()
    }

    /// A list content configuration for the list's appearance: `.sidebarCell()` in a sidebar, else `.cell()`.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch listConfiguration?.appearance {
        case .sidebar, .sidebarPlain: .sidebarCell()
        default: .cell()
        }
    }

    /// Updates the configurations, then shows the accessories the new editing state displays and turns the
    /// outline disclosure to the item's expansion.
    open override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        if state.isEditing != accessoriesEditing { setNeedsAccessoryUpdate() }
        showExpansion(state.isExpanded)
    }

    /// Places the accessories, the content view between them, indented, and the separator.
    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        layoutAccessories()
        super.layoutSubviews()
    }

    /// The cell's size for content `view` shows between the accessories.
    override func contentFrame(in bounds: CGRect, fitting view: UIView) -> CGSize {
        updateAccessoriesIfNeeded()
        let span = contentSpan(width: bounds.width)
        return CGSize(width: bounds.width, height: max(Self.height(of: view, width: span.width), accessoryHeight))
    }

    /// Takes on the look of the list section at `indexPath`: unless the cell has a background of its own, the
    /// appearance's background; its separators and corners when it is placed (`placeInList`).
    func adoptList(at indexPath: IndexPath, in collectionView: UICollectionView) {
        let layout = collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout
        guard let list = layout?.listConfiguration(inSection: indexPath.section) else { return }
        listConfiguration = list
        forgetListPosition()
        if backgroundConfiguration == nil, backgroundView == nil {
            backgroundConfiguration = switch list.appearance {
            case .plain: .listPlainCell()
            case .grouped, .insetGrouped: .listGroupedCell()
            case .sidebar, .sidebarPlain: .listSidebarCell()
            }
        }
    }
}
