import Foundation
import UIKit

/// Text descriptions of view trees for snapshots: the class, frame and content of each view, with nothing that
/// changes from run to run (no addresses).
@MainActor
enum ViewDescription {
    /// One line a view, `<UILabel; frame = (10 10; 80 20); text = 'Hello'; layer = <CALayer>>`, subviews under
    /// their superview behind `   | `, as UIKit's `recursiveDescription` prints them.
    static func recursiveDescription(of view: UIView) -> String {
        lines(of: view, depth: 0) { view, depth in
            let fields = properties(of: view).map { "\($0.name) = \($0.value)" } + ["layer = <\(type(of: view.layer))>"]
            return String(repeating: "   | ", count: depth) + "<\(type(of: view)); " + fields.joined(separator: "; ") + ">"
        }
    }

    /// The tree in the format of swift-snapshot-testing's `dump`: `▿` before each view's class, its frame and
    /// content as `- name: value` lines, subviews nested two spaces deeper.
    static func dump(of view: UIView) -> String {
        lines(of: view, depth: 0) { view, depth in
            let indent = String(repeating: "  ", count: depth)
            return ([indent + "▿ \(type(of: view))"] + properties(of: view).map { indent + "  - \($0.name): \($0.value)" })
                .joined(separator: "\n")
        }
    }

    /// What a view shows: its frame, whether it is hidden or translucent, and the content of the standard views.
    static func properties(of view: UIView) -> [(name: String, value: String)] {
        let frame = view.frame
        var properties = [(name: "frame", value: "(\(number(frame.minX)) \(number(frame.minY)); "
                                                    + "\(number(frame.width)) \(number(frame.height)))")]
        if view.isHidden { properties.append(("hidden", "YES")) }
        if view.alpha != 1 { properties.append(("alpha", number(view.alpha))) }
        if let label = view as? UILabel, let text = label.text { properties.append(("text", "'\(text)'")) }
        if let button = view as? UIButton, let title = button.currentTitle { properties.append(("title", "'\(title)'")) }
        if let imageView = view as? UIImageView, let image = imageView.image {
            properties.append(("image", "\(number(image.size.width))×\(number(image.size.height))"))
        }
        return properties
    }

    private static func lines(of view: UIView, depth: Int, _ line: (UIView, Int) -> String) -> String {
        ([line(view, depth)] + view.subviews.map { lines(of: $0, depth: depth + 1, line) }).joined(separator: "\n")
    }

    /// `value` as UIKit prints geometry: whole numbers without a fraction, others with up to six digits.
    private static func number(_ value: CGFloat) -> String {
        String(format: "%g", Double(value))
    }
}
