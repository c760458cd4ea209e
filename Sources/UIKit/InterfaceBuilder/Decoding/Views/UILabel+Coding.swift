import Foundation

extension UILabel {
    /// Text, font, colours, alignment, wrapping and shrinking as Interface Builder writes them.
    func decodeLabel(from coder: InterfaceBuilderCoder) {
        decodeViewAppearance(from: coder)
        if let text = coder.string("text") { self.text = text }
        if let font = coder.decodeObject(forKey: "fontDescription") as? UIFont { self.font = font }
        if let color = coder.color("textColor") { textColor = color }
        if let color = coder.color("highlightedColor") { highlightedTextColor = color }
        if let alignment = coder.enumeration("textAlignment", InterfaceBuilderValues.textAlignments, as: NSTextAlignment.self) {
            textAlignment = alignment
        }
        if let mode = coder.enumeration("lineBreakMode", InterfaceBuilderValues.lineBreakModes, as: NSLineBreakMode.self) {
            lineBreakMode = mode
        }
        if coder.containsValue(forKey: "numberOfLines") { numberOfLines = max(0, coder.decodeInteger(forKey: "numberOfLines")) }
        if let adjusts = coder.bool("adjustsFontSizeToFit") { adjustsFontSizeToFitWidth = adjusts }
        if let scale = coder.double("minimumScaleFactor") { minimumScaleFactor = min(max(scale, 0), 1) }
        if let adjusts = coder.bool("adjustsFontForContentSizeCategory") { adjustsFontForContentSizeCategory = adjusts }
        if let enabled = coder.bool("enabled") { isEnabled = enabled }
        if let highlighted = coder.bool("highlighted") { isHighlighted = highlighted }
        if let width = coder.double("preferredMaxLayoutWidth") { preferredMaxLayoutWidth = width }
    }
}
