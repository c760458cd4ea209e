import Foundation

/// The view that shows a `UIListContentConfiguration`: an image, then the text and secondary text stacked
/// or side by side, inside the configuration's margins.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    private let imageView = UIImageView()
    private let textLabel = UILabel()
    private let secondaryTextLabel = UILabel()
    private var listConfiguration: UIListContentConfiguration

    /// A view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        isOpaque = false
        for view in [imageView, textLabel, secondaryTextLabel] as [UIView] { addSubview(view) }
        apply()
    }

    /// A view decoded from an archive; Vellum decodes none, so it shows an empty cell configuration.
    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
    }

    /// The configuration shown; a configuration of another type is refused and logged.
    open var configuration: UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else {
                return uikitLog.error("UIListContentView: a \(type(of: newValue)) is not a UIListContentConfiguration; ignored.")
            }
            listConfiguration = list
            apply()
        }
    }

    /// The configuration shown, as its own type.
    open var listContentConfiguration: UIListContentConfiguration {
        get { listConfiguration }
        set { configuration = newValue }
    }

    /// Whether `configuration` is a list content configuration.
    open func supports(_ configuration: UIContentConfiguration) -> Bool { configuration is UIListContentConfiguration }

    private func apply() {
        let c = listConfiguration
        func style(_ label: UILabel, _ text: String?, _ attributed: NSAttributedString?, _ properties: UIListContentConfiguration.TextProperties) {
            if let attributed {
                label.attributedText = attributed
            } else {
                label.text = text.map(properties.transformed)
                label.font = properties.font
                label.textColor = properties.color
            }
            label.numberOfLines = properties.numberOfLines
            label.lineBreakMode = properties.lineBreakMode
            label.textAlignment = properties.alignment == .center ? .center : properties.alignment == .justified ? .justified : .natural
            label.adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
            label.minimumScaleFactor = properties.minimumScaleFactor
        }
        style(textLabel, c.text, c.attributedText, c.textProperties)
        style(secondaryTextLabel, c.secondaryText, c.secondaryAttributedText, c.secondaryTextProperties)
        if c.prefersSideBySideTextAndSecondaryText { secondaryTextLabel.textAlignment = .right }
        imageView.image = c.image
        imageView.tintColor = c.imageProperties.tintColor
        imageView.layer.cornerRadius = c.imageProperties.cornerRadius
        imageView.clipsToBounds = c.imageProperties.cornerRadius > 0
        setNeedsLayout()
    }

    private var hasText: Bool { textLabel.text?.isEmpty == false }
    private var hasSecondaryText: Bool { secondaryTextLabel.text?.isEmpty == false }

    private func imageSize(height: CGFloat) -> CGSize {
        guard let image = listConfiguration.image else { return listConfiguration.imageProperties.reservedLayoutSize }
        var size = image.size
        let maximum = listConfiguration.imageProperties.maximumSize
        if maximum.width > 0, size.width > maximum.width { size = CGSize(width: maximum.width, height: size.height * maximum.width / size.width) }
        if maximum.height > 0, size.height > maximum.height { size = CGSize(width: size.width * maximum.height / size.height, height: maximum.height) }
        let reserved = listConfiguration.imageProperties.reservedLayoutSize
        return CGSize(width: max(size.width, reserved.width), height: min(max(size.height, reserved.height), max(height, size.height)))
    }

    /// The frames of the image and both labels within `width`, and the height the content needs.
    private func arrange(width: CGFloat) -> (image: CGRect, text: CGRect, secondary: CGRect, height: CGFloat) {
        let c = listConfiguration
        let m = c.directionalLayoutMargins
        var x = m.leading
        let image = imageSize(height: 0)
        if c.image != nil || image.width > 0 { x += image.width + c.imageToTextPadding }
        let available = max(width - x - m.trailing, 0)
        func fit(_ label: UILabel, _ width: CGFloat) -> CGSize {
            label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        }
        var text = CGRect.zero, secondary = CGRect.zero
        let content: CGFloat
        if c.prefersSideBySideTextAndSecondaryText, hasSecondaryText {
            let secondarySize = fit(secondaryTextLabel, available)
            let secondaryWidth = min(secondarySize.width, available)
            let textWidth = max(available - secondaryWidth - c.textToSecondaryTextHorizontalPadding, 0)
            let textSize = hasText ? fit(textLabel, textWidth) : .zero
            content = max(textSize.height, secondarySize.height)
            text = CGRect(x: x, y: 0, width: textWidth, height: textSize.height)
            secondary = CGRect(x: width - m.trailing - secondaryWidth, y: 0, width: secondaryWidth, height: secondarySize.height)
        } else {
            let textHeight = hasText ? fit(textLabel, available).height : 0
            let secondaryHeight = hasSecondaryText ? fit(secondaryTextLabel, available).height : 0
            let gap = hasText && hasSecondaryText ? c.textToSecondaryTextVerticalPadding : 0
            content = textHeight + gap + secondaryHeight
            text = CGRect(x: x, y: 0, width: available, height: textHeight)
            secondary = CGRect(x: x, y: textHeight + gap, width: available, height: secondaryHeight)
        }
        let height = max(c.minimumHeight, max(content, image.height) + m.top + m.bottom)
        let top = ((height - content) / 2).rounded()
        text.origin.y += top + (content - text.height) * (c.prefersSideBySideTextAndSecondaryText ? 0.5 : 0)
        secondary.origin.y += top + (content - secondary.height) * (c.prefersSideBySideTextAndSecondaryText ? 0.5 : 0)
        let imageFrame = CGRect(x: m.leading, y: ((height - image.height) / 2).rounded(), width: image.width, height: image.height)
        return (imageFrame, text, secondary, height)
    }

    /// The content's size at `size.width`: its height, margins and minimum height included.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: arrange(width: size.width).height)
    }

    /// The content's height at the current width.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: arrange(width: bounds.width).height)
    }

    /// Places the image and labels.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let frames = arrange(width: bounds.width)
        let dy = ((bounds.height - frames.height) / 2).rounded()
        imageView.frame = frames.image.offsetBy(dx: 0, dy: dy)
        textLabel.frame = frames.text.offsetBy(dx: 0, dy: dy)
        secondaryTextLabel.frame = frames.secondary.offsetBy(dx: 0, dy: dy)
        imageView.isHidden = listConfiguration.image == nil
    }
}
