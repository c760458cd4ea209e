import Foundation

/// Shows an image, or a sequence of images as an animation, through its layer's contents: the image is
/// never redrawn when the view resizes, the content mode places it (`.scaleToFill` by default). Image views
/// take no touches by default.
///
/// An image made from data is decoded when the view is laid out, at the size the view shows it when that is
/// at most half its pixels each way (a 4000 × 3000 photo in a 64-point cell decodes to 128 × 96 pixels on a
/// 2× screen), and again when the view comes to show it much larger or much smaller.
@preconcurrency @MainActor
open class UIImageView: UIView {
    private var imageStorage: UIImage?
    private var highlightedImageStorage: UIImage?

    /// An image view sized to `image`.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    /// An image view sized to `image`, showing `highlightedImage` while highlighted.
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    /// An empty image view with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isOpaque = false
    }

    /// An image view decoded from an archive: from an Interface Builder document, its images by name.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
        isOpaque = false
        if let coder = coder as? InterfaceBuilderCoder { decodeImageView(from: coder) }
    }

    /// The image shown; an animated image (one with `images`) plays.
    open var image: UIImage? {
        get { imageStorage }
        set {
            let oldSize = shownImage?.size
            imageStorage = newValue
            shownImageChanged(from: oldSize)
        }
    }

    /// The image shown while `isHighlighted`.
    open var highlightedImage: UIImage? {
        get { highlightedImageStorage }
        set {
            let oldSize = shownImage?.size
            highlightedImageStorage = newValue
            shownImageChanged(from: oldSize)
        }
    }

    /// Whether the highlighted image is shown.
    open var isHighlighted = false {
        didSet {
            guard isHighlighted != oldValue else { return }
            let oldShown = oldValue ? (highlightedImageStorage ?? imageStorage) : imageStorage
            shownImageChanged(from: oldShown?.size)
        }
    }

    /// Images played in turn by `startAnimating()`.
    open var animationImages: [UIImage]?
    /// Images played while highlighted.
    open var highlightedAnimationImages: [UIImage]?
    /// How long one pass over the animation images takes; 0 means 1/30 s per image.
    open var animationDuration: TimeInterval = 0
    /// How many passes the animation makes; 0 repeats forever.
    open var animationRepeatCount = 0

    /// The image's size: the view's natural size.
    open override var intrinsicContentSize: CGSize {
        guard let image = shownImage else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        return image.size
    }

    /// The image's size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { shownImage?.size ?? .zero }

    /// Template images follow the tint: shown again in the new colour.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if shownImage?.drawsAsTemplate == true { showCurrentImage() }
    }

    /// The size, weight, scale and colours symbol images are shown with; the image's own configuration wins
    /// where both specify a value.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        didSet { if preferredSymbolConfiguration != oldValue { symbolTraitsChanged() } }
    }

    /// A symbol is drawn again for a new display scale or content size category.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard symbolShown != nil, let previousTraitCollection else { return }
        let traits = traitCollection
        if previousTraitCollection.displayScale != traits.displayScale
            || previousTraitCollection.preferredContentSizeCategory != traits.preferredContentSizeCategory {
            symbolTraitsChanged()
        }
    }

    /// A symbol's baseline, for baseline alignment with text.
    override var firstBaselineOffsetFromTop: CGFloat? {
        guard let image = shownImage, image.hasBaseline else { return nil }
        return image.size.height - image.baselineOffsetFromBottom
    }

    /// A symbol's baseline, for baseline alignment with text.
    override var lastBaselineOffsetFromBottom: CGFloat? {
        guard let image = shownImage, image.hasBaseline else { return nil }
        return image.baselineOffsetFromBottom
    }

    /// A tiled resizable image is laid out again at the new size; an image decoded at the size shown is
    /// decoded now, or again when the view shows it much larger or smaller than it was decoded.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if let image = shownImage, image.capInsets != .zero, image.resizingMode == .tile, renderedSize != bounds.size {
            showCurrentImage()
        } else if let image = shownImage, let decoded = decodedPixels, decoded != decodedPixelsWanted(for: image) {
            showDecodedImage(image)
        }
    }

    /// A content mode that shows the image at another size decodes it again.
    open override var contentMode: ContentMode {
        didSet { if decodedPixels != nil { setNeedsLayout() } }
    }

    /// A screen of another scale decodes the image again.
    open override var contentScaleFactor: CGFloat {
        didSet { if decodedPixels != nil { setNeedsLayout() } }
    }

    // MARK: Animating

    private static let animationKey = "UIImageViewAnimation"

    /// Plays the animation images (or the image's own frames), each for an equal share of the duration.
    open func startAnimating() {
        let frames = (isHighlighted ? highlightedAnimationImages : nil) ?? animationImages ?? shownImage?.images ?? []
        guard !frames.isEmpty else { return }
        let animation = CAKeyframeAnimation(keyPath: "contents")
        animation.values = frames.compactMap { $0.uprightBitmap() }
        animation.calculationMode = .discrete
        let duration = animationDuration > 0 ? animationDuration
            : (animationImages == nil ? shownImage?.duration ?? 0 : 0)
        animation.duration = duration > 0 ? duration : Double(frames.count) / 30
        animation.repeatCount = animationRepeatCount > 0 ? Float(animationRepeatCount) : .infinity
        layer.add(animation, forKey: Self.animationKey)
    }

    /// Stops the animation and shows the image again.
    open func stopAnimating() { layer.removeAnimation(forKey: Self.animationKey) }

    /// Whether the animation is playing.
    open var isAnimating: Bool { layer.animation(forKey: Self.animationKey) != nil }

    // MARK: Showing the image

    /// The image shown: a symbol drawn for the preferred configuration and the view's traits.
    private var shownImage: UIImage? {
        let picked = isHighlighted ? highlightedImageStorage ?? imageStorage : imageStorage
        guard let picked, picked.isSymbolImage else { return picked }
        if let symbolShown, symbolShown.source === picked { return symbolShown.shown }
        let configuration = (preferredSymbolConfiguration ?? .unspecified).applying(picked.symbolConfiguration)
        let shown = picked.redrawn(configuration, traits: traitCollection) ?? picked
        symbolShown = (picked, shown)
        return shown
    }
    /// The symbol image given and how it is shown.
    private var symbolShown: (source: UIImage, shown: UIImage)?

    /// The symbol is drawn again, and its natural size may change.
    private func symbolTraitsChanged() {
        let oldSize = shownImage?.size
        symbolShown = nil
        shownImageChanged(from: oldSize)
    }
    private var renderedSize: CGSize?
    /// For an image decoded at the size shown: the upright pixels its contents have, `.zero` until layout
    /// decodes it; `nil` for other images.
    private var decodedPixels: CGSize?

    /// Puts the image in the layer's contents: its bitmap as it is when it can (Core Animation scales it,
    /// and stretches the middle of a resizable image), else drawn once — tinted, or tiled at the view's size.
    /// Shows the new image, and tells Auto Layout when the natural size changed with it.
    private func shownImageChanged(from oldSize: CGSize?) {
        showCurrentImage()
        if shownImage?.size != oldSize { invalidateIntrinsicContentSize() }
    }

    private func showCurrentImage() {
        renderedSize = nil
        decodedPixels = nil
        layer.contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
        guard let image = shownImage, image.bitmap != nil else {
            layer.contents = nil
            return
        }
        layer.contentsScale = image.scale
        if image.drawsAsTemplate {
            layer.contents = Self.render(image.withTintColor(tintColor), size: image.size, scale: image.scale)
        } else if image.tintColor != nil {
            layer.contents = Self.render(image, size: image.size, scale: image.scale)
        } else if image.capInsets != .zero && image.resizingMode == .tile {
            renderedSize = bounds.size
            layer.contentsScale = contentScaleFactor
            layer.contents = Self.render(image, size: bounds.size, scale: contentScaleFactor)
        } else if image.capInsets != .zero {
            layer.contents = image.uprightBitmap()
            let size = image.size, insets = image.capInsets
            guard size.width > 0, size.height > 0 else { return }
            layer.contentsCenter = CGRect(x: insets.left / size.width, y: insets.top / size.height,
                                          width: max(0, size.width - insets.left - insets.right) / size.width,
                                          height: max(0, size.height - insets.top - insets.bottom) / size.height)
        } else if image.bitmap?.decodesOnDemand == true {
            // Layout knows the size the image is shown at; until then the contents are the last image's.
            decodedPixels = .zero
            setNeedsLayout()
        } else {
            layer.contents = image.uprightBitmap()
        }
        if image.images != nil, animationImages == nil { startAnimating() }
    }

    /// The upright pixels the content mode shows `image` at, at the view's scale; `nil` for the modes that
    /// show it at its own size, which want it whole.
    private func pixelsShown(of image: UIImage) -> CGSize? {
        let size = image.size, scale = contentScaleFactor
        guard size.width > 0, size.height > 0 else { return nil }
        let fill = CGSize(width: bounds.width * scale, height: bounds.height * scale)
        switch contentMode {
        case .scaleToFill, .redraw: return fill
        case .scaleAspectFit, .scaleAspectFill:
            let ratios = (fill.width / size.width, fill.height / size.height)
            let ratio = contentMode == .scaleAspectFit ? min(ratios.0, ratios.1) : max(ratios.0, ratios.1)
            return CGSize(width: size.width * ratio, height: size.height * ratio)
        default: return nil
        }
    }

    /// The upright pixels the contents should have: those shown, when the kept contents cover less than
    /// that or more than twice as much; else what they have. The whole image's when shown at its own size.
    private func decodedPixelsWanted(for image: UIImage) -> CGSize {
        let whole = CGSize(width: image.size.width * image.scale, height: image.size.height * image.scale)
        guard let shown = pixelsShown(of: image) else { return whole }
        let kept = decodedPixels ?? .zero
        let covers = kept.width >= min(shown.width, whole.width) && kept.height >= min(shown.height, whole.height)
        let twiceAsMuch = kept.width > 2 * shown.width && kept.height > 2 * shown.height
        return covers && !twiceAsMuch ? kept : shown
    }

    /// Decodes `image` at the size the view shows it (whole when that is more than half its pixels) into the
    /// contents. An empty view shows nothing and decodes nothing until it has a size.
    private func showDecodedImage(_ image: UIImage) {
        let shown = pixelsShown(of: image)
        if let shown, shown.width < 1 || shown.height < 1 || !shown.width.isFinite || !shown.height.isFinite {
            layer.contents = nil
            decodedPixels = .zero
            return
        }
        let contents = image.uprightBitmap(covering: shown)
        layer.contents = contents
        decodedPixels = contents.map { CGSize(width: $0.width, height: $0.height) } ?? .zero
    }

    /// `image` drawn into a bitmap of `size` points at `scale`.
    private static func render(_ image: UIImage, size: CGSize, scale: CGFloat) -> CGImage? {
        guard size.width > 0, size.height > 0 else { return nil }
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: size, format: format).image { _ in
            image.draw(in: CGRect(origin: .zero, size: size))
        }.cgImage
    }

    // MARK: Accessibility

    /// An image view is an element only when it has a label to read (its own, or its image's): a decorative
    /// image stays silent.
    open override var isAccessibilityElement: Bool {
        get { accessibilityStoredValue(.isElement) as? Bool ?? (accessibilityLabel != nil) }
        set { super.isAccessibilityElement = newValue }
    }
    /// The label set, else the label of the image shown.
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? shownImage?.accessibilityLabel }
        set { super.accessibilityLabel = newValue }
    }
    /// The traits set, else `.image`.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityStoredValue(.traits) as? UIAccessibilityTraits ?? .image }
        set { super.accessibilityTraits = newValue }
    }
}
