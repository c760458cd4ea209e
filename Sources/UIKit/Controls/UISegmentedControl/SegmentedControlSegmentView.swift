import Foundation

/// One segment of a `UISegmentedControl`: what the app set for it, and the views showing its content.
@MainActor
final class SegmentedControlSegmentView: UIView {
    /// The title, shown when there is no image.
    var title: String?
    /// The image, shown in place of the title.
    var image: UIImage?
    /// The action performed when the user selects the segment.
    var action: UIAction?
    /// Whether the segment can be selected.
    var isSegmentEnabled = true
    /// The width the app fixed; 0 lets the control size the segment.
    var fixedWidth: CGFloat = 0
    /// How far the content is moved from the segment's centre.
    var contentOffset: CGSize = .zero

    let label = UILabel(frame: .zero)
    let imageView = UIImageView(frame: .zero)
    let backgroundImageView = UIImageView(frame: .zero)

    init(title: String?, image: UIImage?, action: UIAction?) {
        self.title = title
        self.image = image
        self.action = action
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        isOpaque = false
        label.textAlignment = .center
        label.lineBreakMode = .byTruncatingTail
        backgroundImageView.isHidden = true
        addSubview(backgroundImageView)
        addSubview(imageView)
        addSubview(label)
    }

    required init?(coder: NSCoder) { nil }

    /// The content's natural size: the image's, else the title's.
    var contentSize: CGSize {
        if let image { return image.size }
        return label.text?.isEmpty == false ? label.sizeThatFits(.zero) : .zero
    }

    /// Places the background over the whole segment and the content centred, moved by `contentOffset`
    /// and narrowed to fit.
    override func layoutSubviews() {
        super.layoutSubviews()
        backgroundImageView.frame = bounds
        let natural = contentSize
        let width = min(natural.width, max(0, bounds.width - 2 * UISegmentedControl.contentMargin))
        let scale = max(1, contentScaleFactor)
        let x = ((bounds.midX - width / 2 + contentOffset.width) * scale).rounded() / scale
        let y = ((bounds.midY - natural.height / 2 + contentOffset.height) * scale).rounded() / scale
        let frame = CGRect(x: x, y: y, width: width, height: natural.height)
        imageView.frame = image == nil ? .zero : frame
        label.frame = image == nil ? frame : .zero
    }
}
