import Foundation

/// A control showing a colour in a ring of hues; tapped, it presents a `UIColorPickerViewController` from
/// its view controller, and each colour the user picks there becomes `selectedColor`, with `.valueChanged`.
@preconcurrency @MainActor
open class UIColorWell: UIControl {
    /// The well's side, the ring's width and the gap between the ring and the colour (undocumented;
    /// measured from iOS 14 screenshots).
    static let standardSide: CGFloat = 28
    static let ringWidth: CGFloat = 3
    static let ringGap: CGFloat = 2

    /// The picker's title.
    open var title: String?
    /// Whether the picker offers an opacity. True by default.
    open var supportsAlpha = true
    /// The colour shown and chosen; nil (the default) shows an empty ring. Setting it sends no event.
    open var selectedColor: UIColor? {
        didSet { swatch.backgroundColor = selectedColor }
    }

    /// The picker presented last; on screen while it has a presenting controller.
    private(set) weak var presentedPicker: UIColorPickerViewController?
    private let ring = CAGradientLayer()
    private let ringMask = CAShapeLayer()
    private let swatch = UIView(frame: .zero)

    /// A well with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpWell()
    }

    /// A well decoded from an archive; Vellum decodes none.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpWell()
    }

    private func setUpWell() {
        isOpaque = false
        ring.type = .conic
        ring.startPoint = CGPoint(x: 0.5, y: 0.5)
        ring.endPoint = CGPoint(x: 0.5, y: 0)
        ring.colors = stride(from: 0, through: 6, by: 1).map { UIColor(hue: CGFloat($0) / 6, saturation: 1, brightness: 1, alpha: 1).cgColor }
        ringMask.fillRule = .evenOdd
        ring.mask = ringMask
        layer.addSublayer(ring)
        swatch.isUserInteractionEnabled = false
        addSubview(swatch)
        addAction(UIAction { [unowned self] _ in presentPicker() }, for: .touchUpInside)
    }

    override class var winsSingleTapsOverAncestors: Bool { true }

    /// 28 points square.
    open override var intrinsicContentSize: CGSize { CGSize(width: Self.standardSide, height: Self.standardSide) }

    /// The natural size, whatever `size` is.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Centres the ring and the colour inside it in the largest square the bounds hold.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let side = min(bounds.width, bounds.height)
        let square = CGRect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
        ring.frame = square
        let local = CGRect(origin: .zero, size: square.size)
        let path = CGMutablePath()
        path.addEllipse(in: local)
        path.addEllipse(in: local.insetBy(dx: Self.ringWidth, dy: Self.ringWidth))
        ringMask.path = path
        ringMask.frame = local
        let inner = square.insetBy(dx: Self.ringWidth + Self.ringGap, dy: Self.ringWidth + Self.ringGap)
        swatch.frame = inner
        swatch.layer.cornerRadius = inner.width / 2
    }

    /// A colour well is an element unless told otherwise.
    open override var isAccessibilityElement: Bool {
        get { accessibilityStoredValue(.isElement) as? Bool ?? true }
        set { super.isAccessibilityElement = newValue }
    }
    /// The label set, else the title.
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? title }
        set { super.accessibilityLabel = newValue }
    }
    /// The traits set, else `.button` (with `.notEnabled` while disabled).
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityStoredValue(.traits) as? UIAccessibilityTraits ?? accessibilityTraits(adding: .button) }
        set { super.accessibilityTraits = newValue }
    }

    /// Presents the picker from the nearest view controller (as a popover, a sheet in a compact window),
    /// unless one is already up; without a controller it logs and does nothing.
    private func presentPicker() {
        guard presentedPicker?.presentingViewController == nil else { return }
        var responder: UIResponder? = self
        while let current = responder, !(current is UIViewController) { responder = current.next }
        guard let presenter = (responder as? UIViewController) ?? window?.rootViewController else {
            return uikitLog.error("UIColorWell: no view controller to present the color picker from; ignored.")
        }
        let picker = UIColorPickerViewController()
        picker.title = title
        picker.supportsAlpha = supportsAlpha
        if let selectedColor { picker.selectedColor = selectedColor }
        picker.selectionHandler = { [weak self] color in
            guard let self else { return }
            selectedColor = color
            sendActions(for: .valueChanged)
        }
        picker.modalPresentationStyle = .popover
        picker.preferredContentSize = UIColorPickerViewController.popoverSize
        picker.popoverPresentationController?.sourceView = self
        picker.popoverPresentationController?.sourceRect = bounds
        presentedPicker = picker
        presenter.present(picker, animated: true)
    }
}
