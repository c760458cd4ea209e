import Foundation

extension UIControl {
    /// What `decodeControl(from:)` reads.
    struct CodedControl {
        var isEnabled: Bool?
        var isSelected: Bool?
        var isHighlighted: Bool?

        init(_ coder: InterfaceBuilderCoder) {
            isEnabled = coder.bool("enabled")
            isSelected = coder.bool("selected")
            isHighlighted = coder.bool("highlighted")
        }
    }

    /// The enabled, selected and highlighted states, read on the document's first load and kept by its plan.
    func decodeControl(from coder: InterfaceBuilderCoder) {
        let decoded = coder.decoded
        let values = decoded.control ?? CodedControl(coder)
        decoded.control = values
        if let enabled = values.isEnabled { isEnabled = enabled }
        if let selected = values.isSelected { isSelected = selected }
        if let highlighted = values.isHighlighted { isHighlighted = highlighted }
    }
}
