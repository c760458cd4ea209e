import Foundation

/// A scrolling list of rows in sections, shown through reusable cells: only the rows in view have cells,
/// and geometry costs in proportion to what is shown, never to the number of rows.
///
/// Members a subclass may override are declared here, in the class body; the work is in the file for its
/// concern (`UITableView+Layout.swift`, `UITableView+Updates.swift`, `UITableView+Selection.swift`, …).
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// The height of a row at the default content size, and the default estimate.
    nonisolated static let defaultRowHeight: CGFloat = 44
    /// The separator inset of a compact-width table: the 16-point cell margin.
    nonisolated static let defaultSeparatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)

    /// The table's style, fixed when it is made.
    public let style: Style

    /// What the table shows; held weakly. Setting it reloads the table at the next layout.
    open weak var dataSource: UITableViewDataSource? {
        didSet { reloadData() }
    }

    /// The delegate, told of scrolling and asked about heights, headers, selection and editing; held weakly.
    /// Give it a `UITableViewDelegate` (which is a `UIScrollViewDelegate`): Swift cannot narrow the
    /// inherited property's type, so a delegate of only the scroll view's protocol gets only its calls.
    open override var delegate: UIScrollViewDelegate? {
        didSet {
            tableDelegate = delegate as? UITableViewDelegate
            missingDelegateMembers = []
            probedDelegateMembers = []
            reloadData()
        }
    }

    /// Gives rows to drag, when `dragInteractionEnabled`; held weakly (`UITableView+DragAndDrop.swift`).
    open weak var dragDelegate: UITableViewDragDelegate? {
        didSet { updateDragAndDrop() }
    }

    /// Decides and takes drops on the rows; held weakly.
    open weak var dropDelegate: UITableViewDropDelegate? {
        didSet { updateDragAndDrop() }
    }

    /// Whether a press held on a row lifts it for the drag delegate: on iPad, not on iPhone, by default.
    open var dragInteractionEnabled = UIDragInteraction.isEnabledByDefault {
        didSet { updateDragAndDrop() }
    }

    /// The height of every row when the delegate gives none; `automaticDimension` (the default) sizes rows
    /// from their cells' content. Negative or non-finite values are refused and logged.
    open var rowHeight: CGFloat = automaticDimension {
        didSet { refuseBadHeight(&rowHeight, oldValue, "rowHeight") }
    }
    /// The height rows are assumed to have until shown; `automaticDimension` (44 points) by default, 0 to
    /// turn estimates off and ask every row's height up front.
    open var estimatedRowHeight: CGFloat = automaticDimension {
        didSet { refuseBadHeight(&estimatedRowHeight, oldValue, "estimatedRowHeight") }
    }
    /// The height of section headers when the delegate gives none; `automaticDimension` by default (a
    /// title's height, or none).
    open var sectionHeaderHeight: CGFloat = automaticDimension {
        didSet { refuseBadHeight(&sectionHeaderHeight, oldValue, "sectionHeaderHeight") }
    }
    /// The height of section footers when the delegate gives none; `automaticDimension` by default.
    open var sectionFooterHeight: CGFloat = automaticDimension {
        didSet { refuseBadHeight(&sectionFooterHeight, oldValue, "sectionFooterHeight") }
    }
    /// The height section headers of `automaticDimension` height are assumed to have until shown, when they
    /// are measured; `automaticDimension` (a title's height) by default.
    open var estimatedSectionHeaderHeight: CGFloat = automaticDimension {
        didSet { refuseBadHeight(&estimatedSectionHeaderHeight, oldValue, "estimatedSectionHeaderHeight") }
    }
    /// The height section footers of `automaticDimension` height are assumed to have until shown;
    /// `automaticDimension` by default.
    open var estimatedSectionFooterHeight: CGFloat = automaticDimension {
        didSet { refuseBadHeight(&estimatedSectionFooterHeight, oldValue, "estimatedSectionFooterHeight") }
    }

    /// Whether rows have separator lines; `.singleLine`.
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine { didSet { setNeedsLayout() } }
    /// The separators' colour; the system separator colour.
    open var separatorColor: UIColor? = .separator { didSet { setNeedsLayout() } }
    /// The default inset of separators (left and right only): the cell margin, 16 points, 20 in a window
    /// at least 414 points wide.
    open var separatorInset: UIEdgeInsets {
        get { separatorInsetStorage ?? UIEdgeInsets(top: 0, left: cellLeadingMargin, bottom: 0, right: 0) }
        set {
            separatorInsetStorage = newValue
            setNeedsLayout()
            // The shown cells place their separators by it: placing rows lays out only cells that changed.
            for cell in shownCells.values { cell.setNeedsLayout() }
        }
    }
    /// Whether the cells' margins follow the readable content width; false.
    open var cellLayoutMarginsFollowReadableWidth = false

    /// The view behind the rows, sized to the table; nil by default.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// The view above the first section; it scrolls with the rows. Its height is kept.
    open var tableHeaderView: UIView? {
        didSet { replaceTableAccessory(oldValue, with: tableHeaderView) }
    }
    /// The view below the last section; it scrolls with the rows. Its height is kept.
    open var tableFooterView: UIView? {
        didSet { replaceTableAccessory(oldValue, with: tableFooterView) }
    }

    /// Whether the user can select rows; true.
    open var allowsSelection = true {
        didSet { if !allowsSelection { deselectAll() } }
    }
    /// Whether the user can select several rows at once; false.
    open var allowsMultipleSelection = false
    /// Whether rows can be selected while editing; false.
    open var allowsSelectionDuringEditing = false
    /// Whether several rows can be selected while editing; false.
    open var allowsMultipleSelectionDuringEditing = false
    /// Whether rows can be focused, so that the arrow keys move between them; true, as on iPad and Mac
    /// (Lists/Table/UITableViewCell+Focus.swift).
    open var allowsFocus = true
    /// Whether focusing a row selects it, as a tap does; false.
    open var selectionFollowsFocus = false
    /// Whether focus entering the table returns to the row last focused in it; false.
    open var remembersLastFocusedIndexPath = false

    /// Whether the table is in editing mode, showing its rows' editing controls.
    open var isEditing: Bool {
        get { isEditingStorage }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing mode: each row shows its delete or insert control and, when its data source
    /// allows, a reorder control; animated, the content slides over 0.3 s.
    open func setEditing(_ editing: Bool, animated: Bool) {
        changeEditing(editing, animated: animated)
    }

    /// The colour of the section index's titles; nil for the tint colour.
    open var sectionIndexColor: UIColor?
    /// The background of the section index; nil for clear.
    open var sectionIndexBackgroundColor: UIColor?
    /// The fewest rows for which the section index shows; 0.
    open var sectionIndexMinimumDisplayRowCount = 0

    /// Told of the rows about to come into view, a screen ahead in the direction of scrolling.
    open weak var prefetchDataSource: UITableViewDataSourcePrefetching?
    /// Whether rows about to come into view are prefetched; true by default (iOS 15).
    open var isPrefetchingEnabled = true

    // MARK: Creating table views

    /// A table view of `style` with `frame`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        setUpTable()
    }

    /// A plain table view with `frame`.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// A table view decoded from an Interface Builder document, with its style, separators, heights and
    /// selection (Decoding/Views/UITableView+Coding.swift); any other coder gives a plain table.
    public required init?(coder: NSCoder) {
        let documentCoder = coder as? InterfaceBuilderCoder
        style = documentCoder.map(Self.decodedStyle) ?? .plain
        super.init(coder: coder)
        setUpTable()
        if let documentCoder { decodeTableView(from: documentCoder) }
    }

    private func setUpTable() {
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        alwaysBounceVertical = true
        swipeController.install(on: self)
    }

    // MARK: Overrides of UIScrollView

    /// The bounds; a scroll lays out the rows that come into view at the next layout.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            super.bounds = newValue
            if old.size.width != newValue.size.width { widthChanged() }
            if old != newValue, !isPlacingRows { setNeedsLayout() }
        }
    }

    /// The frame; a new width re-measures the rows.
    open override var frame: CGRect {
        get { super.frame }
        set {
            let oldWidth = super.bounds.width
            super.frame = newValue
            if super.bounds.width != oldWidth { widthChanged() }
        }
    }

    /// Shows the rows, headers and footers in view, making cells only for rows that came into view.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutTable()
    }

    /// Begins and ends touches on rows: highlights on touch-down (after the scroll view's delay), selects
    /// on touch-up.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackingTouchBegan(touches)
    }

    /// Unhighlights the row when the touch leaves it.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackingTouchMoved(touches)
    }

    /// Selects the touched row.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackingTouchEnded(touches)
    }

    /// Unhighlights the touched row (a drag began).
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackingTouchCancelled()
    }

    // MARK: State

    var tableDelegate: UITableViewDelegate?
    /// The row last focused, for `remembersLastFocusedIndexPath`.
    var lastFocusedIndexPath: IndexPath?
    var separatorInsetStorage: UIEdgeInsets?
    var isEditingStorage = false
    /// The delegate's members that turned out to be the protocol's defaults (Swift has no `responds(to:)`).
    var missingDelegateMembers: Set<TableDelegateMember> = []
    var probedDelegateMembers: Set<TableDelegateMember> = []
    /// The geometry of every section and row; nil until the data source is next read.
    var geometry: TableGeometry?
    /// How rows get their heights, decided when the geometry is built.
    var rowSizing = TableRowSizing.fixed
    /// The cells shown, by index path.
    var shownCells: [IndexPath: UITableViewCell] = [:]
    /// The header and footer views shown, by section.
    var shownHeaders: [Int: UIView] = [:]
    var shownFooters: [Int: UIView] = [:]
    lazy var cellQueue = ReuseQueue<UITableViewCell> { $0.prepareForReuse() }
    lazy var headerFooterQueue = ReuseQueue<UITableViewHeaderFooterView>(noun: "header or footer view") { $0.prepareForReuse() }
    /// The selected rows, in the order they were selected.
    var selectedRows: [IndexPath] = []
    /// The row the current touch highlights, and the touch.
    var touchedRow: IndexPath?
    weak var trackedTouch: UITouch?
    /// The update being recorded between `beginUpdates` and `endUpdates`, and how deep the nesting is.
    var pendingUpdate: ListUpdate?
    var updateDepth = 0
    var pendingCompletions: [(Bool) -> Void] = []
    var pendingAnimations = RowAnimations()
    /// The cell `reconfigureRows(at:)` hands back from the next dequeue.
    var reconfiguringCell: UITableViewCell?
    /// Set while the table moves its own bounds, so a correction does not ask for another layout.
    var isPlacingRows = false
    /// The cells leaving in an animated update: they stay until their animation ends.
    var leavingCells: [UITableViewCell] = []
    /// The row being dragged by its reorder control.
    var reorderSource: IndexPath?
    var reorderStartY: CGFloat = 0
    var sectionIndexView: SectionIndexView?
    /// The rows told to the prefetching data source and not yet shown, where the bounds were at the last
    /// prefetch, and whether the table last scrolled up (`UITableView+Prefetching.swift`).
    var prefetchedRows: Set<IndexPath> = []
    var lastPrefetchY: CGFloat = 0
    var prefetchesUp = false
    /// The context menu interaction, with the forwarder it holds weakly, while the delegate makes row menus
    /// (`UITableView+ContextMenus.swift`).
    var contextMenuInteraction: (UIContextMenuInteraction, TableContextMenuForwarder)?
    /// The rows' swipe actions (`UITableView+SwipeActions.swift`).
    let swipeController = ListSwipeController()
    /// The drag and drop interactions' forwarder, while a drag or drop delegate is set, and the gap opened
    /// where dragged rows would drop (`UITableView+DragAndDrop.swift`).
    var dragAndDrop: TableDragDropForwarder?
    var dropGap: (indexPath: IndexPath, height: CGFloat)?
    /// The dragged row whose place its section closes while the gap is in another section: the rows, footer
    /// and sections after it move up by its height and its cell hides.
    var closedRow: (indexPath: IndexPath, height: CGFloat)?
    /// The cell hidden for `closedRow`, shown again once its place opens.
    weak var closedCell: UITableViewCell?
    /// The drop placeholders shown, newest first: each holds a gap of its own before the row at its index path,
    /// those at one index path stacked newest first.
    var dropPlaceholders: [TableDropPlaceholderContext] = []
    /// A committed drop placeholder's new row and the newer placeholders that were at its index path, which
    /// stay above that row, until the update inserting it is applied.
    var committedDropRow: (indexPath: IndexPath, above: [TableDropPlaceholderContext])?
    /// The sections and cells a storyboard gives a table of static content, for its table view controller.
    var staticContent: TableStaticContent?
}
