import Foundation

extension UISegmentedControl {
    /// The colour of the selected segment's platter; nil (the default) is white in light mode and a mid
    /// gray in dark mode.
    public var selectedSegmentTintColor: UIColor? {
        get { selectedTint }
        set {
            selectedTint = newValue
            noteAppearanceSet(.selectedSegmentTintColor)
            platter.backgroundColor = newValue ?? Self.defaultPlatterColor
        }
    }

    /// Sets the attributes of the titles in `state` (`.font`, `.foregroundColor`…), laid over the normal
    /// state's and the system's: 13-point text in the label colour, semibold when selected.
    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        appearanceDidChange()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The title attributes set for `state`; nil when none were.
    public func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    /// Sets the image drawn behind segments in `state` for `barMetrics`. A background image for `.normal`
    /// replaces the track and the platter: each segment then shows its state's image, else the normal one.
    public func setBackgroundImage(_ image: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        backgroundImages[BarImageKey(states: [state.rawValue], metrics: barMetrics.rawValue)] = image
        appearanceDidChange()
    }

    /// The background image set for `state` and `barMetrics`.
    public func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[BarImageKey(states: [state.rawValue], metrics: barMetrics.rawValue)]
    }

    /// Sets the image drawn between a segment in `leftState` and the one after it in `rightState`, for
    /// `barMetrics`; it replaces the line between them.
    public func setDividerImage(_ image: UIImage?, forLeftSegmentState leftState: UIControl.State,
                                rightSegmentState rightState: UIControl.State, barMetrics: UIBarMetrics) {
        dividerImages[BarImageKey(states: [leftState.rawValue, rightState.rawValue], metrics: barMetrics.rawValue)] = image
        appearanceDidChange()
        setNeedsLayout()
    }

    /// The divider image set for the pair of states and `barMetrics`.
    public func dividerImage(forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State,
                             barMetrics: UIBarMetrics) -> UIImage? {
        dividerImages[BarImageKey(states: [leftState.rawValue, rightState.rawValue], metrics: barMetrics.rawValue)]
    }

    /// The state `segment` shows: selected, highlighted (touched and not selected), disabled.
    func segmentState(at segment: Int) -> UIControl.State {
        var state = UIControl.State.normal
        if !isEnabled || !segments[segment].isSegmentEnabled { state.insert(.disabled) }
        if segment == shownSelection { state.insert(.selected) }
        if segment == highlightedSegment, segment != shownSelection { state.insert(.highlighted) }
        return state
    }

    /// The segment the platter is on: the one dragged to, else the selection, unless momentary.
    var shownSelection: Int? {
        if let platterSegment { return platterSegment }
        guard !isMomentary, segments.indices.contains(selectedIndex) else { return nil }
        return selectedIndex
    }

    /// The background image for `state`, else the normal one; the default metrics stand in for the others.
    private func background(for state: UIControl.State) -> UIImage? {
        backgroundImage(for: state, barMetrics: .default) ?? backgroundImage(for: .normal, barMetrics: .default)
    }

    /// The divider image for the pair of states, else the one between two normal segments.
    func divider(left: UIControl.State, right: UIControl.State) -> UIImage? {
        let plain: (UIControl.State) -> UIControl.State = { $0.subtracting([.highlighted, .disabled]) }
        return dividerImage(forLeftSegmentState: plain(left), rightSegmentState: plain(right), barMetrics: .default)
            ?? dividerImage(forLeftSegmentState: .normal, rightSegmentState: .normal, barMetrics: .default)
    }

    /// The attributes titles get in `state`: the system's, the normal state's over them, then the state's.
    func resolvedTitleAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any] {
        let selected = state.contains(.selected)
        var attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 13, weight: selected ? .semibold : .regular),
            .foregroundColor: state.contains(.disabled) ? UIColor.tertiaryLabel : UIColor.label,
        ]
        attributes.merge(titleAttributes[UIControl.State.normal.rawValue] ?? [:]) { $1 }
        for part in [UIControl.State.selected, .highlighted, .disabled] where state.contains(part) {
            attributes.merge(titleAttributes[part.rawValue] ?? [:]) { $1 }
        }
        return attributes
    }

    /// Shows each segment's state: title attributes, image tint, highlight, background images, the
    /// platter and the lines beside it.
    func appearanceDidChange() {
        let usesImages = background(for: .normal) != nil
        if usesImages != usesBackgroundImages {
            usesBackgroundImages = usesImages
            backgroundColor = usesImages ? nil : .tertiarySystemFill
        }
        for index in segments.indices {
            let segment = segments[index]
            let state = segmentState(at: index)
            let attributes = resolvedTitleAttributes(for: state)
            segment.label.attributedText = segment.title.map { NSAttributedString(string: $0, attributes: attributes) }
            segment.label.isHidden = segment.image != nil
            segment.imageView.image = segment.image
            segment.imageView.tintColor = attributes[.foregroundColor] as? UIColor
            segment.imageView.isHidden = segment.image == nil
            let dimmed = state.contains(.highlighted) && !usesImages
            segment.label.alpha = dimmed ? Self.highlightedContentAlpha : 1
            segment.imageView.alpha = segment.label.alpha
            segment.backgroundImageView.image = usesImages ? background(for: state) : nil
            segment.backgroundImageView.isHidden = !usesImages
            segment.setNeedsLayout()
        }
        platter.isHidden = usesImages || shownSelection == nil
        updateSeparators()
    }

    /// The lines between segments: a divider image where one is set, else a hairline hidden beside the
    /// platter (and hidden when background images replace the track).
    func updateSeparators() {
        let usesImages = background(for: .normal) != nil
        for index in separators.indices {
            let separator = separators[index]
            if let image = divider(left: segmentState(at: index), right: segmentState(at: index + 1)) {
                separator.image = image
                separator.backgroundColor = nil
                separator.alpha = 1
            } else {
                separator.image = nil
                separator.backgroundColor = .opaqueSeparator
                let besideSelection = platter.isHidden == false && (shownSelection == index || shownSelection == index + 1)
                separator.alpha = usesImages || besideSelection ? 0 : 1
            }
        }
    }
}
