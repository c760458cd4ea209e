import Foundation

/// A cell of a collection view: content in `contentView` over an optional `backgroundView`, with a
/// `selectedBackgroundView` shown while the cell is selected or highlighted.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view to add the cell's content to; it fills the cell.
    public let contentView = UIView()

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

    /// A cell whose content view fills `frame`.
    public required init(frame: CGRect) {
        super.init(frame: frame)
        setUpContentView()
    }

    /// A cell decoded from an archive; Vellum decodes none.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpContentView()
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
    }

    /// Sizes the content view to fit, for self-sizing.
    override func fittingSize(for proposed: CGSize) -> CGSize {
        contentView.systemLayoutSizeFitting(proposed, withHorizontalFittingPriority: .required,
                                            verticalFittingPriority: .fittingSizeLevel)
    }

    /// Keeps the background views filling the cell behind the content.
    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
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
