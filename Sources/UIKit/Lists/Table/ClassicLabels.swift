import Foundation

/// The labels and image of a cell's classic style, each made and added to the content view when first
/// asked for, as iOS does, so a cell that never uses them carries none.
@MainActor
final class ClassicLabels {
    private let style: UITableViewCell.CellStyle
    private unowned let contentView: UIView
    private(set) var textIfMade: UILabel?
    private(set) var detailIfMade: UILabel?
    private(set) var imageIfMade: UIImageView?

    init(style: UITableViewCell.CellStyle, contentView: UIView) {
        self.style = style
        self.contentView = contentView
    }

    /// The main label.
    var text: UILabel {
        if let textIfMade { return textIfMade }
        let label = UILabel()
        switch style {
        case .value2:
            label.font = .systemFont(ofSize: 12, weight: .semibold)
            label.textColor = .systemBlue
            label.textAlignment = .right
        default:
            label.font = .preferredFont(forTextStyle: .body)
        }
        textIfMade = label
        contentView.addSubview(label)
        return label
    }

    /// The detail label; nil for the `.default` style.
    var detail: UILabel? {
        if let detailIfMade { return detailIfMade }
        guard style != .default else { return nil }
        let label = UILabel()
        switch style {
        case .value1:
            label.font = .preferredFont(forTextStyle: .body)
            label.textColor = .secondaryLabel
            label.textAlignment = .right
        case .subtitle:
            label.font = .systemFont(ofSize: 12)
        default:
            label.font = .systemFont(ofSize: 15)
        }
        detailIfMade = label
        contentView.addSubview(label)
        return label
    }

    /// Takes labels and an image view already in the content view (a document's) as the main and detail labels
    /// and the image; a detail label is ignored for the `.default` style, and an image view for `.value2`, which
    /// have none.
    func adopt(text: UILabel?, detail: UILabel?, image: UIImageView?) {
        if let text { textIfMade = text }
        if let detail, style != .default { detailIfMade = detail }
        if let image, style != .value2 { imageIfMade = image }
    }

    /// The leading image view; nil for the `.value2` style.
    var image: UIImageView? {
        if let imageIfMade { return imageIfMade }
        guard style != .value2 else { return nil }
        let view = UIImageView()
        imageIfMade = view
        contentView.addSubview(view)
        return view
    }

    /// The labels that have text.
    private var shownText: UILabel? { textIfMade.flatMap { $0.text?.isEmpty == false ? $0 : nil } }
    private var shownDetail: UILabel? { detailIfMade.flatMap { $0.text?.isEmpty == false ? $0 : nil } }
    private var shownImage: UIImageView? { imageIfMade.flatMap { $0.image != nil ? $0 : nil } }

    /// The height the style's content needs, margins included: 44 points at least.
    func fittingHeight(width: CGFloat, leading: CGFloat) -> CGFloat {
        let textWidth = max(width - leading - UITableViewCell.standardMargin, 0)
        func height(_ label: UILabel?) -> CGFloat {
            guard let label else { return 0 }
            return label.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height
        }
        let content: CGFloat = switch style {
        case .subtitle: height(shownText) + height(shownDetail)
        default: max(height(shownText), height(shownDetail))
        }
        let image = shownImage?.image?.size.height ?? 0
        return max(UITableView.defaultRowHeight, max(content, image) + 2 * UITableViewCell.verticalMargin)
    }

    /// Places the image and labels in `bounds` of the content view, starting at `leading`.
    func layout(in bounds: CGRect, leading: CGFloat) {
        var x = leading
        let trailing = bounds.maxX - UITableViewCell.standardMargin
        if let image = shownImage, let size = image.image?.size {
            let side = min(size.height, bounds.height)
            image.frame = CGRect(x: x, y: (bounds.height - side) / 2, width: size.width * side / max(size.height, 1), height: side)
            x = image.frame.maxX + UITableViewCell.standardMargin
        }
        let text = shownText, detail = shownDetail
        func fitted(_ label: UILabel) -> CGSize {
            label.sizeThatFits(CGSize(width: max(trailing - x, 0), height: .greatestFiniteMagnitude))
        }
        switch style {
        case .default:
            if let text { text.frame = CGRect(x: x, y: 0, width: max(trailing - x, 0), height: bounds.height) }
        case .value1:
            var textEnd = trailing
            if let detail {
                let width = min(fitted(detail).width, max(trailing - x, 0))
                detail.frame = CGRect(x: trailing - width, y: 0, width: width, height: bounds.height)
                textEnd = detail.frame.minX - 8
            }
            if let text { text.frame = CGRect(x: x, y: 0, width: max(textEnd - x, 0), height: bounds.height) }
        case .value2:
            let column: CGFloat = 91
            text?.frame = CGRect(x: x, y: 0, width: column, height: bounds.height)
            detail?.frame = CGRect(x: x + column + 6, y: 0, width: max(trailing - x - column - 6, 0), height: bounds.height)
        case .subtitle:
            let textHeight = text.map { fitted($0).height } ?? 0
            let detailHeight = detail.map { fitted($0).height } ?? 0
            var y = ((bounds.height - textHeight - detailHeight) / 2).rounded()
            text?.frame = CGRect(x: x, y: y, width: max(trailing - x, 0), height: textHeight)
            y += textHeight
            detail?.frame = CGRect(x: x, y: y, width: max(trailing - x, 0), height: detailHeight)
        }
    }
}
