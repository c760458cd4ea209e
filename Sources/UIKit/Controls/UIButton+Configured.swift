import Foundation

extension UIButton {
    /// A block that brings a button's configuration up to date with its state.
    public typealias ConfigurationUpdateHandler = @MainActor (UIButton) -> Void

    /// A system button drawn from `configuration`, running `primaryAction` when tapped.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        self.configuration = configuration
        adopt(primaryAction)
    }

    /// The button's content and look as one value; nil for the per-state values of `setTitle(_:for:)` and
    /// the others. Titles and images set per state still win over the configuration's.
    public var configuration: Configuration? {
        get { configured?.configuration }
        set {
            configuredParts.configuration = newValue
            if newValue == nil, let configured {
                for view in [configured.background, configured.subtitleLabel, configured.activityIndicator] { view?.removeFromSuperview() }
            }
            contentDidChange()
        }
    }

    /// Runs from `updateConfiguration()`: change `configuration` there to follow the button's state.
    public var configurationUpdateHandler: ConfigurationUpdateHandler? {
        get { configured?.updateHandler }
        set {
            configuredParts.updateHandler = newValue
            setNeedsUpdateConfiguration()
        }
    }

    /// Whether each change of state asks for `updateConfiguration()`; true by default.
    public var automaticallyUpdatesConfiguration: Bool {
        get { configured?.automaticallyUpdates ?? true }
        set { configuredParts.automaticallyUpdates = newValue }
    }

    /// Asks for `updateConfiguration()` before the next layout.
    public func setNeedsUpdateConfiguration() {
        configuredParts.needsUpdate = true
        setNeedsLayout()
    }

    /// The label showing a configured button's subtitle; nil for a button without a configuration.
    public var subtitleLabel: UILabel? { configured?.configuration == nil ? nil : configured?.subtitleLabel }

    private var configuredParts: ConfiguredButton {
        if let configured { return configured }
        let parts = ConfiguredButton()
        configured = parts
        return parts
    }

    // MARK: Showing a configuration

    /// Puts `configuration`'s content in `state`'s colours into the title, subtitle, image (or activity
    /// indicator) and background, each colour through the configuration's transformer for it.
    func show(_ configuration: Configuration, parts: ConfiguredButton) {
        let state = self.state
        let colors = configuration.stateColors(state: state, tint: tintColor)
        backgroundImageView.isHidden = true

        let fill = colors.background.map { configuration.background.backgroundColorTransformer?($0) ?? $0 }
        parts.background.backgroundColor = fill
        parts.background.layer.borderColor = configuration.background.strokeColor?.cgColor
        parts.background.layer.borderWidth = configuration.background.strokeColor == nil ? 0 : configuration.background.strokeWidth
        show(parts.background, if: fill != nil || configuration.background.strokeColor != nil, at: 0)

        let title = value(in: titles, for: state).map { AttributedString($0) } ?? configuration.attributedTitle
        showText(title, in: titleLabelStorage, font: configuration.titleFont, color: colors.foreground,
                 lineBreakMode: configuration.titleLineBreakMode, transformer: configuration.titleTextAttributesTransformer)
        titleLabelStorage.alpha = 1
        showText(configuration.attributedSubtitle, in: parts.subtitleLabel, font: configuration.subtitleFont,
                 color: colors.foreground, lineBreakMode: configuration.subtitleLineBreakMode,
                 transformer: configuration.subtitleTextAttributesTransformer)
        let alignment = textAlignment(configuration)
        titleLabelStorage.textAlignment = alignment
        parts.subtitleLabel.textAlignment = alignment

        var image = value(in: images, for: state) ?? configuration.image
        if let shown = image, shown.renderingMode == .automatic { image = shown.withRenderingMode(.alwaysTemplate) }
        imageViewStorage.image = image
        imageViewStorage.preferredSymbolConfiguration = currentPreferredSymbolConfiguration
            ?? configuration.preferredSymbolConfigurationForImage
        imageViewStorage.tintColor = configuration.imageColorTransformer?(colors.foreground) ?? colors.foreground
        imageViewStorage.alpha = 1
        show(imageViewStorage, if: image != nil && !configuration.showsActivityIndicator, at: subviews.count)
        showActivityIndicator(configuration, color: colors.foreground, parts: parts)

        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// Shows `text` in `label`: each run with the style's font and colour under its own attributes, through
    /// `transformer`; the label is hidden without text.
    private func showText(_ text: AttributedString?, in label: UILabel, font: UIFont, color: UIColor,
                          lineBreakMode: NSLineBreakMode, transformer: UIConfigurationTextAttributesTransformer?) {
        label.font = font
        label.textColor = color
        label.lineBreakMode = lineBreakMode
        label.numberOfLines = lineBreakMode == .byWordWrapping || lineBreakMode == .byCharWrapping ? 0 : 1
        guard let text, !text.characters.isEmpty else {
            label.text = nil
            return show(label, if: false, at: subviews.count)
        }
        let styled = NSMutableAttributedString(string: "")
        for run in text.runs {
            var attributes = AttributeContainer()
            attributes.font = font
            attributes.foregroundColor = color
            attributes.merge(run.attributes)
            if let transformer { attributes = transformer(attributes) }
            styled.append(NSAttributedString(string: String(text[run.range].characters), attributes: attributes.uiKitAttributes))
        }
        label.attributedText = styled
        show(label, if: true, at: subviews.count)
    }

    /// Puts a spinning indicator in the image's place while the configuration asks for one.
    private func showActivityIndicator(_ configuration: Configuration, color: UIColor, parts: ConfiguredButton) {
        guard configuration.showsActivityIndicator else {
            parts.activityIndicator?.stopAnimating()
            parts.activityIndicator?.removeFromSuperview()
            return
        }
        let indicator = parts.activityIndicator ?? UIActivityIndicatorView(style: .medium)
        parts.activityIndicator = indicator
        indicator.isUserInteractionEnabled = false
        indicator.color = configuration.activityIndicatorColorTransformer?(color) ?? color
        show(indicator, if: true, at: subviews.count)
        indicator.startAnimating()
    }

    private func textAlignment(_ configuration: Configuration) -> NSTextAlignment {
        switch configuration.titleAlignment {
        case .leading: .natural
        case .center: .center
        case .trailing: effectiveUserInterfaceLayoutDirection == .rightToLeft ? .left : .right
        case .automatic:
            (configuration.image != nil || configuration.showsActivityIndicator)
                && (configuration.imagePlacement == .leading || configuration.imagePlacement == .trailing) ? .natural : .center
        }
    }

    /// The content's natural size plus the insets.
    func configuredSize(_ configuration: Configuration) -> CGSize {
        let block = contentBlock(configuration, textWidth: nil)
        let insets = configuration.contentInsets
        return CGSize(width: block.size.width + insets.leading + insets.trailing,
                      height: block.size.height + insets.top + insets.bottom)
    }

    /// Places the background over the bounds and the content block centred inside the insets.
    func layOut(_ configuration: Configuration, parts: ConfiguredButton) {
        parts.background.frame = bounds
        parts.background.layer.cornerRadius = configuration.cornerRadius(height: bounds.height)
        let insets = configuration.contentInsets
        let isRightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let area = bounds.inset(by: UIEdgeInsets(top: insets.top, left: isRightToLeft ? insets.trailing : insets.leading,
                                                 bottom: insets.bottom, right: isRightToLeft ? insets.leading : insets.trailing))
        let horizontal = configuration.imagePlacement == .leading || configuration.imagePlacement == .trailing
        let image = shownImageSize
        let gap = image == .zero ? 0 : configuration.imagePadding
        let textWidth = max(0, horizontal ? area.width - image.width - gap : area.width)
        let block = contentBlock(configuration, textWidth: textWidth)
        let origin = CGPoint(x: roundToPixels(area.midX - block.size.width / 2),
                             y: roundToPixels(area.midY - block.size.height / 2))
        let text = block.text
        let imageFirst = configuration.imagePlacement == .leading || configuration.imagePlacement == .top
        var imageFrame = CGRect(origin: origin, size: image)
        var textFrame = CGRect(origin: origin, size: text)
        if horizontal {
            let leadingFirst = imageFirst != isRightToLeft
            if leadingFirst { textFrame.origin.x += image.width + (text == .zero ? 0 : gap) }
            else { imageFrame.origin.x += text.width + (text == .zero ? 0 : gap) }
            imageFrame.origin.y = roundToPixels(origin.y + (block.size.height - image.height) / 2)
            textFrame.origin.y = roundToPixels(origin.y + (block.size.height - text.height) / 2)
        } else {
            if imageFirst { textFrame.origin.y += image.height + (text == .zero ? 0 : gap) }
            else { imageFrame.origin.y += text.height + (text == .zero ? 0 : gap) }
            imageFrame.origin.x = roundToPixels(origin.x + (block.size.width - image.width) / 2)
            textFrame.origin.x = roundToPixels(origin.x + (block.size.width - text.width) / 2)
        }
        imageViewStorage.frame = imageFrame
        parts.activityIndicator?.frame = imageFrame
        let title = block.title
        titleLabelStorage.frame = CGRect(x: textFrame.minX, y: textFrame.minY, width: text.width, height: title.height)
        parts.subtitleLabel.frame = CGRect(x: textFrame.minX, y: textFrame.minY + title.height + block.titleGap,
                                           width: text.width, height: block.subtitle.height)
    }

    /// The size of what stands in the image's place: the activity indicator, or the image as shown (a
    /// symbol's for its symbol configuration).
    private var shownImageSize: CGSize {
        if let indicator = configured?.activityIndicator, indicator.superview === self {
            return indicator.intrinsicContentSize
        }
        return imageViewStorage.isHidden || imageViewStorage.image == nil ? .zero : imageViewStorage.sizeThatFits(.zero)
    }

    /// The sizes of the title, subtitle, text and whole content, the text wrapped to `textWidth` if given.
    private func contentBlock(_ configuration: Configuration, textWidth: CGFloat?)
        -> (title: CGSize, subtitle: CGSize, titleGap: CGFloat, text: CGSize, size: CGSize) {
        let fitting = CGSize(width: textWidth ?? .greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
        func measure(_ label: UILabel) -> CGSize {
            guard !label.isHidden, label.superview === self else { return .zero }
            let size = textWidth == nil ? label.intrinsicContentSize : label.sizeThatFits(fitting)
            return CGSize(width: min(size.width, fitting.width), height: size.height)
        }
        let title = measure(titleLabelStorage)
        let subtitle = configured.map { measure($0.subtitleLabel) } ?? .zero
        let titleGap = title != .zero && subtitle != .zero ? configuration.titlePadding : 0
        let text = CGSize(width: max(title.width, subtitle.width), height: title.height + titleGap + subtitle.height)
        let image = shownImageSize
        let gap = image != .zero && text != .zero ? configuration.imagePadding : 0
        let horizontal = configuration.imagePlacement == .leading || configuration.imagePlacement == .trailing
        let size = horizontal
            ? CGSize(width: image.width + gap + text.width, height: max(image.height, text.height))
            : CGSize(width: max(image.width, text.width), height: image.height + gap + text.height)
        return (title, subtitle, titleGap, text, size)
    }
}
