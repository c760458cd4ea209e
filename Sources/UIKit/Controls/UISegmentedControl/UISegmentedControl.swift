import Foundation

/// A horizontal row of segments, each a title or an image, of which one is selected: iOS 13's look, a
/// rounded track of `tertiarySystemFill` with the selected segment on a raised platter that slides to a
/// new selection.
///
/// The user selects a segment by tapping it or by dragging the platter onto it; the control then sends
/// `.valueChanged` and performs the segment's `UIAction`, if it has one. Setting `selectedSegmentIndex`
/// in code sends nothing, as in UIKit. Indexes out of range are refused with a log line.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// The `selectedSegmentIndex` when no segment is selected.
    public static let noSegment = -1

    /// The control's height in iOS 13 and later (`appearance.md` §4).
    static let standardHeight: CGFloat = 32
    /// The corner radius of the track and of the selected platter, and the platter's inset in the track
    /// (measured on iOS 13 by third parties; undocumented).
    static let trackCornerRadius: CGFloat = 9
    static let platterCornerRadius: CGFloat = 7
    static let platterInset: CGFloat = 2
    /// The space between a segment's edge and its content.
    static let contentMargin: CGFloat = 10
    /// The height of the lines between segments that do not touch the selection.
    static let separatorHeight: CGFloat = 16
    /// How long the platter takes to slide to a new selection.
    static let slideDuration: TimeInterval = 0.3
    /// The opacity of an unselected segment's content while a touch is down on it.
    static let highlightedContentAlpha: CGFloat = 0.35
    /// The selected platter's colour when `selectedSegmentTintColor` is nil: white in light mode, a mid
    /// gray in dark mode.
    static let defaultPlatterColor = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(red: 99 / 255, green: 99 / 255, blue: 102 / 255, alpha: 1) : .white
    }

    var segments: [SegmentedControlSegmentView] = []
    var separators: [UIImageView] = []
    let platter = UIView(frame: .zero)
    /// The segment a touch highlights, and the one the platter is dragged to.
    var highlightedSegment: Int?
    var platterSegment: Int?
    var isDraggingPlatter = false
    var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    var backgroundImages: [BarImageKey: UIImage] = [:]
    var dividerImages: [BarImageKey: UIImage] = [:]
    var selectedTint: UIColor?
    /// Whether background images replace the track, which the control then stops filling.
    var usesBackgroundImages = false

    /// A control with `frame` and no segments.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpSegmentedControl()
    }

    /// A control decoded from an archive: from an Interface Builder document, its segments and selection.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSegmentedControl()
        if let coder = coder as? InterfaceBuilderCoder { decodeSegmentedControl(from: coder) }
    }

    /// A control with a segment for each item, a `String` title or a `UIImage`, sized to fit them; other
    /// items are refused with a log line.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for item in items ?? [] {
            if let title = item as? String {
                appendSegment(title: title, image: nil, action: nil)
            } else if let image = item as? UIImage {
                appendSegment(title: nil, image: image, action: nil)
            } else {
                uikitLog.error("-[UISegmentedControl initWithItems:]: item \(item) is neither a string nor an image; ignored.")
            }
        }
        frame.size = intrinsicContentSize
    }

    /// A control with `frame` and a segment for each action, showing its image, else its title.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        for action in actions { appendSegment(title: action.title, image: action.image, action: action) }
    }

    private func setUpSegmentedControl() {
        isOpaque = false
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = Self.trackCornerRadius
        platter.isUserInteractionEnabled = false
        platter.backgroundColor = Self.defaultPlatterColor
        platter.isHidden = true
        platter.layer.cornerRadius = Self.platterCornerRadius
        platter.layer.shadowColor = CGColor(gray: 0, alpha: 1)
        platter.layer.shadowOpacity = 0.12
        platter.layer.shadowOffset = CGSize(width: 0, height: 3)
        platter.layer.shadowRadius = 8
        platter.layer.borderWidth = 0.5
        platter.layer.borderColor = CGColor(gray: 0, alpha: 0.04)
        addSubview(platter)
        appearanceDidChange()
    }

    override class var winsSingleTapsOverAncestors: Bool { true }

    // MARK: Layout (UISegmentedControl+Layout.swift)

    /// As wide as the segments need — each the widest content plus margins, or its own content when
    /// `apportionsSegmentWidthsByContent`, or its fixed width — and 32 points high (more for taller
    /// content).
    open override var intrinsicContentSize: CGSize { naturalSize() }

    /// The natural size, whatever `size` is.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { naturalSize() }

    /// Places the segments, the lines between them and the platter; in a right-to-left layout the first
    /// segment is on the right.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutSegments()
    }

    /// Image segments are drawn again in the new appearance's colours: an image view renders a template
    /// once, in the tint it had.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) else { return }
        for segment in segments where segment.image != nil { segment.imageView.tintColorDidChange() }
    }

    // MARK: Accessibility

    private var segmentElements: [SegmentAccessibilityElement] = []

    /// The elements set, else one button per segment, in order; the same element stands for a segment as
    /// long as it is there.
    open override var accessibilityElements: [Any]? {
        get {
            if let elements = super.accessibilityElements { return elements }
            segmentElements = segments.map { segment in
                segmentElements.first { $0.segment === segment } ?? SegmentAccessibilityElement(segment: segment, in: self)
            }
            return segmentElements
        }
        set { super.accessibilityElements = newValue }
    }

    // MARK: Tracking (UISegmentedControl+Tracking.swift)

    /// A touch on the selected segment picks up the platter; on another enabled segment it highlights it.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { beginSegmentTracking(touch) }

    /// A dragged platter slides to the enabled segment under the finger; otherwise the highlight follows
    /// the finger while it stays near the control.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { continueSegmentTracking(touch) }

    /// Lifting selects the segment the platter was dragged to, or the highlighted one when lifted near
    /// the control: `.valueChanged` and the segment's action follow a change (every tap when momentary).
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) { endSegmentTracking(touch, with: event) }

    /// A cancelled touch leaves the selection as it was, the platter sliding back.
    open override func cancelTracking(with event: UIEvent?) { cancelSegmentTracking() }

    // MARK: Segments

    /// How many segments the control has.
    open var numberOfSegments: Int { segments.count }

    /// Inserts a segment titled `title` at `segment` (pinned to 0…`numberOfSegments`).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insertSegment(SegmentedControlSegmentView(title: title, image: nil, action: nil), at: segment, animated: animated)
    }

    /// Inserts a segment showing `image` at `segment` (pinned to 0…`numberOfSegments`).
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insertSegment(SegmentedControlSegmentView(title: nil, image: image, action: nil), at: segment, animated: animated)
    }

    /// Inserts a segment for `action`, showing its image, else its title, at `segment` (pinned to
    /// 0…`numberOfSegments`).
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insertSegment(SegmentedControlSegmentView(title: action.title, image: action.image, action: action),
                      at: segment, animated: animated)
    }

    /// Removes the segment at `segment`; the selection follows its segment, or goes when it is removed.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard checkIndex(segment, "removeSegmentAtIndex:animated:") else { return }
        segments.remove(at: segment).removeFromSuperview()
        if selectedIndex == segment {
            selectedIndex = Self.noSegment
        } else if selectedIndex > segment {
            selectedIndex -= 1
        }
        segmentsDidChange(animated: animated)
    }

    /// Removes every segment.
    open func removeAllSegments() {
        for segment in segments { segment.removeFromSuperview() }
        segments.removeAll()
        selectedIndex = Self.noSegment
        segmentsDidChange(animated: false)
    }

    /// Sets the title of `segment`, which then shows no image.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard checkIndex(segment, "setTitle:forSegmentAtIndex:") else { return }
        segments[segment].title = title
        segments[segment].image = nil
        segmentsDidChange(animated: false)
    }

    /// The title of `segment`; nil when it has none or the index is out of range.
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Sets the image of `segment`, which then shows no title.
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard checkIndex(segment, "setImage:forSegmentAtIndex:") else { return }
        segments[segment].image = image
        segments[segment].title = nil
        segmentsDidChange(animated: false)
    }

    /// The image of `segment`; nil when it has none or the index is out of range.
    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// Sets the action of `segment`, whose image, else title, the segment then shows.
    open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        guard checkIndex(segment, "setAction:forSegmentAtIndex:") else { return }
        segments[segment].action = action
        segments[segment].title = action.title
        segments[segment].image = action.image
        segmentsDidChange(animated: false)
    }

    /// The action of `segment`; nil when it has none or the index is out of range.
    open func actionForSegment(at segment: Int) -> UIAction? {
        segments.indices.contains(segment) ? segments[segment].action : nil
    }

    /// The index of the segment whose action has `identifier`; `noSegment` when none has.
    open func segmentIndex(identifiedBy identifier: UIAction.Identifier) -> Int {
        segments.firstIndex { $0.action?.identifier == identifier } ?? Self.noSegment
    }

    /// Enables or disables `segment`; a disabled segment cannot be selected by the user.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard checkIndex(segment, "setEnabled:forSegmentAtIndex:") else { return }
        segments[segment].isSegmentEnabled = enabled
        appearanceDidChange()
    }

    /// Whether `segment` is enabled; false when the index is out of range.
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) && segments[segment].isSegmentEnabled
    }

    /// Fixes the width of `segment`; 0 (the default) lets the control size it. Negative or non-finite
    /// widths are refused.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard checkIndex(segment, "setWidth:forSegmentAtIndex:") else { return }
        guard width.isFinite, width >= 0 else {
            return uikitLog.error("-[UISegmentedControl setWidth:forSegmentAtIndex:]: width \(width) is not a finite, non-negative number; ignored.")
        }
        segments[segment].fixedWidth = width
        segmentsDidChange(animated: false)
    }

    /// The width fixed for `segment`; 0 when the control sizes it or the index is out of range.
    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].fixedWidth : 0
    }

    /// Moves the content of `segment` by `offset` from its centre.
    open func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) {
        guard checkIndex(segment, "setContentOffset:forSegmentAtIndex:") else { return }
        guard offset.width.isFinite, offset.height.isFinite else {
            return uikitLog.error("-[UISegmentedControl setContentOffset:forSegmentAtIndex:]: offset \(offset) is not finite; ignored.")
        }
        segments[segment].contentOffset = offset
        segments[segment].setNeedsLayout()
    }

    /// How far the content of `segment` is moved from its centre.
    open func contentOffsetForSegment(at segment: Int) -> CGSize {
        segments.indices.contains(segment) ? segments[segment].contentOffset : .zero
    }

    /// Whether segments the control sizes are as wide as their content (true) or share the width equally
    /// (false, the default).
    open var apportionsSegmentWidthsByContent = false { didSet { segmentsDidChange(animated: false) } }

    // MARK: Selection

    var selectedIndex = UISegmentedControl.noSegment

    /// The selected segment, or `noSegment`. Setting it in code sends no event; an index out of range is
    /// refused with a log line.
    open var selectedSegmentIndex: Int {
        get { selectedIndex }
        set {
            guard newValue == Self.noSegment || checkIndex(newValue, "setSelectedSegmentIndex:") else { return }
            selectedIndex = newValue
            platterSegment = nil
            movePlatter(animated: false)
        }
    }

    /// Whether segments show no selection: a touched segment is highlighted only while touched, and
    /// `selectedSegmentIndex` keeps the last one touched. False by default.
    open var isMomentary = false { didSet { appearanceDidChange() } }

    /// Shows the disabled look.
    open override var isEnabled: Bool { didSet { if isEnabled != oldValue { appearanceDidChange() } } }

    private func appendSegment(title: String?, image: UIImage?, action: UIAction?) {
        insertSegment(SegmentedControlSegmentView(title: title, image: image, action: action), at: segments.count, animated: false)
    }

    private func insertSegment(_ view: SegmentedControlSegmentView, at segment: Int, animated: Bool) {
        let index = min(max(segment, 0), segments.count)
        segments.insert(view, at: index)
        addSubview(view)
        if selectedIndex >= index { selectedIndex += 1 }
        segmentsDidChange(animated: animated)
    }

    /// Whether `segment` is a valid index, logging UIKit's range message when it is not.
    func checkIndex(_ segment: Int, _ method: String) -> Bool {
        guard !segments.indices.contains(segment) else { return true }
        uikitLog.error("-[UISegmentedControl \(method)]: index \(segment) beyond bounds [0 .. \(segments.count - 1)]; ignored.")
        return false
    }

    /// The segments' content changed: the natural size, the dividers and the layout follow.
    func segmentsDidChange(animated: Bool) {
        syncSeparators()
        appearanceDidChange()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        if animated, window != nil {
            UIView.animate(withDuration: Self.slideDuration) { self.layoutIfNeeded() }
        }
    }

    private func syncSeparators() {
        let wanted = max(0, segments.count - 1)
        while separators.count > wanted { separators.removeLast().removeFromSuperview() }
        while separators.count < wanted {
            let separator = UIImageView(frame: .zero)
            separator.isUserInteractionEnabled = false
            separators.append(separator)
            insertSubview(separator, belowSubview: platter)
        }
    }
}

/// The key of an image set per control state and bar metrics (and, for dividers, per pair of states).
struct BarImageKey: Hashable {
    let states: [UInt]
    let metrics: Int
}
