import Foundation

/// One row of a table view: a content view holding the labels and image of its `style`, or your own
/// subviews, a background, an accessory and the selection's look.
///
/// Members a subclass may override are declared here; the layout of the classic styles is in
/// `UITableViewCell+Layout.swift`.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// The layout of the classic labels.
    public let style: CellStyle
    /// The identifier the cell is reused under, if any.
    public let reuseIdentifier: String?
    /// The storyboard segue selecting the cell triggers, for a cell made from a storyboard's prototype.
    var selectionSegue: (@MainActor (UITableViewCell) -> Void)?

    /// Where your own subviews go: it shrinks to make room for the accessory and editing controls.
    public let contentView = UIView()

    /// The main label, made on first use; it is placed by the cell's style.
    open var textLabel: UILabel? { labels.text }
    /// The secondary label of the `.value1`, `.value2` and `.subtitle` styles; nil for `.default`.
    open var detailTextLabel: UILabel? { labels.detail }
    /// The leading image view, made on first use (`.value2` has none).
    open var imageView: UIImageView? { labels.image }

    /// The view behind the content; nil by default (the cell's background colour shows).
    open var backgroundView: UIView? {
        didSet { replace(oldValue, with: backgroundView, at: 0) }
    }
    /// The view behind the content while the cell is selected or highlighted; a gray one by default for
    /// the `.default` and `.gray` selection styles.
    open var selectedBackgroundView: UIView? {
        didSet { oldValue?.removeFromSuperview(); updateSelectionLook() }
    }

    /// How selection shows; `.default` (gray).
    open var selectionStyle: SelectionStyle = .default { didSet { updateSelectionLook() } }
    /// The standard accessory; `.none`.
    open var accessoryType: AccessoryType = .none { didSet { updateAccessory() } }
    /// A view shown in place of `accessoryType`'s.
    open var accessoryView: UIView? { didSet { oldValue?.removeFromSuperview(); updateAccessory() } }
    /// The accessory in editing mode; `.none`.
    open var editingAccessoryType: AccessoryType = .none { didSet { updateAccessory() } }
    /// The view shown in place of `editingAccessoryType`'s in editing mode.
    open var editingAccessoryView: UIView? { didSet { oldValue?.removeFromSuperview(); updateAccessory() } }
    /// The insets of the separator beneath the cell; the table's `separatorInset` unless set.
    open var separatorInset: UIEdgeInsets {
        get { separatorInsetStorage ?? tableView?.separatorInset ?? UITableView.defaultSeparatorInset }
        set { separatorInsetStorage = newValue; setNeedsLayout() }
    }
    /// The indentation level, times `indentationWidth`, shifts the content; 0.
    open var indentationLevel = 0 { didSet { setNeedsLayout() } }
    /// Points per indentation level; 10.
    open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }
    /// Whether the reorder control shows in editing mode, if the data source allows moving the row; false.
    open var showsReorderControl = false
    /// Whether the content indents while editing; true.
    open var shouldIndentWhileEditing = true
    /// Whether the cell is in editing mode.
    open var isEditing: Bool {
        get { isEditingStorage }
        set { setEditing(newValue, animated: false) }
    }
    /// Whether the cell is selected; it shows the selected background and its labels' highlighted colours.
    open var isSelected: Bool {
        get { isSelectedStorage }
        set { setSelected(newValue, animated: false) }
    }
    /// Whether the cell is highlighted (touched).
    open var isHighlighted: Bool {
        get { isHighlightedStorage }
        set { setHighlighted(newValue, animated: false) }
    }
    /// The editing style the table view gave this row.
    open internal(set) var editingStyle: EditingStyle = .none
    /// Whether the delete confirmation button shows.
    open internal(set) var showingDeleteConfirmation = false

    // MARK: Modern configuration (UITableViewCell+Configuration.swift)

    /// The content shown in place of the classic labels: set a `UIListContentConfiguration` (from
    /// `defaultContentConfiguration()`) and the cell shows it in a `UIListContentView`.
    open var contentConfiguration: UIContentConfiguration? {
        didSet { applyContentConfiguration() }
    }
    /// The background shown in place of `backgroundView` and the background colour.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet { applyBackgroundConfiguration() }
    }
    /// Whether the configurations are updated for the cell's state (selected, highlighted, …); true.
    open var automaticallyUpdatesContentConfiguration = true
    /// Whether the background configuration is updated for the cell's state; true.
    open var automaticallyUpdatesBackgroundConfiguration = true
    /// Called with the cell and its state whenever the state changes, to update its configurations.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// A handler of configuration updates.
    public typealias ConfigurationUpdateHandler = @MainActor (UITableViewCell, UICellConfigurationState) -> Void

    /// The cell's current state: its traits, selection, highlight, editing.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = isEditing
        state.isSwiped = showingDeleteConfirmation
        return state
    }

    /// A content configuration with the cell's style's defaults.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch style {
        case .default: .cell()
        case .value1: .valueCell()
        case .value2: .sidebarCell()
        case .subtitle: .subtitleCell()
        }
    }

    /// Asks for `updateConfiguration(using:)` with the current state before the next layout.
    open func setNeedsUpdateConfiguration() {
        scheduleConfigurationUpdate()
    }

    /// The traits are part of the configuration state: a change updates the configurations. A subclass
    /// overriding it calls `super`.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        setNeedsUpdateConfiguration()
    }

    /// Updates the configurations for `state`: the automatic updates, then `configurationUpdateHandler`.
    /// Subclasses override it to configure themselves and call `super`.
    open func updateConfiguration(using state: UICellConfigurationState) {
        updateConfigurationsAutomatically(for: state)
        configurationUpdateHandler?(self, state)
    }

    /// Whether the cell can be focused: while it shows a row its table view lets be focused.
    open override var canBecomeFocused: Bool {
        guard let table = tableView, let row = table.indexPath(for: self) else { return false }
        return table.canFocusRow(at: row)
    }

    // MARK: State

    var isSelectedStorage = false
    var isHighlightedStorage = false
    var isEditingStorage = false
    var separatorInsetStorage: UIEdgeInsets?
    var needsConfigurationUpdate = false
    /// The table view showing the cell, set while it is shown.
    weak var tableView: UITableView?
    /// Whether the separator line beneath the cell shows, and its colour.
    var separatorShown = false
    /// The table's leading margin when the cell was last laid out: the content and separator are placed by it.
    var laidOutMargin: CGFloat?
    lazy var labels = ClassicLabels(style: style, contentView: contentView)
    let separatorView = UIView()
    var accessoryShown: UIView?
    var contentConfigurationView: UIView?
    /// The delete or insert control and the reorder control shown in editing mode.
    private(set) var editingControl: UIButton?
    private(set) var reorderControl: UIView?

    /// Shows `control` as the editing control, or none.
    func setEditingControl(_ control: UIButton?) {
        if editingControl !== control { editingControl?.removeFromSuperview() }
        editingControl = control
        if let control, control.superview !== self { addSubview(control) }
        setNeedsLayout()
    }

    /// Shows `control` as the reorder control, or none.
    func setReorderControl(_ control: UIView?) {
        if reorderControl !== control { reorderControl?.removeFromSuperview() }
        reorderControl = control
        if let control, control.superview !== self { addSubview(control) }
        setNeedsLayout()
    }
    var backgroundConfigurationView: UIView?

    /// Sets the selection, showing the selected background (faded over 0.25 s when animated).
    open func setSelected(_ selected: Bool, animated: Bool) {
        guard selected != isSelectedStorage else { return }
        isSelectedStorage = selected
        stateChanged(animated: animated)
    }

    /// Sets the highlight, showing the selected background (faded over 0.25 s when animated).
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        guard highlighted != isHighlightedStorage else { return }
        isHighlightedStorage = highlighted
        stateChanged(animated: animated)
    }

    /// Enters or leaves editing mode, showing the editing controls.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != isEditingStorage else { return }
        let mask: StateMask = editing ? .showingEditControl : []
        willTransition(to: mask)
        isEditingStorage = editing
        updateAccessory()
        stateChanged(animated: animated)
        setNeedsLayout()
        didTransition(to: mask)
    }

    /// Resets what is not content before the cell is reused: selection, highlight, editing and alpha.
    /// Subclasses call `super`.
    open func prepareForReuse() {
        alpha = 1
        isSelectedStorage = false
        isHighlightedStorage = false
        isEditingStorage = false
        showingDeleteConfirmation = false
        stateChanged(animated: false)
    }

    /// Called before the cell shows or hides editing controls or the delete confirmation.
    open func willTransition(to state: StateMask) {}
    /// Called after the cell shows or hides editing controls or the delete confirmation.
    open func didTransition(to state: StateMask) {}

    // MARK: Creating cells

    /// A cell of `style`, reused under `reuseIdentifier`.
    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: UITableView.defaultRowHeight))
        setUpCell()
    }

    /// A `.default` cell with `frame` and no reuse identifier.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// A cell decoded from an Interface Builder document, with its style, reuse identifier, accessories and
    /// selection style (Decoding/Views/UITableViewCell+Coding.swift); any other coder gives a `.default` cell.
    public required init?(coder: NSCoder) {
        let documentCoder = coder as? InterfaceBuilderCoder
        style = documentCoder.map(Self.decodedStyle) ?? .default
        reuseIdentifier = documentCoder?.string("reuseIdentifier")
        super.init(coder: coder)
        setUpCell()
        if let documentCoder { decodeTableViewCell(from: documentCoder) }
    }

    private func setUpCell() {
        backgroundColor = .systemBackground
        contentView.frame = bounds
        addSubview(contentView)
        separatorView.backgroundColor = .separator
        separatorView.isHidden = true
        addSubview(separatorView)
    }

    /// Places the background, content view, accessory, labels and separator.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateConfigurationIfNeeded()
        layoutCell()
    }

    /// The height the cell's content needs at `targetSize.width`: from the content view's constraints when
    /// it has them, else from the classic labels (44 points at least).
    open override func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                               verticalFittingPriority: UILayoutPriority) -> CGSize {
        CGSize(width: targetSize.width, height: fittingHeight(width: targetSize.width))
    }

    // MARK: Accessibility

    /// A cell is one element unless told otherwise, read as a whole rather than label by label.
    open override var isAccessibilityElement: Bool {
        get { accessibilityStoredValue(.isElement) as? Bool ?? true }
        set { super.isAccessibilityElement = newValue }
    }
    /// The label set, else the labels of the elements in the cell, in order, joined by ", ".
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? contentView.composedAccessibilityLabel }
        set { super.accessibilityLabel = newValue }
    }
    /// The traits set, else `.selected` while the cell is selected.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityStoredValue(.traits) as? UIAccessibilityTraits ?? (isSelected ? .selected : .none) }
        set { super.accessibilityTraits = newValue }
    }
}
