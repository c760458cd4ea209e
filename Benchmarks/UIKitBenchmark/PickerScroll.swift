// Issue 19's picker: a wheel of 10,000 rows scrolled a frame at a time, as a fling moves it. Each frame moves the
// content 7 points (420 points a second at 60 frames) and runs the frame pass: the rows turned onto the cylinder,
// the rows that came into sight made from reused views, layout, display of the new titles and the commit.
import Foundation
import UIKit
import UIKitTesting

/// Titles "Row N" for 10,000 rows of one component.
@MainActor private final class TenThousandRows: UIPickerViewDataSource, UIPickerViewDelegate {
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 10_000 }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { "Row \(row)" }
}

/// The median and slowest main-thread milliseconds of a scroll frame of a 10,000-row picker wheel, over `frames`
/// frames, and the most row views the wheel held at once.
@MainActor func pickerScrollCosts(frames: Int = 600) -> (median: Double, slowest: Double, rowViews: Int) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
    let rows = TenThousandRows()
    let picker = UIPickerView()
    picker.dataSource = rows
    picker.delegate = rows
    window.addSubview(picker)
    window.isHidden = false
    defer { window.isHidden = true }
    FramePass.runOnce()
    let wheel = picker.subviews.compactMap { $0 as? UIScrollView }.first!
    var times: [Double] = []
    var rowViews = 0
    for _ in 0..<frames {
        let start = now()
        wheel.contentOffset.y += 7
        FramePass.runOnce()
        times.append(now() - start)
        rowViews = max(rowViews, wheel.subviews.count)
    }
    check(wheel.contentOffset.y > CGFloat(frames) * 7 - 100, "the wheel did not scroll")
    check(picker.view(forRow: (Int(wheel.contentOffset.y) + 108) / 32, forComponent: 0) != nil, "the centre row has no view")
    return (median(times) * 1e3, times.max()! * 1e3, rowViews)
}
