import Foundation

extension UIStepper {
    /// The range, step, value and repeat behaviour.
    func decodeStepper(from coder: InterfaceBuilderCoder) {
        if let value = coder.double("minimumValue") { minimumValue = value }
        if let value = coder.double("maximumValue") { maximumValue = value }
        if let step = coder.double("stepValue"), step > 0 { stepValue = step }
        if let value = coder.double("value") { self.value = value }
        if let wraps = coder.bool("wraps") { self.wraps = wraps }
        if let autorepeat = coder.bool("autorepeat") { self.autorepeat = autorepeat }
        if let continuous = coder.bool("continuous") { isContinuous = continuous }
    }
}
