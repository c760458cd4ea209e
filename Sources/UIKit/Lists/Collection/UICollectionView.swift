import Foundation

/// A scroll view that shows items, in sections, where its layout places them, with views from its data
/// source that it recycles as they scroll out of view.
///
/// Each layout pass asks the layout only for the elements meeting the bounds, makes or moves views for them
/// and recycles the others, so the cost of a frame follows what is on screen, not the number of items. The
/// delegate is the scroll view's `delegate`; the collection view reads its `UICollectionViewDelegate` and
/// `UICollectionViewDelegateFlowLayout` methods when it adopts them.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// What kind of view an element is.
    public enum ElementCategory: UInt, Sendable {
        /// A cell, showing an item.
        case cell
        /// A supplementary view, such as a header or footer, from the data source.
        case supplementaryView
        /// A decoration view, from the layout.
        case decorationView
    }

    /// The direction a layout's content scrolls.
    public enum ScrollDirection: Int, Sendable {
        /// Up and down: a flow layout's lines are rows.
        case vertical
        /// Sideways: a flow layout's lines are columns.
        case horizontal
    }

    /// Where `scrollToItem(at:at:animated:)` brings an item.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        /// A position from its raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// No change along either axis.
        public static let none = ScrollPosition([])
        /// The item's top at the top of the visible bounds.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item centred vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom at the bottom of the visible bounds.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left edge at the left of the visible bounds.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item centred horizontally.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right edge at the right of the visible bounds.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The kind of a flow layout's section headers.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"

    /// The kind of a flow layout's section footers.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The layout placing the elements; setting it changes layouts without animation.
    open var collectionViewLayout: UICollectionViewLayout {
        get { layoutStorage }
        set { setCollectionViewLayout(newValue, animated: false) }
    }

    /// The object providing the counts and views; held weakly.
    open weak var dataSource: UICollectionViewDataSource? {
        didSet { reloadData() }
    }

    /// The object told of items about to come into view; held weakly.
    open weak var prefetchDataSource: UICollectionViewDataSourcePrefetching?

    /// Whether items about to come into view are prefetched; true by default.
    open var isPrefetchingEnabled = true

    /// A view behind all the content, filling the bounds; nil by default.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// Gives items to drag, when `dragInteractionEnabled`; held weakly (`UICollectionView+DragAndDrop.swift`).
    open weak var dragDelegate: UICollectionViewDragDelegate? {
        didSet { updateDragAndDrop() }
    }

    /// Decides and takes drops on the items; held weakly.
    open weak var dropDelegate: UICollectionViewDropDelegate? {
        didSet { updateDragAndDrop() }
    }

    /// Whether a press held on an item lifts it for the drag delegate: on iPad, not on iPhone, by default.
    open var dragInteractionEnabled = UIDragInteraction.isEnabledByDefault {
        didSet { updateDragAndDrop() }
    }

    /// How soon the items make room where an item dragged within the collection view would land;
    /// `.immediate` by default.
    open var reorderingCadence = ReorderingCadence.immediate

    /// Whether the user can select items; true by default.
    open var allowsSelection = true {
        didSet { if !allowsSelection { clearSelection() } }
    }

    /// Whether the user can select several items; false by default.
    open var allowsMultipleSelection = false

    /// Whether items can be focused, so that the arrow keys move between them; true, as on iPad and Mac. The
    /// delegate's `collectionView(_:canFocusItemAt:)` decides per item (Lists/Collection/UICollectionView+Focus.swift).
    open var allowsFocus = true
    /// Whether focusing an item selects it, as a tap does; false.
    open var selectionFollowsFocus = false
    /// Whether focus entering the collection view returns to the item last focused in it; false.
    open var remembersLastFocusedIndexPath = false
    /// Whether the collection view is in editing mode: list cells show their editing accessories and every
    /// shown cell updates its configuration for the new state.
    open var isEditing = false {
        didSet {
            guard oldValue != isEditing else { return }
            for cell in visibleCellsByIndexPath.values { cell.setNeedsUpdateConfiguration() }
        }
    }

    var layoutStorage: UICollectionViewLayout
    /// The number of items in each section, as last read from the data source; nil until read.
    var sectionCounts: [Int]?
    let cellQueue = ReuseQueue<UICollectionViewCell>(prepareForReuse: { $0.prepareForReuse() })
    var supplementaryQueues: [String: ReuseQueue<UICollectionReusableView>] = [:]
    /// The cells shown, by index path, with the attributes they were placed with.
    var visibleCellsByIndexPath: [IndexPath: UICollectionViewCell] = [:]
    var visibleCellAttributes: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    /// The cell `reconfigureItems(at:)` hands back from the next dequeue.
    var reconfiguringCell: UICollectionViewCell?
    /// The supplementary and decoration views shown.
    var visibleSupplementaries: [ElementKey: UICollectionReusableView] = [:]
    /// The selected items, in the order they were selected.
    var selectedIndexPaths: [IndexPath] = []
    /// The item last focused, for `remembersLastFocusedIndexPath`.
    var lastFocusedIndexPath: IndexPath?
    /// The items highlighted by the touch in progress.
    var highlightedIndexPath: IndexPath?
    /// The item a touch began on.
    var touchedIndexPath: IndexPath?
    /// The items told to the prefetching data source and not yet shown.
    var prefetchedIndexPaths: Set<IndexPath> = []
    /// Where the bounds were at the last prefetch, and the direction prefetching looks in.
    var lastPrefetchOrigin = CGPoint.zero
    var prefetchDirection = CGPoint.zero
    /// The batch update whose block is running, if any.
    var pendingUpdate: ListUpdate?
    /// The interactive move in progress, if any.
    var interactiveMove: InteractiveMove?
    /// The list rows' swipe actions (`UICollectionView+SwipeActions.swift`).
    let swipeController = ListSwipeController()
    /// The drag and drop interactions' forwarder, while a drag or drop delegate is set.
    var dragAndDrop: CollectionDragDropForwarder?
    /// The item a drag or an interactive move reorders and where it shows landing: the items after its
    /// source close up and those from its target on open a place. Across sections the layout lays the
    /// sections out with its item in its target section, so it prepares again as that starts or ends.
    var dropReorder: (source: IndexPath, target: IndexPath)? {
        didSet {
            let crossing = { (move: (source: IndexPath, target: IndexPath)?) in move.map { $0.source.section != $0.target.section } ?? false }
            guard crossing(oldValue) || crossing(dropReorder) else { return }
            let context = type(of: layoutStorage).invalidationContextClass.init()
            context.invalidateDataSourceCounts = true
            layoutStorage.invalidateLayout(with: context)
        }
    }
    /// The drop placeholders shown, each counted among the items of its section (`UICollectionView+DropPlaceholder.swift`).
    var dropPlaceholders: [CollectionDropPlaceholderContext] = []
    /// The scroll views of the orthogonal sections in view, by section, and the offsets of those scrolled out
    /// of view (`UICollectionView+OrthogonalScrolling.swift`).
    var orthogonalScrollers: [Int: OrthogonalScrollView] = [:]
    var orthogonalOffsets: [Int: CGPoint] = [:]
    /// The index of the data source's `indexTitles(for:)` along the trailing edge, while there are titles.
    var indexTitlesView: SectionIndexView?
    /// The bad elements already logged, so that a layout returning them is reported once.
    var loggedBadElements: Set<ElementKey> = []

    /// A collection view with `frame`, placing its elements with `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        layoutStorage = layout
        super.init(frame: frame)
        attach(layout)
        swipeController.install(on: self)
    }

    /// A collection view decoded from an Interface Builder document, with the flow layout it describes (any
    /// other coder gives a default flow layout).
    public required init?(coder: NSCoder) {
        let layout = UICollectionViewFlowLayout()
        if let element = (coder as? InterfaceBuilderCoder)?.element.child(key: "collectionViewLayout"),
           element.name == "collectionViewFlowLayout" {
            layout.decode(element)
        }
        layoutStorage = layout
        super.init(coder: coder)
        attach(layoutStorage)
        swipeController.install(on: self)
    }

    /// The bounds; a change the layout asks to be told about invalidates it, and any move or resize lays
    /// out the elements again.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            guard newValue != old else { return }
            boundsWillChange(to: newValue)
            super.bounds = newValue
            if super.bounds != old { setNeedsLayout() }
        }
    }

    /// The frame; a new size changes the bounds as `bounds` does.
    open override var frame: CGRect {
        get { super.frame }
        set {
            let old = super.bounds
            if newValue.size != old.size, newValue.isFinite, CATransform3DIsIdentity(transform3D) {
                boundsWillChange(to: CGRect(origin: old.origin, size: newValue.size))
            }
            super.frame = newValue
        }
    }

    /// Tells the layout the traits changed: a compositional layout asks its sections again when a trait
    /// that can change them did. A subclass overriding it calls `super`.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if let previousTraitCollection { layoutStorage.collectionViewTraitsDidChange(from: previousTraitCollection) }
    }

    /// Places the visible elements (see `UICollectionView+Display.swift`).
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutVisibleElements()
        placeIndexTitles()
    }

    // MARK: Touches (UICollectionView+Selection.swift)

    /// Highlights the item touched.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = touches.first { touchBegan(at: touch.location(in: self)) }
    }

    /// Keeps the highlight only while the touch stays on its item.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = touches.first { touchMoved(to: touch.location(in: self)) }
    }

    /// Selects (or deselects) the item the touch lifted from.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = touches.first { touchEnded(at: touch.location(in: self)) }
    }

    /// Removes the highlight: a scroll took the touch.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchCancelled()
    }
}
