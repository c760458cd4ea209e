import Foundation

/// The colour picker's opacity slider: a `UISlider` from 0 to 1 whose 20-point track fades from clear at the
/// leading end to the colour at the trailing end, under the standard thumb.
@MainActor
final class ColorPickerOpacitySlider: UISlider {
    static let fadeHeight: CGFloat = 20

    /// The colour the track fades to.
    var color = UIColor.white {
        didSet { gradient.colors = [color.withAlphaComponent(0).cgColor, color.withAlphaComponent(1).cgColor] }
    }

    private let gradient = CAGradientLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        minimumTrackTintColor = .clear
        maximumTrackTintColor = .clear
        gradient.borderWidth = 1
        gradient.borderColor = CGColor(gray: 0.5, alpha: 0.3)
        gradient.cornerRadius = Self.fadeHeight / 2
        partsView.layer.insertSublayer(gradient, at: 0)
        color = .white
    }

    required init?(coder: NSCoder) { nil }

    /// The standard track, 20 points high.
    override func trackRect(forBounds bounds: CGRect) -> CGRect {
        let standard = super.trackRect(forBounds: bounds)
        return standard.insetBy(dx: 0, dy: (standard.height - Self.fadeHeight) / 2)
    }

    /// The fade follows the track, clear at the minimum's end.
    override func layoutSubviews() {
        super.layoutSubviews()
        gradient.frame = trackRect(forBounds: bounds)
        let leading: CGFloat = effectiveUserInterfaceLayoutDirection == .rightToLeft ? 1 : 0
        gradient.startPoint = CGPoint(x: leading, y: 0.5)
        gradient.endPoint = CGPoint(x: 1 - leading, y: 0.5)
    }
}
