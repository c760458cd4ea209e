import Foundation

extension UIView {
    /// The target size for the smallest size the constraints allow: zero.
    public static let layoutFittingCompressedSize = CGSize.zero
    /// The target size for the largest size the constraints allow: ten million points each way.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    // MARK: Intrinsic content size

    func intrinsicContentSizeDidChange() {
        if let state = layoutState {
            state.engine?.itemNeedsRefresh(self)
            // Baseline offsets are built into the constraints that align the view's baselines (those installed on
            // the view itself are listed in `installed` alone).
            for constraint in state.referencingConstraints + state.installed where constraint.namesBaseline(of: self) {
                constraint.constraintDidChange()
            }
        }
        (superview as? UIStackView)?.arrangedSubviewIntrinsicSizeDidChange(self)
    }

    func huggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let state = layoutState else { return .defaultLow }
        return axis == .horizontal ? state.horizontalHugging : state.verticalHugging
    }

    func setHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard Self.isValidContentPriority(priority, "content hugging") else { return }
        let state = autoLayoutState
        if axis == .horizontal { state.horizontalHugging = priority } else { state.verticalHugging = priority }
        state.engine?.itemNeedsRefresh(self)
    }

    func compressionPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let state = layoutState else { return .defaultHigh }
        return axis == .horizontal ? state.horizontalCompression : state.verticalCompression
    }

    func setCompressionPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard Self.isValidContentPriority(priority, "compression resistance") else { return }
        let state = autoLayoutState
        if axis == .horizontal { state.horizontalCompression = priority } else { state.verticalCompression = priority }
        state.engine?.itemNeedsRefresh(self)
    }

    private static func isValidContentPriority(_ priority: UILayoutPriority, _ what: String) -> Bool {
        guard priority.rawValue.isFinite, priority.rawValue > 0, priority.rawValue <= 1000 else {
            uikitLog.error("UIView: refused \(what) priority \(priority.rawValue): priorities are greater than 0 and at most 1000.")
            return false
        }
        return true
    }

    // MARK: Alignment rectangles

    /// The frame around an alignment rectangle: the rectangle grown by `alignmentRectInsets`.
    func outsetAlignmentRect(_ rect: CGRect) -> CGRect {
        let insets = alignmentRectInsets
        return CGRect(x: rect.minX - insets.left, y: rect.minY - insets.top,
                      width: rect.width + insets.left + insets.right, height: rect.height + insets.top + insets.bottom)
    }

    // MARK: Fitting sizes

    /// The size the view's own constraints and its subtree's give it when pulled towards `target` with
    /// the given priorities, solved in a temporary engine (the view's frame and its superview's
    /// constraints play no part; translating subviews stay at their frames).
    func fittingSize(_ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        guard target.width.isFinite, target.height.isFinite else {
            uikitLog.error("UIView: systemLayoutSizeFitting refused the target size \(target): it is not finite.")
            return bounds.size
        }
        let valid = { (p: UILayoutPriority) in p.rawValue.isFinite && p.rawValue > 0 && p.rawValue <= 1000 }
        guard valid(horizontal), valid(vertical) else {
            uikitLog.error("UIView: systemLayoutSizeFitting refused fitting priorities \(horizontal.rawValue), \(vertical.rawValue): priorities are greater than 0 and at most 1000.")
            return bounds.size
        }
        updateConstraintsIfNeeded()
        let engine = AutoLayoutEngine(host: self, isFitting: true)
        var constraints: [NSLayoutConstraint] = []
        func collect(_ view: UIView) {
            guard let state = view.layoutState, state.subtreeUsesAutoLayout else { return }
            constraints += state.installed.filter { $0.refusal == nil && $0.isActiveStorage }
            for subview in view.subviews { DeepStack.run { collect(subview) } }
        }
        collect(self)
        let item = engine.retain(self, reference: layoutReference)
        for constraint in constraints.sorted(by: { $0.sequence < $1.sequence }) { engine.add(constraint, owner: nil) }
        let targetAlignment = alignmentRect(forFrame: CGRect(origin: .zero, size: target)).size
        let width = fittingConstraint(.width, targetAlignment.width, horizontal, "UIView-Encapsulated-Layout-Width")
        let height = fittingConstraint(.height, targetAlignment.height, vertical, "UIView-Encapsulated-Layout-Height")
        engine.add(width, owner: nil)
        engine.add(height, owner: nil)
        let size = frame(forAlignmentRect: engine.alignmentRect(of: item)).size
        func clean(_ value: CGFloat) -> CGFloat { (value * 1_000_000).rounded() / 1_000_000 }
        return CGSize(width: clean(size.width), height: clean(size.height))
    }

    private func fittingConstraint(_ attribute: NSLayoutConstraint.Attribute, _ value: CGFloat, _ priority: UILayoutPriority,
                                   _ identifier: String) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint(first: .attribute(LayoutTerm(item: self, attribute: attribute)), relation: .equal,
                                            second: nil, multiplier: 1, constant: value, priority: priority, context: "")
        constraint.identifier = identifier
        constraint.isSystemConstraint = true
        constraint.container = self
        constraint.isActiveStorage = true
        AutoLayoutEngine.nextSequence += 1
        constraint.sequence = AutoLayoutEngine.nextSequence
        return constraint
    }
}

extension NSLayoutConstraint {
    /// Whether the constraint aligns a baseline of `view`.
    func namesBaseline(of view: UIView) -> Bool {
        (firstSide.terms + (secondSide?.terms ?? [])).contains {
            $0.item === view && ($0.attribute == .firstBaseline || $0.attribute == .lastBaseline)
        }
    }
}
