import Foundation

/// A controller that lets the user choose a colour: a grid of swatches and, when `supportsAlpha`, an
/// opacity slider, drawn simply (iOS's spectrum and slider pages, the eyedropper and saved colours are
/// not there). Present it; its delegate hears each choice and the close.
@preconcurrency @MainActor
open class UIColorPickerViewController: UIViewController {
    /// The margin around the content, the title's height and the slider's.
    static let margin: CGFloat = 16
    static let headerHeight: CGFloat = 44
    static let sliderHeight: CGFloat = 36
    /// The size it asks for in a popover: a 320-point width fits 24-point swatches.
    static let popoverSize = CGSize(width: 320, height: headerHeight + 240 + 3 * margin + sliderHeight)

    /// The colour chosen; white by default. Setting it tells no one.
    open var selectedColor: UIColor = .white { didSet { if isViewLoaded { showSelection() } } }
    /// Whether the user can choose an opacity (the slider shows). True by default.
    open var supportsAlpha = true { didSet { if isViewLoaded { view.setNeedsLayout() } } }
    /// Hears the user's choices and the close.
    open weak var delegate: UIColorPickerViewControllerDelegate?

    /// A colour well presenting the picker hears each choice here, before the delegate.
    var selectionHandler: ((UIColor) -> Void)?

    let titleLabel = UILabel(frame: .zero)
    let closeButton = UIButton(type: .close)
    let grid = ColorPickerSwatchGrid(frame: .zero)
    let opacitySlider = ColorPickerOpacitySlider(frame: .zero)

    /// The picker's view: a title and close button over the swatches and the slider.
    open override func loadView() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 500))
        view.backgroundColor = .systemBackground
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textAlignment = .center
        titleLabel.textColor = .label
        closeButton.addAction(UIAction { [unowned self] _ in finish() }, for: .touchUpInside)
        grid.addAction(UIAction { [unowned self] _ in gridChose() }, for: .valueChanged)
        opacitySlider.addAction(UIAction { [unowned self] _ in sliderMoved(continuously: true) }, for: .valueChanged)
        opacitySlider.addAction(UIAction { [unowned self] _ in sliderLifted() }, for: [.touchUpInside, .touchUpOutside])
        for subview in [titleLabel, closeButton, grid, opacitySlider] { view.addSubview(subview) }
        self.view = view
        showSelection()
    }

    /// The title reads the controller's `title`, else "Colors".
    open override var title: String? { didSet { if isViewLoaded { titleLabel.text = title ?? "Colors" } } }

    /// Places the header, the grid (square cells, as wide as the view allows) and the slider below it;
    /// the close button sits at the trailing end.
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds.inset(by: view.safeAreaInsets)
        let margin = Self.margin
        titleLabel.frame = CGRect(x: bounds.minX + margin, y: bounds.minY, width: bounds.width - 2 * margin, height: Self.headerHeight)
        let button = closeButton.intrinsicContentSize
        let trailing = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
            ? bounds.minX + margin : bounds.maxX - margin - button.width
        closeButton.frame = CGRect(x: trailing, y: bounds.minY + (Self.headerHeight - button.height) / 2,
                                   width: button.width, height: button.height)
        let width = max(0, bounds.width - 2 * margin)
        let cell = width / CGFloat(ColorPickerSwatchGrid.columns)
        grid.frame = CGRect(x: bounds.minX + margin, y: bounds.minY + Self.headerHeight, width: width,
                            height: cell * CGFloat(ColorPickerSwatchGrid.rows))
        opacitySlider.isHidden = !supportsAlpha
        opacitySlider.frame = CGRect(x: bounds.minX + margin, y: grid.frame.maxY + margin, width: width, height: Self.sliderHeight)
    }

    private func showSelection() {
        titleLabel.text = title ?? "Colors"
        var alpha: CGFloat = 1
        selectedColor.getRed(nil, green: nil, blue: nil, alpha: &alpha)
        opacitySlider.value = Float(alpha)
        opacitySlider.color = selectedColor.withAlphaComponent(1)
        grid.chosen = swatch(matching: selectedColor)
    }

    /// The swatch whose colour is `color`'s, ignoring opacity.
    private func swatch(matching color: UIColor) -> (row: Int, column: Int)? {
        let target = color.withAlphaComponent(1)
        for row in 0..<ColorPickerSwatchGrid.rows {
            for column in 0..<ColorPickerSwatchGrid.columns where ColorPickerSwatchGrid.color(row: row, column: column) == target {
                return (row, column)
            }
        }
        return nil
    }

    private func gridChose() {
        guard let chosen = grid.chosen else { return }
        let swatch = ColorPickerSwatchGrid.color(row: chosen.row, column: chosen.column)
        choose(supportsAlpha ? swatch.withAlphaComponent(CGFloat(opacitySlider.value)) : swatch, continuously: false)
    }

    private func sliderMoved(continuously: Bool) {
        choose(selectedColor.withAlphaComponent(CGFloat(opacitySlider.value)), continuously: continuously)
    }

    /// The drag's last value is the one chosen, when the drag changed it.
    private func sliderLifted() {
        if opacitySlider.value != opacitySlider.valueAtTouchDown { sliderMoved(continuously: false) }
    }

    private func choose(_ color: UIColor, continuously: Bool) {
        selectedColor = color
        selectionHandler?(color)
        delegate?.colorPickerViewController(self, didSelect: color, continuously: continuously)
        if !continuously { delegate?.colorPickerViewControllerDidSelectColor(self) }
    }

    /// Closes the picker and tells the delegate once it has gone.
    private func finish() {
        dismiss(animated: true) { [weak self] in
            guard let self else { return }
            delegate?.colorPickerViewControllerDidFinish(self)
        }
    }
}
