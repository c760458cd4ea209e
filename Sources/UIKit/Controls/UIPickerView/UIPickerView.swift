import Foundation

/// A view of spinning wheels, one per component, whose rows the user picks by dragging, flicking or
/// tapping: the iOS 14+ look, each wheel's rows curving away on a cylinder in perspective behind a rounded
/// selection platter of `tertiarySystemFill`.
///
/// The data source gives the shape, the delegate the rows' content and metrics (see their protocols). Data
/// is asked for lazily, when the picker first lays out or is asked about its rows, and again after
/// `reloadAllComponents()` or `reloadComponent(_:)`. Only the rows in sight have views; rows that scroll out
/// are handed back to the delegate to reuse. Each wheel is a `UIScrollView`, so it decelerates with
/// UIKit's physics, and its release target is moved to the nearest row so that it settles exactly on one;
/// `pickerView(_:didSelectRow:inComponent:)` follows once it rests.
@preconcurrency @MainActor
open class UIPickerView: UIView {
    /// iOS's row height (iOS 14 and later).
    static let defaultRowHeight: CGFloat = 32
    /// The size a picker takes when made without one, and its intrinsic size.
    static let defaultSize = CGSize(width: 320, height: 216)
    /// The space between the picker's edges and its components: the platter's inset in iOS 14 screenshots.
    static let componentMargin: CGFloat = 8
    /// The space between two components.
    static let componentSpacing: CGFloat = 4
    /// The platter's corner radius.
    static let platterCornerRadius: CGFloat = 8

    /// The object giving the number of components and rows.
    open weak var dataSource: (any UIPickerViewDataSource)? {
        didSet { setNeedsReload() }
    }

    /// The object giving the rows' content and metrics, and told of selections.
    open weak var delegate: (any UIPickerViewDelegate)? {
        didSet { setNeedsReload() }
    }

    /// Ignored since iOS 7, where the selection indicator always shows; kept for source compatibility.
    open var showsSelectionIndicator = true

    /// One wheel per component, left to right.
    var wheels: [PickerWheel] = []
    /// Whether the data source must be asked again before the rows are next used.
    private var needsReload = true
    /// The rounded band behind the centre rows.
    let selectionPlatter = UIView()

    /// A picker; a zero size becomes iOS's 320 × 216.
    public override init(frame: CGRect) {
        super.init(frame: frame.size == .zero ? CGRect(origin: frame.origin, size: Self.defaultSize) : frame)
        configure()
    }

    /// A picker decoded from an archive; Vellum decodes none.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configure()
    }

    private func configure() {
        clipsToBounds = true
        selectionPlatter.backgroundColor = .tertiarySystemFill
        selectionPlatter.layer.cornerRadius = Self.platterCornerRadius
        selectionPlatter.isUserInteractionEnabled = false
        addSubview(selectionPlatter)
    }

    /// 320 × 216, iOS's size for a picker.
    open override var intrinsicContentSize: CGSize { Self.defaultSize }

    /// Loads the data if needed and lays the components out (see `UIPickerView+Layout.swift`).
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutComponents()
    }

    // MARK: Components and rows

    /// The number of components, from the data source (0 when it gives none or a negative count).
    open var numberOfComponents: Int {
        reloadIfNeeded()
        return wheels.count
    }

    /// The number of rows of `component`; 0 for a component that does not exist.
    open func numberOfRows(inComponent component: Int) -> Int {
        wheel(component)?.numberOfRows ?? 0
    }

    /// The size of a row of `component`: the component's width and its row height; `.zero` for a
    /// component that does not exist.
    open func rowSize(forComponent component: Int) -> CGSize {
        guard let wheel = wheel(component) else { return .zero }
        return CGSize(width: componentWidths()[component], height: wheel.rowHeight)
    }

    /// Asks the data source and delegate again for every component.
    open func reloadAllComponents() {
        needsReload = true
        reloadIfNeeded()
    }

    /// Asks the data source and delegate again for `component`'s rows; the selection stays, within the new
    /// count.
    open func reloadComponent(_ component: Int) {
        if needsReload { return reloadIfNeeded() }
        guard wheels.indices.contains(component) else {
            return uikitLog.error("-[UIPickerView reloadComponent:]: component (\(component)) beyond bounds (\(wheels.count)); nothing reloaded.")
        }
        reload(wheels[component])
    }

    /// The wheel of `component`, with the data loaded; nil when there is no such component.
    func wheel(_ component: Int) -> PickerWheel? {
        reloadIfNeeded()
        return wheels.indices.contains(component) ? wheels[component] : nil
    }

    private func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    private func reloadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        let count = max(0, dataSource?.numberOfComponents(in: self) ?? 0)
        if count != wheels.count {
            for wheel in wheels.dropFirst(count) { wheel.removeFromSuperview() }
            wheels = Array(wheels.prefix(count))
            for component in wheels.count..<count {
                let wheel = PickerWheel(picker: self, component: component)
                wheels.append(wheel)
                addSubview(wheel)
            }
        }
        for wheel in wheels { reload(wheel) }
        setNeedsLayout()
    }

    private func reload(_ wheel: PickerWheel) {
        let component = wheel.component
        let rows = max(0, dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0)
        var height = delegate?.pickerView(self, rowHeightForComponent: component) ?? Self.defaultRowHeight
        if !(height.isFinite && height > 0) {
            uikitLog.error("UIPickerView: refused row height \(height) for component \(component): it is not a positive finite number; the row height is \(Self.defaultRowHeight).")
            height = Self.defaultRowHeight
        }
        wheel.reload(rows: rows, rowHeight: height)
    }

    // MARK: Selection

    /// Selects `row` of `component`, scrolling its wheel there (animated when `animated`); the delegate is
    /// not told. A row or component out of range is refused with UIKit's message.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard let wheel = wheel(component) else {
            return uikitLog.error("-[UIPickerView selectRow:inComponent:animated:]: component (\(component)) beyond bounds (\(wheels.count)); the selection is unchanged.")
        }
        guard (0..<wheel.numberOfRows).contains(row) else {
            return uikitLog.error("-[UIPickerTableView _contentOffsetForScrollingToRow:atScrollPosition:]: row (\(row)) beyond bounds (\(wheel.numberOfRows)) for section (0); the selection is unchanged.")
        }
        wheel.select(row, animated: animated)
    }

    /// The selected row of `component`; -1 when it has no rows or does not exist.
    open func selectedRow(inComponent component: Int) -> Int {
        wheel(component)?.selectedRow ?? -1
    }

    /// The view showing `row` of `component`, if that row is in sight.
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        wheel(component)?.visibleRows[row]
    }

    /// A wheel came to rest on `row` after the user moved it.
    func wheelDidSettle(_ wheel: PickerWheel) {
        delegate?.pickerView(self, didSelectRow: wheel.selectedRow, inComponent: wheel.component)
    }

    /// The view the delegate gives for `row` of `component` (a title label by default).
    func rowView(forRow row: Int, inComponent component: Int, reusing view: UIView?) -> UIView {
        if let delegate { return delegate.pickerView(self, viewForRow: row, forComponent: component, reusing: view) }
        return titleLabel(forRow: row, inComponent: component, reusing: view)
    }
}
