import Foundation

/// The view a text field draws its text in: the placeholder when empty, otherwise the selection, the text
/// (scrolled to keep the caret in view) and the underline of marked text. The caret is its subview.
final class TextFieldContentView: UIView {
    weak var field: UITextField?

    override func draw(_ rect: CGRect) {
        guard let field else { return }
        if field.hasText {
            field.drawText(in: bounds)
        } else if field.attributedPlaceholder != nil {
            field.drawPlaceholder(in: bounds)
        }
    }
}
