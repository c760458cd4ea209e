import Foundation

extension UITextField {
    /// Text, placeholder, font, colour, alignment, border, clear button, shrinking and the secure-entry trait.
    func decodeTextField(from coder: InterfaceBuilderCoder) {
        if let text = coder.string("text") { self.text = text }
        if let placeholder = coder.string("placeholder") { self.placeholder = placeholder }
        if let font = coder.decodeObject(forKey: "fontDescription") as? UIFont { self.font = font }
        if let color = coder.color("textColor") { textColor = color }
        if let alignment = coder.enumeration("textAlignment", InterfaceBuilderValues.textAlignments, as: NSTextAlignment.self) {
            textAlignment = alignment
        }
        if let style = coder.enumeration("borderStyle", ["none", "line", "bezel", "roundedRect"], as: BorderStyle.self) { borderStyle = style }
        let modes = ["never", "whileEditing", "unlessEditing", "always"]
        if let mode = coder.enumeration("clearButtonMode", modes, as: ViewMode.self) { clearButtonMode = mode }
        if let adjusts = coder.bool("adjustsFontSizeToFit") { adjustsFontSizeToFitWidth = adjusts }
        if let size = coder.double("minimumFontSize") { minimumFontSize = max(0, size) }
        if let clears = coder.bool("clearsOnBeginEditing") { clearsOnBeginEditing = clears }
        if let traits = coder.element.child(key: "textInputTraits"), traits.bool("secureTextEntry") == true { isSecureTextEntry = true }
    }
}
