import Foundation

/// What UIKit prints about views, for `print`, the debugger and test output.
extension UIView {
    /// The view and its subtree, one view a line, each subview indented under its superview as UIKit's
    /// `recursiveDescription` prints it:
    ///
    /// ```
    /// <UIView: 0x…; frame = (0 0; 390 844); layer = <CALayer: 0x…>>
    ///    | <UILabel: 0x…; frame = (20 40; 100 20); text = 'Hi'; opaque = NO; userInteractionEnabled = NO; layer = <CALayer: 0x…>>
    /// ```
    public func recursiveDescription() -> String {
        var lines: [String] = []
        // A loop, not recursion: trees deeper than the stack are allowed.
        var pending: [(view: UIView, depth: Int)] = [(self, 0)]
        while let (view, depth) = pending.popLast() {
            lines.append(String(repeating: "   | ", count: depth) + view.description)
            pending.append(contentsOf: view.subviewStorage.reversed().map { ($0, depth + 1) })
        }
        return lines.joined(separator: "\n")
    }

    /// The view tree as UIKit's `_autolayoutTrace` prints it, under a public name: one view a line, indented
    /// with `|   ` a level, `*` before a view Auto Layout places (`translatesAutoresizingMaskIntoConstraints`
    /// off), a label's text in quotes, and `- AMBIGUOUS LAYOUT` after a view whose constraints leave its frame
    /// open (`hasAmbiguousLayout`; `exerciseAmbiguityInLayout()` shows the other frames it could take).
    ///
    /// ```
    /// UIView:0x…
    /// |   *UILabel:0x…'Hi'- AMBIGUOUS LAYOUT
    /// ```
    public func autolayoutTrace() -> String {
        var lines: [String] = []
        var pending: [(view: UIView, depth: Int)] = [(self, 0)]
        while let (view, depth) = pending.popLast() {
            var line = String(repeating: "|   ", count: depth)
            if !view.translatesAutoresizingMaskIntoConstraints { line += "*" }
            line += "\(NSLayoutConstraint.className(of: view)):\(NSLayoutConstraint.address(of: view))"
            if let text = (view as? UILabel)?.text { line += "'\(text)'" }
            if view.hasAmbiguousLayout { line += "- AMBIGUOUS LAYOUT" }
            lines.append(line)
            pending.append(contentsOf: view.subviewStorage.reversed().map { ($0, depth + 1) })
        }
        return lines.joined(separator: "\n")
    }

    /// The fields of `description`, in UIKit's order; those at their default values are left out.
    var debugFieldsDescription: String {
        var fields = ["frame = \(Self.debugDescription(of: frame))"]
        if !transform.isIdentity {
            let t = transform
            fields.append("transform = [\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(Self.debugNumber).joined(separator: ", "))]")
        }
        if let text = (self as? UILabel)?.text ?? (self as? UIButton)?.currentTitle { fields.append("text = '\(text)'") }
        if clipsToBounds { fields.append("clipsToBounds = YES") }
        if isHidden { fields.append("hidden = YES") }
        if alpha != 1 { fields.append("alpha = \(Self.debugNumber(alpha))") }
        if !isOpaque { fields.append("opaque = NO") }
        if !autoresizingMask.isEmpty { fields.append("autoresize = \(Self.debugDescription(of: autoresizingMask))") }
        if !isUserInteractionEnabled { fields.append("userInteractionEnabled = NO") }
        if tag != 0 { fields.append("tag = \(tag)") }
        if let backgroundColor { fields.append("backgroundColor = \(backgroundColor)") }
        fields.append("layer = \(layer)")
        return "<\(NSLayoutConstraint.className(of: self)): \(NSLayoutConstraint.address(of: self)); \(fields.joined(separator: "; "))>"
    }

    /// `(x y; width height)`.
    static func debugDescription(of rect: CGRect) -> String {
        "(\(debugNumber(rect.minX)) \(debugNumber(rect.minY)); \(debugNumber(rect.width)) \(debugNumber(rect.height)))"
    }

    /// A number as UIKit prints it: `%g`, so `20.5` and `0`.
    static func debugNumber(_ value: CGFloat) -> String { NSLayoutConstraint.format(value) }

    /// `LM+W+RM+TM+H+BM`, the flexible parts in UIKit's order.
    static func debugDescription(of mask: AutoresizingMask) -> String {
        let names: [(AutoresizingMask, String)] = [
            (.flexibleLeftMargin, "LM"), (.flexibleWidth, "W"), (.flexibleRightMargin, "RM"),
            (.flexibleTopMargin, "TM"), (.flexibleHeight, "H"), (.flexibleBottomMargin, "BM"),
        ]
        return names.filter { mask.contains($0.0) }.map(\.1).joined(separator: "+")
    }
}
