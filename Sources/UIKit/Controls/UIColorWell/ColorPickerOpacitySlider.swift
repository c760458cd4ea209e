import Foundation

/// The colour picker's opacity slider: a track fading from clear to the colour, and a round thumb the
/// finger drags; 0 at the leading end. It sends `.valueChanged` while dragged and once more when lifted.
@MainActor
final class ColorPickerOpacitySlider: UIControl {
    static let thumbDiameter: CGFloat = 28
    static let trackHeight: CGFloat = 20

    /// The opacity, 0…1.
    var value: CGFloat = 1 { didSet { setNeedsLayout() } }
    /// The colour the track fades to.
    var color = UIColor.white {
        didSet { track.colors = [color.withAlphaComponent(0).cgColor, color.withAlphaComponent(1).cgColor] }
    }
    /// Whether the value is still being dragged.
    private(set) var isDragging = false

    private let track = CAGradientLayer()
    private let thumb = UIView(frame: .zero)

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        track.startPoint = CGPoint(x: 0, y: 0.5)
        track.endPoint = CGPoint(x: 1, y: 0.5)
        track.borderWidth = 1
        track.borderColor = CGColor(gray: 0.5, alpha: 0.3)
        layer.addSublayer(track)
        thumb.isUserInteractionEnabled = false
        thumb.backgroundColor = .white
        thumb.layer.cornerRadius = Self.thumbDiameter / 2
        thumb.layer.shadowOpacity = 0.25
        thumb.layer.shadowRadius = 3
        thumb.layer.shadowOffset = CGSize(width: 0, height: 1)
        addSubview(thumb)
        color = .white
    }

    required init?(coder: NSCoder) { nil }

    private var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    override func layoutSubviews() {
        super.layoutSubviews()
        let inset = Self.thumbDiameter / 2
        track.frame = CGRect(x: 0, y: (bounds.height - Self.trackHeight) / 2, width: bounds.width, height: Self.trackHeight)
        track.cornerRadius = Self.trackHeight / 2
        track.transform = isRightToLeft ? CATransform3DMakeScale(-1, 1, 1) : CATransform3DIdentity
        let fraction = isRightToLeft ? 1 - value : value
        thumb.frame = CGRect(x: inset + fraction * max(0, bounds.width - 2 * inset) - inset,
                             y: (bounds.height - Self.thumbDiameter) / 2, width: Self.thumbDiameter, height: Self.thumbDiameter)
    }

    /// A pan of an ancestor (a sheet's) does not take the thumb's horizontal drag, as for `UISlider`.
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        yieldsTouch(to: gestureRecognizer) && super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        isDragging = true
        follow(touch, event: event)
        return true
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        follow(touch, event: event)
        return true
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        isDragging = false
        sendActions(for: .valueChanged, with: event)
    }

    override func cancelTracking(with event: UIEvent?) {
        isDragging = false
    }

    private func follow(_ touch: UITouch, event: UIEvent?) {
        let inset = Self.thumbDiameter / 2
        let span = max(1, bounds.width - 2 * inset)
        let fraction = min(1, max(0, (touch.location(in: self).x - inset) / span))
        value = isRightToLeft ? 1 - fraction : fraction
        sendActions(for: .valueChanged, with: event)
    }
}
