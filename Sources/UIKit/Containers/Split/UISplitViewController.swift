import Foundation

/// A container that shows two or three columns side by side in a wide window — a primary list, an optional
/// supplementary one, and the secondary content — and collapses them into one navigation stack in a narrow
/// one.
///
/// The column styles wrap each column's controller in a navigation controller, as iOS does; the classic style
/// (`.unspecified`) shows `viewControllers` as they are. It collapses when its size has the compact horizontal
/// size class, decided when its size changes and at each layout.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    /// The arrangement of columns.
    public enum Style: Int, Sendable {
        /// The classic interface: `viewControllers` holds the primary and the secondary controller.
        case unspecified = 0
        /// A primary and a secondary column.
        case doubleColumn = 1
        /// A primary, a supplementary and a secondary column.
        case tripleColumn = 2
    }

    /// A column of the interface.
    public enum Column: Int, Sendable {
        /// The leading list.
        case primary = 0
        /// The middle list of the triple-column style.
        case supplementary = 1
        /// The content.
        case secondary = 2
        /// What shows instead of the others while collapsed, when set.
        case compact = 3
    }

    /// Which columns show, and how, while expanded.
    public enum DisplayMode: Int, Sendable {
        /// The split view chooses from its size and behaviour.
        case automatic = 0
        /// The secondary alone.
        case secondaryOnly = 1
        /// One column (the primary; the supplementary in the triple style) beside the secondary.
        case oneBesideSecondary = 2
        /// One column over the secondary, which keeps the whole width.
        case oneOverSecondary = 3
        /// The primary and supplementary beside the secondary.
        case twoBesideSecondary = 4
        /// The primary and supplementary over the secondary.
        case twoOverSecondary = 5
        /// The primary and supplementary pushing the secondary aside, off the trailing edge.
        case twoDisplaceSecondary = 6

        /// The classic name of `secondaryOnly`.
        public static let primaryHidden = DisplayMode.secondaryOnly
        /// The classic name of `oneBesideSecondary`.
        public static let allVisible = DisplayMode.oneBesideSecondary
        /// The classic name of `oneOverSecondary`.
        public static let primaryOverlay = DisplayMode.oneOverSecondary
    }

    /// How the side columns share the width with the secondary.
    public enum SplitBehavior: Int, Sendable {
        /// The split view chooses from its size.
        case automatic = 0
        /// Side by side.
        case tile = 1
        /// The side columns over the secondary.
        case overlay = 2
        /// The side columns push the secondary aside.
        case displace = 3
    }

    /// The side the primary column is on.
    public enum PrimaryEdge: Int, Sendable {
        /// The leading side.
        case leading = 0
        /// The trailing side.
        case trailing = 1
    }

    /// The value of a width or fraction that lets the split view choose.
    nonisolated public static let automaticDimension: CGFloat = -1
    /// A side column's width when nothing else is asked for, as on iOS.
    nonisolated static let defaultColumnWidth: CGFloat = 320

    /// The arrangement of columns.
    public let style: Style

    /// Hears of display modes, collapsing and expanding.
    open weak var delegate: UISplitViewControllerDelegate?

    /// The controllers the app set for each column.
    var columnControllers: [Column: UIViewController] = [:]
    /// What each column holds as a child: the app's controller in its navigation controller for the column
    /// styles, the app's controller itself for the classic one.
    var columnChildren: [Column: UIViewController] = [:]
    /// Whether the columns are collapsed into one stack.
    var collapsed = false
    /// The controllers each column gave the primary's stack when it collapsed, to take back on expanding.
    var lentControllers: [Column: [UIViewController]] = [:]
    /// The display mode shown, once resolved.
    var shownMode: DisplayMode?
    /// A display mode `show(_:)`, `hide(_:)`, the button or the delegate chose over the preferred one, until
    /// the preference or the size changes.
    var chosenMode: DisplayMode?
    /// The width the display mode was resolved for.
    var resolvedWidth: CGFloat?
    /// The size a size transition is taking the view to, until its bounds have it: layout in between
    /// decides for that size, not the old one.
    var transitionSize: CGSize?
    /// Set while collapsing or expanding, when the children's own layout must not re-arrange the columns.
    var rearranging = false
    /// The animated change of columns under way, if any.
    var columnTransition: SizeTransitionCoordinator?
    /// Where side columns that an animated change hides slide to, until it ends.
    var leavingColumnFrames: [Column: CGRect] = [:]
    /// The swipe from the primary's edge that shows a hidden primary column.
    let edgeSwipe = UIScreenEdgePanGestureRecognizer()
    /// Covers the secondary column under overlaid side columns: a tap there hides them, and reaches nothing.
    let overlayCatcher = UIView()

    /// A split view of `style`.
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A classic split view.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A split view from a storyboard, in the style its element names (the classic one for any other coder);
    /// its relationship segues give it its columns' controllers.
    public required init?(coder: NSCoder) {
        style = (coder as? InterfaceBuilderCoder).map(Self.decodedStyle) ?? .unspecified
        super.init(coder: coder)
    }

    // MARK: Preferences

    /// The display mode the app prefers; `.automatic` by default.
    /// A change made inside an animation block animates the columns over that block's duration.
    open var preferredDisplayMode = DisplayMode.automatic {
        didSet {
            chosenMode = nil
            let duration = UIView.inheritedAnimationDuration
            guard duration > 0 else { return updateDisplayMode() }
            animateColumns(duration: duration) { updateDisplayMode() }
        }
    }

    /// The display mode shown while expanded.
    open var displayMode: DisplayMode { shownMode ?? resolveDisplayMode(forWidth: currentWidth) }

    /// The split behaviour the app prefers; `.automatic` by default.
    open var preferredSplitBehavior = SplitBehavior.automatic {
        didSet { updateDisplayMode() }
    }

    /// The split behaviour in use.
    open var splitBehavior: SplitBehavior { resolveBehavior(forWidth: currentWidth, mode: preferredOrChosenMode) }

    /// Whether a swipe from the primary's edge shows a hidden primary column; true by default.
    open var presentsWithGesture = true {
        didSet { edgeSwipe.isEnabled = presentsWithGesture }
    }

    /// Whether the triple-column style's secondary offers a button to and from `.secondaryOnly`; false by default.
    open var showsSecondaryOnlyButton = false

    /// The side the primary column is on; `.leading` by default.
    open var primaryEdge = PrimaryEdge.leading {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// The primary column's preferred width in points; `automaticDimension` (320 points) by default. It
    /// takes precedence over the fraction.
    open var preferredPrimaryColumnWidth: CGFloat {
        get { widths.preferredPrimary }
        set { setWidth(\.preferredPrimary, newValue, "preferredPrimaryColumnWidth") }
    }
    /// The primary column's preferred width as a fraction of the split view's; `automaticDimension` by default.
    open var preferredPrimaryColumnWidthFraction: CGFloat {
        get { widths.primaryFraction }
        set { setWidth(\.primaryFraction, newValue, "preferredPrimaryColumnWidthFraction", fraction: true) }
    }
    /// The narrowest the primary column gets; `automaticDimension` (no bound) by default.
    open var minimumPrimaryColumnWidth: CGFloat {
        get { widths.minimumPrimary }
        set { setWidth(\.minimumPrimary, newValue, "minimumPrimaryColumnWidth") }
    }
    /// The widest the primary column gets; `automaticDimension` (no bound) by default.
    open var maximumPrimaryColumnWidth: CGFloat {
        get { widths.maximumPrimary }
        set { setWidth(\.maximumPrimary, newValue, "maximumPrimaryColumnWidth") }
    }
    /// The supplementary column's preferred width in points; `automaticDimension` (320 points) by default.
    open var preferredSupplementaryColumnWidth: CGFloat {
        get { widths.preferredSupplementary }
        set { setWidth(\.preferredSupplementary, newValue, "preferredSupplementaryColumnWidth") }
    }
    /// The supplementary column's preferred width as a fraction of the split view's.
    open var preferredSupplementaryColumnWidthFraction: CGFloat {
        get { widths.supplementaryFraction }
        set { setWidth(\.supplementaryFraction, newValue, "preferredSupplementaryColumnWidthFraction", fraction: true) }
    }
    /// The narrowest the supplementary column gets.
    open var minimumSupplementaryColumnWidth: CGFloat {
        get { widths.minimumSupplementary }
        set { setWidth(\.minimumSupplementary, newValue, "minimumSupplementaryColumnWidth") }
    }
    /// The widest the supplementary column gets.
    open var maximumSupplementaryColumnWidth: CGFloat {
        get { widths.maximumSupplementary }
        set { setWidth(\.maximumSupplementary, newValue, "maximumSupplementaryColumnWidth") }
    }
    var widths = SplitColumnWidths()

    /// The primary column's width in the split view's current width.
    open var primaryColumnWidth: CGFloat { columnWidths(forWidth: currentWidth).primary }
    /// The supplementary column's width in the split view's current width.
    open var supplementaryColumnWidth: CGFloat { columnWidths(forWidth: currentWidth).supplementary }

    /// Whether the columns are collapsed into one navigation stack, in a narrow window.
    open var isCollapsed: Bool { collapsed }

    /// A button that shows or hides the primary column (the side columns), for a navigation bar.
    open var displayModeButtonItem: UIBarButtonItem { modeButton }
    private lazy var modeButton = UIBarButtonItem(
        title: "Sidebar", image: nil, primaryAction: UIAction(title: "Sidebar") { [weak self] _ in self?.toggleSideColumns() })

    // MARK: The controllers

    /// The classic style's controllers, primary then secondary (the primary alone while collapsed); the
    /// column styles' children, the navigation controllers of the columns. Setting it is for the classic style.
    open var viewControllers: [UIViewController] {
        get {
            if collapsed { return [collapsedChild].compactMap { $0 } }
            return [Column.primary, .supplementary, .secondary].compactMap { columnChildren[$0] }
        }
        set {
            guard style == .unspecified else {
                return uikitLog.error("UISplitViewController: viewControllers is set only in the classic style; use setViewController(_:for:) for \(style).")
            }
            guard newValue.count <= 2 else {
                return uikitLog.error("UISplitViewController: a classic split view holds at most 2 view controllers, not \(newValue.count); ignored.")
            }
            place(newValue.first, in: .primary)
            place(newValue.count > 1 ? newValue[1] : nil, in: .secondary)
        }
    }

    /// Puts `vc` in `column`, in a navigation controller unless it is one; nil empties the column. For the
    /// column styles only.
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        guard style != .unspecified else {
            return uikitLog.error("UISplitViewController: setViewController(_:for:) is for the column styles; set viewControllers in the classic style.")
        }
        guard column != .supplementary || style == .tripleColumn else {
            return uikitLog.error("UISplitViewController: a double-column split view has no supplementary column; \(String(describing: vc)) was ignored.")
        }
        if let vc, columnControllers.contains(where: { $0.key != column && $0.value === vc }) || vc === self {
            return uikitLog.error("UISplitViewController: \(vc) already has a column, or is the split view itself; ignored.")
        }
        place(vc, in: column)
    }

    /// The controller the app set for `column`, without the navigation controller the split view wrapped it in.
    open func viewController(for column: Column) -> UIViewController? {
        columnControllers[column]
    }

    /// The container's view, which lays the columns out; whether they collapse and which show is settled
    /// at its first layout, so that only what shows appears.
    open override func loadView() {
        let container = SplitViewControllerView(frame: UIScreen.main.bounds)
        container.controller = self
        view = container
        edgeSwipe.addTarget(handler: { [weak self] in self?.edgeSwiped($0) })
        container.addGestureRecognizer(edgeSwipe)
        overlayCatcher.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.hideOverlaidColumns() })
    }

    /// A change of size may collapse or expand the columns; either happens before the children hear of it.
    open override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        transitionSize = size
        updateCollapse(for: size)
        updateDisplayMode(forWidth: size.width)
        super.viewWillTransition(to: size, with: coordinator)
    }

    /// The running change of columns' coordinator, else the parent's.
    open override var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        columnTransition ?? super.transitionCoordinator
    }

    /// Shows `column`: while expanded, the display mode changes to one that shows it, the columns animating;
    /// while collapsed, the single stack goes back to the column's controllers, or on to them.
    open func show(_ column: Column) {
        showColumn(column)
    }

    /// Hides `column`: while expanded, the display mode changes to one without it, the columns animating;
    /// while collapsed, the single stack goes back before the column's controllers.
    open func hide(_ column: Column) {
        hideColumn(column)
    }

    /// A column's size in a split view of `parentSize`: its frame in the display mode shown, or the whole
    /// size while collapsed and for what is not a column.
    open override func size(forChildContentContainer container: UIContentContainer,
                            withParentContainerSize parentSize: CGSize) -> CGSize {
        guard !collapsed, let column = columnChildren.first(where: { $0.value === container as AnyObject })?.key,
              let frame = columnFrames(in: CGRect(origin: .zero, size: parentSize), mode: displayMode)[column] else {
            return parentSize
        }
        return frame.size
    }

    /// The secondary column decides the status bar's style, or the single stack while collapsed.
    open override var childForStatusBarStyle: UIViewController? { collapsed ? collapsedChild : columnChildren[.secondary] }

    /// The secondary column decides whether the status bar hides, or the single stack while collapsed.
    open override var childForStatusBarHidden: UIViewController? { childForStatusBarStyle }
}

extension UIViewController {
    /// The nearest split view controller among the controller's ancestors, if any.
    public var splitViewController: UISplitViewController? {
        var ancestor = parent
        while let current = ancestor {
            if let split = current as? UISplitViewController { return split }
            ancestor = current.parent
        }
        return nil
    }
}
