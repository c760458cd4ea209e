import Foundation

extension UIView {
    /// The labels of the elements inside the view, in subview order, joined by ", ": what VoiceOver reads for
    /// a cell made of labels and images. Hidden views and those inside a view hiding its elements are left
    /// out; an element's own subviews are not looked into, as assistive technologies do not.
    var composedAccessibilityLabel: String? {
        var labels: [String] = []
        func collect(in view: UIView) {
            for subview in view.subviews where !subview.isHidden {
                if subview.isAccessibilityElement {
                    if let label = subview.accessibilityLabel, !label.isEmpty { labels.append(label) }
                } else if !subview.accessibilityElementsHidden {
                    collect(in: subview)
                }
            }
        }
        collect(in: self)
        return labels.isEmpty ? nil : labels.joined(separator: ", ")
    }
}
