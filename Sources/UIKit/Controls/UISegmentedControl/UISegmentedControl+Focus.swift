import Foundation

/// The left and right arrows move a focused segmented control's selection to the next enabled segment that
/// way (mirrored right to left), as choosing it by touch does; at the last one the key goes on to move focus.
extension UISegmentedControl: FocusKeyResponding {
    func handleFocusKey(_ key: UIKey) -> Bool {
        guard let step = key.horizontalStep(in: effectiveUserInterfaceLayoutDirection), numberOfSegments > 0 else { return false }
        var index = selectedSegmentIndex == Self.noSegment ? (step > 0 ? -1 : numberOfSegments) : selectedSegmentIndex
        repeat { index += step } while (0..<numberOfSegments).contains(index) && !isEnabledForSegment(at: index)
        guard (0..<numberOfSegments).contains(index) else { return false }
        userSelect(index, with: nil)
        return true
    }
}
