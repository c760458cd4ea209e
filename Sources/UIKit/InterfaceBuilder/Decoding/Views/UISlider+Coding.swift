import Foundation

extension UISlider {
    /// The range, then the value within it, continuity and the tints.
    func decodeSlider(from coder: InterfaceBuilderCoder) {
        if let value = coder.double("minValue") { minimumValue = Float(value) }
        if let value = coder.double("maxValue") { maximumValue = Float(value) }
        if let value = coder.double("value") { self.value = Float(value) }
        if let continuous = coder.bool("continuous") { isContinuous = continuous }
        if let color = coder.color("minimumTrackTintColor") { minimumTrackTintColor = color }
        if let color = coder.color("maximumTrackTintColor") { maximumTrackTintColor = color }
        if let color = coder.color("thumbTintColor") { thumbTintColor = color }
    }
}
