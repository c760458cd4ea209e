import Foundation

extension UIControl {
    /// The enabled, selected and highlighted states.
    func decodeControl(from coder: InterfaceBuilderCoder) {
        if let enabled = coder.bool("enabled") { isEnabled = enabled }
        if let selected = coder.bool("selected") { isSelected = selected }
        if let highlighted = coder.bool("highlighted") { isHighlighted = highlighted }
    }
}
