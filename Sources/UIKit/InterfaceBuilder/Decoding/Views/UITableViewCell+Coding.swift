import Foundation

extension UITableViewCell {
    /// The `style` attribute (`IBUITableViewCellStyleSubtitle`…); read before the cell sets itself up, since a
    /// cell's style is fixed at creation. An unknown style is logged and gives `.default`.
    static func decodedStyle(from coder: InterfaceBuilderCoder) -> CellStyle {
        coder.checkedEnumeration("style", ["IBUITableViewCellStyleDefault", "IBUITableViewCellStyleValue1",
                                           "IBUITableViewCellStyleValue2", "IBUITableViewCellStyleSubtitle"],
                                 as: CellStyle.self) ?? .default
    }

    /// Accessories, selection style, indentation and separator inset, read after the cell's set-up, which
    /// gives its own background, so that what the document says wins; the content view with its subviews, the
    /// labels that `textLabel` and `detailTextLabel` and the image view that `imageView` name among them
    /// becoming the cell's own, so their text, fonts, colours and image show where the style places them.
    func decodeTableViewCell(from coder: InterfaceBuilderCoder) {
        decodeViewAppearance(from: coder)
        decodeCellContentView(contentView, from: coder)
        labels.adopt(text: coder.decoder.referencedObject(coder.element["textLabel"]) as? UILabel,
                     detail: coder.decoder.referencedObject(coder.element["detailTextLabel"]) as? UILabel,
                     image: coder.decoder.referencedObject(coder.element["imageView"]) as? UIImageView)
        let accessories = ["none", "disclosureIndicator", "detailDisclosureButton", "checkmark", "detailButton"]
        if let type = coder.checkedEnumeration("accessoryType", accessories, as: AccessoryType.self) { accessoryType = type }
        if let type = coder.checkedEnumeration("editingAccessoryType", accessories, as: AccessoryType.self) {
            editingAccessoryType = type
        }
        if let style = coder.checkedEnumeration("selectionStyle", ["none", "blue", "gray", "default"], as: SelectionStyle.self) {
            selectionStyle = style
        }
        if let level = coder.double("indentationLevel"), level >= 0, level < 0x1p31 { indentationLevel = Int(level) }
        if let width = coder.double("indentationWidth"), width >= 0 { indentationWidth = width }
        if let indents = coder.bool("shouldIndentWhileEditing") { shouldIndentWhileEditing = indents }
        if let insets = coder.decodeObject(forKey: "separatorInset") as? NSValue { separatorInset = insets.uiEdgeInsetsValue }
    }
}
