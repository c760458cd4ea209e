import Foundation

/// A cell of a collection view: content in `contentView` over an optional `backgroundView`, with a
/// `selectedBackgroundView` shown while the cell is selected or highlighted.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view to add the cell's content to; it fills the cell.
    public let contentView = UIView()
    /// The storyboard segue selecting the cell triggers, for a cell made from a storyboard's prototype.
    var selectionSegue: ((UICollectionViewCell) -> Void)?

    /// A view behind the content; nil by default.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            placeBackgrounds()
        }
    }

    /// A view behind the content, above `backgroundView`, shown while the cell is selected or highlighted.
    open var selectedBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            placeBackgrounds()
        }
    }

    /// Whether the cell is selected; the collection view sets it from its selection.
    open var isSelected = false {
        didSet { if oldValue != isSelected { stateDidChange() } }
    }

    /// Whether the cell is highlighted: touched, before the touch selects it.
    open var isHighlighted = false {
        didSet { if oldValue != isHighlighted { stateDidChange() } }
    }

    // MARK: Configurations (UICollectionViewCell+Configuration.swift)

    /// The content shown in the content view: a `UIListContentConfiguration`, or any configuration's view.
    open var contentConfiguration: UIContentConfiguration? {
        didSet { applyContentConfiguration() }
    }

    /// The background shown behind the content, in place of `backgroundView` and `selectedBackgroundView`.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet { applyBackgroundConfiguration() }
    }

    /// Whether the content configuration is updated for the cell's state (selected, highlighted, …); true.
    open var automaticallyUpdatesContentConfiguration = true

    /// Whether the background configuration is updated for the cell's state; true.
    open var automaticallyUpdatesBackgroundConfiguration = true

    /// A handler of configuration updates.
    public typealias ConfigurationUpdateHandler = @MainActor (UICollectionViewCell, UICellConfigurationState) -> Void

    /// Called with the cell and its state whenever the state changes, to update its configurations. Final:
    /// Swift on Linux mangles a `@preconcurrency` class's overridable closure property differently in a
    /// subclass's file, which then fails to link.
    public final var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// The cell's current state: its traits, selection, highlight, focus, swipe, its item's expansion in an
    /// outline, and its collection view's editing mode.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isFocused = isFocused
        state.isSwiped = isShowingSwipeActions
        state.isExpanded = enclosingCollectionView?.isOutlineExpanded(self) ?? false
        state.isEditing = enclosingCollectionView?.isEditing ?? false
        return state
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

    var contentConfigurationView: UIView?
    var backgroundConfigurationView: UIView?
    /// Whether the cell is moved aside, showing its list row's swipe actions.
    var isShowingSwipeActions = false {
        didSet { if oldValue != isShowingSwipeActions { setNeedsUpdateConfiguration() } }
    }
    /// Whether `updateConfiguration(using:)` runs before the next layout or measurement: true at first, so
    /// that a cell is configured for its state before it is shown.
    var needsConfigurationUpdate = true

    /// A cell whose content view fills `frame`.
    public required init(frame: CGRect) {
        super.init(frame: frame)
        setUpContentView()
    }

    /// A cell decoded from an archive; from an Interface Builder document, with its content view's subviews.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpContentView()
        if let coder = coder as? InterfaceBuilderCoder { decodeCellContentView(contentView, from: coder) }
    }

    private func setUpContentView() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// Whether the cell can be focused: while it shows an item its collection view lets be focused
    /// (Lists/Collection/UICollectionView+Focus.swift).
    open override var canBecomeFocused: Bool {
        guard let collection = owningCollectionView, let indexPath = collection.indexPath(for: self) else { return false }
        return collection.canFocusItem(at: indexPath)
    }

    /// Unselects and unhighlights the cell before reuse; a subclass overriding it calls `super`.
    open override func prepareForReuse() {
        super.prepareForReuse()
        isHighlighted = false
        isSelected = false
        isShowingSwipeActions = false
        setNeedsUpdateConfiguration()
    }

    /// Sizes the content to fit in the dimensions `axes`, for self-sizing: a content configuration's view (at
    /// the proposed width when the width is kept), else the content view's constraints (a content view
    /// without any keeps the proposed size).
    override func fittingSize(for proposed: CGSize, fitting axes: EstimatedAxes) -> CGSize {
        updateConfigurationIfNeeded()
        if let view = contentConfigurationView {
            guard axes.contains(.width) else { return contentFrame(in: CGRect(origin: .zero, size: proposed), fitting: view) }
            return Self.naturalSize(of: view, proposed: proposed, fitting: axes)
        }
        return contentView.systemLayoutSizeFitting(proposed, withHorizontalFittingPriority: axes.priority(of: .width),
                                                   verticalFittingPriority: axes.priority(of: .height))
    }

    /// The size a content configuration's view needs when its width is free: through its constraints when it
    /// has any, else `sizeThatFits` at the proposed height.
    static func naturalSize(of view: UIView, proposed: CGSize, fitting axes: EstimatedAxes) -> CGSize {
        guard !view.hasConstraintsAffectingHeight else {
            return view.systemLayoutSizeFitting(proposed, withHorizontalFittingPriority: axes.priority(of: .width),
                                                verticalFittingPriority: axes.priority(of: .height))
        }
        let fits = view.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: proposed.height))
        return CGSize(width: fits.width, height: axes.contains(.height) ? fits.height : proposed.height)
    }

    /// The cell's size for content that `view` shows at the width `bounds` leaves it; a list cell leaves room
    /// for its accessories.
    func contentFrame(in bounds: CGRect, fitting view: UIView) -> CGSize {
        CGSize(width: bounds.width, height: Self.height(of: view, width: bounds.width))
    }

    /// The height a content configuration's view needs at `width`: through its constraints when it has any,
    /// else `sizeThatFits`.
    static func height(of view: UIView, width: CGFloat) -> CGFloat {
        guard view.hasConstraintsAffectingHeight else { return view.sizeThatFits(CGSize(width: width, height: 0)).height }
        return view.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                            verticalFittingPriority: .fittingSizeLevel).height
    }

    /// Brings the configurations up to date, then keeps the background views filling the cell behind the
    /// content.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateConfigurationIfNeeded()
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        if let backgroundConfiguration {
            backgroundConfigurationView?.frame = CellConfigurations.backgroundFrame(backgroundConfiguration, in: bounds)
        }
        contentConfigurationView?.frame = contentView.bounds
    }

    private func placeBackgrounds() {
        if let selectedBackgroundView {
            insertSubview(selectedBackgroundView, belowSubview: contentView)
            selectedBackgroundView.frame = bounds
            selectedBackgroundView.alpha = isSelected || isHighlighted ? 1 : 0
        }
        if let backgroundView {
            insertSubview(backgroundView, belowSubview: selectedBackgroundView ?? contentView)
            backgroundView.frame = bounds
        }
    }

    private func stateDidChange() {
        selectedBackgroundView?.alpha = isSelected || isHighlighted ? 1 : 0
        setNeedsUpdateConfiguration()
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
