import Foundation

/// One segment of a segmented control as assistive technologies see it: the control draws its segments in
/// one row, so it lists one of these per segment. It reads the segment's title (else its image's label), a
/// button that is selected when the segment is, with "2 of 3" as its value; activating it selects the
/// segment as a tap does.
@MainActor
final class SegmentAccessibilityElement: UIAccessibilityElement {
    /// The segment read.
    let segment: SegmentedControlSegmentView

    init(segment: SegmentedControlSegmentView, in control: UISegmentedControl) {
        self.segment = segment
        super.init(accessibilityContainer: control)
    }

    private var control: UISegmentedControl? { accessibilityContainer as? UISegmentedControl }
    private var index: Int? { control?.segments.firstIndex { $0 === segment } }

    override var isAccessibilityElement: Bool {
        get { accessibilityStoredValue(.isElement) as? Bool ?? true }
        set { super.isAccessibilityElement = newValue }
    }
    override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? segment.title ?? segment.image?.accessibilityLabel }
        set { super.accessibilityLabel = newValue }
    }
    override var accessibilityValue: String? {
        get {
            guard let control, let index else { return super.accessibilityValue }
            return super.accessibilityValue ?? "\(index + 1) of \(control.numberOfSegments)"
        }
        set { super.accessibilityValue = newValue }
    }
    override var accessibilityTraits: UIAccessibilityTraits {
        get {
            if let traits = accessibilityStoredValue(.traits) as? UIAccessibilityTraits { return traits }
            var traits = UIAccessibilityTraits.button
            if let control, let index, index == control.shownSelection { traits.insert(.selected) }
            if control?.isEnabled == false || !segment.isSegmentEnabled { traits.insert(.notEnabled) }
            return traits
        }
        set { super.accessibilityTraits = newValue }
    }
    override var accessibilityFrame: CGRect {
        get {
            guard let control, index != nil else { return super.accessibilityFrame }
            return UIAccessibility.convertToScreenCoordinates(segment.frame, in: control)
        }
        set { super.accessibilityFrame = newValue }
    }

    /// Selects the segment, as a tap on it does; false when it or the control is disabled, or it is gone.
    override func accessibilityActivate() -> Bool {
        guard let control, let index, control.isEnabled, segment.isSegmentEnabled else { return false }
        control.userSelect(index, with: nil)
        return true
    }
}
