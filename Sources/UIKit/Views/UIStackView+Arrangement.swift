import Foundation

extension UIStackView {
    /// Priority of the constraints that shrink the stack around its views when nothing else sizes it: just
    /// above `fittingSizeLevel`, below content hugging.
    static let canvasFitPriority = UILayoutPriority(51)
    /// Priority of equal centring: it gives way before views are compressed.
    static let equalCenteringPriority = UILayoutPriority(149)
    /// Priority of proportional lengths: below required, so an app's own size constraint wins.
    static let proportionalPriority = UILayoutPriority(999)
    /// Priority that settles baseline-aligned views at the top of a taller stack.
    static let ambiguitySuppressionPriority = UILayoutPriority(1)

    /// Something the arrangement depends on changed: its constraints are remade before the next layout.
    func arrangementDidChange() {
        needsArrangement = true
        setNeedsUpdateConstraints()
    }

    /// Whether `view` is one of the arranged subviews.
    func isArranged(_ view: UIView) -> Bool { arrangedIdentities.contains(ObjectIdentifier(view)) }

    /// Hiding or showing an arranged subview re-arranges the others.
    func arrangedSubviewVisibilityDidChange(_ view: UIView) {
        if isArranged(view) { arrangementDidChange() }
    }

    /// Proportional lengths and baselines depend on arranged subviews' intrinsic sizes.
    func arrangedSubviewIntrinsicSizeDidChange(_ view: UIView) {
        guard distribution == .fillProportionally || alignment == .firstBaseline || alignment == .lastBaseline
                || isBaselineRelativeArrangement else { return }
        if isArranged(view) { arrangementDidChange() }
    }

    func rebuildArrangementIfNeeded() {
        guard needsArrangement else { return }
        needsArrangement = false
        NSLayoutConstraint.deactivate(arrangementConstraints)
        arrangementConstraints = makeArrangementConstraints()
        NSLayoutConstraint.activate(arrangementConstraints)
    }

    /// The constraint `a.aa relation multiplier × b.ba + c` at `priority`, named `identifier`: made from the
    /// items directly, without the casts from `Any` of the public initializer (a stack of thousands of views
    /// makes tens of thousands).
    static func arrangementConstraint(_ a: AnyObject, _ aa: NSLayoutConstraint.Attribute,
                                      _ relation: NSLayoutConstraint.Relation, _ b: AnyObject?,
                                      _ ba: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1, _ c: CGFloat = 0,
                                      priority: UILayoutPriority = .required,
                                      id identifier: String) -> NSLayoutConstraint {
        var second: LayoutSide?
        if let b { second = .attribute(LayoutTerm(item: b, attribute: ba)) }
        let constraint = NSLayoutConstraint(first: .attribute(LayoutTerm(item: a, attribute: aa)), relation: relation,
                                            second: second, multiplier: multiplier, constant: c, priority: priority,
                                            context: "UIStackView: ")
        constraint.identifier = identifier
        return constraint
    }

    /// The space after `view`, before the next visible arranged subview.
    func spacing(after view: UIView) -> CGFloat {
        let value = customSpacings[ObjectIdentifier(view)] ?? spacing
        return value == Self.spacingUseSystem ? UIView.standardSpacing : value
    }

    /// The constraints that arrange the views, each named as UIKit names its stack constraints.
    func makeArrangementConstraints() -> [NSLayoutConstraint] {
        let horizontal = axis == .horizontal
        let leading: NSLayoutConstraint.Attribute = horizontal ? .leading : .top
        let trailing: NSLayoutConstraint.Attribute = horizontal ? .trailing : .bottom
        let center: NSLayoutConstraint.Attribute = horizontal ? .centerX : .centerY
        let length: NSLayoutConstraint.Attribute = horizontal ? .width : .height
        let canvas: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let views = arrangedStorage
        let visible = views.filter { !$0.isHidden }
        var list: [NSLayoutConstraint] = []

        func make(_ a: AnyObject, _ aa: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
                  _ b: AnyObject?, _ ba: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1, _ c: CGFloat = 0,
                  priority: UILayoutPriority = .required, id identifier: String) {
            list.append(Self.arrangementConstraint(a, aa, relation, b, ba, multiplier: multiplier, c,
                                                   priority: priority, id: identifier))
        }

        /// `(from.a → to.b)` distances, compared with each other.
        func distance(_ from: UIView, _ a: NSLayoutConstraint.Attribute, _ to: UIView,
                      _ b: NSLayoutConstraint.Attribute) -> LayoutSide {
            .distance(from: LayoutTerm(item: from, attribute: a), to: LayoutTerm(item: to, attribute: b))
        }

        func relate(_ first: LayoutSide, _ relation: NSLayoutConstraint.Relation, _ second: LayoutSide?, _ c: CGFloat,
                    priority: UILayoutPriority = .required, id identifier: String) {
            let constraint = NSLayoutConstraint(first: first, relation: relation, second: second, multiplier: 1,
                                                constant: c, priority: priority, context: "UIStackView: ")
            constraint.identifier = identifier
            list.append(constraint)
        }

        // Along the axis: the ends meet the canvas, neighbours are spaced, lengths are distributed.
        if let first = visible.first, let last = visible.last {
            make(first, leading, .equal, canvas, leading, id: "UISV-canvas-connection")
            make(canvas, trailing, .equal, last, trailing, id: "UISV-canvas-connection")
        }
        // Equal lengths before the spacing: the solver then expresses every position through the first view's
        // length alone, instead of through every length before it.
        if distribution == .fillEqually {
            for view in visible.dropFirst() { make(view, length, .equal, visible[0], length, id: "UISV-fill-equally") }
        }
        let gaps = zip(visible, visible.dropFirst()).map { ($0, $1, spacing(after: $0)) }
        for (index, (a, b, gap)) in gaps.enumerated() {
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                if isBaselineRelativeArrangement && !horizontal {
                    make(b, .firstBaseline, .equal, a, .lastBaseline, gap, id: "UISV-spacing")
                } else {
                    make(b, leading, .equal, a, trailing, gap, id: "UISV-spacing")
                }
            case .equalSpacing:
                relate(distance(a, trailing, b, leading), .greaterThanOrEqual, nil, gap, id: "UISV-spacing")
                if index > 0 {
                    let (a0, b0, _) = gaps[0]
                    relate(distance(a, trailing, b, leading), .equal, distance(a0, trailing, b0, leading), 0,
                           id: "UISV-distributing-edge")
                }
            case .equalCentering:
                relate(distance(a, trailing, b, leading), .greaterThanOrEqual, nil, gap, id: "UISV-spacing")
                if index > 0 {
                    let (a0, b0, _) = gaps[0]
                    relate(distance(a, center, b, center), .equal, distance(a0, center, b0, center), 0,
                           priority: Self.equalCenteringPriority, id: "UISV-equal-centering")
                }
            }
        }
        if distribution == .fillProportionally {
            let lengths = visible.map { view -> CGFloat in
                let size = view.intrinsicContentSize
                let value = horizontal ? size.width : size.height
                return value.isFinite && value > 0 ? value : 0
            }
            let total = lengths.reduce(0, +)
            let spaces = gaps.reduce(CGFloat(0)) { $0 + $1.2 }
            for (view, own) in zip(visible, lengths) {
                let share = total > 0 ? own / total : 1 / CGFloat(visible.count)
                make(view, length, .equal, canvas, length, multiplier: share, -share * spaces,
                     priority: Self.proportionalPriority, id: "UISV-fill-proportionally")
            }
        }

        // Hidden views take no length, where the previous visible view ends.
        var previous: UIView?
        for view in views {
            if !view.isHidden {
                previous = view
                continue
            }
            make(view, length, .equal, nil, .notAnAttribute, id: "UISV-hiding")
            if let previous {
                make(view, leading, .equal, previous, trailing, id: "UISV-hiding")
            } else {
                make(view, leading, .equal, canvas, leading, id: "UISV-hiding")
            }
        }

        // Across the axis.
        list += crossAxisConstraints(views: views, visible: visible, canvas: canvas)

        // With nothing else sizing the stack, it shrinks around its views.
        make(canvas, length, .equal, nil, .notAnAttribute, priority: Self.canvasFitPriority, id: "UISV-canvas-fit")
        make(canvas, horizontal ? .height : .width, .equal, nil, .notAnAttribute, priority: Self.canvasFitPriority,
             id: "UISV-canvas-fit")
        return list
    }

    /// The alignment constraints; baseline alignments apply to horizontal stacks only (a vertical stack
    /// fills instead).
    private func crossAxisConstraints(views: [UIView], visible: [UIView], canvas: AnyObject) -> [NSLayoutConstraint] {
        let horizontal = axis == .horizontal
        let start: NSLayoutConstraint.Attribute = horizontal ? .top : .leading
        let end: NSLayoutConstraint.Attribute = horizontal ? .bottom : .trailing
        let middle: NSLayoutConstraint.Attribute = horizontal ? .centerY : .centerX
        var list: [NSLayoutConstraint] = []
        func make(_ a: AnyObject, _ aa: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
                  _ b: AnyObject, _ ba: NSLayoutConstraint.Attribute, priority: UILayoutPriority = .required,
                  id identifier: String) {
            list.append(Self.arrangementConstraint(a, aa, relation, b, ba, priority: priority, id: identifier))
        }
        var alignment = self.alignment
        if !horizontal && (alignment == .firstBaseline || alignment == .lastBaseline) { alignment = .fill }
        let baseline: NSLayoutConstraint.Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
        let reference = visible.first
        for view in views {
            switch alignment {
            case .fill:
                make(view, start, .equal, canvas, start, id: "UISV-canvas-connection")
                make(canvas, end, .equal, view, end, id: "UISV-canvas-connection")
            case .leading:
                make(view, start, .equal, canvas, start, id: "UISV-canvas-connection")
                make(canvas, end, .greaterThanOrEqual, view, end, id: "UISV-spanning-boundary")
            case .trailing:
                make(canvas, end, .equal, view, end, id: "UISV-canvas-connection")
                make(view, start, .greaterThanOrEqual, canvas, start, id: "UISV-spanning-boundary")
            case .center:
                make(view, middle, .equal, canvas, middle, id: "UISV-canvas-connection")
                make(view, start, .greaterThanOrEqual, canvas, start, id: "UISV-spanning-boundary")
            case .firstBaseline, .lastBaseline:
                make(view, start, .greaterThanOrEqual, canvas, start, id: "UISV-spanning-boundary")
                make(canvas, end, .greaterThanOrEqual, view, end, id: "UISV-spanning-boundary")
                make(view, start, .equal, canvas, start, priority: Self.ambiguitySuppressionPriority,
                     id: "UISV-ambiguity-suppression")
                if let reference, view !== reference, !view.isHidden {
                    make(view, baseline, .equal, reference, baseline, id: "UISV-alignment")
                }
            }
        }
        return list
    }
}
