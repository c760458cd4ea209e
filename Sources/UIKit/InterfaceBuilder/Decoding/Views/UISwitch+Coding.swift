import Foundation

extension UISwitch {
    /// On or off and the tints.
    func decodeSwitch(from coder: InterfaceBuilderCoder) {
        if let on = coder.bool("on") { isOn = on }
        if let color = coder.color("onTintColor") { onTintColor = color }
        if let color = coder.color("thumbTintColor") { thumbTintColor = color }
        if let title = coder.string("title") { self.title = title }
    }
}
