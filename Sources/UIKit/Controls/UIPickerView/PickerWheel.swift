import Foundation

/// One component of a picker: a vertical scroll view whose content is the column of rows, inset so that
/// the first and last rows can reach the centre. Only rows within a quarter turn of the centre have views
/// (see `PickerWheel+Curvature.swift`); the others go to a pool the delegate reuses from.
@MainActor
final class PickerWheel: UIScrollView, UIScrollViewDelegate {
    /// The picker the wheel belongs to.
    private(set) weak var picker: UIPickerView?
    /// The wheel's component index.
    let component: Int
    private(set) var numberOfRows = 0
    private(set) var rowHeight = UIPickerView.defaultRowHeight
    /// The selected row; -1 when the wheel has no rows.
    private(set) var selectedRow = -1
    /// The views of the rows in sight, by row.
    var visibleRows: [Int: UIView] = [:]
    /// Views of rows that left the sight, handed back to the delegate for the next rows.
    var reusableViews: [UIView] = []
    /// Whether the wheel is moving because the user moved it, so that coming to rest selects a row.
    private var movedByUser = false
    /// The bounds size the insets and row views were made for.
    private var fittedSize: CGSize?

    init(picker: UIPickerView, component: Int) {
        self.picker = picker
        self.component = component
        super.init(frame: .zero)
        delegate = self
        contentInsetAdjustmentBehavior = .never
        showsVerticalScrollIndicator = false
        showsHorizontalScrollIndicator = false
        scrollsToTop = false
        alwaysBounceVertical = true
        backgroundColor = nil
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: PickerWheel.handleTap))
    }

    required init?(coder: NSCoder) {
        nil
    }

    /// The inset above the first row and below the last: what lets them rest at the centre.
    private var endInset: CGFloat { ((bounds.height - rowHeight) / 2).rounded(.down) }

    /// The content offset that centres `row`.
    func offset(forRow row: Int) -> CGFloat { CGFloat(row) * rowHeight - endInset }

    /// The row nearest the centre at content offset `offset`, within the rows.
    func row(atOffset offset: CGFloat) -> Int {
        let row = Int(((offset + endInset) / rowHeight).rounded())
        return min(max(row, 0), numberOfRows - 1)
    }

    /// New data: the selection keeps within the new count, every row view is asked for again.
    func reload(rows: Int, rowHeight: CGFloat) {
        numberOfRows = rows
        self.rowHeight = rowHeight
        selectedRow = rows == 0 ? -1 : min(max(selectedRow, 0), rows - 1)
        for (_, view) in visibleRows { recycle(view) }
        visibleRows = [:]
        fittedSize = nil
        setNeedsLayout()
    }

    /// Selects `row` from code: the wheel scrolls there, and the delegate is not told.
    func select(_ row: Int, animated: Bool) {
        selectedRow = row
        movedByUser = false
        updateInsets()
        setContentOffset(CGPoint(x: 0, y: offset(forRow: row)), animated: animated && window != nil)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        updateInsets()
        tileRows()
    }

    /// Fits the insets, content and row views to the bounds and rows; a wheel at rest shows its selected row.
    /// Row views made for another size are asked for again, so that each is centred in its row's rectangle.
    private func updateInsets() {
        guard bounds.size != fittedSize else { return }
        fittedSize = bounds.size
        for (_, view) in visibleRows { recycle(view) }
        visibleRows = [:]
        contentInset = UIEdgeInsets(top: endInset, left: 0, bottom: bounds.height - rowHeight - endInset, right: 0)
        contentSize = CGSize(width: bounds.width, height: CGFloat(numberOfRows) * rowHeight)
        if !isDragging, !isDecelerating, selectedRow >= 0 { contentOffset = CGPoint(x: 0, y: offset(forRow: selectedRow)) }
    }

    // MARK: Accessibility

    /// Each wheel is an element, as on iOS.
    override var isAccessibilityElement: Bool {
        get { accessibilityStoredValue(.isElement) as? Bool ?? true }
        set { super.isAccessibilityElement = newValue }
    }

    /// Adjustable: swiping up or down moves a row.
    override var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityStoredValue(.traits) as? UIAccessibilityTraits ?? .adjustable }
        set { super.accessibilityTraits = newValue }
    }

    /// The selected row's title (a row view's label text when the delegate gives views).
    override var accessibilityValue: String? {
        get {
            if let stored = accessibilityStoredValue(.value) as? String { return stored }
            guard let picker, selectedRow >= 0 else { return nil }
            if let title = picker.delegate?.pickerView(picker, attributedTitleForRow: selectedRow, forComponent: component)?.string
                ?? picker.delegate?.pickerView(picker, titleForRow: selectedRow, forComponent: component) {
                return title
            }
            return (visibleRows[selectedRow] as? UILabel)?.text ?? visibleRows[selectedRow]?.accessibilityLabel
        }
        set { super.accessibilityValue = newValue }
    }

    /// Moves to the next row, as a swipe up does, and tells the delegate.
    override func accessibilityIncrement() {
        step(by: 1)
    }

    /// Moves to the previous row, and tells the delegate.
    override func accessibilityDecrement() {
        step(by: -1)
    }

    private func step(by rows: Int) {
        let row = min(max(selectedRow + rows, 0), numberOfRows - 1)
        guard numberOfRows > 0, row != selectedRow else { return }
        movedByUser = true
        setContentOffset(CGPoint(x: 0, y: offset(forRow: row)), animated: false)
        settle()
    }

    // MARK: Settling on a row

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        tileRows()
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        movedByUser = true
    }

    /// Moves the projected rest to the nearest row, as iOS does, so the wheel decelerates onto it.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        guard numberOfRows > 0 else { return }
        targetContentOffset.pointee.y = offset(forRow: row(atOffset: targetContentOffset.pointee.y))
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { settle() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        settle()
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        settle()
    }

    /// The wheel rests: after a move by the user, the row at the centre becomes the selection and the
    /// picker's delegate hears of it once, when it changed.
    private func settle() {
        guard movedByUser, numberOfRows > 0 else { return }
        movedByUser = false
        let row = row(atOffset: contentOffset.y)
        guard row != selectedRow else { return }
        selectedRow = row
        picker?.wheelDidSettle(self)
    }

    /// A tap on a row above or below the centre turns the wheel to it.
    private func handleTap(_ tap: UITapGestureRecognizer) {
        guard tap.state == .ended, let row = row(atPoint: tap.location(in: self)) else { return }
        let target = offset(forRow: row)
        guard target != contentOffset.y else { return }
        movedByUser = true
        setContentOffset(CGPoint(x: 0, y: target), animated: true)
    }
}
