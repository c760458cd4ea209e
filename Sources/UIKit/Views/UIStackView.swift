import Foundation

/// A view that lays out a row or column of views, its arranged subviews, with Auto Layout: it makes and
/// updates the constraints that place them along its `axis` (sized by `distribution`, separated by
/// `spacing`) and across it (by `alignment`). Arranged subviews keep their intrinsic sizes, content hugging
/// and compression resistance; a hidden arranged subview takes no space, and showing or hiding one
/// re-arranges the others at the next layout pass.
///
/// The stack view's own constraints carry identifiers starting `UISV-`, as UIKit's do, so they can be
/// recognised in Auto Layout's logs.
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// How arranged subviews share the stack's length.
    public enum Distribution: Int, Sendable {
        /// Views keep their intrinsic sizes; the one that hugs least stretches, the one that resists
        /// compression least shrinks.
        case fill = 0
        /// Views are all the same length, filling the stack.
        case fillEqually = 1
        /// Views fill the stack in proportion to their intrinsic lengths.
        case fillProportionally = 2
        /// Views keep their intrinsic sizes; the gaps between them are equal, at least `spacing`.
        case equalSpacing = 3
        /// Views' centres are equally far apart, gaps staying at least `spacing`.
        case equalCentering = 4
    }

    /// Where arranged subviews sit across the stack's axis.
    public enum Alignment: Int, Sendable {
        /// Views span the stack's width (or height) across the axis.
        case fill = 0
        /// Views line up on the leading edge (the top, in a horizontal stack).
        case leading = 1
        /// Views line up on their first baselines (horizontal stacks).
        case firstBaseline = 2
        /// Views are centred across the axis.
        case center = 3
        /// Views line up on the trailing edge (the bottom, in a horizontal stack).
        case trailing = 4
        /// Views line up on their last baselines (horizontal stacks).
        case lastBaseline = 5

        /// The top edge, in a horizontal stack: the same as `leading`.
        public static var top: Alignment { .leading }
        /// The bottom edge, in a horizontal stack: the same as `trailing`.
        public static var bottom: Alignment { .trailing }
    }

    /// A custom spacing meaning "the stack's `spacing`" (`customSpacing(after:)` without one set).
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// A spacing meaning "the system spacing" (8 points).
    public static let spacingUseSystem = CGFloat.leastNonzeroMagnitude

    var arrangedStorage: [UIView] = []
    /// The arranged subviews' identities, so that asking whether a view is arranged is not a search.
    var arrangedIdentities = Set<ObjectIdentifier>()
    var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    var arrangementConstraints: [NSLayoutConstraint] = []
    var needsArrangement = true
    private var spacingStorage: CGFloat = 0

    /// An empty horizontal stack with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    /// A stack decoded from an archive: from an Interface Builder document, its layout, every subview arranged.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
        if let coder = coder as? InterfaceBuilderCoder { decodeStackView(from: coder) }
    }

    /// A horizontal stack arranging `views`, in order.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    // MARK: Arrangement

    /// The direction views are stacked in: `.horizontal` (a row, the default) or `.vertical` (a column).
    open var axis: NSLayoutConstraint.Axis = .horizontal {
        didSet { if axis != oldValue { arrangementDidChange() } }
    }

    /// How views share the stack's length; `.fill` by default.
    open var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { arrangementDidChange() } }
    }

    /// Where views sit across the axis; `.fill` by default.
    open var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { arrangementDidChange() } }
    }

    /// The space between adjacent views (the least space, for the equal distributions); it may be negative,
    /// to overlap them. `spacingUseSystem` means 8 points. Non-finite values are refused.
    open var spacing: CGFloat {
        get { spacingStorage }
        set {
            guard newValue.isFinite else {
                return uikitLog.error("UIStackView: refused spacing \(newValue): it is not finite.")
            }
            guard newValue != spacingStorage else { return }
            spacingStorage = newValue
            arrangementDidChange()
        }
    }

    /// Whether, in a vertical stack, the spacing runs from each view's last baseline to the next one's first
    /// baseline instead of between their edges.
    open var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { arrangementDidChange() } }
    }

    /// Whether views are arranged within the stack's layout margins instead of its edges.
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementDidChange() } }
    }

    /// The views the stack arranges, in order: a subset of its subviews.
    open var arrangedSubviews: [UIView] { arrangedStorage }

    /// Adds `view` at the end of the arrangement (and as a subview, if it is not one).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedStorage.count)
    }

    /// Puts `view` at `stackIndex` in the arrangement, moving it if it is there already, and makes it a
    /// subview (at the end) if it is not one. An index beyond the end is refused.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        guard view !== self else { return uikitLog.error("UIStackView: a stack view cannot arrange itself; ignored.") }
        var index = stackIndex
        if isArranged(view), let current = arrangedStorage.firstIndex(where: { $0 === view }) {
            guard stackIndex >= 0, stackIndex < arrangedStorage.count else {
                return uikitLog.error("UIStackView: insertArrangedSubview(_:at:): index \(stackIndex) beyond bounds [0 .. \(arrangedStorage.count - 1)]; ignored.")
            }
            arrangedStorage.remove(at: current)
            index = min(stackIndex, arrangedStorage.count)
        } else {
            guard stackIndex >= 0, stackIndex <= arrangedStorage.count else {
                return uikitLog.error("UIStackView: insertArrangedSubview(_:at:): index \(stackIndex) beyond bounds [0 .. \(arrangedStorage.count)]; ignored.")
            }
        }
        view.translatesAutoresizingMaskIntoConstraints = false
        arrangedStorage.insert(view, at: index)
        arrangedIdentities.insert(ObjectIdentifier(view))
        if view.superview !== self { addSubview(view) }
        arrangementDidChange()
    }

    /// Takes `view` out of the arrangement; it stays a subview (remove it from the stack to hide it).
    open func removeArrangedSubview(_ view: UIView) {
        guard isArranged(view), let index = arrangedStorage.firstIndex(where: { $0 === view }) else { return }
        arrangedStorage.remove(at: index)
        arrangedIdentities.remove(ObjectIdentifier(view))
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementDidChange()
    }

    /// Sets the space after `arrangedSubview` (before the next visible view), overriding `spacing`.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        guard isArranged(arrangedSubview) else {
            return uikitLog.error("UIStackView: setCustomSpacing(_:after:): the view is not an arranged subview; ignored.")
        }
        guard spacing.isFinite || spacing == Self.spacingUseDefault else {
            return uikitLog.error("UIStackView: refused custom spacing \(spacing): it is not finite.")
        }
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == Self.spacingUseDefault ? nil : spacing
        arrangementDidChange()
    }

    /// The custom space after `arrangedSubview`; `spacingUseDefault` when none is set.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    // MARK: Overrides

    /// Stack views always use constraint-based layout.
    open override class var requiresConstraintBasedLayout: Bool { true }

    /// Remakes the arrangement's constraints when something changed, then updates the view's own.
    open override func updateConstraints() {
        rebuildArrangementIfNeeded()
        super.updateConstraints()
    }

    /// A subview leaving the stack leaves the arrangement too.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }
}
