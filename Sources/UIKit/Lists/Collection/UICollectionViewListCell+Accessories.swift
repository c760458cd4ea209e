import Foundation

extension UICollectionViewListCell {
    /// The space between an accessory and the cell's edge or the next accessory.
    static let accessoryMargin: CGFloat = 16

    /// Chooses the accessory views again before the next layout.
    func setNeedsAccessoryUpdate() {
        needsAccessoryUpdate = true
        setNeedsLayout()
    }

    /// Makes views for the accessories the editing mode displays, leading ones then trailing ones; a custom
    /// view goes where its placement's position says among those before it on its edge.
    func updateAccessoriesIfNeeded() {
        guard needsAccessoryUpdate else { return }
        needsAccessoryUpdate = false
        let editing = enclosingCollectionView?.isEditing ?? false
        accessoriesEditing = editing
        for (_, view) in accessoryViews { view.removeFromSuperview() }
        var leading: [UICellAccessory] = [], trailing: [UICellAccessory] = []
        for accessory in accessories where accessory.isDisplayed(editing: editing) {
            if case .customView(_, let isLeading, let position) = accessory.kind {
                let edge = isLeading ? leading : trailing
                let index = min(max(position(edge), 0), edge.count)
                if isLeading { leading.insert(accessory, at: index) } else { trailing.insert(accessory, at: index) }
            } else if accessory.isLeading {
                leading.append(accessory)
            } else {
                trailing.append(accessory)
            }
        }
        accessoryViews = (leading + trailing).map { ($0, makeView(for: $0)) }
        for (accessory, view) in accessoryViews {
            view.isHidden = accessory.isHidden
            addSubview(view)
        }
    }

    /// The view that shows `accessory`, sized.
    private func makeView(for accessory: UICellAccessory) -> UIView {
        func button(_ image: UIImage, label: String, _ handler: UICellAccessory.ActionHandler?) -> UIButton {
            let button = UIButton(type: .custom)
            button.setImage(image, for: .normal)
            button.frame.size = image.size
            button.accessibilityLabel = label
            if let handler { button.addAction(UIAction { _ in handler() }, for: .touchUpInside) }
            return button
        }
        let view: UIView
        switch accessory.kind {
        case .disclosureIndicator:
            view = UIImageView(image: accessory.tintColor == nil ? ListGlyphs.chevron : ListGlyphs.chevron.withRenderingMode(.alwaysTemplate))
        case .checkmark:
            view = UIImageView(image: ListGlyphs.checkmark)
        case .reorder:
            view = UIImageView(image: ListGlyphs.reorder)
            view.accessibilityLabel = "Reorder"
            view.isUserInteractionEnabled = true
            // A press that begins at once claims the touch before the collection view's pan could scroll with it.
            let press = UILongPressGestureRecognizer { [weak self] recognizer in
                guard let self, let collectionView = self.enclosingCollectionView,
                      let indexPath = collectionView.indexPath(for: self) else { return }
                collectionView.moveInteractively(with: recognizer, item: indexPath, vertically: true)
            }
            press.minimumPressDuration = 0
            view.addGestureRecognizer(press)
        case .delete(let handler, nil, nil):
            view = button(ListGlyphs.delete, label: "Delete", handler)
        case .delete(let handler, let background, let symbol):
            view = button(ListGlyphs.delete(background: background ?? .systemRed, symbol: symbol ?? .white), label: "Delete", handler)
        case .insert(let handler, nil, nil):
            view = button(ListGlyphs.insert, label: "Insert", handler)
        case .insert(let handler, let background, let symbol):
            view = button(ListGlyphs.insert(background: background ?? .systemGreen, symbol: symbol ?? .white), label: "Insert", handler)
        case .outlineDisclosure(let handler, _):
            let disclosure = button(ListGlyphs.outlineChevron, label: "", { [weak self] in self?.outlineDisclosureTapped(handler) })
            turn(disclosure, expanded: showsExpanded)
            view = disclosure
        case .label(let text, let font):
            let label = UILabel()
            label.text = text
            label.font = font
            label.textColor = accessory.tintColor ?? .secondaryLabel
            label.sizeToFit()
            view = label
        case .customView(let custom, _, _):
            if custom.frame.size == .zero { custom.sizeToFit() }
            view = custom
        }
        if let tint = accessory.tintColor { view.tintColor = tint }
        return view
    }

    /// Calls the outline disclosure's handler, or without one opens or closes the item.
    private func outlineDisclosureTapped(_ handler: UICellAccessory.ActionHandler?) {
        if let handler { return handler() }
        enclosingCollectionView?.toggleOutline(of: self)
    }

    /// Points an outline disclosure down while its item is expanded, trailing while collapsed.
    private func turn(_ disclosure: UIView, expanded: Bool) {
        let turned = expanded ? chevronTransform.rotated(by: .pi / 2) : chevronTransform
        if disclosure.transform != turned { disclosure.transform = turned }
        disclosure.accessibilityLabel = expanded ? "Collapse" : "Expand"
    }

    /// How a chevron drawn pointing right turns to point trailing: mirrored right to left.
    private var chevronTransform: CGAffineTransform {
        effectiveUserInterfaceLayoutDirection == .rightToLeft ? CGAffineTransform(scaleX: -1, y: 1) : .identity
    }

    /// Turns the outline disclosure shown to `expanded`, animated while the cell is on screen.
    func showExpansion(_ expanded: Bool) {
        guard expanded != showsExpanded else { return }
        showsExpanded = expanded
        guard let disclosure = accessoryViews.first(where: { if case .outlineDisclosure = $0.accessory.kind { true } else { false } })?.view
        else { return }
        if window != nil {
            UIView.animate(withDuration: 0.25) { self.turn(disclosure, expanded: expanded) }
        } else {
            turn(disclosure, expanded: expanded)
        }
    }

    /// What a tap anywhere on the cell does in place of selecting it: with an outline disclosure in the header
    /// style, or the automatic style on a header configuration, open or close the item; nil otherwise.
    var outlineHeaderAction: (() -> Void)? {
        let isHeader = (contentConfiguration as? UIListContentConfiguration)?.isHeader ?? false
        for accessory in accessories where accessory.isDisplayed(editing: accessoriesEditing) {
            guard case .outlineDisclosure(let handler, let style) = accessory.kind, style == .header || style == .automatic && isHeader
            else { continue }
            return { [weak self] in self?.outlineDisclosureTapped(handler) }
        }
        return nil
    }

    /// The width kept for `accessory` shown in `view`.
    private func reservedWidth(_ accessory: UICellAccessory, _ view: UIView) -> CGFloat {
        switch accessory.reservedLayoutWidth {
        case .actual: view.frame.width
        case .standard: max(accessory.standardWidth ?? 0, view.frame.width)
        case .custom(let width): width.isFinite ? max(width, 0) : view.frame.width
        }
    }

    /// Where the content view spans across a cell of `width`: after the indentation and the leading
    /// accessories, before the trailing ones.
    func contentSpan(width: CGFloat) -> (minX: CGFloat, width: CGFloat) {
        let frames = accessoryFrames(width: width, height: 0)
        return (frames.contentMinX, max(0, frames.contentMaxX - frames.contentMinX))
    }

    /// The tallest accessory shown.
    var accessoryHeight: CGFloat { accessoryViews.reduce(0) { max($0, $1.view.frame.height) } }

    /// The frames of the accessory views in a cell of `width` and `height`, in the order of `accessoryViews`,
    /// and the content's span between them.
    private func accessoryFrames(width: CGFloat, height: CGFloat) -> (frames: [CGRect], contentMinX: CGFloat, contentMaxX: CGFloat) {
        let indentation = CGFloat(indentationLevel) * indentationWidth
        var frames: [CGRect] = []
        var x = indentsAccessories ? indentation : 0
        var right = width
        let leadingCount = accessoryViews.prefix { $0.accessory.isLeading }.count
        func centred(_ view: UIView, in slot: CGFloat, at slotX: CGFloat) -> CGRect {
            let size = view.frame.size
            return CGRect(x: slotX + ((slot - size.width) / 2).rounded(), y: ((height - size.height) / 2).rounded(),
                          width: size.width, height: size.height)
        }
        for (accessory, view) in accessoryViews.prefix(leadingCount) {
            let slot = reservedWidth(accessory, view)
            x += Self.accessoryMargin
            frames.append(centred(view, in: slot, at: x))
            x += slot
        }
        var trailingFrames: [CGRect] = []
        for (accessory, view) in accessoryViews.dropFirst(leadingCount).reversed() {
            let slot = reservedWidth(accessory, view)
            right -= Self.accessoryMargin + slot
            trailingFrames.append(centred(view, in: slot, at: right))
        }
        let contentMinX = x + (indentsAccessories ? 0 : indentation)
        return (frames + trailingFrames.reversed(), contentMinX, max(contentMinX, right))
    }

    /// Places the accessories, the content view between them and the separator's default leading edge; right
    /// to left, mirrored, the chevrons pointing left (the separator guide follows through its leading anchor).
    func layoutAccessories() {
        updateAccessoriesIfNeeded()
        let layout = accessoryFrames(width: bounds.width, height: bounds.height)
        let width = bounds.width
        let mirrored = effectiveUserInterfaceLayoutDirection == .rightToLeft
        func placed(_ frame: CGRect) -> CGRect {
            mirrored ? CGRect(x: width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height) : frame
        }
        for ((accessory, view), frame) in zip(accessoryViews, layout.frames) {
            switch accessory.kind {
            case .disclosureIndicator: if view.transform != chevronTransform { view.transform = chevronTransform }
            case .outlineDisclosure: turn(view, expanded: showsExpanded)
            default: break
            }
            view.frame = placed(frame)
        }
        contentView.frame = placed(CGRect(x: layout.contentMinX, y: 0, width: layout.contentMaxX - layout.contentMinX, height: bounds.height))
        separatorLeadingConstraint?.constant = layout.contentMinX + textLeading
    }

    /// Where the text starts in the content view: after the list content's margin and image.
    private var textLeading: CGFloat {
        guard let list = contentConfiguration as? UIListContentConfiguration else { return Self.accessoryMargin }
        var leading = list.directionalLayoutMargins.leading
        let image = list.image?.size.width ?? list.imageProperties.reservedLayoutSize.width
        if list.image != nil || image > 0 {
            let maximum = list.imageProperties.maximumSize.width
            leading += max(maximum > 0 ? min(image, maximum) : image, list.imageProperties.reservedLayoutSize.width) + list.imageToTextPadding
        }
        return leading
    }

    /// Pins the separator guide to the cell's top, bottom and trailing edges and, weakly, to the text's
    /// leading edge, and hangs the hairlines from it.
    func setUpSeparator() {
        addLayoutGuide(separatorLayoutGuide)
        separatorLayoutGuide.identifier = "UICollectionViewListCellSeparatorLayoutGuide"
        let leading = separatorLayoutGuide.leadingAnchor.constraint(equalTo: leadingAnchor, constant: Self.accessoryMargin)
        leading.priority = .defaultLow
        separatorLeadingConstraint = leading
        NSLayoutConstraint.activate([
            leading,
            separatorLayoutGuide.topAnchor.constraint(equalTo: topAnchor),
            separatorLayoutGuide.bottomAnchor.constraint(equalTo: bottomAnchor),
            separatorLayoutGuide.trailingAnchor.constraint(equalTo: trailingAnchor),
        ])
        setUpSeparatorLines()
    }
}
