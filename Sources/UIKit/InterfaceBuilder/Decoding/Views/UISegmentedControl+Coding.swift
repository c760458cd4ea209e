import Foundation

extension UISegmentedControl {
    /// `<segments><segment title= image=/>` in order, the selection, momentary mode and the selected tint.
    func decodeSegmentedControl(from coder: InterfaceBuilderCoder) {
        for segment in coder.element.child(named: "segments")?.children ?? [] where segment.name == "segment" {
            if let name = segment["image"] {
                insertSegment(with: coder.decoder.image(named: name, catalog: segment["catalog"]), at: numberOfSegments, animated: false)
            } else {
                insertSegment(withTitle: segment["title"] ?? "", at: numberOfSegments, animated: false)
            }
            if segment.bool("enabled") == false { setEnabled(false, forSegmentAt: numberOfSegments - 1) }
        }
        if coder.containsValue(forKey: "selectedSegmentIndex") {
            let index = coder.decodeInteger(forKey: "selectedSegmentIndex")
            if index >= -1, index < numberOfSegments { selectedSegmentIndex = index }
        }
        if let momentary = coder.bool("momentary") { isMomentary = momentary }
        if let color = coder.color("selectedSegmentTintColor") { selectedSegmentTintColor = color }
        if let apportions = coder.bool("apportionsSegmentWidthsByContent") { apportionsSegmentWidthsByContent = apportions }
    }
}
