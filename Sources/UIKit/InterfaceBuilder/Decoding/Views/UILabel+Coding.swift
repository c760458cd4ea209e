import Foundation

extension UILabel {
    /// What `decodeLabel(from:)` reads. A font of a text style is decoded on every load: it follows the content
    /// size category of the moment.
    struct CodedLabel {
        var text: String?
        var font: UIFont?
        var fontFollowsTextStyle = false
        var textColor: UIColor?
        var highlightedTextColor: UIColor?
        var textAlignment: NSTextAlignment?
        var lineBreakMode: NSLineBreakMode?
        var numberOfLines: Int?
        var adjustsFontSizeToFitWidth: Bool?
        var minimumScaleFactor: Double?
        var adjustsFontForContentSizeCategory: Bool?
        var isEnabled: Bool?
        var isHighlighted: Bool?
        var preferredMaxLayoutWidth: Double?

        init(_ coder: InterfaceBuilderCoder) {
            text = coder.string("text")
            if coder.element.attributes["fontDescription"] == nil, coder.element.child(key: "fontDescription")?["style"] != nil {
                fontFollowsTextStyle = true
            } else {
                font = coder.decodeObject(forKey: "fontDescription") as? UIFont
            }
            textColor = coder.color("textColor")
            highlightedTextColor = coder.color("highlightedColor")
            textAlignment = coder.enumeration("textAlignment", InterfaceBuilderValues.textAlignments, as: NSTextAlignment.self)
            lineBreakMode = coder.enumeration("lineBreakMode", InterfaceBuilderValues.lineBreakModes, as: NSLineBreakMode.self)
            if coder.containsValue(forKey: "numberOfLines") { numberOfLines = max(0, coder.decodeInteger(forKey: "numberOfLines")) }
            adjustsFontSizeToFitWidth = coder.bool("adjustsFontSizeToFit")
            minimumScaleFactor = coder.double("minimumScaleFactor")
            adjustsFontForContentSizeCategory = coder.bool("adjustsFontForContentSizeCategory")
            isEnabled = coder.bool("enabled")
            isHighlighted = coder.bool("highlighted")
            preferredMaxLayoutWidth = coder.double("preferredMaxLayoutWidth")
        }
    }

    /// Text, font, colours, alignment, wrapping and shrinking as Interface Builder writes them, read on the
    /// document's first load and kept by its plan.
    func decodeLabel(from coder: InterfaceBuilderCoder) {
        decodeViewAppearance(from: coder)
        let decoded = coder.decoded
        let values = decoded.label ?? CodedLabel(coder)
        decoded.label = values
        if let text = values.text { self.text = text }
        let font = values.fontFollowsTextStyle ? coder.decodeObject(forKey: "fontDescription") as? UIFont : values.font
        if let font { self.font = font }
        if let color = values.textColor { textColor = color }
        if let color = values.highlightedTextColor { highlightedTextColor = color }
        if let alignment = values.textAlignment { textAlignment = alignment }
        if let mode = values.lineBreakMode { lineBreakMode = mode }
        if let lines = values.numberOfLines { numberOfLines = lines }
        if let adjusts = values.adjustsFontSizeToFitWidth { adjustsFontSizeToFitWidth = adjusts }
        if let scale = values.minimumScaleFactor { minimumScaleFactor = min(max(scale, 0), 1) }
        if let adjusts = values.adjustsFontForContentSizeCategory { adjustsFontForContentSizeCategory = adjusts }
        if let enabled = values.isEnabled { isEnabled = enabled }
        if let highlighted = values.isHighlighted { isHighlighted = highlighted }
        if let width = values.preferredMaxLayoutWidth { preferredMaxLayoutWidth = width }
    }
}
