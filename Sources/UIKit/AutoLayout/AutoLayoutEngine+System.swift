import Foundation

/// The numbers an item's system constraints are made from (see `AutoLayoutEngine.systemSignature(of:)`).
typealias SystemSignature = SIMD8<Double>

/// A signature kept out of line (see `AutoLayoutEngine.Item.signature`).
final class SignatureBox {
    var value: SystemSignature

    init(_ value: SystemSignature) {
        self.value = value
    }
}

extension AutoLayoutEngine {
    /// The readable content width at the default text size: the widest column the readable content guide
    /// allows (Apple's figure for the default content size category).
    static let readableContentWidth: CGFloat = 672

    /// The signature of a view with no intrinsic content size (-1 each way, `UIView.noIntrinsicMetric`) and default
    /// priorities, not held at its frame: it has no system constraints.
    nonisolated static var plainViewSignature: SystemSignature { SystemSignature(0, -1, -1, 250, 250, 750, 750, 0) }

    /// The numbers an item's system constraints are made from: when they are unchanged, so are the
    /// constraints. For a view held at its frame, `(1, minX, minY, width, height)` of its alignment rectangle;
    /// for another view, `(0, width, height, …)` of its intrinsic content size, then its priorities; for a system
    /// guide, its owner's alignment insets, then its margins, safe area, readable width or keyboard height. Eight
    /// numbers in a value rather than an array: every view an engine takes in has one, and an array was an
    /// allocation each.
    func systemSignature(of object: AnyObject) -> SystemSignature {
        if let view = object as? UIView {
            if holdsFrame(of: view) {
                let r = view.alignmentRect(forFrame: view.untransformedFrame)
                return SystemSignature(1, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height), 0, 0, 0)
            }
            let size = view.intrinsicContentSize
            let state = view.layoutState
            return SystemSignature(0, Double(size.width), Double(size.height),
                                   Double(state?.horizontalHugging.rawValue ?? 250),
                                   Double(state?.verticalHugging.rawValue ?? 250),
                                   Double(state?.horizontalCompression.rawValue ?? 750),
                                   Double(state?.verticalCompression.rawValue ?? 750), 0)
        }
        guard let guide = object as? UILayoutGuide, let kind = guide.systemKind, let owner = guide.owningViewStorage else {
            return .zero
        }
        let insets = owner.alignmentRectInsets
        var numbers = SystemSignature.zero
        numbers[0] = Double(insets.top)
        numbers[1] = Double(insets.left)
        numbers[2] = Double(insets.bottom)
        numbers[3] = Double(insets.right)
        func fill(_ edges: UIEdgeInsets) {
            numbers[4] = Double(edges.top)
            numbers[5] = Double(edges.left)
            numbers[6] = Double(edges.bottom)
            numbers[7] = Double(edges.right)
        }
        switch kind {
        case .margins: fill(owner.layoutMargins)
        case .safeArea: fill(owner.safeAreaInsets)
        case .readableContent: numbers[4] = Double(Self.readableContentWidth)
        case .keyboard:
            numbers[4] = Double((guide as? UIKeyboardLayoutGuide)?.height(in: owner) ?? owner.safeAreaInsets.bottom)
        }
        return numbers
    }

    /// Whether the engine holds `view` at its frame: it translates its autoresizing mask, and it is not the
    /// view a fitting engine sizes.
    func holdsFrame(of view: UIView) -> Bool {
        view.translatesAutoresizingMaskIntoConstraints && !(isFitting && view === host)
    }

    /// The constraints UIKit makes for an item: a translating view's frame, another view's intrinsic
    /// content size, a system guide's placement in its view (a scroll view's guides make their own). A view's
    /// come from its `signature`, so that its intrinsic content size (a label measures its text) is asked for
    /// once.
    func systemConstraints(of object: AnyObject, signature: SystemSignature) -> [NSLayoutConstraint] {
        if let view = object as? UIView {
            if signature[0] == 1 {
                return [
                    NSAutoresizingMaskLayoutConstraint(view: view, part: .minX, value: CGFloat(signature[1])),
                    NSAutoresizingMaskLayoutConstraint(view: view, part: .minY, value: CGFloat(signature[2])),
                    NSAutoresizingMaskLayoutConstraint(view: view, part: .width, value: CGFloat(signature[3])),
                    NSAutoresizingMaskLayoutConstraint(view: view, part: .height, value: CGFloat(signature[4])),
                ]
            }
            let size = CGSize(width: signature[1], height: signature[2])
            var list: [NSLayoutConstraint] = []
            if size.width >= 0, size.width.isFinite {
                list.append(NSContentSizeLayoutConstraint(
                    view: view, axis: .horizontal, size: size.width,
                    hugging: view.contentHuggingPriority(for: .horizontal),
                    compressionResistance: view.contentCompressionResistancePriority(for: .horizontal)))
            }
            if size.height >= 0, size.height.isFinite {
                list.append(NSContentSizeLayoutConstraint(
                    view: view, axis: .vertical, size: size.height,
                    hugging: view.contentHuggingPriority(for: .vertical),
                    compressionResistance: view.contentCompressionResistancePriority(for: .vertical)))
            }
            return list
        }
        if let guide = object as? ScrollViewLayoutGuide { return guide.systemConstraints(in: self) }
        guard let guide = object as? UILayoutGuide, let kind = guide.systemKind, let owner = guide.owningViewStorage else { return [] }
        let insets = owner.alignmentRectInsets
        switch kind {
        case .margins:
            return edges(of: guide, in: owner, insets: owner.layoutMargins, alignment: insets,
                         names: ["UIView-leftMargin-guide-constraint", "UIView-topMargin-guide-constraint",
                                 "UIView-rightMargin-guide-constraint", "UIView-bottomMargin-guide-constraint"])
        case .safeArea:
            return edges(of: guide, in: owner, insets: owner.safeAreaInsets, alignment: insets,
                         names: ["UIViewSafeAreaLayoutGuide-left", "UIViewSafeAreaLayoutGuide-top",
                                 "UIViewSafeAreaLayoutGuide-right", "UIViewSafeAreaLayoutGuide-bottom"])
        case .readableContent:
            let margins = owner.layoutMarginsGuide
            return [
                system(guide, .top, .equal, margins, .top, 0, in: owner, "UIViewReadableContentGuide-top"),
                system(guide, .bottom, .equal, margins, .bottom, 0, in: owner, "UIViewReadableContentGuide-bottom"),
                system(guide, .centerX, .equal, margins, .centerX, 0, in: owner, "UIViewReadableContentGuide-centerX"),
                system(guide, .width, .lessThanOrEqual, margins, .width, 0, in: owner, "UIViewReadableContentGuide-width"),
                system(guide, .width, .lessThanOrEqual, nil, .notAnAttribute, Self.readableContentWidth, in: owner,
                       "UIViewReadableContentGuide-readableWidth"),
                system(guide, .width, .equal, margins, .width, 0, in: owner, "UIViewReadableContentGuide-fill",
                       priority: .required - 1),
            ]
        case .keyboard:
            let height = (guide as? UIKeyboardLayoutGuide)?.height(in: owner) ?? owner.safeAreaInsets.bottom
            return [
                system(guide, .left, .equal, owner, .left, -insets.left, in: owner, "UIViewKeyboardLayoutGuide-left"),
                system(guide, .right, .equal, owner, .right, insets.right, in: owner, "UIViewKeyboardLayoutGuide-right"),
                system(guide, .bottom, .equal, owner, .bottom, insets.bottom, in: owner, "UIViewKeyboardLayoutGuide-bottom"),
                system(guide, .height, .equal, nil, .notAnAttribute, height, in: owner,
                       "UIViewKeyboardLayoutGuide-height"),
            ]
        }
    }

    /// A guide's four edges inset from its owner's bounds by `insets` (the owner's edges as constraints
    /// see them are its alignment rectangle's, hence the `alignment` terms).
    private func edges(of guide: UILayoutGuide, in owner: UIView, insets: UIEdgeInsets, alignment: UIEdgeInsets,
                       names: [String]) -> [NSLayoutConstraint] {
        [
            system(guide, .left, .equal, owner, .left, insets.left - alignment.left, in: owner, names[0]),
            system(guide, .top, .equal, owner, .top, insets.top - alignment.top, in: owner, names[1]),
            system(guide, .right, .equal, owner, .right, alignment.right - insets.right, in: owner, names[2]),
            system(guide, .bottom, .equal, owner, .bottom, alignment.bottom - insets.bottom, in: owner, names[3]),
        ]
    }

    /// A system constraint `item.a relation other.b + c`, installed (for expressions) in `owner`.
    func system(_ item: AnyObject, _ a: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
                _ other: AnyObject?, _ b: NSLayoutConstraint.Attribute, _ c: CGFloat, in owner: UIView,
                _ identifier: String, priority: UILayoutPriority = .required) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint(
            first: .attribute(LayoutTerm(item: item, attribute: a)), relation: relation,
            second: other.map { .attribute(LayoutTerm(item: $0, attribute: b)) }, multiplier: 1, constant: c,
            priority: priority, context: "")
        constraint.identifier = identifier
        constraint.isSystemConstraint = true
        constraint.container = owner
        return constraint
    }
}

extension UIView {
    /// The frame the view would have with an identity transform: what Auto Layout sets and reads. (The
    /// anchor point is read without the layer lock, as bounds and centre are: only the main thread writes it.)
    var untransformedFrame: CGRect {
        let size = bounds.size, position = center, anchor = layer.anchorPointStorage
        return CGRect(x: position.x - size.width * anchor.x, y: position.y - size.height * anchor.y,
                      width: size.width, height: size.height)
    }
}
