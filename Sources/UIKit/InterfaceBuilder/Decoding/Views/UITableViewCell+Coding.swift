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
    /// gives its own background, so that what the document says wins.
    func decodeTableViewCell(from coder: InterfaceBuilderCoder) {
        decodeViewAppearance(from: coder)
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

    /// Makes the document's labels, which its `textLabel` and `detailTextLabel` attributes name among the
    /// content view's subviews, the cell's own, so their text, fonts and colours show where the style places them.
    func adoptDocumentLabels(of element: InterfaceBuilderElement, from decoder: InterfaceBuilderDecoder) {
        labels.adopt(text: decoder.referencedObject(element["textLabel"]) as? UILabel,
                     detail: decoder.referencedObject(element["detailTextLabel"]) as? UILabel)
    }
}
