import Foundation

extension UIProgressView {
    /// Style, progress and tints.
    func decodeProgressView(from coder: InterfaceBuilderCoder) {
        if let style = coder.enumeration("progressViewStyle", ["default", "bar"], as: Style.self) { progressViewStyle = style }
        if let progress = coder.double("progress") { self.progress = Float(min(max(progress, 0), 1)) }
        if let color = coder.color("progressTintColor") { progressTintColor = color }
        if let color = coder.color("trackTintColor") { trackTintColor = color }
    }
}
