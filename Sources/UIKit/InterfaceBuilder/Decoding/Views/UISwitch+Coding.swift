import Foundation

extension UISwitch {
    /// What `decodeSwitch(from:)` reads.
    struct CodedSwitch {
        var isOn: Bool?
        var onTintColor: UIColor?
        var thumbTintColor: UIColor?
        var title: String?

        init(_ coder: InterfaceBuilderCoder) {
            isOn = coder.bool("on")
            onTintColor = coder.color("onTintColor")
            thumbTintColor = coder.color("thumbTintColor")
            title = coder.string("title")
        }
    }

    /// On or off and the tints, read on the document's first load and kept by its plan.
    func decodeSwitch(from coder: InterfaceBuilderCoder) {
        let decoded = coder.decoded
        let values = decoded.toggle ?? CodedSwitch(coder)
        decoded.toggle = values
        if let on = values.isOn { isOn = on }
        if let color = values.onTintColor { onTintColor = color }
        if let color = values.thumbTintColor { thumbTintColor = color }
        if let title = values.title { self.title = title }
    }
}
