import UIKit

/// The text field in the states an app shows it: each border style, a placeholder, a clear button, a side
/// view, a password, and a disabled field, each sized by its intrinsic height.
@MainActor func textfieldGalleryRows() -> [(title: String, view: UIView)] {
    func field(_ configure: (UITextField) -> Void) -> UITextField {
        let field = UITextField()
        field.borderStyle = .roundedRect
        configure(field)
        field.translatesAutoresizingMaskIntoConstraints = false
        field.widthAnchor.constraint(equalToConstant: 240).isActive = true
        return field
    }
    let search = UILabel()
    search.text = "🔍"
    search.sizeToFit()
    return [
        ("Rounded rect, placeholder", field { $0.placeholder = "Name" }),
        ("Rounded rect, text and clear button", field {
            $0.text = "Ada Lovelace"
            $0.clearButtonMode = .always
        }),
        ("Line border", field {
            $0.borderStyle = .line
            $0.text = "Line"
        }),
        ("Bezel border", field {
            $0.borderStyle = .bezel
            $0.text = "Bezel"
        }),
        ("No border", field {
            $0.borderStyle = .none
            $0.placeholder = "Plain"
        }),
        ("Left view", field {
            $0.leftView = search
            $0.leftViewMode = .always
            $0.placeholder = "Search"
        }),
        ("Password", field {
            $0.isSecureTextEntry = true
            $0.text = "hunter2"
            $0.textContentType = .password
        }),
        ("Disabled", field {
            $0.text = "Read only"
            $0.isEnabled = false
        }),
        ("Shrinks to fit", field {
            $0.adjustsFontSizeToFitWidth = true
            $0.minimumFontSize = 9
            $0.text = "A long line of text that shrinks to fit the field"
        }),
    ]
}
