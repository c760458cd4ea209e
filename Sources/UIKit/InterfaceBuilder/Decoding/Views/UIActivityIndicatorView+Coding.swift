import Foundation

extension UIActivityIndicatorView {
    /// Style (current and pre-iOS 13 names), colour, whether it hides when stopped and whether it animates.
    func decodeActivityIndicator(from coder: InterfaceBuilderCoder) {
        // The pre-iOS 13 styles by raw value, as their names are deprecated.
        let styles = ["medium": 100, "large": 101, "gray": 2, "white": 1, "whiteLarge": 0]
        if let style = coder.string("style").flatMap({ styles[$0] }).flatMap(Style.init(rawValue:)) { self.style = style }
        if let color = coder.color("color") { self.color = color }
        if let hides = coder.bool("hidesWhenStopped") { hidesWhenStopped = hides }
        if coder.bool("animating") == true { startAnimating() }
    }
}
