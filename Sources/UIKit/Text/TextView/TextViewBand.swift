import Foundation

/// One band of a text view's drawn text (see `TextViewContentView`): it draws its share of the content
/// view's drawing into a store of its own.
final class TextViewBand: UIView {
    weak var content: TextViewContentView?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isOpaque = false
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func draw(_ rect: CGRect) {
        guard let content, let context = UIGraphicsGetCurrentContext() else { return }
        context.translateBy(x: -frame.minX, y: -frame.minY)
        content.drawText(in: rect.offsetBy(dx: frame.minX, dy: frame.minY), context: context)
    }
}
