import Foundation

extension UICollectionViewListCell {
    /// Takes on what the row's place in its list section decides: its separators (the section's
    /// `separatorConfiguration`, then `itemSeparatorHandler`, their automatic visibility resolved for the row)
    /// and, in an inset grouped list, the rounded corners of the section's first and last rows. Asked on every
    /// placement; the work is redone only when the row's index path or its section's length changed.
    func placeInList(at indexPath: IndexPath, itemCount: Int, selectedAmongSeveral: Bool) {
        guard let list = listConfiguration else { return }
        let first = indexPath.item == 0, last = indexPath.item == itemCount - 1
        let position = ListPosition(indexPath: indexPath, last: last, selectedAmongSeveral: selectedAmongSeveral)
        guard position != placedPosition else { return }
        placedPosition = position
        if list.appearance == .insetGrouped {
            roundListRowCorners(first: first, last: last)
            roundsListCorners = true
        } else if roundsListCorners {
            roundListRowCorners(first: false, last: false)
            roundsListCorners = false
        }
        guard list.showsSeparators else {
            separatorView.isHidden = true
            topSeparatorView.isHidden = true
            return
        }
        var separators = list.separatorConfiguration
        separators.topSeparatorVisibility = UIListSeparatorConfiguration.resolve(separators.topSeparatorVisibility, top: true,
                                                                                 last: last, appearance: list.appearance)
        separators.bottomSeparatorVisibility = UIListSeparatorConfiguration.resolve(separators.bottomSeparatorVisibility, top: false,
                                                                                    last: last, appearance: list.appearance)
        if let handler = list.itemSeparatorHandler { separators = handler(indexPath, separators) }
        let color = separators.lineColor(selectedAmongSeveral: selectedAmongSeveral)
        show(separatorView, UIListSeparatorConfiguration.resolve(separators.bottomSeparatorVisibility, top: false, last: last,
                                                                 appearance: list.appearance),
             insets: separators.bottomSeparatorInsets, color: color, constraints: bottomSeparatorInsetConstraints)
        show(topSeparatorView, UIListSeparatorConfiguration.resolve(separators.topSeparatorVisibility, top: true, last: last,
                                                                    appearance: list.appearance),
             insets: separators.topSeparatorInsets, color: color, constraints: topSeparatorInsetConstraints)
    }

    /// Shows or hides a separator line, its leading edge at the text or `insets.leading` from the cell's, its
    /// trailing edge at the cell's or `insets.trailing` before it; a non-finite inset is refused with a log
    /// and taken as automatic.
    private func show(_ line: UIView, _ visibility: UIListSeparatorConfiguration.Visibility, insets: NSDirectionalEdgeInsets,
                      color: UIColor, constraints: SeparatorInsetConstraints?) {
        line.isHidden = visibility != .visible
        if line.backgroundColor != color { line.backgroundColor = color }
        guard let constraints else { return }
        if !insets.leading.isFinite || !insets.trailing.isFinite {
            uikitLog.error("UIListSeparatorConfiguration: separator insets \(insets) are not finite; the automatic inset is used for those edges.")
        }
        let automatic = UIListSeparatorConfiguration.automaticEdge
        let leading = insets.leading == automatic || !insets.leading.isFinite ? nil : insets.leading
        constraints.atText.isActive = leading == nil
        constraints.atInset.isActive = leading != nil
        if let leading, constraints.atInset.constant != leading { constraints.atInset.constant = leading }
        let trailing = insets.trailing == automatic || !insets.trailing.isFinite ? 0 : insets.trailing
        if constraints.trailing.constant != -trailing { constraints.trailing.constant = -trailing }
    }

    /// Forgets the row's place, so that the next placement applies the list's look again.
    func forgetListPosition() {
        placedPosition = nil
    }

    /// Hangs a hairline at the cell's top (hidden until a configuration shows it) and at its bottom, each
    /// from the separator guide's leading edge, or an inset, to the trailing edge.
    func setUpSeparatorLines() {
        for (line, atTop) in [(separatorView, false), (topSeparatorView, true)] {
            line.backgroundColor = .separator
            line.translatesAutoresizingMaskIntoConstraints = false
            addSubview(line)
            let constraints = SeparatorInsetConstraints(
                atText: line.leadingAnchor.constraint(equalTo: separatorLayoutGuide.leadingAnchor),
                atInset: line.leadingAnchor.constraint(equalTo: leadingAnchor),
                trailing: line.trailingAnchor.constraint(equalTo: trailingAnchor))
            NSLayoutConstraint.activate([
                constraints.atText, constraints.trailing,
                atTop ? line.topAnchor.constraint(equalTo: topAnchor) : line.bottomAnchor.constraint(equalTo: bottomAnchor),
                line.heightAnchor.constraint(equalToConstant: 0.5),
            ])
            if atTop { topSeparatorInsetConstraints = constraints } else { bottomSeparatorInsetConstraints = constraints }
        }
        topSeparatorView.isHidden = true
    }
}

/// What a list cell's look depends on in its section: its index path, whether it is the last row, and
/// whether it is selected while the list allows several selections.
struct ListPosition: Equatable {
    let indexPath: IndexPath
    let last: Bool
    let selectedAmongSeveral: Bool
}

/// The constraints placing a separator line's ends: its leading edge at the text or at an inset from the
/// cell's, and its trailing edge.
struct SeparatorInsetConstraints {
    let atText: NSLayoutConstraint
    let atInset: NSLayoutConstraint
    let trailing: NSLayoutConstraint
}
