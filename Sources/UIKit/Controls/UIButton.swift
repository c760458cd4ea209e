import Foundation

/// A control that runs an action when tapped, showing a title, an image and a background image that can
/// differ per state.
///
/// A value not set for the current state falls back to the one set for `.normal`, then to the system's:
/// as in UIKit, a combined state such as `[.selected, .highlighted]` falls back to `.normal`, not to
/// `.selected`. The image sits left of the title and the two are centred together in the bounds; the
/// button's natural size is theirs side by side (no content insets).
///
/// System-style buttons (every type but `.custom`) draw their title and images in the tint colour, show a
/// touch by drawing them at a fifth of their opacity, and turn `systemGray` when disabled, unless colours
/// or images were set for those states. Custom buttons have white titles and show images as they are,
/// darker while touched and lighter while disabled (`adjustsImageWhenHighlighted`, `…WhenDisabled`).
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// A button's style, fixed when it is made.
    public enum ButtonType: Int, Sendable {
        /// No style: white titles, images as they are.
        case custom = 0
        /// The system style: title and images in the tint colour.
        case system = 1
        /// A detail disclosure button: an "i" in a circle.
        case detailDisclosure = 2
        /// An information button for light backgrounds.
        case infoLight = 3
        /// An information button for dark backgrounds.
        case infoDark = 4
        /// A contact add button: a plus in a circle.
        case contactAdd = 5
        /// A close button: a cross on a grey disc.
        case close = 7

        /// The older name of `.system`.
        public static let roundedRect = ButtonType.system
    }

    /// How much of their opacity a system button's title and image keep while a touch is down in it.
    static let highlightedSystemAlpha: CGFloat = 0.2

    /// The button's style.
    public internal(set) var buttonType: ButtonType = .custom

    var titles: [UInt: String] = [:]
    private var attributedTitles: [UInt: NSAttributedString] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    var images: [UInt: UIImage] = [:]
    private var symbolConfigurations: [UInt: UIImage.SymbolConfiguration] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]

    let titleLabelStorage = ButtonTitleLabel(frame: .zero)
    let imageViewStorage = UIImageView(frame: .zero)
    let backgroundImageView = UIImageView(frame: .zero)
    /// What a configured button adds: its configuration, update handler, background and subtitle.
    var configured: ConfiguredButton?

    /// A custom button with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpButton()
    }

    /// A button decoded from an archive: from an Interface Builder document, its type, states and configuration.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpButton()
        if let coder = coder as? InterfaceBuilderCoder { decodeButton(from: coder) }
    }

    /// A button of `buttonType`; the types with a system image are sized to it, the others have a zero
    /// frame.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        if let image = Self.systemImage(for: buttonType) {
            images[State.normal.rawValue] = image
            frame.size = image.size
        }
        contentDidChange()
    }

    /// A button of `buttonType` whose title and image are `primaryAction`'s, running it when tapped.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        adopt(primaryAction)
    }

    /// A custom button with `frame` whose title and image are `primaryAction`'s, running it when tapped.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        adopt(primaryAction)
    }

    private func setUpButton() {
        isOpaque = false
        titleLabelStorage.font = .systemFont(ofSize: 15)
        titleLabelStorage.lineBreakMode = .byTruncatingMiddle
        titleLabelStorage.button = self
        contentDidChange()
    }

    func adopt(_ action: UIAction?) {
        guard let action else { return }
        if !action.title.isEmpty { setTitle(action.title, for: .normal) }
        if let image = action.image { setImage(image, for: .normal) }
        addAction(action, for: .primaryActionTriggered)
    }

    // MARK: State

    /// Shows the highlighted state's title, colour and image.
    open override var isHighlighted: Bool { didSet { if isHighlighted != oldValue { stateDidChange() } } }
    /// Shows the disabled state's title, colour and image.
    open override var isEnabled: Bool { didSet { if isEnabled != oldValue { stateDidChange() } } }
    /// Shows the selected state's title, colour and image.
    open override var isSelected: Bool { didSet { if isSelected != oldValue { stateDidChange() } } }

    override class var winsSingleTapsOverAncestors: Bool { true }
    override class var sendsPrimaryActionOnTouchUpInside: Bool { true }

    // MARK: Menu (UIButton+Menu.swift)

    /// The menu the button shows: on a tap with `showsMenuAsPrimaryAction`, else on a long press.
    open var menu: UIMenu? { didSet { menuDidChange() } }
    /// Whether a tap shows the menu, in place of the primary action.
    open var showsMenuAsPrimaryAction = false { didSet { menuDidChange() } }
    /// Whether the button is a pop-up button: its menu's actions are one selection, and its title follows the
    /// checked one.
    open var changesSelectionAsPrimaryAction = false { didSet { menuDidChange() } }
    /// Opens the menu on a long press, when a tap does not.
    var menuLongPress: UILongPressGestureRecognizer?
    override var opensMenuOnTouchUp: Bool { showsMenuAsPrimaryAction && menu != nil }
    override func openMenuOnTouchUp() { presentMenu() }

    /// System buttons draw in the new tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        contentDidChange()
    }

    // MARK: Values per state

    /// Sets the title shown in `state`; nil removes it, so the `.normal` title shows.
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        contentDidChange()
    }
    /// The title shown in `state`: its own, else the `.normal` one.
    open func title(for state: State) -> String? { value(in: titles, for: state) }

    /// Sets the styled title shown in `state`, which wins over a plain title; nil removes it.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        attributedTitles[state.rawValue] = title
        contentDidChange()
    }
    /// The styled title shown in `state`: its own, else the `.normal` one.
    open func attributedTitle(for state: State) -> NSAttributedString? { value(in: attributedTitles, for: state) }

    /// Sets the title colour of `state`; nil removes it.
    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        contentDidChange()
    }
    /// The title colour of `state`: its own, else the `.normal` one, else the system's (the tint for system
    /// buttons, `systemGray` when disabled; white for custom buttons).
    open func titleColor(for state: State) -> UIColor? {
        if let color = value(in: titleColors, for: state) { return color }
        guard buttonType != .custom else { return .white }
        return state.contains(.disabled) ? .systemGray : tintColor
    }

    /// Sets the image shown in `state`; nil removes it.
    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        contentDidChange()
    }
    /// The image shown in `state`: its own, else the `.normal` one.
    open func image(for state: State) -> UIImage? { value(in: images, for: state) }

    /// Sets the configuration a symbol image is shown with in `state`; nil removes it.
    open func setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?, forImageIn state: State) {
        symbolConfigurations[state.rawValue] = configuration
        contentDidChange()
    }
    /// The configuration a symbol image is shown with in `state`: its own, else the `.normal` one.
    open func preferredSymbolConfigurationForImage(in state: State) -> UIImage.SymbolConfiguration? {
        value(in: symbolConfigurations, for: state)
    }
    /// The configuration a symbol image is shown with now.
    open var currentPreferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        preferredSymbolConfigurationForImage(in: state)
    }

    /// Sets the image filling the button behind its content in `state`; nil removes it.
    open func setBackgroundImage(_ image: UIImage?, for state: State) {
        backgroundImages[state.rawValue] = image
        contentDidChange()
    }
    /// The background image of `state`: its own, else the `.normal` one.
    open func backgroundImage(for state: State) -> UIImage? { value(in: backgroundImages, for: state) }

    /// The title shown now.
    open var currentTitle: String? { title(for: state) }
    /// The styled title shown now.
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
    /// The title colour shown now.
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
    /// The image shown now.
    open var currentImage: UIImage? { image(for: state) }
    /// The background image shown now.
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    /// Whether a custom button's image is drawn darker while touched, unless an image was set for the
    /// highlighted state. True by default.
    open var adjustsImageWhenHighlighted = true { didSet { contentDidChange() } }
    /// Whether a custom button's image is drawn lighter while disabled, unless an image was set for the
    /// disabled state. True by default.
    open var adjustsImageWhenDisabled = true { didSet { contentDidChange() } }

    /// The label showing the title; set its font, not its text.
    open var titleLabel: UILabel? { titleLabelStorage }
    /// The view showing the image.
    open var imageView: UIImageView? { imageViewStorage }

    func value<Value>(in table: [UInt: Value], for state: State) -> Value? {
        table[state.rawValue] ?? table[State.normal.rawValue]
    }

    // MARK: Configuration

    /// Brings `configuration` up to date with the button's state: runs `configurationUpdateHandler`. The
    /// button calls it before laying out after `setNeedsUpdateConfiguration()`, and after each change of state
    /// while `automaticallyUpdatesConfiguration` is on; override it to change the configuration yourself.
    open func updateConfiguration() {
        configured?.updateHandler?(self)
    }

    // MARK: Showing the state

    /// Shows the new state, asking a configured button for `updateConfiguration()` first when it updates
    /// automatically.
    private func stateDidChange() {
        if let configured, configured.automaticallyUpdates, configured.configuration != nil { setNeedsUpdateConfiguration() }
        contentDidChange()
    }

    /// Puts the current state's title, colours and images in the subviews, which are added the first time
    /// they have something to show.
    func contentDidChange() {
        if let configured, let configuration = configured.configuration {
            show(configuration, parts: configured)
            return
        }
        let state = self.state
        let isSystem = buttonType != .custom
        let dims = isSystem && state.contains(.highlighted)

        titleLabelStorage.textColor = currentTitleColor
        if let attributed = currentAttributedTitle {
            titleLabelStorage.attributedText = attributed
        } else {
            titleLabelStorage.text = currentTitle
        }
        titleLabelStorage.alpha = dims && titleColors[state.rawValue] == nil ? Self.highlightedSystemAlpha : 1
        show(titleLabelStorage, if: titleLabelStorage.text?.isEmpty == false, at: subviews.count)

        var image = currentImage
        // Symbols in automatic mode are templates already, unless their configuration colours them.
        if isSystem, let shown = image, shown.renderingMode == .automatic, !shown.isSymbolImage {
            image = shown.withRenderingMode(.alwaysTemplate)
        } else if !isSystem, let shown = image, !shown.drawsAsTemplate, images[state.rawValue] == nil {
            if state.contains(.disabled), adjustsImageWhenDisabled {
                image = Self.adjusted(shown, by: .white, alpha: Self.disabledImageLightening)
            } else if state.contains(.highlighted), adjustsImageWhenHighlighted {
                image = Self.adjusted(shown, by: .black, alpha: Self.highlightedImageDarkening)
            }
        }
        imageViewStorage.image = image
        imageViewStorage.preferredSymbolConfiguration = currentPreferredSymbolConfiguration
        imageViewStorage.tintColor = isSystem && state.contains(.disabled) && images[state.rawValue] == nil
            ? titleColor(for: .disabled) : nil
        imageViewStorage.alpha = dims && images[state.rawValue] == nil ? Self.highlightedSystemAlpha : 1
        show(imageViewStorage, if: image != nil, at: subviews.count)

        backgroundImageView.image = currentBackgroundImage
        show(backgroundImageView, if: currentBackgroundImage != nil, at: 0)

        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// How much black covers a custom button's image while touched, and white while disabled.
    static let highlightedImageDarkening: CGFloat = 0.3
    static let disabledImageLightening: CGFloat = 0.5

    /// `image` with `color` at `alpha` laid over its opaque parts.
    private static func adjusted(_ image: UIImage, by color: UIColor, alpha: CGFloat) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = image.scale
        return UIGraphicsImageRenderer(size: image.size, format: format).image { context in
            let rect = CGRect(origin: .zero, size: image.size)
            image.draw(in: rect)
            color.withAlphaComponent(alpha).setFill()
            context.cgContext.setBlendMode(.sourceAtop)
            context.cgContext.fill(rect)
        }
    }

    func show(_ view: UIView, if visible: Bool, at index: Int) {
        view.isHidden = !visible
        if visible, view.superview !== self { insertSubview(view, at: index) }
    }

    // MARK: Layout

    /// The image and title side by side (zero when the button is empty), or the background image's size
    /// where it is larger.
    open override var intrinsicContentSize: CGSize {
        if let configuration = configured?.configuration { return configuredSize(configuration) }
        let content = contentSize
        let background = currentBackgroundImage?.size ?? .zero
        return CGSize(width: max(content.width, background.width), height: max(content.height, background.height))
    }

    /// The natural size, whatever `size` is.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The rectangle the background image fills: the bounds.
    open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// The rectangle the title and image are centred in: the bounds.
    open func contentRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// Where the title goes: right of the image, the two centred together in `contentRect`; the title is
    /// narrowed to fit.
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect { contentFrames(in: contentRect).title }

    /// Where the image goes: left of the title, the two centred together in `contentRect`.
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect { contentFrames(in: contentRect).image }

    /// Places the background, image and title.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if let configured, configured.configuration != nil {
            if configured.needsUpdate {
                configured.needsUpdate = false
                updateConfiguration()
            }
            if let configuration = configured.configuration { layOut(configuration, parts: configured) }
            return
        }
        backgroundImageView.frame = backgroundRect(forBounds: bounds)
        let content = contentRect(forBounds: bounds)
        imageViewStorage.frame = imageRect(forContentRect: content)
        titleLabelStorage.frame = titleRect(forContentRect: content)
    }

    /// The image's size as the image view shows it: a symbol's for the preferred configuration.
    private var imageSize: CGSize {
        imageViewStorage.isHidden || imageViewStorage.image == nil ? .zero : imageViewStorage.intrinsicContentSize
    }

    private var titleSize: CGSize {
        titleLabelStorage.isHidden ? .zero : titleLabelStorage.sizeThatFits(.zero)
    }

    private var contentSize: CGSize {
        let image = imageSize, title = titleSize
        return CGSize(width: image.width + title.width, height: max(image.height, title.height))
    }

    private func contentFrames(in rect: CGRect) -> (image: CGRect, title: CGRect) {
        let image = imageSize
        var title = titleSize
        title.width = min(title.width, max(0, rect.width - image.width))
        let left = roundToPixels(rect.midX - (image.width + title.width) / 2)
        return (CGRect(x: left, y: roundToPixels(rect.midY - image.height / 2), width: image.width, height: image.height),
                CGRect(x: left + image.width, y: roundToPixels(rect.midY - title.height / 2),
                       width: title.width, height: title.height))
    }

    func roundToPixels(_ value: CGFloat) -> CGFloat {
        let scale = max(1, contentScaleFactor)
        return (value * scale).rounded() / scale
    }

    // MARK: Accessibility

    /// A button is an element unless told otherwise.
    open override var isAccessibilityElement: Bool {
        get { accessibilityStoredValue(.isElement) as? Bool ?? true }
        set { super.isAccessibilityElement = newValue }
    }
    /// The label set, else the title shown, else the label of the image shown.
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? currentTitle ?? currentAttributedTitle?.string ?? currentImage?.accessibilityLabel }
        set { super.accessibilityLabel = newValue }
    }
    /// The traits set, else `.button` with the state's `.notEnabled` and `.selected`.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityStoredValue(.traits) as? UIAccessibilityTraits ?? accessibilityTraits(adding: .button) }
        set { super.accessibilityTraits = newValue }
    }
}

/// The title label of a button: a new font changes the button's natural size.
final class ButtonTitleLabel: UILabel {
    weak var button: UIButton?

    override var font: UIFont! {
        didSet {
            button?.invalidateIntrinsicContentSize()
            button?.setNeedsLayout()
        }
    }
}
